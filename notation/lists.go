package notation

import (
	"slices"
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
	return AppendNames(nil, value, pos)
}

// AppendNames is Names appending to dst: a caller that reads the names and
// lets them go (result:) reads them into an array of its own.
func AppendNames(dst []Word, value string, pos Pos) ([]Word, *Error) {
	if words, ok := simpleNames(dst, value, pos); ok {
		return words, nil
	}
	list, err := nameListParser().ParseString("", value)
	if err != nil {
		return dst, FromParse(err, pos, ExpectNames)
	}
	dst = slices.Grow(dst, len(list.Names))
	for _, n := range list.Names {
		dst = append(dst, Word{Pos: pos.Add(n.Pos), Text: strings.Join(n.Words, " ")})
	}
	return dst, nil
}

// Pairs parses a comma-separated list of `key=value`.
func Pairs(value string, pos Pos) ([]Pair, *Error) {
	if pairs, ok := simplePairs(value, pos); ok {
		return pairs, nil
	}
	list, err := pairListParser().ParseString("", value)
	if err != nil {
		return nil, FromParse(err, pos, ExpectPairs)
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
func simpleNames(dst []Word, value string, pos Pos) ([]Word, bool) {
	n, ok := plainList(value, true)
	if !ok {
		return dst, false
	}
	out := slices.Grow(dst, n)
	col := 0 // the runes before value[off:]
	for off := 0; off <= len(value); {
		p := readPart(value, off)
		word := p.key.text(value) // no = in a name list: all of the part
		if word == "" {
			return dst, false
		}
		at := pos
		at.Column += col + p.key.start - off
		at.Offset += p.key.start
		out = append(out, Word{Pos: at, Text: word})
		col += p.runes + 1
		off = p.next
	}
	return out, true
}

// simplePairs reads the commonest pair list, `Нина=жёлтая, Паша=синяя`,
// nothing quoted, exactly as the grammar reads it (the value's place is the
// pair's, as the grammar gives it), without running it; it declines
// anything else. FuzzPairs holds the two to the same answer.
func simplePairs(value string, pos Pos) ([]Pair, bool) {
	n, ok := plainList(value, false)
	if !ok {
		return nil, false
	}
	out := make([]Pair, 0, n)
	col := 0 // the runes before value[off:]
	for off := 0; off <= len(value); {
		p := readPart(value, off)
		if p.equals < 0 || p.twice {
			return nil, false
		}
		key, val := p.key.text(value), p.val.text(value)
		if key == "" || val == "" {
			return nil, false
		}
		at := pos
		at.Column += col + p.key.start - off
		at.Offset += p.key.start
		out = append(out, Pair{Key: Word{Pos: at, Text: key}, Value: Word{Pos: at, Text: val}})
		col += p.runes + 1
		off = p.next
	}
	return out, true
}

// plainList looks once at every byte of a list for what the shortcuts
// leave to the grammar — a quote, a line or page break, \v, and for names
// an = — and counts its parts. Text that is not UTF-8 is left to it too:
// the shortcuts count runes by their first bytes.
func plainList(value string, names bool) (parts int, ok bool) {
	if value == "" {
		return 0, false
	}
	parts = 1
	checked := false // UTF-8
	for i := 0; i < len(value); i++ {
		c := value[i]
		if c >= utf8.RuneSelf && !checked {
			if c >= 0xC3 && c <= 0xDF && i+1 < len(value) && value[i+1]&0xC0 == 0x80 {
				i++ // a letter of two bytes, what a Russian name is made of
				continue
			}
			if !utf8.ValidString(value[i:]) {
				return 0, false
			}
			checked = true
		}
		switch c {
		case ',':
			parts++
		case '"', '\n', '\r', '\f', '\v':
			return 0, false
		case '=':
			if names {
				return 0, false
			}
		case 0xC2: // « and »
			if i+1 < len(value) && (value[i+1] == 0xAB || value[i+1] == 0xBB) {
				return 0, false
			}
		case 0xE2: // “, ” and „
			if i+2 < len(value) && value[i+1] == 0x80 && value[i+2] >= 0x9C && value[i+2] <= 0x9E {
				return 0, false
			}
		}
	}
	return parts, true
}

// part is one part of a list, from off up to its comma or the end, looked
// at once: its runes, where its key (the part before its first =, or all
// of it) and its value (after the =) start and end without the spaces and
// tabs around them, whether their words are spaced otherwise than by one
// space, whether a second = follows, and where the next part starts.
type part struct {
	key, val span
	runes    int
	equals   int // -1: none
	twice    bool
	next     int
}

type span struct {
	start, end int
	join       bool
}

func (s span) text(of string) string { return joinWords(of[s.start:s.end], s.join) }

func readPart(s string, off int) part {
	p := part{key: span{start: off, end: off}, val: span{start: -1}, equals: -1}
	seg, empty := &p.key, true
	space := false // the byte before was a space or a tab
	i := off
	for ; i < len(s); i++ {
		c := s[i]
		if c >= 0xC2 && c <= 0xDF && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
			// A letter of two bytes, most of a Russian list: one rune of
			// a word.
			p.runes++
			space = false
			if empty {
				seg.start, empty = i, false
			}
			i++
			seg.end = i + 1
			continue
		}
		if c == ',' {
			break
		}
		if c&0xC0 != 0x80 {
			p.runes++
		}
		if c == ' ' || c == '\t' {
			if space || c == '\t' {
				seg.join = true
			}
			space = true
			continue
		}
		space = false
		if c == '=' {
			if p.equals < 0 {
				p.equals, seg, empty = i, &p.val, true
				p.val = span{start: i + 1, end: i + 1}
				continue
			}
			p.twice = true
		}
		if empty {
			seg.start, empty = i, false
		}
		seg.end = i + 1
	}
	p.next = i + 1
	return p
}

// joinWords is a name's words joined by one space, as the list grammar
// joins them: `бабушка  Зина` is «бабушка Зина». Words are split at spaces
// and tabs only, the grammar's Space; join says there is anything to do.
func joinWords(s string, join bool) string {
	if !join {
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
