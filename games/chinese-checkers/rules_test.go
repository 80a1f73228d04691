package chinesecheckers

import (
	"fmt"
	"strings"
	"testing"
)

// ring is a position for chains: A's piece on g5 can hop round B's pieces
// on g6, f7 and f6 (and over g4).
const ring = "players: A, B\nsetup: A=g5 a1 b1 b2 c1 c2 c3 d2 d3 d4; B=g6 f7 f6 g4 q1 p1 p2 o1 o2 o3\n"

// issue17: A's piece on l5 can hop into its target on n2 and out again to
// l7, which goal-lock: on forbids ("entered" is literal).
const issue17 = "players: A, B\ngoal-lock: on\nsetup: A=l5 a1 b1 b2 c1 c2 c3 d1 d2 d3; B=m6 m7 q1 p1 p2 o1 o2 o3 n4 n3\n"

// home: A has every piece in point 4 already, B is still racing.
const aHome = "q1 p1 p2 o1 o2 o3 n1 n2 n3 n4"

// Every rule code is reported for the move that breaks it, and the position
// is left exactly as it was.
func TestEveryRuleIsEnforced(t *testing.T) {
	cases := []struct {
		header string
		before []string
		actor  string
		move   string
		code   string
	}{
		{"players: A, B\n", nil, "", "d1-g5", "step-not-adjacent"},
		{"players: A, B\n", nil, "", "d1-e7", "step-not-adjacent"},
		{"players: A, B\n", nil, "", "c1-d1", "step-to-occupied"},
		{"players: A, B\n", []string{"d1-e5", "n1-m5"}, "", "c1-e5", "hop-over-empty"},
		{"players: A, B\n", nil, "", "a1-d1", "hop-too-long"},
		{"players: A, B\n", nil, "", "c1-e5-g6", "hop-off-line"},
		{"players: A, B\n", nil, "", "b1-d1", "hop-onto-occupied"},
		{"players: A, B\n", nil, "", "d1-e5-e7", "step-then-hop"},
		{"players: A, B\n", nil, "", "c1-e5-e4", "hop-then-step"},
		{ring, nil, "", "g5-g7-e7-g7", "chain-repeats-hole"},
		{ring, nil, "", "g5-g7-e7-g5-g3", "chain-repeats-hole"},
		{ring, nil, "", "g5-g7-e7-g5", "chain-ends-at-start"},
		{ring, nil, "", "g5-g5", "chain-ends-at-start"},
		{"players: A, B\n", nil, "", "e5-f5", "from-empty"},
		{"players: A, B\n", nil, "", "n1-m5", "not-own-piece"},
		{"players: A, B\n", nil, "B", "n1-m5", "wrong-player"},
		{"players: A, B\n", nil, "", "pass", "pass-with-move"},
		{"players: A, B\ngoal-lock: on\nsetup: A=n1 a1 b1 b2 c1 c2 c3 d2 d3 d4; B=q1 p1 p2 o1 o2 o3 n2 n3 n4 d1\n", nil, "", "n1-m5", "left-goal"},
		{"players: A, B\ngoal-lock: on\nsetup: A=n1 a1 b1 b2 c1 c2 c3 d2 d3 d4; B=q1 p1 p2 o1 o2 o3 n2 m8 n4 d1\n", nil, "", "n1-n3-l8", "left-goal"},
		{issue17, nil, "", "l5-n2-l7", "left-goal"},
		{"players: A, B, C\nsetup: A=" + aHome + "; B=m10 m11 m12 m13 l10 l11 l12 k10 k11 j10; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n", nil, "A", "n1-m5", "player-finished"},
		{"players: A, B\nsetup: A=" + aHome + "; B=a1 b1 b2 c1 c2 c3 d1 d2 d3 e5\n", nil, "", "e5-e6", "game-over"},
	}
	for _, c := range cases {
		t.Run(c.code+" "+c.move, func(t *testing.T) {
			g := start(t, c.header)
			mustPlay(t, g, c.before...)
			actor := -1
			if c.actor != "" {
				actor = g.player(c.actor)
			}
			before := snapshot(g)
			step := g.Apply(actor, ptr(parse(t, g, c.move)), true)
			if step.Violation == nil {
				t.Fatalf("legal; want %s", c.code)
			}
			if string(step.Violation.Code()) != "chinese-checkers."+c.code {
				t.Fatalf("got %s %v, want %s", step.Violation.Code(), step.Violation, c.code)
			}
			if snapshot(g) != before {
				t.Errorf("the position changed")
			}
		})
	}
}

func TestRulesListsEveryCode(t *testing.T) {
	if n := len(Spec().Rules); n != 17 {
		t.Errorf("%d rule codes", n)
	}
}

