package chinesecheckers

import (
	"testing"
)

func countKinds(legal []string) (steps, hops int) {
	for _, m := range legal {
		if n := len(parseHoles(m)); n == 2 && isNeighbour(parseHoles(m)[0], parseHoles(m)[1]) {
			steps++
		} else {
			hops++
		}
	}
	return
}

func parseHoles(text string) []hole {
	var out []hole
	for _, name := range splitDash(text) {
		h, err := parseHole(name, posOne)
		if err != nil {
			panic(err)
		}
		out = append(out, h)
	}
	return out
}

// RULES.md: «From the two-player starting position there are exactly 14
// legal moves (8 steps, 6 single hops)».
func TestTwoPlayerStartHas14Moves(t *testing.T) {
	g := start(t, "players: A, B\n")
	legal := legal(g)
	steps, hops := countKinds(legal)
	if len(legal) != 14 || steps != 8 || hops != 6 {
		t.Fatalf("%d moves (%d steps, %d hops), want 14 (8, 6): %v", len(legal), steps, hops, legal)
	}
	want := "d1-e5 d1-e6 d2-e6 d2-e7 d3-e7 d3-e8 d4-e8 d4-e9 c1-e5 c1-e7 c2-e6 c2-e8 c3-e7 c3-e9"
	if got := join(sorted(legal)); got != join(sorted(splitSpace(want))) {
		t.Errorf("moves:\n got %s\nwant %s", got, want)
	}
}

func TestFifteenPiecesStartHas22Moves(t *testing.T) {
	g := start(t, "players: A, B\npieces: 15\n")
	if legal := legal(g); len(legal) != 22 {
		t.Fatalf("%d moves, want 22: %v", len(legal), legal)
	}
	for _, m := range []string{"e6-e4", "e8-e10", "d1-f4", "e5-e4"} {
		if !contains(legal(g), m) {
			t.Errorf("%s missing from %v", m, legal(g))
		}
	}
}

// RULES.md: «196 move pairs at depth 2».
func TestDepthTwoHas196Pairs(t *testing.T) {
	g := start(t, "players: A, B\n")
	pairs := 0
	for _, m := range legal(g) {
		c := g.clone()
		mustPlay(t, c, m)
		pairs += len(legal(c))
	}
	if pairs != 196 {
		t.Errorf("%d pairs, want 196", pairs)
	}
}

func TestEveryStandardStartHas14Moves(t *testing.T) {
	for _, header := range []string{"players: A, B, C\n", "players: A, B, C, D\n", "players: A, B, C, D, E, F\n"} {
		g := start(t, header)
		for p := range g.names {
			if n := len(g.routes(p, nil)); n != 14 {
				t.Errorf("%s player %d: %d moves, want 14", header, p, n)
			}
		}
	}
}

// A chain goes round corners and lists each end once, by its shortest path.
func TestChainsAndDistinctEnds(t *testing.T) {
	// A ring: g5 can hop round g6, f7 and f6, but reaches e7 directly over
	// f6, so e7 is listed with the one hop.
	g := start(t, "players: A, B\nsetup: A=g5 a1 b1 b2 c1 c2 c3 d2 d3 d4; B=g6 f7 f6 g4 q1 p1 p2 o1 o2 o3\n")
	legal := legal(g)
	for _, m := range []string{"g5-g7", "g5-e7", "g5-g3", "c1-e7-g7"} {
		if !contains(legal, m) {
			t.Errorf("%s missing from %v", m, legal)
		}
	}
	if contains(legal, "g5-g7-e7") {
		t.Errorf("e7 listed by the long way round")
	}
	ends := map[[2]hole]bool{}
	for _, m := range legal {
		hs := parseHoles(m)
		k := [2]hole{hs[0], hs[len(hs)-1]}
		if ends[k] {
			t.Errorf("%s: start and end listed twice", m)
		}
		ends[k] = true
		if hs[0] == hs[len(hs)-1] {
			t.Errorf("%s ends where it started", m)
		}
	}
}

func TestPassOnlyWhenStuck(t *testing.T) {
	// A's only piece outside a1 is boxed in: every hole around it is full
	// and every hole beyond is full too.
	g := start(t, "players: A, B, C\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4; B=e5 e6 e7 e8 e9 f4 f5 f6 f7 f8; C=f9 m1 m2 m3 m4 l1 l2 l3 k1 k2\n")
	if legal := legal(g); len(legal) != 1 || legal[0] != "pass" {
		t.Fatalf("legal = %v, want [pass]", legal)
	}
	mustPlay(t, g, "pass")
	if g.turn != 1 {
		t.Errorf("turn = %d after the pass", g.turn)
	}
}

func sorted(ss []string) []string {
	out := append([]string(nil), ss...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// goal-lock: on cuts the chains that leave the target after entering it, not
// the holes they reach: m8 reaches m6 fastest through o2, in A's target,
// and the referee lists the longer route round it instead (issue 17).
func TestGoalLockListsAnotherRoute(t *testing.T) {
	const setup = "setup: A=m8 k7 n3 n2 m4 l6 k4 m10 k5 l8; B=d2 c3 f3 g6 g8 g5 a1 f8 e11 f10\n"
	off := legal(start(t, "players: A, B\n"+setup))
	on := legal(start(t, "players: A, B\ngoal-lock: on\n"+setup))
	if !contains(off, "m8-o2-m6") {
		t.Fatalf("without goal-lock, m6 is not reached through o2: %v", off)
	}
	if contains(on, "m8-o2-m6") || !contains(on, "m8-k8-k6-m6") {
		t.Errorf("with goal-lock, want m8-k8-k6-m6 and not m8-o2-m6: %v", on)
	}
	g := start(t, "players: A, B\ngoal-lock: on\n"+setup)
	if s := play(t, g.clone(), "m8-o2-m6"); s.Violation == nil || string(s.Violation.Code()) != string(CodeLeftGoal) || !s.Violation.(LeftGoal).Entered || s.Violation.(LeftGoal).In != "o2" {
		t.Errorf("m8-o2-m6: %+v, want left-goal entered at o2", s.Violation)
	}
	mustPlay(t, g, "m8-k8-k6-m6")
}
