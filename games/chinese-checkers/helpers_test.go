package chinesecheckers

import (
	"strings"
	"testing"

	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// start builds a game from header lines (without the game: line).
func start(t testing.TB, header string) *game {
	t.Helper()
	return open(t, header).Engine().(*game)
}

// open starts a session from header lines, read as the referee reads them.
func open(t testing.TB, header string) *referee.Session {
	t.Helper()
	s, err := build(header)
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	return s
}

// build reads a header as the referee would.
func build(header string) (*referee.Session, *notation.Error) {
	s, r := refereetest.Open(Spec(), header)
	if s == nil {
		p := r.FirstProblem()
		if p == nil {
			return nil, notation.ErrorAt(notation.Pos{}, referee.Term("chinese-checkers.test-no-engine"))
		}
		return nil, notation.ErrorAt(p.Pos, p.Message)
	}
	return s, nil
}

// legal lists the legal moves as written.
func legal(g *game) []string {
	var out []string
	for _, c := range g.Legal(nil).Moves {
		out = append(out, c.Text)
	}
	return out
}

// parse reads one move text.
func parse(t testing.TB, g *game, text string) move {
	t.Helper()
	m, err := g.Parse(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return *m.(*move)
}

// play applies one move for whoever's turn it is.
func play(t testing.TB, g *game, text string) referee.Step {
	t.Helper()
	return g.Apply(-1, ptr(parse(t, g, text)), true)
}

// mustPlay applies moves that must all be legal.
func mustPlay(t testing.TB, g *game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if s := play(t, g, m); s.Violation != nil {
			t.Fatalf("%s: %s %v", m, s.Violation.Code(), s.Violation)
		}
	}
}

// clone copies a game, so a move can be tried without touching the original.
func (g *game) clone() *game {
	c := *g
	c.finished = append([]int(nil), g.finished...)
	c.place = append([]int(nil), g.place...)
	c.parlettW = append([]bool(nil), g.parlettW...)
	return &c
}

// snapshot is the whole mutable state, for "unchanged" checks.
func snapshot(g *game) string {
	var b strings.Builder
	for _, p := range g.board {
		b.WriteByte(byte('0' + p + 1))
	}
	b.WriteString(notation.Itoa(g.turn) + "/" + notation.Itoa(g.moves))
	for _, p := range g.place {
		b.WriteString("," + notation.Itoa(p))
	}
	return b.String()
}

// holeNamed looks a hole up by name, for tests.
func holeNamed(t testing.TB, name string) hole {
	t.Helper()
	h, err := parseHole(name, notation.Pos{Line: 1, Column: 1})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return h
}

var posOne = notation.Pos{Line: 1, Column: 1}

func splitDash(s string) []string  { return strings.Split(s, "-") }
func splitSpace(s string) []string { return strings.Fields(s) }

// suggestion is what a notation error suggests writing instead, or "":
// a pass word by its code.
func suggestion(m notation.Message) string {
	switch m := m.(type) {
	case NotAMove:
		if m.Suggestion != nil {
			return string(m.Suggestion.Code())
		}
	case NoSuchHole:
		return m.Suggestion
	case AmbiguousRow:
		return m.Suggestion
	case ColonInMove:
		return m.Suggestion
	case HopsWrittenOver:
		return m.Suggestion
	}
	return ""
}

// ptr is a move as Parse hands it out.
func ptr(m move) *move { return &m }
