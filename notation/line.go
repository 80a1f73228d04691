package notation

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar of a move line: entries separated by `;`, each an optional
// number `N.`, an optional `Name:` and the move text, which the game's own
// grammar reads.
var lineLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Space", Pattern: `[ \t]+`},
	{Name: "Number", Pattern: `[0-9]+\.`},
	{Name: "Actor", Pattern: `(?:"[^"\n]*"|[^\s:;"]+)[ \t]*:`},
	{Name: "Semi", Pattern: `;`},
	{Name: "Text", Pattern: `[^;]+`},
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

var moveLineParser = participle.MustBuild[moveLine](participle.Lexer(lineLexer), participle.Elide("Space"))

// Move is one recorded move: its number and player as written (if any) and
// the move text for the game's grammar.
type Move struct {
	Pos      Pos    // where the entry starts
	Number   int    // 0 when the entry has no number
	Actor    string // "" when no player is named
	ActorPos Pos
	Text     string // the move itself, trimmed
	TextPos  Pos
}

// SplitMoves parses one move line into entries: `N. Name: move; …`.
func SplitMoves(line string, pos Pos) ([]*Move, *Error) {
	if plainMove(line) {
		// The commonest line, a bare move: what the grammar would give,
		// without running it (it is most of the cost of a long file).
		text := strings.TrimSpace(line)
		tpos := pos
		tpos.Column += len([]rune(line[:len(line)-len(strings.TrimLeft(line, " \t"))]))
		return []*Move{{Pos: tpos, ActorPos: tpos, Text: text, TextPos: tpos}}, nil
	}
	parsed, err := moveLineParser.ParseString("", line)
	if err != nil {
		return nil, FromParse(err, pos)
	}
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
			n, convErr := strconv.Atoi(strings.TrimSuffix(t.Value, "."))
			if convErr != nil || n <= 0 {
				return nil, Errorf(m.Pos, "notation.move-number-bad", Facts{"number": t.Value})
			}
			m.Number = n
		}
		if t := e.Actor; t != nil {
			name := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t.Value), ":"))
			m.Actor, m.ActorPos = strings.Trim(name, `"`), pos.Add(t.Pos)
		}
		if e.Text == nil {
			return nil, Errorf(m.Pos, "notation.move-missing", Facts{})
		}
		m.Text, m.TextPos = strings.TrimSpace(e.Text.Value), pos.Add(e.Text.Pos)
		out = append(out, m)
	}
	return out, nil
}

// plainMove reports whether a line is one bare move: no `;`, no `:`, no
// quote, and no leading move number.
func plainMove(line string) bool {
	if strings.ContainsAny(line, ";:\"") || strings.TrimSpace(line) == "" {
		return false
	}
	t := strings.TrimLeft(line, " \t")
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return !(i > 0 && i < len(t) && t[i] == '.')
}
