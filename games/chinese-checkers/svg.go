package chinesecheckers

import (
	"math"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The star's geometry, in millimetres.
const (
	ccMargin   = 2.0
	ccMaxPitch = 7.9 // neighbouring holes on an A5 page
	ccPoint    = 2.3 // a point's number, in a ring
	holeFill   = "#e6e6e6"
	holeInk    = "#505050" // a hole's label: 5.9:1 on its fill
)

// What the empty holes show (the view's `holes`).
const (
	showPlaces  = iota // the place in the row: the 8 of e8 (the default)
	showNames          // the whole name, e8
	showNumbers        // the hole's number, 0–120
	showNothing
	showUnknown // a value the flag does not take: nothing, and a note
)

// holesShown reads the view's `holes`.
func holesShown(value string) int {
	switch notation.Fold(strings.TrimSpace(value)) {
	case "", "places", "места":
		return showPlaces
	case "names", "имена":
		return showNames
	case "numbers", "номера":
		return showNumbers
	case "none", "нет":
		return showNothing
	}
	return showUnknown
}

// star is the star laid out for a width: the pitch of its holes, the
// radii of a piece and of an empty hole, where its left column and its
// top row are. Empty holes and pieces are as large as their labels need
// (Small): on a phone's width the holes are a little closer together.
type star struct {
	pitch, piece, hole float64
	x0, top            float64
	width              float64
}

// starFor lays the star out for a picture width wide whose holes show
// labels of the widest given (a place, «13»; a name, «e10»).
func starFor(width float64, widest string) star {
	// The smallest hole that holds the label, and a piece that holds a
	// letter; the star's rows at their widest are 12 pitches and a piece,
	// with the row letters at the left and as much room at the right.
	hole := 2.0
	if widest != "" {
		hole = max(hole, picture.TextWidth(widest, picture.Small)/picture.Sqrt2+0.08)
	}
	letter := picture.TextWidth("m", picture.Small) + 0.8
	pitch := ccMaxPitch
	for range 3 {
		piece := max(hole, min(3.1, pitch*0.39))
		pitch = min(ccMaxPitch, (width-2*ccMargin-2*letter-2*piece)/12)
		pitch = max(pitch, 2*max(hole, 2.1)+0.7)
	}
	s := star{pitch: pitch, piece: max(hole, min(3.1, pitch*0.39))}
	s.hole = max(hole, min(s.piece, pitch*0.32))
	s.width = max(width, 12*pitch+2*s.piece+2*letter+2*ccMargin)
	dx := pitch / 2
	s.x0 = (s.width - float64(numCols-1)*dx) / 2
	s.top = picture.Head + 1.2 + 2*ccPoint + 1 + s.piece
	return s
}

// at is where a hole is drawn.
func (s star) at(h hole) (x, y float64) {
	return s.x0 + float64(holeCol[h])*s.pitch/2, s.top + float64(holeRow[h])*s.pitch*math.Sqrt(3)/2
}

// Picture draws the star of 121 holes with the board's lines, the pieces
// in their players' inks and marks, the number of each point at its tip,
// the row letters at the left, and in every empty hole its place in the
// row (with the view `holes`: its name, its number, or nothing); the last
// move's whole chain as a translucent arrow from its start, under the
// pieces and the holes it crosses, so that their letters and labels read. A legend of players follows, in the text board's
// words.
func (g *game) Picture(w referee.Words, v referee.View) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return g.picture(w, v, -1, nil) })
}

// PictureRefused draws the position with a move it refused: a dashed arrow
// in the refused ink through the holes as written, and a ghost of the piece
// where the move meant to end.
func (g *game) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	m, ok := mv.(*move)
	if !ok || m.pass || len(m.path) < 2 {
		return picture.ForScreen(v, func(v referee.View) *picture.Picture { return g.picture(w, v, actor, nil) })
	}
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return g.picture(w, v, actor, m.path) })
}

