package chinesecheckers

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// Bad moves are positioned errors naming what was wrong; columns count from
// the move text's first rune (column 5 here).
func TestMoveErrors(t *testing.T) {
	cases := []struct {
		text, code string
		col        int
		fact       string
	}{
		{"r1-q1", "chinese-checkers.unknown-hole", 5, ""}, // no row r: the rows' span, not a hole in row q
		{"e5-e14", "chinese-checkers.place-out-of-row", 8, ""},
		{"e5-a2", "chinese-checkers.place-out-of-row", 8, ""},
		{"жж5-e5", "chinese-checkers.unknown-hole", 5, ""},
		{"6-121", "chinese-checkers.hole-number", 7, ""},
		{"e5", "chinese-checkers.one-hole", 5, ""},
		{"pas", "chinese-checkers.unknown-word-suggest", 5, "chinese-checkers.move.pass"},
		{"jump", "chinese-checkers.unknown-word", 5, ""},
		{"e5 f6", "chinese-checkers.extra", 8, ""},
		{"e5-", "notation.unexpected-end", 8, ""},
		{"pass e5", "chinese-checkers.extra", 10, ""},
		{"e5-pass", "notation.unexpected", 8, ""},
		{"e5-" + strings.Repeat("e6-", 130) + "e7", "chinese-checkers.path-too-long", 0, ""},
		// A suggestion is never the hole the move starts from, nor one it
		// has been in: d4 for d5 here would be no help.
		{"d4-d5", "chinese-checkers.place-out-of-row", 8, ""},
		{"c3-e9-c3-c4", "chinese-checkers.place-out-of-row", 14, ""},
		{"d3-d5", "chinese-checkers.place-out-of-row", 8, ""},
		// Cyrillic letters: н looks like h and sounds like n.
		{"н1-e5", "chinese-checkers.row-ambiguous", 5, ""},
		{"e5-Н3", "chinese-checkers.row-ambiguous", 8, ""},
		{"н7-e5", "chinese-checkers.row-ambiguous-row", 5, "h7"},
		{"н11-e5", "chinese-checkers.row-ambiguous-row", 5, ""},
		// Letters that only sound like a row are suggested, not read.
		{"д1-e5", "chinese-checkers.unknown-hole-suggest", 5, "d1"},
		{"х5-e5", "chinese-checkers.unknown-hole-suggest", 5, "h5"},
		{"т5-e5", "chinese-checkers.unknown-hole", 5, ""},
		// Colons.
		{"d1:e5", "chinese-checkers.colon-suggest", 7, "d1-e5"},
		{"d1 : e5 : e7", "chinese-checkers.colon-suggest", 8, "d1-e5-e7"},
		{"d1-e5 e6:e7", "chinese-checkers.colon", 13, ""},
	}
	for _, c := range cases {
		_, err := parseMove(&notation.Move{Text: c.text, TextPos: notation.Pos{Line: 3, Column: 5}}, nil)
		if err == nil {
			t.Errorf("%q: no error", c.text)
			continue
		}
		if string(err.Code()) != c.code || err.Pos.Line != 3 || c.col > 0 && err.Pos.Column != c.col {
			t.Errorf("%q: %s at %d:%d, want %s at column %d", c.text, err.Code(), err.Pos.Line, err.Pos.Column, c.code, c.col)
		}
		if got := suggestion(err.Message); got != c.fact {
			t.Errorf("%q: suggestion %q, want %q", c.text, got, c.fact)
		}
	}
}

func TestMoveForms(t *testing.T) {
	for text, want := range map[string]string{
		"d1-e5":        "d1-e5",
		"6-14":         "d1-e5",
		"6 - e5":       "d1-e5",
		"D1–E5":        "d1-e5",
		"а1-с1-с3":     "a1-c1-c3",
		"a1−c1—c3-e5":  "a1-c1-c3-e5",
		"пас":          "pass",
		"в1-а1":        "b1-a1",
		"Р1-О3-М5":     "p1-o3-m5",
		"к3-е5-і5":     "k3-e5-i5",
		"с1-с2":        "c1-c2",
		"Pass":         "pass",
		"j10 → i9":     "j10-i9", // the arrow the referee prints itself
		"c1 → e5 → g5": "c1-e5-g5",
		"c1->e5":       "c1-e5",
	} {
		m, err := parseMove(&notation.Move{Text: text, TextPos: posOne}, nil)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if m.String() != want {
			t.Errorf("%q read as %s, want %s", text, m, want)
		}
	}
}

