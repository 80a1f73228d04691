package cli_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/boardgame-referee/referee/internal/cli"
)

// play runs `referee play` in-process on the given input, as a script
// would drive it (standard input not a terminal).
func play(t *testing.T, input string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errs bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- cli.Main(append([]string{"play"}, args...), cli.IO{
			In: strings.NewReader(input), Out: &out, Err: &errs,
			Getenv: func(string) string { return "" },
		})
	}()
	select {
	case code = <-done:
	case <-time.After(20 * time.Second):
		t.Fatalf("play hangs on %.40q", input)
	}
	return out.String(), errs.String(), code
}

// TestPlayBadInput: whatever is typed or pasted, play answers and goes on:
// a binary blob, a line of 100 KB, a last line with no newline (Ctrl-D in
// the middle of a line), lines of nothing but punctuation.
func TestPlayBadInput(t *testing.T) {
	long := strings.Repeat("красная ", 100<<10/len("красная "))
	cases := []struct {
		name, input, want string
	}{
		{"binary", "\x00\x01\x02\xff\xfe binary\nred +1\n", "not UTF-8 text"},
		{"long line", long + "\nred +1\n", "longer than 65536 bytes"},
		{"long line, no newline", "red +1\n" + long, "longer than 65536 bytes"},
		{"colon alone", ":\nred +1\n", "There is no command “:”"},
		{"name alone", "A:\nred +1\n", "A move number or player name with no move after it"},
		{"unknown player", "Вика: red +1\nred +1\n", "There is no player “Вика” in this game"},
		{"quote left open", "«A: red +1\nred +1\n", "the referee cannot read"},
		// Nothing to play, so nothing said: the next line is move 1.
		{"semicolons", ";;;\nred +1\n", "or Ctrl-D.\nMove 1 (A: red +1): the red turtle moves from the start to square 1."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errs, code := play(t, c.input, "turtles", "--players", "A, B")
			if code != 0 || errs != "" {
				t.Errorf("exit %d, stderr %q", code, errs)
			}
			if !strings.Contains(out, c.want) {
				t.Errorf("no %q in\n%.2000s", c.want, out)
			}
			if c.name != "long line, no newline" && !strings.Contains(out, "Move 1 (A: red +1): the red turtle moves from the start to square 1.") {
				t.Errorf("the game did not go on after it:\n%.2000s", out)
			}
			if len(out) > 20<<10 {
				t.Errorf("%d bytes of output: a pasted blob is echoed back", len(out))
			}
		})
	}
}

// TestPlayLastLineWithoutNewline: input that ends in the middle of a line
// (Ctrl-D after typing) still plays that line.
func TestPlayLastLineWithoutNewline(t *testing.T) {
	out, _, _ := play(t, "red +1\nblue +2", "turtles", "--players", "A, B")
	if !strings.Contains(out, "Move 2 (B: blue +2): the blue turtle moves from the start to square 2.") {
		t.Errorf("the last line was lost:\n%s", out)
	}
}

// TestPlayNoPlayers: input that ends before the game could start (no
// players named, or nothing at all) says so and exits 2, as the README
// says of a game that cannot start; a game started exits 0.
func TestPlayNoPlayers(t *testing.T) {
	for _, args := range [][]string{{"turtles"}, {}} {
		out, errs, code := play(t, "", args...)
		if code != 2 || errs != "referee: the input ended before the game started: no game was played\n" || !strings.Contains(out, "Wh") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	if _, errs, code := play(t, "A, B\n", "turtles"); code != 0 || errs != "" {
		t.Errorf("a game started: exit %d, stderr %q", code, errs)
	}
}

// TestPlayNamesNotText: players typed or given with --players in bytes that
// are not text — Latin-1, a control character, a carriage return alone —
// are refused as a line that is not text, and the table goes on asking;
// nothing panics (issue 19, item 2). Bytes typed that are not UTF-8 are
// told as the terminal's encoding, not as a file's (issue 41, round 2).
func TestPlayNamesNotText(t *testing.T) {
	for _, c := range []struct {
		name, input string
		args        []string
		said        string
	}{
		{"Latin-1 typed", "Jos\xe9, Ren\xe9e\nA, B\nred +1\n", nil, "the terminal is likely set to another encoding"},
		{"control in --players", "red +1\n", []string{"--players", "A\x01, B"}, "This is not a text transcript"},
		{"CR in --players", "red +1\n", []string{"--players", "A\r, B"}, "A carriage return (CR) ends the line here"},
		{"CR typed", "A\r, B\nA, B\nred +1\n", nil, "A carriage return (CR) ends the line here"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errs, code := play(t, c.input, append([]string{"turtles"}, c.args...)...)
			// With the players refused and no more lines naming them, the
			// game never starts: exit 2.
			if want := map[bool]int{true: 0, false: 2}[c.args == nil]; code != want || c.args == nil && errs != "" {
				t.Errorf("exit %d, stderr %q", code, errs)
			}
			if !strings.Contains(out, c.said) {
				t.Errorf("the names are not refused with %q:\n%s", c.said, out)
			}
			if c.args == nil && !strings.Contains(out, "Move 1 (A: red +1): the red turtle moves from the start to square 1.") {
				t.Errorf("the table did not go on:\n%s", out)
			}
		})
	}
}

// TestPlayEchoVisible: what :explain, :save, :new and :undo echo of their
// argument shows a terminal's controls as text (\x1b), so a pasted
// argument cannot set the title or clear the screen (issue 19, item 10).
func TestPlayEchoVisible(t *testing.T) {
	dir := t.TempDir()
	input := strings.Join([]string{
		"red +1",
		":explain \x1b]2;pwned\x07",
		":undo \x1b[2J",
		":new \u009b31mturtles",
		":save " + dir + "/no-folder/\x1b[2J.txt",
		":frobnicate\x1b[2J",
	}, "\n") + "\n"
	out, _, _ := play(t, input, "turtles", "--players", "A, B")
	if strings.ContainsAny(out, "\x1b\x07\u009b") {
		t.Errorf("a control reached the terminal:\n%q", out)
	}
	for _, want := range []string{`\x1b]2;pwned\x07`, `“\x1b[2J” is not a number`, `\u009b31mturtles`, `no-folder/\x1b[2J.txt cannot be written`, `:frobnicate\x1b[2J`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
