package chinesecheckers

import (
	"reflect"
	"testing"

	"github.com/boardgame-referee/referee/referee"
)

// A legal move is told in one message, with what it did to the mover's
// target; a player it finishes besides the mover (blocking: parlett) gets
// a message of their own. The winner's place is left to the closing
// sentence, and the last place is told on the move that decides it.
func TestTold(t *testing.T) {
	cases := []struct {
		header, move string
		want         []referee.Message
	}{
		{"players: A, B\n", "d1-e5", []referee.Message{Moved{Player: "A", Of: 10, From: "d1", To: "e5"}}},
		{"players: A, B\n", "c1-e5", []referee.Message{Moved{Player: "A", Of: 10, From: "c1", To: "e5", Hops: 1}}},
		{"players: A, B\nsetup: A=g5 a1; B=g6 f7 q1\n", "g5-g7-e7", []referee.Message{Moved{Player: "A", Of: 2, From: "g5", To: "e7", Hops: 2}}},
		// Into the target, and out of it.
		{"players: A, B\nsetup: A=m8 n1 a1; B=e5 e6\n", "m8-n4", []referee.Message{Moved{Player: "A", Of: 3, From: "m8", To: "n4", Piece: NthPiece{N: 2}}}},
		{"players: A, B\nsetup: A=n4 a1; B=e5 e6\n", "n4-m8", []referee.Message{Moved{Player: "A", Of: 2, From: "n4", To: "m8", Left: true}}},
		{"players: A, B\nsetup: A=n4 n1 q1 a1; B=e5 e6\n", "n4-m8", []referee.Message{Moved{Player: "A", Of: 4, From: "n4", To: "m8", Left: true, Remain: 2}}},
		{"players: A, B\npieces: 15\nsetup: A=l9 q1 a1; B=i5 i6\n", "l9-m9", []referee.Message{Moved{Player: "A", Of: 3, From: "l9", To: "m9", Piece: NthPiece{N: 2}, Fifteen: true}}},
		// The winner: the move says it wins, and names the mover (Russian says «А побеждает»).
		{"players: A, B, C\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 n3 m8; B=j10 k10 k11 l10 l11 l12 m10 m11 m12 m13; C=j1 k1 k2 l1 l2 l3 m1 m2 m3 m4\n",
			"m8-n4", []referee.Message{Moved{Player: "A", Of: 10, From: "m8", To: "n4", Done: true, Wins: true, Others: true}}},
		// The second place decides the third.
		{"players: A, B, C\nsetup: A=" + aHome + "; B=e1 e2 e3 e4 f1 f2 f3 g1 g2 h2; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n",
			"h2-h1", []referee.Message{Moved{Player: "B", Of: 10, From: "h2", To: "h1", Done: true, Place: Place{N: 2}, Rest: "C", RestPlace: Place{N: 3}}}},
		// blocking: parlett, the mover's own target (B's one piece on n4 in it, counted), and another's.
		{"players: A, B\nblocking: parlett\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 m8 i5; B=n4 a1 b1 b2 c1 c2 c3 d1 d2 d3\n",
			"m8-n3", []referee.Message{Moved{Player: "A", Of: 10, From: "m8", To: "n3", Done: true, Parlett: true, Wins: true, Foreign: 1, Owners: []string{"B"}, Mine: 9, At: []string{"n4"}}}},
		{"players: A, B\nturn: B\nblocking: parlett\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 m8 i5; B=n4 m7 a1 b1 b2 c1 c2 c3 d1 d2\n",
			"m7-n3", []referee.Message{Moved{Player: "B", Of: 10, From: "m7", To: "n3"}, FilledFor{Player: "A", Mover: "B", Mine: 8, Foreign: 2, Owners: []string{"B"}}}},
	}
	for _, c := range cases {
		g := start(t, c.header)
		s := play(t, g, c.move)
		if s.Violation != nil {
			t.Fatalf("%s%s: %v", c.header, c.move, s.Violation)
		}
		if !reflect.DeepEqual(s.Narration, c.want) {
			t.Errorf("%s%s: told %+v, want %+v", c.header, c.move, s.Narration, c.want)
		}
	}
}

// The outcome's reason leaves the winner to the closing sentence: it says
// how they won, the places after theirs, and who races on.
func TestOutcomeWhy(t *testing.T) {
	g := start(t, "players: A, B, C\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 n3 m8; B=j10 k10 k11 l10 l11 l12 m10 m11 m12 m13; C=j1 k1 k2 l1 l2 l3 m1 m2 m3 m4\n")
	if why, ok := g.Outcome().Why.(Racing); !ok || why.AnyIn != true || len(why.Players) != 3 || why.Players[0] != (Progress{Player: "A", In: 9, Of: 10}) {
		t.Errorf("before the end: %+v", g.Outcome().Why)
	}
	mustPlay(t, g, "m8-n4")
	if why := g.Outcome().Why; !reflect.DeepEqual(why, Won{Winner: "A", Racing: []string{"B", "C"}}) {
		t.Errorf("the winner known: %+v, want the others racing", why)
	}
	g = start(t, "players: A, B, C\nsetup: A="+aHome+"; B=e1 e2 e3 e4 f1 f2 f3 g1 g2 h2; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n")
	mustPlay(t, g, "h2-h1")
	if why := g.Outcome().Why; !reflect.DeepEqual(why, Won{Winner: "A", Next: []string{"B", "C"}}) {
		t.Errorf("every place decided: %+v, want B and C after the winner", why)
	}
	g = start(t, "players: A, B\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 n3 m8; B=i5\n")
	mustPlay(t, g, "m8-n4")
	if why := g.Outcome().Why; !reflect.DeepEqual(why, Won{Winner: "A"}) {
		t.Errorf("a game of two: %+v, want no places after the winner", why)
	}
}
