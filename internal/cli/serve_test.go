package cli

import (
	"net/url"
	"strings"
	"testing"
)

// TestServeAddress: on loopback the address is 127.0.0.1's, with no
// token; with --lan it carries the token, escaped, in t=.
func TestServeAddress(t *testing.T) {
	if got := pageAddress(8765, false, ""); got != "http://127.0.0.1:8765/" {
		t.Errorf("loopback: %s", got)
	}
	got := pageAddress(8765, true, "a+b/c")
	u, err := url.Parse(got)
	if err != nil || u.Query().Get("t") != "a+b/c" || !strings.HasSuffix(u.Host, ":8765") {
		t.Errorf("lan: %s (%v)", got, err)
	}
}

// TestServeFlags: serve takes a game or a file, --lan and --port; a port
// out of range is a usage error in the chosen language.
func TestServeFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve", "--port", "70000"}, 2, "--port"},
		{[]string{"serve", "--port", "-1", "--lang", "ru"}, 2, "--port"},
		{[]string{"serve", "a", "b"}, 2, ""},
	} {
		var out, errs strings.Builder
		code := Main(c.args, IO{In: strings.NewReader(""), Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		if code != c.code || !strings.Contains(errs.String(), c.want) {
			t.Errorf("%v: exit %d, %q", c.args, code, errs.String())
		}
	}
}
