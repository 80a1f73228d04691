// Package expect reads the verdicts a transcript expects of itself, written
// as comments the way Go's test files write `// ERROR "…"` and rustc's UI
// tests `//~ ERROR`:
//
//	Нина: красная -1        # expect: turtles.back-from-start
//	game: turtles           # expect: result-wrong
//
// and matches them with what the referee says (Matcher). It knows no game:
// the codes it may name come from the caller (Known).
package expect

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
)

// Keywords open an expectation comment, before a colon: `# expect: …`,
// `# ожидается: …`.
var Keywords = []string{"expect", "ожидается"}

// The words an expectation may hold besides codes.
var (
	okWords   = []string{"ok", "ок"}
	skipWords = []string{"skip", "пропустить"}
)

// Expectation is one `# expect:` comment.
type Expectation struct {
	Pos   notation.Pos // the #
	Game  int          // see notation.Comment
	Alone bool         // on a line of its own
	Words []Word       // as written, folded
	// What Resolve makes of the words:
	OK    bool // nothing is wrong here (on the game: line or a header line: in the whole game)
	Skip  bool // the game is not checked
	Codes []Code
	heard bool // the referee said something on this line (Matcher)
}

// Word is a word of an expectation, at its column.
type Word struct {
	Pos  notation.Pos
	Text string
}

// Code is an expected code: a whole code, or with Prefix the start of codes
// (`chinese-checkers.hop-`).
type Code struct {
	Pos    notation.Pos
	Code   string
	Prefix bool
	met    bool
}

// Matches reports whether the referee's code is the one expected.
func (c *Code) Matches(code string) bool {
	if c.Prefix {
		return strings.HasPrefix(code, c.Code)
	}
	return code == c.Code
}

// String is the code as shown to the user: a prefix ends in `*`.
func (c *Code) String() string {
	if c.Prefix && !strings.HasSuffix(c.Code, "-") && !strings.HasSuffix(c.Code, ".") {
		return c.Code + "*"
	}
	return c.Code
}

// Is reports whether a comment's text (after its #) holds an expectation.
func Is(text string) bool {
	for _, seg := range strings.Split(text, "#") {
		if _, _, ok := cut(seg); ok {
			return true
		}
	}
	return false
}

// cut finds the keyword and its colon at the start of a part of a comment;
// rest is what follows the colon, at offset runes from the part's start.
func cut(text string) (rest string, offset int, ok bool) {
	t := strings.TrimLeftFunc(text, unicode.IsSpace)
	for _, k := range Keywords {
		if len(t) < len(k) || notation.Fold(t[:len(k)]) != k {
			continue
		}
		after := strings.TrimLeftFunc(t[len(k):], unicode.IsSpace)
		if !strings.HasPrefix(after, ":") {
			continue
		}
		rest = after[1:]
		return rest, utf8.RuneCountInString(text) - utf8.RuneCountInString(rest), true
	}
	return "", 0, false
}

// Parse reads the expectation in a comment: a part of it, from a # to the
// next # or the end of the line, that starts with a keyword and a colon, so
// an expectation may follow a remark and be followed by one:
// `# the booklet's example 3 # expect: ok # (page 4)`. Its words are
// separated by spaces or commas. It returns nil when the comment holds no
// expectation; only an empty list is an error here, what the words mean is
// Resolve's.
func Parse(c notation.Comment) (*Expectation, *notation.Error) {
	var e *Expectation
	col := c.Pos.Column + 1 // the first rune of the part
	for _, seg := range strings.Split(c.Text, "#") {
		segCol := col
		col += utf8.RuneCountInString(seg) + 1
		rest, offset, ok := cut(seg)
		if !ok {
			continue
		}
		if e == nil {
			e = &Expectation{Pos: c.Pos, Game: c.Game, Alone: c.Alone}
		}
		at := segCol + offset // the column of the rune being read
		start, wordCol := -1, 0
		flush := func(end int) {
			if start < 0 {
				return
			}
			pos := c.Pos
			pos.Column = wordCol
			e.Words = append(e.Words, Word{Pos: pos, Text: notation.Fold(rest[start:end])})
			start = -1
		}
		for i, r := range rest {
			if unicode.IsSpace(r) || r == ',' {
				flush(i)
			} else if start < 0 {
				start, wordCol = i, at
			}
			at++
		}
		flush(len(rest))
	}
	if e != nil && len(e.Words) == 0 {
		return nil, notation.ErrorAt(c.Pos, Empty)
	}
	return e, nil
}

// Known are the codes the referee may say: every rule, notation error and
// note code, and the spaces they live in (game ids, `referee`, `notation`).
type Known struct {
	codes  map[string]bool
	list   []string
	spaces map[string]bool
}

