package notation

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
)

func TestFrameSplitsHeaderAndMoves(t *testing.T) {
	src := "# comment\ngame: turtles\nplayers: Нина, \"Паша П\"\nsource: booklet # note\n\n1. Нина: зелёная +1; 2. \"Паша П\": синяя +2\nрадуга +1 жёлтая\ngame: turtles\nplayers: A, B\nA: red +1\n"
	f := frame("x.txt", []byte(src))
	if len(f.Errors) != 0 {
		t.Fatalf("file errors: %v", f.Errors)
	}
	if len(f.Games) != 2 {
		t.Fatalf("games = %d, want 2", len(f.Games))
	}
	g := f.Games[0]
	if g.ID.Text != "turtles" || g.Pos.Line != 2 {
		t.Errorf("game line: %+v", g.ID)
	}
	var players []string
	for _, p := range g.Players {
		players = append(players, p.Text)
	}
	if diff := cmp.Diff([]string{"Нина", "Паша П"}, players); diff != "" {
		t.Errorf("players (-want +got):\n%s", diff)
	}
	if e := g.Lookup("source"); e == nil || e.Value != "booklet" {
		t.Errorf("source entry: %+v", e)
	}
	type mv struct {
		N           int
		Actor, Text string
		Line, Col   int
	}
	var got []mv
	for _, m := range g.Moves {
		got = append(got, mv{m.Number, m.Actor, m.Text, m.TextPos.Line, m.TextPos.Column})
	}
	want := []mv{{1, "Нина", "зелёная +1", 6, 10}, {2, "Паша П", "синяя +2", 6, 35}, {0, "", "радуга +1 жёлтая", 7, 1}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if len(f.Games[1].Moves) != 1 || f.Games[1].Moves[0].Actor != "A" {
		t.Errorf("second game moves: %+v", f.Games[1].Moves)
	}
}

func TestFrameErrors(t *testing.T) {
	cases := []struct {
		name, src, code string
		line, col       int
	}{
		{"empty", "", "notation.no-game", 1, 1},
		{"only comments", "# nothing\n\n", "notation.no-game", 1, 1},
		{"before game", "hello\ngame: turtles\n", "notation.before-game", 1, 1},
		{"binary", "game: turtles\nplayers: a\x00b", "notation.not-text", 2, 11},
		{"bad utf8", "game: turtles\n\xff", "notation.not-text", 2, 1},
		// A CR alone is no line end: old Macs' files, and a stray one.
		{"cr line ends", "game: turtles\rplayers: A, B\r", "notation.not-text", 1, 14},
		{"cr in a line", "game: turtles\nplayers: A, B\nA: red +1\rB: blue +1\n", "notation.not-text", 3, 10},
		{"cr before crlf", "game: turtles\r\r\nplayers: A, B\n", "notation.not-text", 1, 14},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := frame("f", []byte(c.src))
			if len(f.Errors) == 0 {
				t.Fatalf("no error")
			}
			e := f.Errors[0]
			if string(e.Code()) != c.code || e.Pos.Line != c.line || e.Pos.Column != c.col {
				t.Errorf("got %s at %d:%d, want %s at %d:%d", e.Code(), e.Pos.Line, e.Pos.Column, c.code, c.line, c.col)
			}
			if nt, _ := e.Message.(NotText); nt.CR != strings.HasPrefix(c.name, "cr") {
				t.Errorf("facts %v", e.Message)
			}
			// What the whole file's test finds, the reader finds line by line.
			if bad, ok := firstBadByte([]byte(c.src)); c.code == "notation.not-text" && (!ok || posOfByte("f", []byte(c.src), bad).String() != e.Pos.String()) {
				t.Errorf("firstBadByte: %v %v", bad, ok)
			}
		})
	}
	// Windows line ends, and a CR that ends the file, are line ends.
	for _, src := range []string{"game: turtles\r\nplayers: A, B\r\nA: red +1\r\n", "game: turtles\nplayers: A, B\r"} {
		if f := frame("f", []byte(src)); len(f.Errors) != 0 || len(f.Games) != 1 || len(f.Games[0].Errors) != 0 {
			t.Errorf("%q: %v", src, f.Errors)
		}
		if _, bad := firstBadByte([]byte(src)); bad {
			t.Errorf("%q: firstBadByte finds a bad byte", src)
		}
	}
}

