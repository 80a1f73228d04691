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
// names the move check names. NOTATION.md says what a move is to `--at`:
// "`move` counts the game's moves from 1 in file order: every line after
// the header that records something that happened is one (… in turbo
// every card, call, `task:` and `end` line counts)" — while check's text
// numbers Hurri Count's cards alone («Ход 3»; "Text output may show the
// transcript's own move numbers"). So a turbo title counts check's moves
// and names the call or touch after the last (pictures round 18: "after 3
// moves" over Vera's call was check's move 2). In the other games the two
// are one count: the move check numbers N is the last move of the picture
// `--at N` draws, and its title counts N.
func TestBoardAtIsChecksMove(t *testing.T) {
	// penalty.txt: two cards, Vera's call «turbo» (entry 3), then her 3
	// hedgehogs (entry 4: check's move 3), then Gleb's touch (entry 5).
	for at, want := range map[string]string{
		"2": "the table after move 2",
		"3": "the table after move 2 and Vera’s call “Turbo!”",
		"4": "the table after move 3",
		"5": "the table after move 3 and Gleb’s touch of the task card",
	} {
		svg := string(svgOf(t, "--lang", "en", "--at", at, "../../corpus/turbo/penalty.txt"))
		if got := titleOf(svg); !strings.HasSuffix(got, want) {
			t.Errorf("turbo --at %s is titled %q, want … %q", at, got, want)
		}
		if shows := strings.Contains(svg, "Vera: 3 hedgehogs on top"); shows != (at >= "4") {
			t.Errorf("turbo --at %s shows Vera's 3 hedgehogs: %v\n%s", at, shows, descOf(svg))
		}
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
