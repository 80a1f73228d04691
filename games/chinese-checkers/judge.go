package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// judge checks a step or hop chain by player p, whose piece stands on
// path[0]. It returns the first rule the move breaks, or nil.
//
// «Ход не может начаться шагом и продолжиться прыжком. Цепочка прыжков не
// может перейти на другую фишку посередине.» A chain is written as the start
// hole and every landing, so one line is one piece by construction.
func (g *game) judge(p int, path []hole) referee.Message {
	s := path[0]
	// The piece has left its hole while it moves: a hop over its own start
	// is a hop over an empty hole, and it may land there (and then is told
	// it came back).
	g.board[s] = empty
	defer func() { g.board[s] = int8(p) }()
	if len(path) == 2 && isNeighbour(s, path[1]) {
		return g.judgeStep(p, path)
	}
	if len(path) == 2 && path[1] != s {
		if _, _, ok := g.lines.line(s, path[1]); !ok {
			// Neither next to the piece nor on a line with it: whether a
			// step or a hop was meant, the step's rule is the one to learn.
			return StepNotAdjacent{From: s.String(), To: path[1].String()}
		}
	}
	var landed [numHoles]bool
	hops := len(path) - 1
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		if a != b {
			if m := g.judgeHop(p, s, a, b, i == 1); m != nil {
				return m
			}
		}
		// «every published engine forbids both»: no hole twice, and not
		// back where the chain started (RULES.md).
		if b == s && i == hops {
			return ChainEndsAtStart{From: s.String(), Still: hops == 1}
		}
		if b == s || landed[b] {
			return ChainRepeatsHole{From: a.String(), To: b.String(), Start: b == s}
		}
		landed[b] = true
		if g.leaves(p, a, b) {
			return g.leftGoal(p, path, i)
		}
	}
	return nil
}

// judgeStep checks a step of p's piece to the hole next to it: onto an
// empty hole, and not out of its target under the goal lock.
func (g *game) judgeStep(p int, path []hole) referee.Message {
	s, to := path[0], path[1]
	if g.board[to] != empty {
		return StepToOccupied{To: to.String(), Owner: g.names[g.board[to]], Own: int(g.board[to]) == p}
	}
	if g.leaves(p, s, to) {
		return g.leftGoal(p, path, 1)
	}
	return nil
}

// judgeHop checks one hop of p's chain, started on s, from a to b: along a
// line, over the one hole next to a, which holds a piece, into an empty
// hole; a single step there is a step in a chain (first: the chain's first
// move, a step that a hop follows).
func (g *game) judgeHop(p int, s, a, b hole, first bool) referee.Message {
	from, to := a.String(), b.String()
	dir, steps, ok := g.lines.line(a, b)
	switch {
	case ok && steps == 1 && first:
		return StepThenHop{From: from, To: to}
	case ok && steps == 1:
		return HopThenStep{From: from, To: to}
	case !ok:
		return HopOffLine{From: from, To: to}
	case steps > 2:
		holes := between(a, dir, steps)
		full := true
		for _, h := range holes {
			full = full && g.board[h] != empty
		}
		return HopTooLong{From: from, To: to, Between: holeList(holes), Full: full}
	}
	over := neighbour[a][dir]
	if g.board[over] == empty {
		return HopOverEmpty{From: from, To: to, Over: over.String(), Start: over == s}
	}
	if g.board[b] != empty {
		return HopOntoOccupied{From: from, To: to, Owner: g.names[g.board[b]], Own: int(g.board[b]) == p}
	}
	return nil
}

// leftGoal: landing i of the path leaves the target (g.leaves). The message
// names where the piece came to stand in its target — its start, or else
// the first landing there — and the landing that leaves.
func (g *game) leftGoal(p int, path []hole, i int) referee.Message {
	s := path[0]
	m := LeftGoal{In: s.String(), Hop: !isNeighbour(s, path[1]), From: path[i-1].String(), To: path[i].String(), Fifteen: g.pieces == 15}
	if !g.inTarget(p, s) {
		for _, h := range path[1:i] {
			if g.inTarget(p, h) {
				m.In, m.Entered = h.String(), true
				break
			}
		}
	}
	return m
}

// holeList names the holes, in order.
func holeList(hs []hole) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.String()
	}
	return out
}
