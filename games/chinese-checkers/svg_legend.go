package chinesecheckers

import (
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// legend writes the legend of players, in the text board's words, under
// the star or beside it; it returns where the notes start and the star's
// foot. The legend is one shared part of shared lines: it changes only
// when a piece reaches its target, so most positions of a page draw it
// with one use, not one a player.
func (sh *sheet) legend() (y, starFoot float64) {
	_, y = sh.star.at(120)
	y += sh.star.piece + 1 + 2*ccPoint + 4.5
	starFoot = y - 4.5 + ccMargin
	if sh.keyX > ccMargin {
		y = sh.star.top - sh.star.piece + 2.5
	}
	legend := picture.Group()
	for p, l := range sh.d.legend {
		// The mark is drawn as a piece before the line.
		text := sh.w.Say(l)
		para, next := picture.Paragraph(sh.keyX+6.5, y, picture.Small, 3.3, picture.Wrap(text, picture.Small, sh.keyW-6.5))
		legend.Add(picture.Group(picture.Place(picture.Piece(2.3, sh.inks[p], string(sh.d.marks[p])), sh.keyX+2.4, y-0.9), para).Share())
		y = next + 1
	}
	sh.out.Add(legend.Share())
	return y, starFoot
}

// status writes the notes from y: a value of `holes` not taken, the
// refused move's key, the game's notes, what is due and who won; it
// returns where they end. The last move is named once, in the caption
// under the title (Picture.Last), not again here.
func (sh *sheet) status(y float64, refused bool) float64 {
	w, d, g := sh.w, sh.d, sh.g
	var notes []string
	// The tints are keyed first: they hold from the first position on.
	keys := []picture.KeyLine{{Sample: sh.targetSample(), Text: w.Say(targetsKey)}}
	if sh.shown == showUnknown {
		notes = append(notes, w.Say(BadHolesFlag{Value: notation.Clip(strings.TrimSpace(sh.holesValue))}))
	}
	if refused {
		keys = append(keys, picture.KeyLine{Sample: picture.SampleRefused(true), Text: w.Say(referee.Term("picture.key-refused-ghost"))})
	}
	if sh.culprits {
		keys = append(keys, picture.KeyLine{Sample: sh.culpritSample(), Text: w.Say(referee.Term("picture.key-culprit"))})
	}
	for _, n := range d.notes {
		if n.Code() == boardPoints.Code() {
			// The text board's list of the points by place: the star
			// numbers its tips, and the tints' key takes the line it took
			// (a phone's replay keeps the picture's words whole under the
			// board only as far as they ran).
			continue
		}
		notes = append(notes, strings.Join(strings.Fields(w.Say(n)), " "))
	}
	if len(d.last) > 1 {
		// Beside a refused move the picture draws the last move's marks
		// faint (picture.LastFaint): the sample is as faint, and its
		// words say pale, so the key names the arrow the board draws.
		sample, text := picture.SampleLast(), lastMoveMarks
		if refused {
			sample, text = picture.Group(sample).Set("opacity", picture.LastFaint), lastMoveMarksFaint
		}
		keys = append(keys, picture.KeyLine{Sample: sample, Text: w.Say(text)})
	}
	notes = append(notes, w.Say(d.status))
	if m, ok := referee.Winners(g.Outcome(), g.names); ok && !g.decided() {
		// While places are still played for, the status names no winner.
		notes = append(notes, w.Say(m))
	}
	keyed, y := picture.Keys(sh.keyX, y, sh.keyW, 3.3, 0.6, keys)
	for _, k := range keyed {
		sh.out.Add(k.Share())
	}
	paras, y := picture.Notes(sh.keyX, y, sh.keyW, 3.3, 0.6, notes)
	for _, p := range paras {
		sh.out.Add(p.Share())
	}
	return y
}

// culpritSample is the culprit's key sample: the ring the star draws
// round the hole that makes a refused move illegal (picture.Culprit),
// white halo and all; the shared sample is a rounded square, which no
// hole on the star is.
func (sh *sheet) culpritSample() *picture.Node {
	return picture.Sample(picture.Circle(0, 0, 1.5).Fill("none").Stroke("#ffffff", 1.3),
		picture.Circle(0, 0, 1.5).Fill("none").Stroke(picture.Refused, 0.7))
}

// targetSample is the target tints' key sample: a row of empty holes,
// one in each of the first players' target tints, as the star draws them.
func (sh *sheet) targetSample() *picture.Node {
	fills := sh.targetFills()
	var holes []*picture.Node
	n := min(len(sh.g.names), 3)
	for p := range n {
		h := regionSet[sh.g.target[p]][sh.g.size][0]
		x := (float64(p) - float64(n-1)/2) * 3.1
		holes = append(holes, picture.Circle(x, 0, 1.3).Fill(fills[h]).Stroke("#9a9a9a", 0.25))
		if picture.Luminance(fills[h]) > paleTarget {
			// A sample is one flat group: the white target's inner ring
			// is drawn here, as holeRings draws it.
			holes = append(holes, picture.Circle(x, 0, 0.8).Fill("none").Stroke("#b4b4b4", 0.3))
		}
	}
	return picture.Sample(holes...)
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
