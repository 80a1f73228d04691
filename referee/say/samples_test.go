package say_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/internal/wording"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestExampleSentences says the example of every message type of the
// referee and its games, in both languages, into golden files read line by
// line as a rulebook editor reads them (-update rewrites them: read every
// changed line). Each Russian sentence must hold no English word outside
// the facts and the notation a user types, no «незаконн…», and no sentence
// that starts in lowercase; each English one no Cyrillic outside the facts.
func TestExampleSentences(t *testing.T) {
	c := catalog(t)
	for _, lang := range say.Languages {
		s := c.Speaker(lang)
		var lines []string
		for who, examples := range allExamples() {
			for _, m := range examples {
				id := string(m.Code())
				raw := s.Raw(m)
				text := s.Typeset(raw, startsLine(id))
				if lang == "ru" {
					for _, p := range wordingProblems(raw, text, startsLine(id)) {
						t.Errorf("%s: %s: %s\n\t%s", who, id, p, text)
					}
				} else if cyr := cyrillicOutsideFacts(raw); cyr != "" {
					t.Errorf("%s: %s: Cyrillic in English: %q\n\t%s", who, id, cyr, text)
				}
				lines = append(lines, fmt.Sprintf("%s: %s", id, strings.ReplaceAll(text, "\n", "⏎")))
			}
		}
		sort.Strings(lines)
		lines = slices.Compact(lines)
		golden.Check(t, "testdata/examples."+lang+".golden", []byte("# Every example message said (referee/say/samples_test.go).\n"+strings.Join(lines, "\n")+"\n"))
	}
}

// people are the names the examples give, which a sentence may start with.
var people = []string{"Нина", "Паша", "Маша", "Петя", "Вера", "Аня", "Боря", "Вика"}

// cyrillicOutsideFacts is the first Cyrillic word of what the templates
// wrote themselves (outside the marks of quoted input), but for the one-
// and two-letter words a user may type in Russian (the letters of a
// big-races path, п, в, н; a super-race map's к, С).
func cyrillicOutsideFacts(raw string) string {
	input := false
	var run []rune
	for _, r := range raw + " " {
		switch {
		case r == say.InputOpen:
			input = true
		case r == say.InputClose:
			input = false
		case !input && r >= 0x400 && r <= 0x4ff:
			run = append(run, r)
			continue
		}
		if len(run) > 2 {
			return string(run)
		}
		run = run[:0]
	}
	return ""
}

// startsLine: the messages a line or a sentence starts with — a rule, an
// example, a reading, a line of narration, a board's title — are rendered
// as sentences, with the capital the output gives them.
func startsLine(id string) bool {
	return strings.HasSuffix(id, ".rule") || strings.HasSuffix(id, ".example") || strings.Contains(id, ".told.") || strings.Contains(id, ".reading.")
}

// wordingProblems checks a rendering: the text the templates wrote (the
// raw rendering outside the marks of quoted input) for English words, the
// finished text for «незаконн…» and for sentences started in lowercase.
func wordingProblems(raw, text string, start bool) []string {
	var own strings.Builder
	input := false
	for _, r := range raw {
		switch r {
		case say.InputOpen:
			input = true
			own.WriteString(" ")
		case say.InputClose:
			input = false
		default:
			if !input {
				own.WriteRune(r)
			}
		}
	}
	out := wording.Text(text, people, start)
	out = slices.DeleteFunc(out, func(p string) bool { return strings.HasPrefix(p, "an English word") })
	for _, w := range wording.English(wordingUnquoted(own.String()), nil) {
		out = append(out, "an English word: «"+w+"»")
	}
	return out
}

// wordingUnquoted takes out what the templates put in quotes: words the
// user may type.
func wordingUnquoted(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch r {
		case '«', '„':
			depth++
			continue
		case '»', '“':
			depth = max(depth-1, 0)
			continue
		}
		if depth == 0 {
			b.WriteRune(r)
		}
	}
	return b.String()
}
