package bigraces

import (
	"math"
	"strconv"
	"strings"

	"referee/referee"
	"referee/referee/picture"
)

// The lanes' geometry, in millimetres.
const (
	bMargin  = 4.0
	bLabel   = 6.0 // the lane numbers on the left
	bPerBand = 20  // ring columns a band
	bCell    = (picture.MaxWidth - 2*bMargin - bLabel) / bPerBand
	bBandGap = 7.0 // above a band: its ruler
)

// Picture draws the four lanes, lane 1 on top, as the text board does, in
// bands of twenty columns with a ruler of column numbers; the start/finish
// line as a heavy chequered bar before column 0; each car as a disc of its
// player's ink with its letter, the car due ringed twice; the last move's
// path as an arrow from a dashed ring where it started; then the legend in
// the text board's words.
func (e *engine) Picture(w referee.Words, _ referee.View) *picture.Picture {
	d := e.draw(e.names)
	width := picture.MaxWidth
	say := func(id string, f referee.Facts) string { return w.Say(referee.Say(id, f)) }
	title := say("big-races.picture.title", referee.Facts{"when": referee.When(e.moves), "round": d.round})
	g := picture.Group(picture.Text(bMargin, bMargin+3.5, picture.Large, "", title).Bold())
	y := bMargin + 8.5
	para, next := picture.Paragraph(bMargin, y, picture.Small, 3.2, picture.Wrap(say("big-races.picture.key", referee.Facts{
		"laps": referee.Quantity{N: e.laps, Unit: "big-races.unit.lap"}, "length": referee.Quantity{N: e.length, Unit: "big-races.unit.cell-of"}}), picture.Small, width-2*bMargin))
	g.Add(para)
	y = next
	// Where each drawn column is: its band and place in it.
	type spot struct {
		band, i int
	}
	where := map[int]spot{}
	var bands [][]int
	for i, col := range d.cols {
		if i%bPerBand == 0 {
			bands = append(bands, nil)
		}
		where[col] = spot{len(bands) - 1, len(bands[len(bands)-1])}
		bands[len(bands)-1] = append(bands[len(bands)-1], col)
	}
	bandTop := make([]float64, len(bands))
	x0 := bMargin + bLabel
	for b, band := range bands {
		top := y + bBandGap
		bandTop[b] = top
		for i, col := range band {
			x := x0 + float64(i)*bCell
			if col%5 == 0 {
				g.Add(picture.Text(x+bCell/2, top-1.6, picture.Small, "middle", strconv.Itoa(col)).Fill("#444444"))
			}
			for lane := innerLane; lane <= outerLane; lane++ {
				ly := top + float64(lane-1)*bCell
				g.Add(picture.Rect(x, ly, bCell, bCell).Fill("#ffffff").Stroke("#999999", 0.25))
			}
		}
		for lane := innerLane; lane <= outerLane; lane++ {
			g.Add(picture.Text(bMargin+bLabel/2, top+float64(lane-1)*bCell+bCell/2+0.9, picture.Small, "middle", strconv.Itoa(lane)).Fill("#444444"))
		}
		if s, ok := where[0]; ok && s.band == b {
			x := x0 + float64(s.i)*bCell
			bar := func() *picture.Node { return picture.Rect(x-0.9, top-0.6, 1.8, lanes*bCell+1.2) }
			g.Add(bar().Fill("#ffffff").Stroke("#000000", 0.4), picture.Texture(bar, "cross"))
		}
		y = top + lanes*bCell + 1
	}
	center := func(p pos) (picture.Point, bool) {
		s, ok := where[column(p.dist, e.length)]
		if !ok || p.lane < innerLane || p.lane > outerLane {
			return picture.Point{}, false
		}
		return picture.Point{X: x0 + float64(s.i)*bCell + bCell/2, Y: bandTop[s.band] + float64(p.lane-1)*bCell + bCell/2}, true
	}
	// The cars.
	for lane := range d.cells {
		for col, c := range d.cells[lane] {
			if c < 0 {
				continue
			}
			pt, ok := center(pos{lane + 1, col})
			if !ok {
				continue
			}
			car := picture.Place(picture.Piece(bCell/2-0.5, picture.PlayerInk(e.owner(c)), string(d.labels[c])), pt.X, pt.Y).Tip(e.roster.names[c])
			g.Add(car)
			if c == d.due {
				g.Add(picture.Circle(pt.X, pt.Y, bCell/2+0.15).Fill("none").Stroke("#000000", 0.5),
					picture.Circle(pt.X, pt.Y, bCell/2+0.9).Fill("none").Stroke("#000000", 0.3))
			}
		}
	}
	// The last move: a dashed ring at its start, an arrow along its cells
	// as far as they are drawn side by side.
	if len(d.trail) > 0 {
		if pt, ok := center(d.trail[0]); ok {
			g.Add(picture.Circle(pt.X, pt.Y, bCell/2-0.5).Fill("none").Stroke("#000000", 0.45).Set("stroke-dasharray", "0.9 0.7"))
		}
		var run []picture.Point
		flush := func(last bool) {
			if len(run) > 1 {
				if last {
					// Stop short of the car that stands at the end.
					a, b := run[len(run)-2], run[len(run)-1]
					k := (bCell/2 - 0.3) / bCell
					run[len(run)-1] = picture.Point{X: b.X - (b.X-a.X)*k, Y: b.Y - (b.Y-a.Y)*k}
					g.Add(picture.Arrow(run, "#ffffff", 1.3), picture.Arrow(run, "#000000", 0.5))
				} else {
					g.Add(picture.Path(line(run)).Fill("none").Stroke("#000000", 0.5).Set("stroke-dasharray", "1 0.6"))
				}
			}
			run = nil
		}
		for i, p := range d.trail {
			pt, ok := center(p)
			if !ok {
				flush(false)
				continue
			}
			if len(run) > 0 {
				prev := run[len(run)-1]
				if math.Abs(pt.X-prev.X) > bCell*1.5 || math.Abs(pt.Y-prev.Y) > bCell*1.5 {
					flush(false) // the path goes on in the next band
				}
			}
			run = append(run, pt)
			if i == len(d.trail)-1 {
				flush(true)
			}
		}
	}
	// The legend, in the text board's words.
	y += 6.5
	for _, c := range d.cars {
		text := w.Say(e.legendLine(d, c))
		text = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), string(c.label)))
		if e.cars[c.car].onTrack {
			g.Add(picture.Place(picture.Piece(2, picture.PlayerInk(e.owner(c.car)), string(c.label)), bMargin+2, y-0.9))
		}
		para, next := picture.Paragraph(bMargin+5.5, y, picture.Small, 3.2, picture.Wrap(text, picture.Small, width-2*bMargin-5.5))
		g.Add(para)
		y = next + 0.8
	}
	if d.lastCar >= 0 {
		para, next := picture.Paragraph(bMargin, y, picture.Small, 3.2, picture.Wrap(say("big-races.picture.key-last", referee.Facts{"car": e.roster.names[d.lastCar]}), picture.Small, width-2*bMargin))
		g.Add(para)
		y = next + 0.8
	}
	if d.due < 0 {
		para, next := picture.Paragraph(bMargin, y, picture.Normal, 3.8, []string{say("big-races.board.over", nil)})
		g.Add(para)
		y = next
	}
	p := picture.New(width, y+bMargin-2.5, title, e.inWords(w, d), "")
	p.Add(g)
	return p
}

// line is a polyline's path data.
func line(pts []picture.Point) *picture.D {
	d := new(picture.D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.L(p.X, p.Y)
	}
	return d
}

// inWords is the race in words: the legend's lines, the last move and
// whether the race is over.
func (e *engine) inWords(w referee.Words, d drawing) string {
	var parts []string
	for _, c := range d.cars {
		parts = append(parts, strings.Join(strings.Fields(w.Say(e.legendLine(d, c))), " "))
	}
	out := w.Say(referee.Say("big-races.picture.desc", referee.Facts{"round": d.round})) + " " + strings.Join(parts, "; ") + "."
	if d.lastCar >= 0 {
		out += " " + w.Say(referee.Say("big-races.picture.key-last", referee.Facts{"car": e.roster.names[d.lastCar]}))
	}
	if d.due < 0 {
		out += " " + w.Say(referee.Say("big-races.board.over", nil))
	}
	return out
}
