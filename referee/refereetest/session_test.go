package refereetest_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// headers start a game of every kind the random playouts can drive.
var headers = map[string]string{
	"turtles":          "players: A, B, C\n",
	"chinese-checkers": "players: A, B\n",
}

// TestUndo: in random legal games, taking back k moves and playing them
// again reaches the same position, drawn the same.
func TestUndo(t *testing.T) {
	cat, err := say.NewCatalog(games.All(), "en")
	if err != nil {
		t.Fatal(err)
	}
	words := cat.Speaker("en")
	for _, spec := range games.All() {
		header, ok := headers[spec.ID]
		if !ok {
			continue
		}
		for seed := range uint64(20) {
			s, _ := refereetest.Open(spec, header)
			rng := rand.New(rand.NewPCG(seed, 1))
			played, err := refereetest.Playout(s, rng, 20+int(seed))
			if err != nil {
				t.Fatal(err)
			}
			board := s.Board(words, nil)
			k := 1 + int(seed)%len(played)
			for range k {
				if !s.Undo() {
					t.Fatalf("%s seed %d: undo refused", spec.ID, seed)
				}
			}
			if s.Moves() != len(played)-k {
				t.Fatalf("%s seed %d: %d moves after undoing %d of %d", spec.ID, seed, s.Moves(), k, len(played))
			}
			for _, m := range played[len(played)-k:] {
				if err := refereetest.Play(s, m); err != nil {
					t.Fatalf("%s seed %d: replaying %q: %v", spec.ID, seed, m, err)
				}
			}
			if got := s.Board(words, nil); got != board {
				t.Fatalf("%s seed %d: undo %d and replay gives\n%s\nnot\n%s", spec.ID, seed, k, got, board)
			}
		}
	}
	// Nothing to undo at the start.
	s, _ := refereetest.Open(games.All()[0], "players: A, B\n")
	if s.Undo() {
		t.Error("undo at the start")
	}
}

