package turtles

import (
	"fmt"
	"strconv"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The turtles' colours on a picture, and the ink of a label on each: the
// letter (R, Y, G…) tells them apart where the colours do not, in greyscale.
// Every letter reads on its shell at 4.5:1 or more.
var (
	turtleFill = [numTurtles]string{"#d62728", "#f5cf1d", "#1e7d1e", "#2b6cc4", "#8e44ad"}
	turtleInk  = [numTurtles]string{"#ffffff", "#000000", "#ffffff", "#ffffff", "#ffffff"}
)

// The track's geometry, in millimetres. The squares run in rows as many
// as the width holds (ten on an A5 page, six on a phone), the rows
// snaking: left to right, then right to left, so that a move across rows
// goes round the row's end, as on a board.
const (
	pMargin = 4.0
	pCell   = 11.8 // a square's width
	pMaxRow = 10   // the most squares a row, the start included
	// A turtle's height in a tower, and its letter's size on the track: a
	// letter of 3.7 mm is 11 CSS px on a phone 390 px wide showing the A5
	// picture whole (at 2.4 mm it was 7, specks on nine empty squares).
	// The legend's turtles are as tall (pTall); a track of more than two
	// rows keeps the lower turtles (pShell), so that it stays on an A5 page.
	pShell  = 3.9
	pTall   = 5.2
	pLetter = 3.7
	// Above a row: two lanes, the last move's arrow in the lower, a
	// refused move's in the upper, each clear of the row above's labels
	// (in the phone's rows a refused arrow lifted into a lane of
	// 4.6 mm ran through the square numbers).
	pLane  = 9.6
	pLastY = 3.6           // the last move's lane, this far above a row's boxes: its head's length
	pRefY  = 7.4           // a refused move's lane, clear of the last move's cased line
	pApart = 2.6           // with both drawn, each arrow this far aside of a square's middle
	pLabel = 3.6           // below a row: the squares' names
	pTop   = pMargin + 4.5 // the first row's lanes below the title's band
)

// track is the track laid out for a width: how many squares a row, and
// the space left at each side, where the track goes round a row's end.
type track struct {
	width  float64
	perRow int
	side   float64
	shell  float64 // a turtle's height in a tower
}

// trackFor lays the track out for a picture width wide, of squares
// squares, the start and the finish included.
func trackFor(width float64, squares int) track {
	per := max(2, min(pMaxRow, int((width-2*pMargin)/pCell)))
	shell := pTall
	if (squares+per-1)/per > 2 {
		shell = pShell
	}
	return track{width: width, perRow: per, side: (width - float64(per)*pCell) / 2, shell: shell}
}

// stack is a square's height: five turtles and a margin.
func (tr track) stack() float64 { return 5*tr.shell + 1.6 }

// pitch is a row's height: its lanes, its squares and their names.
func (tr track) pitch() float64 { return pLane + tr.stack() + pLabel }

// A card's drawing: a turtle's place on the track, its moved state.
type shellState int8

const (
	plain     shellState = iota
	moved                // carried by the last card
	movedMain            // the turtle the last card named
	ghost                // where a refused card meant to take it
	ghostTop             // the top one of those, the large cross on it
)

// Picture draws the track from the start to the finish, row by row, each
// square with its tower bottom to top and the start with its turtles
// apart; the turtles in their colours, each with its letter, ownerless
// ones hatched; the last card's turtle and its riders outlined and an
// arrow from the square they left; a legend, the winner once there is one.
func (r *race) Picture(w referee.Words, v referee.View) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, nil, false) })
}

// PictureRefused draws the position with a card it refused: a dashed arrow
// in the refused ink where the card meant to take its turtle, and the
// turtles it would have carried drawn as ghosts there.
func (r *race) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	m, ok := mv.(move)
	if !ok || m.kind == passMove {
		return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, nil, true) })
	}
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, &m, true) })
}

