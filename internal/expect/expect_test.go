package expect

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

var known = NewKnown([]string{
	"turtles.back-from-start", "turtles.back-from-start.rule", "turtles.back-from-start.example",
	"turtles.not-last", "turtles.no-such-card", "turtles.race-over", "turtles.race-over-setup", "turtles.unknown-word",
	"chinese-checkers.hop-over-empty", "chinese-checkers.hop-too-long", "chinese-checkers.step-then-hop",
	"chinese-checkers.unknown-word",
	"referee.result-wrong", "referee.result-not-over", "notation.no-game", "notation.unknown-word",
	"cli.usage", "game.turtles", "list.and",
}, []string{"turtles", "chinese-checkers", "referee", "notation"})

func comment(line int, col int, text string) notation.Comment {
	return notation.Comment{Pos: notation.Pos{Line: line, Column: col}, Text: text, Game: 1}
}

func TestIs(t *testing.T) {
	for text, want := range map[string]bool{
		" expect: ok":                   true,
		"expect:ok":                     true,
		"  EXPECT : turtles.race-over":  true,
		" ожидается: ok":                true,
		" Ожидается: ok":                true,
		" a remark # expect: ok":        true,
		" expect the red turtle to win": false,
		" expected: ok":                 false,
		" we expect: ok":                false,
		" the booklet's page 4":         false,
		"":                              false,
		" expect":                       false,
		" ожидается, что красная победит:": false,
	} {
		if got := Is(text); got != want {
			t.Errorf("Is(%q) = %v", text, got)
		}
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		text string
		want []string // word@column
	}{
		{" expect: turtles.back-from-start", []string{"turtles.back-from-start@11"}},
		{" expect: a b,c , d", []string{"a@11", "b@13", "c@15", "d@19"}},
		{" Expect:  OK", []string{"ok@12"}},
		{" ожидается: back-from-start", []string{"back-from-start@14"}},
		{" expect: ok # page 4", []string{"ok@11"}},
		{" page 4 # expect: x — y", []string{"x@20", "-@22", "y@24"}},
		{" expect: x # expect: y", []string{"x@11", "y@23"}},
		{" nothing to see", nil},
	}
	for _, c := range cases {
		e, err := Parse(comment(3, 1, c.text))
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		var got []string
		if e != nil {
			for _, w := range e.Words {
				if w.Pos.Line != 3 {
					t.Errorf("%q: word on line %d", c.text, w.Pos.Line)
				}
				got = append(got, fmt.Sprintf("%s@%d", w.Text, w.Pos.Column))
			}
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", c.text, diff)
		}
	}
	for _, text := range []string{" expect:", " expect: , ", " ожидается: # later"} {
		if _, err := Parse(comment(1, 1, text)); err == nil || err.Code() != "test.empty" {
			t.Errorf("%q: %v", text, err)
		}
	}
}

func resolve(t *testing.T, game, words string) (*Expectation, []string) {
	t.Helper()
	e, err := Parse(comment(1, 1, " expect: "+words))
	if err != nil || e == nil {
		t.Fatalf("%q: %v", words, err)
	}
	var codes []string
	for _, err := range e.Resolve(game, known) {
		codes = append(codes, string(err.Code())+suggestion(err.Message))
	}
	return e, codes
}