func TestFrameMoveNumbersRunOn(t *testing.T) {
	f := frame("f", []byte("game: turtles\nplayers: A, B\n21. red +1\n22. blue +1\n24. red +1\n"))
	g := f.Games[0]
	errs := g.Problems()
	if len(errs) != 1 || errs[0].Code() != "notation.move-number" || errs[0].Pos.Line != 5 {
		t.Fatalf("errors: %v", errs)
	}
	if m, _ := errs[0].Message.(MoveNumber); m.Want != 23 {
		t.Errorf("got %+v, want 23 expected", errs[0].Message)
	}
}

// TestFrameNumbersShownPastAWrongOne: past a wrong number each numbered
// move is shown by its own number, so no two moves share a label (a
// count would show «4.» as move 3, the number «3.» was shown by).
func TestFrameNumbersShownPastAWrongOne(t *testing.T) {
	f := frame("f", []byte("game: turtles\nplayers: A, B\n1. A: red +1\n3. B: blue +1\n4. A: blue +1\n"))
	var shown []int
	for _, m := range f.Games[0].Moves {
		if m.Text != "" { // the wrong number's own entry holds no move
			shown = append(shown, m.Shown)
		}
	}
	if !slices.Equal(shown, []int{1, 3, 4}) {
		t.Errorf("shown %v, want [1 3 4]", shown)
	}
}

// TestFrameNumbersShownAndRetried: unnumbered moves after a numbered one
// are shown with the numbers they run on to, and a number written again is
// the move tried again (the replay judges whether the one before stood).
func TestFrameNumbersShownAndRetried(t *testing.T) {
	g := frame("f", []byte("game: t\nplayers: A, B\n21. A: red +1\nB: blue +1\nA: red +1\n24. B: red -1\n24. B: red +1\n25. A: blue +1\n")).Games[0]
	if errs := g.Problems(); len(errs) != 0 {
		t.Fatalf("errors %v", errs)
	}
	var shown []int
	var retry []bool
	for _, m := range g.Moves {
		shown, retry = append(shown, m.Shown), append(retry, m.Retry)
	}
	if !slices.Equal(shown, []int{21, 22, 23, 24, 24, 25}) || !slices.Equal(retry, []bool{false, false, false, false, true, false}) {
		t.Errorf("shown %v, retries %v", shown, retry)
	}
}

// TestMovesByNobodyAreErrors: lines before the moves by a name nobody has
// are metadata only when their text does not read as moves — one a line or
// several joined by `;` —, under note keys too (NOTATION.md: never metadata).
func TestMovesByNobodyAreErrors(t *testing.T) {
	for src, want := range map[string]string{
		"Nina: red +1; Pasha: blue +1\n": "notation.unknown-player",
		"Nina: red -1\n":                 "notation.unknown-player",
		"source: the booklet\n":          "",
		"comment: red +1\n":              "notation.unknown-player",
		"comment: Nina: red +1\n":        "notation.unknown-player",
		"date: 2024-05-01\n":             "",
	} {
		g := frame("f", []byte("game: t\nplayers: Нина, Паша\n"+src+"Нина: red +1\n")).Games[0]
		got := ""
		if len(g.Errors) > 0 {
			got = strings.TrimSuffix(string(g.Errors[0].Code()), "-suggest")
		}
		if got != want {
			t.Errorf("%q: %q, want %q (errors %v)", src, got, want, g.Errors)
		}
	}
	// Among the moves, a name nobody has is an error in its place.
	g := frame("f", []byte("game: t\nplayers: Нина, Паша\nНина: red +1\nВика: blue +1; Паша: red +1\n")).Games[0]
	if errs := g.Problems(); len(errs) != 1 || !strings.HasPrefix(string(errs[0].Code()), "notation.unknown-player") || errs[0].Pos.Line != 4 || errs[0].Pos.Column != 1 {
		t.Errorf("errors %v", errs)
	}
}

func TestFrameLongLine(t *testing.T) {
	long := make([]byte, MaxLine+1)
	for i := range long {
		long[i] = 'a'
	}
	f := frame("f", append([]byte("game: turtles\nplayers: A, B\n"), long...))
	if len(f.Games[0].Errors) != 1 || f.Games[0].Errors[0].Code() != "notation.line-too-long" {
		t.Fatalf("errors: %v", f.Games[0].Errors)
	}
}

