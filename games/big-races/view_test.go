package bigraces

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/layout"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestBoardFitsOnLongTracks: on a track of hundreds of cells the ruler's
// three- and four-digit numbers fit the 80 columns the lanes do.
func TestBoardFitsOnLongTracks(t *testing.T) {
	headers := []string{
		// The cars spread round a ring of 1000, each band a stretch of it.
		"players: a, b, c, d, e, f, g, h\nlength: 1000\nsetup: a1=1/5, b1=2/300, c1=3/600, d1=4/900, e1=1/999\n",
	}
	rng := rand.New(rand.NewPCG(23, 29))
	for range 30 {
		length := 100 + rng.IntN(901)
		var cars []string
		taken := map[int]bool{}
		for _, p := range []string{"a", "b", "c", "d", "e", "f", "g", "h"} {
			for n := 1; n <= 2; n++ {
				lane, dist := 1+rng.IntN(lanes), rng.IntN(length)
				if k := (lane-1)*length + dist; !taken[k] {
					taken[k] = true
					cars = append(cars, fmt.Sprintf("%s%d=%d/%d", p, n, lane, dist))
				}
			}
		}
		headers = append(headers, fmt.Sprintf("players: a, b, c, d, e, f, g, h\nlength: %d\nlaps: 1\nsetup: %s\n", length, strings.Join(cars, ", ")))
	}
	for _, h := range headers {
		e := engineOf(open(t, h))
		for _, lang := range say.Languages {
			for _, l := range strings.Split(e.Board(catalog.Speaker(lang), nil), "\n") {
				if w := layout.Width(l); w > boardWidth {
					t.Fatalf("%s\n%s board: a line of %d columns:\n%s", h, lang, w, l)
				}
			}
		}
	}
}

// TestBoardSaysWhereAFinisherStands: the legend says whether a car that
// has finished stands on the line or past it, which the referee knows
// (round-36 editor: «на финишной линии или за ней» hedged), and names a
// race of one lap as such, not «круг 1 из 1».
func TestBoardSaysWhereAFinisherStands(t *testing.T) {
	s := open(t, "players: A, B\nlength: 10\nlaps: 1\nsetup: A1=4/8, A2=3/7, B1=2/3, B2=1/2\n")
	legal(t, s, "A1: 2f", "A2: 4f")
	e := engineOf(s)
	// Legend lines wrap at 80 columns: read them as one text.
	ru := strings.Join(strings.Fields(e.Board(catalog.Speaker("ru"), nil)), " ")
	en := strings.Join(strings.Fields(e.Board(catalog.Speaker("en"), nil)), " ")
	for _, want := range []string{"на клетке 4/10 (на финишной линии, столбец 0)", "на клетке 3/11 (за финишной линией, столбец 1)", "(единственный круг, столбец 3)"} {
		if !strings.Contains(ru, want) {
			t.Errorf("Russian board lacks %q:\n%s", want, ru)
		}
	}
	for _, want := range []string{"at 4/10 (on the finish line, column 0)", "at 3/11 (past the finish line, column 1)", "(the only lap, column 3)"} {
		if !strings.Contains(en, want) {
			t.Errorf("English board lacks %q:\n%s", want, en)
		}
	}
}