// picture draws the race with a refused card when refused is given;
// refusing: the position before a refused entry, drawn or not (a pass).
func (r *race) picture(w referee.Words, v referee.View, refused *move, refusing bool) *picture.Picture {
	d := r.draw()
	width := picture.LayoutWidth(v)
	tr := trackFor(width, len(d.squares))
	title := w.Say(PictureTitle{When: referee.WhenShown(r.moves, refused != nil, false)})
	g := picture.Group()
	back := picture.Group()
	last := len(d.squares) - 1
	finishLines := r.drawSquares(back, d, tr, w)
	// The last card's marks and a refused card's are drawn over the
	// turtles; beside a refusal the last card's are faint
	// (picture.LastFaint, set by the picture), so that the refused card
	// is the one thing in full ink.
	var marks []*picture.Node
	lastRight := false // the last card's arrow comes into its square from the right
	focus := r.drawTurtles(g, d, tr, w)
	if len(d.moved) > 0 && d.from != d.to {
		// Beside a refused arrow the last move's leaves and reaches its
		// squares left of their middles, the refused one right: two
		// arrows into one square never share a head.
		aside := 0.0
		if refused != nil {
			aside = -pApart
		}
		route := tr.route(d.from, d.to, pLastY, aside)
		if refused != nil && r.intoLast(d, *refused) {
			route, lastRight = tr.lastBeside(route, d.to)
		}
		marks = append(marks, picture.LastArrow(route, picture.LastWidth))
	}
	var notes []string
	var keys []picture.KeyLine
	var drawn []*picture.Node
	if refused != nil {
		lastTo := -1
		if len(d.moved) > 0 && d.from != d.to {
			lastTo = d.to
		}
		drawn = r.refusal(d, tr, *refused, lastTo, lastRight, w)
	}
	switch {
	case len(drawn) > 0:
		g.Add(focus)
		marks = append(marks, drawn[:len(drawn)-1]...)
		marks = append(marks, picture.Focus(drawn[len(drawn)-1]))
		// A card that takes its turtle nowhere is a ring, no arrow and no
		// cross: the key says so (its usual line promised a cross).
		// A card onto the start draws no ghost, only its cross.
		key := picture.KeyLine{Sample: picture.SampleRefused(true), Text: w.Say(keyGhost)}
		switch {
		case r.refusedInPlace(*refused):
			key = picture.KeyLine{Sample: picture.SampleRing(), Text: w.Say(keyRingOnly)}
		case r.square[refused.colour]+refused.step <= 0:
			key = picture.KeyLine{Sample: picture.SampleRefused(false), Text: w.Say(keyRefused)}
		}
		keys = append(keys, key)
	default:
		g.Add(picture.Focus(focus))
	}
	_, y := tr.where(last)
	y = r.drawLegend(back, d, width, y+tr.stack()+pLabel+3.6+float64(finishLines-1)*2.9, w)
	if len(d.moved) > 0 {
		// The sample as faint as the marks it stands for: beside a
		// refused card the picture draws the last card's faint, and a full
		// black sample named marks not drawn.
		sample := picture.SampleLast()
		if refusing {
			sample = picture.Group(sample).Set("opacity", picture.LastFaint)
		}
		keys = append(keys, picture.KeyLine{Sample: sample, Text: w.Say(KeyLast{Turtle: d.moved[0], Riders: d.moved[1:]})})
	}
	notes = append(notes, w.Say(d.status))
	if m, ok := referee.Winners(r.Outcome(), r.names); ok {
		notes = append(notes, w.Say(m))
	}
	keyed, y := picture.Keys(pMargin, y, width-2*pMargin, 3.3, 0.6, keys)
	for _, k := range keyed {
		g.Add(k.Share())
	}
	paras, y := picture.Notes(pMargin, y, width-2*pMargin, 3.3, 0.6, notes)
	for _, p := range paras {
		g.Add(p.Share())
	}
	p := picture.New(width, y+pMargin-2, title, r.describe(w, d))
	if d.player != "" {
		p.Last = w.Say(LastCaption{Player: d.player, Card: d.card})
	}
	p.Mark(marks...)
	p.Back(back)
	p.BackKey(fmt.Sprint(r.track, d.known, d.owner, r.names))
	p.Add(g)
	return p
}

