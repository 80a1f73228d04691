package bigraces

import (
	"fmt"
	"math"
	"strconv"
	"strings"
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
	// bBarGap is the gap the start/finish bar stands in where column 0 is
	// not a band's first: the columns from 0 on stand this much further
	// right (drawn inside cell −1, the bar covered the car there).
	// It is wide enough that the bar stands clear of the double frame of
	// a car due on either side of it (barClear).
	bBarGap = 3.6
)

// finishedOrder heads the cars that finished, past the line.
const finishedOrder = referee.Term("big-races.picture.finished")

// finishedPast is the key to the cars that finished, drawn in the apron
// past the line (apronSpots).
const finishedPast = referee.Term("big-races.picture.finished-past")

// laneLayout is the track laid out for a width: a cell is as large as a car
// whose label, set at the pictures' least size, it holds; a band has as
// many columns as the width holds, the bands of a ring as even as they
// can be.
type laneLayout struct {
	cell       float64
	carW, carH float64
	perBand    int
	most       int // the columns a band may hold
	x0         float64
}

// lanesFor lays out cols columns for a picture width wide whose widest car
// label is widest millimetres wide.
func lanesFor(width, widest float64, cols int) laneLayout {
	l := laneLayout{cell: max(5.6, widest+1.3), x0: bMargin + bLabel}
	l.carW, l.carH = l.cell-0.8, min(l.cell-0.8, 4.2)
	l.most = max(4, int((width-2*bMargin-bLabel)/l.cell))
	bands := max(1, (cols+l.most-1)/l.most)
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
		return e.refusalUndrawn(w, v)
	}
	c := m.car
	if c < 0 {
		c = e.due()
	}
	if c < 0 || c >= len(e.cars) || !e.cars[c].onTrack {
		return e.refusalUndrawn(w, v)
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
	// What the path ran into, when a car did: marked as the culprit, the
	// path stopped at it.
	culprit, blocked := -1, 0
	if _, f := e.judge(actor, m, &drive{}); f.kind == occupiedFault || f.kind == onlyLeaderLapsFault {
		culprit = f.other
		if f.at+1 < len(trail) && trail[f.at+1] == f.cell {
			blocked = f.at + 1
		}
	}
	return e.forScreen(v, func(v referee.View) *picture.Picture {
		s := e.newSheet(w, v)
		s.culprit, s.blocked = culprit, blocked
		return e.drawSheet(s, v, c, trail, nil)
	})
}

// refusalUndrawn is the race before a refused move that has nothing to
// draw on the track, titled as before it.
func (e *engine) refusalUndrawn(w referee.Words, v referee.View) *picture.Picture {
	return e.forScreen(v, func(v referee.View) *picture.Picture {
		s := e.newSheet(w, v)
		s.refusal = true
		return e.drawSheet(s, v, -1, nil, nil)
	})
}

// carLabel is a car's label on the picture: its player's letter and its
// number, 1 or 2 (the text board tells them apart by the letter's case,
// which a car's letter does not show well: в/В, с/С).
func (e *engine) carLabel(d drawing, c int) string {
	return string(unicode.ToUpper(d.labels[c])) + strconv.Itoa(c/e.players+1)
}

// sheet is one picture of the race in the making: what its parts share —
// the drawing model, the track's layout, where each drawn column stands —
// and what they build in turn: the changing group, the height reached,
// the car in focus and the status notes.
type sheet struct {
	e        *engine
	w        referee.Words
	d        drawing
	l        laneLayout
	width    float64
	inks     []picture.Ink
	where    map[int]spot // each drawn column's band and place in it
	bands    [][]int      // the columns of each band
	bandTop  []float64
	g        *picture.Node     // what changes from position to position
	y        float64           // how far down the picture is drawn
	focus    *picture.Node     // the last move's car
	marks    []*picture.Node   // the last move's and a refused move's marks (picture.Mark)
	notes    []string          // the status under the legend
	keys     []picture.KeyLine // the marks' key, a sample each, over the status
	refusal  bool              // a refused move's picture, though nothing of it is drawn: the title says so
	refusing bool              // a refused move's picture: the last move's marks are faint (picture.LastFaint)
	culprit  int               // the car a refused move ran into, or -1
	blocked  int               // where in the refused path that car stands, or 0
	refused  []pos             // a refused move's path as written, or none
	crossAt  crossPlace        // where a blocked move's cross stands, for its key
	// gridCells is how many cells of the grid behind the start line are
	// drawn before it (see behind).
	gridCells int
}

