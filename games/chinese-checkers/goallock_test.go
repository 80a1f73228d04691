package chinesecheckers

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// The property tests of goal-lock: on, in positions where pieces sit in
// their targets and chains can hop in and out of them: every chain the board
// allows is enumerated, Apply judges each, and the verdict is compared with
// the rule read independently here (RULES.md: once a piece stands in its
// target — at the start of a move or after any landing of a chain — every
// later landing is in the target) and with what Legal lists.

// chainBudget caps the chains enumerated from one position; beyond it the
// check that Legal misses no end is skipped for that position (it is never
// reached by the positions below, and the test says so if it is).
const chainBudget = 200000

// candidates lists every step to an empty neighbour and every hop chain the
// board's geometry allows for player p's pieces: each hop over an occupied
// neighbour onto the empty hole beyond it, the piece's own start counting
// as empty. A chain that lands twice on a hole or comes back to its start is
// listed too, once, as the move that does it, but is not continued. It
// reports false if the budget ran out.
func candidates(g *game, p int) ([][]hole, bool) {
	var out [][]hole
	for s := range hole(numHoles) {
		if int(g.board[s]) != p {
			continue
		}
		for _, n := range neighbour[s] {
			if n != noHole && g.board[n] == empty {
				out = append(out, []hole{s, n})
			}
		}
		free := func(h hole) bool { return h == s || g.board[h] == empty }
		var walk func(path []hole, on [numHoles]bool) bool
		walk = func(path []hole, on [numHoles]bool) bool {
			at := path[len(path)-1]
			for d, over := range neighbour[at] {
				if over == noHole || free(over) {
					continue
				}
				land := neighbour[over][d]
				if land == noHole || !free(land) {
					continue
				}
				if len(out) >= chainBudget {
					return false
				}
				next := append(append([]hole(nil), path...), land)
				out = append(out, next)
				if on[land] {
					continue
				}
				on[land] = true
				if !walk(next, on) {
					return false
				}
				on[land] = false
			}
			return true
		}
		var on [numHoles]bool
		on[s] = true
		if !walk([]hole{s}, on) {
			return out, false
		}
	}
	return out, true
}

// simpleChain: no hole twice, the start included.
func simpleChain(path []hole) bool {
	seen := map[hole]bool{}
	for _, h := range path {
		if seen[h] {
			return false
		}
		seen[h] = true
	}
	return true
}

// lockReading is the rule as RULES.md words it: the index of the first
// landing outside the target after the piece stood in it, and where it
// came to stand there; -1 when the path keeps the rule.
func lockReading(g *game, p int, path []hole) (leaving int, entered hole) {
	if !g.goalLock {
		return -1, noHole
	}
	target := region[g.target[p]][g.size]
	entered = noHole
	for i, h := range path {
		if entered != noHole && !target[h] {
			return i, entered
		}
		if entered == noHole && target[h] {
			entered = h
		}
	}
	return -1, noHole
}