// drawSquares draws the squares, each with its number, the start and the
// finish named, and the track's turns round the rows' ends; it returns
// the lines of the finish's label.
func (r *race) drawSquares(back *picture.Node, d drawing, tr track, w referee.Words) (finishLines int) {
	last := len(d.squares) - 1
	for sq, s := range d.squares {
		x, y := tr.where(sq)
		box := picture.Rect(x+0.4, y, pCell-0.8, tr.stack()).Fill("#ffffff").Stroke("#555555", 0.3)
		if sq == 0 || sq == last {
			box.Fill("#eeeeee")
		}
		label := strconv.Itoa(sq)
		switch sq {
		case 0:
			label = w.Say(pictureStart)
		case last:
			label = w.Say(FinishLabel{N: sq})
		}
		// A label too wide for its square («10 финиш») takes two lines:
		// only the finish's can, the last square, with nothing under it.
		lines := picture.Wrap(label, picture.Small, pCell-0.4)
		if sq == last {
			finishLines = len(lines)
		} else {
			lines = lines[:1]
		}
		back.Add(box.Tip(w.Say(s.label)))
		back.Add(picture.Lines(x+pCell/2, y+tr.stack()+2.9, picture.Small, 2.9, "middle", lines)...)
	}
	// The track goes on round each row's end: an arrow from the row's last
	// square round into the next row's first, its head showing which way
	// the next row runs (a dashed line floating beside the rows, touching
	// neither square, left the right-to-left row a puzzle).
	for row := 0; row < last/tr.perRow; row++ {
		back.Add(picture.Arrow(tr.turn(row), "#777777", 0.45))
	}
	return finishLines
}

// drawTurtles draws the turtles in their towers, on the start apart, and
// returns the one the last card named, not yet drawn: it goes in focus.
func (r *race) drawTurtles(g *picture.Node, d drawing, tr track, w referee.Words) (focus *picture.Node) {
	for sq, s := range d.squares {
		x, y := tr.where(sq)
		for i, t := range s.turtles {
			state := plain
			if m, first := d.isMoved(t); m {
				state = moved
				if first {
					state = movedMain
				}
			}
			cx, cy, cw, ch := tr.chip(sq, x, y, i)
			shell := picture.Place(r.shell(d, t, cw, ch, state, w), cx, cy).Tip(w.Say(t))
			if state == movedMain {
				focus = shell
				continue
			}
			g.Add(shell)
		}
	}
	return focus
}

// drawLegend draws the legend from y down: each turtle and whose it is,
// in as many columns as the longest line lets fit, and what a turtle of
// nobody's is when there is one; it returns the y below it.
func (r *race) drawLegend(back *picture.Node, d drawing, width, y float64, w referee.Words) float64 {
	if !d.known {
		// Whose turtle is whose is hidden till the finish: one line for
		// the five, not «— owner unknown» five times, the
		// turtles' shells in a row at its left.
		for t := Turtle(0); t < numTurtles; t++ {
			back.Add(picture.Place(r.shell(d, t, 8, pTall-0.5, plain, w), pMargin+float64(t)*9, y-3.2).Tip(w.Say(t)))
		}
		x, ty := pMargin+float64(numTurtles)*9+1, y
		if width-pMargin-x < 40 {
			// A narrow picture: the line under the shells.
			x, ty = pMargin, y+5.6
		}
		para, next := picture.Paragraph(x, ty, picture.Small, 3.3, picture.Wrap(w.Say(ownersSecret), picture.Small, width-pMargin-x))
		back.Add(para)
		return max(next-3.3+4.1, y+5.6-1.5)
	}
	legend := make([]string, numTurtles)
	widest := 0.0
	neutral := false
	for t := Turtle(0); t < numTurtles; t++ {
		l := Legend{Turtle: t}
		switch {
		case d.known && d.owner[t] >= 0:
			l.Player = r.names[d.owner[t]]
		case d.known:
			l.Nobodys, neutral = true, true
		}
		legend[t] = w.Say(l)
		widest = max(widest, picture.TextWidth(legend[t], picture.Small))
	}
	cols := 3
	for cols > 1 && 9.5+widest > (width-2*pMargin)/float64(cols)-1.5 {
		cols--
	}
	colW := (width - 2*pMargin) / float64(cols)
	for t := Turtle(0); t < numTurtles; t++ {
		x := pMargin + float64(int(t)%cols)*colW
		ly := y + float64(int(t)/cols)*5.6
		back.Add(picture.Place(r.shell(d, t, 8, pTall-0.5, plain, w), x, ly-3.2).Tip(w.Say(t)),
			picture.Text(x+9.5, ly, picture.Small, "", picture.Clip(legend[t], picture.Small, colW-11)))
	}
	y += float64((int(numTurtles)+cols-1)/cols)*5.6 - 1.5
	if neutral {
		para, next := picture.Paragraph(pMargin, y, picture.Small, 3.3, picture.Wrap(w.Say(keyNobodys), picture.Small, width-2*pMargin))
		back.Add(para)
		y = next + 0.6
	}
	return y
}

