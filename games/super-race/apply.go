package superrace

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Parse reads one turn.
func (r *race) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	t := new(turn)
	if err := readTurn(m, t); err != nil {
		return nil, err
	}
	return t, nil
}

// Apply plays one turn. The race changes only when the turn is legal.
func (r *race) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	t := mv.(*turn)
	p, extra, skipped, no := r.whose(actor)
	if no != nil {
		return referee.Step{Violation: no, Interpretations: readingsOf(no)}
	}
	if no := r.judge(p, t); no != nil {
		return referee.Step{Violation: no, Interpretations: readingsOf(no), Heading: r.heading(p, t, tell)}
	}
	notTaken, inTieBreak := "", r.phase == tieBreak
	if skipped {
		notTaken = r.names[r.due]
	}
	r.play(p, t, extra)
	var told []referee.Message
	if tell {
		told = r.tell(p, t, extra, inTieBreak, notTaken)
	}
	return referee.Step{Narration: told, Interpretations: r.playedReadings(p, t, tell), Heading: r.heading(p, t, tell)}
}

// heading is a turn's heading in the replay: who drew with which colour
// («Ход 11 — Эдгар, красные грани»), the faces and route as written after
// it in small type; «rs rs rc bs yc / red ^ ^ >» alone meant nothing to a
// family. Only a session that tells shows it (the replay), so it is made
// only then: made for every turn `check` reads, it cost a long game 7% of
// its CPU.
func (r *race) heading(p int, t *turn, tell bool) referee.Message {
	if !tell {
		return nil
	}
	return MoveHeading{Player: r.names[p], Red: !t.pass && t.colour == red, Blue: !t.pass && t.colour == blue,
		Yellow: !t.pass && t.colour == yellow, Pass: t.pass}
}

// MoveHeading is a turn's heading (referee.NumberedHeading): its number,
// its player and the colour drawn with, or a pass.
type MoveHeading struct {
	N                       int
	Player                  string
	Red, Blue, Yellow, Pass bool
}

func (MoveHeading) Code() referee.Code { return "super-race.heading.move" }

// Numbered is the heading with the move's number.
func (h MoveHeading) Numbered(n int) referee.Message { h.N = n; return h }

// whose decides whose turn a line is: the player due, the player due's extra
// turn, or — when the player due may take an extra turn — the next player,
// which means the extra turn was not taken.
func (r *race) whose(actor int) (p int, extra, skipped bool, no referee.Message) {
	if r.phase != over && r.extra && actor >= 0 && actor != r.due && actor == r.after(r.due) {
		return actor, false, true, nil
	}
	turns := referee.Turns{GameOver: CodeGameOver, WrongPlayer: CodeWrongPlayer, Over: r.phase == over, ToMove: r.due, Players: r.names}
	if turns.Over {
		turns.How = r.how()
	}
	switch no := turns.Judge(actor, nil).(type) {
	case nil:
		return r.due, r.extra, false, nil
	case referee.WrongPlayer:
		return 0, false, false, r.outOfTurn(actor, no)
	default:
		return 0, false, false, no
	}
}

// outOfTurn is the violation for a line by a player whose turn it is not,
// with the reason that fits best: an extra turn claimed twice or late is a
// rule of its own.
func (r *race) outOfTurn(actor int, no referee.WrongPlayer) referee.Message {
	due := r.names[r.due]
	switch {
	case r.cars[actor].finished && r.phase != tieBreak:
		no.Why = FinishedStops{}
	case actor == r.lastMover && r.lastExtra && r.lastPlus:
		return ExtraTwice{Player: r.names[actor], Due: due}
	case r.missed[actor] > 0:
		return ExtraLate{Player: r.names[actor], Since: r.names[r.lostTo[actor]], Turn: r.missed[actor], Move: r.lostAt[actor], Next: r.lostAt[actor] + 1, Due: due}
	case r.phase == tieBreak && !r.tied[actor]:
		no.Why = OnlyTied{Tied: r.tiedNames()}
	case r.phase == final && actor < r.finisher:
		no.Why = FinalRoundOnly{}
	case actor == r.lastMover && r.lastPlus && r.phase == final:
		no.Why = NoExtraInFinal{}
	case actor == r.lastMover && r.lastPlus && r.phase == tieBreak:
		no.Why = NoExtraInTieBreak{}
	case actor == r.lastMover && r.phase == racing:
		no.Why = NoBend{}
	default:
		no.Why = SeatOrder{}
	}
	return no
}

func (r *race) tiedNames() []string {
	var out []string
	for p, t := range r.tied {
		if t {
			out = append(out, r.names[p])
		}
	}
	return out
}

// how says how the race was decided, for a turn after its end.
func (r *race) how() referee.Message {
	w := r.winners[0]
	switch {
	case len(r.cars) == 1:
		return FinishedAlone{Player: r.names[w], Turns: r.cars[w].turns}
	case r.shared:
		return SharedBy{Winners: r.winnerNames()}
	}
	return WonBy{Winner: r.names[w]}
}

