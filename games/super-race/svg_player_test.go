package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// One player's sheet (`board --svg --player Edgar`) says whose it is in
// its title, in both languages, and draws their route in the dash it has
// in the picture of every route (round 5: untitled, and Edgar's dashed
// route drawn solid, as the first shown).
func TestPlayerSheetTitledAndDashedAlike(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/race.txt")
	cat := refereetest.Catalog(t, Spec())
	r := s.Engine().(*race)
	edgar := 1
	colour := routeColour(edgar)
	// dashes are the dash arrays of the lines drawn in Edgar's colour,
	// his arrowhead's stub (a group with a head filled in it) left out.
	dashes := func(root svgNode) map[string]bool {
		out := map[string]bool{}
		var walk func(e svgNode, stroke, dash string)
		walk = func(e svgNode, stroke, dash string) {
			if v := e.attr("stroke"); v != "" {
				stroke = v
			}
			if v := e.attr("stroke-dasharray"); v != "" {
				dash = v
			}
			// The chevrons along a route are solid, dashed or not: not its line.
			if (e.XMLName.Local == "path" || e.XMLName.Local == "line") && stroke == colour && e.attr("fill") != colour && e.attr("class") != "chevron" {
				out[dash] = true
			}
			for _, k := range e.Kids {
				if k.XMLName.Local == "path" && k.attr("fill") == colour {
					return
				}
			}
			for _, k := range e.Kids {
				walk(k, stroke, dash)
			}
		}
		walk(root, "", "")
		return out
	}
	for _, lang := range []string{"en", "ru"} {
		w := cat.Speaker(lang)
		all := parseSVG(t, r.Picture(w, nil))
		sheet := r.Picture(w, referee.View{"player": "Edgar"})
		if !strings.Contains(sheet.Title, "Edgar") {
			t.Errorf("%s: Edgar's sheet is titled %q", lang, sheet.Title)
		}
		if all := r.Picture(w, nil); strings.Contains(all.Title, "Edgar") {
			t.Errorf("%s: the picture of every route is titled %q", lang, all.Title)
		}
		want, got := dashes(all), dashes(parseSVG(t, sheet))
		if len(want) != 1 || want[""] {
			t.Fatalf("%s: Edgar's lines in the picture of every route have dashes %v, want one dash", lang, want)
		}
		if len(got) != 1 || !equalKeys(got, want) {
			t.Errorf("%s: Edgar's lines on his sheet have dashes %v, want %v as in the picture of every route", lang, got, want)
		}
	}
}

func equalKeys(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}