// where is the top-left corner of a square's box: rows of the track's
// width, snaking.
func (tr track) where(sq int) (x, y float64) {
	row, col := sq/tr.perRow, sq%tr.perRow
	if row%2 == 1 {
		col = tr.perRow - 1 - col
	}
	return tr.side + float64(col)*pCell, pTop + pLane + float64(row)*tr.pitch()
}

// chip is where the i-th turtle from the bottom of square sq, its box's
// top left at (x, y), is drawn, and how big: in a tower one on another;
// on the start as wide, from the same foot, but a little lower and a gap
// apart, as they stand apart there and carry none. Two columns of
// half-wide chips on the start had room for one end's colour mark only
// and read as cut off, and hung from the square's top while every tower
// stood on its foot.
func (tr track) chip(sq int, x, y float64, i int) (cx, cy, w, h float64) {
	if sq != 0 {
		return x + 1.3, tr.towerY(y, i), pCell - 2.6, tr.shell - 0.5
	}
	h = tr.shell - startLower
	return x + 1.3, tr.towerY(y, 0) + tr.shell - 0.5 - h - float64(i)*(h+startGap), pCell - 2.6, h
}

// On the start a turtle is startLower shorter than in a tower and
// startGap from the next: five of them fill the square as a tower of
// five does, the gaps more than twice a tower's.
const (
	startLower = 0.85
	startGap   = 1.1
)

// towerY is the top of the i-th turtle from the bottom of a tower.
func (tr track) towerY(boxTop float64, i int) float64 {
	return boxTop + tr.stack() - 0.8 - float64(i+1)*tr.shell
}

// sideX is where the track goes round the end of a row into the next: on
// the right after a row run left to right, on the left after the other.
func (tr track) sideX(row int) float64 {
	if row%2 == 0 {
		return tr.side + float64(tr.perRow)*pCell + tr.side/2
	}
	return tr.side / 2
}

// turn is the way the track goes round the end of a row into the next:
// out of the side of the row's last square, round the row's end and into
// the side of the next row's first square, the same side.
func (tr track) turn(row int) []picture.Point {
	x, y := tr.where(row*tr.perRow + tr.perRow - 1)
	_, next := tr.where((row + 1) * tr.perRow)
	edge, side := x+pCell-0.4, tr.sideX(row)
	if row%2 == 1 {
		edge = x + 0.4
	}
	return []picture.Point{{X: edge, Y: y + tr.stack()/2}, {X: side, Y: y + tr.stack()/2}, {X: side, Y: next + tr.stack()/2}, {X: edge, Y: next + tr.stack()/2}}
}

// route is the way a move's arrow goes from square a to square b: up from
// a into a lane lane millimetres above its row (pLastY, pRefY), along it
// (round the row's end when the move changes rows) and down onto b,
// leaving and reaching the squares aside of their middles. A refused
// move's lane is higher and its way round a row's end inside the last
// move's, so that the two never run on one line.
func (tr track) route(a, b int, lane, aside float64) []picture.Point {
	ax, ay := tr.where(a)
	bx, by := tr.where(b)
	ax, bx = ax+pCell/2+aside, bx+pCell/2+aside
	laneA, laneB := ay-lane, by-lane
	pts := []picture.Point{{X: ax, Y: ay - 0.6}, {X: ax, Y: laneA}}
	if ra, rb := a/tr.perRow, b/tr.perRow; ra != rb {
		side, in := tr.sideX(min(ra, rb)), 0.0
		if lane > pLastY {
			in = 1.4
		}
		if side > tr.side {
			side -= in
		} else {
			side += in
		}
		pts = append(pts, picture.Point{X: side, Y: laneA}, picture.Point{X: side, Y: laneB})
	}
	return append(pts, picture.Point{X: bx, Y: laneB}, picture.Point{X: bx, Y: by - 0.8})
}