// judge says which rule p's turn breaks, or nil: the one judgement Apply
// and Legal share. It leaves the walk of a route in r.w.
func (r *race) judge(p int, t *turn) referee.Message {
	c := &r.cars[p]
	if t.nFaces != numDice {
		return FiveDice{Faces: referee.Quantity{Count: t.nFaces, Unit: "super-race.unit.face"}}
	}
	d := tallyOf(t.dice())
	if t.pass {
		// The colour suggested is the one with the most faces: a reader
		// sees three yellow straights before a lone red curve.
		var best colour
		found := false
		for _, col := range colours {
			if d.total(col) == 0 || !r.canUse(p, col, d) {
				continue
			}
			if !found || d.total(col) > d.total(best) {
				best, found = col, true
			}
		}
		if !found {
			return nil
		}
		route, _ := r.track.usable(c, best, d)
		return MustDraw{Player: r.names[p], Colour: best, Single: d.total(best) == 1, Route: routeOf(best, route).writtenAs(t.latin)}
	}
	col := t.colour
	if d.total(col) == 0 {
		var rolled []colour
		for _, other := range colours {
			if d.total(other) > 0 {
				rolled = append(rolled, other)
			}
		}
		return ColourNotRolled{Colour: col, Rolled: rolled}
	}
	if no := r.judgeStart(p, t); no != nil {
		return no
	}
	if t.nSteps != d.total(col) || t.shapes[straight] != int(d[col][straight]) {
		// The counts, as the user reads them: "red: 2 straights and 1
		// curve rolled, but the route has 3 straights".
		rolled := shapesOf(int(d[col][straight]), int(d[col][curve]))
		route := shapesOf(t.shapes[straight], t.shapes[curve])
		if t.nSteps != d.total(col) {
			return EveryDie{Colour: onDice(col), Rolled: rolled, Route: route}
		}
		return DieShape{Colour: onDice(col), Rolled: rolled, Route: route}
	}
	w := &r.w
	r.track.drive(c, col, t.route(), w)
	at, square := nth(w.step+1), r.square(w.cell)
	switch w.fault {
	case noFault:
		return nil
	case offTrack:
		return OffTrack{Nth: at, Square: square, Beyond: r.track.beyond(w.cell)}
	case wrongColour:
		its := r.track.sq[w.cell].colour()
		return WrongColour{Nth: at, Square: square, Its: its, Needed: byFaces(its), Colour: byColour(col)}
	case usedBefore:
		return UsedSquare{Nth: at, Square: square, Turn: w.turn}
	case usedNow:
		return UsedSquare{Nth: at, Square: square, Earlier: nth(w.turn + 1)}
	}
	// A dead end: say what lies ahead, and whether the colour could have
	// been used at all.
	beyond := r.track.beyond(w.cell)
	no := DeadEnd{Square: square, Colour: col, Beyond: beyond, Off: !beyond && !r.track.sq[w.cell].track(), Turn: w.turn}
	no.Other, no.Route = r.deadEndHint(c, col, d, t.latin)
	return no
}

// deadEndHint says, after a route that ends in a dead end, a route of the
// colour that does not, or else of another colour (other); nil when the
// turn can only be a pass.
func (r *race) deadEndHint(c *car, col colour, d tally, latin bool) (other bool, route *Route) {
	if steps, ok := r.track.usable(c, col, d); ok {
		m := routeOf(col, steps).writtenAs(latin)
		return false, &m
	}
	for _, o := range colours {
		if o == col || d.total(o) == 0 {
			continue
		}
		if steps, ok := r.track.usable(c, o, d); ok {
			m := routeOf(o, steps).writtenAs(latin)
			return true, &m
		}
	}
	return false, nil
}

// judgeStart checks a start square named on a turn: only a first turn
// starts on a start square, and only on the player's own.
func (r *race) judgeStart(p int, t *turn) referee.Message {
	if t.start == 0 {
		return nil
	}
	c := &r.cars[p]
	no := StartSquare{Player: r.names[p], Named: t.start, Key: r.startKey, Starts: referee.Quantity{Count: len(r.track.starts), Unit: "super-race.unit.start-square"}}
	switch {
	case c.started:
		no.Started, no.Next = true, r.square(c.cell)
	case t.start > len(r.track.starts):
		no.NoSuch = true
	case r.track.starts[t.start-1] != c.cell:
		no.Own = r.track.startNumber(c.cell)
	default:
		return nil
	}
	return no
}

// play applies a legal turn (judged just before, its walk in r.w).
func (r *race) play(p int, t *turn, extra bool) {
	c := &r.cars[p]
	c.turns++
	r.missed[p] = 0
	if r.extra && p != r.due {
		// The player due did not take their extra turn.
		r.missed[r.due] = r.cars[r.due].turns
		r.lostTo[r.due] = p
		r.lostAt[r.due] = r.plays
	}
	r.plays++
	r.extra, r.resolved = false, false
	r.lastMover, r.lastExtra, r.lastPlus, r.lastPass = p, extra, false, t.pass
	finishedNow := false
	if !t.pass {
		w := &r.w
		for i := 0; i < w.n; i++ {
			c.used[w.cells[i]] = uint16(c.turns)
			in := c.h
			if i > 0 {
				in = w.outs[i-1]
			}
			c.path = append(c.path, visit{cell: int32(w.cells[i]), in: in, out: w.outs[i], turn: uint16(c.turns)})
		}
		c.cell, c.h, c.count, c.started = w.end, w.h, w.count, true
		if w.finishes >= 0 {
			c.finished, finishedNow = true, true
		}
		if c.finished {
			cell, h := c.endEdge(r.track)
			c.past = r.track.past(cell, h)
		}
		r.lastPlus = w.n > 0 && r.track.sq[w.cells[w.n-1]].plus()
		r.reach[p] = reach{} // the car stands elsewhere now
	}
	if len(r.cars) == 1 {
		if c.finished {
			r.phase, r.winners = over, []int{p}
		}
		return
	}
	if finishedNow && r.phase == racing {
		r.phase, r.finisher = final, p
	}
	// «Если ход заканчивается на вираже, игрок может сделать сразу же ещё
	// один ход … Если он снова остановится на вираже, он не получает
	// третий внеочередной ход.»
	if r.lastPlus && r.phase == racing && !extra {
		r.due, r.extra = p, true
		return
	}
	r.moveOn(p, t.pass)
}
