package superrace

import (
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// refusal is why a refused turn is not drawn, when it is not: a note, and
// the end of the picture's description.
func (sh *sheet) refusal(undrawn referee.Message) string {
	if undrawn == nil {
		return ""
	}
	refusal := sh.w.Say(referee.PictureRefusedUndrawn{Why: undrawn})
	sh.notes = append(sh.notes, refusal)
	return refusal
}

// standings writes where each player stands, after a sample of their
// line: their own dash, whoever else is shown (`--player` drew Edgar's
// solid); how far from the finish line, the place left to the map's
// arrowhead (pictureStanding); it returns where the notes start.
func (sh *sheet) standings() float64 {
	y := sh.keyY
	for _, p := range sh.show {
		colour := routeColour(p)
		sample := picture.Line(sh.keyX, y-0.9, sh.keyX+8, y-0.9).Stroke(colour, 0.8).Set("stroke-linecap", "round")
		if dash := routeDash[p%len(routeDash)]; dash != "" {
			sample.Set("stroke-dasharray", dash)
		}
		para, next := picture.Paragraph(sh.keyX+10, y, picture.Small, 3.2, picture.Wrap(sh.w.Say(sh.r.pictureStanding(p)), picture.Small, sh.keyW-10))
		sh.g.Add(picture.Group(sample, para).Share())
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
	if m, ok := referee.Winners(sh.r.Outcome(), sh.r.names); ok {
		sh.notes = append(sh.notes, sh.w.Say(m))
	}
	paras, y := picture.Notes(sh.keyX, y, sh.keyW, 3.2, 0.8, sh.notes)
	for _, n := range paras {
		sh.g.Add(n.Share())
	}
	keyed, y := picture.Keys(sh.keyX, y, sh.keyW, 3.2, 0.8, sh.keys)
	for _, k := range keyed {
		sh.g.Add(k.Share())
	}
	key, y := picture.Notes(sh.keyX, y, sh.keyW, 3.2, 0.8, []string{sh.w.Say(PictureKey{})})
	sh.g.Add(picture.Group(key...).Share())
	return y
}
