package bigraces

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// phoneHeight is the height, in millimetres of a picture drawn for a
// phone, of a 390×844 phone's screen.
const phoneHeight = 844.0 / 390 * picture.Screen

// sheetFor draws the session's race on a sheet of the given width and
// returns both.
func sheetFor(t *testing.T, s *referee.Session, width float64) (*sheet, *picture.Picture, string) {
	t.Helper()
	e := engineOf(s)
	v := referee.View{picture.WidthKey: picture.Fmt(width)}
	sh := e.newSheet(catalog.Speaker("en"), v)
	p := e.drawSheet(sh, v, -1, nil, nil)
	var b strings.Builder
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return sh, p, b.String()
}

// On a phone a 40-square ring is not four strips of ten, three of them
// empty, taller than the screen, the car being moved out of sight below
// (pics22, a serve family): the stretch with the cars is drawn, in two
// bands at most, the picture no taller than the screen; the bands are
// joined by the track's turn, so that they read as one track. At print
// width the whole ring is drawn as before, with the grid behind the start
// line before it, as the replay draws it, in the three bands the 43
// columns take, joined too.
func TestPhoneDrawsTheStretchWithTheCars(t *testing.T) {
	s := open(t, "players: white, grey\n")
	apply(t, s, "white1: fff")
	sh, p, svg := sheetFor(t, s, picture.Screen)
	if len(sh.bands) > 2 {
		t.Errorf("on a phone the race is drawn in %d bands, want two at most", len(sh.bands))
	}
	if p.H > phoneHeight {
		t.Errorf("on a phone the picture is %.1f mm tall, over the screen's %.1f mm", p.H, phoneHeight)
	}
	for c, car := range engineOf(s).cars {
		if _, ok := sh.center(car.pos); !ok {
			t.Errorf("on a phone car %d at %v is not drawn", c, car.pos)
		}
	}
	// Each turn's chevron in the grid's grey, less the key's sample of one.
	turns := strings.Count(svg, `fill="`+turnInk+`"`) - 1
	if len(sh.bands) > 1 && turns < len(sh.bands)-1 {
		t.Errorf("on a phone %d bands are joined by %d turns, want %d", len(sh.bands), turns, len(sh.bands)-1)
	}
	sh, _, svg = sheetFor(t, s, picture.MaxWidth)
	if !sh.wholeRing() || len(sh.bands) != 3 || sh.behind() != 3 {
		t.Errorf("at print width %d bands, the whole ring %v, %d cells behind the line; want the whole ring and the grid's three cells in three", len(sh.bands), sh.wholeRing(), sh.behind())
	}
	if turns := strings.Count(svg, `fill="`+turnInk+`"`) - 1; turns < len(sh.bands)-1 {
		t.Errorf("at print width %d bands are joined by %d turns", len(sh.bands), turns)
	}
}

// A car on its second lap carries the lap's number in its corner, and
// the key says what the number is (pics22: the leader on lap 2 stood
// behind the cars it had lapped, only a caption said so); a race where
// every car is on its first lap draws none.
func TestLapDrawnOnTheCar(t *testing.T) {
	s := open(t, "players: white, grey, black\nlength: 20\nlaps: 2\nsetup: grey1=2/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n")
	badge := regexp.MustCompile(`<circle [^>]*r="1.45"[^>]*/>\s*<text[^>]*>2</text>`)
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, _, svg := sheetFor(t, s, width)
		if n := len(badge.FindAllString(svg, -1)); n != 1 {
			t.Errorf("at %v mm %d cars carry lap 2, want one (grey1)", width, n)
		}
		if !strings.Contains(svg, "the lap it is on") {
			t.Errorf("at %v mm the key does not say what the number in a car's corner is", width)
		}
	}
	_, _, svg := sheetFor(t, open(t, "players: white, grey\n"), picture.MaxWidth)
	if badge.MatchString(svg) || strings.Contains(svg, "the lap it is on") {
		t.Error("at the start a car carries a lap's number")
	}
}

