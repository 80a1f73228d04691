package say

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// typesetRunes is typeset a rune at a time, every rune through the one
// loop: for FuzzTypeset.
func (s *Speaker) typesetRunes(raw string, start bool) string {
	var b strings.Builder
	b.Grow(len(raw) + 16)
	var (
		input                bool // inside quoted input
		depth                int  // quotes open
		capital              = start
		prev                 rune // the last rune written, 0 at the start
		prevLD               bool // prev is a letter or a digit
		w                    wordSeen
		stop                 bool // a full stop, ! or ? just written outside the input
		stopAfterAbbrevation bool
		ascii                bool // inside "…", as a shell example quotes
	)
	// Runs of text that need no change are copied whole: from kept up to
	// the rune that changes.
	kept := 0
	for i := 0; i < len(raw); {
		at := i
		r, size := rune(raw[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(raw[i:])
		}
		i += size
		switch r {
		case inputOpen, inputClose:
			input = r == inputOpen
			b.WriteString(raw[kept:at])
			kept = i
			continue
		}
		if s.ru && r == '-' && isNumberStart(prev) && startsDigit(raw[i:]) {
			r = '−'
		}
		out := r
		ld := isLetter(r) || isDigit(r)
		if !input {
			switch {
			case s.ru && r == '«':
				if depth > 0 {
					out = '„'
				}
				depth++
			case s.ru && r == '»':
				if depth > 1 {
					out = '“'
				}
				depth = max(depth-1, 0)
			case !s.ru && (r == '«' || r == '“'):
				out = '“'
				if depth > 0 {
					out = '‘'
				}
				depth++
			case !s.ru && (r == '»' || r == '”'):
				out = '”'
				if depth > 1 {
					out = '’'
				}
				depth = max(depth-1, 0)
			case r == '"':
				ascii = !ascii
			case r == ' ' && s.ru && depth == 0 && !ascii && !w.input && w.n > 0 &&
				((w.cyr && w.n <= 2) || (w.digits && startsCyrillic(raw[i:]))):
				// Not inside quotes: what is quoted is written as it is typed
				// («кп кп ку сп жу»), and may be copied.
				out = '\u00a0'
			case r == ' ' && s.ru && depth == 0 && !ascii && startsDash(raw[i:]):
				out = '\u00a0'
			}
			if capital && ld {
				out = toUpper(r)
			}
		}
		switch {
		case r == ' ' || r == '\u00a0':
			if stop && !stopAfterAbbrevation {
				capital = true
			}
			stop = false
		case ld:
			capital = false
			stop = false
		default:
			capital = false
			stop = !input && (r == '.' || r == '!' || r == '?') && (prevLD || prev == ')' || prev == '»' || prev == '”' || prev == '“')
			stopAfterAbbrevation = stop && r == '.' && abbreviation(w.first[:min(w.n, len(w.first))], w.n)
		}
		if ld {
			if !prevLD {
				// The end of a hyphenated word («какой-то») is no word of
				// its own.
				w = wordSeen{cyr: true, digits: true, input: prev == '-'}
			}
			w.add(r, input)
		} else if r != ' ' {
			w.n = 0
		}
		if out != r || r == '−' {
			b.WriteString(raw[kept:at])
			b.WriteRune(out)
			kept = i
		}
		prev, prevLD = out, ld
	}
	b.WriteString(raw[kept:])
	return b.String()
}

// FuzzTypeset: typeset, which passes over the rest of a word at once,
// makes what the one loop makes of every rune, in both languages, at a
// sentence's start or not.
func FuzzTypeset(f *testing.F) {
	for _, s := range []string{"", "Нина wins. The purple turtle reached the finish.", "ход 3 (Аня: красная +1): т. е. «ёж»", "a - b -1 12 клеток", "\x0eНина\x0f: кп кп ку", "см. big-races.occupied", "Ѐѐ Ѡѡ Ӂ ЯЯЯЯЯ, ёЁё", "x\xd0", "a.b. c! «“x”» „y“ \"q\""} {
		f.Add(s, true, true)
		f.Add(s, false, false)
	}
	c := ownCatalog(f)
	speakers := map[bool]*Speaker{true: c.Speaker("ru"), false: c.Speaker("en")}
	f.Fuzz(func(t *testing.T, raw string, ru, start bool) {
		if !utf8.ValidString(raw) {
			return
		}
		s := speakers[ru]
		if got, want := s.typeset(raw, start), s.typesetRunes(raw, start); got != want {
			t.Fatalf("typeset(%q, %v) in %s = %q, a rune at a time %q", raw, start, s.Lang, got, want)
		}
	})
}
