package chinesecheckers

import (
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A hop's arrow, one hop or a chain, ends on the rim of the piece it
// moved, its head aimed at the piece's centre: an arc cut short along its
// length ended beside the piece, its head over the next row (a1-c3-e9 on
// a phone's star). Every hop of the first moves of two corpus games, at a
// phone's width and a page's.
func TestHopArrowEndsOnTheMovedPiecesRim(t *testing.T) {
	w := refereetest.Catalog(t, Spec()).Speaker("en")
	head := regexp.MustCompile(`<g class="last-arrow">\s*<path d="([^"]*)"[^>]*/>\s*<path d="M([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+) Z"`)
	hops := 0
	for _, file := range []string{"two-player-game.txt", "three-player-game.txt"} {
		text, err := os.ReadFile("../../corpus/chinese-checkers/" + file)
		if err != nil {
			t.Fatal(err)
		}
		var header, moves []string
		for _, line := range strings.Split(string(text), "\n") {
			switch {
			case strings.HasPrefix(line, "#"), strings.HasPrefix(line, "result:"):
			case regexp.MustCompile(`^\d+\. `).MatchString(line):
				moves = append(moves, line)
			default:
				header = append(header, line)
			}
		}
		for n := 1; n <= min(40, len(moves)); n++ {
			g := open(t, strings.Join(header, "\n")+"\n"+strings.Join(moves[:n], "\n")+"\n").Engine().(*game)
			last := g.draw().last
			if len(last) < 2 || len(last) == 2 && isNeighbour(last[0], last[1]) {
				continue
			}
			hops++
			for _, width := range []string{"80", "128"} {
				v := referee.View{picture.WidthKey: width}
				sh := g.newSheet(w, v)
				var b strings.Builder
				if err := g.Picture(w, v).WriteSVG(&b, picture.Options{}); err != nil {
					t.Fatal(err)
				}
				ms := head.FindAllStringSubmatch(b.String(), -1)
				if len(ms) < 2 {
					t.Fatalf("%s, move %d, %s mm: no last move's arrow on the board", file, n, width)
				}
				m := ms[len(ms)-1]
				f := func(i int) float64 { v, _ := strconv.ParseFloat(m[i+1], 64); return v }
				tx, ty := f(1), f(2)
				bx, by := (f(3)+f(5))/2, (f(4)+f(6))/2
				// The shaft's last stretch, which the head carries on.
				shaft := regexp.MustCompile(`[\d.]+`).FindAllString(m[1], -1)
				num := func(i int) float64 { v, _ := strconv.ParseFloat(shaft[len(shaft)+i], 64); return v }
				sx, sy := num(-2)-num(-4), num(-1)-num(-3)
				cx, cy := sh.star.at(last[len(last)-1])
				if d := math.Hypot(tx-cx, ty-cy); d < sh.star.piece-0.1 || d > sh.star.piece+0.4 {
					t.Errorf("%s, move %d (%v), %s mm: the arrow's tip is %.2f mm from the moved piece's centre, not on its rim (%.2f mm)",
						file, n, pathString(last), width, d, sh.star.piece)
				}
				// The head's axis, base to tip, against the line from its
				// base to the piece's centre.
				ax, ay := tx-bx, ty-by
				rx, ry := cx-bx, cy-by
				cos := (ax*rx + ay*ry) / math.Hypot(ax, ay) / math.Hypot(rx, ry)
				if cos < math.Cos(10*math.Pi/180) {
					t.Errorf("%s, move %d (%v), %s mm: the arrow's head is aimed %.0f° off the moved piece's centre",
						file, n, pathString(last), width, math.Acos(min(cos, 1))*180/math.Pi)
				}
				if cos := (ax*sx + ay*sy) / math.Hypot(ax, ay) / math.Hypot(sx, sy); cos < math.Cos(10*math.Pi/180) {
					t.Errorf("%s, move %d (%v), %s mm: the arrow's head turns %.0f° off its shaft's last stretch",
						file, n, pathString(last), width, math.Acos(min(cos, 1))*180/math.Pi)
				}
			}
		}
	}
	if hops < 5 {
		t.Fatalf("only %d hops among the moves looked at", hops)
	}
}