func TestResolve(t *testing.T) {
	cases := []struct {
		game, words string
		want        []string // codes, prefixes ending in *
	}{
		{"turtles", "turtles.back-from-start", []string{"turtles.back-from-start"}},
		{"turtles", "back-from-start", []string{"turtles.back-from-start"}},
		{"turtles", "Back-From-Start", []string{"turtles.back-from-start"}},
		{"turtles", "result-wrong", []string{"referee.result-wrong"}},
		{"", "result-wrong", []string{"referee.result-wrong"}},
		{"turtles", "referee.result-wrong", []string{"referee.result-wrong"}},
		{"turtles", "no-game", []string{"notation.no-game"}},
		{"chinese-checkers", "hop-", []string{"chinese-checkers.hop-"}},
		{"chinese-checkers", "chinese-checkers.hop-*", []string{"chinese-checkers.hop-"}},
		{"turtles", "race-over*", []string{"turtles.race-over*"}},
		{"turtles", "turtles.", []string{"turtles."}},
		{"turtles", "not-last race-over", []string{"turtles.not-last", "turtles.race-over"}},
		{"", "turtles.not-last", []string{"turtles.not-last"}}, // a game the referee does not know
	}
	for _, c := range cases {
		e, errs := resolve(t, c.game, c.words)
		if errs != nil {
			t.Errorf("%s %q: %v", c.game, c.words, errs)
			continue
		}
		var got []string
		for _, code := range e.Codes {
			got = append(got, code.String())
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s %q (-want +got):\n%s", c.game, c.words, diff)
		}
	}
	// A whole code is never taken for a prefix: race-over is not
	// race-over-setup.
	e, _ := resolve(t, "turtles", "race-over")
	if e.Codes[0].Matches("turtles.race-over-setup") || !e.Codes[0].Matches("turtles.race-over") {
		t.Error("race-over matches race-over-setup")
	}
	for _, c := range []struct{ game, words, want string }{
		{"turtles", "back-form-start", "test.unknown-code-suggestback-from-start"},
		{"turtles", "turtles.back-form-start", "test.unknown-code-suggestturtles.back-from-start"},
		{"turtles", "turtle.back-from-start", "test.unknown-code-suggestturtles.back-from-start"},
		{"turtles", "nothing-like-it", "test.unknown-code<nil>"},
		{"turtles", "usage", "test.unknown-code<nil>"},                // a message, not a code
		{"turtles", "back-from-start.rule", "test.unknown-code<nil>"}, // the rule's text, not a code
		{"turtles", "hop-", "test.unknown-code<nil>"},
		{"turtles", "unknown-word", "test.ambiguous-code<nil>"},
		{"turtles", "chinese-checkers.hop-over-empty", "test.other-game<nil>"},
		{"turtles", "«back»", "test.bad-word<nil>"},
		{"turtles", "ok turtles.not-last", "test.ok-alone<nil>"},
		{"turtles", "skip ok", "test.skip-alone<nil>"},
		{"turtles", "*", "test.bad-word<nil>"},
	} {
		_, errs := resolve(t, c.game, c.words)
		if len(errs) != 1 || errs[0] != c.want {
			t.Errorf("%s %q: %v, want %s", c.game, c.words, errs, c.want)
		}
	}
	e, errs := resolve(t, "turtles", "ок")
	if errs != nil || !e.OK {
		t.Errorf("ок: %v %+v", errs, e)
	}
	e, errs = resolve(t, "turtles", "пропустить")
	if errs != nil || !e.Skip {
		t.Errorf("пропустить: %v %+v", errs, e)
	}
}

// game builds a matcher from expectations written "line: words", resolved
// in a turtles game.
func game(t *testing.T, exps ...string) *Matcher {
	t.Helper()
	m := NewMatcher("f")
	for _, x := range exps {
		var line int
		var words string
		if _, err := fmt.Sscanf(x, "%d:", &line); err != nil {
			t.Fatalf("%q: %v", x, err)
		}
		_, words, _ = strings.Cut(x, ": ")
		e, err := Parse(comment(line, 20, " expect: "+words))
		if err != nil {
			t.Fatal(err)
		}
		if errs := e.Resolve("turtles", known); errs != nil {
			t.Fatal(errs)
		}
		m.Expect(e)
	}
	return m
}

func verdict(kind referee.Kind, line int, code string) referee.Line {
	return referee.Line{Kind: kind, Pos: notation.Pos{Line: line, Column: 1}, Message: referee.Term(code)}
}

// elsewhere makes a verdict a fault of another file (a track map): it
// stands on the transcript's line that names the file, and says where in
// the map it is.
func elsewhere(l referee.Line) referee.Line {
	l.Message = notation.InFile{Side: notation.Side{Key: "track", File: "track.map", Pos: notation.Pos{Line: 9, Column: 3}}, Message: l.Message}
	return l
}

func summary(r *Result) string {
	var parts []string
	for _, m := range r.Missing {
		var codes []string
		for _, c := range m.Codes {
			codes = append(codes, c.String())
		}
		parts = append(parts, fmt.Sprintf("missing %d %v game=%v heard=%v", m.Exp.Pos.Line, codes, m.Game, m.Heard))
	}
	for _, l := range r.Unexpected {
		parts = append(parts, fmt.Sprintf("unexpected %d %s", l.Pos.Line, l.Message.Code()))
	}
	if r.More > 0 {
		parts = append(parts, fmt.Sprintf("more %d", r.More))
	}
	return strings.Join(parts, "; ")
}