// The row letters read from Cyrillic: each look-alike is read as the one row
// it could mean, н (h by shape, n by sound) as none.
func TestCyrillicRows(t *testing.T) {
	want := map[rune]string{'а': "a", 'в': "b", 'с': "c", 'е': "e", 'ё': "e", 'і': "i", 'к': "k", 'м': "m", 'о': "o", 'р': "p"}
	for _, r := range "абвгдеёжзийклмнопрстуфхцчшщъыьэюяі" {
		h, err := parseHole(string(r)+"1", posOne)
		got := ""
		if err == nil {
			got = h.String()[:1]
		}
		if got != want[r] {
			t.Errorf("%c1 read as row %q (%v), want %q", r, got, err, want[r])
		}
		if got == "" && err == nil {
			t.Errorf("%c1: neither a hole nor an error", r)
		}
	}
	_, err := parseHole("н1", posOne)
	if m, ok := err.Message.(AmbiguousHole); err == nil || !ok || m.Shape != "h1" || m.Sound != "n1" {
		t.Errorf("н1: %v, want h1 or n1", err)
	}
}

// A player's name with a space, unquoted, reaches the grammar as part of the
// move text: the error says to quote it.
func TestNameInMove(t *testing.T) {
	names := []string{"Анна Каренина", "Boris"}
	for text, code := range map[string]string{
		"Анна Каренина: c1-e6":   "chinese-checkers.name-unquoted",
		"анна  каренина : c1-e6": "chinese-checkers.name-unquoted",
		"Анна Карена: c1-e6":     "chinese-checkers.name-unknown-suggest",
		"Лев Толстой: c1-e6":     "chinese-checkers.name-unknown",
	} {
		_, err := parseMove(&notation.Move{Text: text, TextPos: posOne}, names)
		if err == nil || string(err.Code()) != code || err.Pos.Column != 1 {
			t.Errorf("%q: %v, want %s at column 1", text, err, code)
		}
	}
}