// refusedInPlace says whether a refused card would take its turtle
// nowhere (a backward card on the start): drawn as a ring round it.
func (r *race) refusedInPlace(m move) bool {
	t := m.colour
	if t < 0 || t >= numTurtles {
		return false
	}
	from := r.square[t]
	return max(0, min(from+m.step, r.track)) == from
}

// refusal draws a refused card: a dashed arrow in the refused ink from its
// turtle's square to where the card meant to take it, and there, on the
// tower, the turtles it would have carried as ghosts; a card that would
// take its turtle nowhere (a backward card on the start) rings the turtle
// it named. The last shape is the one to keep in view. lastRight: the
// last card's arrow comes into its square from the right. lastTo is the
// square the last card's arrow ends on (-1: none drawn).
func (r *race) refusal(d drawing, tr track, m move, lastTo int, lastRight bool, w referee.Words) []*picture.Node {
	t := m.colour
	if t < 0 || t >= numTurtles {
		return nil
	}
	from := r.square[t]
	to := max(0, min(from+m.step, r.track))
	if r.refusedInPlace(m) {
		// Where the turtle stands: on the start apart, else in its tower.
		x, y := tr.where(from)
		for i, x2 := range d.squares[from].turtles {
			if x2 != t {
				continue
			}
			rx, ry, rw, rh := tr.chip(from, x, y, i)
			ring := func() *picture.Node {
				return picture.Rect(rx-1, ry-1, rw+2, rh+2).Set("rx", "2.2")
			}
			// The ring heavy and dashed, haloed in white, and a large
			// cross in the free room of the square, under the turtles on
			// the square, over its turtles: beside them, over none
			// (a thin ring round a chip was the quietest mark of the
			// picture; at its corner the cross lay over
			// the turtle beside it).
			const badgeR = picture.MarkMin / 2
			_, top, _, _ := tr.chip(from, x, y, len(d.squares[from].turtles)-1)
			bx, by := rx+rw/2, top-1-badgeR
			mark := picture.Group(ring().Fill("none").Stroke("#ffffff", picture.RefusedWidth+0.6),
				ring().Fill("none").Stroke(picture.Refused, picture.RefusedWidth*0.8).Set("stroke-dasharray", picture.RefusedHeavyDash),
				picture.Place(picture.RefusedBadge(badgeR), bx, by))
			return []*picture.Node{mark}
		}
		return nil
	}
	if to == 0 {
		route := tr.route(from, to, pRefY, pApart)
		end := route[len(route)-1]
		out := []*picture.Node{picture.RefusedArrow(route, picture.RefusedWidth)}
		return append(out, picture.Place(picture.RefusedBadge(picture.MarkMin/2), end.X+2.6, end.Y-1.2))
	}
	// The turtle and those above it, on top of the tower it meant to reach.
	var carried []Turtle
	for i, x := range d.squares[from].turtles {
		if x == t {
			carried = d.squares[from].turtles[i:]
		}
	}
	if from == 0 {
		carried = []Turtle{t}
	}
	x, y := tr.where(to)
	base := len(d.squares[to].turtles)
	ghosts := picture.Group()
	// The ghosts stand a little above the tower, clear of the outline of
	// a turtle the last card moved (lower, the ghost sat on it).
	const lift = 0.6
	top := tr.towerY(y, base) - lift
	n := min(len(carried), 5-base)
	for i, c := range carried[:max(n, 0)] {
		top = tr.towerY(y, base+i) - lift
		state := ghost
		if i == n-1 {
			state = ghostTop
		}
		ghosts.Add(picture.Place(r.shell(d, c, pCell-2.6, tr.shell-0.5, state, w), x+1.3, top))
	}
	// The large cross at the top ghost's right end, beside its letter,
	// not on it, and below the arrow's head (on it, the cross ate the
	// ghost's end); at least picture.MarkMin across.
	// Inside the square (at its right end the cross stood out
	// past the finish's edge): above the ghosts where the square has
	// room, else at their right end.
	const badgeR = picture.MarkMin / 2
	bx := x + pCell - 1.4
	by := max(top+(tr.shell-0.5)/2, y+badgeR+0.4)
	if above := top - 0.8 - badgeR; above-badgeR > y+0.6 {
		bx, by = x+pCell-badgeR-0.8, above
	}
	route := tr.route(from, to, pRefY, pApart)
	if to == lastTo && n > 0 {
		// The last card's arrow comes down onto this square too: the
		// refused one, in its higher lane, comes down inside the square
		// beside its middle onto the top ghost (two heads side by side on
		// the square's top edge had to be told apart by their ink; in from
		// the side, it ran down the border between two squares, across
		// the last card's arrow). The last card's head stops on the side
		// it comes from (lastBeside), the refused arrow beyond it, the
		// cross under that head, clear of both lines.
		route = tr.downInto(route, to, top-0.3, lastRight)
		if above := top - 0.8 - badgeR; above-badgeR > y+0.6 {
			bx, by = x+0.7+badgeR, above
			if lastRight {
				bx = x + pCell - 0.7 - badgeR
			}
		}
	}
	badge := picture.Place(picture.RefusedBadge(badgeR), bx, by)
	out := []*picture.Node{picture.RefusedArrow(route, picture.RefusedWidth)}
	return append(out, picture.Group(ghosts, badge))
}

