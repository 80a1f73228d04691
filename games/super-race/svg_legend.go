package superrace

import (
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// refusal is why a refused turn is not drawn, when it is not, for the end
// of the picture's description. The note says only that it is not drawn:
// why is the verdict's, under the picture's title or beside it on a page,
// and a copy in the notes said it twice.
func (sh *sheet) refusal(undrawn referee.Message) string {
	if undrawn == nil {
		return ""
	}
	sh.notes = append(sh.notes, sh.w.Say(refusedUndrawn))
	return sh.w.Say(referee.PictureRefusedUndrawn{Why: undrawn})
}

// refusedUndrawn is the note of a refused turn with no place on the map
// (after the end): the verdict says why.
const refusedUndrawn = referee.Term("super-race.picture.refused-undrawn")

// standings writes where each player stands, after a sample of their
// line: their own dash, whoever else is shown (`--player` drew Edgar's
// solid); how far from the finish line, the place left to the map's
// arrowhead (pictureStanding); it returns where the notes start.
func (sh *sheet) standings() float64 {
	y := sh.keyY
	for _, p := range sh.show {
		colour := routeColour(p)
		rad := sh.tokenRadius(p)
		tx := sh.keyX + 10 - 0.4 - rad - 0.55 // the token's halo clear of the words
		sample := picture.Line(sh.keyX, y-0.9, tx, y-0.9).Stroke(colour, 0.8).Set("stroke-linecap", "round")
		if dash := routeDash[p%len(routeDash)]; dash != "" {
			sample.Set("stroke-dasharray", dash)
		}
		// The line ends in the player's token, as their route does on the
		// map: the key says whose token is whose.
		token := sh.token(p, tx, y-0.9, rad).Set("class", "token-key")
		para, next := picture.Paragraph(sh.keyX+10, y, picture.Small, 3.2, picture.Wrap(sh.w.Say(sh.r.pictureStanding(p)), picture.Small, sh.keyW-10))
		sh.g.Add(picture.Group(sample, token, para).Share())
		y = next + 0.8
	}
	return y
}

// status writes the notes from y — a refused turn's, why `--player` names
// nobody, who won — then the key; it returns where they end.
func (sh *sheet) status(y float64) float64 {
	if sh.no != nil {
		sh.notes = append(sh.notes, sh.w.Say(sh.no))
	}
	// The winners are in the picture's title (the session names them
	// there) and in a page's heading: a line of the notes said them again.
	paras, y := picture.Notes(sh.keyX, y, sh.keyW, 3.2, 0.8, sh.notes)
	for _, n := range paras {
		sh.g.Add(n.Share())
	}
	keyed, y := picture.Keys(sh.keyX, y, sh.keyW, 3.2, 0.8, sh.keys)
	for _, k := range keyed {
		sh.g.Add(k.Share())
	}
	key, y := keyColumns(sh.w, sh.keyX, y, sh.keyW)
	sh.g.Add(picture.Group(key...).Share())
	return y
}

// keyColumns lays the map's key out from (x, y), width wide: in two
// columns where the width holds them (a page's words under the map), so
// that the key takes no more of the page than its paragraph did and the
// map stays as large; in one beside the map. It returns the key and
// where it ends.
func keyColumns(w referee.Words, x, y, width float64) ([]*picture.Node, float64) {
	lines := keyLines(w)
	if width < keyTwoColumns {
		return picture.Keys(x, y, width, 3.2, 0.8, lines)
	}
	half := (len(lines) + 1) / 2
	colW := (width - 3) / 2
	left, y1 := picture.Keys(x, y, colW, 3.2, 0.8, lines[:half])
	right, y2 := picture.Keys(x+colW+3, y, colW, 3.2, 0.8, lines[half:])
	return append(left, right...), max(y1, y2)
}

// keyTwoColumns is the least width the map's key is set in two columns.
const keyTwoColumns = 100.0

// The map's key, a line each with its sample: one paragraph of nine
// items, it was the only key of prose among the games'.
const (
	keyRoute   = referee.Term("super-race.picture.key-route")
	keyLast    = referee.Term("super-race.picture.key-last")
	keyColours = referee.Term("super-race.picture.key-colours")
	keyBend    = referee.Term("super-race.picture.key-bend")
	keyStart   = referee.Term("super-race.picture.key-start")
	keyOff     = referee.Term("super-race.picture.key-off")
)

// keyLines is the map's key: a route, the last turn, the squares' colours,
// a +1 bend, the start squares and line, the squares off the track.
func keyLines(w referee.Words) []picture.KeyLine {
	half := picture.SampleW / 2
	// A grey of no player's: the routes' own inks are found by tests as
	// the players' marks, and the standings above show each player's.
	ink := "#666666"
	head := func(x float64, fill string) *picture.Node {
		return picture.Path(new(picture.D).M(x, 0).L(x-2, -1.1).L(x-2, 1.1).Z()).Fill(fill)
	}
	route := picture.Sample(picture.Line(-half, 0, half-1.8, 0).Stroke(ink, 0.7), head(half, ink))
	last := picture.Sample(picture.Line(-half, 0, half-1.8, 0).Stroke(inkBlack, 1.6), picture.Line(-half+0.3, 0, half-1.8, 0).Stroke(ink, 0.9),
		head(half, ink).Stroke(inkBlack, 0.35))
	var colours []*picture.Node
	for i, c := range []colour{red, blue, yellow, grey} {
		x := -half + float64(i)*2.55
		shape := func() *picture.Node { return picture.Rect(x, -1.2, 2.3, 2.4) }
		colours = append(colours, shape().Fill(squareInk[c].Fill).Stroke("#8a8a8a", 0.2), picture.Texture(shape, squareInk[c].Pattern))
	}
	label := func(x float64, text string) []*picture.Node {
		size := picture.Small
		return []*picture.Node{picture.Rect(x-0.4, -size*0.62, picture.BoldWidth(text, size)+0.8, size*1.26).Set("rx", "0.4").Fill("#ffffff").Stroke("#8a8a8a", 0.2),
			picture.Text(x, size*0.36, size, "", text).Bold()}
	}
	bend := picture.Sample(label(-half+0.4, "+1")...)
	start := picture.Sample(append([]*picture.Node{picture.Rect(-half, -1.6, 1.4, 3.2).Fill("#ffffff"), chequer(-half, -1.6, 1.4, 3.2),
		picture.Rect(-half, -1.6, 1.4, 3.2).Fill("none").Stroke(inkBlack, 0.3)}, label(-half+2.6, "S1")...)...)
	off := picture.Sample(picture.Rect(-half, -1.4, 2.8, 2.8).Fill("#6b6b6b"))
	return []picture.KeyLine{
		{Sample: route, Text: w.Say(keyRoute)},
		{Sample: last, Text: w.Say(keyLast)},
		{Sample: picture.Sample(colours...), Text: w.Say(keyColours)},
		{Sample: bend, Text: w.Say(keyBend)},
		{Sample: start, Text: w.Say(keyStart)},
		{Sample: off, Text: w.Say(keyOff)},
	}
}

// mapKeyHeight is how tall the map's key is, set width wide.
func mapKeyHeight(w referee.Words, width float64) float64 {
	_, y := keyColumns(w, 0, 0, width)
	return y
}