// spot is where a drawn column is: its band and its place in it.
type spot struct {
	band, i int
}

// picture draws the race; refusedCar and refused are a refused move's car
// and path, undrawn, when it is given, why a refused move is not drawn.
// It reads as the picture from top to bottom.
func (e *engine) picture(w referee.Words, v referee.View, refusedCar int, refused []pos, undrawn referee.Message) *picture.Picture {
	return e.drawSheet(e.newSheet(w, v), v, refusedCar, refused, undrawn)
}

// drawSheet is picture on a sheet made for the view.
func (e *engine) drawSheet(s *sheet, v referee.View, refusedCar int, refused []pos, undrawn referee.Message) *picture.Picture {
	w := s.w
	s.refusing = refusedCar >= 0 || undrawn != nil || s.refusal
	s.refused = refused
	title := w.Say(PictureTitle{When: referee.WhenShown(e.moves, s.refusing, false), Round: s.d.round})
	key := s.key()
	who := s.drivers()
	s.placeColumns()
	top := s.y
	track := s.track()
	p := picture.New(s.width, 0, title, s.description(undrawn))
	if c := s.d.lastCar; c >= 0 && len(s.d.trail) > 0 {
		p.Last = w.Say(LastCaption{Car: e.car(c), Cells: len(s.d.trail) - 1, Zero: len(s.d.trail) == 1})
	}
	p.Back(key, who)
	// The key's words, the track's top under them and the cells past the
	// finish line change as the race goes (the key without a car due at
	// its end, the apron reaching the farthest finished car): a
	// position's own, keyed, else a wide page drew its finished cars
	// over the first position's track, half a lane too high, past the
	// end of its shorter apron.
	p.BackKey(fmt.Sprint(e.laps, e.length, s.wholeRing(), s.behind(), s.l.cell, s.l.perBand, e.names, s.width, s.d.due >= 0, s.lapping(), top, s.apron()))
	if s.wholeRing() {
		p.Back(track)
	} else {
		s.g.Add(track.Share())
	}
	// The last move's and a refused move's marks are drawn over the cars,
	// neither faded: they are what the picture is for.
	s.lastMove()
	s.cars()
	s.refusedPath(refused)
	s.refusedGhost(refusedCar, refused)
	s.finishedCars()
	s.tapCells(v)
	s.g.Add(picture.Focus(s.focus))
	s.legend()
	s.status()
	p.H = s.y + bMargin - 2.5
	p.Add(s.g)
	p.Mark(s.marks...)
	return p
}

// newSheet lays the race out for the view's width: the cells as large as
// the widest car label needs.
func (e *engine) newSheet(w referee.Words, v referee.View) *sheet {
	s := &sheet{e: e, w: w, d: e.draw(e.names), width: picture.LayoutWidth(v), inks: picture.InksFor(e.names), g: picture.Group(), culprit: -1}
	widest := 0.0
	for c := range e.cars {
		widest = max(widest, picture.BoldWidth(e.carLabel(s.d, c), picture.Small))
	}
	s.l = lanesFor(s.width, widest, len(s.d.cols))
	if cols := e.screenStretch(s.d.due, s.l.most, len(s.d.cols)); cols != nil {
		s.d.cols = cols
		s.l = lanesFor(s.width, widest, len(cols))
	}
	if d, n := e.gridDepth, len(s.d.cols); s.wholeRing() && d > 0 && d < e.length {
		// The grid before the start line, at every width, as the replay
		// draws it, even where it costs the ring a band: a layout of the
		// game's, never of a position's. Put at the ring's end by the
		// finish bar where it cost a band (a file's picture), a car
		// behind the line stood at the far end of the last band, and a
		// path from it started there and jumped back to the first.
		s.gridCells = d
		s.l = lanesFor(s.width, widest, n+d)
	}
	s.y = picture.Head + 1.5
	return s
}

