package chinesecheckers

import (
	"github.com/boardgame-referee/referee/referee"
)

func violation(code referee.Code, facts referee.Facts) referee.Step {
	return referee.Step{Violation: referee.Break(code, facts)}
}

// Apply plays one move. The position changes only when the move is legal.
func (g *game) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	m := *mv.(*move)
	if g.decided() {
		return violation(CodeGameOver, referee.Facts{"places": g.placeList()})
	}
	if actor >= 0 && g.place[actor] != 0 {
		return violation(CodePlayerFinished, referee.Facts{
			"actor": g.names[actor], "place": placeMsg(g.place[actor]), "expected": g.names[g.turn]})
	}
	if actor >= 0 && actor != g.turn {
		facts := referee.Facts{"expected": g.names[g.turn], "actor": g.names[actor]}
		if actor == g.last {
			// «Выберите фишку, выберите шаг или прыжок и доведите весь ход
			// до конца в рамках этого выбора»: a second line by the same
			// player is most often a second piece in the same turn.
			facts["again"] = "yes"
		}
		return violation(CodeWrongPlayer, facts)
	}
	p := g.turn
	if m.pass {
		return g.pass(p, tell)
	}
	s := m.path[0]
	switch owner := int(g.board[s]); {
	case owner == empty:
		return violation(CodeFromEmpty, referee.Facts{"from": s.String(), "player": g.names[p]})
	case owner != p:
		return violation(CodeNotOwnPiece, referee.Facts{"from": s.String(), "owner": g.names[owner], "player": g.names[p]})
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
		step := violation(CodePassWithMove, referee.Facts{
			"player": g.names[p], "example": pathString(example), "moves": referee.Quantity{Count: len(rs), Unit: "chinese-checkers.unit.move"}})
		step.Readings = passReading()
		return step
	}
	g.moves++
	g.last = p
	g.lastLen = 0
	g.next()
	if !tell {
		return referee.Step{Readings: passReading()}
	}
	return referee.Step{Told: []referee.Message{referee.Say("chinese-checkers.told.pass", referee.Facts{"player": g.names[p]})}, Readings: passReading()}
}

// play makes a move already judged legal and, when asked, tells what it did.
func (g *game) play(p int, path []hole, tell bool) referee.Step {
	s, end := path[0], path[len(path)-1]
	var told []referee.Message
	homeBefore := 0
	if tell {
		told = g.tellPath(p, path) // before the piece moves: whose pieces it hops
		homeBefore = g.home(p)
	}
	g.board[s], g.board[end] = empty, int8(p)
	g.lastLen = copy(g.lastPath[:], path)
	g.moves++
	g.last = p
	before := len(g.finished)
	g.finishers(p, s, end)
	if tell {
		if home := g.home(p); home != homeBefore && g.place[p] == 0 {
			id := "chinese-checkers.told.home"
			if home < homeBefore {
				id = "chinese-checkers.told.left-home"
			}
			told = append(told, referee.Say(id, g.targetFacts(p, referee.Facts{"home": home})))
		}
		told = append(told, g.tellFinished(before)...)
	}
	g.next()
	return referee.Step{Told: told}
}

// tellPath says what a move does: a step, or a chain and the pieces it hops.
func (g *game) tellPath(p int, path []hole) []referee.Message {
	s, end := path[0], path[len(path)-1]
	if len(path) == 2 && isNeighbour(s, end) {
		return []referee.Message{referee.Say("chinese-checkers.told.step", referee.Facts{"player": g.names[p], "from": s.String(), "to": end.String()})}
	}
	over := make(referee.List, 0, len(path)-1)
	for i := 1; i < len(path); i++ {
		d, _, _ := g.lines.line(path[i-1], path[i])
		h := neighbour[path[i-1]][d]
		over = append(over, referee.Say("chinese-checkers.told.over", referee.Facts{"hole": h.String(), "owner": g.names[g.board[h]]}))
	}
	return []referee.Message{referee.Say("chinese-checkers.told.chain", referee.Facts{
		"player": g.names[p], "path": pathArrows(path), "hops": referee.Quantity{Count: len(path) - 1, Unit: "chinese-checkers.unit.hop"}, "over": over})}
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
		facts := g.targetFacts(p, referee.Facts{"player": g.names[p], "place": placeMsg(g.place[p])})
		id := "chinese-checkers.told.finish"
		if g.parlettW[p] {
			id, facts["own"] = "chinese-checkers.told.finish-parlett", g.home(p)
		}
		if g.place[p] == 1 {
			id += "-first"
		}
		told = append(told, referee.Say(id, facts))
	}
	if g.decided() {
		told = append(told, referee.Say("chinese-checkers.told.all-placed", referee.Facts{"places": g.placeList()}))
	} else if before == 0 {
		told = append(told, referee.Say("chinese-checkers.told.play-on", referee.Facts{"rest": referee.Names(g.racing())}))
	} else {
		told = append(told, referee.Say("chinese-checkers.told.still-racing", referee.Facts{"rest": referee.Names(g.racing())}))
	}
	return told
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
	s := ""
	for i, h := range path {
		if i > 0 {
			s += " → "
		}
		s += h.String()
	}
	return s
}

func placeMsg(n int) referee.Message {
	return referee.Say("chinese-checkers.place", referee.Facts{"n": n})
}

func isNeighbour(a, b hole) bool {
	for _, n := range neighbour[a] {
		if n == b {
			return true
		}
	}
	return false
}
