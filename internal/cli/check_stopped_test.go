package cli_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestStoppedSaysWhereItStopped: a check that stops at an illegal first
// move says so at that move's line, naming the turn, and never "before
// the first turn" at the game: line (round 10's editor found both false).
// A game that stops later still closes where it stopped; one that runs to
// its end closes at its game: line.
func TestStoppedSaysWhereItStopped(t *testing.T) {
	for _, tc := range []struct {
		lang, in, want string
	}{
		{"ru", "игра: черепахи\nигроки: Нина, Паша\n1. Нина: красная -1\n2. Паша: синяя +1\n",
			"<stdin>:3: Проверка остановлена на первой ошибке (ход 1); до неё не засчитано ни одного хода.\n"},
		{"en", "game: turtles\nplayers: A, B\n\nA: red -1\nB: blue +1\n",
			"<stdin>:4: Checking stopped at the first error (move 1); no move had been accepted before it.\n"},
		{"en", "game: turtles\nplayers: A, B\nA: red +1\n# a comment\nB: blue +3\nA: red +1\n",
			"<stdin>:5: Checking stopped at the first error (move 2); one move had been accepted before it.\n"},
		// Counts up to nine in words, agreeing with the number («засчитаны
		// два хода», round-28 readers: «засчитано ходов: 2» read as a form).
		{"ru", "игра: черепахи\nигроки: Нина, Паша\n1. Нина: красная +1\n2. Паша: синяя +1\n3. Нина: зелёная -1\n",
			"<stdin>:5: Проверка остановлена на первой ошибке (ход 3); до неё засчитаны два хода.\n"},
		{"en", "game: turtles\nplayers: A, B\nA: red +1\n",
			"<stdin>:1: One move has been accepted, and the race goes on."},
	} {
		var out bytes.Buffer
		cli.Main([]string{"--lang", tc.lang, "check", "-"}, cli.IO{In: strings.NewReader(tc.in), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
		lines := strings.SplitAfter(strings.TrimSuffix(out.String(), "\n"), "\n")
		last := strings.ReplaceAll(lines[len(lines)-1], "\u00a0", " ") // the typography's no-break spaces
		if !strings.HasPrefix(last+"\n", tc.want) {
			t.Errorf("%s: the closing line is %q, want %q\n%s", tc.lang, last, tc.want, out.String())
		}
	}
}
