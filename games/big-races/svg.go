package bigraces

import (
	"fmt"
	"math"
	"strconv"
	"unicode"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The lanes' geometry, in millimetres.
const (
	bMargin  = 4.0
	bLabel   = 6.0 // the lane numbers on the left
	bPerBand = 20  // ring columns a band
	bCell    = (picture.MaxWidth - 2*bMargin - bLabel) / bPerBand
	bBandGap = 7.0 // above a band: its ruler
)

// refusedInk is the colour of a refused move's path.
const refusedInk = "#c00000"

// Picture draws the four lanes, lane 1 on top, as the text board does, in
// bands of twenty columns with a ruler of column numbers; the start/finish
// line as a heavy chequered bar before column 0; each car as a disc of its
// player's ink with its letter and its number (1 or 2, as the notation
// names it), the car due ringed twice; the last move's path as an arrow
// from a dashed ring where it started; then the legend in the text board's
// words.
func (e *engine) Picture(w referee.Words, _ referee.View) *picture.Picture {
	return e.picture(w, nil)
}

// PictureRefused draws the race with a move it refused: its path as
// written, from where its car stands, as a red dashed arrow.
func (e *engine) PictureRefused(w referee.Words, _ referee.View, actor int, mv referee.Move) *picture.Picture {
	m, ok := mv.(*move)
	if !ok || m.zero {
		return e.picture(w, nil)
	}
	c := m.car
	if c < 0 {
		c = e.due()
	}
	if c < 0 || c >= len(e.cars) || !e.cars[c].onTrack {
		return e.picture(w, nil)
	}
	at := e.cars[c].pos
	trail := []pos{at}
	for _, run := range m.path {
		dl, dd := run.step.delta()
		for range min(run.n, 64) {
			at.lane += dl
			at.dist += dd
			trail = append(trail, at)
		}
		if len(trail) > 128 {
			break
		}
	}
	return e.picture(w, trail)
}

// carLabel is a car's label on the picture: its player's letter and its
// number, 1 or 2 (the text board tells them apart by the letter's case,
// which a disc's letter does not show well: в/В, с/С).
func (e *engine) carLabel(d drawing, c int) string {
	return string(unicode.ToUpper(d.labels[c])) + strconv.Itoa(c/e.players+1)
}

func (e *engine) picture(w referee.Words, refused []pos) *picture.Picture {
	d := e.draw(e.names)
	width := picture.MaxWidth
	title := w.Say(PictureTitle{When: referee.When(e.moves), Round: d.round})
	g := picture.Group()
	y := bMargin + 8.5
	para, next := picture.Paragraph(bMargin, y, picture.Small, 3.2, picture.Wrap(w.Say(PictureKey{
		Laps: lapCount(e.laps), Length: referee.Quantity{Count: e.length, Unit: unitCellOf}}), picture.Small, width-2*bMargin))
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
	// The lanes: all of the ring when it fits, the same in every position
	// (the picture's background); else the stretch the text board shows,
	// which changes as the cars go (a shared group: drawn once a stretch).
	lanesG := picture.Group()
	bandTop := make([]float64, len(bands))
	x0 := bMargin + bLabel
	for b, band := range bands {
		top := y + bBandGap
		bandTop[b] = top
		lanesG.Add(picture.Place(bandCells(len(band)), x0, top))
		// The ruler: every fifth column's number, the texts styled once.
		ruler := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
		for i, col := range band {
			if col%5 == 0 {
				ruler.Add(picture.Label(x0+float64(i)*bCell+bCell/2, top-1.6, strconv.Itoa(col)))
			}
		}
		lanesG.Add(ruler)
		if s, ok := where[0]; ok && s.band == b {
			x := x0 + float64(s.i)*bCell
			bar := func() *picture.Node { return picture.Rect(x-0.9, top-0.6, 1.8, lanes*bCell+1.2) }
			lanesG.Add(bar().Fill("#ffffff").Stroke("#000000", 0.4), picture.Texture(bar, "cross"))
		}
		y = top + lanes*bCell + 1
	}
	p := picture.New(width, 0, title, e.inWords(w, d))
	p.Back(para)
	p.BackKey(fmt.Sprint(e.laps, e.length, len(d.cols) == e.length))
	if len(d.cols) == e.length {
		p.Back(lanesG)
	} else {
		g.Add(lanesG.Share())
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
			g.Add(picture.Place(picture.Piece(bCell/2-0.5, picture.PlayerInk(e.owner(c)), e.carLabel(d, c)), pt.X, pt.Y))
			if c == d.due {
				g.Add(picture.Place(dueRing(), pt.X, pt.Y))
			}
		}
	}
	// The last move: a dashed ring at its start, an arrow along its cells
	// as far as they are drawn side by side.
	if len(d.trail) > 0 {
		if pt, ok := center(d.trail[0]); ok {
			g.Add(picture.Place(startRing(), pt.X, pt.Y))
		}
		g.Add(trailArrows(d.trail, center, "#000000", "")...)
	}
	var notes []string
	if len(refused) > 1 {
		g.Add(trailArrows(refused, center, refusedInk, "1.2 0.8")...)
		notes = append(notes, w.Say(referee.Term("picture.key-refused")))
	}
	// The legend, in the text board's words, its label drawn as the disc.
	y += 6.5
	legend := picture.Group().Num("font-size", picture.Small) // the lines' size, set once
	// More than eight cars (five players or more) take two columns, their
	// lines set a little closer, as a table's rows are: six players still
	// fit an A5 page.
	columns, lead, gap := 1, 3.2, 0.8
	if len(d.cars) > 8 {
		columns, lead, gap = 2, 3.0, 0.5
	}
	colW, perColumn := (width-2*bMargin)/float64(columns), (len(d.cars)+columns-1)/columns
	top, bottom := y, y
	for i, c := range d.cars {
		colX := bMargin + float64(i/perColumn)*colW
		if i > 0 && i%perColumn == 0 {
			bottom, y = max(bottom, y), top
		}
		l := e.legendOf(d, c)
		line := picture.Group()
		if e.cars[c.car].onTrack {
			line.Add(picture.Place(picture.Piece(2.1, picture.PlayerInk(e.owner(c.car)), e.carLabel(d, c.car)), colX+2.1, y-0.9))
		}
		x, room := colX+5.5, colW-5.5
		if columns > 1 {
			room -= 2 // a gap between the columns
		}
		if !l.onTrack {
			texts, next := picture.Labels(x, y, lead, picture.Wrap(w.Say(PictureOffTrack{Car: l.car, State: l.state}), picture.Small, room))
			legend.Add(line.Add(texts...).Share())
			y = next + gap
			continue
		}
		// Where the car is, then its state: two parts, each shared, so
		// that a page writes a line anew only for what changed (the car
		// moved, its state in the round changed). The state follows on
		// the same line when it fits, else on the next.
		at, state := w.Say(PictureCarAt{Car: l.car, Cell: l.cell, Lap: l.lap}), w.Say(l.state)
		texts, next := picture.Labels(x, y, lead, picture.Wrap(at, picture.Small, room))
		legend.Add(line.Add(texts...).Share())
		lastY, lastW := next-lead, picture.TextWidth(lastText(at, picture.Small, room)+" ", picture.Small)
		if lastW+picture.TextWidth(state, picture.Small) <= room {
			legend.Add(picture.Label(x+lastW, lastY, state).Share())
		} else {
			more, after := picture.Labels(x, next, lead, picture.Wrap(state, picture.Small, room))
			legend.Add(picture.Group(more...).Share())
			next = after
		}
		y = next + gap
	}
	y = max(bottom, y)
	g.Add(legend)
	if d.lastCar >= 0 {
		notes = append(notes, w.Say(PictureLast{Car: e.car(d.lastCar)}))
	}
	if d.due < 0 {
		notes = append(notes, w.Say(raceOver))
	}
	if m, ok := referee.Winners(e.Outcome(), e.names); ok {
		notes = append(notes, w.Say(m))
	}
	paras, y := picture.Notes(bMargin, y, width-2*bMargin, 3.2, 0.8, notes)
	for _, n := range paras {
		g.Add(n.Share())
	}
	p.H = y + bMargin - 2.5
	p.Add(g)
	return p
}

