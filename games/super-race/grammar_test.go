package superrace

import (
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

func read(t *testing.T, text string) (*turn, *notation.Error) {
	t.Helper()
	var tn turn
	if err := readTurn(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}}, &tn); err != nil {
		return nil, err
	}
	return &tn, nil
}

// TestTurnForms: every canonical form and the aliases read as the same turn.
func TestTurnForms(t *testing.T) {
	want := "rs rs rc bs yc / red ^ ^ <"
	for _, text := range []string{
		"rs rs rc bs yc / red ^ ^ <",
		"yc bs rc rs rs / red ^ ^ <", // faces in any order
		"rs, rs, rc, bs, yc / r s s l",
		"RS RS RC BS YC / Red ^^<",
		"кп кп ку сп жу / красный п п л",
		"кп кп ку сп жу / к ^ ^ <",
		"КП кп ку сп жу / Красная ↑ ↑ ←",
		"rsrsrcbsyc / red straight straight left",
		"rs rs rс bs yc / red ^ ^ <", // a Cyrillic с as the curve
		"rs rs rc bs уc / red ^ ^ <", // a Cyrillic у as yellow
	} {
		tr, err := read(t, text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		got := tr.String()
		if text[0] == 'y' {
			got = "rs rs rc bs yc / red ^ ^ <" // the order of faces does not matter
			if tr.nFaces != 5 || tallyOf(tr.dice()) != tallyOf([]face{{red, straight}, {red, straight}, {red, curve}, {blue, straight}, {yellow, curve}}) {
				t.Errorf("%q: faces %v", text, tr.dice())
			}
		}
		if got != want {
			t.Errorf("%q reads as %q", text, got)
		}
	}
	for text, want := range map[string]string{
		"rs rs rc bs yc / pass":               "rs rs rc bs yc / pass",
		"кп кп ку сп жу / пас":                "rs rs rc bs yc / pass",
		"rs rs rc bs yc / red > r":            "rs rs rc bs yc / red > >",
		"кп кп ку сп жу / жёлтый пр":          "rs rs rc bs yc / yellow >",
		"rs rs rc bs yc / blue start 2 ^":     "rs rs rc bs yc / blue start 2 ^",
		"кп кп ку сп жу / старт 3 синий п":    "rs rs rc bs yc / blue start 3 ^",
		"rs rs rc bs / red ^ ^ <":             "rs rs rc bs / red ^ ^ <",
		"rs rs rc bs yc ys / red ^ ^ < ^ ^ >": "rs rs rc bs yc / red ^ ^ < ^ ^ >",
	} {
		tr, err := read(t, text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if tr.String() != want {
			t.Errorf("%q reads as %q, want %q", text, tr.String(), want)
		}
	}
	if tr, _ := read(t, "rs rs rc bs yc ys / red"); tr.nFaces != 6 {
		t.Errorf("six faces counted as %d", tr.nFaces)
	}
}

// TestTurnErrors: each bad turn is refused with its code at its place.
func TestTurnErrors(t *testing.T) {
	for _, c := range []struct {
		text string
		code string
		col  int
	}{
		{"rs rs rc bs yc red ^ ^ <", "super-race.slash-before", 16},
		{"rs rs rc bs yc", "super-race.slash-missing", 15},
		{"rs rs rc bs yc /", "super-race.plan-missing", 16},
		{"rs rx rc bs yc / red ^", "super-race.face-bad", 4},
		{"rs rs rc bs yc / rde ^", "super-race.unknown-colour-suggest", 18},
		{"rs rs rc bs yc / green ^", "super-race.unknown-colour", 18},
		{"rs rs rc bs yc / red ^ ^ x", "super-race.unknown-step", 26},
		{"rs rs rc bs yc / red ^ ^ rigth", "super-race.unknown-step-suggest", 26},
		{"rs rs rc bs yc / ^ ^ <", "super-race.colour-first", 18},
		{"rs rs rc bs yc / red ^ blue", "super-race.colour-twice", 24},
		{"rs rs rc bs yc / pass ^", "super-race.pass-extra", 23},
		{"rs rs rc bs yc / red pass", "super-race.pass-late", 22},
		{"rs rs rc bs yc / red 2 ^", "super-race.number-alone", 22},
		{"rs rs rc bs yc / red start ^", "super-race.start-number", 22},
		{"rs rs rc bs yc / red start 0 ^", "super-race.start-range", 28},
		{"rs rs rc bs yc / red ^ start 2", "super-race.start-late", 24},
		{"rs rs rc bs yc / start 2", "super-race.colour-missing", 18},
		{"rs rs / red / ^", "notation.unexpected", 13},
		{"rs rs rc bs yc / red ^ ; <", "notation.unexpected", 24},
		{"7 rs rs rc bs / red", "super-race.face-bad", 1},
		{"к п, к п, к у, с п, ж у / красный ^ ^ <", "super-race.faces-apart", 1},
		{"r s rs rc bs yc / red ^ ^ <", "super-race.faces-apart", 1},
	} {
		_, err := read(t, c.text)
		if err == nil {
			t.Errorf("%q accepted", c.text)
			continue
		}
		if string(err.Code()) != c.code || err.Pos.Column != c.col {
			t.Errorf("%q: %s at column %d, want %s at %d", c.text, err.Code(), err.Pos.Column, c.code, c.col)
		}
	}
}

// TestSimpleTurn: the hand-written reader takes the common shape and gives
// what the grammar gives.
func TestSimpleTurn(t *testing.T) {
	for _, text := range []string{"rs rs rc bs yc / red ^ ^ <", "rs rs rc bs yc / pass", "yc yc yc yc yc / yellow < > < > <", "bs / blue ^^"} {
		var fast turn
		if !simpleTurn(text, &fast) {
			t.Errorf("%q declined", text)
			continue
		}
		slow, err := parseTurn(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err != nil || slow != fast {
			t.Errorf("%q: fast %+v, grammar %+v (%v)", text, fast, slow, err)
		}
	}
	for _, text := range []string{"кп кп ку сп жу / красный ^", "rs rs rc bs yc / r ^", "rs rs rc bs yc / pass ^", "RS rs rc bs yc / red ^", "rs rs rc bs yc / red start 2 ^"} {
		var fast turn
		if simpleTurn(text, &fast) {
			t.Errorf("%q taken by the fast reader", text)
		}
	}
}

// Faces said aloud, their letters apart, get the line to type.
func TestFacesApart(t *testing.T) {
	for text, want := range map[string]string{
		"к п, к п, к у, с п, ж у / красный ^ ^ <": "кп кп ку сп жу / красный ^ ^ <",
		"r s, R S, rc, b c, y c / red pass":       "rs RS rc bc yc / red pass",
		"к п к п":                                 "кп кп",
	} {
		_, err := read(t, text)
		if err == nil || err.Message != (FacesApart{Suggestion: want}) {
			t.Errorf("%q: got %v, want super-race.faces-apart with %q", text, err, want)
		}
	}
	if _, err := parseDice("к п, к п, к у, с п, ж у"); err == nil || err.Message != (FacesApart{Suggestion: "кп кп ку сп жу"}) {
		t.Errorf("--dice with faces apart: got %v", err)
	}
}
