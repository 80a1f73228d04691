package chinesecheckers

import (
	"math"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The star's geometry, in millimetres: neighbouring holes are pitch apart.
const (
	ccMargin = 4.0
	ccPitch  = 7.9
	ccHole   = 2.5 // an empty hole's ring
	ccPiece  = 3.1
	ccTop    = 19.5 // the top tip's centre, below the title and its point label
)

// refusedInk is the colour of a refused move's arrow and ghost.
const refusedInk = "#c00000"

// Picture draws the star of 121 holes with the board's lines, the pieces
// in their players' inks and marks, the number of each point at its tip,
// and the last move's whole chain as arrows from its start; with the view
// `holes` set to `names` (or `numbers`) every empty hole shows its name
// (or number). A legend of players follows, in the text board's words.
func (g *game) Picture(w referee.Words, v referee.View) *picture.Picture {
	return g.picture(w, v, nil)
}

// PictureRefused draws the position with a move it refused: a red dashed
// arrow through the holes as written, and a dashed ghost of the piece where
// the move meant to end.
func (g *game) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	m, ok := mv.(*move)
	if !ok || m.pass || len(m.path) < 2 {
		return g.picture(w, v, nil)
	}
	return g.picture(w, v, m.path)
}

func (g *game) picture(w referee.Words, v referee.View, refused []hole) *picture.Picture {
	d := g.draw()
	width := picture.MaxWidth
	dx, dy := ccPitch/2, ccPitch*math.Sqrt(3)/2
	x0 := (width - float64(numCols-1)*dx) / 2
	at := func(h hole) (x, y float64) {
		return x0 + float64(holeCol[h])*dx, ccTop + float64(holeRow[h])*dy
	}
	title := w.Say(PictureTitle{When: referee.When(g.moves)})
	out := picture.Group()
	back := picture.Group()
	// The lines of the board: each hole to its east, south-east and
	// south-west neighbours.
	lines := new(picture.D)
	for h := range hole(numHoles) {
		x, y := at(h)
		for _, dir := range []int{0, 1, 2} {
			if n := neighbour[h][dir]; n != noHole {
				nx, ny := at(n)
				lines.M(x, y).L(nx, ny)
			}
		}
	}
	back.Add(picture.Path(lines).Fill("none").Stroke("#bbbbbb", 0.3))
	// The numbers of the points, outside each tip.
	cx, cy := at(60) // i5, the centre
	for p, tip := range [7]hole{1: 0, 2: 22, 3: 110, 4: 120, 5: 98, 6: 10} {
		if p == 0 {
			continue
		}
		x, y := at(tip)
		ux, uy := x-cx, y-cy
		l := math.Hypot(ux, uy)
		lx, ly := x+ux/l*9, y+uy/l*9
		back.Add(picture.Boxed(picture.Circle(lx, ly, 2.3).Fill("#ffffff").Stroke("#555555", 0.3),
			picture.Text(lx, ly+0.86, picture.Small, "middle", itoa(p)).Bold()))
	}
	// Row letters on the left of each row.
	for r := range numRows {
		x, y := at(rowStart[r])
		back.Add(picture.Text(x-ccPiece-1.2, y+0.9, picture.Small, "end", string(rune('a'+r))).Fill("#555555"))
	}
	// Every hole, a piece or not: a piece covers its hole.
	labels := strings.TrimSpace(v["holes"])
	for h := range hole(numHoles) {
		x, y := at(h)
		name := h.String()
		ring := picture.Circle(x, y, ccHole).Fill("#ffffff").Stroke("#777777", 0.3).Tip(name)
		label := ""
		switch labels {
		case "names", "имена":
			label = name
		case "numbers", "номера":
			label = itoa(int(h))
		}
		if label == "" {
			back.Add(ring)
			continue
		}
		size := min(1.9, 1.9*(2*ccHole*0.9)/max(picture.TextWidth(label, 1.9), 0.1))
		back.Add(picture.Boxed(ring, picture.Text(x, y+size*0.36, size, "middle", label).Fill("#444444")))
	}
	// Each player's pieces, one group a player: a player's group stays as
	// it was until they move, so a page draws it once for those positions.
	for p := range g.names {
		pieces := picture.Group()
		sym := picture.Piece(ccPiece, picture.PlayerInk(p), string(d.marks[p]))
		for h := range hole(numHoles) {
			if int(d.owner[h]) == p {
				x, y := at(h)
				pieces.Add(picture.Place(sym, x, y))
			}
		}
		out.Add(pieces.Share())
	}
	// The last move: a dashed ring where the piece stood, an arrow through
	// every landing, a dot at each landing on the way.
	if len(d.last) > 1 {
		out.Add(chain(d.last, at, "#000000", ""))
	}
	if len(refused) > 1 {
		out.Add(chain(refused, at, refusedInk, "1.2 0.8"))
		x, y := at(refused[len(refused)-1])
		out.Add(picture.Circle(x, y, ccPiece).Fill("none").Stroke(refusedInk, 0.5).Set("stroke-dasharray", "0.9 0.6"))
	}
	// The legend, the notes and what is due, in the text board's words.
	_, y := at(120)
	y += 13
	for p, l := range d.legend {
		// The mark is drawn as a piece before the line.
		text := w.Say(l)
		para, next := picture.Paragraph(ccMargin+6, y, picture.Small, 3.3, picture.Wrap(text, picture.Small, width-2*ccMargin-6))
		out.Add(picture.Group(picture.Place(picture.Piece(2.2, picture.PlayerInk(p), string(d.marks[p])), ccMargin+2.2, y-1), para).Share())
		y = next + 0.6
	}
	var notes []string
	switch labels {
	case "", "names", "имена", "numbers", "номера":
	default:
		notes = append(notes, w.Say(BadHolesFlag{Value: notation.Clip(labels)}))
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
	paras, y := picture.Notes(ccMargin, y, width-2*ccMargin, 3.3, 0.6, notes)
	for _, p := range paras {
		out.Add(p.Share())
	}
	p := picture.New(width, y+ccMargin-2, title, g.describe(w, d))
	p.Back(back)
	p.BackKey("holes " + labels)
	p.Add(out)
	return p
}

// chain is a move's path: a dashed ring where the piece stood, an arrow
// with a white halo through every landing, stopping short of the last
// piece's rim so that the head shows, and a dot at each landing on the way.
func chain(path []hole, at func(hole) (float64, float64), ink, dash string) *picture.Node {
	pts := make([]picture.Point, len(path))
	for i, h := range path {
		pts[i].X, pts[i].Y = at(h)
	}
	g := picture.Group()
	if dash == "" {
		g.Add(picture.Place(picture.Circle(0, 0, ccPiece).Fill("none").Stroke(ink, 0.5).Set("stroke-dasharray", "1 0.8"), pts[0].X, pts[0].Y))
	}
	trimmed := append([]picture.Point(nil), pts...)
	a, b := trimmed[len(trimmed)-2], trimmed[len(trimmed)-1]
	if l := math.Hypot(b.X-a.X, b.Y-a.Y); l > ccPiece {
		trimmed[len(trimmed)-1] = picture.Point{X: b.X - (b.X-a.X)/l*(ccPiece-0.6), Y: b.Y - (b.Y-a.Y)/l*(ccPiece-0.6)}
	}
	if dash == "" {
		g.Add(picture.HaloArrow(trimmed, ink, 0.6, 0.35))
	} else {
		g.Add(picture.DashedArrow(trimmed, ink, 0.6, 0.35, dash))
	}
	for _, p := range pts[1 : len(pts)-1] {
		g.Add(picture.Circle(p.X, p.Y, 0.9).Fill(ink).Stroke("#ffffff", 0.3))
	}
	return g
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