// lastText is the last line s wraps to.
func lastText(s string, size, width float64) string {
	lines := picture.Wrap(s, size, width)
	return lines[len(lines)-1]
}

// bandCells is a band's cells, n columns of the four lanes, drawn from
// (0, 0): one symbol a band width.
func bandCells(n int) *picture.Node {
	d := new(picture.D)
	for i := 0; i <= n; i++ {
		x := float64(i) * bCell
		d.M(x, 0).L(x, lanes*bCell)
	}
	for l := 0; l <= lanes; l++ {
		y := float64(l) * bCell
		d.M(0, y).L(float64(n)*bCell, y)
	}
	numbers := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
	for lane := innerLane; lane <= outerLane; lane++ {
		numbers.Add(picture.Label(-bLabel/2, float64(lane-1)*bCell+bCell/2+0.9, strconv.Itoa(lane)))
	}
	return picture.Group(picture.Rect(0, 0, float64(n)*bCell, lanes*bCell).Fill("#ffffff"),
		picture.Path(d).Fill("none").Stroke("#999999", 0.25), numbers)
}

// dueRing is the double ring round the car due, drawn from (0, 0).
func dueRing() *picture.Node {
	return picture.Group(picture.Circle(0, 0, bCell/2+0.15).Stroke("#000000", 0.5),
		picture.Circle(0, 0, bCell/2+0.9).Stroke("#000000", 0.3)).Fill("none")
}

