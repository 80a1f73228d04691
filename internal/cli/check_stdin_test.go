package cli_test

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestCheckStdinShowsEachGame: games typed or piped into `check -` are
// answered as each ends, before the next is read, at -j 1 as with workers
// (at -j 1 the verdicts waited in the output's buffer until standard input
// ended, and a one-CPU machine checks at -j 1 by default).
func TestCheckStdinShowsEachGame(t *testing.T) {
	game := "game: turtles\nplayers: Нина, Паша\n\nНина: красная +1\n"
	for _, jobs := range []string{"1", "2"} {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan int, 1)
		go func() {
			done <- cli.Main([]string{"check", "-j", jobs, "-"}, cli.IO{In: inR, Out: outW, Err: outW, Getenv: func(string) string { return "" }})
			_ = outW.Close() // a pipe's writer closes with no error: the reader sees the end
		}()
		lines := make(chan string)
		go func() {
			sc := bufio.NewScanner(outR)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		// The first game ends where the second's game: line is read; the
		// rest of the second is not written until the first is answered.
		go func() { _, _ = io.WriteString(inW, game+"\ngame: turtles\n") }()
		select {
		case l := <-lines:
			if !strings.HasPrefix(l, "<stdin>:1:") {
				t.Fatalf("-j %s: the first line is %q, want the first game's verdict", jobs, l)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("-j %s: the first game is not answered while standard input stays open", jobs)
		}
		if _, err := io.WriteString(inW, strings.TrimPrefix(game, "game: turtles\n")); err != nil {
			t.Fatal(err)
		}
		if err := inW.Close(); err != nil {
			t.Fatal(err)
		}
		var rest []string
		for l := range lines {
			rest = append(rest, l)
		}
		if len(rest) != 1 || !strings.HasPrefix(rest[0], "<stdin>:6:") {
			t.Errorf("-j %s: after the first verdict %q, want the second game's alone", jobs, rest)
		}
		if code := <-done; code != 0 {
			t.Errorf("-j %s: exit status %d", jobs, code)
		}
	}
}