func TestFoldAndNearest(t *testing.T) {
	if Fold("  Зелёная ") != "зеленая" || Fold("−1") != "-1" {
		t.Errorf("fold: %q %q", Fold("  Зелёная "), Fold("−1"))
	}
	if Latinize("е5") != "e5" {
		t.Errorf("latinize: %q", Latinize("е5"))
	}
	if s, ok := Nearest("Ниан", []string{"Нина", "Паша"}); !ok || s != "Нина" {
		t.Errorf("nearest: %q %v", s, ok)
	}
	if _, ok := Nearest("xyzzyq", []string{"Нина", "Паша"}); ok {
		t.Errorf("nearest suggested something for nonsense")
	}
}

func TestFrameKeysStayInTheHeader(t *testing.T) {
	// A game's key is a header line, whatever names the players have; a
	// name nobody has before a move is a player the header forgot.
	src := "game: turtles\nplayers: Dave, Света\ndate: 2024-05-01\nцвета: Dave=red, Света=blue\nНиан: red +1\n"
	g := frame("f", []byte(src)).Games[0]
	if g.Lookup("date") == nil || g.Lookup("цвета") == nil || g.Lookup("ниан") != nil || len(g.Moves) != 0 {
		t.Errorf("header %d entries, moves %+v", len(g.Header), g.Moves)
	}
	if len(g.Errors) != 1 || !strings.HasPrefix(string(g.Errors[0].Code()), "notation.unknown-player") || g.Errors[0].Pos.Line != 5 {
		t.Errorf("errors %v", g.Errors)
	}
}

func TestCommentAfterQuotedHash(t *testing.T) {
	g := frame("f", []byte("game: turtles\nplayers: «Игрок #1», “Игрок #2” # the two\n")).Games[0]
	if len(g.Players) != 2 || g.Players[1].Text != "Игрок #2" || len(g.Errors) != 0 {
		t.Errorf("players %+v errors %v", g.Players, g.Errors)
	}
}

// grammarSplit runs the line grammar alone, as SplitMoves would without
// its fast path.
func grammarSplit(line string, pos Pos) ([]*Move, *Error) {
	parsed, err := moveLineParser().ParseString("", line)
	if err != nil {
		return nil, FromParse(err, pos, "")
	}
	return entries(parsed, pos)
}

// TestSimpleLineMatchesGrammar: the fast path for the commonest lines gives
// what the grammar gives, places included.
func TestSimpleLineMatchesGrammar(t *testing.T) {
	for _, line := range []string{"red +1", "  радуга +1 жёлтая  ", "e5-f6", "6-14", "2 hedgehogs", "\tpass",
		"1. red +1", "12. Нина: зелёная +1", "Нина:зелёная +1", "3.Паша : синяя +2 ", "task: frogs > 4", "Боря: турбо", "A: b: c", "A: d1:e5", "1. A: 2. x", "A: B: ", "b: c: d e"} {
		m, ok := simple(line, Pos{Line: 3, Column: 1})
		if !ok {
			t.Errorf("%q should take the fast path", line)
			continue
		}
		want, err := grammarSplit(line, Pos{Line: 3, Column: 1})
		if err != nil || len(want) != 1 {
			t.Fatalf("%q: grammar says %v %v", line, want, err)
		}
		if diff := cmp.Diff(want[0], m); diff != "" {
			t.Errorf("%q (-grammar +fast):\n%s", line, diff)
		}
	}
	for _, line := range []string{"red +1; blue +1", "\"A B\": x", "1. 2. x", "A:", "1. ", "0. red +1"} {
		if _, ok := simple(line, Pos{Line: 1, Column: 1}); ok {
			t.Errorf("%q should go to the grammar", line)
		}
	}
}

// FuzzSimpleLine: wherever the fast path answers, the grammar answers the
// same.
func FuzzSimpleLine(f *testing.F) {
	for _, s := range []string{"1. Нина: зелёная +1", "A: b: c", "red +1", "7.x:y", "9223372036854775807. x", "2147483648. x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n\r") || !utf8.ValidString(line) {
			return
		}
		pos := Pos{Line: 1, Column: 1}
		m, ok := simple(line, pos)
		if !ok {
			return
		}
		want, err := grammarSplit(line, pos)
		if err != nil || len(want) != 1 {
			t.Fatalf("%q: fast path %+v, grammar %v %v", line, m, want, err)
		}
		if diff := cmp.Diff(want[0], m); diff != "" {
			t.Fatalf("%q (-grammar +fast):\n%s", line, diff)
		}
	})
}

