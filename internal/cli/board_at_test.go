package cli_test

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// `board --at N` draws the position after move N, and the picture's title
// counts the same moves. NOTATION.md says what a move is: "`move` counts
// the game's moves from 1 in file order: every line after the header that
// records something that happened is one (… in turbo every card, call,
// `task:` and `end` line counts)" — so in Hurri Count a call is a move to
// `--at`, though check's text numbers the cards alone («Ход 3»; "Text
// output may show the transcript's own move numbers"). In the other games
// the two are one count: the move check numbers N is the last move of the
// picture `--at N` draws, and its title counts N.
func TestBoardAtIsChecksMove(t *testing.T) {
	// penalty.txt: two cards, Vera's call «turbo» (move 3), then her 3
	// hedgehogs (move 4).
	svg := string(svgOf(t, "--lang", "en", "--at", "3", "../../corpus/turbo/penalty.txt"))
	if !strings.Contains(titleOf(svg), "after 3 moves") || strings.Contains(svg, "Vera: 3 hedgehogs on top") {
		t.Errorf("turbo --at 3 is titled %q, and shows:\n%s", titleOf(svg), descOf(svg))
	}
	svg = string(svgOf(t, "--lang", "en", "--at", "4", "../../corpus/turbo/penalty.txt"))
	if !strings.Contains(titleOf(svg), "after 4 moves") || !strings.Contains(svg, "Vera: 3 hedgehogs on top") {
		t.Errorf("turbo --at 4 is titled %q, and shows:\n%s", titleOf(svg), descOf(svg))
	}
	// A transcript that numbers no move (one that starts at "21." is left
	// for another day).
	for _, file := range []string{
		"../../corpus/turtles/whole-game.txt",
		"../../corpus/chinese-checkers/arrows.txt",
		"../../corpus/big-races/short-race.txt",
		"../../corpus/super-race/race.txt",
	} {
		var out, errs bytes.Buffer
		cli.Main([]string{"check", "--explain", "--lang", "en", file}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		moves := regexp.MustCompile(`(?m): Move (\d+) \(`).FindAllStringSubmatch(out.String(), -1)
		if len(moves) == 0 {
			t.Fatalf("%s: check numbers no move:\n%s", file, out.String())
		}
		for _, m := range moves[:min(len(moves), 6)] {
			n, _ := strconv.Atoi(m[1])
			want := "after " + m[1] + " move"
			if n != 1 {
				want += "s"
			}
			if got := titleOf(string(svgOf(t, "--lang", "en", "--at", m[1], file))); !strings.Contains(got, want) {
				t.Errorf("%s --at %d: titled %q, want %q", file, n, got, want)
			}
		}
	}
}

func titleOf(svg string) string {
	m := regexp.MustCompile(`<title id="title">([^<]*)</title>`).FindStringSubmatch(svg)
	if m == nil {
		return ""
	}
	return m[1]
}

func descOf(svg string) string {
	m := regexp.MustCompile(`<desc id="desc">([^<]*)</desc>`).FindStringSubmatch(svg)
	if m == nil {
		return ""
	}
	return m[1]
}
