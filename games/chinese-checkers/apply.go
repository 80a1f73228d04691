package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// turns is the shared judgement of the turn, from the position: no move
// once every place is decided, none out of turn.
func (g *game) turns() referee.Turns {
	t := referee.Turns{GameOver: CodeGameOver, WrongPlayer: CodeWrongPlayer, Over: g.decided(), ToMove: g.turn, Players: g.names}
	if t.Over {
		t.How = g.ended()
	}
	return t
}

// ended is how the game ended, once every place is decided.
func (g *game) ended() Ended {
	if len(g.names) == 2 {
		return Ended{Winner: g.names[g.finished[0]]}
	}
	return Ended{}
}

// oneMoveATurn is why a second move in a row is refused: «Выберите фишку,
// выберите шаг или прыжок и доведите весь ход до конца в рамках этого
// выбора».
const oneMoveATurn = reason("chinese-checkers.why.one-move")

// reason is a reason with no facts, said inside a verdict: a Term that
// declares its kind.
type reason referee.Term

func (r reason) Code() referee.Code { return referee.Code(r) }

// Kind: a reason, said inside the verdict.
func (reason) Kind() referee.MessageKind { return referee.WhyMessage }

// Apply plays one move. The position changes only when the move is legal.
func (g *game) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	read := mv.(*move).read
	step := g.apply(actor, mv, tell)
	if read != nil {
		step.Notes = append(step.Notes, *read)
	}
	return step
}

// apply is Apply of a move as read.
func (g *game) apply(actor int, mv referee.Move, tell bool) referee.Step {
	m := *mv.(*move)
	turns := g.turns()
	if !turns.Over && actor >= 0 && g.place[actor] != 0 {
		// «Остальные могут продолжать»: not those who have finished.
		return referee.Step{Violation: referee.WrongPlayer{Rule: CodePlayerFinished, Expected: g.names[g.turn], Actor: g.names[actor]}}
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
	if v := g.refusal(p, m.path); v != nil {
		return referee.Step{Violation: v, Interpretations: readingOf(v)}
	}
	return g.play(p, m.path, tell)
}

// refusal is why p may not move along path in this position, nil when the
// move is legal: no piece to move, another player's piece, or the judge's
// verdict on the path.
func (g *game) refusal(p int, path []hole) referee.Message {
	s := path[0]
	switch owner := int(g.board[s]); {
	case owner == empty:
		return FromEmpty{From: s.String()}
	case owner != p:
		return NotOwnPiece{From: s.String(), Owner: g.names[owner]}
	}
	return g.judge(p, path)
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
		return referee.Step{Violation: PassWithMove{Moves: len(rs), Example: pathString(example)}, Interpretations: passReading()}
	}
	g.moves++
	g.last = p
	g.lastLen = 0
	g.next()
	if !tell {
		return referee.Step{Interpretations: passReading()}
	}
	return referee.Step{Narration: []referee.Message{Passed{Player: g.names[p]}}, Interpretations: passReading()}
}

// play makes a move already judged legal and, when asked, tells what it did.
func (g *game) play(p int, path []hole, tell bool) referee.Step {
	s, end := path[0], path[len(path)-1]
	inBefore := 0
	if tell {
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
	return referee.Step{Narration: g.tell(p, path, inBefore, before)}
}

// tell says what a move by p along path did, played: the step or the
// chain; the piece it brought into p's target or took out, or that p has
// finished, and in which place; then anyone else it finished (blocking:
// parlett), and who takes the last place once every place is decided.
// inBefore is p's count in their target before it, before the number of
// players who had finished.
func (g *game) tell(p int, path []hole, inBefore, before int) []referee.Message {
	s, end := path[0], path[len(path)-1]
	m := Moved{From: s.String(), To: end.String(), Player: g.names[p], Of: g.own[p], Fifteen: g.pieces == 15}
	if len(path) > 2 || !isNeighbour(s, end) {
		m.Hops = len(path) - 1
	}
	var others []referee.Message
	for _, f := range g.finished[before:] {
		// The winner's place is the closing sentence's to say.
		place := Place{}
		if g.place[f] > 1 {
			place.N = g.place[f]
		}
		if f == p {
			m.Done, m.Parlett, m.Place = true, g.parlettW[p], place
			if m.Parlett {
				m.Foreign, m.Owners = g.foreign(p)
				m.Mine, m.At = g.home(p), g.foreignAt(p)
			}
			m.Wins = place.N == 0
			m.Others = m.Wins && !g.decided()
			continue
		}
		filled := FilledFor{Player: g.names[f], Mover: g.names[p], Mine: g.home(f), Place: place, Fifteen: g.pieces == 15}
		filled.Foreign, filled.Owners = g.foreign(f)
		others = append(others, filled)
	}
	if in := g.home(p); !m.Done && in > inBefore {
		m.Piece = NthPiece{N: in}
	} else if !m.Done && in < inBefore {
		m.Left, m.Remain = true, in
	}
	// Once every place is decided the one still racing takes the last;
	// in a game of two the closing sentence says all there is.
	if len(g.finished) > before && g.decided() && len(g.finished) > 1 {
		for q, name := range g.names {
			if g.place[q] == 0 {
				m.Rest, m.RestPlace = name, Place{N: len(g.finished) + 1}
			}
		}
	}
	return append([]referee.Message{m}, others...)
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

func isNeighbour(a, b hole) bool {
	for _, n := range neighbour[a] {
		if n == b {
			return true
		}
	}
	return false
}
