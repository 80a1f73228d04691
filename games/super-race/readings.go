package superrace

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The referee's readings a turn relies on, as notes the session says once
// a game: where the rules are silent (RULES.md), the referee decides, and
// says so the first time a game needs it.

// readingsOf is the reading a refused turn rests on, if any.
func readingsOf(v referee.Message) []referee.Message {
	switch referee.Code(v.Code()) {
	case CodeDeadEnd:
		return []referee.Message{referee.Note(CodeReadingDeadEnd, nil)}
	case CodeWrongPlayer:
		if why, ok := notation.Fact(v, "why").(referee.Message); ok &&
			(why.Code() == "super-race.why-not.no-extra-final" || why.Code() == "super-race.why-not.no-extra-tie-break") {
			return []referee.Message{referee.Note(CodeReadingNoExtraFinal, nil)}
		}
	}
	return nil
}

// playedReadings are the readings a legal turn relied on, just played (its
// walk still in r.w): a crossing of the line backwards, a finish half a
// square along the start square's side, a +1 bend that earns nothing.
func (r *race) playedReadings(p int, t *turn) []referee.Message {
	if t.pass {
		return nil
	}
	var out []referee.Message
	w := &r.w
	for i := 0; i < w.n; i++ {
		if w.crossed[i] < 0 {
			out = append(out, referee.Note(CodeReadingCrossCount, nil))
			break
		}
	}
	c := &r.cars[p]
	if c.finished && c.past%2 != 0 {
		out = append(out, referee.Note(CodeReadingHalfSquare, nil))
	}
	if r.lastPlus {
		// As tellPlus says it: an extra turn earned, a lone player's next
		// turn and a third turn refused are the rules' own.
		switch {
		case r.extra && r.due == p, len(r.cars) == 1, r.lastExtra:
		case w.finishes >= 0 || c.finished:
			out = append(out, referee.Note(CodeReadingNoExtraFinished, nil))
		default:
			out = append(out, referee.Note(CodeReadingNoExtraFinal, nil))
		}
	}
	return out
}
