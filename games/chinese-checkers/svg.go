package chinesecheckers

import (
	"fmt"
	"math"
	"strconv"
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
	showEdges   = iota // the place in the row on each row's first and last hole only (the default)
	showPlaces         // the place in the row: the 8 of e8, in every hole
	showNames          // the whole name, e8
	showNumbers        // the hole's number, 0–120
	showNothing
	showUnknown // a value the flag does not take: nothing, and a note
)

// holesShown reads the view's `holes`.
func holesShown(value string) int {
	switch notation.Fold(strings.TrimSpace(value)) {
	case "", "edges", "края":
		return showEdges
	case "places", "места":
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

// setUp tells whether the star holds a position a header's setup: line
// laid out: a piece anywhere but in its player's own point, or a hole of
// a point empty: its title says so, since «в начальной позиции» over
// such a position read as the game's start.
func (g *game) setUp() bool {
	for h := range g.board {
		want := int8(empty)
		for p := range g.names {
			if region[g.seat[p]][g.size][h] {
				want = int8(p)
			}
		}
		if g.board[h] != want {
			return true
		}
	}
	return false
}

// sheet is one picture of the star in the making: what its parts share —
// the drawing model, the star's layout, what the holes show, where the
// words go — and what they build in turn: the changing group, the holes
// a move's line crosses and the piece in focus.
type sheet struct {
	g          *game
	w          referee.Words
	d          drawing
	star       star
	width      float64
	shown      int    // what the empty holes show
	holesValue string // the view's `holes`, as given
	keyX, keyW float64
	inks       []picture.Ink
	out        *picture.Node            // what changes from position to position
	crossed    map[hole]bool            // the empty holes a move's line crosses
	focus      *picture.Node            // the last move's piece, or the refused move's ghost
	moved      *picture.Node            // the double ring round the last move's piece
	refusal    *picture.Node            // a refused move's marks, over the pieces
	arrow      *picture.Node            // the last move's arrow, over the pieces
	culprits   bool                     // a refused move's culprit is outlined
	holes      map[string]*picture.Node // a crossed hole drawn again, by its label
}

// picture draws the star with the move actor was refused, when refused is
// given. It reads as the picture from top to bottom, under to over.
func (g *game) picture(w referee.Words, v referee.View, actor int, refused []hole) *picture.Picture {
	sh := g.newSheet(w, v)
	title := w.Say(PictureTitle{When: referee.WhenShown(g.moves, actor >= 0, g.setUp())})
	back := sh.board()
	sh.lastMove()
	sh.refusedMove(actor, refused)
	sh.pieces()
	sh.crossedHoles()
	y, starFoot := sh.legend()
	y = sh.status(y, len(refused) > 1)
	p := picture.New(sh.width, max(y+ccMargin, starFoot), title, g.describe(w, sh.d))
	if len(sh.d.last) > 1 && sh.d.mover >= 0 && sh.d.mover < len(g.names) {
		p.Last = w.Say(LastCaption{Player: g.names[sh.d.mover], Path: pathString(sh.d.last)})
	}
	// Over every piece and label: the last move, then the refused one
	// (under the pieces, the last move's arrow hid a short step).
	p.Mark(sh.moved, sh.arrow, sh.refusal, picture.Focus(sh.focus))
	p.Back(back)
	p.BackKey(fmt.Sprint("holes ", sh.shown, " ", picture.Fmt(sh.star.pitch), " ", sh.targetFills()))
	p.Add(sh.out)
	return p
}

// newSheet lays the star out for the view. The legend and the notes go
// under the star, or beside it in the wide layout, where the star is the
// phone's and the words take the rest of the width (a six-player legend
// under the star made a picture twice as tall as wide, shrunk on a
// desktop to a third of its room).
func (g *game) newSheet(w referee.Words, v referee.View) *sheet {
	sh := &sheet{g: g, w: w, d: g.draw(), shown: holesShown(v["holes"]), holesValue: v["holes"],
		inks: picture.InksFor(g.names), out: picture.Group(), crossed: map[hole]bool{}}
	widest := map[int]string{showEdges: "13", showPlaces: "13", showNames: "e10", showNumbers: "120"}[sh.shown]
	sh.star = starFor(picture.LayoutWidth(v), widest)
	sh.width = sh.star.width
	sh.keyX, sh.keyW = ccMargin, sh.width-2*ccMargin
	if picture.IsWide(v) {
		sh.star = starFor(picture.Screen, widest)
		sh.width = max(picture.MaxWidth, sh.star.width+40)
		sh.keyX, sh.keyW = sh.star.width+2, sh.width-sh.star.width-2-ccMargin
	}
	return sh
}

// label is what an empty hole shows.
func (sh *sheet) label(h hole) string {
	switch sh.shown {
	case showEdges:
		// The row's ends, as the hole names count them: a number in every
		// hole made the board a number grid the pieces competed with.
		r, end := holeRow[h], hole(numHoles)
		if int(r)+1 < numRows {
			end = rowStart[r+1]
		}
		if h != rowStart[r] && h+1 != end {
			return ""
		}
		return itoa(int(h-rowStart[holeRow[h]]) + 1)
	case showPlaces:
		return itoa(int(h-rowStart[holeRow[h]]) + 1)
	case showNames:
		return h.String()
	case showNumbers:
		return itoa(int(h))
	}
	return ""
}

// board is the unchanging star: its lines, the points' numbers, the row
// letters and every hole.
func (sh *sheet) board() *picture.Node {
	back := picture.Group()
	back.Add(sh.outline())
	back.Add(sh.lines())
	sh.points(back)
	back.Add(sh.rowLetters())
	sh.everyHole(back)
	return back
}

// outline is the board's own shape under its holes: a pale six-pointed
// star round every hole, so that the star reads as the board in the box
// whatever the number of players (with only two points filled, the
// empty side points' plain holes read as part of a hexagon, and the
// points' numbers beside them as circles in space).
func (sh *sheet) outline() *picture.Node {
	// Tips and the hexagon's corners, round the star: a1, e9, e13, i9,
	// m13, m9, q1, m5, m1, i1, e1, e5.
	corners := []hole{0, 18, 22, 64, 110, 106, 120, 102, 98, 56, 10, 14}
	d := new(picture.D)
	for i, h := range corners {
		x, y := sh.star.at(h)
		if i == 0 {
			d.M(x, y)
		} else {
			d.L(x, y)
		}
	}
	pad := 2 * (sh.star.piece + 0.7)
	return picture.Path(d.Z()).Fill(boardFill).Stroke(boardFill, pad).Set("stroke-linejoin", "round")
}

// boardFill is the star's own shape under the holes: paler than an
// empty hole, so that a hole still shows on it.
const boardFill = "#f3f3f3"

// lines is the lines of the board: each hole to its east, south-east and
// south-west neighbours.
func (sh *sheet) lines() *picture.Node {
	lines := new(picture.D)
	for h := range hole(numHoles) {
		x, y := sh.star.at(h)
		for _, dir := range []int{0, 1, 2} {
			if n := neighbour[h][dir]; n != noHole {
				nx, ny := sh.star.at(n)
				lines.M(x, y).L(nx, ny)
			}
		}
	}
	return picture.Path(lines).Fill("none").Stroke("#bbbbbb", 0.3)
}

// points numbers the points: above the top tip and below the bottom one;
// above or below the tips of the side points, where the star leaves room
// (outward from them the page may end).
func (sh *sheet) points(back *picture.Node) {
	for p, tip := range [7]hole{1: 0, 2: 22, 3: 110, 4: 120, 5: 98, 6: 10} {
		if p == 0 {
			continue
		}
		x, y := sh.star.at(tip)
		off := sh.star.piece + 1 + ccPoint
		if p >= 3 && p <= 5 {
			y += off
		} else {
			y -= off
		}
		back.Add(picture.Boxed(picture.Circle(x, y, ccPoint).Fill("#ffffff").Stroke("#555555", 0.3),
			picture.Text(x, y+0.86, picture.Small, "middle", itoa(p)).Bold()))
	}
}

// rowLetters is the letters on the left of each row.
func (sh *sheet) rowLetters() *picture.Node {
	letters := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "end").Fill("#555555")
	for r := range numRows {
		x, y := sh.star.at(rowStart[r])
		letters.Add(picture.Label(x-sh.star.piece-0.8, y+0.86, string(rune('a'+r))))
	}
	return letters
}

// everyHole draws every hole, a piece or not: a piece covers its hole. A
// hole is grey, a piece white or coloured, outlined in black: the sixth
// player's white pieces are not taken for empty holes.
func (sh *sheet) everyHole(back *picture.Node) {
	fills := sh.targetFills()
	for h := range hole(numHoles) {
		x, y := sh.star.at(h)
		ring := picture.Circle(x, y, sh.star.hole).Fill(fills[h]).Stroke("#9a9a9a", 0.25).Tip(h.String())
		if l := sh.label(h); l != "" {
			back.Add(picture.Boxed(ring, picture.Text(x, y+picture.Small*0.36, picture.Small, "middle", l).Fill(holeInk)))
		} else {
			back.Add(ring)
		}
		if picture.Luminance(fills[h]) > paleTarget {
			back.Add(paleRing(x, y, sh.star.hole))
		}
	}
}

// paleRing is the second, light grey ring inside an empty hole of
// radius r at (x, y) whose fill is near white (the white player's target
// tint): on the white page such a hole showed as no hole at all.
func paleRing(x, y, r float64) *picture.Node {
	return picture.Circle(x, y, r-0.6).Fill("none").Stroke("#b4b4b4", 0.35)
}

// paleTarget is the luminance over which a target's tint is too near
// the page's white to show by its fill alone.
const paleTarget = 0.9

// targetFills is each hole's fill: a light tint of a player's ink in
// the point they race to, as the board's points are coloured, so that
// "from point 1 to point 4" need not be matched against the tips'
// numbers; the plain hole grey elsewhere.
func (sh *sheet) targetFills() [numHoles]string {
	var fills [numHoles]string
	for h := range fills {
		fills[h] = holeFill
	}
	for p := range sh.g.names {
		// As much of the ink as leaves a hole's label readable (4.5:1):
		// a dark ink's tint is lighter.
		k := targetTint
		for k > 0.05 && picture.Luminance(tint(sh.inks[p].Fill, k)) < labelLight {
			k -= 0.05
		}
		for _, h := range regionSet[sh.g.target[p]][sh.g.size] {
			fills[h] = tint(sh.inks[p].Fill, k)
		}
	}
	return fills
}

// labelLight is the least luminance a hole's fill may have for its label
// (holeInk, luminance 0.081) to read at 4.5:1 and a little more.
const labelLight = 0.56

// targetTint is how much of a player's ink tints their target's holes.
const targetTint = 0.35

// tint is colour hex ("#rrggbb") mixed with white, k of it the colour.
func tint(hex string, k float64) string {
	v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	if err != nil || len(hex) != 7 {
		return holeFill
	}
	mix := func(c uint64) uint64 { return uint64(math.Round(255 - (255-float64(c))*k)) }
	return fmt.Sprintf("#%02x%02x%02x", mix(v>>16&255), mix(v>>8&255), mix(v&255))
}

// pieces draws each player's pieces, one group a player: a player's group
// stays as it was until they move, so a page draws it once for those
// positions. A player named as a colour («Белые») plays in it.
func (sh *sheet) pieces() {
	for p := range sh.g.names {
		pieces := picture.Group()
		sym := picture.Piece(sh.star.piece, sh.inks[p], string(sh.d.marks[p]))
		for h := range hole(numHoles) {
			if int(sh.d.owner[h]) == p {
				x, y := sh.star.at(h)
				pieces.Add(picture.Place(sym, x, y))
			}
		}
		sh.out.Add(pieces.Share())
	}
}

// crossedHoles draws again, over the arrows, the empty holes a move's
// line crosses. Each is a placed symbol, one a label: a page draws a hole
// a move crossed in a few bytes, not its whole ring and label.
func (sh *sheet) crossedHoles() {
	over := picture.Group()
	sh.holes = map[string]*picture.Node{}
	for h := range hole(numHoles) {
		if !sh.crossed[h] || sh.d.owner[h] >= 0 {
			continue
		}
		x, y := sh.star.at(h)
		over.Add(picture.Place(sh.holeSymbol(sh.label(h)), x, y))
	}
	sh.out.Add(over)
}

// holeSymbol is an empty hole with label l, drawn once.
func (sh *sheet) holeSymbol(l string) *picture.Node {
	if sym, ok := sh.holes[l]; ok {
		return sym
	}
	sym := picture.Circle(0, 0, sh.star.hole).Fill(holeFill).Stroke("#9a9a9a", 0.25)
	if l != "" {
		sym = picture.Boxed(sym, picture.Text(0, picture.Small*0.36, picture.Small, "middle", l).Fill(holeInk))
	}
	sh.holes[l] = sym
	return sym
}