func (g *game) picture(w referee.Words, v referee.View, actor int, refused []hole) *picture.Picture {
	d := g.draw()
	shown := holesShown(v["holes"])
	label := func(h hole) string {
		switch shown {
		case showPlaces:
			return itoa(int(h-rowStart[holeRow[h]]) + 1)
		case showNames:
			return h.String()
		case showNumbers:
			return itoa(int(h))
		}
		return ""
	}
	widest := map[int]string{showPlaces: "13", showNames: "e10", showNumbers: "120"}[shown]
	s := starFor(picture.LayoutWidth(v), widest)
	width := s.width
	// The legend and the notes: under the star, or beside it in the wide
	// layout, where the star is the phone's and the words take the rest
	// of the width (a six-player legend under the star made a picture
	// twice as tall as wide, shrunk on a desktop to a third of its room).
	keyX, keyW := ccMargin, width-2*ccMargin
	if picture.IsWide(v) {
		s = starFor(picture.Screen, widest)
		width = max(picture.MaxWidth, s.width+40)
		keyX, keyW = s.width+2, width-s.width-2-ccMargin
	}
	title := w.Say(PictureTitle{When: referee.When(g.moves)})
	out := picture.Group()
	back := picture.Group()
	// The lines of the board: each hole to its east, south-east and
	// south-west neighbours.
	lines := new(picture.D)
	for h := range hole(numHoles) {
		x, y := s.at(h)
		for _, dir := range []int{0, 1, 2} {
			if n := neighbour[h][dir]; n != noHole {
				nx, ny := s.at(n)
				lines.M(x, y).L(nx, ny)
			}
		}
	}
	back.Add(picture.Path(lines).Fill("none").Stroke("#bbbbbb", 0.3))
	// The numbers of the points: above the top tip and below the bottom
	// one; above or below the tips of the side points, where the star
	// leaves room (outward from them the page may end).
	for p, tip := range [7]hole{1: 0, 2: 22, 3: 110, 4: 120, 5: 98, 6: 10} {
		if p == 0 {
			continue
		}
		x, y := s.at(tip)
		off := s.piece + 1 + ccPoint
		if p >= 3 && p <= 5 {
			y += off
		} else {
			y -= off
		}
		back.Add(picture.Boxed(picture.Circle(x, y, ccPoint).Fill("#ffffff").Stroke("#555555", 0.3),
			picture.Text(x, y+0.86, picture.Small, "middle", itoa(p)).Bold()))
	}
	// Row letters on the left of each row.
	letters := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "end").Fill("#555555")
	for r := range numRows {
		x, y := s.at(rowStart[r])
		letters.Add(picture.Label(x-s.piece-0.8, y+0.86, string(rune('a'+r))))
	}
	back.Add(letters)
	// Every hole, a piece or not: a piece covers its hole. A hole is
	// grey, a piece white or coloured, outlined in black: the sixth
	// player's white pieces are not taken for empty holes.
	labelSize := picture.Small
	for h := range hole(numHoles) {
		x, y := s.at(h)
		ring := picture.Circle(x, y, s.hole).Fill(holeFill).Stroke("#9a9a9a", 0.25).Tip(h.String())
		if l := label(h); l != "" {
			back.Add(picture.Boxed(ring, picture.Text(x, y+labelSize*0.36, labelSize, "middle", l).Fill(holeInk)))
		} else {
			back.Add(ring)
		}
	}
	// The last move: a dashed ring where the piece stood, a translucent
	// arrow through every landing; the refused move: a dashed arrow in the
	// refused ink and a ghost where it meant to end (onto a piece, a ring
	// and a cross over it instead, refusedOnto). The arrows lie under
	// the pieces, and the empty holes they cross are drawn over them again,
	// so that no line runs through a letter or a hole's label.
	crossed := map[hole]bool{}
	var focus *picture.Node
	if len(d.last) > 1 {
		out.Add(s.chain(d.last, false))
		for h := range s.crossed(d.last) {
			crossed[h] = true
		}
		x, y := s.at(d.last[len(d.last)-1])
		focus = picture.Circle(x, y, s.piece).Fill("none")
	}
	if len(refused) > 1 {
		out.Add(s.chain(refused, true))
		for h := range s.crossed(refused) {
			crossed[h] = true
		}
		mark := ""
		switch from := refused[0]; {
		case from >= 0 && int(from) < numHoles && d.owner[from] >= 0:
			mark = string(d.marks[d.owner[from]])
		case actor >= 0 && actor < len(d.marks):
			mark = string(d.marks[actor])
		}
		if end := refused[len(refused)-1]; end >= 0 && int(end) < numHoles {
			x, y := s.at(end)
			if d.owner[end] >= 0 {
				// A piece stands there: ring it rather than hide it, and
				// cross it, so that the ring reads as the move refused, not
				// as a mark of the piece that stands there.
				focus = picture.Place(refusedOnto(s.piece), x, y)
			} else {
				focus = picture.Place(picture.GhostPiece(s.piece, mark), x, y)
			}
		}
	}
	// Each player's pieces, one group a player: a player's group stays as
	// it was until they move, so a page draws it once for those positions.
	// A player named as a colour («Белые») plays in it.
	inks := picture.InksFor(g.names)
	for p := range g.names {
		pieces := picture.Group()
		sym := picture.Piece(s.piece, inks[p], string(d.marks[p]))
		for h := range hole(numHoles) {
			if int(d.owner[h]) == p {
				x, y := s.at(h)
				pieces.Add(picture.Place(sym, x, y))
			}
		}
		out.Add(pieces.Share())
	}
	// Each hole drawn again is a placed symbol, one a label: a page draws
	// a hole a move crossed in a few bytes, not its whole ring and label.
	over := picture.Group()
	holes := map[string]*picture.Node{}
	for h := range hole(numHoles) {
		if !crossed[h] || d.owner[h] >= 0 {
			continue
		}
		l := label(h)
		sym, ok := holes[l]
		if !ok {
			sym = picture.Circle(0, 0, s.hole).Fill(holeFill).Stroke("#9a9a9a", 0.25)
			if l != "" {
				sym = picture.Boxed(sym, picture.Text(0, labelSize*0.36, labelSize, "middle", l).Fill(holeInk))
			}
			holes[l] = sym
		}
		x, y := s.at(h)
		over.Add(picture.Place(sym, x, y))
	}
	out.Add(over)
	out.Add(picture.Focus(focus))
	// The legend, the notes and what is due, in the text board's words.
	_, y := s.at(120)
	y += s.piece + 1 + 2*ccPoint + 4.5
	starFoot := y - 4.5 + ccMargin
	if keyX > ccMargin {
		y = s.top - s.piece + 2.5
	}
	// The legend is one shared part of shared lines: it changes only when
	// a piece reaches its target, so most positions of a page draw it
	// with one use, not one a player.
	legend := picture.Group()
	for p, l := range d.legend {
		// The mark is drawn as a piece before the line.
		text := w.Say(l)
		para, next := picture.Paragraph(keyX+6.5, y, picture.Small, 3.3, picture.Wrap(text, picture.Small, keyW-6.5))
		legend.Add(picture.Group(picture.Place(picture.Piece(2.3, inks[p], string(d.marks[p])), keyX+2.4, y-0.9), para).Share())
		y = next + 1
	}
	out.Add(legend.Share())
	var notes []string
	if shown == showUnknown {
		notes = append(notes, w.Say(BadHolesFlag{Value: notation.Clip(strings.TrimSpace(v["holes"]))}))
	}
	if len(refused) > 1 {
		notes = append(notes, w.Say(referee.Term("picture.key-refused")))
	}
	for _, n := range d.notes {
		notes = append(notes, strings.Join(strings.Fields(w.Say(n)), " "))
	}
	if len(d.last) > 1 {
		notes = append(notes, w.Say(LastMoveKey{Player: g.names[d.mover], Path: pathString(d.last)}))
	}
	notes = append(notes, w.Say(d.status))
	if m, ok := referee.Winners(g.Outcome(), g.names); ok && !g.decided() {
		// While places are still played for, the status names no winner.
		notes = append(notes, w.Say(m))
	}
	paras, y := picture.Notes(keyX, y, keyW, 3.3, 0.6, notes)
	for _, p := range paras {
		out.Add(p.Share())
	}
	p := picture.New(width, max(y+ccMargin, starFoot), title, g.describe(w, d))
	p.Back(back)
	p.BackKey("holes " + itoa(shown) + " " + picture.Fmt(s.pitch))
	p.Add(out)
	return p
}

