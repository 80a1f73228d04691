package cli_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// passGame is a turtles game of n passes.
func passGame(n int) string {
	var b strings.Builder
	b.WriteString("game: turtles\nplayers: A, B\n")
	for i := range n {
		b.WriteString([]string{"A: pass\n", "B: pass\n"}[i%2])
	}
	return b.String()
}

// TestReplayTooLong: a game past the moves a page holds is refused, in
// the chosen language, with exit status 2 and no page; one at the limit is
// drawn.
func TestReplayTooLong(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		moves int
		lang  string
		code  int
		want  string
	}{
		{2000, "en", 0, ""},
		{2001, "en", 2, "referee: the game is longer than 2000 moves: a replay page draws games of up to 2000 moves"},
		{2001, "ru", 2, "referee: партия длиннее 2000\u00a0ходов"},
	} {
		name := filepath.Join(dir, "long.txt")
		page := filepath.Join(dir, "long.html")
		_ = os.Remove(page) // a page of the case before, if any
		if err := os.WriteFile(name, []byte(passGame(c.moves)), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errs bytes.Buffer
		code := cli.Main([]string{"replay", "--lang", c.lang, "-o", page, name}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		if code != c.code || !strings.HasPrefix(errs.String(), c.want) {
			t.Errorf("%d moves, %s: exit %d, stderr %q; want %d, %q", c.moves, c.lang, code, errs.String(), c.code, c.want)
		}
		if _, err := os.Stat(page); (err == nil) != (c.code == 0) {
			t.Errorf("%d moves: a page written: %v", c.moves, err == nil)
		}
	}
}

// TestReplayTooBig: a page that would pass its bound is refused before
// anything is written, in the chosen language, with the size it would take
// and the ways out; under a larger bound the same page is written.
func TestReplayTooBig(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "passes.txt")
	page := filepath.Join(dir, "passes.html")
	if err := os.WriteFile(name, []byte(passGame(2000)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"referee: the page would take about ", " MB, more than the 1 MB a replay page may", "“referee board --svg --at N " + name + "”", "--max-size"}},
		{"ru", []string{"referee: страница заняла бы\u00a0около ", "больше 1\u00a0МБ", "«referee board --svg --at N " + name + "»", "--max-size"}},
	} {
		var out, errs bytes.Buffer
		code := cli.Main([]string{"replay", "--lang", c.lang, "--max-size", "1", "-o", page, name}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		if code != 2 {
			t.Errorf("%s: exit %d, want 2", c.lang, code)
		}
		for _, w := range c.want {
			if !strings.Contains(errs.String(), w) {
				t.Errorf("%s: stderr %q lacks %q", c.lang, errs.String(), w)
			}
		}
		if _, err := os.Stat(page); err == nil {
			t.Errorf("%s: a page was written past its bound", c.lang)
		}
	}
	var out, errs bytes.Buffer
	if code := cli.Main([]string{"replay", "--max-size", "10", "-o", page, name}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code != 0 {
		t.Fatalf("under 10 MB: exit %d\n%s", code, errs.String())
	}
	st, err := os.Stat(page)
	if err != nil || st.Size() <= 1<<20 {
		t.Fatalf("the page under a bound of 10 MB: %v; want one of more than the 1 MB refused", err)
	}
	saysAbout(t, name, page, st.Size())
	// A map of 200×200 squares: its start draws the whole track, 1 MB, and
	// each move after it only the cars (the refusal said 132 MB).
	big := filepath.Join(dir, "big.html")
	if code := cli.Main([]string{"replay", "--max-size", "3", "-o", big, "testdata/replay/big-map.txt"}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code != 0 {
		t.Fatalf("the big map under 3 MB: exit %d\n%s", code, errs.String())
	}
	if st, err = os.Stat(big); err != nil {
		t.Fatal(err)
	}
	saysAbout(t, "testdata/replay/big-map.txt", big, st.Size())
}

// saysAbout holds the size a refusal under --max-size 1 says to the size
// of the page written: near enough (a position draws only what differs,
// so the start's cost is no measure of the others').
func saysAbout(t *testing.T, name, page string, size int64) {
	t.Helper()
	var said float64
	var out, errs bytes.Buffer
	cli.Main([]string{"replay", "--max-size", "1", "-o", page + ".refused", name}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
	at := strings.Index(errs.String(), "about ")
	if at < 0 {
		t.Fatalf("%s: no size in %q", name, errs.String())
	}
	if _, err := fmt.Sscanf(errs.String()[at+len("about "):], "%g", &said); err != nil {
		t.Fatalf("%s: no size in %q: %v", name, errs.String(), err)
	}
	if real := float64(size) / (1 << 20); said > 2*real+1 || said < real/2 {
		t.Errorf("%s: the refusal says about %g MB; the page is %.1f MB", name, said, real)
	}
}

// TestStreamingOnlyForCheckAndTest: the program's memory setting for
// streaming commands is asked for by check and test, and not by replay,
// board or play.
func TestStreamingOnlyForCheckAndTest(t *testing.T) {
	name := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(name, []byte(passGame(2)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{"check", name}, true},
		{[]string{"test", name}, true},
		{[]string{"replay", "-o", name + ".html", name}, false},
		{[]string{"board", name}, false},
		{[]string{"moves", name}, false},
		{[]string{"play", name}, false},
	} {
		called := false
		var out bytes.Buffer
		cli.Main(c.args, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }, Streaming: func() { called = true }})
		if called != c.want {
			t.Errorf("%s: streaming set %v, want %v", c.args[0], called, c.want)
		}
	}
}
