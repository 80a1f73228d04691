package cli

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestExplainEveryCode: whatever code explain is asked about, it never
// shows a template raw (no ‹fact›, no {{.Field}}, no fact missing), and
// its rules, notes and readings come with their rule text.
func TestExplainEveryCode(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := testFactory(t, lang)
		ids := f.Catalog.IDs(lang)
		if len(ids) < 500 {
			t.Fatalf("%s: only %d codes", lang, len(ids))
		}
		for _, id := range ids {
			out, err := explainCode(codeBookOf(f), id, nil, "referee explain", nil)
			if err != nil {
				continue // a word of a code only (`turtles.unit.square`'s plural is explained by its code)
			}
			text := strings.Join(out, "\n")
			for _, bad := range []string{"‹", "{{", "<no value>"} {
				if strings.Contains(text, bad) {
					t.Errorf("%s, %s: %q in\n%s", lang, id, bad, text)
				}
			}
		}
		for _, code := range allRules(codeBookOf(f)) {
			out, err := explainCode(codeBookOf(f), code, nil, "referee explain", nil)
			if err != nil || len(out) < 3 {
				t.Errorf("%s, %s: %q, %v: no rule text", lang, code, out, err)
			}
		}
	}
}

// TestExplainKinds: explain names the kind of a code by the list that
// holds it, not by its shape: a game's word with one dot is no notation
// error.
func TestExplainKinds(t *testing.T) {
	reg := games.NewRegistry()
	for code, want := range map[string]codeKind{
		"turtles.back-from-start":      kindRule,
		"referee.result-wrong":         kindRule,
		"turtles.pass-unverified":      kindNote,
		"turtles.reading.start-tie":    kindReading,
		"notation.windows-1251":        kindNote,
		"referee.moves-unchecked":      kindNote,
		"turbo.warn.open":              kindNote,
		"notation.no-game":             kindNotationError,
		"notation.file-unreadable":     kindNotationError,
		"test.bad-word":                kindExpectationError,
		"test.alone":                   kindExpectationError,
		"referee.over-winner":          kindMessage,
		"cli.bad-lang":                 kindMessage,
		"turtles.id":                   kindMessage,
		"turtles.told.forward":         kindMessage,
		"chinese-checkers.hole-number": kindGameMessage,
	} {
		if got := kindOf(reg, code).kind; got != want {
			t.Errorf("kindOf(%s) = %d, want %d", code, got, want)
		}
	}
}