func TestFromParseLeftover(t *testing.T) {
	_, err := Names("a, b = c", Pos{Line: 2, Column: 10})
	if err == nil || err.Code() != "notation.unexpected" || err.Pos.Column != 15 || err.Message.(Unexpected).Expected != ExpectNames {
		t.Errorf("got %+v", err)
	}
	names, err := Names("«Анна Мария», “Ann Lee”, \"Bo\"", Pos{Line: 1, Column: 1})
	if err != nil || len(names) != 3 || names[0].Text != "Анна Мария" || names[1].Text != "Ann Lee" || names[2].Text != "Bo" {
		t.Errorf("quoted names: %+v %v", names, err)
	}
	if _, err := Names("\"Anna, B", Pos{Line: 1, Column: 1}); err == nil || err.Message != (BadText{Quote: `"`}) {
		t.Errorf("open quote: %+v", err)
	}
	// A character no token begins with is named, not taken for a quote.
	if _, err := Names("Anna, »B", Pos{Line: 1, Column: 1}); err == nil || err.Message != (BadChar{Char: "»", Point: "U+00BB"}) || err.Pos.Column != 7 {
		t.Errorf("stray closing quote: %+v", err)
	}
}

func TestFrameUnquotedPlayerWithSpace(t *testing.T) {
	f := frame("f", []byte("game: chinese-checkers\nplayers: \"Анна Каренина\", Боря\n3. анна каренина : c1-e6; Боря: x\n"))
	g := f.Games[0]
	if len(g.Errors) != 0 || len(g.Moves) != 2 {
		t.Fatalf("errors %v moves %+v", g.Errors, g.Moves)
	}
	m := g.Moves[0]
	if m.Who != (Who{Player, 0}) || m.Number != 3 || m.Text != "c1-e6" || m.TextPos.Column != 20 || m.ActorPos.Column != 4 {
		t.Errorf("got %+v", m)
	}
	if g.Moves[1].Actor != "Боря" || g.Moves[1].Text != "x" {
		t.Errorf("second entry %+v", g.Moves[1])
	}
	// Without quotes in players: too, and by one word of the name.
	f = frame("f", []byte("game: t\nplayers: Маша, бабушка Зина\nбабушка Зина: red +1; Зина: red +1\n"))
	g = f.Games[0]
	if len(g.Players) != 2 || g.Players[1].Text != "бабушка Зина" || len(g.Problems()) != 0 || len(g.Moves) != 2 || g.Moves[0].Who != (Who{Player, 1}) || g.Moves[1].Who != (Who{Player, 1}) {
		t.Errorf("players %v, moves %+v, errors %v", g.Players, g.Moves, g.Problems())
	}
}

// simple runs the fast path alone.
func simple(line string, pos Pos) (*Move, bool) {
	m := &Move{}
	return m, simpleLine(line, pos, m)
}

// TestHugeMoveNumbers: a number past 1<<31 is no move number, on the fast
// path and the grammar's alike, so the count on from it cannot overflow;
// nor is 0 before a name with a space.
func TestHugeMoveNumbers(t *testing.T) {
	for _, line := range []string{"9223372036854775807. A: d1-e5", "2147483649. x", "99999999999999999999. x"} {
		if _, ok := simple(line, Pos{Line: 1, Column: 1}); ok {
			t.Errorf("%q took the fast path", line)
		}
		if _, err := grammarSplit(line, Pos{Line: 1, Column: 1}); err == nil || err.Code() != "notation.move-number-bad" {
			t.Errorf("%q: grammar says %v", line, err)
		}
	}
	if m, ok := simple("2147483648. x", Pos{Line: 1, Column: 1}); !ok || m.Number != 1<<31 {
		t.Errorf("1<<31: %+v %v", m, ok)
	}
	g := frame("f", []byte("game: t\nplayers: A, B\n9223372036854775807. A: d1-e5\n1. B: n1-m5\n")).Games[0]
	if errs := g.Problems(); len(errs) != 1 || errs[0].Code() != "notation.move-number-bad" || errs[0].Pos.Line != 3 {
		t.Errorf("errors %v", errs)
	}
	g = frame("f", []byte("game: t\nplayers: \"Анна Каренина\", B\n0. Анна Каренина: x\n")).Games[0]
	if errs := g.Problems(); len(errs) != 1 || errs[0].Code() != "notation.move-number-bad" || len(g.Moves) != 1 || !g.Moves[0].NoEntry {
		t.Errorf("0. before a spaced name: errors %v, moves %v", errs, g.Moves)
	}
}

