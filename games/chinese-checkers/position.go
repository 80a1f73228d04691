package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

const empty = -1

// game is a game in progress.
type game struct {
	lines    *lineTable // how the holes lie from each other (starLines)
	names    []string
	seat     []int // each player's point, 1–6
	target   []int // the point opposite, which they race to fill
	pieces   int   // 10, or 15 with the house rule
	size     int   // 0 for 10 pieces, 1 for 15: the index into region
	parlett  bool  // house rule blocking: parlett
	goalLock bool  // house rule goal-lock: on

	board    [numHoles]int8 // the player whose piece is in each hole, or empty
	turn     int
	finished []int  // players in the order they finished
	place    []int  // each player's place, 0 while still playing
	parlettW []bool // whether each finished player won by the parlett rule
	moves    int
	last     int // the player who made the last move, -1 before any
	// lastPath is the last move's holes, start first, for the drawing;
	// lastLen is 0 before any move and after a pass.
	lastPath [maxPath]hole
	lastLen  int

	own      []int // each player's pieces: pieces, or fewer in a diagram's setup
	warnings []referee.Message
}

// inTarget reports whether hole h is in player p's target region.
func (g *game) inTarget(p int, h hole) bool { return region[g.target[p]][g.size][h] }

// home counts player p's pieces in their target region.
func (g *game) home(p int) int {
	n := 0
	for _, h := range regionSet[g.target[p]][g.size] {
		if int(g.board[h]) == p {
			n++
		}
	}
	return n
}

// foreign lists the other players' pieces in player p's target region:
// how many, and whose (each owner once, in turn order).
func (g *game) foreign(p int) (n int, owners []string) {
	seen := make([]bool, len(g.names))
	for _, h := range regionSet[g.target[p]][g.size] {
		if q := int(g.board[h]); q != empty && q != p {
			n++
			seen[q] = true
		}
	}
	for q, name := range g.names {
		if seen[q] {
			owners = append(owners, name)
		}
	}
	return n, owners
}

// foreignAt names the holes of player p's target region that hold the
// other players' pieces, in board order.
func (g *game) foreignAt(p int) []string {
	var at []string
	for _, h := range regionSet[g.target[p]][g.size] {
		if q := int(g.board[h]); q != empty && q != p {
			at = append(at, h.String())
		}
	}
	return at
}

// hasWon: «Вы побеждаете, только когда все десять окажутся в противоположном
// треугольнике.» With blocking: parlett a player also wins when the target is
// full and at least one of its holes holds their own piece. The holes are
// looked at only until neither can still hold: after a move most targets
// are far from either (TestHasWonPlain holds it to the whole count).
func (g *game) hasWon(p int) (won, byParlett bool) {
	set := regionSet[g.target[p]][g.size]
	// Holes of the target without p's piece that still let every piece of
	// p's stand in it.
	spare := len(set) - g.own[p]
	own, full := 0, true
	for i, h := range set {
		switch int(g.board[h]) {
		case p:
			own++
		case empty:
			full = false
		}
		if i+1-own > spare && (!full || !g.parlett) {
			return false, false
		}
	}
	if own == g.own[p] {
		return true, false
	}
	byParlett = g.parlett && full && own > 0
	return byParlett, byParlett
}

// playing counts the players still racing.
func (g *game) playing() int { return len(g.names) - len(g.finished) }

// decided: every place is known once fewer than two players still race.
func (g *game) decided() bool { return g.playing() < 2 }

// Turn is the player to move, or -1 once every place is decided.
func (g *game) Turn() int {
	if g.decided() {
		return -1
	}
	return g.turn
}

// next passes the turn clockwise to the next player still racing; finished
// players are skipped («остальные могут продолжать»).
func (g *game) next() {
	if g.decided() {
		return
	}
	for {
		if g.turn++; g.turn == len(g.names) {
			g.turn = 0
		}
		if g.place[g.turn] == 0 {
			return
		}
	}
}

// finish records that player p has filled their target.
func (g *game) finish(p int, byParlett bool) {
	g.finished = append(g.finished, p)
	g.place[p] = len(g.finished)
	g.parlettW[p] = byParlett
}

// Skip hands the turn on past a move the replay left out: to the player
// named, if still racing, or to the next player still racing.
func (g *game) Skip(to int, _ referee.Move) bool {
	if g.decided() {
		return false
	}
	if to < 0 {
		g.next()
		return true
	}
	if g.place[to] != 0 {
		return false
	}
	g.turn = to
	return true
}

// leaves tells whether player p's piece, standing on from, leaves its
// target by landing on to: the house rule goal-lock: on, read literally —
// once a piece stands in its target, at the start of a move or after any
// landing of a chain, every later landing is in the target (RULES.md). A
// chain checked landing by landing, each against the one before, so obeys
// the rule exactly when no landing leaves; Legal and Apply both ask this.
func (g *game) leaves(p int, from, to hole) bool {
	return g.goalLock && g.inTarget(p, from) && !g.inTarget(p, to)
}