// chain is a move's path: for the last move, a dashed ring where the
// piece stood, a translucent arrow through every landing, stopping at the
// last piece's rim so that the head shows over it; for a refused one, a
// dashed arrow in the refused ink. The holes drawn over it mark the
// landings.
func (s star) chain(path []hole, refused bool) *picture.Node {
	pts := make([]picture.Point, 0, len(path))
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return nil
		}
		x, y := s.at(h)
		pts = append(pts, picture.Point{X: x, Y: y})
	}
	g := picture.Group()
	trimmed := append([]picture.Point(nil), pts...)
	a, b := trimmed[len(trimmed)-2], trimmed[len(trimmed)-1]
	if l := math.Hypot(b.X-a.X, b.Y-a.Y); l > s.piece {
		trimmed[len(trimmed)-1] = picture.Point{X: b.X - (b.X-a.X)/l*s.piece, Y: b.Y - (b.Y-a.Y)/l*s.piece}
	}
	if refused {
		return g.Add(picture.RefusedArrow(trimmed, 0.6))
	}
	// A trail a little wider than the pieces, which shows around them.
	g.Add(picture.LastTrail(pts, 2*s.piece+1.2))
	g.Add(picture.Place(picture.Circle(0, 0, s.piece).Fill("none").Stroke("#000000", 0.5).Set("stroke-dasharray", "1 0.8"), pts[0].X, pts[0].Y))
	return g.Add(picture.LastArrow(trimmed, 0.7))
}

