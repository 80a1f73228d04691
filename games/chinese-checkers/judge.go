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
		to := path[1]
		if g.board[to] != empty {
			return referee.Break(CodeStepToOccupied, g.ownerFacts(p, to, referee.Facts{"from": s.String(), "to": to.String()}))
		}
		if g.leaves(p, s, to) {
			return g.leftGoal(p, path, 1, nil)
		}
		return nil
	}
	if len(path) == 2 && path[1] != s {
		if _, _, ok := g.lines.line(s, path[1]); !ok {
			// Neither next to the piece nor on a line with it: whether a
			// step or a hop was meant, the step's rule is the one to learn.
			return referee.Break(CodeStepNotAdjacent, referee.Facts{"from": s.String(), "to": path[1].String()})
		}
	}
	var landed [numHoles]bool
	hops := len(path) - 1
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		// The hop's name is made only for a move that is refused.
		hop := func() referee.Message { return hopMsg(i, hops, a, b) }
		if a != b {
			dir, steps, ok := g.lines.line(a, b)
			switch {
			case ok && steps == 1 && i == 1:
				return referee.Break(CodeStepThenHop, referee.Facts{"from": a.String(), "to": b.String(), "rest": pathString(path[1:])})
			case ok && steps == 1:
				return referee.Break(CodeHopThenStep, referee.Facts{"from": a.String(), "to": b.String(), "n": i, "hop": hop()})
			case !ok:
				return referee.Break(CodeHopOffLine, referee.Facts{"from": a.String(), "to": b.String(), "hop": hop()})
			case steps > 2:
				mid := between(a, dir, steps)
				return referee.Break(CodeHopTooLong, referee.Facts{"from": a.String(), "to": b.String(), "hop": hop(),
					"between": holeList(mid), "holes": referee.Quantity{Count: steps - 1, Unit: "chinese-checkers.unit.hole"}})
			}
			over := neighbour[a][dir]
			if g.board[over] == empty {
				facts := referee.Facts{"from": a.String(), "to": b.String(), "over": over.String(), "hop": hop()}
				if over == s {
					return referee.Break(CodeHopOverEmpty, withFlag(facts, "own"))
				}
				return referee.Break(CodeHopOverEmpty, facts)
			}
			if g.board[b] != empty {
				return referee.Break(CodeHopOntoOccupied, g.ownerFacts(p, b, referee.Facts{"from": a.String(), "to": b.String(), "over": over.String(), "hop": hop()}))
			}
		}
		// «every published engine forbids both»: no hole twice, and not
		// back where the chain started (RULES.md).
		if b == s && i == hops {
			return referee.Break(CodeChainEndsAtStart, referee.Facts{"from": s.String(), "path": pathString(path), "hops": referee.Quantity{Count: hops, Unit: "chinese-checkers.unit.hop"}})
		}
		if b == s || landed[b] {
			facts := referee.Facts{"hole": b.String(), "hop": hop()}
			if b == s {
				facts["start"] = "yes"
			}
			return referee.Break(CodeChainRepeatsHole, facts)
		}
		landed[b] = true
		if g.leaves(p, a, b) {
			h := hop()
			return g.leftGoal(p, path, i, h)
		}
	}
	return nil
}

// leftGoal: landing i of the path leaves the target (g.leaves). The message
// names where the piece came to stand in its target — its start, or else
// the first landing there — and the hop that leaves, when the move is a
// chain.
func (g *game) leftGoal(p int, path []hole, i int, hop referee.Message) referee.Message {
	s := path[0]
	facts := g.targetFacts(p, referee.Facts{"from": s.String(), "to": path[i].String()})
	if !g.inTarget(p, s) {
		for _, h := range path[1:i] {
			if g.inTarget(p, h) {
				facts["entered"] = h.String()
				break
			}
		}
	}
	if hop != nil {
		facts["hop"] = hop
	}
	return referee.Break(CodeLeftGoal, facts)
}

// ownerFacts adds whose piece is in hole h, and whether it is the mover's.
func (g *game) ownerFacts(p int, h hole, f referee.Facts) referee.Facts {
	f["owner"] = g.names[g.board[h]]
	if int(g.board[h]) == p {
		f["own"] = "yes"
	}
	return f
}

// hopMsg names a hop: "the hop e5-g5" alone, "hop 2 of 3 (e5-g5)" in a chain.
func hopMsg(i, total int, a, b hole) referee.Message {
	facts := referee.Facts{"n": i, "total": total, "from": a.String(), "to": b.String()}
	if total == 1 {
		return referee.Say("chinese-checkers.hop.single", facts)
	}
	return referee.Say("chinese-checkers.hop.nth", facts)
}

func holeList(hs []hole) referee.List {
	out := make(referee.List, len(hs))
	for i, h := range hs {
		out[i] = h.String()
	}
	return out
}

func withFlag(f referee.Facts, key string) referee.Facts {
	f[key] = "yes"
	return f
}
