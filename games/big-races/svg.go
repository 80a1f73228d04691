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
	bLabel   = 5.4 // the lane numbers on the left, and the start/finish bar
	bBandGap = 4.8 // above a band: its ruler
	bLead    = 3.8 // the legend's lines, each with its car
)

// finishedOrder heads the cars that finished, past the line.
const finishedOrder = referee.Term("big-races.picture.finished")

// laneLayout is the track laid out for a width: a cell is as large as a car
// whose label, set at the pictures' least size, it holds; a band has as
// many columns as the width holds, the bands of a ring as even as they
// can be.
type laneLayout struct {
	cell       float64
	carW, carH float64
	perBand    int
	x0         float64
}

// lanesFor lays out cols columns for a picture width wide whose widest car
// label is widest millimetres wide.
func lanesFor(width, widest float64, cols int) laneLayout {
	l := laneLayout{cell: max(5.6, widest+1.3), x0: bMargin + bLabel}
	l.carW, l.carH = l.cell-0.8, min(l.cell-0.8, 4.2)
	most := max(4, int((width-2*bMargin-bLabel)/l.cell))
	bands := max(1, (cols+most-1)/most)
	l.perBand = (cols + bands - 1) / bands
	return l
}

// Picture draws the four lanes, lane 1 on top, as the text board does, in
// bands of as many columns as the width holds, with a ruler of column
// numbers; the start/finish line as a heavy chequered bar before column 0;
// each car as a car of its player's colour (a player named «белые» drives
// white cars) with its letter and its number (1 or 2, as the notation
// names it), the car due outlined twice; the last move's path as a
// translucent arrow from a dashed outline where it started; the cars
// that have finished past the line, in the order they finished; then the
// legend in the text board's words.
func (e *engine) Picture(w referee.Words, v referee.View) *picture.Picture {
	return e.forScreen(v, func(v referee.View) *picture.Picture { return e.picture(w, v, -1, nil, nil) })
}

// forScreen draws the race for a view, with its wide layout (20-column
// bands) only when the whole ring is drawn, as one background every
// position shares. A longer ring draws a stretch that changes as the cars
// go, in bands the two layouts cannot share: both made a 2,000-move
// replay page 8.4 MB, over its 5 MB budget. The choice is the game's
// (its length), never a position's, so a board keeps its size while a
// page is paged, refused moves included.
func (e *engine) forScreen(v referee.View, draw func(referee.View) *picture.Picture) *picture.Picture {
	if e.length > bandCols {
		return draw(v)
	}
	return picture.ForScreen(v, draw)
}

// PictureRefused draws the race with a move it refused: its path as
// written, from where its car stands, as a dashed arrow in the refused
// ink, and the car's ghost where the path ends.
func (e *engine) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	if no := e.turns().Judge(actor, nil); no != nil {
		// After the race a move has no place on the track: the words say
		// it was refused, and why.
		return e.forScreen(v, func(v referee.View) *picture.Picture { return e.picture(w, v, -1, nil, no) })
	}
	m, ok := mv.(*move)
	if !ok || m.zero {
		return e.Picture(w, v)
	}
	c := m.car
	if c < 0 {
		c = e.due()
	}
	if c < 0 || c >= len(e.cars) || !e.cars[c].onTrack {
		return e.Picture(w, v)
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
	return e.forScreen(v, func(v referee.View) *picture.Picture { return e.picture(w, v, c, trail, nil) })
}

// carLabel is a car's label on the picture: its player's letter and its
// number, 1 or 2 (the text board tells them apart by the letter's case,
// which a car's letter does not show well: в/В, с/С).
func (e *engine) carLabel(d drawing, c int) string {
	return string(unicode.ToUpper(d.labels[c])) + strconv.Itoa(c/e.players+1)
}

