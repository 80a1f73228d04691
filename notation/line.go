package notation

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar of a move line: entries separated by `;`, each an optional
// number `N.`, an optional `Name:` and the move text, which the game's own
// grammar reads.
var lineLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustStateful(lexer.Rules{
		"Root": {
			{Name: "Space", Pattern: `[ \t]+`},
			{Name: "Number", Pattern: `[0-9]+[.)]`},
			{Name: "Actor", Pattern: `(?:` + QuotedPattern + `|[^\s:;` + QuoteChars + `]+)[ \t]*:`, Action: lexer.Push("Move")},
			{Name: "Semi", Pattern: `;`},
			{Name: "Text", Pattern: `[^;]+`},
		},
		// After `Name:` everything up to `;` is the move, colons included
		// (`A: d1:e5` is a move the game explains, not a second player).
		"Move": {
			{Name: "Space", Pattern: `[ \t]+`},
			{Name: "Text", Pattern: `[^;]+`, Action: lexer.Pop()},
			{Name: "Semi", Pattern: `;`, Action: lexer.Pop()},
		},
	})
})

type moveLine struct {
	Entries []*moveEntry `parser:"@@? ( Semi @@? )*"`
}

type moveEntry struct {
	Number *numberToken `parser:"@@?"`
	Actor  *actorToken  `parser:"@@?"`
	Text   *textToken   `parser:"@@?"`
}

// The pieces of an entry, each with its position.
type numberToken struct {
	Pos   lexer.Position
	Value string `parser:"@Number"`
}
type actorToken struct {
	Pos   lexer.Position
	Value string `parser:"@Actor"`
}
type textToken struct {
	Pos   lexer.Position
	Value string `parser:"@Text"`
}

var moveLineParser = sync.OnceValue(func() *participle.Parser[moveLine] {
	return participle.MustBuild[moveLine](participle.Lexer(lineLexer()), participle.Elide("Space"))
})

// Move is one recorded move: its number and player as written (if any) and
// the move text for the game's grammar.
type Move struct {
	Pos    Pos // where the entry starts
	Number int // 0 when the entry has no number
	// Shown is the number to show the move by: its own, or the one it runs
	// on to after a numbered move (an excerpt from move 21 goes on 22, 23);
	// 0 when the file numbers no move before it.
	Shown int
	Round bool // the number counts rounds (several moves a line), not moves
	// Retry: the number is the one of the move before, the move tried
	// again after a refused one (a rulebook's alternative).
	Retry    bool
	Actor    string // "" when no player is named
	ActorPos Pos
	Who      Who    // whom Actor names (classified with the game's dialect)
	Text     string // the move itself, trimmed
	TextPos  Pos
	// Err stands in the place of an entry that could not be read: a name
	// nobody has, a header key among the moves.
	Err *Error
	// NoEntry: this is no entry but a line the framing could not read at
	// all (too long, a number that does not run on, a trailer not last)
	// or a note on one; Err says which, in its place among the entries.
	NoEntry bool
	// Entry is a header line among the moves (its Err says so in a file;
	// the table takes it as a change of the header).
	Entry *Entry
}

// SplitMoves parses one move line into entries: `N. Name: move; …`.
func SplitMoves(line string, pos Pos) ([]*Move, *Error) {
	m := &Move{}
	if simpleLine(line, pos, m) {
		return []*Move{m}, nil
	}
	return grammarLine(line, pos)
}

// grammarLine reads a move line with the grammar, entry by entry: the
// line is cut where its lexer would read a `;` (entryEnd), and each entry
// is read alone, by simpleLine or by the grammar. Read whole, a line of
// thousands of moves cost time in the square of its length (the lexer
// matches each token against the rest of the line) and memory for all its
// tokens at once. What each entry reads as, and the error of the line — its
// first unreadable token, else its first bad entry — are the grammar's
// for the line whole: FuzzSplitMoves holds the two equal.
func grammarLine(line string, pos Pos) ([]*Move, *Error) {
	if strings.IndexByte(line, ';') < 0 {
		moves, err, _ := grammarEntries(line, pos)
		return moves, err
	}
	var out []*Move
	var bad *Error // the first entry that reads but is no move
	at := pos
	for i := 0; i <= len(line); {
		end := entryEnd(line, i)
		entry := line[i:end]
		m := &Move{}
		if simpleLine(entry, at, m) {
			out = append(out, m)
		} else {
			moves, err, unread := grammarEntries(entry, at)
			switch {
			case unread:
				return nil, err // a token the grammar cannot take ends the line's reading
			case err != nil && bad == nil:
				bad = err
			}
			out = append(out, moves...)
		}
		at.Column += utf8.RuneCountInString(entry) + 1
		at.Offset += len(entry) + 1
		i = end + 1
	}
	if bad != nil {
		return nil, bad
	}
	return out, nil
}

// grammarEntries reads text with the line grammar whole; unread says the
// error is a token the grammar could not take, not an entry that is no
// move.
func grammarEntries(text string, pos Pos) (moves []*Move, err *Error, unread bool) {
	parsed, perr := moveLineParser().ParseString("", text)
	if perr != nil {
		return nil, FromParse(perr, pos, ""), true
	}
	moves, err = entries(parsed, pos)
	return moves, err, false
}

// entryEnd is where the entry that starts at i ends: at the `;` the line's
// lexer reads as the end of it, or at the end of the line. Only a quoted
// name before a colon (`"A;B": red +1`) may hold a `;` of its own; it may
// follow spaces and numbers, which the lexer reads first.
func entryEnd(line string, i int) int {
	for {
		i = skipSpace(line, i)
		_, end, ok := number(line, i)
		if !ok {
			break
		}
		i = end
	}
	i = quotedActorEnd(line, i)
	if k := strings.IndexByte(line[i:], ';'); k >= 0 {
		return i + k
	}
	return len(line)
}

