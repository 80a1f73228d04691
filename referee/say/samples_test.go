package say

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/internal/wording"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestRussianSamples renders every Russian message with sample facts —
// women's and men's names, a name with a space, car names, the counts 1,
// 2, 5 and 21 wherever a message has plural forms — into a golden file
// that is read line by line, as a rulebook editor reads it (-update
// rewrites it: read every changed line). Each rendering must hold no
// English word outside the facts and the notation a user types, no
// «незаконн…», and no sentence that starts in lowercase.
func TestRussianSamples(t *testing.T) {
	c, err := NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	s := c.Speaker("ru")
	var out strings.Builder
	out.WriteString("# Every Russian message with sample facts (referee/say/samples_test.go).\n")
	for _, id := range c.IDs("ru") {
		e := c.lookup("ru", notation.Code(id))
		if err := e.parse(notation.Code(id)); err != nil { // its plural forms are known once parsed
			t.Fatal(err)
		}
		for _, v := range variants(e) {
			m := Said{ID: id, Facts: sampleFacts(id, e, v)}
			raw := s.say(m)
			text := s.typeset(raw, startsLine(id))
			for _, p := range wordingProblems(raw, text, startsLine(id)) {
				t.Errorf("%s%s: %s\n\t%s", id, v.label, p, text)
			}
			fmt.Fprintf(&out, "%s%s: %s\n", id, v.label, strings.ReplaceAll(text, "\n", "⏎"))
		}
	}
	golden.Check(t, "testdata/russian-samples.golden", []byte(out.String()))
}

// variant is one way a message is rendered: a count, the names it starts
// from, and whether its {{if}} facts are given.
type variant struct {
	label  string
	count  int
	names  int  // which sample name the first person fact takes
	ifs    bool // the facts a {{if .x}} asks about are given
	plural bool // the message has plural forms
}

// variants are the renderings a message gets: the four CLDR counts when it
// has plural forms, both sides of its {{if}}s, and one of each otherwise.
func variants(e *entry) []variant {
	var out []variant
	if len(e.forms) > 1 {
		for i, n := range []int{1, 2, 5, 21} {
			out = append(out, variant{label: fmt.Sprintf(" [%d]", n), count: n, names: i, ifs: true, plural: true})
		}
	} else {
		out = append(out, variant{count: 3, ifs: true})
	}
	if strings.Contains(e.forms[plural.Other], "{{if") {
		out = append(out, variant{label: " [без условий]", count: 3, names: 1})
	}
	return out
}

// The sample facts. People's names alternate between women and men, and
// one has a space; big-races names cars by their player and a digit.
var (
	people   = []string{"Маша", "Пётр Ильич", "Вера", "Петя", "Анна Мария"}
	cars     = []string{"белые1", "серые2", "чёрные1", "белые2", "серые1"}
	personal = []string{"player", "winner", "actor", "expected", "finisher", "caller", "owner", "payer", "leader",
		"due", "named", "prev", "by", "before", "other", "car", "first", "second", "last", "name"}
	lists   = []string{"players", "winners", "tied", "rest", "cars", "lapped", "paid", "holders", "turtles", "colours", "out"}
	numbers = []string{"n", "move", "turn", "line", "step", "want", "number", "round", "lap", "laps", "limit", "max", "min",
		"at", "got", "jobs", "row", "col", "point", "seat", "home", "pieces", "given", "lane", "dueLane", "carLane",
		"distance", "total", "down", "open", "best", "score", "length", "own", "bytes", "ngames", "nmoves", "track",
		"dist", "dueDist", "carDist", "cost", "sum", "past", "over", "steps", "rear", "edge", "togo"}
	hole   = regexp.MustCompile(`\.([A-Za-z]\w*)`)
	ifEq   = regexp.MustCompile(`\{\{if eq \.(\w+) "([^"]*)"\}\}`)
	ifFact = regexp.MustCompile(`\{\{if \.(\w+)\}\}`)
)

func sampleFacts(id string, e *entry, v variant) referee.Facts {
	texts := []string{e.forms[plural.Other], e.forms[plural.One], e.forms[plural.Few], e.forms[plural.Many]}
	facts := referee.Facts{}
	if len(e.forms) > 1 {
		facts["count"] = v.count // the plural form, even when the text does not show it
	}
	names := v.names
	for _, text := range texts {
		for _, m := range hole.FindAllStringSubmatch(text, -1) {
			name := m[1]
			if _, ok := facts[name]; ok {
				continue
			}
			facts[name] = sample(id, name, v, &names)
		}
	}
	// {{if eq .n "0"}}: the fact takes the value asked about, or keeps its
	// own; {{if .x}}: the fact is given, or left out.
	for _, m := range ifEq.FindAllStringSubmatch(e.forms[plural.Other], -1) {
		if v.ifs {
			facts[m[1]] = m[2]
			if n, err := strconv.Atoi(m[2]); err == nil {
				facts[m[1]] = n // a number, as the engines give it
			}
		}
	}
	if !v.ifs {
		for _, m := range ifFact.FindAllStringSubmatch(e.forms[plural.Other], -1) {
			delete(facts, m[1])
		}
	}
	return facts
}

func sample(id, name string, v variant, next *int) any {
	if name == "Count" {
		return v.count // a quantity's
	}
	name = strings.ToLower(name[:1]) + name[1:] // a typed message's field, as a Said fact is named
	bigRaces := strings.HasPrefix(id, "big-races.")
	pick := func(from []string) string {
		s := from[*next%len(from)]
		*next++
		return s
	}
	switch {
	case name == "count", v.plural && (name == "moves" || name == "lines"):
		return v.count // what picks the plural form (a typed message's Count)
	case bigRaces && slices.Contains([]string{"car", "due", "named", "other", "prev", "by", "before", "leader", "first", "second", "lapped", "cars"}, name):
		if name == "lapped" || name == "cars" {
			return namesList(cars, v.count, next)
		}
		return pick(cars)
	case slices.Contains(personal, name):
		return pick(people)
	case slices.Contains(lists, name):
		return namesList(people, v.count, next)
	case slices.Contains(numbers, name):
		return v.count + 1
	}
	return "…"
}

// namesList is a list of as many names as the count says, three at most.
func namesList(from []string, count int, next *int) referee.List {
	var out referee.List
	for range min(max(count, 1), 3) {
		out = append(out, from[*next%len(from)])
		*next++
	}
	return out
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
		case inputOpen:
			input = true
			own.WriteString(" ")
		case inputClose:
			input = false
		default:
			if !input {
				own.WriteRune(r)
			}
		}
	}
	out := wording.Text(text, append(slices.Clone(people), cars...), start)
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