// undrawn, when it is given, is why a refused move is not drawn.
func (e *engine) picture(w referee.Words, v referee.View, refusedCar int, refused []pos, undrawn referee.Message) *picture.Picture {
	d := e.draw(e.names)
	width := picture.LayoutWidth(v)
	inks := picture.InksFor(e.names)
	ink := func(c int) picture.Ink { return inks[e.owner(c)] }
	widest := 0.0
	for c := range e.cars {
		widest = max(widest, picture.BoldWidth(e.carLabel(d, c), picture.Small))
	}
	l := lanesFor(width, widest, len(d.cols))
	title := w.Say(PictureTitle{When: referee.When(e.moves), Round: d.round})
	g := picture.Group()
	y := picture.Head + 1.5
	para, next := picture.Paragraph(bMargin, y+picture.Small, picture.Small, 3.2, picture.Wrap(w.Say(PictureKey{
		Laps: lapCount(e.laps), Length: referee.Quantity{Count: e.length, Unit: unitCellOf}}), picture.Small, width-2*bMargin))
	// Who drives which cars, above the track: on a phone the legend below
	// is out of sight, and a car's letter is not always its player's
	// initial (Mom's M leaves Masha an A).
	who := picture.Group().Num("font-size", picture.Small)
	x, base := bMargin, next
	for p, name := range e.names {
		label := string(unicode.ToUpper(d.labels[p]))
		bw := picture.BoldWidth(label, picture.Small) + 1.2
		name = picture.Clip(name, picture.Small, (width-2*bMargin)/2)
		tw := picture.TextWidth(name, picture.Small)
		if x > bMargin && x+bw+1+tw > width-bMargin {
			x, base = bMargin, base+4.5
		}
		who.Add(picture.Place(keyCar(inks[p], label, bw), x+bw/2, base-0.85), picture.Label(x+bw+1, base, name))
		x += bw + 1 + tw + 3.5
	}
	y = base + 3.2 - 2
	// Where each drawn column is: its band and place in it.
	type spot struct {
		band, i int
	}
	where := map[int]spot{}
	var bands [][]int
	for i, col := range d.cols {
		if i%l.perBand == 0 {
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
	for b, band := range bands {
		top := y + bBandGap
		bandTop[b] = top
		// The band's cells and its ruler, every fifth column's number
		// (the texts styled once): on a page, one drawing for every
		// position and layout that shows these columns, wherever.
		drawBand := func(x0, top float64) []*picture.Node {
			ruler := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
			for i, col := range band {
				if col%5 == 0 {
					ruler.Add(picture.Label(x0+float64(i)*l.cell+l.cell/2, top-1.3, strconv.Itoa(col)))
				}
			}
			return []*picture.Node{picture.Place(l.bandCells(len(band)), x0, top), ruler}
		}
		lanesG.Add(picture.Moved(picture.Group(drawBand(0, 0)...), l.x0, top, drawBand(l.x0, top)...))
		if s, ok := where[0]; ok && s.band == b {
			x := l.x0 + float64(s.i)*l.cell
			// The bar stands before the column, clear of a car on it.
			bar := func() *picture.Node { return picture.Rect(x-1.9, top-0.6, 1.8, lanes*l.cell+1.2) }
			lanesG.Add(bar().Fill("#ffffff").Stroke("#000000", 0.4), picture.Texture(bar, "cross"))
		}
		// The same line again after the ring's last column, where the band
		// ends without the first column after it: the cars behind the line
		// at the start (−1, −2…) stand there, just before it, and without
		// it looked parked by the finish (illustrators pics10, pics11).
		if s, ok := where[e.length-1]; ok && s.band == b {
			if f, ok := where[0]; !ok || f.band != b || f.i != s.i+1 {
				x := l.x0 + float64(s.i+1)*l.cell
				bar := func() *picture.Node { return picture.Rect(x+0.1, top-0.6, 1.8, lanes*l.cell+1.2) }
				lanesG.Add(bar().Fill("#ffffff").Stroke("#000000", 0.4), picture.Texture(bar, "cross"))
			}
		}
		y = top + lanes*l.cell + 1
	}
	desc := e.inWords(w, d)
	var refusal string
	if undrawn != nil {
		refusal = w.Say(referee.PictureRefusedUndrawn{Why: undrawn})
		desc += " " + refusal
	}
	p := picture.New(width, 0, title, desc)
	p.Back(para, who)
	p.BackKey(fmt.Sprint(e.laps, e.length, len(d.cols) == e.length, l.cell, l.perBand, e.names))
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
		return picture.Point{X: l.x0 + float64(s.i)*l.cell + l.cell/2, Y: bandTop[s.band] + float64(p.lane-1)*l.cell + l.cell/2}, true
	}
	// The last move: a dashed outline at its start, a translucent arrow
	// along its cells as far as they are drawn side by side.
	// A zero drove nowhere: its trail is its start alone, where the car
	// still stands, and nothing is drawn (an outline under the car showed
	// at its edges as a stray dash).
	if len(d.trail) > 1 {
		if pt, ok := center(d.trail[0]); ok {
			g.Add(picture.Place(l.startMark(), pt.X, pt.Y))
		}
		trail := d.trail
		exits := false
		if !e.cars[d.lastCar].onTrack {
			// The car crossed the line and has left the track (it is drawn
			// past the line, below): its path ends at the line.
			for i, p := range trail {
				if i > 0 && p.dist >= e.laps*e.length {
					trail, exits = trail[:i], true
					break
				}
			}
		}
		g.Add(l.trailArrows(trail, center, false, exits)...)
	}
	// A refused move's path as written: drawn before the cars, like the
	// last move's, so that no arrow runs over a car's label.
	var notes []string
	if refusal != "" {
		notes = append(notes, refusal)
	}
	if len(refused) > 1 {
		// Where it runs along the last move's cells, the refused path runs
		// a little below their middle, so that the last move's arrow stays
		// in sight; it ends on its ghost's middle.
		last := map[pos]bool{}
		for _, p := range d.trail {
			last[pos{p.lane, column(p.dist, e.length)}] = true
		}
		end := refused[len(refused)-1]
		below := func(p pos) (picture.Point, bool) {
			pt, ok := center(p)
			if ok && p != end && last[pos{p.lane, column(p.dist, e.length)}] {
				pt.Y += l.cell * 0.25
			}
			return pt, ok
		}
		g.Add(l.trailArrows(refused, below, true, false)...)
		notes = append(notes, w.Say(referee.Term("picture.key-refused")))
	}
	// The cars, over the arrows so that their labels read.
	var focus *picture.Node
	for lane := range d.cells {
		for col, c := range d.cells[lane] {
			if c < 0 {
				continue
			}
			pt, ok := center(pos{lane + 1, col})
			if !ok {
				continue
			}
			car := picture.Place(l.car(ink(c), e.carLabel(d, c)), pt.X, pt.Y)
			if c == d.lastCar {
				focus = car
			} else {
				g.Add(car)
			}
			if c == d.due {
				g.Add(picture.Due(picture.Place(l.dueMark(), pt.X, pt.Y)))
			}
		}
	}
	if len(refused) > 1 {
		g.Add(focus)
		focus = nil
		end := refused[len(refused)-1]
		if pt, ok := center(end); ok {
			if d.cells[end.lane-1][column(end.dist, e.length)] >= 0 {
				// A car stands where the refused move ends (a car it may
				// not pass): its ghost would hide that car; a dashed frame
				// around it shows both.
				focus = picture.Place(l.ghostAround(), pt.X, pt.Y)
			} else {
				focus = picture.Place(l.ghost(e.carLabel(d, refusedCar)), pt.X, pt.Y)
			}
		}
	}
	// The cars that have finished and left the track, past the line in the
	// order they finished, each with its place.
	var gone []int
	for _, c := range e.finishers {
		if !e.cars[c].onTrack {
			gone = append(gone, c)
		}
	}
	if len(gone) > 0 {
		y += 5
		texts, next := picture.Labels(bMargin, y, 3.2, picture.Wrap(w.Say(finishedOrder), picture.Small, width-2*bMargin))
		g.Add(picture.Group(texts...).Num("font-size", picture.Small).Share())
		y = next - 3.2 + 2
		x := bMargin
		step := l.carW + 3
		for _, c := range gone {
			if x+l.carW > width-bMargin {
				x, y = bMargin, y+l.carH+5
			}
			place := 0
			for i, f := range e.finishers {
				if f == c {
					place = i + 1
				}
			}
			car := picture.Place(l.car(ink(c), e.carLabel(d, c)), x+l.carW/2, y+l.carH/2)
			if c == d.lastCar && focus == nil {
				// The last move's car, past the line where its path ends.
				focus = car
			} else {
				g.Add(car)
			}
			g.Add(picture.Text(x+l.carW/2, y+l.carH+2.6, picture.Small, "middle", strconv.Itoa(place)))
			x += step
		}
		y += l.carH + 3
	}
	g.Add(picture.Focus(focus))
	// The legend, in the text board's words, each line after its car.
	y += 6
	legend := picture.Group().Num("font-size", picture.Small) // the lines' size, set once
	// More than eight cars (five players or more) take two columns when
	// the width lets them, their lines set a little closer.
	columns, gap := 1, 0.7
	if len(d.cars) > 8 && width >= picture.MaxWidth {
		columns, gap = 2, 0.4
	}
	colW, perColumn := (width-2*bMargin)/float64(columns), (len(d.cars)+columns-1)/columns
	top, bottom := y, y
	keyW := 0.0 // the legend's cars, as wide as the widest label
	for _, c := range d.cars {
		keyW = max(keyW, picture.BoldWidth(e.carLabel(d, c.car), picture.Small)+1.2)
	}
	for i, c := range d.cars {
		colX := bMargin + float64(i/perColumn)*colW
		if i > 0 && i%perColumn == 0 {
			bottom, y = max(bottom, y), top
		}
		lg := e.legendOf(d, c)
		line := picture.Group()
		label := e.carLabel(d, c.car)
		line.Add(picture.Place(keyCar(ink(c.car), label, keyW), colX+keyW/2, y-0.85))
		x, room := colX+keyW+1.5, colW-keyW-1.5
		if columns > 1 {
			room -= 2 // a gap between the columns
		}
		if !lg.onTrack {
			texts, next := picture.Labels(x, y, bLead, picture.Wrap(picture.Capital(w.Say(PictureOffTrack{Car: lg.car, State: lg.state})), picture.Small, room))
			legend.Add(line.Add(texts...).Share())
			y = next + gap
			continue
		}
		// Where the car is, then its state: two parts, each shared, so
		// that a page writes a line anew only for what changed (the car
		// moved, its state in the round changed). The state follows on
		// the same line when it fits, else on the next.
		at, state := picture.Capital(w.Say(PictureCarAt{Car: lg.car, Cell: lg.cell, Lap: lg.lap})), w.Say(lg.state)
		lead := 3.2
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
		y = max(next-lead+bLead, y+bLead) + gap
	}
	y = max(bottom, y)
	g.Add(legend)
	switch {
	case d.lastCar >= 0 && len(d.trail) == 1:
		// A zero: the legend says so, not that the car drove.
		notes = append(notes, w.Say(PictureZero{Car: e.car(d.lastCar)}))
	case d.lastCar >= 0:
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

// car is a car drawn around (0, 0): a rounded body of its player's ink,
// outlined (heavily when the colour is light), with its label.
func (l laneLayout) car(ink picture.Ink, label string) *picture.Node {
	body := func() *picture.Node {
		return picture.Rect(-l.carW/2, -l.carH/2, l.carW, l.carH).Set("rx", "1.3")
	}
	g := picture.Group(body().Fill(ink.Fill).Stroke("#000000", picture.Outline(ink.Fill)), picture.Texture(body, ink.Pattern))
	return picture.Boxed(g, picture.Text(0, picture.Small*0.36, picture.Small, "middle", label).Bold().Fill(ink.Text))
}

// keyCar is a car of the legend, w wide: the size of its label.
func keyCar(ink picture.Ink, label string, w float64) *picture.Node {
	h := 3.2
	body := func() *picture.Node { return picture.Rect(-w/2, -h/2, w, h).Set("rx", "1") }
	g := picture.Group(body().Fill(ink.Fill).Stroke("#000000", picture.Outline(ink.Fill)), picture.Texture(body, ink.Pattern))
	return picture.Boxed(g, picture.Text(0, picture.Small*0.36, picture.Small, "middle", label).Bold().Fill(ink.Text))
}

// ghost is a refused move's car where its path ends: as large as a car,
// its label in the refused ink.
func (l laneLayout) ghost(label string) *picture.Node {
	shape := func() *picture.Node {
		return picture.Rect(-l.carW/2, -l.carH/2, l.carW, l.carH).Set("rx", "1.3")
	}
	return picture.Boxed(picture.Ghost(shape), picture.Text(0, picture.Small*0.36, picture.Small, "middle", label).Bold().Fill(picture.Refused))
}

// ghostAround marks a refused move's end where a car already stands: a
// dashed frame in the refused ink a little outside a car, with no fill, so
// that the car standing there still shows.
func (l laneLayout) ghostAround() *picture.Node {
	frame := func() *picture.Node {
		return picture.Rect(-l.carW/2-0.5, -l.carH/2-0.5, l.carW+1, l.carH+1).Set("rx", "1.6")
	}
	return picture.Group(frame().Fill("none").Stroke("#ffffff", 0.9),
		frame().Fill("none").Stroke(picture.Refused, 0.5).Set("stroke-dasharray", picture.RefusedDash))
}

// bandCells is a band's cells, n columns of the four lanes, drawn from
// (0, 0): one symbol a band width.
func (l laneLayout) bandCells(n int) *picture.Node {
	d := new(picture.D)
	for i := 0; i <= n; i++ {
		x := float64(i) * l.cell
		d.M(x, 0).L(x, lanes*l.cell)
	}
	for k := 0; k <= lanes; k++ {
		y := float64(k) * l.cell
		d.M(0, y).L(float64(n)*l.cell, y)
	}
	numbers := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
	for lane := innerLane; lane <= outerLane; lane++ {
		numbers.Add(picture.Label(-bLabel+1.4, float64(lane-1)*l.cell+l.cell/2+0.86, strconv.Itoa(lane)))
	}
	return picture.Group(picture.Rect(0, 0, float64(n)*l.cell, lanes*l.cell).Fill("#ffffff"),
		picture.Path(d).Fill("none").Stroke("#999999", 0.25), numbers)
}

// dueMark is the double outline round the car due, drawn from (0, 0).
func (l laneLayout) dueMark() *picture.Node {
	ring := func(k, w float64) *picture.Node {
		return picture.Rect(-l.carW/2-k, -l.carH/2-k, l.carW+2*k, l.carH+2*k).Set("rx", picture.Fmt(1.3+k)).Stroke("#000000", w)
	}
	return picture.Group(ring(0.35, 0.45), ring(0.95, 0.3)).Fill("none")
}

// startMark is the dashed outline where the last move started.
func (l laneLayout) startMark() *picture.Node {
	return picture.Rect(-l.carW/2, -l.carH/2, l.carW, l.carH).Set("rx", "1.3").Fill("none").
		Stroke("#000000", 0.45).Set("stroke-dasharray", "0.9 0.7")
}

// continued is the ring that marks each end of a refused path's break
// between bands, at (x, y), of radius r.
func continued(x, y, r float64) *picture.Node {
	return picture.Circle(x, y, r).Fill("#ffffff").Stroke(picture.Refused, 0.45)
}

// trailArrows draws a path of cells: an arrow along the cells drawn side
// by side, dashed where the path leaves one band for the next or the
// stretch drawn; translucent for the last move, dashed in the refused ink
// for a refused one.
func (l laneLayout) trailArrows(trail []pos, center func(pos) (picture.Point, bool), refused, exits bool) []*picture.Node {
	var out []*picture.Node
	var run []picture.Point
	ink := "#000000"
	if refused {
		ink = picture.Refused
	}
	arrow := func(run []picture.Point) *picture.Node {
		if refused {
			return picture.RefusedArrow(run, 0.5)
		}
		return picture.LastArrow(run, 0.6)
	}
	dashed := func(run []picture.Point) *picture.Node {
		line := picture.Path(line(run)).Fill("none").Stroke(ink, 0.5).Set("stroke-dasharray", "1 0.6")
		if !refused {
			line.Set("opacity", picture.LastOpacity)
		}
		return line
	}
	// left is the run that left a band at its edge, kept until it is
	// known whether the path goes on far enough in the next band to end
	// in an arrow of its own.
	var left []picture.Point
	wrapped := false
	flushLeft := func() {
		if len(left) > 1 {
			out = append(out, dashed(left))
		}
		left = nil
	}
	for i, p := range trail {
		pt, ok := center(p)
		if !ok {
			flushLeft()
			if len(run) > 1 {
				out = append(out, dashed(run))
			}
			run, wrapped = nil, false
			continue
		}
		if len(run) > 0 {
			prev := run[len(run)-1]
			if math.Abs(pt.X-prev.X) > l.cell*1.5 || math.Abs(pt.Y-prev.Y) > l.cell*1.5 {
				// The path goes on in another band, or past the line into
				// the ring's first column: it leaves its cell at the band's
				// edge and enters the next at its edge (by the start/finish
				// bar, clear of the lane numbers), on the track both times.
				dir := 1.0
				if p.dist < trail[i-1].dist {
					dir = -1
				}
				run = append(run, picture.Point{X: prev.X + dir*l.cell/2, Y: prev.Y})
				flushLeft()
				r := min(1.1, l.cell*0.18)
				if refused {
					// Its arrowhead a little past the edge, clear of the
					// car standing in the band's last cell, then a ring,
					// inside the picture's margin.
					run[len(run)-1].X += dir * l.cell * 0.25
					// A refused path that wraps leaves its band with an
					// arrowhead into a ring and goes on from the same ring
					// in the next: the two ends of the break marked alike,
					// so that the eye follows it from the car (pics51: the
					// path seemed to start at the first band's edge, far
					// from the car at the last band's end; a dot there
					// matched nothing).
					out = append(out, picture.RefusedArrow(run, 0.5))
					end := run[len(run)-1]
					out = append(out, continued(end.X+dir*r, end.Y, r))
				} else {
					left = run
				}
				run = []picture.Point{{X: pt.X - dir*l.cell/2, Y: pt.Y}}
				wrapped = true
				if refused {
					out = append(out, continued(run[0].X, run[0].Y, r))
				}
			}
		}
		run = append(run, pt)
	}
	switch {
	case exits && len(run) > 0:
		// The car crossed the line and left the track: its path ends in
		// an arrowhead on the band's edge, past its last cell.
		prev := run[len(run)-1]
		run = append(run, picture.Point{X: prev.X + l.cell/2, Y: prev.Y})
		flushLeft()
		out = append(out, arrow(run))
	case wrapped && len(run) == 2 && !refused:
		// Just past the line, on the ring's first cell: the run that left
		// the band ends in the arrowhead, at the line; the car stands by
		// the bar.
		if len(left) > 1 {
			out = append(out, arrow(left))
		}
	case len(run) > 1:
		flushLeft()
		// Stop short of the car that stands at the end.
		a, b := run[len(run)-2], run[len(run)-1]
		k := (l.carW/2 - 0.2) / math.Max(math.Hypot(b.X-a.X, b.Y-a.Y), 0.01)
		if math.Abs(b.Y-a.Y) > math.Abs(b.X-a.X) {
			k = (l.carH/2 - 0.2) / math.Max(math.Hypot(b.X-a.X, b.Y-a.Y), 0.01)
		}
		run[len(run)-1] = picture.Point{X: b.X - (b.X-a.X)*k, Y: b.Y - (b.Y-a.Y)*k}
		out = append(out, arrow(run))
	default:
		flushLeft()
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
