package table_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// headers start a game of each kind for the random games; a game missing
// here falls back to two players, and fails the test if that cannot start.
var headers = map[string][]table.Header{
	"turtles":          {{"players", "Маша, Петя, Вова"}},
	"chinese-checkers": {{"players", "Аня, Боря"}},
	"turbo":            {{"players", "Аня, Боря, Вера"}, {"cards", "Аня=6, Боря=6, Вера=6"}, {"task", "frogs > 4"}},
	"super-race":       {{"players", "A, B"}, {"track", "monza"}}, // its branch needs a track
}

func start(t *testing.T, id string, header ...table.Header) *table.Table {
	t.Helper()
	reg := games.NewRegistry()
	spec, ok := reg.Lookup(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	tb, _, problems := table.Start(reg, spec, header, nil)
	if problems != nil {
		t.Fatalf("%s does not start with %v: %v (give it a header in headers)", id, header, problems)
	}
	return tb
}

func words(t *testing.T) *say.Speaker {
	t.Helper()
	c, err := say.NewCatalog(games.All(), "en")
	if err != nil {
		t.Fatal(err)
	}
	return c.Speaker("en")
}

// replay checks a transcript as `referee check` does.
func replay(t *testing.T, text string) *referee.Report {
	t.Helper()
	reg := games.NewRegistry()
	f := notation.ReadAll("saved.txt", []byte(text), reg.Dialect)
	if len(f.Errors) > 0 || len(f.Games) != 1 {
		t.Fatalf("saved transcript does not frame: %v\n%s", f.Errors, text)
	}
	return referee.ReplayGame(f.Name, f.Games[0], reg, referee.Options{})
}

// TestSavedGamesReplay: random games of every game, typed line by line with
// some moves taken back on the way, save to a transcript that `check` finds
// legal and that replays to the very position of the table.
func TestSavedGamesReplay(t *testing.T) {
	w := words(t)
	for _, spec := range games.All() {
		header, ok := headers[spec.ID]
		if !ok {
			header = []table.Header{{"players", "A, B"}}
		}
		for seed := range uint64(25) {
			tb := start(t, spec.ID, header...)
			rng := rand.New(rand.NewPCG(seed, 7))
			for range 60 {
				legal := tb.Session().Legal(nil).Moves
				if len(legal) == 0 || tb.Over() {
					break
				}
				if tb.Moves() > 0 && rng.IntN(6) == 0 {
					if _, ok := tb.Undo(); !ok {
						t.Fatalf("%s seed %d: undo refused after %d moves", spec.ID, seed, tb.Moves())
					}
					continue
				}
				move := legal[rng.IntN(len(legal))].Text
				if r := tb.Enter(move); r.Refused || r.Played != 1 {
					t.Fatalf("%s seed %d: the legal move %q was not played: %+v", spec.ID, seed, move, r.Lines)
				}
			}
			text := tb.Transcript()
			r := replay(t, text)
			if p := r.FirstProblem(); p != nil {
				t.Fatalf("%s seed %d: the saved game is refused: %s\n%s", spec.ID, seed, w.LineText(*p), text)
			}
			if r.Moves != tb.Moves() {
				t.Fatalf("%s seed %d: %d moves saved, %d replayed", spec.ID, seed, tb.Moves(), r.Moves)
			}
			if got, want := r.Session.Board(w, nil), tb.Session().Board(w, nil); got != want {
				t.Fatalf("%s seed %d: the saved game replays to\n%s\nnot\n%s", spec.ID, seed, got, want)
			}
		}
	}
}

// TestUndoReplays: taking back k moves (one by one, or at once with
// UndoMoves) and typing them again gives the same position, in every game
// (turbo too, which the session's own test leaves out).
func TestUndoReplays(t *testing.T) {
	w := words(t)
	for _, spec := range games.All() {
		header, ok := headers[spec.ID]
		if !ok {
			header = []table.Header{{"players", "A, B"}}
		}
		for seed := range uint64(20) {
			tb := start(t, spec.ID, header...)
			rng := rand.New(rand.NewPCG(seed, 11))
			var typed []string
			for range 40 {
				legal := tb.Session().Legal(nil).Moves
				if len(legal) == 0 || tb.Over() {
					break
				}
				m := legal[rng.IntN(len(legal))].Text
				tb.Enter(m)
				typed = append(typed, m)
			}
			if len(typed) == 0 {
				continue
			}
			board := tb.Session().Board(w, nil)
			k := 1 + rng.IntN(len(typed))
			if seed%2 == 1 {
				// Taken back at once, with one replay: the same entries,
				// oldest first.
				before := tb.Entries()
				first, taken := tb.UndoMoves(k)
				if taken != k || tb.Moves() != len(typed)-k || first != before[len(typed)-k] {
					t.Fatalf("%s seed %d: undo %d of %d took back %d moves from %+v, left %d", spec.ID, seed, k, len(typed), taken, first, tb.Moves())
				}
				for i, e := range before[len(typed)-k:] {
					m := typed[len(typed)-k+i]
					if !strings.HasSuffix(e.Line, m) && !strings.HasSuffix(m, e.Text) {
						t.Fatalf("%s seed %d: undo %d took back %q as its move %d, not %q", spec.ID, seed, k, e.Line, i+1, m)
					}
				}
			} else {
				for i := range k {
					e, ok := tb.Undo()
					if !ok {
						t.Fatalf("%s seed %d: undo %d refused", spec.ID, seed, i+1)
					}
					if !strings.HasSuffix(e.Line, typed[len(typed)-1-i]) && !strings.HasSuffix(typed[len(typed)-1-i], e.Text) {
						t.Fatalf("%s seed %d: undo %d took back %q, not %q", spec.ID, seed, i+1, e.Line, typed[len(typed)-1-i])
					}
				}
			}
			for _, m := range typed[len(typed)-k:] {
				if r := tb.Enter(m); r.Refused {
					t.Fatalf("%s seed %d: %q refused on the way back", spec.ID, seed, m)
				}
			}
			if got := tb.Session().Board(w, nil); got != board {
				t.Fatalf("%s seed %d: undo %d and replay gives\n%s\nnot\n%s", spec.ID, seed, k, got, board)
			}
		}
	}
}

func TestIllegalChangesNothing(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "игроки", Value: "Маша, Петя"})
	before := tb.Transcript()
	r := tb.Enter("красная -1")
	if !r.Refused || r.Played != 0 || len(r.Lines) != 1 || r.Lines[0].Message.Code() != "turtles.back-from-start" {
		t.Fatalf("reply %+v", r)
	}
	if l := r.Lines[0]; l.Move != 1 || l.Actor != "Маша" {
		t.Errorf("the refused move is shown as move %d by %q", l.Move, l.Actor)
	}
	if tb.Transcript() != before || tb.Moves() != 0 || tb.Session().Turn() != 0 {
		t.Errorf("a refused move changed the game:\n%s", tb.Transcript())
	}
	// The retry is move 1 again, as the saved game will number it.
	r = tb.Enter("красная +1")
	if r.Refused || r.Lines[0].Move != 1 || r.Lines[0].Kind != referee.KindTold {
		t.Errorf("retry: %+v", r)
	}
}