// intoLast says whether refused card m's arrow comes down onto the
// square the last card's arrow does, onto ghosts drawn there: the two
// arrows then share the square (refusal).
func (r *race) intoLast(d drawing, m move) bool {
	t := m.colour
	if t < 0 || t >= numTurtles || len(d.moved) == 0 || d.from == d.to || r.refusedInPlace(m) {
		return false
	}
	to := max(0, min(r.square[t]+m.step, r.track))
	return to != 0 && to == d.to && len(d.squares[to].turtles) < 5
}

// Into a square both arrows come down onto (downInto, lastBeside): the
// refused one refusedIn beside its middle, away from the side the last
// card's comes from, the last card's head lastGap nearer that side, so
// that neither runs across the other.
const (
	refusedIn = 1.0
	lastGap   = pApart + 0.8
)

// downInto is a refused route into square sq, the last card's too: along
// its lane to refusedIn beside the square's middle (right of it unless
// the last card's arrow comes from the right) and down into the square,
// its tip at y.
func (tr track) downInto(route []picture.Point, sq int, y float64, lastRight bool) []picture.Point {
	if len(route) < 3 {
		return route
	}
	x, _ := tr.where(sq)
	mid := x + pCell/2 + refusedIn
	if lastRight {
		mid = x + pCell/2 - refusedIn
	}
	pts := append([]picture.Point(nil), route[:len(route)-2]...)
	lane := route[len(route)-2].Y
	return append(pts, picture.Point{X: mid, Y: lane}, picture.Point{X: mid, Y: y})
}

// lastBeside is the last card's route into square sq, which a refused
// arrow also comes down into (downInto): its head stops lastGap from the
// refused arrow on the side it comes from, so that its lane never runs
// across the refused arrow's way down; right says it comes from the right.
func (tr track) lastBeside(route []picture.Point, sq int) (out []picture.Point, right bool) {
	n := len(route)
	if n < 3 {
		return route, false
	}
	x, _ := tr.where(sq)
	end := x + pCell/2 + refusedIn - lastGap
	if right = route[n-3].X > route[n-1].X; right {
		end = x + pCell/2 - refusedIn + lastGap
	}
	out = append([]picture.Point(nil), route...)
	out[n-2].X, out[n-1].X = end, end
	return out, right
}