// screenStretch is the stretch of the ring a narrow picture draws when
// all of it would take more than two bands of most columns: the cars and
// the cells the car due may reach (race.stretch), in whole bands, ahead
// of the cars where there is room; nil when the whole ring is drawn. A
// phone showed a 40-square ring as four bands of ten, three of them
// empty, the board taller than the screen and the car being moved out of
// sight below.
func (e *engine) screenStretch(due, most, drawn int) []int {
	if drawn != e.length || e.length <= 2*most {
		return nil
	}
	cols := e.stretch(due)
	n := (len(cols) + most - 1) / most * most
	if n >= e.length {
		return nil
	}
	for len(cols) < n {
		cols = append(cols, column(cols[len(cols)-1]+1, e.length))
	}
	return cols
}

// ink is car c's ink: its player's.
func (s *sheet) ink(c int) picture.Ink { return s.inks[s.e.owner(c)] }

// wholeRing tells whether all of the ring is drawn, not a stretch.
func (s *sheet) wholeRing() bool { return len(s.d.cols) == s.e.length }

// label is car c's label.
func (s *sheet) label(c int) string { return s.e.carLabel(s.d, c) }

// key is the race's laps and length, under the title.
func (s *sheet) key() *picture.Node {
	para, next := picture.Paragraph(bMargin, s.y+picture.Small, picture.Small, 3.2, picture.Wrap(s.w.Say(PictureKey{
		Laps: lapCount(s.e.laps), Length: referee.Quantity{Count: s.e.length, Unit: unitCellOf}, Due: s.d.due >= 0, Lapped: s.lapping()}), picture.Small, s.width-2*bMargin))
	s.y = next
	return para
}

// drivers is who drives which cars, above the track: on a phone the
// legend below is out of sight, and a car's letter is not always its
// player's initial (Mom's M leaves Masha an A).
func (s *sheet) drivers() *picture.Node {
	who := picture.Group().Num("font-size", picture.Small)
	x, base := bMargin, s.y
	for p, name := range s.e.names {
		label := string(unicode.ToUpper(s.d.labels[p]))
		bw := picture.BoldWidth(label, picture.Small) + 1.2
		name = picture.Clip(name, picture.Small, (s.width-2*bMargin)/2)
		tw := picture.TextWidth(name, picture.Small)
		if x > bMargin && x+bw+1+tw > s.width-bMargin {
			x, base = bMargin, base+4.5
		}
		who.Add(picture.Place(keyCar(s.inks[p], label, bw), x+bw/2, base-0.85), picture.Label(x+bw+1, base, name))
		x += bw + 1 + tw + 3.5
	}
	s.y = base + 3.2 - 2
	return who
}

// placeColumns puts each drawn column in its band.
func (s *sheet) placeColumns() {
	s.where = map[int]spot{}
	for i, col := range s.drawnColumns() {
		if i%s.l.perBand == 0 {
			s.bands = append(s.bands, nil)
		}
		last := len(s.bands) - 1
		s.where[col] = spot{last, len(s.bands[last])}
		s.bands[last] = append(s.bands[last], col)
	}
}

// drawnColumns is the ring's columns in the order drawn. A whole ring is
// drawn with the grid before the start line — the cells the cars stand on
// behind it at the start, named by their distance, −1, −2… — then the
// ring from column 0 to the finish bar: the same frame in every position
// of the game. Drawn from the deepest car still behind the line, the
// frame was re-cut as the cars left the grid, and the start line jumped
// from move to move.
func (s *sheet) drawnColumns() []int {
	behind := s.behind()
	if behind == 0 {
		return s.d.cols
	}
	cols := make([]int, 0, behind+len(s.d.cols))
	for k := behind; k > 0; k-- {
		cols = append(cols, -k)
	}
	return append(cols, s.d.cols...)
}

// behind is how many grid cells a whole ring is drawn with before the
// start line (see newSheet): as deep as the deepest car stood when the
// race was placed; 0 when none stood behind it or when the ring is drawn
// in a stretch.
func (s *sheet) behind() int { return s.gridCells }

