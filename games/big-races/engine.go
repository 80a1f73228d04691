package bigraces

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// engine is a race in progress as the referee plays it: the race and the
// players' and cars' names.
type engine struct {
	*race
	names  []string
	roster roster
	told   explained // what the narration has explained (tell)
}

// Parse reads one move: `ffi`, or `белые1: ffi` when the entry is under a
// car's name (the framing gave the whole entry, Spec.Pieces).
func (e *engine) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	text, at := m.Text, m.TextPos
	car := -1
	if i := carColon(text, m.Actor); i >= 0 {
		name := strings.TrimSpace(text[:i])
		c, ok := e.roster.lookup(notation.Unquoted(name))
		if !ok {
			return nil, e.unknownCar(at, name)
		}
		// `белые: серые1: п` names a player and another player's car.
		if m.Actor != "" && m.Actor != name && notation.Fold(notation.Unquoted(m.Actor)) != notation.Fold(notation.Unquoted(name)) {
			if p := e.roster.player(m.Actor); p >= 0 && e.owner(c) != p {
				return nil, notation.ErrorAt(at, NotTheirCar{Car: e.car(c), Player: e.names[p]})
			}
		}
		car = c
		rest := text[i+1:]
		lead := len(rest) - len(strings.TrimLeft(rest, " \t"))
		at.Column += utf8.RuneCountInString(text[:i+1]) + utf8.RuneCountInString(rest[:lead])
		at.Offset += i + 1 + lead
		text = strings.TrimSpace(rest)
		if text == "" {
			return nil, notation.ErrorAt(at, PathMissing{Car: e.car(c)})
		}
	}
	mv, err := readMove(car, text, at)
	if err != nil {
		return nil, err
	}
	return mv, nil
}

// carColon is where the colon after a car's name is, or -1. A name may
// hold colons of its own (`players: "A:B", C`): an entry put back whole
// for a car (Spec.Pieces) starts with the name as read, its quotes taken off
// (`A:B1: ff`); one written after a player's name may quote it
// (`"A:B": "A:B1": ff`). Otherwise it is the first colon.
func carColon(text, actor string) int {
	if actor != "" && len(text) > len(actor) && text[len(actor)] == ':' && strings.HasPrefix(text, actor) {
		return len(actor)
	}
	from := 0
	if open, size := utf8.DecodeRuneInString(text); notation.Opens(open) {
		for i, r := range text[size:] {
			if notation.Closes(open, r) {
				from = size + i + utf8.RuneLen(r)
				break
			}
		}
	}
	if i := strings.IndexByte(text[from:], ':'); i >= 0 {
		return from + i
	}
	return -1
}

// unknownCar refuses a name before the colon that is no car: a player's
// name, or a car's with a wrong number, is answered with the player's
// cars; anything else with the nearest car.
func (e *engine) unknownCar(at notation.Pos, name string) *notation.Error {
	if p := e.roster.player(name); p >= 0 {
		return notation.ErrorAt(at, PlayerNotCar{Name: name, Player: e.names[p], Cars: e.roster.written(p, p+e.players)})
	}
	if p := e.playerOf(name); p >= 0 {
		return notation.ErrorAt(at, NoSuchCar{Name: name, Player: e.names[p], Cars: e.carsOf([]int{p, p + e.players})})
	}
	if s, ok := notation.Nearest(name, e.roster.names); ok {
		return notation.ErrorAt(at, UnknownCarSuggest{Name: name, Suggestion: s})
	}
	return notation.ErrorAt(at, UnknownCar{Name: name})
}

// playerOf is the player whose name a car name with a wrong number starts
// with (`белые3`), or -1.
func (e *engine) playerOf(name string) int {
	base := strings.TrimRightFunc(name, unicode.IsDigit)
	if base == name || base == "" {
		return -1
	}
	return e.roster.player(base)
}

// Turn is the player whose car is due.
func (e *engine) Turn() int {
	if e.over {
		return -1
	}
	return e.owner(e.due())
}

// Apply judges a move and, when it is legal, plays it.
func (e *engine) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	if v := e.turns().Judge(actor, nil); v != nil {
		return referee.Step{Violation: v}
	}
	m := mv.(*move)
	var d drive
	c, f := e.judge(actor, m, &d)
	if f.kind != noFault {
		step := referee.Step{Violation: e.violation(actor, m, f)}
		if f.kind == tooFarFault {
			step.Interpretations = e.limitReadings()
		}
		return step
	}
	// The readings the move relies on are said whether or not it is told;
	// a zero has no limit, so it relies on none of the limit's.
	var readings []referee.Message
	if !m.zero {
		readings = e.limitReadings()
	}
	if m.car < 0 && actor >= 0 {
		readings = append(readings, ReadingPlayerForCar)
	}
	// The move is played the same way whether or not it is told: the
	// narration only reads the round before it (b) and what it did (pl).
	var b before
	if tell {
		b = e.beforeMove()
	}
	pl := e.play(c, m, &d)
	step := referee.Step{Interpretations: e.playedReadings(pl, readings)}
	if tell {
		step.Narration = e.tell(m, pl, b, m.car < 0 && actor < 0)
	}
	return step
}

