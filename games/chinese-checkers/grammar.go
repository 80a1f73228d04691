package chinesecheckers

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The move grammar: a pass word, or holes joined by dashes — a step `e5-f6`,
// a hop chain `a1-c1-c3-e5` (the start hole, then every landing); an arrow
// (`e5 → f6`, as the referee once told a move, or `->`) joins them too. A hole is
// a row letter and a place (`e5`; a Cyrillic look-alike is read as the Latin
// row where that is its only reading, see readRow) or a hole number 0–120.
var moveLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t]+`},
		{Name: "Hole", Pattern: `\p{L}*[0-9]+`},
		{Name: "Dash", Pattern: `->|[-−–—→]`}, // the arrow earlier referees printed
		{Name: "Word", Pattern: `\p{L}+`},
		{Name: "Other", Pattern: `.`},
	})
})

type moveSyntax struct {
	Pass *wordSyntax   `parser:"  @@"`
	Path []*holeSyntax `parser:"| @@ ( Dash @@ )*"`
}

type wordSyntax struct {
	Pos  lexer.Position
	Word string `parser:"@Word"`
}

type holeSyntax struct {
	Pos  lexer.Position
	Name string `parser:"@Hole"`
}

var moveParser = sync.OnceValue(func() *participle.Parser[moveSyntax] {
	return participle.MustBuild[moveSyntax](participle.Lexer(moveLexer()), participle.Elide("Space"))
})

var passWords = []string{"pass", "пас", "пропуск"}

// What a move and a setup look like, for a token not understood.
const (
	expectMove  = referee.Term("chinese-checkers.expect.move")
	expectSetup = referee.Term("chinese-checkers.expect.setup")
)

// maxPath caps a written chain: a chain lands at most once on each hole
// and never back on its start, so a move names at most the 121 holes of
// the board; a longer one is certainly wrong, and reading stays bounded.
// (It was 122, and path-too-long said so: false.)
const maxPath = numHoles

// move is a parsed move: a pass, or the holes of a step or a hop chain.
type move struct {
	pass bool
	path []hole
	// read is how an ambiguous hole was read, said when the move is applied.
	read *HoleRead
	// short holds the path of a move of a few holes, read without the
	// grammar, in the move's own allocation.
	short [4]hole
}

// fastMove reads the commonest moves, holes joined by dashes in plain
// ASCII (`d1-e5`, `C1-e5-g5`, `6-14`), exactly as the grammar does, into
// path; it declines anything else, which the grammar then reads (reading
// every move through the grammar was most of a check). FuzzFastMove holds
// the two to the same answer.
func fastMove(text string, path []hole) ([]hole, bool) {
	for i := 0; ; {
		row := -1
		if i < len(text) {
			switch c := text[i] | 0x20; {
			case c >= 'a' && c < 'a'+numRows:
				row, i = int(c-'a'), i+1
			}
		}
		j, n := i, 0
		for i < len(text) && text[i] >= '0' && text[i] <= '9' && i-j < 3 {
			n, i = 10*n+int(text[i]-'0'), i+1
		}
		if i == j || i < len(text) && text[i] >= '0' && text[i] <= '9' {
			return nil, false
		}
		h := hole(n)
		if row >= 0 {
			h = holeAt(row, n)
		}
		if h == noHole || n >= numHoles || len(path) == maxPath {
			return nil, false
		}
		path = append(path, h)
		if i == len(text) {
			return path, len(path) >= 2
		}
		if text[i] != '-' {
			return nil, false
		}
		i++
	}
}

// String is the move in canonical notation.
func (m move) String() string {
	if m.pass {
		return "pass"
	}
	return pathString(m.path)
}

func pathString(path []hole) string {
	var b strings.Builder
	for i, h := range path {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(h.String())
	}
	return b.String()
}

// twoMoves returns a line's two parts, trimmed, when each is a whole path
// of two holes or more (`d1-e5`, `d2-e6`): two moves written on one line.
// Otherwise both are "".
func twoMoves(first, second string) (string, string) {
	first, second = strings.TrimSpace(first), strings.TrimSpace(second)
	for _, text := range []string{first, second} {
		syn, err := moveParser().ParseString("", text)
		if err != nil || syn.Pass != nil || len(syn.Path) < 2 {
			return "", ""
		}
	}
	return first, second
}

// parseMove reads one move's text; names are the players, so that a name
// written into the text by mistake is recognised as one.
func parseMove(m *notation.Move, names []string) (move, *notation.Error) {
	if i := strings.IndexByte(m.Text, ':'); i >= 0 {
		return move{}, colonError(m, i, names)
	}
	syn, err := moveParser().ParseString("", m.Text)
	if err != nil {
		var ut *participle.UnexpectedTokenError
		if perr := notation.FromParse(err, m.TextPos, ""); perr.Code() == "notation.unexpected-extra" && errors.As(err, &ut) {
			// A token after a whole move: participle names nothing it
			// expected, so say what a move looks like instead.
			_, herr := parseHole(ut.Unexpected.Value, perr.Pos)
			extra := ExtraText{Token: ut.Unexpected.Value, Hole: herr == nil}
			if at := ut.Unexpected.Pos.Offset; extra.Hole && at > 0 && at < len(m.Text) {
				extra.First, extra.Second = twoMoves(m.Text[:at], m.Text[at:])
			}
			return move{}, notation.ErrorAt(perr.Pos, extra)
		}
		// Participle's own names for what it expected are the grammar's
		// (<hole>, <dash>): say what a move looks like instead.
		return move{}, notation.FromParse(err, m.TextPos, expectMove)
	}
	if syn.Pass != nil {
		if slices.ContainsFunc(passWords, notation.Is(syn.Pass.Word)) {
			return move{pass: true}, nil
		}
		pos := m.TextPos.Add(syn.Pass.Pos)
		if _, ok := notation.Nearest(syn.Pass.Word, passWords); ok {
			// Every pass word means the same: it is suggested in the words
			// of the output, «пас» or "pass".
			return move{}, notation.ErrorAt(pos, NotAMove{Word: notation.Clip(syn.Pass.Word), Suggestion: passWord})
		}
		return move{}, notation.ErrorAt(pos, NotAMove{Word: notation.Clip(syn.Pass.Word)})
	}
	if len(syn.Path) > maxPath {
		return move{}, notation.ErrorAt(m.TextPos.Add(syn.Path[maxPath].Pos), PathTooLong{Max: maxPath})
	}
	path := make([]hole, len(syn.Path))
	for i, h := range syn.Path {
		var perr *notation.Error
		// A suggestion never names a hole the move has already been in.
		if path[i], perr = parseHole(h.Name, m.TextPos.Add(h.Pos), path[:i]...); perr != nil {
			return move{}, perr
		}
	}
	if len(path) == 1 {
		return move{}, notation.ErrorAt(m.TextPos.Add(syn.Path[0].Pos), OneHole{Hole: path[0].String()})
	}
	return move{path: path}, nil
}

// parseHole reads a hole name (`e5`, `Е5`) or number (`14`). A hole that
// does not exist is an error naming the nearest one that does — never one
// of avoid, the holes the move has already been in (suggesting d4 for the
// d5 of «d4-d5» helps nobody).
func parseHole(text string, pos notation.Pos, avoid ...hole) (hole, *notation.Error) {
	t := notation.Fold(text)
	i := strings.IndexFunc(t, unicode.IsDigit)
	letters, digits := t[:max(i, 0)], t[max(i, 0):]
	if i < 0 {
		letters, digits = t, ""
	}
	n, err := strconv.Atoi(digits)
	if err != nil || len(digits) > 4 {
		n = 1 << 20 // far out of range; reported below
	}
	if letters == "" {
		if n < numHoles {
			return hole(n), nil
		}
		return noHole, notation.ErrorAt(pos, NoHoleNumber{Number: notation.Clip(text), Max: numHoles - 1})
	}
	rd := readRow(letters)
	if rd.ambiguous {
		return noHole, ambiguousRow(text, letters, pos, rd.row, rd.other, n)
	}
	if rd.sure && holeAt(rd.row, n) != noHole {
		return holeAt(rd.row, n), nil
	}
	// A Latin letter past q is a row that does not exist: the rows' span
	// says more than the nearest hole (q1 for r5 helps nobody).
	latin := len(letters) == 1 && letters[0] >= 'a' && letters[0] <= 'z'
	if s, ok := nearestHole(rd, n); ok && !rd.sure && !latin && !slices.Contains(avoid, s) && s.String() != t {
		return noHole, notation.ErrorAt(pos, NoSuchHole{Hole: notation.Clip(text), Suggestion: s.String()})
	}
	if rd.sure {
		// The row is right and the place is not: say how long the row is
		// (e14: row e has 13 holes, e1 to e13).
		r := rd.row
		return noHole, notation.ErrorAt(pos, PlaceOutOfRow{Hole: notation.Clip(text), Row: string(rune('a' + r)),
			Holes: referee.Quantity{Count: rowLengths[r], Unit: "chinese-checkers.unit.hole"},
			First: rowStart[r].String(), Last: (rowStart[r] + hole(rowLengths[r]-1)).String()})
	}
	return noHole, notation.ErrorAt(pos, NoSuchHole{Hole: notation.Clip(text)})
}

// holeAt is place n (from 1) of row r, or noHole.
func holeAt(r, n int) hole {
	if r < 0 || r >= numRows || n < 1 || n > rowLengths[r] {
		return noHole
	}
	return rowStart[r] + hole(n-1)
}

// A row letter as read: row is the row meant (0 for a), or -1; sure when
// the letter may be read as that row; ambiguous when the letter could mean
// two rows, row and other.
type rowReading struct {
	row, other int
	sure       bool
	ambiguous  bool
	latin      bool // the letter was typed in Latin
}

// soundAlikes are the Latin letters Cyrillic ones are spelt with by sound
// (the usual transliteration), for the letters where it gives a row a–q.
var soundAlikes = map[rune]rune{
	'а': 'a', 'б': 'b', 'г': 'g', 'д': 'd', 'е': 'e', 'э': 'e', 'ф': 'f', 'х': 'h',
	'и': 'i', 'і': 'i', 'к': 'k', 'л': 'l', 'м': 'm', 'н': 'n', 'о': 'o', 'п': 'p',
}

// readRow reads the letters of a hole name (folded) as a row. Rows are
// Latin a–q. A Cyrillic letter typed by mistake is read as the Latin letter
// it looks like (notation.Latinize: а, в, с, е, і, к, м, о, р) when that is
// the only row it could mean. It could mean two when it sounds like another
// row: н looks like h but sounds like n, and then it is an error naming both.
// The other look-alikes sound like their twin (а, е, і, к, м, о) or like no
// row (в is v, с is s, р is r: q is the last row), so they are clear. A
// letter that only sounds like a row (д, г, л, п, ф, х: х looks like x,
// which is no row) is not read — row letters are Latin — but suggested.
func readRow(letters string) rowReading {
	rs := []rune(letters)
	if len(rs) != 1 {
		return rowReading{row: -1, other: -1}
	}
	isRow := func(r rune) bool { return r >= 'a' && r < 'a'+numRows }
	c := rs[0]
	if c >= 'a' && c <= 'z' {
		rd := rowReading{row: -1, other: -1, latin: true}
		if isRow(c) {
			rd.row, rd.sure = int(c-'a'), true
		}
		return rd
	}
	shape := []rune(notation.Latinize(string(c)))[0]
	sound, hasSound := soundAlikes[c]
	switch {
	case shape != c && isRow(shape) && hasSound && isRow(sound) && sound != shape:
		return rowReading{row: int(shape - 'a'), other: int(sound - 'a'), ambiguous: true}
	case shape != c && isRow(shape):
		return rowReading{row: int(shape - 'a'), other: -1, sure: true}
	case hasSound && isRow(sound):
		return rowReading{row: int(sound - 'a'), other: -1}
	}
	return rowReading{row: -1, other: -1}
}

// ambiguousRow: a Cyrillic letter that could mean two rows is an error
// naming both readings, as holes where they exist.
func ambiguousRow(text, letter string, pos notation.Pos, shape, sound, n int) *notation.Error {
	a, b := holeAt(shape, n), holeAt(sound, n)
	if a != noHole && b != noHole {
		return notation.ErrorAt(pos, AmbiguousHole{Hole: notation.Clip(text), Letter: letter, Shape: a.String(), Sound: b.String()})
	}
	m := AmbiguousRow{Hole: notation.Clip(text), Letter: letter, Shape: string(rune('a' + shape)), Sound: string(rune('a' + sound))}
	if a != noHole || b != noHole {
		m.Suggestion = max(a, b).String()
	}
	return notation.ErrorAt(pos, m)
}

// nearestHole guesses the hole meant: the same row with the place brought
// into range (e14 → e13), the row a Cyrillic letter sounds like (д1 → d1),
// or, for a Latin letter past q, the nearest row (r1 → q1). Edit distance
// over the names would suggest a1 for r1, which helps nobody.
func nearestHole(rd rowReading, n int) (hole, bool) {
	r := rd.row
	if r < 0 {
		if !rd.latin {
			return noHole, false
		}
		r = numRows - 1
	}
	n = min(max(n, 1), rowLengths[r])
	return rowStart[r] + hole(n-1), true
}

// colonError explains a colon inside a move's text (at byte i). Before it
// may stand a player's name that holds a space, written without quotes
// (`Анна Каренина: c1-e6`): the framing cannot take that for a player, and
// says nothing of it, so the grammar does. Otherwise the colon stands
// between holes (`d1:e5`), which are joined by dashes.
func colonError(m *notation.Move, i int, names []string) *notation.Error {
	before := strings.Join(strings.Fields(m.Text[:i]), " ")
	after := strings.TrimSpace(m.Text[i+1:])
	if strings.Contains(before, " ") {
		for _, name := range names {
			if notation.Fold(strings.Join(strings.Fields(name), " ")) == notation.Fold(before) {
				return notation.ErrorAt(m.TextPos, NameUnquoted{Name: name, Move: notation.Clip(after)})
			}
		}
		if !strings.ContainsFunc(before, unicode.IsDigit) && len(names) > 0 {
			np := NotAPlayer{Name: notation.Clip(before), Players: names}
			if s, ok := notation.Nearest(before, names); ok {
				np.Suggestion = s
			}
			return notation.ErrorAt(m.TextPos, np)
		}
	}
	pos := m.TextPos.Add(lexer.Position{Line: 1, Column: utf8.RuneCountInString(m.Text[:i]) + 1, Offset: i})
	// The same move with dashes for the colons, if that reads as a move.
	parts := strings.Split(m.Text, ":")
	for k := range parts {
		parts[k] = strings.TrimSpace(parts[k])
	}
	dashed := strings.Join(parts, "-")
	if mv, err := parseMove(&notation.Move{Text: dashed, TextPos: m.TextPos}, nil); err == nil && !mv.pass {
		return notation.ErrorAt(pos, ColonInMove{Suggestion: mv.String()})
	}
	return notation.ErrorAt(pos, ColonInMove{})
}

// Parse reads one move.
func (g *game) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	mv := new(move)
	if path, ok := fastMove(m.Text, mv.short[:0]); ok {
		if err := g.overWritten(m, path); err != nil {
			return nil, err
		}
		mv.path = path
		return mv, nil
	}
	parsed, err := parseMove(m, g.names)
	if err != nil && err.Message.Code() == (AmbiguousHole{}).Code() {
		if only, read, ok := g.onlyReading(m, g.Turn()); ok {
			parsed, err = only, nil
			parsed.read = read
		}
	}
	if err != nil {
		if one, ok := err.Message.(OneHole); ok {
			err.Message = g.oneHoleExamples(one)
		}
		if c, ok := err.Message.(ColonInMove); ok && c.Suggestion != "" {
			err.Message = g.colonRefused(c)
		}
		return nil, err
	}
	if err := g.overWritten(m, parsed.path); err != nil {
		return nil, err
	}
	return &parsed, nil
}

// colonRefused adds to a colon's suggestion the judge's refusal of the
// move it suggests, when the position refuses that move too.
func (g *game) colonRefused(c ColonInMove) ColonInMove {
	p := g.Turn()
	if p < 0 {
		return c
	}
	mv, err := parseMove(&notation.Move{Text: c.Suggestion}, nil)
	if err != nil || mv.pass {
		return c
	}
	c.Refused = g.refusal(p, mv.path)
	return c
}

// oneHoleExamples gives a move of one hole the moves that show how a move
// is written, taken from the legal moves of the player due: a step and a
// chain of two hops or more, each from the hole typed where it has one,
// else the first in the board's order. Either is left out when the
// position has none (a finished game, a player boxed in).
func (g *game) oneHoleExamples(one OneHole) OneHole {
	p := g.Turn()
	if p < 0 {
		return one
	}
	typed := hole(noHole)
	if h, err := parseHole(one.Hole, notation.Pos{}); err == nil {
		typed = h
	}
	var step, chain []hole
	better := func(old, cand []hole) bool {
		if old == nil {
			return true
		}
		if (cand[0] == typed) != (old[0] == typed) {
			return cand[0] == typed
		}
		if cand[0] != old[0] {
			return cand[0] < old[0]
		}
		return cand[len(cand)-1] < old[len(old)-1]
	}
	for _, r := range g.routes(p, nil) {
		switch {
		case len(r.path) == 2 && isNeighbour(r.path[0], r.path[1]):
			if better(step, r.path) {
				step = r.path
			}
		case len(r.path) > 2:
			if better(chain, r.path) {
				chain = r.path
			}
		}
	}
	if step != nil {
		one.Step = pathString(step)
	}
	if chain != nil {
		one.Chain = pathString(chain)
	}
	return one
}
