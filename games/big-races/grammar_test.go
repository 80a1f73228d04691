package bigraces

import (
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

func TestParseMove(t *testing.T) {
	cases := map[string]string{
		"ffi":                   "ffi",
		"FFI":                   "ffi",
		"3f":                    "3f",
		"fff":                   "3f",
		"f f i":                 "ffi",
		"2пв":                   "ffi",
		"ППВ":                   "ffi",
		"пнп":                   "fof",
		"3 f":                   "3f",
		"f2f":                   "3f",
		"12f":                   "12f",
		"0f":                    "0f",
		"back":                  "back",
		"назад":                 "back",
		"f+i":                   "f+i",
		"п+в":                   "f+i",
		"2f+o":                  "2f+o",
		"back+i":                "back+i",
		"i+f":                   "f+i",
		"f back":                "f back",
		"f+i f":                 "f+i f",
		"oi":                    "oi",
		"99999999999999999999f": "1048576f",
	}
	for text, want := range cases {
		m, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if m.zero || m.path.english() != want {
			t.Errorf("%q: read %q, want %q", text, m.path.english(), want)
		}
		// What is written reads back the same.
		again, err := parseMove(m.path.english(), notation.Pos{Line: 1, Column: 1})
		if err != nil || again.path.english() != want {
			t.Errorf("%q: written %q does not read back: %v", text, want, err)
		}
		ru, err := parseMove(m.path.russian(), notation.Pos{Line: 1, Column: 1})
		if err != nil || ru.path.english() != want {
			t.Errorf("%q: Russian %q does not read back: %v", text, m.path.russian(), err)
		}
	}
	for _, z := range []string{"0", "00", "ноль", "НОЛЬ", "нуль", "zero"} {
		m, err := parseMove(z, notation.Pos{Line: 1, Column: 1})
		if err != nil || !m.zero {
			t.Errorf("%q: not a zero: %+v %v", z, m, err)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	cases := []struct {
		text, code string
		col        int
	}{
		{"ffx", "big-races.unknown-letter", 3},
		{"fоf", "big-races.unknown-letter-suggest", 2}, // Cyrillic о
		{"bf", "big-races.unknown-letter-suggest", 1},  // Latin b for в
		{"нол", "big-races.unknown-word-suggest", 1},
		{"bakc", "big-races.unknown-word-suggest", 1},
		{"3", "big-races.count-alone", 1},
		{"ff3", "big-races.count-alone", 3},
		{"3 3f", "big-races.count-twice", 3},
		{"f+", "big-races.join-alone", 2},
		{"+f", "big-races.join-alone", 1},
		{"f++i", "big-races.join-alone", 2},
		{"f+2i", "big-races.count-in-diagonal", 3},
		{"f+f", "big-races.not-diagonal", 3},
		{"i+o", "big-races.not-diagonal", 3},
		{"f+i+o", "big-races.not-diagonal", 5},
		{"f ноль", "big-races.zero-alone", 3},
		{"ff.", "big-races.unexpected", 3},
		{"f,f", "big-races.unexpected", 2},
	}
	for _, c := range cases {
		_, err := parseMove(c.text, notation.Pos{Line: 4, Column: 10})
		if err == nil {
			t.Errorf("%q: read", c.text)
			continue
		}
		if string(err.Code()) != c.code || err.Pos.Line != 4 || err.Pos.Column != 9+c.col {
			t.Errorf("%q: %s at %d:%d, want %s at column %d", c.text, err.Code(), err.Pos.Line, err.Pos.Column, c.code, 9+c.col)
		}
	}
}

func TestQuickMoveAgrees(t *testing.T) {
	for _, text := range []string{"ffi", "3f", "2пв", "0", "FfO", "ПвН", "12f3i", "f0f", "99999999999999999999f"} {
		q, ok := quickMove(text)
		if !ok {
			t.Errorf("%q: declined", text)
			continue
		}
		g, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
		if err != nil || q.zero != g.zero || q.path.english() != g.path.english() {
			t.Errorf("%q: quick %+v, grammar %+v %v", text, q, g, err)
		}
	}
	for _, text := range []string{"f f", "3", "ff3", "back", "f+i", "ноль", "x", "", "00"} {
		if _, ok := quickMove(text); ok {
			t.Errorf("%q: taken by the quick reader", text)
		}
	}
}

// A path said in words is answered with the letters to type, in the
// alphabet of the words.
func TestPathInWords(t *testing.T) {
	for text, want := range map[string]string{
		"вперёд 4":            "4п",
		"Вперед 4":            "4п",
		"forward 4":           "4f",
		"4 прямо, 1 внутрь":   "4пв",
		"4 forward, 1 inward": "4fi",
		"вперёд на 3 клетки, потом внутрь": "3пв",
		"внутрь, вперёд 5":                 "в5п",
		"four forward and one inward":      "4fi",
		"прямо на две клетки и наружу":     "ппн",
		"straight": "f",
	} {
		_, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
		if err == nil || err.Code() != "big-races.path-in-words" {
			t.Errorf("%q: got %v, want big-races.path-in-words", text, err)
			continue
		}
		if got := err.Message.(PathInWords).Suggestion; got != want {
			t.Errorf("%q: suggestion %v, want %s", text, got, want)
		}
		// The letters' key is in the alphabet of the answer.
		key := [2]string{"f for forward, i for inward", "«f» — вперёд, «i» — на внутреннюю дорожку"}
		if hasCyrillic(want) {
			key = [2]string{"п for forward, в for inward", "«п» — вперёд, «в» — на внутреннюю дорожку"}
		}
		has(t, words(t, err.Message), key[0], key[1])
		// The answer reads as the path the words say.
		if _, err := parseMove(want, notation.Pos{Line: 1, Column: 1}); err != nil {
			t.Errorf("%q: the answer %q does not read: %v", text, want, err)
		}
	}
	for text, code := range map[string]string{
		"вперёд налево": "big-races.path-words-unknown",
		"прямо 4 5":     "big-races.path-words-unknown",
		"вперёд 0":      "big-races.path-words-unknown",
		"4 прямо 2":     "big-races.count-alone",
	} {
		if _, err := parseMove(text, notation.Pos{Line: 1, Column: 1}); err == nil || string(err.Code()) != code {
			t.Errorf("%q: got %v, want %s", text, err, code)
		}
	}
}

// A path typed with the keyboard left on the English layout is answered
// with the path it would have been on the Russian one.
func TestUnknownLetterNamesRussianLayout(t *testing.T) {
	_, err := parseMove("gg", notation.Pos{Line: 1, Column: 1})
	if err == nil {
		t.Fatal("gg: read")
	}
	u, ok := err.Message.(UnknownLetter)
	if !ok || u.Layout != "пп" || u.Word != "gg" {
		t.Errorf("gg: %#v, want the layout «пп»", err.Message)
	}
	_, err = parseMove("ffx", notation.Pos{Line: 1, Column: 1})
	if u, ok := err.Message.(UnknownLetter); !ok || u.Layout != "" {
		t.Errorf("ffx: %#v, want no layout", err.Message)
	}
}
