package chinesecheckers

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"referee/notation"
	"referee/referee"
)

// The move grammar: a pass word, or holes joined by dashes — a step `e5-f6`,
// a hop chain `a1-c1-c3-e5` (the start hole, then every landing). A hole is
// a row letter and a place (`e5`, Cyrillic look-alikes read as Latin) or a
// hole number 0–120.
var moveLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Space", Pattern: `[ \t]+`},
	{Name: "Hole", Pattern: `\p{L}*[0-9]+`},
	{Name: "Dash", Pattern: `[-−–—]`},
	{Name: "Word", Pattern: `\p{L}+`},
	{Name: "Other", Pattern: `.`},
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

var moveParser = participle.MustBuild[moveSyntax](participle.Lexer(moveLexer), participle.Elide("Space"))

var passWords = []string{"pass", "пас", "пропуск"}

// maxPath caps a written chain: a chain lands at most once on each of the
// 121 holes, so a longer one is certainly wrong, and reading stays bounded.
const maxPath = numHoles + 1

// move is a parsed move: a pass, or the holes of a step or a hop chain.
type move struct {
	pass bool
	path []hole
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

func parseMove(m *notation.Move) (move, *notation.Error) {
	syn, err := moveParser.ParseString("", m.Text)
	if err != nil {
		perr := notation.FromParse(err, m.TextPos)
		if perr.Code == "notation.unexpected-extra" {
			// A token after a whole move: participle names nothing it
			// expected, so say what a move looks like instead.
			perr.Code = "chinese-checkers.extra"
		}
		return move{}, perr
	}
	if syn.Pass != nil {
		if isWord(notation.Fold(syn.Pass.Word), passWords) {
			return move{pass: true}, nil
		}
		pos := m.TextPos.Add(syn.Pass.Pos)
		if s, ok := notation.Nearest(syn.Pass.Word, passWords); ok {
			return move{}, notation.Errorf(pos, "chinese-checkers.unknown-word-suggest", notation.Facts{"word": notation.Clip(syn.Pass.Word), "suggestion": s})
		}
		return move{}, notation.Errorf(pos, "chinese-checkers.unknown-word", notation.Facts{"word": notation.Clip(syn.Pass.Word)})
	}
	if len(syn.Path) > maxPath {
		return move{}, notation.Errorf(m.TextPos.Add(syn.Path[maxPath].Pos), "chinese-checkers.path-too-long", notation.Facts{"max": maxPath})
	}
	path := make([]hole, len(syn.Path))
	for i, h := range syn.Path {
		var perr *notation.Error
		if path[i], perr = parseHole(h.Name, m.TextPos.Add(h.Pos)); perr != nil {
			return move{}, perr
		}
	}
	if len(path) == 1 {
		return move{}, notation.Errorf(m.TextPos.Add(syn.Path[0].Pos), "chinese-checkers.one-hole", notation.Facts{"hole": path[0].String()})
	}
	return move{path: path}, nil
}

// parseHole reads a hole name (`e5`, `Е5`) or number (`14`). A hole that
// does not exist is an error naming the nearest one that does.
func parseHole(text string, pos notation.Pos) (hole, *notation.Error) {
	t := notation.Latinize(text)
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
		return noHole, notation.Errorf(pos, "chinese-checkers.hole-number", notation.Facts{"number": notation.Clip(text), "max": numHoles - 1})
	}
	r := -1
	if len(letters) == 1 && letters[0] >= 'a' && letters[0] < 'a'+numRows {
		r = int(letters[0] - 'a')
	}
	if r >= 0 && n >= 1 && n <= rowLengths[r] {
		return rowStart[r] + hole(n-1), nil
	}
	facts := notation.Facts{"hole": notation.Clip(text)}
	if s, ok := nearestHole(letters, r, n); ok {
		facts["suggestion"] = s
		return noHole, notation.Errorf(pos, "chinese-checkers.unknown-hole-suggest", facts)
	}
	return noHole, notation.Errorf(pos, "chinese-checkers.unknown-hole", facts)
}

// nearestHole guesses the hole meant: the same row with the place brought
// into range (e14 → e13), or, for a letter past q, the nearest row (r1 → q1).
// Edit distance over the names would suggest a1 for r1, which helps nobody.
func nearestHole(letters string, r, n int) (string, bool) {
	if r < 0 {
		if len(letters) != 1 || letters[0] < 'a' || letters[0] > 'z' {
			return "", false
		}
		r = numRows - 1
	}
	n = min(max(n, 1), rowLengths[r])
	return (rowStart[r] + hole(n-1)).String(), true
}

func isWord(folded string, words []string) bool {
	for _, w := range words {
		if notation.Fold(w) == folded {
			return true
		}
	}
	return false
}

// Parse reads one move.
func (g *game) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	return parseMove(m)
}