// track is the lanes: all of the ring when it fits, the same in every
// position (the picture's background); else the stretch the text board
// shows, which changes as the cars go (a shared group: drawn once a
// stretch).
func (s *sheet) track() *picture.Node {
	lanesG := picture.Group()
	s.bandTop = make([]float64, len(s.bands))
	for b, band := range s.bands {
		top := s.y + bBandGap
		s.bandTop[b] = top
		lanesG.Add(picture.Moved(picture.Group(s.band(b, band, 0, 0)...), s.l.x0, top, s.band(b, band, s.l.x0, top)...))
		lanesG.Add(s.startLine(b, top)...)
		lanesG.Add(s.lineAfterRing(b, top)...)
		if b > 0 {
			lanesG.Add(s.turn(b-1, top))
		}
		s.y = top + lanes*s.l.cell + 1
	}
	lanesG.Add(s.apronCells()...)
	return lanesG
}

// turn is the way the track goes on from the end of band b into the next
// band, whose top is next: out of the band's right end, back under it and
// into the next band's left end, so that the bands read as one track
// (without it, four strips with nothing joining them).
func (s *sheet) turn(b int, next float64) *picture.Node {
	band := s.bands[b]
	right := s.l.x0 + s.colX(b, len(band)-1) + s.l.cell
	top := s.bandTop[b]
	// Drawn from the band's top right corner and placed there: a page
	// writes the turn once for every stretch whose bands are as wide,
	// not once a stretch (a 2,000-move page of a long ring grew past
	// its 5 MB).
	// A band of the track's own grey with a chevron, not a thin line: a
	// thin grey return read as a mark beside the track, not as the track
	// going on.
	mid, low, down := lanes*s.l.cell/2, lanes*s.l.cell+1.2, next-top+lanes*s.l.cell/2
	out, in := 2.6, s.l.x0-1.8-right
	return picture.Place(turnBand([]picture.Point{{X: 0.3, Y: mid}, {X: out, Y: mid}, {X: out, Y: low}, {X: in, Y: low},
		{X: in, Y: down}, {X: s.l.x0 - 0.2 - right, Y: down}}), right, top)
}

// The turn's ink and width: the grid's grey, a band as wide as the gap
// under a band leaves clear of the next band's ruler.
const (
	turnInk   = "#999999"
	turnWidth = 1.2
)

// turnBand is the turn along pts: a grey band ending in a small chevron
// at the last point, pointing along the last leg (an arrow's head as wide
// as the band is wide covered the lane numbers).
func turnBand(pts []picture.Point) *picture.Node {
	a, b := pts[len(pts)-2], pts[len(pts)-1]
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	const head, half = 1.5, 1.1
	back := picture.Point{X: b.X - ux*head, Y: b.Y - uy*head}
	d := new(picture.D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1 : len(pts)-1] {
		d.L(p.X, p.Y)
	}
	d.L(back.X+ux*0.2, back.Y+uy*0.2)
	tip := new(picture.D).M(b.X, b.Y).L(back.X-uy*half, back.Y+ux*half).L(back.X+uy*half, back.Y-ux*half).Z()
	return picture.Group(picture.Path(d).Fill("none").Stroke(turnInk, turnWidth).Set("stroke-linejoin", "round"),
		picture.Path(tip).Fill(turnInk))
}

// band is a band's cells and its ruler, every fifth column's number (the
// texts styled once): on a page, one drawing for every position and
// layout that shows these columns, wherever.
// A band where column 0 is not the first is drawn in two parts, the bar's
// gap between them.
func (s *sheet) band(b int, band []int, x0, top float64) []*picture.Node {
	ruler := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
	for i, col := range band {
		// A band that goes on from the one above numbers its first
		// column too: the track goes on there, at that number.
		if col%5 == 0 || col == -1 || (i == 0 && b > 0) {
			// The grid's cells by their distance, as the legend names
			// them (4/−3): the ring's numbers there disagreed with it.
			ruler.Add(picture.Label(x0+s.colX(b, i)+s.l.cell/2, top-1.3, strings.Replace(strconv.Itoa(col), "-", "−", 1)))
		}
	}
	if j := s.split(b); j > 0 {
		return []*picture.Node{picture.Place(s.l.bandCells(j, true), x0, top), picture.Place(s.l.bandCells(len(band)-j, false), x0+s.colX(b, j), top), ruler}
	}
	return []*picture.Node{picture.Place(s.l.bandCells(len(band), true), x0, top), ruler}
}

