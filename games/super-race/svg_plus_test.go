package superrace

import (
	"encoding/xml"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Every +1 bend of every shipped track is labelled on a white plate of
// its own, in a box with its label: "+1" with only a white halo was
// crowded by a crossed (yellow) square's lines (r3c13 on Indianapolis).
func TestPlusLabelsStandOnAPlate(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, name := range []string{"indianapolis", "monza"} {
		tr, ok := builtin(name)
		if !ok {
			t.Fatalf("no track %s", name)
		}
		r := newRace(tr, []string{"A", "B"}, []int{0, 0})
		want := 0
		for _, s := range r.track.draw(&r.cars[0]).Squares {
			if s.Plus {
				want++
			}
		}
		for _, width := range []string{"80", "128"} {
			var b strings.Builder
			if err := r.Picture(cat.Speaker("en"), referee.View{picture.WidthKey: width}).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			if got := platedPlus(t, b.String()); got != want || want == 0 {
				t.Errorf("%s at %s mm: %d of %d +1 labels stand on a white plate", name, width, got, want)
			}
		}
	}
}

// platedPlus counts the boxes whose first child is a white rect and whose
// text is "+1".
func platedPlus(t *testing.T, svg string) int {
	type el struct {
		XMLName xml.Name
		Attrs   []xml.Attr `xml:",any,attr"`
		Text    string     `xml:",chardata"`
		Kids    []el       `xml:",any"`
	}
	var root el
	if err := xml.Unmarshal([]byte(svg), &root); err != nil {
		t.Fatal(err)
	}
	attr := func(e el, k string) string {
		for _, a := range e.Attrs {
			if a.Name.Local == k {
				return a.Value
			}
		}
		return ""
	}
	n := 0
	var walk func(e el)
	walk = func(e el) {
		if e.XMLName.Local == "g" && attr(e, "class") == "box" && len(e.Kids) == 2 &&
			e.Kids[0].XMLName.Local == "rect" && attr(e.Kids[0], "fill") == "#ffffff" &&
			e.Kids[1].XMLName.Local == "text" && e.Kids[1].Text == "+1" {
			n++
		}
		for _, k := range e.Kids {
			walk(k)
		}
	}
	walk(root)
	return n
}