// BenchmarkSessionReplay plays 1,000 random whole turtles games through a
// session each, as `referee check` does.
func BenchmarkSessionReplay(b *testing.B) {
	spec := games.All()[0]
	var lines [][]string
	for i := range 1000 {
		s, _ := refereetest.Open(spec, "players: A, B, C\n")
		played, err := refereetest.Playout(s, rand.New(rand.NewPCG(uint64(i), 3)), 400)
		if err != nil {
			b.Fatal(err)
		}
		lines = append(lines, played)
	}
	text := func(ls []string) string { return "players: A, B, C\n" + strings.Join(ls, "\n") + "\n" }
	b.ReportAllocs()
	moves := 0
	for b.Loop() {
		for _, ls := range lines {
			_, r := refereetest.Open(spec, text(ls))
			if r.Status() != referee.StatusOK {
				b.Fatal(r.FirstProblem())
			}
			moves += r.Moves
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// TestTrailers: the secret colours and the claimed result may close a game
// after its moves; in a game too long to frame at once the colours come too
// late to read, and that is said, while the result is still checked.
func TestTrailers(t *testing.T) {
	spec := games.All()[0]
	_, r := refereetest.Open(spec, "players: A, B\nsetup: 8=red\nA: red +1\ncolors: A=red, B=blue\nresult: A\n")
	if r.Status() != referee.StatusOK || r.ClaimOK == nil || !*r.ClaimOK || len(r.Winners()) != 1 {
		t.Fatalf("short game: %s, claim %v, winners %v, lines %+v", r.Status(), r.ClaimOK, r.Winners(), r.Lines)
	}
	var b strings.Builder
	b.WriteString("players: A, B\n")
	for range 2500 {
		b.WriteString("A: pass\nB: pass\n")
	}
	b.WriteString("colors: A=red, B=blue\nresult: draw\n")
	_, r = refereetest.Open(spec, b.String())
	p := r.FirstProblem()
	if p == nil || p.Message.Code() != "notation.trailer-late" || p.Pos.Line != 5003 || r.Claim.Raw != "draw" {
		t.Fatalf("long game: first problem %+v, claim %+v", p, r.Claim)
	}
	// The count of lines is said with its plural form.
	for lang, want := range map[string]string{"en": "longer than 4096 lines", "ru": "длиннее 4096\u00a0строк"} {
		cat, err := say.NewCatalog(games.All(), lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := cat.Speaker(lang).Say(p.Message); !strings.Contains(got, want) {
			t.Errorf("%s: %q", lang, got)
		}
		one := notation.TrailerLate{Key: "colors", Lines: 1}
		if got := cat.Speaker(lang).Say(one); !strings.Contains(got, map[string]string{"en": "than 1 line,", "ru": "1\u00a0строки"}[lang]) {
			t.Errorf("%s, one line: %q", lang, got)
		}
	}
}

// TestQuotedPlayerName: a player called «A», quotes and all (`"«A»"` in
// players:), is found however the move writes the name: `"«A»":` or
// `"«a»":`, the exact match and the folded one agreeing; a plain `A:` is
// nobody.
func TestQuotedPlayerName(t *testing.T) {
	spec := games.All()[1] // chinese-checkers
	for _, move := range []string{"\"«A»\": d1-e5", "\"«a»\": d1-e5"} {
		_, r := refereetest.Open(spec, "players: \"«A»\", B\nturn: \"«a»\"\nresult: \"«a»\"\n"+move+"\n")
		if r.Status() == referee.StatusError || r.Moves != 1 {
			t.Errorf("%s: %s, %d moves, %+v", move, r.Status(), r.Moves, r.FirstProblem())
		}
	}
	_, r := refereetest.Open(spec, "players: \"«A»\", B\n\"A\": d1-e5\n")
	if p := r.FirstProblem(); p == nil || p.Message.Code() != "notation.unknown-player-suggest" {
		t.Errorf("A: %+v", p)
	}
	for name, want := range map[string]int{"«a»": 0, "\"«A»\"": 0, "b": 1, "«b»": 1, "C": -1} {
		if got := referee.PlayerIndex([]string{"«A»", "B"}, name); got != want {
			t.Errorf("PlayerIndex(%q) = %d, want %d", name, got, want)
		}
	}
}

// TestDialectKeys: a game's dialect knows its header keys in every
// spelling, the shared ones first, and which may close a game; the
// registry derives it once from the spec.
func TestDialectKeys(t *testing.T) {
	reg := games.NewRegistry()
	d := reg.Dialect("черепахи")
	if d == nil || d.Game != "turtles" {
		t.Fatalf("dialect of черепахи: %+v", d)
	}
	if d != reg.Dialect("turtles") {
		t.Error("the registry derived the dialect twice")
	}
	for _, k := range []string{"colors", "Цвета", "track", "setup", "игроки", "ИТОГ", "ход"} {
		if d.Key(k) < 0 {
			t.Errorf("Key(%q) not found", k)
		}
	}
	if d.Key("цвета") != d.Key("colors") || d.Key("players") != notation.KeyPlayers || d.Key("source") >= 0 {
		t.Errorf("keys: цвета %d colors %d players %d source %d", d.Key("цвета"), d.Key("colors"), d.Key("players"), d.Key("source"))
	}
	for k, want := range map[string]bool{"colors": true, "result": true, "setup": false, "players": false} {
		if got := d.Keys[d.Key(k)].Trailer; got != want {
			t.Errorf("%s trailer %v, want %v", k, got, want)
		}
	}
	if reg.Dialect("chess") != nil {
		t.Error("a dialect for a game nobody knows")
	}
}

// TestReplayAllocatesNothingAMove: replaying a move costs the replay itself
// no allocation when nobody is told of it (Options.Each nil); what a game's
// engine allocates is its own (chinese-checkers' steps allocate none; its
// Parse allocates the move it hands the caller, measured apart).
func TestReplayAllocatesNothingAMove(t *testing.T) {
	spec := games.All()[1] // chinese-checkers
	text := func(n int) string {
		var b strings.Builder
		b.WriteString("players: A, B\n")
		for i := range n {
			b.WriteString([]string{"A: d1-e5\n", "B: n1-m5\n", "A: e5-d1\n", "B: m5-n1\n"}[i%4])
		}
		return b.String()
	}
	short, long := text(400), text(800)
	allocs := func(src string) float64 {
		return testing.AllocsPerRun(5, func() {
			if _, r := refereetest.Open(spec, src); r.Status() != referee.StatusOK {
				t.Fatal(r.FirstProblem())
			}
		})
	}
	s, _ := refereetest.Open(spec, "players: A, B\n")
	var moves []*notation.Move
	for _, text := range []string{"d1-e5", "n1-m5", "e5-d1", "m5-n1"} {
		moves = append(moves, &notation.Move{Text: text})
	}
	parse := testing.AllocsPerRun(25, func() {
		for _, m := range moves {
			if _, err := s.Engine().Parse(m); err != nil {
				t.Fatal(err)
			}
		}
	}) / float64(len(moves))
	if perMove := (allocs(long)-allocs(short))/400 - parse; perMove > 0.1 {
		t.Errorf("%.2f allocations a move beyond the engine's Parse (%.2f)", perMove, parse)
	}
}

// TestCutGame: a long game whose file stops being text after its first
// chunk is checked as far as the text goes, says where it was cut, and is
// not judged as if it ended there: no verdict on its claimed result.
func TestCutGame(t *testing.T) {
	spec := games.All()[1] // chinese-checkers
	var b strings.Builder
	b.WriteString("players: A, B\nresult: A\n")
	for i := range 6000 {
		b.WriteString([]string{"A: d1-e5\n", "B: n1-m5\n", "A: e5-d1\n", "B: m5-n1\n"}[i%4])
	}
	lines := strings.SplitAfter(b.String(), "\n")
	lines[4998] = "A: e5\x00-d1\n" // line 5000, with game: before
	_, r := refereetest.Open(spec, strings.Join(lines, ""))
	p := r.FirstProblem()
	if p == nil || p.Message.Code() != "notation.game-cut" || p.Pos.Line != 5000 || p.Pos.Column != 6 {
		t.Fatalf("first problem %+v", p)
	}
	if r.Status() != referee.StatusError || !r.Stopped || r.ClaimOK != nil || r.Moves != 4996 {
		t.Errorf("%s, stopped %v, claim %v, %d moves, lines %+v", r.Status(), r.Stopped, r.ClaimOK, r.Moves, r.Lines)
	}
	for _, l := range r.Lines {
		if l.Claim {
			t.Errorf("the claim is judged: %+v", l)
		}
	}
}

// TestTrailersAcrossChunks: the lines that close a game are read the same
// wherever the end of the framing's first chunk falls among them: a result
// a later move retracts is no claim, the last one is, and a result given
// twice is that error, in a game framed whole or in chunks.
func TestTrailersAcrossChunks(t *testing.T) {
	spec := games.All()[1] // chinese-checkers: four moves and the position is back
	cycle := "A: d1-e5\nB: n1-m5\nA: e5-d1\nB: m5-n1\n"
	for _, c := range []struct {
		name, head, tail string
		claim            string
		codes            []string
	}{
		{"retracted, then last", "", "A: d1-e5\nB: n1-m5\nresult: A\nA: e5-d1\nB: m5-n1\nresult: B\n", "B", []string{"notation.trailer-not-last"}},
		{"retracted only", "", "A: d1-e5\nresult: A\nB: n1-m5\nA: e5-d1\nB: m5-n1\n", "", []string{"notation.trailer-not-last"}},
		{"in the header and last", "result: A\n", "A: d1-e5\nB: n1-m5\nA: e5-d1\nB: m5-n1\nresult: B\n", "A", []string{"notation.key-twice"}},
		{"last, with blank lines", "", "A: d1-e5\nB: n1-m5\nA: e5-d1\nB: m5-n1\n\nresult: B\n\n# end\n", "B", nil},
	} {
		// The short game, framed whole; then the same game after whole
		// cycles of moves and blank lines, so that the first chunk (the
		// ChunkLines lines after game:) ends after each line of the tail
		// in turn.
		short := "players: A, B\n" + c.head + c.tail
		for at := 0; at <= strings.Count(c.tail, "\n"); at++ {
			pad := notation.ChunkLines - at - strings.Count("players: A, B\n"+c.head, "\n")
			long := "players: A, B\n" + c.head + strings.Repeat(cycle, pad/4) + strings.Repeat("\n", pad%4) + c.tail
			for _, text := range []string{short, long} {
				_, r := refereetest.Open(spec, text)
				var codes []string
				for _, l := range r.Lines {
					if l.Kind == referee.KindError {
						codes = append(codes, string(l.Message.Code()))
					}
				}
				if !slices.Equal(codes, c.codes) || r.Session != nil && r.Claim.Raw != c.claim {
					t.Errorf("%s, %d lines: errors %v, claim %q", c.name, strings.Count(text, "\n"), codes, r.Claim.Raw)
				}
			}
		}
	}
}