// split is where column 0 stands in band b when it is not the band's
// first: the bar's gap is before it; else 0.
func (s *sheet) split(b int) int {
	if at, ok := s.where[0]; ok && at.band == b && at.i > 0 {
		return at.i
	}
	return 0
}

// colX is the left of band b's i-th column, from the lanes' left: past
// the bar's gap from column 0 on.
func (s *sheet) colX(b, i int) float64 {
	x := float64(i) * s.l.cell
	if j := s.split(b); j > 0 && i >= j {
		x += bBarGap
	}
	return x
}

// startLine is the start/finish bar in band b, when column 0 is in it:
// before the column, clear of a car on it.
func (s *sheet) startLine(b int, top float64) []*picture.Node {
	at, ok := s.where[0]
	if !ok || at.band != b {
		return nil
	}
	if at.i > 0 {
		// In its gap, clear of the cells on both sides.
		return s.bar(s.l.x0+s.colX(b, at.i)-bBarGap+barClear, top)
	}
	return s.bar(s.l.x0-barClear-barWidth, top)
}

// lineAfterRing is the same line again after the ring's last column,
// where the band ends without the first column after it: the finish, with
// the apron past it.
func (s *sheet) lineAfterRing(b int, top float64) []*picture.Node {
	at, ok := s.where[s.e.length-1]
	if !ok || at.band != b {
		return nil
	}
	if f, ok := s.where[0]; ok && f.band == b && f.i == at.i+1 {
		return nil
	}
	return s.bar(s.l.x0+s.colX(b, at.i)+s.l.cell+barClear, top)
}

// barWidth is how wide the start/finish bar is, its outline aside.
const barWidth = 1.4

// barClear is how far the bar stands from the cells beside it: past the
// double frame of a car due in the cell (it reaches 0.7 out of the cell),
// and the bar's outline. Drawn closer, the bar cut the frame and stood
// against the car's label («G1» on 4/−1).
const barClear = 1.1

// bar is the heavy chequered start/finish bar from x, across the lanes.
func (s *sheet) bar(x, top float64) []*picture.Node {
	bar := func() *picture.Node { return picture.Rect(x, top-0.6, barWidth, lanes*s.l.cell+1.2) }
	return []*picture.Node{bar().Fill("#ffffff").Stroke("#000000", 0.4), picture.Texture(bar, "cross")}
}

// description is the race in words, with why a refused move is not
// drawn, when it is not. The status notes say only that it is not drawn:
// why is the verdict's, under the picture's title or beside it on a page,
// and a copy in the notes said it twice.
func (s *sheet) description(undrawn referee.Message) string {
	desc := s.e.inWords(s.w, s.d)
	if undrawn != nil {
		s.notes = append(s.notes, s.w.Say(refusedUndrawn))
		desc += " " + s.w.Say(referee.PictureRefusedUndrawn{Why: undrawn})
	}
	return desc
}

// center is the middle of a cell on the picture, when it is drawn.
func (s *sheet) center(p pos) (picture.Point, bool) {
	if pt, ok := s.pastTheFinish(p); ok {
		return pt, true
	}
	at, ok := s.where[column(p.dist, s.e.length)]
	if g, grid := s.where[p.dist]; grid && p.dist < 0 {
		at, ok = g, true // a grid cell, before the start line
	}
	if !ok || p.lane < innerLane || p.lane > outerLane {
		return picture.Point{}, false
	}
	return picture.Point{X: s.l.x0 + s.colX(at.band, at.i) + s.l.cell/2, Y: s.bandTop[at.band] + float64(p.lane-1)*s.l.cell + s.l.cell/2}, true
}