// playedReadings are the readings a legal move relied on once played: a
// lapped car taken off at once (and taken off when the leader only stops
// on its cell, which the rules do not say: a note only when that happened),
// a finish past the line, finishers of one round placed in move order.
func (e *engine) playedReadings(pl played, out []referee.Message) []referee.Message {
	if !pl.zero && pl.drive.laps > 0 {
		cars := make([]Car, pl.drive.laps)
		for i, o := range pl.drive.lapped[:pl.drive.laps] {
			cars[i] = e.car(int(o) - 1)
		}
		if pl.drive.stops { // its note says «at once» too: one note, not two
			whole := false
			for _, o := range pl.drive.lapped[:pl.drive.laps] {
				_, laps := e.behind(pl.from, int(o)-1)
				whole = whole || laps > 0
			}
			out = append(out, LappedStoppedOn{Cars: cars, Whole: whole})
		} else {
			out = append(out, LappedAtOnce{Cars: cars})
		}
	}
	if pl.finished {
		if pl.drive.to.dist > e.goal {
			out = append(out, ReadingPastLine)
		}
		if n := len(e.finishers); n > 1 && e.cars[e.finishers[n-2]].left >= pl.round {
			out = append(out, ReadingSameRound)
		}
	}
	return out
}

// Skip hands the turn on past a move the replay left out (--keep-going):
// the car due is passed over as if it had made the most of its limit, so
// that the next car is judged as generously as the record allows. When
// the next entry names a car (or a player) still to move in this round,
// the cars before it are passed over; when it names the car due, nothing
// is passed.
func (e *engine) Skip(to int, next referee.Move) bool {
	if e.over {
		return false
	}
	m, _ := next.(*move)
	target := -1
	for i := e.next; i < len(e.order); i++ {
		c := e.order[i]
		if e.cars[c].state != racing {
			continue
		}
		if m != nil && m.car >= 0 && c == m.car || (m == nil || m.car < 0) && to >= 0 && e.owner(c) == to {
			target = c
			break
		}
	}
	if target == e.due() {
		return true
	}
	for {
		c := e.due()
		e.prev, e.prevCost = c, e.limit()
		e.cars[c].leftOut = true
		e.moved++
		if e.advance() || target < 0 || e.due() == target {
			return true
		}
	}
}

// Legal lists each distinct outcome of the car due once: where it ends,
// what it spends and whom it laps, written as one path that does it (the
// car due, its limit and why are in Intro); a zero when it cannot move.
// A path with no name is the car due's, so each Text is a whole entry.
func (e *engine) Legal(referee.View) referee.Choices {
	if e.over {
		return referee.Choices{}
	}
	c := e.due()
	about := CarDue{Car: e.car(c), Cell: cellOf(e.cars[c].pos), Limit: upTo(e.limit()), Why: e.limitWhy()}
	opts := e.options()
	if len(opts) == 0 {
		return referee.Choices{Intro: about, Moves: []referee.Choice{{Text: "0", Say: zeroChoice}}}
	}
	out := make([]referee.Choice, len(opts))
	for i, o := range opts {
		out[i] = referee.Choice{Text: o.path.english(), Say: e.choiceOf(o)}
	}
	return referee.Choices{Intro: about, Moves: out}
}

// TapMoves: each path Legal lists is tapped by the cells it counts as
// (its cost, the length the car's limit is held to: an outward step is
// three), or by the cell it ends on as the picture in a tap view marks it
// (tapCell), then itself (referee.Tapped), entered in the letters of lang
// (`2п` in Russian). Grouped by its length, a «5» listed a move of seven
// cells under a line saying the car may go six.
func (e *engine) TapMoves(lang string, _ referee.View) []referee.TapMove {
	if e.over {
		return nil
	}
	opts := e.options()
	if len(opts) == 0 {
		return []referee.TapMove{{Text: "0"}}
	}
	out := make([]referee.TapMove, len(opts))
	for i, o := range opts {
		text := o.path.english()
		if lang == "ru" {
			text = o.path.russian()
		}
		out[i] = referee.TapMove{Text: text, Steps: []string{strconv.Itoa(o.cost), tapCell(o.to)}}
	}
	return out
}