// NewKnown makes the set of codes from message IDs: those in one of spaces
// are codes, but for the texts that explain them (`….rule`, `….see`,
// `….example`).
func NewKnown(ids []string, spaces []string) *Known {
	k := &Known{codes: map[string]bool{}, spaces: map[string]bool{}}
	for _, s := range spaces {
		k.spaces[s] = true
	}
	for _, id := range ids {
		space, _, ok := strings.Cut(id, ".")
		if !ok || !k.spaces[space] || strings.HasSuffix(id, ".rule") || strings.HasSuffix(id, ".see") || strings.HasSuffix(id, ".example") {
			continue
		}
		if !k.codes[id] {
			k.codes[id] = true
			k.list = append(k.list, id)
		}
	}
	return k
}

// has reports whether a code, or with prefix any code starting so, is known.
func (k *Known) has(code string, prefix bool) bool {
	if !prefix {
		return k.codes[code]
	}
	for _, c := range k.list {
		if strings.HasPrefix(c, code) {
			return true
		}
	}
	return false
}

// Resolve reads the words of an expectation in a game (id "" when the game
// is unknown): `ok`, `skip` and codes, written whole or without the game's
// prefix (`back-from-start` in a turtles game, `result-wrong` for
// `referee.result-wrong`) when that names one code; a code ending in `-`,
// `.` or `*` is a prefix. It returns what is wrong with them.
func (e *Expectation) Resolve(game string, k *Known) []*notation.Error {
	var errs []*notation.Error
	e.OK, e.Skip, e.Codes = false, false, nil
	for _, w := range e.Words {
		switch {
		case slices.Contains(okWords, w.Text):
			e.OK = true
			continue
		case slices.Contains(skipWords, w.Text):
			e.Skip = true
			continue
		}
		c, err := k.resolve(w, game)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		e.Codes = append(e.Codes, c)
	}
	if len(errs) > 0 {
		return errs
	}
	switch {
	case e.Skip && len(e.Words) > 1:
		errs = append(errs, notation.ErrorAt(e.Pos, SkipAlone))
	case e.OK && len(e.Words) > 1:
		errs = append(errs, notation.ErrorAt(e.Pos, OkAlone))
	}
	return errs
}

func (k *Known) resolve(w Word, game string) (Code, *notation.Error) {
	word := w.Text
	prefix := false
	if t, ok := strings.CutSuffix(word, "*"); ok {
		word, prefix = t, true
	}
	if strings.HasSuffix(word, "-") || strings.HasSuffix(word, ".") {
		prefix = true
	}
	if word == "" || strings.ContainsFunc(word, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '.')
	}) {
		return Code{}, notation.ErrorAt(w.Pos, BadWord{Word: w.Text})
	}
	var candidates []string
	space, _, dotted := strings.Cut(word, ".")
	if dotted && k.spaces[space] {
		if game != "" && space != game && space != "referee" && space != "notation" {
			return Code{}, notation.ErrorAt(w.Pos, OtherGame{Typed: w.Text, Game: game, Other: space})
		}
		if k.has(word, prefix) {
			candidates = []string{word}
		}
	} else {
		spaces := []string{"referee", "notation"}
		if game != "" {
			spaces = append([]string{game}, spaces...)
		}
		for _, s := range spaces {
			if k.has(s+"."+word, prefix) {
				candidates = append(candidates, s+"."+word)
			}
		}
	}
	switch len(candidates) {
	case 1:
		return Code{Pos: w.Pos, Code: candidates[0], Prefix: prefix}, nil
	case 0:
		if s, ok := notation.Nearest(word, k.near(game)); ok {
			return Code{}, notation.ErrorAt(w.Pos, UnknownCodeSuggest{Typed: w.Text, Suggestion: s})
		}
		return Code{}, notation.ErrorAt(w.Pos, UnknownCode{Typed: w.Text})
	}
	return Code{}, notation.ErrorAt(w.Pos, AmbiguousCode{Typed: w.Text, Codes: candidates})
}

// near lists the codes a mistyped word may have meant: every code whole,
// and the game's, the referee's and the notation's without their prefix.
func (k *Known) near(game string) []string {
	out := append([]string(nil), k.list...)
	for _, c := range k.list {
		if s, rest, _ := strings.Cut(c, "."); s == game || s == "referee" || s == "notation" {
			out = append(out, rest)
		}
	}
	return out
}

// Unprefixed lists the codes a word names without its space's prefix, in
// every space: `back-from-start` is turtles.back-from-start, `wrong-player`
// is a code of several games. `referee explain` reads a code so when no
// game is known, as an expectation reads it in its game.
func (k *Known) Unprefixed(word string) []string {
	var out []string
	for _, c := range k.list {
		if _, rest, ok := strings.Cut(c, "."); ok && rest == word {
			out = append(out, c)
		}
	}
	return out
}
