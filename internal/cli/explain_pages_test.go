package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// pageCodes are the codes whose explain pages these tests read: the
// referee's, the notation's, and those of the games whose examples are
// given in both languages.
func pageCodes(t *testing.T) []string {
	t.Helper()
	var out []string
	f := codeBookOf(testFactory(t, "en"))
	for _, code := range allRules(f) {
		// A game's rules and notes; its transcript's errors show their
		// examples as the game gives them (big-races' only in Russian).
		if k := kindOf(f.Registry, code); !k.own && k.kind > kindReading {
			continue
		}
		for _, prefix := range []string{"referee.", "notation.", "turtles.", "big-races."} {
			if strings.HasPrefix(code, prefix) {
				out = append(out, code)
			}
		}
	}
	if len(out) < 60 {
		t.Fatalf("only %d codes", len(out))
	}
	return out
}

// quoted is input quoted in a page: a name written with a Cyrillic letter
// is the very point of notation.players-look-alike.
var quoted = regexp.MustCompile(`“[^”]*”|«[^»]*»`)

// TestExplainEnglishHasNoRussian: an English page names Nina and Pasha
// and writes the English notation; a Russian word outside a quotation of
// input is a leak of the Russian example.
func TestExplainEnglishHasNoRussian(t *testing.T) {
	f := testFactory(t, "en")
	for _, code := range pageCodes(t) {
		out, err := explainCode(codeBookOf(f), code, nil, "referee explain", nil)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(out, "\n")
		if code == "notation.name-looks-alike" {
			continue // a Russian name typed with a Latin letter is its very point
		}
		if notation.HasCyrillic(quoted.ReplaceAllString(text, "")) {
			t.Errorf("%s: Russian in the English page:\n%s", code, text)
		}
		// Quoted input is English too, but for the look-alike names.
		if code != "notation.players-look-alike" && notation.HasCyrillic(text) {
			t.Errorf("%s: Russian quoted in the English page:\n%s", code, text)
		}
	}
}

// names are the players' names the examples use, with a car's number.
var names = regexp.MustCompile(`\b(Nina|Pasha|Anna|Boris|Vera|Vika|Нина|Паша|Аня|Боря|Вера|Вика)[0-9]?\b|(Нина|Паша|Аня|Боря|Вера|Вика)[0-9]?`)

// TestExplainMessageTellsTheExample: where a page gives a rule's example
// and the referee's message under it, every player or car the message
// names is one of the example's: the two tell the same situation.
func TestExplainMessageTellsTheExample(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := testFactory(t, lang)
		label := f.Speaker.Sentence(ExampleLabel)
		for _, code := range pageCodes(t) {
			out, err := explainCode(codeBookOf(f), code, nil, "referee explain", nil)
			if err != nil {
				t.Fatal(err)
			}
			example := ""
			for _, p := range out {
				if strings.HasPrefix(p, label) {
					example = p
				}
			}
			if example == "" || strings.HasPrefix(out[len(out)-1], label) {
				continue
			}
			message := out[len(out)-1]
			for _, name := range names.FindAllString(message, -1) {
				if !strings.Contains(example, name) {
					t.Errorf("%s, %s: the message names %s, the example does not:\n%s\n%s", lang, code, name, example, message)
				}
			}
		}
	}
}

// TestExplainTrailerLateCount: the rule of notation.trailer-late names
// the length of game from which it holds; it is the reader's, not a
// number written twice that may drift.
func TestExplainTrailerLateCount(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := testFactory(t, lang)
		rule := f.Speaker.Sentence(referee.Term("notation.trailer-late.rule"))
		if !strings.Contains(rule, strconv.Itoa(notation.ChunkLines)) {
			t.Errorf("%s: %d lines not in %q", lang, notation.ChunkLines, rule)
		}
	}
}
