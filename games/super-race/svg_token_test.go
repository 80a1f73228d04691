package superrace

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Each player has a round token on the square the narration says they
// stand on — the square driven through last, or before the first turn
// their start square — at the start, mid-game and at the end: where a
// player was read only from where their route's arrowhead ended, and
// before the first turn nothing marked them.
func TestTokenOnTheSquareTheNarrationNames(t *testing.T) {
	text, err := os.ReadFile("../../corpus/super-race/race.txt")
	if err != nil {
		t.Fatal(err)
	}
	var header, moves []string
	for _, l := range strings.Split(string(text), "\n") {
		switch l = strings.TrimSpace(l); {
		case l == "" || strings.HasPrefix(l, "#"):
		case len(moves) == 0 && strings.Contains(l, ": ") && !strings.Contains(l, "/"):
			header = append(header, l)
		default:
			moves = append(moves, l)
		}
	}
	s, _ := refereetest.Open(Spec(), strings.Join(header, "\n")+"\n")
	if s == nil {
		t.Fatal("the header is refused")
	}
	cat := refereetest.Catalog(t, Spec())
	check := func(when string) {
		r := s.Engine().(*race)
		for _, width := range []string{"80", "128"} {
			v := referee.View{picture.WidthKey: width}
			w := cat.Speaker("en")
			sh := r.newSheet(w, v)
			tokens := map[string]picture.Point{}
			var walk func(e svgNode)
			walk = func(e svgNode) {
				if e.attr("class") == "token" {
					for _, k := range e.Kids {
						if k.XMLName.Local == "circle" {
							x, _ := strconv.ParseFloat(k.attr("cx"), 64)
							y, _ := strconv.ParseFloat(k.attr("cy"), 64)
							tokens[e.attr("data-player")] = picture.Point{X: x, Y: y}
							break
						}
					}
				}
				for _, k := range e.Kids {
					walk(k)
				}
			}
			walk(parseSVG(t, r.Picture(w, v)))
			for p, name := range r.names {
				var at Position
				switch m := r.standing(p).(type) {
				case StandRacing:
					at = m.At
				case StandFinished:
					at = m.At
				case StandStuck:
					at = m.At
				}
				sq := at.Next
				if at.Started {
					sq = at.Last
				}
				cx := sh.x0 + (float64(sq.Col-1)+0.5)*sh.cell
				cy := sh.y0 + (float64(sq.Row-1)+0.5)*sh.cell
				got, ok := tokens[name]
				switch {
				case !ok:
					t.Errorf("%s, %s mm: no token for %s", when, width, name)
				// On the square: its middle, or as far off it as a
				// «+1» or «S1» written there needs, within it.
				case math.Abs(got.Y-cy) >= sh.cell/2 || math.Abs(got.X-cx) >= sh.cell/2:
					t.Errorf("%s, %s mm: %s's token at (%.2f, %.2f), not on row %d, column %d (centre %.2f, %.2f)", when, width, name, got.X, got.Y, sq.Row, sq.Col, cx, cy)
				}
			}
			// Alone on a square, a token is centred on it.
			if len(tokens) == 2 {
				a, b := tokens[r.names[0]], tokens[r.names[1]]
				if math.Abs(a.X-b.X) < 0.05 && math.Abs(a.Y-b.Y) < 0.05 {
					t.Errorf("%s, %s mm: the tokens lie on each other", when, width)
				}
			}
		}
	}
	check("at the start")
	for i, m := range moves {
		if err := refereetest.Play(s, m); err != nil {
			t.Fatalf("%q: %v", m, err)
		}
		if i == len(moves)/2 {
			check("mid-game")
		}
	}
	check("at the end")
}
