// Package golden holds the -update flag shared by every test package, so
// that `go test ./... -update` is accepted by all of them, and the
// compare-or-rewrite helper for golden files.
package golden

import (
	"flag"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/internal/atomicfile"
)

// Update rewrites golden files instead of comparing against them.
var Update = flag.Bool("update", false, "rewrite golden files")

// Check compares got with the golden file at path, or rewrites the file when
// -update is set: atomically, never through a link (it writes the
// generated sources builtlocales.go and star_tables.go too). The diff is
// for the failure message only.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *Update {
		if err := atomicfile.Write(path, got, atomicfile.Policy{}); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden file missing (run go test with -update to write it, then read it): %v", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs (-golden +got):\n%s", path, diff)
	}
}
