package expect

import (
	"slices"

	"github.com/boardgame-referee/referee/referee"
)

// MaxShown bounds the verdicts a result shows that no expectation claims;
// the rest are counted.
const MaxShown = 20

// Matcher matches what the referee says about one game, as it says it, with
// what the game expects (Go's errorcheck rules, by line):
//
//   - a verdict (an error or a violation) on a line is claimed by an
//     expected code of that line that matches it, one not yet met first, so
//     `# expect: X X` wants two; a note may be claimed too, and is never
//     unexpected, but for a note that a header line was not read though it
//     looks like one of the game's keys (Heeded): that changes what the
//     game is, and an example must not pass with it unseen;
//   - an expectation on the game: line or a header line speaks for the whole
//     game: at the end, each code of it not met claims every verdict left
//     with a matching code, wherever it stands;
//   - every code must be met, and every error or violation claimed;
//   - a verdict placed in another file (a track map the header names)
//     stands on no line of the transcript: only the whole game may expect it.
//
// Memory follows the expectations and the distinct codes, not the game.
type Matcher struct {
	file   string // the transcript, as its verdicts name it
	byLine map[int][]*Expectation
	all    []*Expectation
	shown  []referee.Line  // unclaimed verdicts, the first MaxShown
	counts map[string]int  // unclaimed verdicts by code
	notes  map[string]bool // note codes said, unclaimed
}

// NewMatcher makes a matcher with no expectations for the verdicts on a
// transcript, named as the verdicts name it.
func NewMatcher(file string) *Matcher {
	return &Matcher{file: file, byLine: map[int][]*Expectation{}, counts: map[string]int{}, notes: map[string]bool{}}
}

// Expect adds an expectation; it must come before the verdicts of its line.
func (m *Matcher) Expect(e *Expectation) {
	m.byLine[e.Pos.Line] = append(m.byLine[e.Pos.Line], e)
	m.all = append(m.all, e)
}

// Expectations are the expectations added, in order.
func (m *Matcher) Expectations() []*Expectation { return m.all }

// Said takes what the referee said; narration is ignored.
func (m *Matcher) Said(l referee.Line) {
	if l.Kind != referee.KindError && l.Kind != referee.KindViolation && l.Kind != referee.KindNote {
		return
	}
	code := string(l.Message.Code())
	var again *Code // a met code that matches: claims the verdict when no unmet one does
	// Every line said of a game stands in its transcript (a fault of a
	// track map on the track: line).
	here := m.byLine[l.Pos.Line]
	for _, e := range here {
		if l.Kind != referee.KindNote {
			e.heard = true
		}
		for i := range e.Codes {
			c := &e.Codes[i]
			if !c.Matches(code) {
				continue
			}
			if !c.met {
				c.met = true
				return
			}
			if again == nil {
				again = c
			}
		}
	}
	if again != nil {
		return
	}
	if l.Kind == referee.KindNote && !slices.Contains(Heeded, code) {
		m.notes[code] = true
		return
	}
	m.counts[code]++
	if len(m.shown) < MaxShown {
		m.shown = append(m.shown, l)
	}
}

// Heeded are the notes a game must expect, as it does an error: each says
// that the referee left out a line the writer meant it to read (a suite
// editor's «расстановка:» for «позиция:» passed an example played from
// the wrong position).
var Heeded = []string{"notation.unknown-key-suggest"}

// Result is how a game went against its expectations.
type Result struct {
	Missing    []Missing
	Unexpected []referee.Line // verdicts no expectation claims, the first MaxShown
	More       int            // further unclaimed verdicts, not shown
}

// Missing are the codes of one expectation that nothing met.
type Missing struct {
	Exp   *Expectation
	Codes []*Code
	Game  bool // the expectation speaks for the whole game
	Heard bool // the referee said something else on its line
}

// Pass reports whether the game gave exactly what it expects.
func (r *Result) Pass() bool { return len(r.Missing) == 0 && len(r.Unexpected) == 0 && r.More == 0 }

// Finish ends the game: header tells the lines that speak for the whole
// game (the game: line and the header lines).
func (m *Matcher) Finish(header func(line int) bool) *Result {
	r := &Result{}
	for _, e := range m.all {
		game := header(e.Pos.Line)
		var missing []*Code
		for i := range e.Codes {
			c := &e.Codes[i]
			if !c.met && game {
				c.met = m.claim(c)
			}
			if !c.met {
				missing = append(missing, c)
			}
		}
		if len(missing) > 0 {
			r.Missing = append(r.Missing, Missing{Exp: e, Codes: missing, Game: game, Heard: e.heard})
		}
	}
	left := 0
	for _, n := range m.counts {
		left += n
	}
	for _, l := range m.shown {
		if m.counts[string(l.Message.Code())] > 0 {
			r.Unexpected = append(r.Unexpected, l)
		}
	}
	r.More = left - len(r.Unexpected)
	return r
}

// claim gives a game-wide code every unclaimed verdict it matches, or a
// note; it reports whether there was one.
func (m *Matcher) claim(c *Code) bool {
	found := false
	for _, code := range sortedKeys(m.counts) {
		if m.counts[code] > 0 && c.Matches(code) {
			m.counts[code] = 0
			found = true
		}
	}
	if found {
		return true
	}
	for _, code := range sortedKeys(m.notes) {
		if c.Matches(code) {
			delete(m.notes, code)
			return true
		}
	}
	return false
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
