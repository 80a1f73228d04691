package notation

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar of header values that are lists: `Нина, Паша` and
// `Нина=жёлтая, Паша=синяя`. A name is words — the list's own separators
// end it, so `бабушка Зина` needs no quotes — or a "quoted string".
var listLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t]+`},
		{Name: "String", Pattern: QuotedPattern},
		{Name: "Comma", Pattern: `,`},
		{Name: "Equals", Pattern: `=`},
		{Name: "Word", Pattern: `[^\s,="«»“”„]+`},
	})
})

type nameList struct {
	Names []*listName `parser:"@@ ( Comma @@ )*"`
}

type listName struct {
	Pos   lexer.Position
	Words []string `parser:"@(Word | String)+"`
}

type pairList struct {
	Pairs []*listPair `parser:"@@ ( Comma @@ )*"`
}

type listPair struct {
	Pos      lexer.Position
	Key      []string `parser:"@(Word | String)+ Equals"`
	ValuePos lexer.Position
	Value    []string `parser:"@(Word | String)+"`
}

var (
	nameListParser = sync.OnceValue(func() *participle.Parser[nameList] {
		return participle.MustBuild[nameList](participle.Lexer(listLexer()), participle.Elide("Space"), participle.Map(Unquote, "String"))
	})
	pairListParser = sync.OnceValue(func() *participle.Parser[pairList] {
		return participle.MustBuild[pairList](participle.Lexer(listLexer()), participle.Elide("Space"), participle.Map(Unquote, "String"))
	})
)

// Word is a name or a value with its position.
type Word struct {
	Pos  Pos
	Text string
}

// Pair is one `key=value` of a header list.
type Pair struct {
	Key   Word
	Value Word
}

// Names parses a comma-separated list of names.
func Names(value string, pos Pos) ([]Word, *Error) {
	if words, ok := simpleNames(value, pos); ok {
		return words, nil
	}
	list, err := nameListParser().ParseString("", value)
	if err != nil {
		return nil, FromParseExpecting(err, pos, "notation.expect.names")
	}
	out := make([]Word, len(list.Names))
	for i, n := range list.Names {
		out[i] = Word{Pos: pos.Add(n.Pos), Text: strings.Join(n.Words, " ")}
	}
	return out, nil
}

// Pairs parses a comma-separated list of `key=value`.
func Pairs(value string, pos Pos) ([]Pair, *Error) {
	if pairs, ok := simplePairs(value, pos); ok {
		return pairs, nil
	}
	list, err := pairListParser().ParseString("", value)
	if err != nil {
		return nil, FromParseExpecting(err, pos, "notation.expect.pairs")
	}
	out := make([]Pair, len(list.Pairs))
	for i, p := range list.Pairs {
		vpos := p.ValuePos
		if vpos.Line == 0 {
			vpos = p.Pos
		}
		out[i] = Pair{
			Key:   Word{Pos: pos.Add(p.Pos), Text: strings.Join(p.Key, " ")},
			Value: Word{Pos: pos.Add(vpos), Text: strings.Join(p.Value, " ")},
		}
	}
	return out, nil
}

// simpleNames reads the commonest list, `Anna, Boris, бабушка Зина`:
// nothing quoted, exactly as the grammar reads it (a name's words joined by
// one space), without running it (that was a tenth of checking a file of
// short games). Anything else it declines, and the grammar reads it;
// FuzzNames holds the two to the same answer.
func simpleNames(value string, pos Pos) ([]Word, bool) {
	if value == "" || hasAnyOrQuote(value, "=\n\r\f") {
		return nil, false
	}
	n := strings.Count(value, ",") + 1
	out := make([]Word, 0, n)
	col, off := 0, 0 // the runes and bytes before value[off:]
	for off <= len(value) {
		end := strings.IndexByte(value[off:], ',')
		if end < 0 {
			end = len(value) - off
		}
		part := value[off : off+end]
		lead := len(part) - len(strings.TrimLeft(part, " \t"))
		word := strings.TrimRight(part[lead:], " \t")
		if word == "" || strings.ContainsRune(word, '\v') {
			return nil, false
		}
		word = joinWords(word)
		p := pos
		p.Column += col + lead
		p.Offset += off + lead
		out = append(out, Word{Pos: p, Text: word})
		col += utf8.RuneCountInString(part) + 1
		off += end + 1
	}
	return out, true
}

// simplePairs reads the commonest pair list, `Нина=жёлтая, Паша=синяя`,
// nothing quoted, exactly as the grammar reads it (the value's place is the
// pair's, as the grammar gives it), without running it; it declines
// anything else. FuzzPairs holds the two to the same answer.
func simplePairs(value string, pos Pos) ([]Pair, bool) {
	if value == "" || hasAnyOrQuote(value, "\n\r\f\v") {
		return nil, false
	}
	out := make([]Pair, 0, strings.Count(value, ",")+1)
	col, off := 0, 0 // the runes and bytes before value[off:]
	for off <= len(value) {
		end := strings.IndexByte(value[off:], ',')
		if end < 0 {
			end = len(value) - off
		}
		part := value[off : off+end]
		k, v, found := strings.Cut(part, "=")
		lead := len(k) - len(strings.TrimLeft(k, " \t"))
		key := joinWords(strings.TrimRight(k[lead:], " \t"))
		val := joinWords(strings.Trim(v, " \t")) // the value's words, as the grammar joins them
		if !found || key == "" || val == "" || strings.Contains(v, "=") {
			return nil, false
		}
		p := pos
		p.Column += col + lead
		p.Offset += off + lead
		out = append(out, Pair{Key: Word{Pos: p, Text: key}, Value: Word{Pos: p, Text: val}})
		col += utf8.RuneCountInString(part) + 1
		off += end + 1
	}
	return out, true
}

// joinWords is a name's words joined by one space, as the list grammar
// joins them: `бабушка  Зина` is «бабушка Зина». Words are split at spaces
// and tabs only, the grammar's Space.
func joinWords(s string) string {
	if !strings.Contains(s, "  ") && !strings.ContainsRune(s, '\t') {
		return s
	}
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' }), " ")
}

// hasAnyOrQuote is strings.ContainsAny(s, ascii+QuoteChars) on the bytes:
// ContainsAny looks at a string rune by rune against every rune of a set
// past ASCII. QuoteChars past ASCII are « » (C2 AB, C2 BB) and “ ” „ (E2 80
// 9C…9E); each byte is looked for with strings.IndexByte, which is quick
// on the Cyrillic text most lines are.
func hasAnyOrQuote(s, ascii string) bool {
	if strings.IndexByte(s, '"') >= 0 {
		return true
	}
	if len(ascii) == 1 {
		if strings.IndexByte(s, ascii[0]) >= 0 {
			return true
		}
	} else if strings.ContainsAny(s, ascii) {
		return true
	}
	return hasPair(s, 0xC2, func(rest string) bool { return rest[0] == 0xAB || rest[0] == 0xBB }) ||
		hasPair(s, 0xE2, func(rest string) bool { return len(rest) >= 2 && rest[0] == 0x80 && rest[1] >= 0x9C && rest[1] <= 0x9E })
}

// hasPair reports whether s has the byte lead followed by bytes that fit.
func hasPair(s string, lead byte, fits func(rest string) bool) bool {
	for {
		i := strings.IndexByte(s, lead)
		if i < 0 || i+1 >= len(s) {
			return false
		}
		if fits(s[i+1:]) {
			return true
		}
		s = s[i+1:]
	}
}
