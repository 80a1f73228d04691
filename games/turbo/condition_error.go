package turbo

import (
	"errors"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/notation/numword"
	"github.com/boardgame-referee/referee/referee"
)

// conditionError turns a parse failure into an error that names the word
// not understood and says what could stand there. participle's own list of
// expected tokens is the grammar's inside; instead the referee probes: it
// cuts the text before the bad word and tries to finish it with each kind of
// word (a comparison, a number, an animal, a conjunction, nothing), and
// names the kinds that fit.
func conditionError(err error, text string, base notation.Pos) *notation.Error {
	var ut *participle.UnexpectedTokenError
	if !errors.As(err, &ut) {
		return notation.FromParse(err, base, "")
	}
	tok := ut.Unexpected
	if next, ok := afterComma(text, tok); ok {
		// «Лягушек меньше, нежели птиц»: the comma may stand there, the
		// word after it may not.
		tok = next
	}
	pos := base.Add(tok.Pos)
	expected := expectedAfter(text[:min(tok.Pos.Offset, len(text))], scriptOf(text))
	if tok.EOF() {
		after := strings.TrimSpace(text[:min(tok.Pos.Offset, len(text))])
		return notation.ErrorAt(pos, ConditionEnd{After: notation.Clip(after), Expected: expected})
	}
	word := wordAt(text, tok.Pos.Offset)
	if isChameleonWord(word) {
		// «Хамелеонов больше двух»: a chameleon shows no animals.
		return notation.ErrorAt(pos, ConditionChameleon{Word: notation.Clip(word)})
	}
	m := ConditionWord{Word: notation.Clip(word), Expected: expected}
	if s, ok := suggestion(text, tok.Pos.Offset, word); ok {
		m.Suggestion = s
	}
	return notation.ErrorAt(pos, m)
}

// afterComma: when the word refused is a comma, which the grammar allows in
// many places, and the text without it fails on the very next word, that
// word is the one not understood.
func afterComma(text string, tok lexer.Token) (lexer.Token, bool) {
	if tok.Value != "," {
		return tok, false
	}
	at := tok.Pos.Offset
	without := text[:at] + " " + text[at+1:]
	_, err := conditionParser().ParseString("", without)
	var ut *participle.UnexpectedTokenError
	if !errors.As(err, &ut) {
		return tok, false
	}
	lex, _ := wordLexer{}.LexString("", text[at+1:])
	next, _ := lex.Next()
	if next.EOF() || ut.Unexpected.Pos.Offset != at+1+next.Pos.Offset {
		return tok, false
	}
	return ut.Unexpected, true
}

// suggestion is the known word nearest to the word not understood that fits
// where it stands: put in its place, the task reads on past it. So a
// suggestion is of the kind expected there: «Собак больше четырёх» gets no
// number word for «Собак», since a number cannot stand there alone.
func suggestion(text string, at int, word string) (string, bool) {
	if !unicode.IsLetter(firstRune(word)) {
		return "", false
	}
	candidates := append([]string(nil), knownWords()...)
	for range 8 {
		s, ok := notation.Nearest(word, candidates)
		if !ok {
			return "", false
		}
		candidates = slices.DeleteFunc(candidates, func(c string) bool { return c == s })
		if s == fold(word) {
			continue
		}
		if readsPast(text[:at]+s+text[at+len(word):], at+len(s)) {
			return s, true
		}
	}
	return "", false
}

// readsPast says whether a task reads, or at least fails only after the
// byte offset end. (Not ParseCondition: its errors look for suggestions.)
func readsPast(text string, end int) bool {
	syn, err := conditionParser().ParseString("", text)
	if err != nil {
		var ut *participle.UnexpectedTokenError
		return errors.As(err, &ut) && ut.Unexpected.Pos.Offset > end
	}
	_, berr := buildCondition(syn, notation.Pos{Line: 1, Column: 1})
	return berr == nil || berr.Pos.Offset > end
}

