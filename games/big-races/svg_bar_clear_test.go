package bigraces

import (
	"encoding/xml"
	"strconv"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

// barsAndChips is the boxes of the start/finish bars (lineAfterRing,
// startLine) and of the cars on the track, each with the room of the
// double frame round the car due.
func barsAndChips(t *testing.T, svg string) (bars, chips []svgBox) {
	t.Helper()
	var root svgElem
	if err := xml.Unmarshal([]byte(svg), &root); err != nil {
		t.Fatal(err)
	}
	var walk func(e svgElem, dx, dy float64)
	walk = func(e svgElem, dx, dy float64) {
		if m := translateRe.FindStringSubmatch(e.attr("transform")); m != nil {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			dx, dy = dx+x, dy+y
		}
		if e.XMLName.Local == "rect" {
			x, y, w, h := dx+e.num("x"), dy+e.num("y"), e.num("width"), e.num("height")
			switch {
			case e.attr("fill") == "#ffffff" && e.attr("stroke") == "#000000" && e.attr("stroke-width") == "0.4" && h > 10:
				bars = append(bars, svgBox{x - 0.2, y - 0.2, x + w + 0.2, y + h + 0.2})
			case e.attr("rx") == "1.3" && e.attr("fill") != "none" && e.attr("fill") != "":
				chips = append(chips, svgBox{x - 1.1, y - 1.1, x + w + 1.1, y + h + 1.1})
			}
		}
		for _, k := range e.Kids {
			walk(k, dx, dy)
		}
	}
	walk(root, 0, 0)
	return bars, chips
}

// No car, nor the double frame of the car due, touches the chequered
// start/finish bar: grey1 on 4/−1 before it (corpus occupied.txt), white1
// on 4/9 at the finish of a 10-square ring (race-over.txt), the cars
// past it; the bar was drawn over the frame's edge, «G1» against it.
func TestBarClearOfTheCars(t *testing.T) {
	over := open(t, "players: white, grey\nlength: 10\nlaps: 1\nsetup: white1=4/9, grey1=3/9, white2=2/8, grey2=1/8\n")
	apply(t, over, "grey1: f")
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, occupied := refusedSheet(t, grey1Refused(t, "5f"), width)
		_, raceOver := refusedSheet(t, over, width)
		for name, svg := range map[string]string{"occupied": occupied, "race-over": raceOver} {
			bars, chips := barsAndChips(t, svg)
			if len(bars) == 0 || len(chips) < 4 {
				t.Fatalf("%s, %v mm: %d bars, %d cars: nothing to measure", name, width, len(bars), len(chips))
			}
			for _, b := range bars {
				for _, c := range chips {
					if b.overlaps(c) {
						t.Errorf("%s, %v mm: a car with its frame %v touches the bar %v", name, width, c, b)
					}
				}
			}
		}
	}
}