// TestRefusalPictureSaysTheVerdict: a refused move's picture names it as
// the verdict does, the table's move number and the mover (family judge
// serve21: «Move 4 (a1-e5)» on the board under «Move 2 (Petya: a1-e5)»).
func TestRefusalPictureSaysTheVerdict(t *testing.T) {
	tb := start(t, "chinese-checkers", table.Header{Key: "players", Value: "Masha, Petya"})
	if r := tb.Enter("c1-e7"); r.Refused {
		t.Fatalf("c1-e7 refused: %+v", r.Lines)
	}
	r := tb.Enter("a1-e5")
	if !r.Refused {
		t.Fatalf("Petya's a1-e5 (Masha's piece) was taken: %+v", r.Lines)
	}
	sp := words(t)
	said := sp.LineText(r.Lines[0])
	p, ok := tb.Session().Picture(sp, referee.View{})
	// The verdict without its rule code, which the picture leaves to its
	// description (pics21).
	if sentence, _, _ := strings.Cut(said, " [chinese-checkers."); !ok || p.Refusal != sentence {
		t.Errorf("the picture says %q, the verdict %q", p.Refusal, said)
	}
	if !strings.Contains(said, "Move 2 (Petya: a1-e5)") {
		t.Errorf("the verdict is %q", said)
	}
}

// TestTypedNumbers: a move number typed before a move is not the table's
// count, which is what the verdict shows.
func TestTypedNumbers(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "A, B"})
	r := tb.Enter("7. A: red +1")
	if r.Refused || r.Lines[0].Move != 1 || r.Lines[0].Number != 0 {
		t.Fatalf("reply %+v", r.Lines)
	}
	if want := "A: red +1"; tb.Entries()[0].Line != want {
		t.Errorf("saved as %q, not %q", tb.Entries()[0].Line, want)
	}
}

