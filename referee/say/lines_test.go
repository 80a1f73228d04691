package say

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestWriteLinesLabelOnce: writeLines says a move's label once for the
// notes about it one after another — the next ones run on with no label,
// from a capital — and what it prints is, line by
// line, what LineText says of each line alone: a line about another move,
// or the same count with another number, player or text, gets its own
// label.
func TestWriteLinesLabelOnce(t *testing.T) {
	c := ownCatalog(t)
	note := func(move, number int, actor, text string, named bool) referee.Line {
		return referee.Line{Kind: referee.KindNote, Pos: notation.Pos{Line: move, Column: 1}, Move: move, Number: number, Actor: actor, Text: text, Named: named,
			Message: notation.NoGame{}}
	}
	lines := []referee.Line{
		note(3, 0, "Boris", "turbo", false),
		note(3, 0, "Boris", "turbo", false),
		note(3, 0, "Boris", "turbo", false),
		note(4, 0, "Vera", "forsazh", false),
		note(4, 7, "Vera", "forsazh", false),
		note(4, 7, "Dasha", "forsazh", false),
		note(4, 7, "Dasha", "touch", false),
		note(4, 7, "Dasha", "touch", true),
		{Kind: referee.KindNote, Pos: notation.Pos{Line: 9, Column: 1}, Message: notation.NoGame{}},
		note(4, 7, "Dasha", "touch", true),
	}
	for _, lang := range []string{"en", "ru"} {
		s := c.Speaker(lang)
		var got, want bytes.Buffer
		writeLines(&got, "f.txt", lines, s, false)
		for i, l := range lines {
			text := s.LineText(l)
			if i > 0 && lines[i-1].Move != 0 && sameMove(l, lines[i-1]) {
				// a note after a note on the same entry: no label
				text = s.lineRestAlone(l)
			}
			PrintAt(&want, "f.txt", l.Pos, text)
		}
		if got.String() != want.String() {
			t.Errorf("%s: writeLines printed\n%s\nline by line:\n%s", lang, got.String(), want.String())
		}
		if second := strings.SplitAfterN(got.String(), "\n", 3)[1]; strings.Contains(second, "(Boris") || !strings.HasPrefix(second, "f.txt:3:1: "+map[string]string{"en": "The file", "ru": "Файл пуст"}[lang]) {
			t.Errorf("%s: the second note on move 3 is not run on from a capital with no label: %q", lang, second)
		}
		if !bytes.Contains(want.Bytes(), []byte("(Dasha: touch)")) || !bytes.Contains(want.Bytes(), []byte("(Vera: forsazh)")) {
			t.Errorf("%s: the labels do not name the moves:\n%s", lang, want.String())
		}
	}
}

// TestLineAfterLabel: what follows a move's label goes on its sentence in
// lower case, a note on a move has one label («Примечание к ходу 3 (…):»,
// not «Ход 3 (…): примечание:»), and at the table, where no code ends it,
// a refusal ends with a full stop.
func TestLineAfterLabel(t *testing.T) {
	c := ownCatalog(t)
	line := func(kind referee.Kind) referee.Line {
		return referee.Line{Kind: kind, Pos: notation.Pos{Line: 3, Column: 1}, Move: 3, Actor: "Нина", Text: "красная +1",
			Message: notation.NoGame{}}
	}
	capital := line(referee.KindViolation) // a template that starts with a capital
	capital.Message = referee.Term("cli.explain.rule")
	for _, tc := range []struct {
		lang      string
		l         referee.Line
		check     func(referee.Line) string
		want, not string
	}{
		{"ru", capital, c.Speaker("ru").LineText, "Ход 3 (Нина: красная +1): правило игры: ход", ""},
		{"en", capital, c.Speaker("en").LineText, "Move 3 (Нина: красная +1): a rule of the game: a move", ""},
		{"ru", line(referee.KindNote), c.Speaker("ru").LineText, "Примечание к\u00a0ходу 3 (Нина: красная +1): файл пуст", "римечание: "},
		{"en", line(referee.KindNote), c.Speaker("en").LineText, "Note on move 3 (Нина: красная +1): the file", "ote: "},
		{"ru", line(referee.KindViolation), c.Speaker("ru").TableText, "«игра:», например «игра: черепахи».", ""},
		{"en", line(referee.KindViolation), c.Speaker("en").TableText, "“game: turtles”.", ""},
	} {
		got := tc.check(tc.l)
		if !strings.Contains(got, tc.want) || tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("%s: %q, want it to hold %q", tc.lang, got, tc.want)
		}
	}
}

// TestAlternativesSaidWithOr: the codes a word may mean are offered with
// «или», "or": it means one of them.
func TestAlternativesSaidWithOr(t *testing.T) {
	c := ownCatalog(t)
	for lang, want := range map[string]string{"ru": "a, b или c", "en": "a, b or c"} {
		s := c.Speaker(lang)
		if got := s.typeset(string(s.appendRender(nil, notation.Alternatives{"a", "b", "c"})), false); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