// startRing is the dashed ring where the last move started.
func startRing() *picture.Node {
	return picture.Circle(0, 0, bCell/2-0.5).Fill("none").Stroke("#000000", 0.45).Set("stroke-dasharray", "0.9 0.7")
}

// trailArrows draws a path of cells: an arrow along the
// cells drawn side by side, dashed where the path leaves one band for the
// next or the stretch drawn; dash makes the whole of it dashed (a refused
// move).
func trailArrows(trail []pos, center func(pos) (picture.Point, bool), ink, dash string) []*picture.Node {
	var out []*picture.Node
	var run []picture.Point
	flush := func(last bool) {
		if len(run) > 1 {
			if last {
				// Stop short of the car that stands at the end.
				a, b := run[len(run)-2], run[len(run)-1]
				k := (bCell/2 - 0.3) / bCell
				run[len(run)-1] = picture.Point{X: b.X - (b.X-a.X)*k, Y: b.Y - (b.Y-a.Y)*k}
				if dash == "" {
					// No halo: the line reads over the cells and the discs,
					// and a halo would cut the start/finish bar.
					out = append(out, picture.Arrow(run, ink, 0.5))
				} else {
					out = append(out, picture.DashedArrow(run, ink, 0.5, 0.25, dash))
				}
			} else {
				out = append(out, picture.Path(line(run)).Fill("none").Stroke(ink, 0.5).Set("stroke-dasharray", "1 0.6"))
			}
		}
		run = nil
	}
	for i, p := range trail {
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
		if i == len(trail)-1 {
			flush(true)
		}
	}
	return out
}

// line is a polyline's path data.
func line(pts []picture.Point) *picture.D {
	d := new(picture.D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.L(p.X, p.Y)
	}
	return d
}

// inWords is the race in words: where each car is, the due car's and
// the cars off the track in their legend's words, the last move and
// whether the race is over.
func (e *engine) inWords(w referee.Words, d drawing) string {
	desc := Description{Round: d.round, Over: d.due < 0}
	for _, c := range d.cars {
		spot := Spot{Car: e.car(c.car)}
		if e.cars[c.car].onTrack {
			spot.Cell = cellOf(c.pos)
		}
		if !e.cars[c.car].onTrack || c.due {
			// A car off the track, or due: its state says what matters
			// (finished, lapped; how far it may go).
			spot.State = e.legendOf(d, c).state
		}
		desc.Cars = append(desc.Cars, spot)
	}
	if d.lastCar >= 0 {
		desc.Last = e.car(d.lastCar)
	}
	return w.Say(desc)
}