func TestLineWithSeveralMoves(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "A, B"})
	r := tb.Enter("A: red +1; B: blue -1; A: green +1")
	if !r.Refused || r.Played != 1 || tb.Moves() != 1 {
		t.Fatalf("played %d, refused %v, moves %d", r.Played, r.Refused, tb.Moves())
	}
	if last := r.Lines[len(r.Lines)-1]; last.Message.Code() != "turtles.back-from-start" || last.Move != 2 {
		t.Errorf("last line %+v", last)
	}
}

func TestUnknownPlayerIsAMove(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "Маша, Петя"})
	r := tb.Enter("Маня: красная +1")
	if !r.Refused || len(r.Lines) != 1 || r.Lines[0].Message.Code() != "notation.unknown-player-suggest" {
		t.Fatalf("reply %+v", r)
	}
	if len(tb.Header()) != 1 {
		t.Errorf("kept as header metadata: %v", tb.Header())
	}
}

// TestColoursAtTheEnd: the secret colours, typed when the race is over,
// name the winner; typed wrong, they are refused and nothing changes.
func TestColoursAtTheEnd(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "Маша, Петя"}, table.Header{Key: "setup", Value: "8=синяя, 7=жёлтая"})
	if r := tb.Enter("синяя +1"); r.Refused || !tb.Over() {
		t.Fatalf("the race should be over: %+v", r)
	}
	if got := tb.Report().Winners(); len(got) != 0 {
		t.Fatalf("winners %v before the colours", got)
	}
	if r := tb.Enter("цвета: Маша=синяя, Пётр=жёлтая"); !r.Refused || r.Lines[0].Message.Code() != "turtles.colors-player-suggest" {
		t.Fatalf("a misspelt player in colours: %+v", r)
	}
	r := tb.Enter("цвета: Маша=синяя, Петя=жёлтая")
	if r.Refused || r.Key != "цвета" {
		t.Fatalf("colours refused: %+v", r)
	}
	if got := tb.Report().Winners(); !slices.Equal(got, []string{"Маша"}) {
		t.Errorf("winners %v", got)
	}
	if tb.Moves() != 1 {
		t.Errorf("%d moves after the header", tb.Moves())
	}
	// A result claimed at the end is checked by the report.
	tb.Enter("итог: Петя")
	rep := tb.Report()
	if rep.ClaimOK == nil || *rep.ClaimOK {
		t.Errorf("claim «Петя» judged %v", rep.ClaimOK)
	}
	// An empty value takes the line back.
	tb.Enter("итог:")
	if rep := tb.Report(); rep.Claim.Names != nil {
		t.Errorf("claim still there: %+v", rep.Claim)
	}
	want := "game: turtles\nplayers: Маша, Петя\nsetup: 8=синяя, 7=жёлтая\nцвета: Маша=синяя, Петя=жёлтая\n\nМаша: синяя +1\n"
	if got := tb.Transcript(); got != want {
		t.Errorf("transcript\n%s\nwant\n%s", got, want)
	}
}

// TestHeaderThatBreaksAMove: a setup typed after moves is taken only when
// every move played still stands.
func TestHeaderThatBreaksAMove(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "A, B"})
	tb.Enter("red +1")
	tb.Enter("red -1")
	if r := tb.Enter("setup: 5=blue"); r.Refused || tb.Moves() != 2 {
		t.Fatalf("a setup that keeps every move: %+v", r)
	}
	r := tb.Enter("track: 0")
	if !r.Refused || r.Lines[0].Message.Code() != "turtles.track-bad" {
		t.Fatalf("reply %+v", r)
	}
	if strings.Contains(tb.Transcript(), "track") {
		t.Error("a refused header line was kept")
	}
}

func TestGameLine(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "A, B"})
	if r := tb.Enter("игра: турбосчёт"); r.NewGame != "турбосчёт" {
		t.Errorf("reply %+v", r)
	}
}

func TestBadInput(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "A, B"})
	for _, in := range []string{"\x00\x01binary\xff", strings.Repeat("красная ", 20000), "«A: red +1", "", "   # a comment", "A:", ":", "A: B: C:"} {
		r := tb.Enter(in)
		if r.Played != 0 || tb.Moves() != 0 {
			t.Errorf("%.20q played %d", in, r.Played)
		}
		if strings.TrimSpace(strings.SplitN(in, "#", 2)[0]) != "" && !r.Refused {
			t.Errorf("%.20q neither played nor refused", in)
		}
	}
}