func TestHeaderErrors(t *testing.T) {
	cases := []struct{ header, code string }{
		{"players: A\n", "chinese-checkers.players-count"},
		{"players: A, B, C, D, E, F, G\n", "chinese-checkers.players-count"},
		{"players: A, B, C, D, E\n", "chinese-checkers.five-need-seats"},
		{"players: A, B, C\npieces: 15\n", "chinese-checkers.pieces-15-players"},
		{"players: A, B\nseats: A=1, B=2\npieces: 15\n", "chinese-checkers.pieces-15-seats"},
		{"players: A, B\npieces: 12\n", "chinese-checkers.pieces-bad"},
		{"players: A, B\nblocking: strict\n", "chinese-checkers.blocking-bad"},
		{"players: A, B\ngoal-lock: maybe\n", "chinese-checkers.goal-lock-bad"},
		{"players: Аня, Боря\nseats: Аян=1, Боря=4\n", "chinese-checkers.header-player-suggest"},
		{"players: A, B\nseats: A=7, B=4\n", "chinese-checkers.seat-bad"},
		{"players: A, B\nseats: A=1, B=1\n", "chinese-checkers.seat-twice"},
		{"players: A, B\nseats: A=1, A=4\n", "chinese-checkers.seat-player-twice"},
		{"players: A, B\nseats: A=1\n", "chinese-checkers.seat-missing"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4; A=q1\n", "chinese-checkers.setup-player-twice"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4 e5; B=q1\n", "chinese-checkers.setup-count"},
		{"players: A, B\nsetup: A=a1 b1 b2\n", "chinese-checkers.setup-missing"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4\n", "chinese-checkers.setup-missing"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4; B=a1 p1 p2 o1 o2 o3 n1 n2 n3 n4\n", "chinese-checkers.setup-hole-twice"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 z9; B=q1 p1 p2 o1 o2 o3 n1 n2 n3 n4\n", "chinese-checkers.unknown-hole"},
		{"players: A, B\nsetup: A a1\n", "notation.unexpected-end"}, // «A a1» may be a name of two words: its = is missing
		{"players: A, B\nsetup: A a1 b1; B=q1\n", "notation.unexpected"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d3 a1; B=q1 p1 p2 o1 o2 o3 n1 n2 n3 n4\n", "chinese-checkers.setup-hole-listed-twice"},
		{"players: A, B\nsetup: A=a1 b1 b2 c1 c2 c3 d1 d2 d4 d5; B=q1 p1 p2 o1 o2 o3 n1 n2 n3 n4\n", "chinese-checkers.place-out-of-row"},
		{"players: A, B\nblocking: Parlet\n", "chinese-checkers.blocking-bad-suggest"},
		{"players: A, B\ngoal-lock: of\n", "chinese-checkers.goal-lock-bad-suggest"},
		// Both players home: nobody can say who was first.
		{"players: A, B\nsetup: A=" + aHome + "; B=a1 b1 b2 c1 c2 c3 d1 d2 d3 d4\n", "chinese-checkers.setup-several-home"},
		{"players: A, B, C\nsetup: A=" + aHome + "; B=e1 e2 e3 e4 f1 f2 f3 g1 g2 h1; C=m1 m2 m3 m4 l1 l2 l3 k1 k2 j1\n", "chinese-checkers.setup-several-home"},
		{"players: A, B\nblocking: parlett\nsetup: A=q1 p1 p2 o1 o2 o3 n1 n2 n3 d4; B=n4 a1 b1 b2 c1 c2 c3 d1 d2 d3\n", "chinese-checkers.setup-several-home"},
	}
	for _, c := range cases {
		_, err := build(c.header)
		if err == nil {
			t.Errorf("%q: no error", c.header)
			continue
		}
		if string(err.Code()) != c.code || err.Pos.Line < 2 {
			t.Errorf("%q: %s at %d:%d, want %s", c.header, err.Code(), err.Pos.Line, err.Pos.Column, c.code)
		}
	}
}

func TestHeaderForms(t *testing.T) {
	g := start(t, "players: Аня, Боря, Вера, Гоша, Даша\nместа: Аня=1, Боря=2, Вера=3, Гоша=4, Даша=5\nфишки: 10\nблокировка: парлетт\nзамок-цели: да\n")
	if !g.parlett || !g.goalLock || g.pieces != 10 {
		t.Errorf("parlett %v goal-lock %v pieces %d", g.parlett, g.goalLock, g.pieces)
	}
	if len(g.warnings) != 1 {
		t.Errorf("warnings %v", g.warnings)
	} else if m, ok := g.warnings[0].(FivePlayers); !ok || m.Point != 6 || m.Player != "Вера" {
		t.Errorf("warnings %v, want point 6 left empty, Вера racing to it", g.warnings)
	}
	g = start(t, "players: A, B, C\nseats: A=5, B=3, C=1\n")
	if len(g.warnings) != 1 || g.warnings[0].Code() != "chinese-checkers.seats-order" {
		t.Errorf("counter-clockwise seats: warnings %v", g.warnings)
	}
	g = start(t, "players: A, B, C, D\n")
	if got := g.seat; got[0] != 2 || got[1] != 3 || got[2] != 5 || got[3] != 6 {
		t.Errorf("four players sit at %v", got)
	}
	g = start(t, "players: A, B\nturn: B\nsetup: A=0 1 2 3 4 5 6 7 8 9; B=q1, p1, p2, o1, o2, o3, n1, n2, n3, n4\n")
	if g.turn != 1 || g.board[9] != 0 || g.board[120] != 1 {
		t.Errorf("setup with hole numbers and commas, turn: B")
	}
}

// TestSetupSpacedNames: a name of several words is written bare in
// setup: as in every header list (NOTATION.md §1), spaces inside it
// forgiven, or quoted.
func TestSetupSpacedNames(t *testing.T) {
	for _, setup := range []string{
		"позиция: Маша=a1 b1; бабушка Зина=q1 p1\n",
		"позиция: Маша=a1 b1; бабушка  Зина = q1, p1\n",
		"позиция: Маша=a1 b1; «бабушка Зина»=q1 p1\n",
	} {
		g := start(t, "игроки: Маша, бабушка Зина\n"+setup)
		if g.board[holeNamed(t, "q1")] != 1 || g.board[holeNamed(t, "p1")] != 1 || g.board[holeNamed(t, "a1")] != 0 {
			t.Errorf("%q: бабушка Зина's pieces not on q1 and p1", setup)
		}
	}
}

// A chain written with the holes it hops over, as it is said aloud, gets
// the line to write: only the landings.
func TestOverWritten(t *testing.T) {
	g := start(t, "players: A, B\nsetup: A=g3 a1; B=f4 d1 q1")
	for text, want := range map[string]string{
		"g3-f4-e5":       "g3-e5",
		"g3-f4-e5-d1-c1": "g3-e5-c1",
		"g3-f4-e5-c1":    "g3-e5-c1",
		"g3 → f4 → e5":   "g3-e5",
	} {
		_, err := g.Parse(&notation.Move{Text: text, TextPos: posOne})
		if err == nil || err.Code() != "chinese-checkers.over-written" {
			t.Errorf("%q: got %v, want chinese-checkers.over-written", text, err)
			continue
		}
		if got := suggestion(err.Message); got != want {
			t.Errorf("%q: suggestion %q, want %s", text, got, want)
		}
	}
	// Not a hopped piece: two steps over an empty hole, a bend, a real
	// hop chain — read as written, for the judge to rule on.
	for _, text := range []string{"g3-g4-g5", "g3-f4-f5", "g3-e5", "g3-e5-c1", "a1-b1-c1"} {
		if _, err := g.Parse(&notation.Move{Text: text, TextPos: posOne}); err != nil {
			t.Errorf("%q: %v, want it read as written", text, err)
		}
	}
}

// TestOneHoleExamples: a move of one hole is answered with moves of the
// position, each one the engine plays: a step from the hole typed where it
// has one, a chain of two hops or more only where the position has one
// (none at the start), none at all once the game is over.
func TestOneHoleExamples(t *testing.T) {
	oneHole := func(g *game, text string) OneHole {
		t.Helper()
		_, err := g.Parse(&notation.Move{Text: text, TextPos: posOne})
		if err == nil {
			t.Fatalf("%q: read as a move", text)
		}
		m, ok := err.Message.(OneHole)
		if !ok {
			t.Fatalf("%q: %v, want a OneHole", text, err)
		}
		return m
	}
	legalHere := func(g *game, text string) {
		t.Helper()
		if s := g.clone().Apply(-1, ptr(parse(t, g, text)), false); s.Violation != nil {
			t.Errorf("example %q refused: %s", text, s.Violation.Code())
		}
	}
	g := start(t, "players: A, B")
	if m := oneHole(g, "d1"); m.Step != "d1-e5" || m.Chain != "" {
		t.Errorf("at the start: %+v, want the step d1-e5 and no chain", m)
	}
	if m := oneHole(g, "a1"); m.Step == "" || !strings.HasPrefix(m.Step, "d") {
		t.Errorf("a hole with no step: %+v, want the first step of the board", m)
	} else {
		legalHere(g, m.Step)
	}
	g = start(t, "players: A, B\nsetup: A=g5 a1; B=g6 f7 q1")
	m := oneHole(g, "g5")
	if m.Step == "" || m.Chain == "" || !strings.HasPrefix(m.Chain, "g5-") {
		t.Fatalf("with a chain: %+v, want a step and a chain from g5", m)
	}
	legalHere(g, m.Step)
	legalHere(g, m.Chain)
	g = start(t, "players: A, B\nsetup: A=n1 n2 n3 n4 o1 o2 o3 p1 p2 q1; B=e5 e6")
	if m := oneHole(g, "e5"); m.Step != "" || m.Chain != "" {
		t.Errorf("game over: %+v, want no example", m)
	}
}

// Two whole moves on one line are said as two moves, not as a missing
// hyphen: joining them with one (“d1-e5-d2-e6”) would make no move at all
// (round-37 editor). A lone hole after a move is still a missing hyphen.
func TestTwoMovesOnOneLine(t *testing.T) {
	for text, want := range map[string]ExtraText{
		"d1-e5 d2-e6":    {Token: "d2", Hole: true, First: "d1-e5", Second: "d2-e6"},
		"6-14  7-15":     {Token: "7", Hole: true, First: "6-14", Second: "7-15"},
		"d1-e5 d2-e6-e8": {Token: "d2", Hole: true, First: "d1-e5", Second: "d2-e6-e8"},
		"e5 f6":          {Token: "f6", Hole: true},
		"d1-e5 d2":       {Token: "d2", Hole: true},
		"d1-e5 d2-e6 e7": {Token: "d2", Hole: true},
		"pass e5":        {Token: "e5", Hole: true},
		"d1-e5 pass":     {Token: "pass"},
	} {
		_, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 3, Column: 5}}, nil)
		if err == nil {
			t.Errorf("%q: no error", text)
			continue
		}
		if got, ok := err.Message.(ExtraText); !ok || got != want {
			t.Errorf("%q: %#v, want %#v", text, err.Message, want)
		}
	}
}
