package cli_test

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// `board --at N` draws the position after move N as check numbers it
// (NOTATION: "draws the position after move N"), and the picture's title
// counts the same moves. In Hurri Count a call and a touch are no move:
// `--at 3` on penalty.txt drew the table after Vera's wrong call, before
// her 3 hedgehogs, which check calls "Move 3" (pics15 fault 2).
func TestBoardAtIsChecksMove(t *testing.T) {
	svg := string(svgOf(t, "--lang", "en", "--at", "3", "../../corpus/turbo/penalty.txt"))
	if !strings.Contains(svg, "Vera: 3 hedgehogs on top") {
		t.Errorf("--at 3 does not show Vera's 3 hedgehogs, check's move 3:\n%s", descOf(svg))
	}
	if !strings.Contains(titleOf(svg), "after 3 moves") {
		t.Errorf("--at 3 is titled %q", titleOf(svg))
	}
	// The last position, after a refused card: check numbers the refused
	// card move 2, so the picture is the table after move 1.
	var out, errs bytes.Buffer
	cli.Main([]string{"board", "--svg", "--lang", "en", "../../corpus/turbo/card-buried.txt"}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
	if !strings.Contains(errs.String(), "Move 2 (Boris: 8 birds)") || !strings.Contains(titleOf(out.String()), "after 1 move") {
		t.Errorf("card-buried: check says %q; the picture is titled %q, want after 1 move", errs.String(), titleOf(out.String()))
	}
	// Every game (a transcript that numbers no move: one that starts at
	// "21." is left for another day): the move check numbers N is the last move of the
	// picture `--at N` draws, and its title counts N.
	for _, file := range []string{
		"../../corpus/turtles/whole-game.txt",
		"../../corpus/chinese-checkers/arrows.txt",
		"../../corpus/turbo/penalty.txt",
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