func TestLoadGoesOnAfterTheLastGoodMove(t *testing.T) {
	reg := games.NewRegistry()
	text := "game: turtles\nplayers: \"Анна Мария\", Паша\nsource: a test\n\n1. Анна Мария: red +1\n2. Паша: blue -1\n3. Анна Мария: red +1\n"
	f := notation.ReadAll("f.txt", []byte(text), reg.Dialect)
	tb, r, problems := table.Load(reg, f.Name, f.Games[0], nil)
	if tb == nil || problems != nil {
		t.Fatalf("not loaded: %v", problems)
	}
	if p := r.FirstProblem(); p == nil || p.Message.Code() != "turtles.back-from-start" {
		t.Errorf("the file's problem: %+v", p)
	}
	if tb.Moves() != 1 || tb.Session().Turn() != 1 {
		t.Errorf("%d moves, turn %d", tb.Moves(), tb.Session().Turn())
	}
	want := "game: turtles\nplayers: \"Анна Мария\", Паша\nsource: a test\n\nАнна Мария: red +1\n"
	if got := tb.Transcript(); got != want {
		t.Errorf("transcript\n%s\nwant\n%s", got, want)
	}
}

// TestQuoteName: a name with spaces is written bare, as NOTATION.md reads
// it before a colon and in a header list; one the framing would read
// otherwise (a separator, a comment, two spaces) in quotes.
func TestQuoteName(t *testing.T) {
	for in, want := range map[string]string{"Маша": "Маша", "Анна Мария": "Анна Мария", "Анна  Мария": `"Анна  Мария"`, " Анна": `" Анна"`,
		"Маша, Петя": `"Маша, Петя"`, "A=1": `"A=1"`, "#1": `"#1"`, "A: B": `"A: B"`, `Say "hi"`: `«Say "hi"»`, "x-1_2": "x-1_2"} {
		if got := table.QuoteName(in); got != want {
			t.Errorf("QuoteName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestNamedByABeginning: at the table a player is named by any beginning
// of their name, or of a word of it, that fits them alone; the move is
// theirs under their whole name, saved so, and `check` reads it back. A
// beginning two players share names nobody.
func TestNamedByABeginning(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "игроки", Value: "Маша, Петя, бабушка Зина, Пётр"})
	for _, line := range []string{"М: красная +1", "Петя: синяя +1", "Зин: синяя +1", "Пётр: зелёная +1", "ма: жёлтая +1", "Петя: жёлтая +1", "бабушка З: зелёная +1"} {
		if r := tb.Enter(line); r.Refused {
			t.Fatalf("%q refused: %+v", line, r.Lines)
		}
	}
	r := tb.Enter("Пе: синяя +1")
	if !r.Refused || r.Lines[0].Message.Code() != "notation.unknown-player-suggest" && r.Lines[0].Message.Code() != "notation.unknown-player" {
		t.Errorf("“Пе” fits two players, yet: %+v", r.Lines)
	}
	r = tb.Enter("Ма: синяя +1")
	if !r.Refused || r.Lines[0].Actor != "Маша" || r.Lines[0].Message.Code() != "turtles.wrong-player" {
		t.Errorf("a beginning names the player for a refusal too: %+v", r.Lines)
	}
	want := []string{"Маша: красная +1", "Петя: синяя +1", "бабушка Зина: синяя +1", "Пётр: зелёная +1", "Маша: жёлтая +1", "Петя: жёлтая +1", "бабушка Зина: зелёная +1"}
	for i, e := range tb.Entries() {
		if e.Line != want[i] {
			t.Errorf("move %d saved as %q, not %q", i+1, e.Line, want[i])
		}
	}
	if r := replay(t, tb.Transcript()); r.FirstProblem() != nil || r.Moves != len(want) {
		t.Errorf("the saved game does not replay: %+v\n%s", r.FirstProblem(), tb.Transcript())
	}
}

// TestLookAlikeNameAtTheTable: a move typed under a name that only looks
// like a player's (`Нинa:` with a Latin a) is played as that player's,
// with the note of what the referee assumed, and kept under the player's
// name (issue 41: with the note the framing now gives, the table refused
// the move as an error).
func TestLookAlikeNameAtTheTable(t *testing.T) {
	tb := start(t, "turtles", table.Header{Key: "players", Value: "Нина, Паша"})
	r := tb.Enter("Нинa: red +1")
	if r.Refused || r.Played != 1 || len(r.Lines) == 0 || r.Lines[0].Kind != referee.KindNote || r.Lines[0].Message.Code() != notation.CodeNameLooksAlike {
		t.Fatalf("the move was not played with the note: %+v", r)
	}
	if e := tb.Entry(0); e.Actor != "Нина" || e.Line != "Нина: red +1" {
		t.Errorf("kept as %+v", e)
	}
}
