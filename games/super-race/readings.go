package superrace

import "github.com/boardgame-referee/referee/referee"

// The referee's readings a turn relies on, as notes the session says once
// a game: where the rules are silent (RULES.md), the referee decides, and
// says so the first time a game needs it.

// DeadEndReading is the note on the referee's dead-end rule. When a pass
// rests on it and the pass itself is not told (plain check, no --explain),
// the note says first who passes and which colours lead only into a dead
// end, for it is then the only line about that turn;
// otherwise Player is "" and the note is the reading alone.
type DeadEndReading struct {
	Player   string
	DeadEnds []everyByColour
	Single   bool `say:"optional"` // DeadEnds is one colour and one face of it was rolled: Russian «красная грань заводит»
}

func (DeadEndReading) Code() referee.Code { return CodeReadingDeadEnd }

// DeadEndFace is the one colour of DeadEnds as its single face (Passed's).
func (m DeadEndReading) DeadEndFace() everyByFace {
	return Passed{DeadEnds: m.DeadEnds}.DeadEndFace()
}

// readingsOf is the reading a refused turn rests on, if any.
func readingsOf(v referee.Message) []referee.Message {
	switch v := v.(type) {
	case DeadEnd:
		return []referee.Message{DeadEndReading{}}
	case referee.WrongPlayer:
		switch v.Why.(type) {
		case NoExtraInFinal, NoExtraInTieBreak:
			return []referee.Message{Reading(CodeReadingNoExtraFinal)}
		}
	}
	return nil
}

// playedReadings are the readings a legal turn relied on, just played (its
// walk still in r.w): a pass that a colour usable in full only into a dead
// end made (with who passes and why when told is false: the pass is not
// told), a crossing of the line backwards, a finish half a square along
// the start square's side, a +1 bend that earns nothing.
func (r *race) playedReadings(p int, t *turn, told bool) []referee.Message {
	if t.pass {
		if !r.passDeadEnds(p, tallyOf(t.dice())) {
			return nil
		}
		if told {
			return []referee.Message{DeadEndReading{}}
		}
		m := r.passed(p, t, false, false, "")
		return []referee.Message{DeadEndReading{Player: m.Player, DeadEnds: m.DeadEnds, Single: m.Single}}
	}
	var out []referee.Message
	w := &r.w
	for i := 0; i < w.n; i++ {
		if w.crossed[i] < 0 {
			out = append(out, Reading(CodeReadingCrossCount))
			break
		}
	}
	c := &r.cars[p]
	if c.finished && c.past%2 != 0 {
		out = append(out, Reading(CodeReadingHalfSquare))
	}
	if r.lastPlus {
		// As tellBend says it: an extra turn earned, a lone player's next
		// turn and a third turn refused are the rules' own.
		switch {
		case r.extra && r.due == p, len(r.cars) == 1, r.lastExtra:
		case w.finishes >= 0 || c.finished:
			out = append(out, Reading(CodeReadingNoExtraFinished))
		default:
			out = append(out, Reading(CodeReadingNoExtraFinal))
		}
	}
	return out
}
