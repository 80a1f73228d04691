package chinesecheckers

import (
	"reflect"
	"slices"
	"testing"
	"unicode"

	"github.com/boardgame-referee/referee/referee"
)

// The facts the sentences need: each held here, so that a sentence that
// lacks one fails before a reader sees it.

// A header error names its line as the transcript wrote the key: a reader
// looks for «setup:» in a transcript that says setup: (editor, round 19).
func TestHeaderErrorNamesItsLine(t *testing.T) {
	cases := []struct {
		header string
		key    string
	}{
		{"players: Аня, Боря\nseats: Бора=1, Боря=4\n", "seats"},
		{"players: Аня, Боря\nместа: Бора=1, Боря=4\n", "места"},
		{"players: Аня, Боря\nsetup: Бора=a1; Боря=q1\n", "setup"},
		{"players: Аня, Боря\nпозиция: Бора=a1; Боря=q1\n", "позиция"},
	}
	for _, c := range cases {
		_, err := build(c.header)
		if err == nil {
			t.Fatalf("%q: no error", c.header)
		}
		m, ok := err.Message.(HeaderNotAPlayer)
		if !ok || m.Key != c.key {
			t.Errorf("%q: %#v, want the line %v", c.header, err.Message, c.key)
		}
	}
}

// A misspelt value is answered with the value it is near, as a word the
// output's language says («parlett» in both, «нет» for none in Russian), never as the spelling
// found in the list.
func TestSuggestedValues(t *testing.T) {
	cases := []struct {
		header string
		want   referee.Message
	}{
		{"players: A, B\nblocking: Parlet\n", valueParlett},
		{"players: A, B\nblocking: парлет-\n", valueParlett},
		{"players: A, B\nblocking: nonne\n", valueNone},
		{"players: A, B\ngoal-lock: onn\n", valueOn},
		{"players: A, B\nзамок-цели: нетт\n", valueOff},
		{"players: A, B\nblocking: strict\n", nil},
	}
	for _, c := range cases {
		_, err := build(c.header)
		if err == nil {
			t.Fatalf("%q: no error", c.header)
		}
		var got referee.Message
		switch m := err.Message.(type) {
		case BadBlocking:
			got = m.Suggestion
		case BadGoalLock:
			got = m.Suggestion
		default:
			t.Fatalf("%q: %#v", c.header, err.Message)
		}
		if got != c.want {
			t.Errorf("%q: suggests %v, want %v", c.header, got, c.want)
		}
	}
}

// The table names a key by its first Russian spelling: the goal lock is
// «замок-цели», the house rule's name, not «блокировка-цели», which reads
// as the other house rule (blocking:).
func TestGoalLockKeyIsNamedByItsName(t *testing.T) {
	for _, set := range Spec().Keys {
		if set[0] != "goal-lock" {
			continue
		}
		i := slices.IndexFunc(set, func(k string) bool { return unicode.Is(unicode.Cyrillic, []rune(k)[0]) })
		if i < 0 || set[i] != "замок-цели" {
			t.Errorf("the goal lock's spellings %q: want замок-цели the first Russian one", set)
		}
		return
	}
	t.Fatal("no goal-lock key")
}

// A move after the end says how the game ended: in a game of two, who
// won; in a larger one, that every place is decided (there are no places
// to speak of in a game of two).
func TestGameOverSaysHow(t *testing.T) {
	g := start(t, "players: A, B\nsetup: A="+aHome+"; B=a1 b1 b2 c1 c2 c3 d1 d2 d3 e5\n")
	v, ok := play(t, g, "e5-e6").Violation.(referee.GameOver)
	if !ok || v.How != (Ended{Winner: "A"}) {
		t.Errorf("two players: %#v, want the winner named", v)
	}
	g = start(t, "players: A, B, C\nsetup: A="+aHome+"; B=e1 e2 e3 e4 f1 f2 f3 g1 g2 h2; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n")
	mustPlay(t, g, "h2-h1")
	v, ok = play(t, g, "m1-l4").Violation.(referee.GameOver)
	if !ok || v.How != (Ended{}) {
		t.Errorf("three players: %#v, want every place decided", v)
	}
}

// `d1-d1` makes no hop: it is refused as a move that leaves the piece
// where it is, with no note about chains; a chain that comes back is
// refused with the reading it rests on.
func TestStillMoveRestsOnNoReading(t *testing.T) {
	g := start(t, ring)
	s := play(t, g, "g5-g5")
	if s.Violation != (ChainEndsAtStart{From: "g5", Still: true}) || len(s.Interpretations) != 0 {
		t.Errorf("g5-g5: %#v, readings %v", s.Violation, s.Interpretations)
	}
	s = play(t, g, "g5-g7-e7-g5")
	if s.Violation != (ChainEndsAtStart{From: "g5"}) || !reflect.DeepEqual(s.Interpretations, []referee.Message{readingChainEnd}) {
		t.Errorf("g5-g7-e7-g5: %#v, readings %v", s.Violation, s.Interpretations)
	}
}

// A diagram where every player has fewer pieces says so without listing
// them; one where only some have, lists those.
func TestPartialSetupSaysWho(t *testing.T) {
	g := start(t, "players: A, B\nsetup: A=m5 m6; B=e5 e6 f5\n")
	if want := []referee.Message{PartialSetup{Players: []string{"A", "B"}, Pieces: 10, All: true}}; !reflect.DeepEqual(g.warnings, want) {
		t.Errorf("both partial: %#v", g.warnings)
	}
	g = start(t, "players: A, B\nsetup: A=n1 n2 m7; B=q1 p1 p2 o3 n4 m1 m2 m3 l1 l2\n")
	if want := []referee.Message{PartialSetup{Players: []string{"A"}, Pieces: 10}}; !reflect.DeepEqual(g.warnings, want) {
		t.Errorf("one partial: %#v", g.warnings)
	}
}

// The counts in the targets are a tally, one after another.
func TestTally(t *testing.T) {
	r := Racing{Players: []Progress{{Player: "A", In: 1, Of: 10}, {Player: "B", In: 0, Of: 10}, {Player: "C", In: 2, Of: 10}}}
	want := &Tally{First: r.Players[0], Rest: &Tally{First: r.Players[1], Rest: &Tally{First: r.Players[2]}}}
	if got := r.Tally(); !reflect.DeepEqual(got, want) {
		t.Errorf("tally %+v, want %+v", got, want)
	}
}

// Once every place is decided, the board's legend gives the last player
// their place too, not a count of pieces as if they still raced.
func TestLegendGivesTheLastPlace(t *testing.T) {
	g := start(t, "players: A, B, C\nsetup: A="+aHome+"; B=e1 e2 e3 e4 f1 f2 f3 g1 g2 h2; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n")
	mustPlay(t, g, "h2-h1")
	var places []int
	for _, l := range g.draw().legend {
		places = append(places, l.Place.N)
	}
	if !reflect.DeepEqual(places, []int{1, 2, 3}) {
		t.Errorf("the legend's places %v, want 1, 2, 3", places)
	}
}

// In a game of two the board's last line names the winner, and the legend
// gives no places: there is a winner, not a ranking.
func TestBoardOfTwoNamesTheWinner(t *testing.T) {
	g := start(t, "players: A, B\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 n3 m8; B=i5\n")
	mustPlay(t, g, "m8-n4")
	d := g.draw()
	if !reflect.DeepEqual(d.status, Ranked{Winner: "A"}) {
		t.Errorf("status %#v, want the winner", d.status)
	}
	if d.legend[1].Place.N != 0 {
		t.Errorf("the loser of a game of two has %v", d.legend[1].Place)
	}
}