// crossed lists the holes a path's line passes over: each hole it starts,
// lands or ends on and each one it hops over, on a line of the board.
func (s star) crossed(path []hole) map[hole]bool {
	out := map[hole]bool{}
	lines := starLines()
	for i, h := range path {
		if h < 0 || int(h) >= numHoles {
			continue
		}
		out[h] = true
		if i == 0 || path[i-1] < 0 || int(path[i-1]) >= numHoles {
			continue
		}
		if dir, steps, ok := lines.line(path[i-1], h); ok {
			for _, m := range between(path[i-1], dir, steps) {
				out[m] = true
			}
		}
	}
	return out
}

// describe is the position in words: each player's holes, the last move
// and what is due.
func (g *game) describe(w referee.Words, d drawing) string {
	desc := Description{Status: d.status}
	for p, name := range g.names {
		var holes []string
		for h := range hole(numHoles) {
			if int(d.owner[h]) == p {
				holes = append(holes, h.String())
			}
		}
		desc.Pieces = append(desc.Pieces, PiecesOf{Player: name, Mark: string(d.marks[p]), Holes: strings.Join(holes, " ")})
	}
	if len(d.last) > 1 {
		desc.Player, desc.Path = g.names[d.mover], pathString(d.last)
	}
	return w.Say(desc)
}

// refusedOnto marks a refused move's end where a piece of radius r stands
// (around (0, 0)): the refused ring around it (picture.GhostAround) and a
// cross over it in the refused ink, haloed in white so that it reads over
// a piece of any colour, the piece still seen between its arms.
func refusedOnto(r float64) *picture.Node {
	a := r * 0.6
	cross := func(ink string, width float64) []*picture.Node {
		return []*picture.Node{
			picture.Line(-a, -a, a, a).Stroke(ink, width).Set("stroke-linecap", "round"),
			picture.Line(-a, a, a, -a).Stroke(ink, width).Set("stroke-linecap", "round"),
		}
	}
	return picture.Group(append(append([]*picture.Node{picture.GhostAround(r)}, cross("#ffffff", 1.1)...), cross(picture.Refused, 0.5)...)...)
}
