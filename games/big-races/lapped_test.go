package bigraces

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// The leader laps a car on lane 1 when it passes through its cell, however
// far back the car stands: less than a lap (the usual case), a lap exactly
// (a step inward keeps the distance), or more than a lap when the car was
// already a lap down. The message says which, in cells and laps.
func TestLappedSaysHowFarBehind(t *testing.T) {
	const others = ", white1=3/26, black1=4/25, white2=2/24, grey2=3/23\n"
	cases := []struct {
		name, setup, move string
		cells, laps       int
		en, ru            string
	}{
		{"less than a lap", "laps: 2\nsetup: grey1=2/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "iff", 18, 0,
			"black2 on 1/7, 18 cells behind it (2 cells short of a lap)", "на 18 клеток (на 2 клетки меньше круга)"},
		{"a lap exactly", "laps: 2\nsetup: grey1=2/27, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "i", 20, 1,
			"black2 on 1/7, 20 cells behind it (exactly 1 lap)", "на 20 клеток (ровно на 1 круг)"},
		{"more than a lap", "laps: 3\nsetup: grey1=2/45, black2=1/7" + others, "iff", 38, 1,
			"black2 on 1/7, 38 cells behind it (more than 1 lap)", "на 38 клеток (больше чем на 1 круг)"},
		{"two laps exactly", "laps: 3\nsetup: grey1=2/47, black2=1/7" + others, "i", 40, 2,
			"black2 on 1/7, 40 cells behind it (exactly 2 laps)", "на 40 клеток (ровно на 2 круга)"},
		{"a cell short of a lap on a short ring", "length: 7\nlaps: 2\nsetup: grey1=1/10, black2=1/4, white1=2/3\n", "f", 6, 0,
			"black2 on 1/4, 6 cells behind it (1 cell short of a lap)", "на 6 клеток (на 1 клетку меньше круга)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			header := "players: white, grey, black\n" + c.setup
			if !strings.Contains(header, "length:") {
				header = "length: 20\n" + header
			}
			s := open(t, header)
			e := engineOf(s)
			from := e.cars[e.due()].pos
			black2, _ := e.roster.lookup("black2")
			// The engine itself, asked to tell: the session tells only
			// under --explain.
			m, perr := e.Parse(&notation.Move{Text: c.move, TextPos: notation.Pos{Line: 1, Column: 1}})
			if perr != nil {
				t.Fatalf("%s: %v", c.move, perr)
			}
			p := e.Apply(-1, m, true)
			if p.Violation != nil {
				t.Fatalf("%s: %v", c.move, p.Violation)
			}
			if e.cars[black2].state != retired || e.cars[black2].lapper == 0 {
				t.Fatalf("black2 not lapped: %+v", e.cars[black2])
			}
			if cells, laps := e.behind(from, black2); cells != c.cells || laps != c.laps {
				t.Errorf("behind = %d cells, %d laps; want %d, %d", cells, laps, c.cells, c.laps)
			}
			if len(p.Told) != 1 || len(p.Told[0].(Moved).Lapped) != 1 {
				t.Fatalf("told %+v", p.Told)
			}
			said := words(t, p.Told[0])
			has(t, said, c.en, c.ru)
			if strings.Contains(said[0], "almost") || strings.Contains(said[1], "почти") {
				t.Errorf("still «almost»: %v", said)
			}
		})
	}
}
