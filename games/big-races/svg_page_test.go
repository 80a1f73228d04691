package bigraces

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// resolved is a sheet's picture with every use of a shared part, its
// unchanging part included, written out in place, and no ids: what the
// page shows, whichever picture of the page first wrote a part.
func resolved(t *testing.T, sh *picture.Sheet, svg string) string {
	t.Helper()
	defs := map[string]string{}
	for _, line := range strings.Split(sh.Shared(), "\n") {
		if m := regexp.MustCompile(`^<(\w+) id="([^"]+)"`).FindStringSubmatch(line); m != nil {
			defs[m[2]] = strings.Replace(line, ` id="`+m[2]+`"`, "", 1)
		}
	}
	use := regexp.MustCompile(`<use href="#([^"]+)"([^>]*)/>`)
	for range 20 {
		next := use.ReplaceAllStringFunc(svg, func(u string) string {
			m := use.FindStringSubmatch(u)
			d, ok := defs[m[1]]
			if !ok {
				t.Fatalf("no part %s", m[1])
			}
			return "<g" + m[2] + ">" + d + "</g>"
		})
		if next == svg {
			return svg
		}
		svg = next
	}
	t.Fatal("parts nested too deep")
	return ""
}

// A replay page draws each position, in both its layouts (a phone's and
// the wide one a desktop shows), as the position drawn alone would be:
// its key, the track under it and the cells past the finish line are the
// position's own, never the first position's of the page. The wide
// picture of a finished race drew its cars over the start's track, half
// a lane too high (G2 above lane 1, lane 4 empty), past the end of its
// apron (short-race's Б1 on 2/14 and Б2 on 4/15 off the track); the
// phone's and the file's were right. At its end each finished car of the
// wide layout stands on the cell its legend names.
func TestPageDrawsEachPositionAsAlone(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	e := engineOf(s)
	page := picture.NewSheet()
	v := referee.View{picture.WidthKey: picture.Fmt(picture.Screen)}
	w := catalog.Speaker("ru")
	var last *picture.Picture
	for i, line := range []string{"", "Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if line != "" {
			if p := apply(t, s, line); p.Violation != nil {
				t.Fatalf("%s refused: %v", line, p.Violation)
			}
		}
		p := e.Picture(w, v)
		if p.Wide() == nil {
			t.Fatal("no wide layout")
		}
		alone := picture.NewSheet()
		got, want := resolved(t, page, page.SVG(p, false)), resolved(t, alone, alone.SVG(p, false))
		if got != want {
			t.Errorf("position %d (%s): the page draws it unlike the position alone", i, line)
		}
		last = p.Wide()
	}
	var b strings.Builder
	if err := last.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	wide := b.String()
	sh, _, _ := sheetFor(t, s, picture.MaxWidth)
	for _, c := range e.finishers {
		label := sh.label(c)
		m := regexp.MustCompile(`<g transform="translate\(([\d.]+) ([\d.]+)\)">\s*<g>\s*<g class="box">(?:\s*<[^>]*>)*?\s*<text[^>]*>` + label + `</text>`).FindStringSubmatch(wide)
		if m == nil {
			t.Fatalf("wide: no finished car %s drawn", label)
		}
		at, ok := sh.pastTheFinish(e.cars[c].pos)
		if !ok {
			t.Fatalf("wide: car %s's cell %s is not drawn", label, tapCell(e.cars[c].pos))
		}
		if m[1] != picture.Fmt(at.X) || m[2] != picture.Fmt(at.Y) {
			t.Errorf("wide: car %s, finished on %s, drawn at (%s, %s), not on its cell (%s, %s)", label, tapCell(e.cars[c].pos), m[1], m[2], picture.Fmt(at.X), picture.Fmt(at.Y))
		}
	}
}