// checkGoalLock compares, in one position, Apply's verdict on every
// candidate with the rule's reading, and Legal's list with the moves Apply
// accepts. It counts the candidates the rule refused, and among them those
// that entered the target mid-chain (the case of issue 17).
func checkGoalLock(t *testing.T, where string, g *game, n *lockCounts) {
	t.Helper()
	p := g.turn
	listed := map[[2]hole]bool{}
	for _, m := range legal(g) {
		if m == "pass" {
			continue
		}
		hs := parseHoles(m)
		c := g.clone()
		if s := play(t, c, m); s.Violation != nil {
			t.Fatalf("%s: listed move %s refused: %s %v", where, m, s.Violation.Code(), s.Violation)
		}
		listed[[2]hole{hs[0], hs[len(hs)-1]}] = true
	}
	cands, complete := candidates(g, p)
	accepted := map[[2]hole]bool{}
	for _, path := range cands {
		text := pathString(path)
		c := g.clone()
		before := snapshot(c)
		step := c.Apply(-1, &move{path: path}, false)
		leaving, entered := lockReading(g, p, path)
		// A hop into the start is the chain's own rule, checked first at
		// that landing; goal-lock speaks for a landing before it.
		repeat := !simpleChain(path)
		firstRepeat := len(path)
		if repeat {
			for i := range path {
				if !simpleChain(path[:i+1]) {
					firstRepeat = i
					break
				}
			}
		}
		switch {
		case leaving >= 0 && leaving < firstRepeat:
			n.refused++
			if entered != path[0] {
				n.midChain++
			}
			if step.Violation == nil || string(step.Violation.Code()) != string(CodeLeftGoal) {
				t.Fatalf("%s: %s leaves the target at landing %d; got %+v, want left-goal", where, text, leaving, step.Violation)
			}
			lg := step.Violation.(LeftGoal)
			if lg.To != path[leaving].String() {
				t.Errorf("%s: %s: left-goal names %v, want %s", where, text, lg.To, path[leaving])
			}
			if lg.In != entered.String() || lg.Entered != (entered != path[0]) {
				t.Errorf("%s: %s: in the target at %s (entered on the way: %v), want %s (%v)", where, text, lg.In, lg.Entered, entered, entered != path[0])
			}
		case repeat:
			if step.Violation == nil {
				t.Fatalf("%s: %s lands twice on a hole and was accepted", where, text)
			}
		default:
			if step.Violation != nil {
				t.Fatalf("%s: %s keeps every rule; refused: %s %v", where, text, step.Violation.Code(), step.Violation)
			}
			k := [2]hole{path[0], path[len(path)-1]}
			accepted[k] = true
			if !listed[k] {
				t.Fatalf("%s: %s is legal, but moves lists nothing from %s to %s", where, text, path[0], path[len(path)-1])
			}
		}
		if step.Violation != nil && snapshot(c) != before {
			t.Fatalf("%s: %s refused but the position changed", where, text)
		}
	}
	if !complete {
		t.Logf("%s: more than %d chains; not checked that every listed end is reached", where, chainBudget)
		return
	}
	for k := range listed {
		if !accepted[k] {
			t.Fatalf("%s: moves lists %s to %s, which no legal chain reaches", where, k[0], k[1])
		}
	}
}

type lockCounts struct{ refused, midChain int }

// lockSetup places each player's pieces at random in and around their
// target: some in it, the rest within a few steps of it, so chains hop in
// and out.
func lockSetup(t *testing.T, header string, rng *rand.Rand) string {
	g := start(t, header)
	taken := map[hole]bool{}
	var groups []string
	for p, name := range g.names {
		var pool []hole
		for h := range hole(numHoles) {
			for _, x := range regionSet[g.target[p]][g.size] {
				if distance(h, x) <= 3 {
					pool = append(pool, h)
					break
				}
			}
		}
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		var mine []string
		for _, h := range pool {
			if len(mine) == g.pieces {
				break
			}
			if !taken[h] {
				taken[h] = true
				mine = append(mine, h.String())
			}
		}
		groups = append(groups, name+"="+strings.Join(mine, " "))
	}
	return header + "setup: " + strings.Join(groups, "; ") + "\n"
}

// Random positions with pieces in and around their targets, and the
// positions of greedy games, under goal-lock: on and off.
func TestGoalLockLegalAgreesWithApply(t *testing.T) {
	headers := []string{
		"players: A, B\n",
		"players: A, B\npieces: 15\n",
		"players: A, B, C\n",
	}
	var n lockCounts
	for i, base := range headers {
		for _, lock := range []string{"goal-lock: on\n", "goal-lock: off\n"} {
			rng := rand.New(rand.NewPCG(17, uint64(i)))
			for k := range 40 {
				header := lockSetup(t, base+lock, rng)
				s, err := build(header)
				if err != nil {
					continue // several players home: not a position to play
				}
				g := s.Engine().(*game)
				for p := range g.names {
					g.turn = p
					checkGoalLock(t, header+"position "+notation.Itoa(k), g, &n)
				}
			}
			// Greedy games bring pieces home and past each other.
			g := start(t, base+lock)
			for m := 0; m < 200 && g.Turn() >= 0; m++ {
				checkGoalLock(t, base+lock+"greedy move "+notation.Itoa(m), g, &n)
				mustPlay(t, g, greedy(g, rng))
			}
		}
	}
	if n.refused == 0 || n.midChain == 0 {
		t.Fatalf("goal-lock refused %d moves, %d of them entering the target mid-chain: the positions do not test the rule", n.refused, n.midChain)
	}
	t.Logf("goal-lock refused %d moves, %d of them entering the target mid-chain", n.refused, n.midChain)
}
