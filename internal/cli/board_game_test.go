package cli_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// `board` and `moves` take `--game N`, as `replay` does: a file of several
// games (turbo's penalty.txt holds two) can be drawn and listed past its
// first; a game the file lacks is a usage error naming how many it holds.
func TestBoardAndMovesTakeGame(t *testing.T) {
	run := func(args ...string) (string, string, int) {
		var out, errs bytes.Buffer
		code := cli.Main(append([]string{"--lang", "en"}, args...), cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		return out.String(), errs.String(), code
	}
	const file = "../../corpus/turbo/penalty.txt"
	first, _, _ := run("board", file)
	second, errs, code := run("board", "--game", "2", file)
	if code != 0 || first == second || !strings.Contains(second, "Anna   | out") {
		t.Errorf("board --game 2: exit %d, stderr %q, drew:\n%s", code, errs, second)
	}
	svg := string(svgOf(t, "--lang", "en", "--game", "2", "--at", "2", file))
	if !strings.Contains(svg, "Boris") || strings.Contains(svg, "Gleb") {
		t.Errorf("board --svg --game 2 --at 2 drew the first game's table:\n%s", descOf(svg))
	}
	moves, _, code := run("moves", "--game", "2", file)
	if code != 0 || !strings.HasPrefix(moves, "Next to move: Vera") && !strings.Contains(moves, "Vera: 1 hedgehog") {
		t.Errorf("moves --game 2: exit %d, listed:\n%s", code, moves)
	}
	for _, cmd := range []string{"board", "moves"} {
		if _, errs, code := run(cmd, "--game", "3", file); code != 2 || !strings.Contains(errs, "holds 2 games: there is no game 3") {
			t.Errorf("%s --game 3 of two games: exit %d, said %q", cmd, code, errs)
		}
		if _, errs, code := run(cmd, "--game", "0", file); code != 2 || !strings.Contains(errs, "--game takes a game’s number from 1") {
			t.Errorf("%s --game 0: exit %d, said %q", cmd, code, errs)
		}
	}
}