// TestExplainShowsExample: a code with an example is explained with the
// example said, in the language asked for.
func TestExplainShowsExample(t *testing.T) {
	f := testFactory(t, "ru")
	out, err := explainCode(codeBookOf(f), "notation.unknown-game", nil, "referee explain", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := out[len(out)-1]; got != "Игру «ludo» судья не\u00a0знает; можно написать: черепахи, китайские-шашки, турбосчёт, большие-гонки или супер-гонка." {
		t.Errorf("the example said: %q", got)
	}
	// The rule's text alone: no closing sentence shared by every notation
	// error (its tag in the list says the kind; round 7 help 7).
	if !strings.HasPrefix(out[1], "Строка «игра:» называет игру") || strings.Contains(out[1], "Это ошибка в\u00a0записи партии") {
		t.Errorf("the rule alone: %q", out[1])
	}
}

// TestExplainShowsMoveRefused: at the table, the rule of the move just
// refused ends with what the referee said of that move, not with a
// made-up example naming other players.
func TestExplainShowsMoveRefused(t *testing.T) {
	f := testFactory(t, "ru")
	said := referee.WrongPlayer{Rule: "turtles.wrong-player", Expected: "Маша", Actor: "Петя"}
	game, _ := f.Registry.Lookup("turtles")
	out, err := explainCode(codeBookOf(f), "wrong-player", game, "referee explain", said)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := out[len(out)-1], f.Speaker.Statement(said); got != want {
		t.Errorf("the move said: %q, want %q", got, want)
	}
	if got := out[len(out)-2]; got != f.Speaker.Sentence(RefereeSaid) {
		t.Errorf("its heading: %q", got)
	}
}

// TestExplainListsEveryKind: explain's list has a heading for every game
// and the notation's errors, and a kind before each code.
func TestExplainListsEveryKind(t *testing.T) {
	f := testFactory(t, "ru")
	var lines []string
	listCodes(codeBookOf(f), func(s string) { lines = append(lines, s) }, func(text, indent string) string { return indent + text })
	text := strings.Join(lines, "\n")
	for _, want := range []string{"Для всех игр\n[ошибка в\u00a0записи] referee.result-wrong", "[ошибка в\u00a0записи] notation.file-unreadable", "«Черепашьи бега»\n[правило] turtles.", "[толкование] turtles.reading.start-tie", "[примечание] turtles.pass-unverified"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
}

// TestExplainEnglishNames: where a code has an example with English
// names, English shows it, not the one with Russian names.
func TestExplainEnglishNames(t *testing.T) {
	f := testFactory(t, "en")
	out, err := explainCode(codeBookOf(f), "referee.result-wrong", nil, "referee explain", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := out[len(out)-1]; notation.HasCyrillic(got) || !strings.Contains(got, "Pasha") {
		t.Errorf("the example said: %q", got)
	}
}

// TestExplainRussianReason: Russian shows the example whose system reason
// is in Russian, not the English one.
func TestExplainRussianReason(t *testing.T) {
	f := testFactory(t, "ru")
	out, err := explainCode(codeBookOf(f), "notation.file-unreadable", nil, "referee explain", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := out[len(out)-1]; !notation.HasCyrillic(strings.TrimPrefix(got, "Файл не\u00a0читается")) || strings.Contains(got, "permission") {
		t.Errorf("the example said: %q", got)
	}
}

// TestExplainReadingRuleSaidOnce: a rule that is the referee's reading
// says so in its own text; the frame after it adds what breaking it
// means, not that the rules are silent a second time (round 9 help 2,
// super-race 8).
func TestExplainReadingRuleSaidOnce(t *testing.T) {
	for lang, word := range map[string]string{"ru": "правил", "en": "rules"} {
		f := testFactory(t, lang)
		seen := 0
		for _, code := range allRules(codeBookOf(f)) {
			if kindOf(f.Registry, code).kind != kindRuleReading {
				continue
			}
			seen++
			rule, _ := f.Catalog.Text(lang, code+".rule")
			out, err := explainCode(codeBookOf(f), code, nil, "referee explain", nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(rule, word) {
				t.Errorf("%s, %s: the rule text does not say it is a reading: %q", lang, code, rule)
			}
			said := out[1]
			if _, own := f.Catalog.Text(lang, code+".after"); own {
				// a house rule's own closing sentence names «это правило»
				said = strings.Replace(said, f.Speaker.Sentence(referee.Term(code+".after")), "", 1)
			}
			if got, want := strings.Count(said, word), strings.Count(rule, word); got != want {
				t.Errorf("%s, %s: %q said %d times, the rule text %d times:\n%s", lang, code, word, got, want, out[1])
			}
		}
		if seen == 0 {
			t.Errorf("%s: no rule that is a reading", lang)
		}
	}
}

// TestExplainPointerIsItsOwnKey: a rule's text never points to another
// code's page itself; the pointer is the rule's own `CODE.see` sentence,
// which explain says last, after what follows from the rule (so that no
// sentence is found by its printed words).
func TestExplainPointerIsItsOwnKey(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := testFactory(t, lang)
		seen := 0
		for _, id := range f.Catalog.IDs(lang) {
			text, _ := f.Catalog.Text(lang, id)
			code, see := strings.CutSuffix(id, ".see")
			switch {
			case see:
				seen++
				if _, ok := f.Catalog.Text(lang, code+".rule"); !ok {
					t.Errorf("%s: %s has no rule to follow", lang, id)
				}
				if !strings.Contains(text, "referee explain ") {
					t.Errorf("%s: %s points nowhere: %q", lang, id, text)
				}
				out, err := explainCode(codeBookOf(f), code, nil, "referee explain", nil)
				if err != nil {
					t.Fatal(err)
				}
				if said := f.Speaker.Sentence(referee.Term(id)); len(out) < 2 || !strings.HasSuffix(out[1], " "+said) {
					t.Errorf("%s, %s: the pointer %q does not close the rule's paragraph:\n%q", lang, code, said, out)
				}
			case strings.Contains(text, "referee explain ") && strings.HasSuffix(id, ".rule"):
				t.Errorf("%s: %s points to another page in its own words; the pointer goes in %s.see: %q", lang, id, strings.TrimSuffix(id, ".rule"), text)
			}
		}
		if seen == 0 {
			t.Errorf("%s: no rule points to another page", lang)
		}
	}
}