// pastTheFinish is where a distance at or past the engine's goal is drawn
// when a band ends at the finish bar (lineAfterRing): past that bar, a
// cell further for each square further, as far as the picture reaches.
// On the ring it is the first columns again, by the start bar at the
// band's other end, where a car that had just won looked parked at the
// start with its arrow running to the finish.
func (s *sheet) pastTheFinish(p pos) (picture.Point, bool) {
	if p.dist < s.e.goal || p.lane < innerLane || p.lane > outerLane {
		return picture.Point{}, false
	}
	at, ok := s.where[s.e.length-1]
	if !ok {
		return picture.Point{}, false
	}
	if f, ok := s.where[0]; ok && f.band == at.band && f.i == at.i+1 {
		// The ring goes on past the line in the same band.
		return picture.Point{}, false
	}
	// The bar stands barClear past the band's end (lineAfterRing), the
	// apron's cells from apronGap on.
	x := s.l.x0 + s.colX(at.band, at.i) + s.l.cell + apronGap + s.l.cell/2 + float64(p.dist-s.e.goal)*s.l.cell
	if n := s.apron(); n > 0 {
		x = min(x, s.l.x0+s.colX(at.band, at.i)+s.l.cell+apronGap+(float64(n)-0.5)*s.l.cell)
	}
	x = min(x, s.width-0.8-s.l.carW/2)
	return picture.Point{X: x, Y: s.bandTop[at.band] + float64(p.lane-1)*s.l.cell + s.l.cell/2}, true
}

// apronGap is how far past the last column of the ring the apron's cells
// start: past the finish bar (lineAfterRing).
const apronGap = 2*barClear + barWidth

// apronMost is the most cells the apron past the finish line has.
const apronMost = 3

// apron is how many cells the apron past the finish line has: as many as
// the width holds after the band that ends at the finish bar, up to
// apronMost; 0 where no band ends there (pastTheFinish). A car that
// crossed the line drives on into it, so that its arrow shows all of its
// move, not one square up to the line (without it a 7-square move was
// drawn one square long).
func (s *sheet) apron() int {
	at, ok := s.where[s.e.length-1]
	if !ok || s.bandTop == nil {
		return 0
	}
	if f, ok := s.where[0]; ok && f.band == at.band && f.i == at.i+1 {
		return 0
	}
	left := s.l.x0 + s.colX(at.band, at.i) + s.l.cell + apronGap
	most := apronMost
	for _, c := range s.e.finishers {
		// As far as the farthest finished car, so that it stands on its
		// own cell, when the width has room.
		most = max(most, s.e.cars[c].dist-s.e.goal+1)
	}
	return max(0, min(most, int((s.width-bMargin-left)/s.l.cell)))
}

// apronCells draws the apron past the finish line, when there is one: the
// lanes' cells after the finish bar, numbered like the track by their
// distance (its first, the finish, and every fifth), since the legend
// says a car finished on 4/15 there.
func (s *sheet) apronCells() []*picture.Node {
	n := s.apron()
	if n == 0 {
		return nil
	}
	at := s.where[s.e.length-1]
	left, top := s.l.x0+s.colX(at.band, at.i)+s.l.cell+apronGap, s.bandTop[at.band]
	ruler := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
	for k := range n {
		if d := s.e.goal + k; k == 0 || d%5 == 0 {
			ruler.Add(picture.Label(left+(float64(k)+0.5)*s.l.cell, top-1.3, strconv.Itoa(d)))
		}
	}
	return []*picture.Node{picture.Place(s.l.bandCells(n, false), left, top), ruler}
}

// tapCell names a cell as a tap view's picture marks it (data-cell) and
// TapMoves' last step names it: lane/distance, «4/-1».
func tapCell(p pos) string { return strconv.Itoa(p.lane) + "/" + strconv.Itoa(p.dist) }

// tapCells marks, in a tap view (referee serve), each cell the car due
// may end its move on: a frame with no ink of its own, named by tapCell,
// that the page rings and a tap on it picks, so that a move is chosen on
// the board, not from a list. Nothing is drawn in any other view.
func (s *sheet) tapCells(v referee.View) {
	if v[referee.TapKey] == "" || s.e.over {
		return
	}
	seen := map[string]bool{}
	for _, o := range s.e.options() {
		name := tapCell(o.to)
		pt, ok := s.center(o.to)
		if seen[name] || !ok {
			continue
		}
		seen[name] = true
		s.g.Add(picture.Rect(pt.X-s.l.cell/2, pt.Y-s.l.cell/2, s.l.cell, s.l.cell).Fill("none").Set("data-cell", name))
	}
}