// The near-misses of the rules above are legal.
func TestNearMissesAreLegal(t *testing.T) {
	mustPlay(t, start(t, "players: A, B\n"), "d1-e5", "n1-m5", "c1-e7", "n2-m7")
	mustPlay(t, start(t, ring), "g5-g7-e7")
	g := start(t, "players: A, B\ngoal-lock: on\nsetup: A=n1 a1 b1 b2 c1 c2 c3 d2 d3 d4; B=q1 p1 p2 o1 o2 o3 n3 m6 n4 d1\n")
	mustPlay(t, g, "n1-n2")
	// Without goal-lock the piece may leave its target: «направление не
	// влияет на допустимость хода».
	g = start(t, "players: A, B\nsetup: A=n1 a1 b1 b2 c1 c2 c3 d2 d3 d4; B=q1 p1 p2 o1 o2 o3 n2 n3 n4 d1\n")
	mustPlay(t, g, "n1-m5")
	// The chain may end in the target; without goal-lock it may go on out.
	mustPlay(t, start(t, issue17), "l5-n2")
	mustPlay(t, start(t, strings.Replace(issue17, "goal-lock: on\n", "", 1)), "l5-n2-l7")
}

func TestNamedActor(t *testing.T) {
	g := start(t, "players: Аня, Боря\n")
	if s := g.Apply(0, ptr(parse(t, g, "d1-e5")), false); s.Violation != nil {
		t.Fatal(s.Violation.Code())
	}
	if s := g.Apply(0, ptr(parse(t, g, "d2-e6")), false); s.Violation == nil || s.Violation.Code() != "chinese-checkers.wrong-player" {
		t.Fatalf("two moves in a row: %+v", s.Violation)
	}
}

// «В показанной позиции девять фишек уже дома; выделенный шаг занимает
// последнюю свободную лунку.»
func TestLastStepWins(t *testing.T) {
	g := start(t, "players: A, B\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 n3 m8; B=a1 b1 b2 c1 c2 c3 d1 d2 d3 e9\n")
	if g.Outcome().Over {
		t.Fatal("over before the last step")
	}
	mustPlay(t, g, "m8-n4")
	o := g.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != 0 {
		t.Fatalf("outcome %+v", o)
	}
	if len(o.Places) != 2 || o.Places[1][0] != 1 {
		t.Errorf("places %v", o.Places)
	}
	if g.Turn() != -1 || legal(g) != nil {
		t.Errorf("turn %d, legal %v after the end", g.Turn(), legal(g))
	}
}

// blocked: B keeps a piece on n4, in A's target; A has eight pieces there
// and steps a ninth into n3, the last empty hole.
const blocked = "players: A, B\n%ssetup: A=q1 p1 p2 o1 o2 o3 n1 n2 m8 i5; B=n4 a1 b1 b2 c1 c2 c3 d1 d2 d3\n"

func TestParlett(t *testing.T) {
	g := start(t, fmt.Sprintf(blocked, "blocking: parlett\n"))
	mustPlay(t, g, "m8-n3")
	o := g.Outcome()
	if !o.Over || o.Winners[0] != 0 || !g.parlettW[0] {
		t.Fatalf("blocking: parlett, target full with A's pieces in it: %+v", o)
	}
	g = start(t, fmt.Sprintf(blocked, ""))
	mustPlay(t, g, "m8-n3")
	if g.Outcome().Over {
		t.Fatalf("blocking: none, yet a blocked target counts as a win")
	}
}

// Another player's move can complete the parlett condition.
func TestParlettOnSomeoneElsesMove(t *testing.T) {
	g := start(t, "players: A, B\nturn: B\nblocking: parlett\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 m8 i5; B=n4 m7 a1 b1 b2 c1 c2 c3 d1 d2\n")
	mustPlay(t, g, "m7-n3")
	if o := g.Outcome(); !o.Over || o.Winners[0] != 0 {
		t.Fatalf("outcome %+v", o)
	}
}

func TestParlettNeedsOwnPiece(t *testing.T) {
	// Every hole of A's target holds B's pieces: not a win for A.
	g := start(t, "players: A, B\nblocking: parlett\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4; B=q1 p1 p2 o1 o2 o3 n1 n2 n3 n4\n")
	if g.Outcome().Over {
		t.Fatalf("a target full of B's pieces made somebody win: %+v", g.Outcome())
	}
}

func TestHoleNumbersAreHoleNames(t *testing.T) {
	g := start(t, "players: A, B\n")
	if a, b := parse(t, g, "d1-e5"), parse(t, g, "6-14"); a.String() != b.String() {
		t.Errorf("d1-e5 = %s, 6-14 = %s", a, b)
	}
	if m := parse(t, g, "с1−е5"); m.String() != "c1-e5" {
		t.Errorf("Cyrillic look-alikes: %s", m)
	}
	if m := parse(t, g, "ПАС"); !m.pass {
		t.Errorf("ПАС is not a pass")
	}
}

// A setup with exactly one player home is clear: that player finished first
// and the others play on (a setup with two home is refused: see
// TestHeaderErrors).
func TestSetupWithOneHome(t *testing.T) {
	g := start(t, "players: A, B, C\nsetup: A="+aHome+"; B=m10 m11 m12 m13 l10 l11 l12 k10 k11 j10; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n")
	o := g.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != 0 || g.place[0] != 1 {
		t.Fatalf("outcome %+v", o)
	}
	if g.Turn() != 1 {
		t.Errorf("turn %d, want B (A has finished)", g.Turn())
	}
}
