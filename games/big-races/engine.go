package bigraces

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// engine is a race in progress as the referee plays it: the race, the
// players' and cars' names, and the shared cache of move texts read.
type engine struct {
	*race
	names  []string
	roster roster
	read   *readCache
	recent *recentReads // the moves this race read last (recall)
	// readings is where a step's Readings are put: the session reads them
	// at once, and a move written under its player's name relies on one
	// every time, so they are not allocated a move.
	readings [6]referee.Message
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
				return nil, notation.Errorf(at, "big-races.not-their-car", notation.Facts{"player": e.names[p], "car": e.roster.names[c]})
			}
		}
		car = c
		rest := text[i+1:]
		lead := len(rest) - len(strings.TrimLeft(rest, " \t"))
		at.Column += utf8.RuneCountInString(text[:i+1]) + utf8.RuneCountInString(rest[:lead])
		at.Offset += i + 1 + lead
		text = strings.TrimSpace(rest)
		if text == "" {
			return nil, notation.Errorf(at, "big-races.path-missing", notation.Facts{"car": e.roster.names[c]})
		}
	}
	mv, err := e.recall(car, text, at)
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
		return notation.Errorf(at, "big-races.player-not-car", notation.Facts{"name": name, "player": e.names[p],
			"cars": referee.Names([]string{e.roster.names[p], e.roster.names[p+e.players]})})
	}
	if p := e.playerOf(name); p >= 0 {
		return notation.Errorf(at, "big-races.no-such-car", notation.Facts{"name": name, "player": e.names[p],
			"cars": referee.Names([]string{e.roster.names[p], e.roster.names[p+e.players]})})
	}
	facts := notation.Facts{"name": name}
	if s, ok := notation.Nearest(name, e.roster.names); ok {
		facts["suggestion"] = s
		return notation.Errorf(at, "big-races.unknown-car-suggest", facts)
	}
	return notation.Errorf(at, "big-races.unknown-car", facts)
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
	m := mv.(*move)
	var d drive
	c, f := e.judge(actor, m, &d)
	if f.kind != noFault {
		step := referee.Step{Violation: e.violation(actor, m, f, d)}
		if f.kind == tooFarFault {
			step.Readings = e.limitReadings(e.readings[:0])
		}
		return step
	}
	// The readings the move relies on are said whether or not it is told.
	readings := e.limitReadings(e.readings[:0])
	if m.car < 0 && actor >= 0 {
		readings = append(readings, referee.Note(CodeReadingPlayerForCar, nil))
	}
	if !tell {
		pl := e.play(c, m, &d)
		return referee.Step{Readings: e.playedReadings(pl, readings)}
	}
	var told []referee.Message
	if e.moved == 0 {
		told = append(told, e.roundMsg())
	}
	// A player named for a car: the reading says so once a game, and the
	// move's own sentence names the car that moved.
	why := e.limitWhy()
	pl := e.play(c, m, &d)
	return referee.Step{Told: append(told, e.tellPlayed(m, pl, why)...), Readings: e.playedReadings(pl, readings)}
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
// car due, its limit and why are in About); a zero when it cannot move.
// A path with no name is the car due's, so each Text is a whole entry.
func (e *engine) Legal(referee.View) referee.Choices {
	if e.over {
		return referee.Choices{}
	}
	c := e.due()
	about := referee.Say("big-races.about", referee.Facts{"car": e.roster.names[c], "cell": cellText(e.cars[c].pos), "limit": atMost(e.limit()), "why": e.limitWhy()})
	opts := e.options()
	if len(opts) == 0 {
		return referee.Choices{About: about, Moves: []referee.Choice{{Text: "0", Say: referee.Say("big-races.path.zero", nil)}}}
	}
	out := make([]referee.Choice, len(opts))
	for i, o := range opts {
		en := o.path.english()
		out[i] = referee.Choice{Text: en, Say: e.choiceMsg(o)}
	}
	return referee.Choices{About: about, Moves: out}
}
