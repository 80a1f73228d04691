package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestLinksNoLibc: the binary imports neither net nor runtime/cgo, so a
// plain go build is static where cgo is on (README's install line, and
// third_party/README.md: pflag comes without its IP-address flags, which
// imported net). A new import of net, os/user or the like shows here.
func TestLinksNoLibc(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/spf13/pflag") {
		t.Fatalf("go list -deps names no pflag: %q", deps)
	}
	for _, p := range []string{"net", "runtime/cgo", "os/user", "plugin"} {
		if slices.Contains(deps, p) {
			t.Errorf("the binary imports %s: a build with cgo on links libc", p)
		}
	}
}
