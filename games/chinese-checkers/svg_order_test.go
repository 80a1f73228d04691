package chinesecheckers

import (
	"os"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// The last move's arrow is a mark (picture.Mark), drawn over every piece
// and hole (pics22: under the pieces, a one-hole step was all but gone);
// a grey trail under the pieces shows the way it went.
func TestArrowOverPiecesAndLabels(t *testing.T) {
	svg := afterFirstMove(t)
	marks := strings.Index(svg, `class="move-marks"`)
	arrow := strings.LastIndex(svg, `class="last-arrow"`)
	piece := strings.LastIndex(svg, `>A</text>`)
	hole := strings.LastIndex(svg, `fill="`+holeFill+`"`)
	trail := strings.Index(svg, `class="trail"`)
	if marks < 0 || arrow < marks || piece < 0 || hole < 0 || trail < 0 {
		t.Fatalf("marks at %d, arrow at %d, last piece letter at %d, last hole at %d, trail at %d", marks, arrow, piece, hole, trail)
	}
	if arrow < piece || arrow < hole || trail > piece {
		t.Errorf("the arrow (at %d) is drawn before a piece's letter (%d) or a hole (%d), or the trail (%d) over them", arrow, piece, hole, trail)
	}
}

// ghostAt is where the refused move's ghost stands in a picture written
// on its own, and whether one is drawn.
func ghostAt(svg string) (string, bool) {
	i := strings.Index(svg, `class="ghost"`)
	if i < 0 {
		return "", false
	}
	at := svg[strings.LastIndex(svg[:i], "translate("):i]
	at, _, _ = strings.Cut(at, ")")
	return at + ")", true
}

// A refused move that ends on a hole with a piece in it draws the refused
// piece's own ghost beside that hole, not over the piece standing there:
// a ghost over it hid the piece, and a ring round it blamed it (pics22).
// Onto an empty hole the ghost stands in the hole.
func TestRefusedEndOnPieceLeavesItSeen(t *testing.T) {
	g := start(t, "players: A, B\n")
	var from, onPiece, onEmpty hole = noHole, noHole, noHole
	for h := range hole(numHoles) {
		if g.board[h] == empty || onEmpty != noHole {
			continue
		}
		var piece, free hole = noHole, noHole
		for _, n := range neighbour[h] {
			switch {
			case n == noHole:
			case g.board[n] == empty:
				free = n
			default:
				piece = n
			}
		}
		if piece != noHole && free != noHole {
			from, onPiece, onEmpty = h, piece, free
		}
	}
	if from == noHole || onEmpty == noHole {
		t.Fatal("no piece at the start with a piece and an empty hole beside it")
	}
	for _, c := range []struct {
		end   hole
		ghost bool
	}{{onPiece, false}, {onEmpty, true}} {
		var b strings.Builder
		if err := g.PictureRefused(plain{}, nil, 0, &move{path: []hole{from, c.end}}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		if !strings.Contains(svg, picture.Refused) {
			t.Errorf("%v-%v: the refused move is not drawn", from, c.end)
		}
		x, y := starFor(picture.MaxWidth, "13").at(c.end)
		at, ok := ghostAt(svg)
		if in := at == "translate("+picture.Fmt(x)+" "+picture.Fmt(y)+")"; !ok || in != c.ghost {
			t.Errorf("%v-%v: the ghost drawn (%v) at %s, in the hole (%v, %v): want in it %v", from, c.end, ok, at, x, y, c.ghost)
		}
	}
}

// The wide layout sets the legend beside the star: a six-player picture is
// no taller than wide, where under the star it was twice as tall as wide
// (a desktop showed it at a third of its room).
func TestWideLayoutLegendBeside(t *testing.T) {
	g := start(t, "players: A, B, C, D, E, F\n")
	p := g.Picture(plain{}, referee.View{picture.WidthKey: picture.Fmt(picture.Screen)})
	if p.Wide() == nil {
		t.Fatal("no wide layout for the screen")
	}
	if w := p.Wide(); w.H > w.W {
		t.Errorf("the wide layout is %.1f×%.1f mm, taller than wide", w.W, w.H)
	}
}

// The last move leaves a trail wider than the pieces under them, which
// shows around each piece it passes (round 7: a hop's thin arrow lay
// all under the pieces, and the move could not be seen).
func TestLastMoveTrailShows(t *testing.T) {
	svg := afterFirstMove(t)
	trail := strings.Index(svg, `class="trail"`)
	piece := strings.Index(svg, `>A</text>`)
	if trail < 0 || trail > piece {
		t.Errorf("no trail of the last move under the pieces (trail at %d, first piece at %d)", trail, piece)
	}
}

// afterFirstMove is the picture, as SVG, of a two-player game after its
// first legal move.
func afterFirstMove(t *testing.T) string {
	t.Helper()
	g := start(t, "players: A, B\n")
	mustPlay(t, g, legal(g)[0])
	var b strings.Builder
	if err := g.Picture(plain{}, nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// refusedCross is how many lines of a cross in the refused ink an SVG
// draws.
func refusedCross(svg string) int {
	n := 0
	for _, el := range strings.Split(svg, "<line")[1:] {
		if tag, _, _ := strings.Cut(el, ">"); strings.Contains(tag, `stroke="`+picture.Refused+`"`) {
			n++
		}
	}
	return n
}

// TestRefusedOntoPieceCrossed: the corpus's step onto a piece that stays
// on the board (faq-no-capture: Аня's g7-g6 onto Боря's piece) is crossed
// in the refused ink over that piece, not only ringed: a ring alone read
// as a mark around Боря's piece (round 12). A refused move onto an empty
// hole draws its ghost, and no cross.
func TestRefusedOntoPieceCrossed(t *testing.T) {
	data, err := os.ReadFile("../../corpus/chinese-checkers/faq-no-capture.txt")
	if err != nil {
		t.Fatal(err)
	}
	var header []string
	var moves []string
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		switch {
		case strings.HasPrefix(line, "players:"), strings.HasPrefix(line, "setup:"):
			header = append(header, line)
		case strings.Contains(line, ". "):
			_, mv, _ := strings.Cut(line, ": ")
			moves = append(moves, strings.TrimSpace(mv))
		}
	}
	if len(moves) != 3 || moves[2] != "g7-g6" {
		t.Fatalf("the transcript changed: moves %q", moves)
	}
	g := start(t, strings.Join(header, "\n")+"\n")
	mustPlay(t, g, moves[:2]...)
	if g.board[holeNamed(t, "g6")] == empty {
		t.Fatal("g6 holds no piece")
	}
	draw := func(m string) string {
		mv := parse(t, g, m)
		var b strings.Builder
		if err := g.PictureRefused(plain{}, nil, 0, &mv).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		return picturetest.WithoutKeySamples(b.String())
	}
	svg := draw(moves[2])
	if n := refusedCross(svg); n != 2 {
		t.Errorf("g7-g6 onto a piece: %d lines of a cross in the refused ink, want 2", n)
	}
	x, y := starFor(picture.MaxWidth, "13").at(holeNamed(t, "g6"))
	if at, ok := ghostAt(svg); !ok || at == "translate("+picture.Fmt(x)+" "+picture.Fmt(y)+")" {
		t.Errorf("g7-g6: the refused piece's ghost (drawn %v) hides the piece on g6, or is not drawn beside it", ok)
	}
	// Onto an empty hole beside: a ghost, and the cross every refused
	// move ends in (its shape tells it, not its ink), at the ghost's rim.
	svg = draw("g7-h7")
	if _, ok := ghostAt(svg); !ok || refusedCross(svg) != 2 {
		t.Errorf("g7-h7 onto an empty hole: ghost %v, %d lines of a cross", ok, refusedCross(svg))
	}
}

// TestLastMovedPieceRingedTwice: the piece the last move moved is marked
// by shape, two dark rings round it drawn over the pieces, the outer the
// last move's, cased in white — among sixty
// pieces a translucent trail alone had to be looked for (pics15 fault
// 9) — and the key says so.
func TestLastMovedPieceRingedTwice(t *testing.T) {
	g := start(t, "players: A, B\n")
	mustPlay(t, g, legal(g)[0])
	d := g.draw()
	s := starFor(picture.LayoutWidth(nil), "13")
	x, y := s.at(d.last[len(d.last)-1])
	svg := afterFirstMove(t)
	at := strings.Index(svg, `<g transform="translate(`+picture.Fmt(x)+` `+picture.Fmt(y)+`)">`)
	if at < 0 {
		t.Fatalf("nothing is drawn at the moved piece's hole (%v, %v)", x, y)
	}
	// The last group placed there, which is drawn over the piece.
	last := strings.LastIndex(svg, `<g transform="translate(`+picture.Fmt(x)+` `+picture.Fmt(y)+`)">`)
	group, _, _ := strings.Cut(svg[last:], "</g>\n  </g>")
	rings := 0
	for _, el := range strings.Split(group, "<circle")[1:] {
		tag, _, _ := strings.Cut(el, ">")
		if strings.Contains(tag, `fill="none"`) && (strings.Contains(tag, `stroke="#000000"`) || strings.Contains(tag, `stroke="`+picture.LastInk+`"`)) && !strings.Contains(tag, "dasharray") {
			rings++
		}
	}
	if rings < 2 {
		t.Errorf("the moved piece is ringed by %d solid black rings over it, want 2:\n%s", rings, group)
	}
	if last <= at {
		t.Errorf("the rings are not drawn over the piece at (%v, %v)", x, y)
	}
	cat, err := say.NewCatalog([]referee.Spec{Spec()}, say.Languages...)
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"en": "double ring: the piece moved last", "ru": "фишка последнего хода"} {
		var b strings.Builder
		if err := g.Picture(cat.Speaker(lang), nil).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s: the key does not say %q", lang, want)
		}
	}
}

// A refused move is the loudest thing in its picture (pics20 K1): its
// chain is drawn over the pieces, heavy; the hole that makes it illegal
// (e6, empty, hopped over) is outlined; the last legal move is drawn over
// the pieces, faint beside it. The corpus's hop-over-empty: Аня's e5-e7 after Боря's n1-m5.
func TestRefusedChainOverPiecesAndCulpritMarked(t *testing.T) {
	g := start(t, "players: Аня, Боря\n")
	mustPlay(t, g, "d1-e5", "n1-m5")
	mv := parse(t, g, "e5-e7")
	var b strings.Builder
	if err := g.PictureRefused(plain{}, nil, 0, &mv).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	chain := strings.Index(svg, `stroke="`+picture.Refused+`" stroke-width="`+picture.Fmt(picture.RefusedWidth)+`"`)
	if chain < 0 {
		t.Fatal("no heavy refused chain")
	}
	if n := strings.Count(svg[:chain], `>Б</text>`); n < 10 {
		t.Errorf("the refused chain is drawn before %d of Боря's 10 pieces", 10-n)
	}
	culprit := strings.Index(svg, `class="culprit"`)
	if culprit < 0 {
		t.Fatal("no hole outlined as what makes the move illegal")
	}
	x, y := starFor(picture.MaxWidth, "13").at(holeNamed(t, "e6"))
	if at := svg[strings.LastIndex(svg[:culprit], "translate("):culprit]; !strings.HasPrefix(at, "translate("+picture.Fmt(x)+" "+picture.Fmt(y)+")") {
		t.Errorf("the outline is at %q, want e6 at (%v, %v)", at, x, y)
	}
	// The last move's arrow over the pieces and under the refusal (under
	// the pieces, a one-hole step was gone), faint beside it
	// (picture.LastFaint), so that the refused move is the one thing in
	// full ink.
	if last := strings.Index(svg, `class="move-marks"`); last < 0 ||
		strings.Count(svg, ` opacity="`) != strings.Count(svg, ` opacity="`+picture.LastFaint+`"`) ||
		!strings.Contains(svg[last:chain], `class="last-arrow" opacity="`+picture.LastFaint+`"`) {
		t.Error("the last move is not drawn faint over the pieces, under the refused one")
	}
}
