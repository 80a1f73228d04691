package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"referee/internal/cli"
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
		os.Remove(page)
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