// A car that crosses the finish line drives on past it into an apron of
// cells, so that its arrow shows the move past the line, not one square
// up to it (pics22: short-race's Боря1 4пвпп, seven squares, drawn one).
func TestFinishingMoveDrawnPastTheLine(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	bars := regexp.MustCompile(`<rect x="([\d.]+)" y="[\d.]+" width="1.8" height="[\d.]+" fill="#ffffff" stroke="#000000" stroke-width="0.4"/>`)
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		sh, _, svg := sheetFor(t, s, width)
		if sh.apron() < 1 {
			t.Errorf("at %v mm no apron past the finish line", width)
		}
		finish := 0.0
		for _, m := range bars.FindAllStringSubmatch(svg, -1) {
			x, _ := strconv.ParseFloat(m[1], 64)
			finish = max(finish, x+1.8)
		}
		marks := flatArrows(svg)
		marks = marks[strings.Index(marks, `class="move-marks"`):]
		far := 0.0
		for _, m := range regexp.MustCompile(`[ML]([\d.]+) [\d.]+`).FindAllStringSubmatch(marks, -1) {
			x, _ := strconv.ParseFloat(m[1], 64)
			far = max(far, x)
		}
		if far < finish+2 {
			t.Errorf("at %v mm the last move's arrow reaches x=%.1f, want past the finish bar at %.1f", width, far, finish)
		}
	}
}

// On a phone a move that crosses the break between the two bands ends
// in an arrowhead touching its car in the second band, not at the first
// band's edge, pointing at an empty cell (short-race's Боря1 4пвп, from
// 4/−1 to 3/4, the car in the second band's first cell).
func TestLastArrowAcrossTheBreakReachesTheCar(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	sh, _, svg := sheetFor(t, s, picture.Screen)
	car := engineOf(s).cars[sh.d.lastCar]
	c, ok := sh.center(car.pos)
	if !ok {
		t.Fatal("the moved car is not drawn")
	}
	if at := sh.where[column(car.dist, sh.e.length)]; at.band == 0 || at.i != 0 {
		t.Fatalf("the car stands in band %d, column %d: not across the break", at.band, at.i)
	}
	tipOnRim(t, sh, svg, c, "on a phone, across the break")
}

// The last move's arrowhead ends on its car's rim, the tip touching the
// car, not over it (short-race's Боря1 4пвпп ended sideways into the
// apron: its head, moved twice, turned back down over the car and its
// place) nor a third of a cell short of it along the lane.
func TestLastArrowTipOnTheCarsRim(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	moves := []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"}
	for i, line := range moves {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
		for _, width := range []float64{picture.Screen, picture.MaxWidth} {
			sh, _, svg := sheetFor(t, s, width)
			c, ok := sh.center(engineOf(s).cars[sh.d.lastCar].pos)
			if !ok {
				continue
			}
			tipOnRim(t, sh, svg, c, fmt.Sprintf("after move %d (%s) at %v mm", i+1, line, width))
		}
	}
}

// tipOnRim fails unless the last move's arrowhead ends on the rim of the
// car drawn at c.
func tipOnRim(t *testing.T, sh *sheet, svg string, c picture.Point, where string) {
	t.Helper()
	svg = flatArrows(svg)
	marks := svg[strings.Index(svg, `class="move-marks"`):]
	tip := regexp.MustCompile(`<path d="M([-\d.]+) ([-\d.]+) [^"]*" class="head"`).FindStringSubmatch(marks)
	if tip == nil {
		t.Fatal("no last move's arrowhead")
	}
	x, _ := strconv.ParseFloat(tip[1], 64)
	y, _ := strconv.ParseFloat(tip[2], 64)
	// The box the car is drawn in, and a rim 0.5 mm wide around it.
	x0, x1, y0, y1 := c.X-sh.l.carW/2, c.X+sh.l.carW/2, c.Y-sh.l.carH/2, c.Y+sh.l.carH/2
	near := x > x0-0.5 && x < x1+0.5 && y > y0-0.5 && y < y1+0.5
	inside := x > x0+0.5 && x < x1-0.5 && y > y0+0.5 && y < y1-0.5
	if !near || inside {
		t.Errorf("%s the last move's arrowhead ends at (%.1f, %.1f), not on the rim of its car (%.1f–%.1f, %.1f–%.1f)", where, x, y, x0, x1, y0, y1)
	}
}