// isChameleonWord reads «хамелеонов», "chameleons" and their misspellings.
func isChameleonWord(word string) bool {
	w := fold(word)
	for _, stem := range []string{"хамелеон", "хамелион", "chameleon", "chamaeleon"} {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	_, near := notation.Nearest(w, chameleonWords)
	return near
}

// The probes: a continuation of each kind, in the formal form, which every
// place in the grammar accepts in one of them.
var probes = []struct {
	kind    Expect
	endings []string
}{
	{expectComparison, []string{" > 1", " > birds"}},
	{expectNumber, []string{" 1", " 1 birds", " 1 and birds > 1"}},
	{expectAnimal, []string{" birds", " birds > 1", " birds than birds", " birds as birds"}},
	{expectThan, []string{" than birds", " than 1"}},
	{expectConjunction, []string{" and > 1"}},
	{expectEnd, []string{""}},
}

// expectedAfter says the kinds of words that can follow prefix, as a
// choice.
// The words it offers are the task's own language's: a Russian task is
// told «чем» even in English output, an English one "than" in Russian.
func expectedAfter(prefix string, script Script) referee.Message {
	var out []referee.Message
	for _, p := range probes {
		for _, end := range p.endings {
			if _, err := conditionParser().ParseString("", prefix+end); err == nil {
				out = append(out, script.words(p.kind))
				break
			}
		}
	}
	if len(out) == 0 {
		out = append(out, script.words(expectClause))
	}
	for i, m := range out {
		if w, ok := m.(TaskWords); ok && len(out) > 1 {
			w.InList = true
			out[i] = w
		}
	}
	return either(out)
}

// Script is the language a task is written in, by its letters: Cyrillic
// (Russian), Latin (English), or none (the formal form's signs and digits
// alone, said in the output's language).
type Script int8

const (
	anyScript Script = iota
	russianScript
	englishScript
)

// scriptOf is the language of a task's letters; the first letter decides.
func scriptOf(text string) Script {
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Cyrillic, r):
			return russianScript
		case unicode.Is(unicode.Latin, r):
			return englishScript
		}
	}
	return anyScript
}

// words is a kind of word as the script's language writes it.
func (s Script) words(e Expect) referee.Message {
	switch s {
	case russianScript:
		return wordsIn("ru", e)
	case englishScript:
		return wordsIn("en", e)
	}
	return e
}

// wordAt is the word (or the one character) of text at a byte offset, as
// written.
func wordAt(text string, at int) string {
	if at >= len(text) {
		return ""
	}
	r, size := utf8.DecodeRuneInString(text[at:])
	if unicode.IsLetter(r) {
		return text[at:wordEnd(text, at)]
	}
	if r >= '0' && r <= '9' {
		j := at
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		return text[at:j]
	}
	if op, n := opAt(text[at:]); op != "" {
		return text[at : at+n]
	}
	return text[at : at+size]
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// knownWords() are every word the grammars know, for "did you mean": the
// literals of the grammar's rules (read from the struct tags, so there is
// one list), the animals and the number words.
var knownWords = sync.OnceValue(func() []string {
	seen := map[string]bool{}
	var out []string
	add := func(w string) {
		if !seen[w] && utf8.RuneCountInString(w) > 1 {
			seen[w] = true
			out = append(out, w)
		}
	}
	literal := regexp.MustCompile(`'([^']+)'`)
	for _, v := range []any{
		conjSyntax{}, leadingSyntax{}, betweenSyntax{}, asManySyntax{}, sideSyntax{}, sumOfSyntax{},
		comparatorSyntax{}, dirSyntax{}, eventSyntax{}, cardPartSyntax{},
	} {
		t := reflect.TypeOf(v)
		for i := 0; i < t.NumField(); i++ {
			for _, m := range literal.FindAllStringSubmatch(t.Field(i).Tag.Get("parser"), -1) {
				add(m[1])
			}
		}
	}
	for _, ws := range animalWords {
		for _, w := range ws {
			add(fold(w))
		}
	}
	for _, w := range chameleonWords {
		add(w)
	}
	for _, w := range numword.Words() {
		add(w)
	}
	sort.Strings(out) // the map's order must not change the suggestion
	return out
})
