package chinesecheckers

import (
	"math/rand/v2"
	"testing"

	"github.com/boardgame-referee/referee/referee/refereetest"
)

var formats = []string{
	"players: A, B\n",
	"players: A, B\npieces: 15\n",
	"players: A, B, C\n",
	"players: A, B, C, D\n",
	"players: A, B, C, D, E, F\n",
	"players: A, B, C, D, E\nseats: A=1, B=2, C=3, D=4, E=5\n",
	"players: A, B\ngoal-lock: on\nblocking: parlett\n",
	"players: A, B, C\ngoal-lock: on\nblocking: parlett\n",
	"players: A, B, C, D, E, F\ngoal-lock: on\n",
}

// Seeded random legal games replay with no violation: every move is drawn
// from Legal and read back through Parse and Apply (referee.Playout).
func TestRandomGamesReplay(t *testing.T) {
	for i, header := range formats {
		for seed := range uint64(5) {
			s := open(t, header)
			rng := rand.New(rand.NewPCG(seed, uint64(i)))
			if _, err := refereetest.Playout(s, rng, 300); err != nil {
				t.Fatalf("%sseed %d: %v", header, seed, err)
			}
		}
	}
}

// Every chain that `moves` lists replays as legal, and each changed move —
// a piece sent from its hole straight to any other hole — is legal exactly
// when Legal lists that step or single hop.
func TestLegalListAgreesWithApply(t *testing.T) {
	for i, header := range formats {
		g := start(t, header)
		rng := rand.New(rand.NewPCG(7, uint64(i)))
		for range 25 {
			legal := legal(g)
			for _, m := range legal {
				c := g.clone()
				if s := play(t, c, m); s.Violation != nil {
					t.Fatalf("%slisted move %s refused: %s %v", header, m, s.Violation.Code(), s.Violation)
				}
			}
			listed := map[string]bool{}
			for _, m := range legal {
				listed[m] = true
			}
			for s := range hole(numHoles) {
				if int(g.board[s]) != g.turn {
					continue
				}
				for e := range hole(numHoles) {
					text := s.String() + "-" + e.String()
					c := g.clone()
					before := snapshot(c)
					step := c.Apply(-1, &move{path: []hole{s, e}}, false)
					if (step.Violation == nil) != listed[text] {
						t.Fatalf("%s%s: refused=%v, listed=%v", header, text, step.Violation != nil, listed[text])
					}
					if step.Violation != nil && snapshot(c) != before {
						t.Fatalf("%s refused but the position changed", text)
					}
				}
			}
			mustPlay(t, g, legal[rng.IntN(len(legal))])
		}
	}
}

// greedy picks a move that brings a piece nearest the tip of its target,
// now and then a random one, so that seeded games reach the end.
func greedy(g *game, rng *rand.Rand) string {
	rs := g.routes(g.turn, nil)
	if len(rs) == 0 {
		return "pass"
	}
	if rng.IntN(10) == 0 {
		return pathString(rs[rng.IntN(len(rs))].path)
	}
	tip := tipOf(g.target[g.turn], g.size)
	best, bestScore := 0, -1000
	for i, r := range rs {
		s, e := r.path[0], r.path[len(r.path)-1]
		score := 4*(distance(s, tip)-distance(e, tip)) + rng.IntN(3)
		if g.inTarget(g.turn, s) && !g.inTarget(g.turn, e) {
			score -= 20
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return pathString(rs[best].path)
}

// tipOf is the hole of a target region furthest from the centre.
func tipOf(point, size int) hole {
	centre := rowStart[8] + 4
	tip := regionSet[point][size][0]
	for _, h := range regionSet[point][size] {
		if distance(h, centre) > distance(tip, centre) {
			tip = h
		}
	}
	return tip
}

// Greedy seeded games of every format go on past the winner until every
// place is decided; finished players are never asked to move again.
func TestGamesPlayOnForPlaces(t *testing.T) {
	for i, header := range formats {
		s := open(t, header)
		g := s.Engine().(*game)
		rng := rand.New(rand.NewPCG(11, uint64(i)))
		var moves []string
		for g.Turn() >= 0 && len(moves) < 3000 {
			m := greedy(g, rng)
			who := g.turn
			if g.place[who] != 0 {
				t.Fatalf("%sfinished player %s to move", header, g.names[who])
			}
			if err := refereetest.Play(s, g.names[who]+": "+m); err != nil {
				t.Fatalf("%safter %d moves, %s: %v", header, len(moves), m, err)
			}
			moves = append(moves, m)
		}
		if g.Turn() >= 0 {
			t.Logf("%sgreedy game did not end in %d moves; places %v", header, len(moves), g.finished)
			continue
		}
		t.Logf("%s%d moves, places %v", header, len(moves), g.finished)
		o := g.Outcome()
		if !o.Over || len(o.Places) != len(g.names) || o.Winners[0] != o.Places[0][0] {
			t.Errorf("%soutcome %+v", header, o)
		}
		seen := map[int]bool{}
		for _, pl := range o.Places {
			seen[pl[0]] = true
		}
		if len(seen) != len(g.names) {
			t.Errorf("%splaces %v do not name every player once", header, o.Places)
		}
		after := g.clone()
		if s := play(t, after, "pass"); s.Violation == nil || s.Violation.Code() != "chinese-checkers.game-over" {
			t.Errorf("%sa move after the end: %+v", header, s.Violation)
		}
	}
}
