package superrace

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// corpusMoves is a corpus file's header and its moves, one a line.
func corpusMoves(t *testing.T, file string) (header string, moves []string) {
	text, err := os.ReadFile("../../corpus/super-race/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var head []string
	for _, l := range strings.Split(string(text), "\n") {
		switch l = strings.TrimSpace(l); {
		case l == "" || strings.HasPrefix(l, "#"):
		case len(moves) == 0 && strings.Contains(l, ": ") && !strings.Contains(l, "/"):
			head = append(head, l)
		default:
			if i := strings.Index(l, "#"); i >= 0 {
				if strings.Contains(l[i:], "expect:") {
					return strings.Join(head, "\n") + "\n", moves // a refused turn: the race ends before it
				}
				l = strings.TrimSpace(l[:i])
			}
			moves = append(moves, l)
		}
	}
	return strings.Join(head, "\n") + "\n", moves
}

// box is a rectangle: its corners.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

// No arrowhead and no square's «+1» or «S1» lies over a token, in any
// position of a whole race: a token under the last move's head and its
// square's «+1» (Melanie after move 3), or under its own head and «S1» at
// the finish (Edgar), hid where the player stood.
func TestTokensNeverHidden(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	w := cat.Speaker("en")
	for _, file := range []string{"race.txt", "extra-twice.txt"} {
		header, moves := corpusMoves(t, file)
		s, _ := refereetest.Open(Spec(), header)
		if s == nil {
			t.Fatalf("%s: the header is refused", file)
		}
		check := func(when string) {
			r := s.Engine().(*race)
			for _, v := range []referee.View{{picture.WidthKey: "128"}, {}} {
				sh := r.newSheet(w, v)
				r.drawSheet(sh, v, -1, nil, nil)
				for _, p := range sh.show {
					sp := sh.spots[p]
					ring := sp.rad + 0.3 // its outer ring
					tok := box{sp.at.X - ring, sp.at.Y - ring, sp.at.X + ring, sp.at.Y + ring}
					for q, hd := range sh.heads {
						hb := box{min(hd.back.X, hd.tip.X) - hd.half, min(hd.back.Y, hd.tip.Y) - hd.half, max(hd.back.X, hd.tip.X) + hd.half, max(hd.back.Y, hd.tip.Y) + hd.half}
						if hd.back.X == hd.tip.X {
							hb.y0, hb.y1 = min(hd.back.Y, hd.tip.Y), max(hd.back.Y, hd.tip.Y)
						} else {
							hb.x0, hb.x1 = min(hd.back.X, hd.tip.X), max(hd.back.X, hd.tip.X)
						}
						if hb.overlaps(tok) {
							t.Errorf("%s %s, %v: %s's arrowhead lies over %s's token", file, when, v, r.names[q], r.names[p])
						}
					}
					for _, tg := range sh.tags {
						x0, y0, x1, y1 := tg.plate()
						if (box{x0, y0, x1, y1}).overlaps(tok) {
							t.Errorf("%s %s, %v: «%s» lies over %s's token", file, when, v, tg.label, r.names[p])
						}
					}
				}
			}
		}
		check("at the start")
		for i, m := range moves {
			if err := refereetest.Play(s, m); err != nil {
				t.Fatalf("%s %q: %v", file, m, err)
			}
			check("after move " + strconv.Itoa(i+1))
		}
	}
}
