package bigraces

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/say"
)

// The start/finish bar stands in a gap of its own where cars wait behind
// the line: not inside cell −1, over the car standing there (pics21), in
// both layouts.
func TestStartBarInItsOwnGap(t *testing.T) {
	s := open(t, "players: white, grey\nlength: 20\nsetup: white1=4/-1, white2=3/-2, grey1=2/-1, grey2=1/-3\n")
	e := engineOf(s)
	for _, width := range []string{"80", "128"} {
		sh := e.newSheet(catalog.Speaker(say.Languages[0]), map[string]string{"picture.width": width})
		sh.placeColumns()
		at, ok := sh.where[0]
		if !ok || at.i == 0 {
			t.Fatalf("width %s: column 0 at %+v, %v; want it after the columns behind the line", width, at, ok)
		}
		bar := sh.startLine(at.band, 10)
		if len(bar) == 0 {
			t.Fatalf("width %s: no start bar", width)
		}
		x := bar[0].Num0("x") // the bar's rectangle
		cellMinus1 := sh.l.x0 + sh.colX(at.band, at.i-1)
		carRight := cellMinus1 + sh.l.cell/2 + sh.l.carW/2
		cell0 := sh.l.x0 + sh.colX(at.band, at.i)
		if x < cellMinus1+sh.l.cell || x+1.8 > cell0 {
			t.Errorf("width %s: the bar spans %.2f…%.2f; want it between cell −1 (ends %.2f, its car %.2f) and cell 0 (from %.2f)", width, x, x+1.8, cellMinus1+sh.l.cell, carRight, cell0)
		}
	}
}

// The key says the car outlined twice moves next only while one is: not of
// a race that is over (pics21).
func TestKeyNamesTheDueCarOnlyWhileOneIs(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	moves := []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п"}
	for i, line := range moves {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
		svg := svgOf(t, s)
		due := engineOf(s).due() >= 0
		if said := strings.Contains(svg, "outlined twice moves next"); said != due {
			t.Errorf("after move %d: a car due %v, the key says one is %v", i+1, due, said)
		}
	}
}