// TestQuotedKeyIsPlayer: a quoted key names the player its text names, on
// the exact match as on the folded one: `«A»:` is A, not the player
// called «A» (with the quotes, as `"«A»"` writes him) — and A is nobody.
func TestQuotedKeyIsPlayer(t *testing.T) {
	for _, src := range []string{"game: t\nplayers: \"«A»\", B\n«A»: x\n", "game: t\nplayers: \"«A»\", B\n«a»: x\n"} {
		g := frame("f", []byte(src)).Games[0]
		if len(g.Moves) != 0 || len(g.Header) != 2 {
			t.Errorf("%q: moves %v, header %v", src, g.Moves, g.Header)
		}
		if diff := cmp.Diff(streamed([]byte(src), nil, 0), streamed([]byte(src), nil, 1)); diff != "" {
			t.Errorf("%q (-whole +chunks):\n%s", src, diff)
		}
	}
	g := frame("f", []byte("game: t\nplayers: \"«A»\", B\n\"«A»\": x\n")).Games[0]
	if len(g.Moves) != 1 || g.Moves[0].Actor != "«A»" {
		t.Errorf("\"«A»\": moves %v, header %v", g.Moves, g.Header)
	}
}

// cutPrefixFoldSlow is cutPrefixFold as it was, folding copies.
func cutPrefixFoldSlow(s, prefix string) (string, bool) {
	r := []rune(s)
	p := []rune(prefix)
	if len(r) < len(p) || Fold(string(r[:len(p)])) != Fold(prefix) {
		return s, false
	}
	return string(r[len(p):]), true
}

// FuzzCutPrefixFold: cutting a name off folded rune by rune cuts what
// folding copies did, and copies nothing.
func FuzzCutPrefixFold(f *testing.F) {
	for _, s := range [][2]string{{"Аня - красная +1", "аня"}, {"АНЯ — x", "Аня"}, {"Ёлка - 1", "елка"}, {"A", "AB"}, {"İx", "i"}, {"x", "x"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, s, prefix string) {
		if !utf8.ValidString(s) || !utf8.ValidString(prefix) || strings.TrimSpace(prefix) != prefix {
			return // names are text, trimmed
		}
		rest, ok := cutPrefixFold(s, prefix)
		wantRest, wantOK := cutPrefixFoldSlow(s, prefix)
		if ok != wantOK || ok && rest != wantRest {
			t.Fatalf("cutPrefixFold(%q, %q) = %q, %v; folding copies: %q, %v", s, prefix, rest, ok, wantRest, wantOK)
		}
	})
}

func TestCutPrefixFoldAllocates(t *testing.T) {
	if n := testing.AllocsPerRun(10, func() { cutPrefixFold("Красная -1", "красная") }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// TestFrameEmptyQuotedName: `"": …` names nobody, as any name nobody has;
// it is not an entry with no name, the move of the player due.
func TestFrameEmptyQuotedName(t *testing.T) {
	for _, line := range []string{`"": red +1`, `1) "":`} {
		g := frame("f", []byte("game: t\nplayers: A, B\nA: red +1\n"+line+"\n")).Games[0]
		if len(g.Moves) != 2 || g.Moves[1].Err == nil || g.Moves[1].Err.Code() != "notation.unknown-player" || g.Moves[1].Actor != `""` {
			t.Errorf("%q: %+v", line, g.Moves[len(g.Moves)-1])
		}
	}
}

// TestValueBeginningAsMove: a line in the header by a name nobody has,
// whose value begins like a move though it does not read as one (a move
// and a word too many), is a player the header forgot — an error naming
// the players — not metadata that leaves the game at 0 moves
// (NOTATION.md §1). A note in words, and a note under a key people write
// notes under, stay notes.
func TestValueBeginningAsMove(t *testing.T) {
	for _, line := range []string{"Vera: red +1 c3", "Vera: red +1; c3", "Вера: синяя -1 и ещё"} {
		g := frame("f", []byte("game: t\nplayers: Аня, Боря\n"+line+"\n")).Games[0]
		if len(g.Errors) != 1 || g.Errors[0].Code() != "notation.unknown-player" || g.Errors[0].Pos.Line != 3 || g.Lookup("vera", "вера") != nil {
			t.Errorf("%q: errors %v, header %v", line, g.Errors, g.Header)
		}
	}
	for _, line := range []string{"Vera: red and blue", "source: red +1 is the best card", "Vera: red", "Bob: blue +", "Bob: of course +1"} {
		g := frame("f", []byte("game: t\nplayers: Аня, Боря\n"+line+"\n")).Games[0]
		if len(g.Errors) != 0 || len(g.Header) != 2 {
			t.Errorf("%q: errors %v, header %v", line, g.Errors, g.Header)
		}
	}
}
