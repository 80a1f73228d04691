package say

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// TestFinishRussian: the typography a Russian sentence gets when it is
// rendered, and what it leaves alone (the words of the input).
func TestFinishRussian(t *testing.T) {
	s := &Speaker{Lang: "ru", ru: true}
	cases := []struct{ raw, want string }{
		// „ “ inside « », however deep the template put them.
		{"карту «красная «+1»» сыграть нельзя", "карту «красная „+1“» сыграть нельзя"},
		{"«a «b» c «d»»", "«a „b“ c „d“»"},
		// A no-break space after one- and two-letter words, between a number
		// and its unit, before a dash; not after longer words, and not
		// between a number and a short word that binds to what follows it
		// (a line may break before «до», «и», «в», or number,
		// conjunction and preposition are glued into one block).
		{"можно пройти от 1 до 4 клеток", "можно пройти от\u00a01 до\u00a04\u00a0клеток"},
		{"в ряду 7, столбце 2 и в ряду 6", "в\u00a0ряду 7, столбце 2 и\u00a0в\u00a0ряду 6"},
		{"больше 1 МБ", "больше 1\u00a0МБ"},
		{"Маша — машина", "Маша\u00a0— машина"},
		{"В записи нет", "В\u00a0записи нет"},
		{"клетка 9 (финиш)", "клетка 9 (финиш)"},
		// − for a minus, not for a hyphen or a range.
		{"карта «красная -1», e5-f6, 1-4, 2-й, --dice", "карта «красная −1», e5-f6, 1-4, 2-й, --dice"},
		// A capital where a sentence starts inside the message.
		{"Игра окончена. машина едет", "Игра окончена. Машина едет"},
		{"(см. big-races.occupied)", "(см. big-races.occupied)"},
		{"«Турбо!» — верно", "«Турбо!»\u00a0— верно"},
		// Russian drops the full stop after a woven-in quote that ends in !
		// or ?, as the seed rule texts do; the next sentence
		// still starts with a capital.
		{"пора кричать «Турбо!». следующую карту", "пора кричать «Турбо!» Следующую карту"},
		{"кто? «Ты?». нет. «а». да", "кто? «Ты?» Нет. «а». Да"},
		// Nothing inside quotes: it is written as typed, and may be copied.
		{"при «кп кп ку сп су» жёлтый", "при «кп кп ку сп су» жёлтый"},
		// Input quoted back is left as typed: no no-break space, no „ “,
		// no capital; a minus before a number is still a minus.
		{"игрок " + quoted("ян ли") + " и " + quoted("«x»"), "игрок ян ли и\u00a0«x»"},
		{"Ход. " + quoted("белые1") + " идёт", "Ход. белые1 идёт"},
		{"ход " + quoted("красная -1"), "ход красная −1"},
	}
	for _, c := range cases {
		if got := s.typeset(c.raw, false); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.raw, got, c.want)
		}
	}
	if got := s.typeset("игра окончена", true); got != "Игра окончена" {
		t.Errorf("a line starts with a capital: %q", got)
	}
	if got := s.typeset(quoted("маша")+" ходит", true); got != "маша ходит" {
		t.Errorf("a name typed in lowercase stays so: %q", got)
	}
}

// TestFinishEnglish: “ ” and ‘ ’ inside, never « »; no no-break spaces.
func TestFinishEnglish(t *testing.T) {
	s := &Speaker{Lang: "en"}
	cases := []struct{ raw, want string }{
		{"the card «red «+1»» cannot", "the card “red ‘+1’” cannot"},
		{"the card “red “+1”” cannot", "the card “red ‘+1’” cannot"},
		{"a move. the next", "a move. The next"},
		{"time to call “Turbo!”. anna turns", "time to call “Turbo!” Anna turns"},
		// The minus is the language's typography, not the input's: the
		// echo of a move typed with a hyphen shows − as Russian does
		// («красная −1», never "красная -1" beside it).
		{"red -1 to a square", "red −1 to a square"},
		{"move 2 (" + quoted("Паша") + ": " + quoted("красная -1") + "): red moves back", "move 2 (Паша: красная −1): red moves back"},
		{"e5-f6, 1-4, --dice, UTF-16, 4/-1", "e5-f6, 1-4, --dice, UTF-16, 4/−1"},
		{"name " + quoted("«x»"), "name «x»"},
	}
	for _, c := range cases {
		if got := s.typeset(c.raw, false); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.raw, got, c.want)
		}
	}
}

// TestVisible: what a terminal would act on is shown, as less and git show
// it; paired bidirectional controls stay.
func TestVisible(t *testing.T) {
	cases := map[string]string{
		"Маша":                      "Маша",
		"a\x1b[31mb":                `a\x1b[31mb`,
		"tab\there":                 `tab\x09here`,
		"del\x7f":                   `del\x7f`,
		"c1\u0085":                  `c1\u0085`,
		"bad\xffbyte":               `bad\xffbyte`,
		"evil\u202eexe.txt":         `evil\u202eexe.txt`,
		"ok\u202bpaired\u202c":      "ok\u202bpaired\u202c",
		"\u2067isolated\u2069":      "\u2067isolated\u2069",
		"end\u2069":                 `end\u2069`,
		"\u2066open\u202a\u2069":    "\u2066open\\u202a\u2069",
		"bell\a":                    `bell\x07`,
		"null\x00":                  `null\x00`,
		"nbsp\u00a0kept":            "nbsp\u00a0kept",
		"\u202dforce \u2068x\u2069": `\u202dforce ` + "\u2068x\u2069",
	}
	for in, want := range cases {
		if got := Visible(in); got != want {
			t.Errorf("Visible(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestInputShownVisible: a name quoted back and a file's name in a place
// show their controls made visible, whatever message they stand in.
func TestInputShownVisible(t *testing.T) {
	c := ownCatalog(t)
	for _, lang := range Languages {
		got := c.Speaker(lang).Say(notation.UnknownPlayer{Name: "Ma\u202esha\x1b[2J", Players: []string{"A\u2066", "B"}})
		if !strings.Contains(got, `Ma\u202esha\x1b[2J`) || !strings.Contains(got, `A\u2066`) || strings.ContainsAny(got, "\u202e\u2066\x1b") {
			t.Errorf("%s: %q", lang, got)
		}
	}
	if got := Place("evil\u202etxt.exe", notation.Pos{Line: 3, Column: 1}); got != `evil\u202etxt.exe:3:1` {
		t.Errorf("place %q", got)
	}
}

// quoted marks a word of the input: made visible, then kept from the
// typography.
func quoted(s string) string { return string(appendQuoted(make([]byte, 0, len(s)+2), s)) }