func TestMatcher(t *testing.T) {
	const (
		V = referee.KindViolation
		E = referee.KindError
		N = referee.KindNote
	)
	header := func(line int) bool { return line <= 3 } // the game: line is 1, the header 2–3
	cases := []struct {
		name     string
		exps     []string
		verdicts []referee.Line
		want     string
	}{
		{"met", []string{"5: back-from-start"}, []referee.Line{verdict(V, 5, "turtles.back-from-start")}, ""},
		{"clean", nil, nil, ""},
		{"clean with notes", nil, []referee.Line{verdict(N, 4, "turtles.pass-unchecked")}, ""},
		{"unexpected", nil, []referee.Line{verdict(V, 5, "turtles.not-last")}, "unexpected 5 turtles.not-last"},
		{"legal move", []string{"5: back-from-start"}, nil, "missing 5 [turtles.back-from-start] game=false heard=false"},
		{"another code", []string{"5: back-from-start"}, []referee.Line{verdict(V, 5, "turtles.not-last")},
			"missing 5 [turtles.back-from-start] game=false heard=true; unexpected 5 turtles.not-last"},
		{"another line", []string{"5: back-from-start"}, []referee.Line{verdict(V, 6, "turtles.back-from-start")},
			"missing 5 [turtles.back-from-start] game=false heard=false; unexpected 6 turtles.back-from-start"},
		{"a prefix that does not match", []string{"5: no-such-card*"}, []referee.Line{verdict(V, 5, "turtles.back-from-start")},
			"missing 5 [turtles.no-such-card*] game=false heard=true; unexpected 5 turtles.back-from-start"},
		{"a code twice wants two", []string{"5: not-last not-last"}, []referee.Line{verdict(V, 5, "turtles.not-last")},
			"missing 5 [turtles.not-last] game=false heard=true"},
		{"a code once takes two", []string{"5: not-last"}, []referee.Line{verdict(V, 5, "turtles.not-last"), verdict(V, 5, "turtles.not-last")}, ""},
		{"two codes", []string{"5: not-last race-over"}, []referee.Line{verdict(V, 5, "turtles.race-over"), verdict(V, 5, "turtles.not-last")}, ""},
		{"prefix", []string{"5: race-"}, []referee.Line{verdict(V, 5, "turtles.race-over-setup")}, ""},
		{"game-wide", []string{"1: back-from-start"}, []referee.Line{verdict(V, 9, "turtles.back-from-start"), verdict(V, 12, "turtles.back-from-start")}, ""},
		{"game-wide on a header line", []string{"3: result-wrong"}, []referee.Line{verdict(V, 2, "referee.result-wrong")}, ""},
		{"game-wide missing", []string{"1: result-wrong"}, []referee.Line{verdict(V, 9, "turtles.back-from-start")},
			"missing 1 [referee.result-wrong] game=true heard=false; unexpected 9 turtles.back-from-start"},
		{"line before game", []string{"9: back-from-start", "1: back-from-start"},
			[]referee.Line{verdict(V, 9, "turtles.back-from-start"), verdict(V, 12, "turtles.back-from-start")}, ""},
		{"a note may be expected", []string{"5: not-last"}, []referee.Line{verdict(N, 5, "turtles.not-last")}, ""},
		{"a note for the game", []string{"1: not-last"}, []referee.Line{verdict(N, 7, "turtles.not-last")}, ""},
		{"ok on a move line", []string{"5: ok"}, []referee.Line{verdict(V, 5, "turtles.not-last")}, "unexpected 5 turtles.not-last"},
		{"ok for the game", []string{"1: ok"}, []referee.Line{verdict(E, 5, "turtles.unknown-word")}, "unexpected 5 turtles.unknown-word"},
		{"a map's fault, on the line that names the map", []string{"5: not-last"}, []referee.Line{elsewhere(verdict(E, 5, "turtles.not-last"))}, ""},
		{"a map's fault, expected on another line", []string{"6: not-last"}, []referee.Line{elsewhere(verdict(E, 5, "turtles.not-last"))},
			"missing 6 [turtles.not-last] game=false heard=false; unexpected 5 turtles.not-last"},
	}
	for _, c := range cases {
		m := game(t, c.exps...)
		for _, v := range c.verdicts {
			m.Said(v)
		}
		r := m.Finish(header)
		if got := summary(r); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
		if r.Pass() != (c.want == "") {
			t.Errorf("%s: Pass %v", c.name, r.Pass())
		}
	}
}

// TestMatcherBounded: a game with a great many verdicts shows a few and
// counts the rest; a game-wide code still claims them all.
func TestMatcherBounded(t *testing.T) {
	m := NewMatcher("f")
	for i := 0; i < 10000; i++ {
		m.Said(verdict(referee.KindViolation, 10+i, "turtles.not-last"))
	}
	r := m.Finish(func(int) bool { return false })
	if len(r.Unexpected) != MaxShown || r.More != 10000-MaxShown {
		t.Errorf("%d shown, %d more", len(r.Unexpected), r.More)
	}
	m = game(t, "1: turtles.")
	for i := 0; i < 10000; i++ {
		m.Said(verdict(referee.KindViolation, 10+i, "turtles.not-last"))
	}
	if r := m.Finish(func(l int) bool { return l == 1 }); !r.Pass() {
		t.Errorf("%s", summary(r))
	}
}

func TestUnprefixed(t *testing.T) {
	k := NewKnown([]string{"turtles.back-from-start", "turtles.wrong-player", "turbo.wrong-player", "notation.no-game", "turtles.back-from-start.rule"}, []string{"turtles", "turbo", "notation"})
	for word, want := range map[string][]string{
		"back-from-start": {"turtles.back-from-start"},
		"wrong-player":    {"turtles.wrong-player", "turbo.wrong-player"},
		"no-game":         {"notation.no-game"},
		"back":            nil,
		"rule":            nil,
	} {
		if got := k.Unprefixed(word); !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", word, got, want)
		}
	}
}

// suggestion is the code an error suggests, or "<nil>".
func suggestion(m notation.Message) string {
	if s, ok := m.(UnknownCodeSuggest); ok {
		return s.Suggestion
	}
	return "<nil>"
}