// quotedActorEnd is the end of a quoted name and its colon at i, as the
// Actor token reads one (QuotedPattern, then spaces and tabs, then `:`); i
// when there is none.
func quotedActorEnd(line string, i int) int {
	open, size := utf8.DecodeRuneInString(line[i:])
	if !Opens(open) {
		return i
	}
	j := i + size
	for j < len(line) {
		r, n := utf8.DecodeRuneInString(line[j:])
		if r == '\n' {
			return i
		}
		j += n
		if Closes(open, r) {
			k := skipSpace(line, j)
			if k < len(line) && line[k] == ':' {
				return k + 1
			}
			return i
		}
	}
	return i
}

// entries turns the parsed line into moves.
func entries(parsed *moveLine, pos Pos) ([]*Move, *Error) {
	var out []*Move
	for _, e := range parsed.Entries {
		if e == nil || (e.Number == nil && e.Actor == nil && e.Text == nil) {
			continue
		}
		m := &Move{}
		switch {
		case e.Number != nil:
			m.Pos = pos.Add(e.Number.Pos)
		case e.Actor != nil:
			m.Pos = pos.Add(e.Actor.Pos)
		default:
			m.Pos = pos.Add(e.Text.Pos)
		}
		if t := e.Number; t != nil {
			n, convErr := strconv.Atoi(strings.TrimRight(t.Value, ".)"))
			if convErr != nil || n <= 0 || n > maxMoveNumber {
				return nil, ErrorAt(m.Pos, MoveNumberBad{Number: t.Value})
			}
			m.Number = n
		}
		if t := e.Actor; t != nil {
			name := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t.Value), ":"))
			m.Actor, m.ActorPos = Unquoted(name), pos.Add(t.Pos)
			if m.Actor == "" {
				// `"": …` names someone, and nobody has an empty name: the
				// quotes stay, and the name is nobody's (an entry with no
				// name would be the move of the player due).
				m.Actor = name
			}
		}
		if e.Text == nil {
			if e.Actor == nil {
				return nil, ErrorAt(m.Pos, MoveMissing{})
			}
			// `task:` with nothing after it: the referee decides whether
			// the word before the colon is an event the game reads.
			m.TextPos = m.ActorPos
			out = append(out, m)
			continue
		}
		m.Text, m.TextPos = strings.TrimSpace(e.Text.Value), pos.Add(e.Text.Pos)
		if m.Text == "" {
			return nil, ErrorAt(m.Pos, MoveMissing{})
		}
		out = append(out, m)
	}
	return out, nil
}

// simpleLine reads the commonest line, one move with an optional number and
// player, `12. Нина: зелёная +1`, exactly as the grammar would, without
// running it (the grammar was most of the cost of a long file). It declines
// anything else — several moves, quotes, an entry the grammar would refuse —
// and the grammar takes it. FuzzSimpleLine holds the two to the same answer.
func simpleLine(line string, pos Pos, m *Move) bool {
	if hasAnyOrQuote(line, ";") {
		return false
	}
	col := func(i int) Pos {
		p := pos
		p.Column += utf8.RuneCountInString(line[:i])
		p.Offset += i
		return p
	}
	i := skipSpace(line, 0)
	*m = Move{Pos: col(i)}
	if n, end, ok := number(line, i); ok {
		if n <= 0 {
			return false // the grammar's path reports it
		}
		m.Number = n
		i = skipSpace(line, end)
		if _, _, again := number(line, i); again {
			return false // the lexer reads a second number first
		}
	}
	name, end, hasActor := actor(line, i)
	if hasActor {
		if trimSpace(name) != name {
			return false // odd spaces such as \v: the grammar's path
		}
		m.Actor, m.ActorPos = name, col(i)
		i = skipSpace(line, end)
	}
	text := trimSpace(line[i:])
	if text == "" {
		return false
	}
	if !hasActor {
		// Before any `Name:` the lexer would read a number or a name here.
		if _, _, ok := number(line, i); ok {
			return false
		}
		if _, _, ok := actor(line, i); ok {
			return false
		}
	}
	m.Text, m.TextPos = text, col(i)
	return true
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// maxMoveNumber is the largest move number read: numbers are counted on
// from, and a bigger one would overflow that count.
const maxMoveNumber = 1 << 31

// number reads `[0-9]+[.)]` at i, as the Number token does; n is 0 when the
// token is there but is no move number (0, or past maxMoveNumber).
func number(s string, i int) (n, end int, ok bool) {
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i || j >= len(s) || s[j] != '.' && s[j] != ')' {
		return 0, 0, false
	}
	n, err := strconv.Atoi(s[i:j])
	if err != nil || n > maxMoveNumber {
		n = 0
	}
	return n, j + 1, true
}

// actor reads `name[ \t]*:` at i, as the Actor token does (no quotes here).
func actor(s string, i int) (string, int, bool) {
	j := i
	for j < len(s) {
		// The token's [^\s:;"]: RE2's \s is only these five.
		if c := s[j]; c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ':' || c == ';' || c == '"' {
			break
		}
		j++
	}
	if j == i {
		return "", 0, false
	}
	k := skipSpace(s, j)
	if k >= len(s) || s[k] != ':' {
		return "", 0, false
	}
	return s[i:j], k + 1, true
}
