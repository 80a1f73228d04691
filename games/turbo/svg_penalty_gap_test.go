package turbo

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A penalty's mark by a name stands a clear gap from every pile: on its
// top edge, it read as a label of the face-down card under it. And four
// players on a page use its width, two a row, as the wide screen lays
// them out: one under the other, the right half of the page was empty
// and the cards needlessly small on a phone.
func TestPenaltyMarkClearOfPilesAndFourPlayersUseTheWidth(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	w := cat.Speaker("ru")
	names := []string{"Anna", "Boris", "Vera", "Gleb"}
	mark := regexp.MustCompile(`<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="0.8" fill="#ffffff" stroke="#000000" stroke-width="0.6"`)
	pile := regexp.MustCompile(`<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="` + picture.Fmt(tCardH) + `"`)
	num := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
	for caller := range 4 {
		tb := newTestTable(t, "players: "+strings.Join(names, ", ")+"\ntask: The sum of birds and frogs is at least nine\n")
		play(t, tb, "Anna: 4 birds")
		play(t, tb, "Boris: 2 frogs")
		play(t, tb, names[caller]+": turbo")
		for _, v := range []referee.View{{}, {picture.WidthKey: "80"}, {picture.WidthKey: picture.Fmt(picture.MaxWidth), picture.WideKey: "wide"}} {
			var b strings.Builder
			p := tb.picture(w, v, -1, nil, false, false)
			if err := p.WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			m := mark.FindStringSubmatch(svg)
			if m == nil {
				t.Fatalf("caller %s, %v: no penalty mark", names[caller], v)
			}
			mx, my, mw, mh := num(m[1]), num(m[2]), num(m[3]), num(m[4])
			// The heavy edge stands 0.3 mm out of the box.
			x0, y0, x1, y1 := mx-0.3, my-0.3, mx+mw+0.3, my+mh+0.3
			piles := pile.FindAllStringSubmatch(svg, -1)
			rows := map[float64]bool{}
			for _, c := range piles {
				px, py, pw := num(c[1]), num(c[2]), num(c[3])
				if px == 0 && py == 0 {
					// An open card, drawn at its own origin and moved.
					continue
				}
				rows[py] = true
				if px+pw <= x0 || px >= x1 {
					continue
				}
				// A pile of the row above only clear of it, by half a
				// millimetre; the one under it, whose top it stood on, by 1.
				if py+tCardH <= y0 {
					if gap := y0 - py - tCardH; gap < 0.5 {
						t.Errorf("caller %s, %v: the penalty mark's top (%.2f) is %.2f mm from the foot of a pile above", names[caller], v, y0, gap)
					}
					continue
				}
				if gap := py - y1; gap < 1-1e-9 {
					t.Errorf("caller %s, %v: the penalty mark's foot (%.2f) is %.2f mm from a pile's top (%.2f at x %.2f), want 1 mm at least",
						names[caller], v, y1, gap, py, px)
				}
			}
			if len(rows) > 2 {
				t.Errorf("caller %s, %v: four players' piles stand in %d rows, not two a row", names[caller], v, len(rows))
			}
		}
	}
}
