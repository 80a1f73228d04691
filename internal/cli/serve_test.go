package cli

import (
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams/iostreamstest"
)

// TestServeAddress: on loopback the address is 127.0.0.1's, with no
// token; with --lan it carries the token, escaped, in t=.
func TestServeAddress(t *testing.T) {
	if got := pageAddress(8765, nil, ""); got != "http://127.0.0.1:8765/" {
		t.Errorf("loopback: %s", got)
	}
	got := pageAddress(8765, net.IPv4(192, 0, 2, 2), "a+b/c")
	u, err := url.Parse(got)
	if err != nil || u.Query().Get("t") != "a+b/c" || u.Host != "192.0.2.2:8765" {
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

// TestServeLoadsAFile: `serve FILE` goes on with the file's first game,
// its moves played; a file with no game, or one that cannot start, is
// said and refused.
func TestServeLoadsAFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(good, []byte("game: turtles\nplayers: Нина, Паша\n\nНина: red +1\nПаша: blue +2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.txt")
	if err := os.WriteFile(empty, []byte("# nothing\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ios, _, _, errOut := iostreamstest.New()
	f, err := cmdutil.New(ios, func(string) string { return "" }, "en")
	if err != nil {
		t.Fatal(err)
	}
	opts := &ServeOptions{IO: ios, Transcripts: f.Transcripts(), Speaker: f.Speaker, Arg: good}
	tbl, err := serveLoad(opts)
	if err != nil || tbl == nil || tbl.Moves() != 2 || tbl.Players()[1] != "Паша" {
		t.Fatalf("loaded: %v, %v", tbl, err)
	}
	opts.Arg = empty
	if tbl, err := serveLoad(opts); tbl != nil || err == nil {
		t.Errorf("a file with no game: %v, %v", tbl, err)
	}
	opts.Arg = filepath.Join(dir, "missing.txt")
	if tbl, err := serveLoad(opts); tbl != nil || err == nil || !strings.Contains(errOut.String(), "missing.txt") {
		t.Errorf("a missing file: %v, %v, %q", tbl, err, errOut.String())
	}
}