// shell is one turtle drawn at (0, 0), w wide: a rounded shell in its
// colour with its letter, a hatch when it is nobody's, a heavy outline
// when the last card moved it (a double one for the turtle the card
// named), dashed red with no fill for a ghost.
func (r *race) shell(d drawing, t Turtle, w, h float64, state shellState, words referee.Words) *picture.Node {
	shape := func() *picture.Node { return picture.Rect(0, 0, w, h).Set("rx", "1.6") }
	letter := words.Say(letters[t])
	size := min(pLetter, h*0.8)
	// On a narrow shell (the start's) the letter leaves its marks 1.5 mm.
	if lw := picture.BoldWidth(letter, size); w-lw-0.5 < 1.5 {
		size = max(picture.Small, size*(w-0.5-1.5)/lw)
	}
	// The colour's marks at both ends of a shell of a tower, at the left
	// end only of a narrow one (on the start), the letter beside them.
	lw := picture.BoldWidth(letter, size)
	tx := w / 2
	var at []float64
	var k float64
	if end := (w - lw) / 2; end >= 1.5 {
		at, k = []float64{end / 2, w - end/2}, min(1, (end-0.35)/1.3)
	} else {
		room := w - lw - 0.5
		at, k, tx = []float64{0.3 + room/2}, min(1, (room-0.2)/1.3), 0.3+room+lw/2
	}
	if state == ghost || state == ghostTop {
		g := picture.Group(picture.Boxed(picture.Group(picture.Ghost(shape), shellMarks(t, at, h/2, k, picture.Refused)), picture.Text(tx, h/2+size*0.36, size, "middle", letter).Bold().Fill(picture.Refused)))
		if state == ghost {
			// The top ghost bears the large cross instead.
			g.Add(picture.Place(picture.RefusedCross(h*0.3), w, 0))
		}
		return g
	}
	g := picture.Group(shape().Fill(turtleFill[t]).Stroke("#000000", 0.25))
	if d.known && d.owner[t] < 0 {
		g.Add(picture.Texture(shape, "hatch"))
	}
	g.Add(shellMarks(t, at, h/2, k, turtleInk[t]))
	switch state {
	case moved:
		g.Add(shape().Fill("none").Stroke("#000000", 0.7))
	case movedMain:
		// A frame in the last move's ink, cased in white, as the last
		// move's arrow is: the same for every turtle (a yellow
		// frame round a yellow turtle vanished).
		// It keeps within the gap to the next turtle of a tower but half
		// a millimetre.
		frame := func() *picture.Node { return picture.Rect(-0.5, -0.5, w+1, h+1).Set("rx", "2") }
		g.Add(shape().Fill("none").Stroke("#000000", 0.7),
			picture.LastMarks(frame().Fill("none").Stroke(picture.LastCasing, 1.0),
				frame().Fill("none").Stroke(picture.LastInk, 0.55)))
	}
	return picture.Solid(picture.Boxed(g, picture.Text(tx, h/2+size*0.36, size, "middle", letter).Bold().Fill(turtleInk[t])))
}

// shellMarks are the marks of turtle t's colour, centred at each x of at
// on the line y = cy, k times their full size, in the letter's ink: red a
// dot, yellow a ring, green a cross, blue a flat bar, purple two dots one
// over the other. Red and green, blue and purple are one colour to many a
// colour-blind reader (deuteranopia, protanopia) and to a grey printer;
// the marks tell them apart where only the letters did.
func shellMarks(t Turtle, at []float64, cy, k float64, ink string) *picture.Node {
	g := picture.Group().Fill(ink).Set("class", "marks")
	for _, cx := range at {
		switch t {
		case Red:
			g.Add(picture.Circle(cx, cy, 0.55*k))
		case Yellow:
			g.Add(picture.Circle(cx, cy, 0.45*k).Fill("none").Stroke(ink, 0.3*k))
		case Green:
			c := 0.55 * k
			g.Add(picture.Path(new(picture.D).M(cx-c, cy-c).L(cx+c, cy+c).M(cx-c, cy+c).L(cx+c, cy-c)).Fill("none").Stroke(ink, 0.4*k))
		case Blue:
			g.Add(picture.Rect(cx-0.6*k, cy-0.25*k, 1.2*k, 0.5*k))
		case Purple:
			g.Add(picture.Circle(cx, cy-0.55*k, 0.4*k), picture.Circle(cx, cy+0.55*k, 0.4*k))
		}
	}
	return g
}

// describe is the position in words: each square's stack, then the last
// card and what is due.
func (r *race) describe(w referee.Words, d drawing) string {
	var on []Standing
	for _, s := range d.squares {
		if len(s.turtles) > 0 {
			on = append(on, Standing{Turtles: s.turtles, Square: s.label})
		}
	}
	out := w.Say(Description{Standing: on})
	if len(d.moved) > 0 {
		out += " " + w.Say(LastCard{Turtle: d.moved[0], Riders: riders(d.moved[1:]), From: FromSquare(r.squareOf(d.from)), To: ToSquare(r.squareOf(d.to))})
	}
	out += " " + w.Say(d.status)
	if m, ok := referee.Winners(r.Outcome(), r.names); ok {
		out += " " + w.Say(m)
	}
	return out
}
