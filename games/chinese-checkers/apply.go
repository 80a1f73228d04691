package chinesecheckers

import (
	"strings"

	"github.com/boardgame-referee/referee/referee"
)

// turns is the shared judgement of the turn, from the position: no move
// once every place is decided, none out of turn.
func (g *game) turns() referee.Turns {
	t := referee.Turns{GameOver: CodeGameOver, WrongPlayer: CodeWrongPlayer, Over: g.decided(), Due: g.turn, Players: g.names}
	if t.Over {
		t.How = GameEnded{Places: g.placeItems()}
	}
	return t
}

// oneMoveATurn is why a second move in a row is refused: «Выберите фишку,
// выберите шаг или прыжок и доведите весь ход до конца в рамках этого
// выбора».
const oneMoveATurn = referee.Term("chinese-checkers.why.one-move")

// Apply plays one move. The position changes only when the move is legal.
func (g *game) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	m := *mv.(*move)
	turns := g.turns()
	if !turns.Over && actor >= 0 && g.place[actor] != 0 {
		return referee.Step{Violation: referee.WrongPlayer{Rule: CodePlayerFinished,
			Expected: g.names[g.turn], Actor: g.names[actor], Why: Place{N: g.place[actor]}}}
	}
	if v := turns.Judge(actor, nil); v != nil {
		if w, ok := v.(referee.WrongPlayer); ok && actor == g.last {
			// A second line by the same player is most often a second
			// piece in the same turn.
			w.Why = oneMoveATurn
			v = w
		}
		return referee.Step{Violation: v}
	}
	p := g.turn
	if m.pass {
		return g.pass(p, tell)
	}
	s := m.path[0]
	switch owner := int(g.board[s]); {
	case owner == empty:
		return referee.Step{Violation: FromEmpty{From: s.String()}}
	case owner != p:
		return referee.Step{Violation: NotOwnPiece{From: s.String(), Owner: g.names[owner], Player: g.names[p]}}
	}
	if v := g.judge(p, m.path); v != nil {
		return referee.Step{Violation: v, Readings: readingOf(v)}
	}
	return g.play(p, m.path, tell)
}

// pass: the rules give no pass; a player with no legal move cannot do
// anything else, so the referee lets exactly them pass (RULES.md).
func (g *game) pass(p int, tell bool) referee.Step {
	if rs := g.routes(p, nil); len(rs) > 0 {
		// Show a step if there is one: the simplest move to follow.
		example := rs[0].path
		for _, r := range rs {
			if len(r.path) == 2 && isNeighbour(r.path[0], r.path[1]) {
				example = r.path
				break
			}
		}
		return referee.Step{Violation: PassWithMove{Player: g.names[p], Example: pathString(example),
			Moves: referee.Quantity{Count: len(rs), Unit: "chinese-checkers.unit.move"}}, Readings: passReading()}
	}
	g.moves++
	g.last = p
	g.lastLen = 0
	g.next()
	if !tell {
		return referee.Step{Readings: passReading()}
	}
	return referee.Step{Told: []referee.Message{Passed{Player: g.names[p]}}, Readings: passReading()}
}

// play makes a move already judged legal and, when asked, tells what it did.
func (g *game) play(p int, path []hole, tell bool) referee.Step {
	s, end := path[0], path[len(path)-1]
	var told Moved
	inBefore := 0
	if tell {
		told = g.tellPath(p, path) // before the piece moves: whose pieces it hops
		inBefore = g.home(p)
	}
	g.board[s], g.board[end] = empty, int8(p)
	g.lastLen = copy(g.lastPath[:], path)
	g.moves++
	g.last = p
	before := len(g.finished)
	g.finishers(p, s, end)
	g.next()
	if !tell {
		return referee.Step{}
	}
	if in := g.home(p); in != inBefore && g.place[p] == 0 {
		told.Entered, told.Left = in > inBefore, in < inBefore
		told.In, told.Of, told.Point, told.Fifteen = in, g.own[p], g.target[p], g.pieces == 15
	}
	return referee.Step{Told: append([]referee.Message{told}, g.tellFinished(before)...)}
}

// tellPath says what a move does: a step, or a chain and the pieces it hops.
func (g *game) tellPath(p int, path []hole) Moved {
	s, end := path[0], path[len(path)-1]
	m := Moved{Player: g.names[p], From: s.String(), To: end.String()}
	if len(path) == 2 && isNeighbour(s, end) {
		return m
	}
	m.Hops, m.Path = len(path)-1, pathArrows(path)
	for i := 1; i < len(path); i++ {
		d, _, _ := g.lines.line(path[i-1], path[i])
		h := neighbour[path[i-1]][d]
		m.Over = append(m.Over, Hopped{Hole: h.String(), Owner: g.names[g.board[h]]})
	}
	return m
}

// finishers records who has finished after a move from s to end: the mover
// first, then the others in turn order — with blocking: parlett another
// player's target can be completed by someone else's piece (the referee's
// reading). Only a target the move touched can have become complete: every
// other was checked after the move that last changed it.
func (g *game) finishers(mover int, s, end hole) {
	touched := targetsAt[g.size][s] | targetsAt[g.size][end]
	if touched == 0 {
		return
	}
	for i, p := 0, mover; i < len(g.names); i, p = i+1, p+1 {
		if p == len(g.names) {
			p = 0
		}
		if g.place[p] != 0 || g.decided() || touched&(1<<g.target[p]) == 0 {
			continue
		}
		if won, byParlett := g.hasWon(p); won {
			g.finish(p, byParlett)
		}
	}
}

// tellFinished tells of the players who finished since the first before of
// g.finished, and who races on.
func (g *game) tellFinished(before int) []referee.Message {
	if len(g.finished) == before {
		return nil
	}
	var told []referee.Message
	for _, p := range g.finished[before:] {
		f := Finished{Player: g.names[p], Place: Place{N: g.place[p]}, Point: g.target[p], Fifteen: g.pieces == 15}
		if g.parlettW[p] {
			f.Parlett, f.Own = true, g.home(p)
		}
		told = append(told, f)
	}
	if g.decided() {
		return append(told, AllPlaced{Places: g.placeItems()})
	}
	return append(told, StillRacing{Racing: g.racing(), First: before == 0})
}

// racing lists the players still racing, in turn order.
func (g *game) racing() []string {
	var out []string
	for i, name := range g.names {
		if g.place[i] == 0 {
			out = append(out, name)
		}
	}
	return out
}

func pathArrows(path []hole) string {
	var b strings.Builder
	for i, h := range path {
		if i > 0 {
			b.WriteString(" → ")
		}
		b.WriteString(h.String())
	}
	return b.String()
}

func isNeighbour(a, b hole) bool {
	for _, n := range neighbour[a] {
		if n == b {
			return true
		}
	}
	return false
}
