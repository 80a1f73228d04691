package turbo

import (
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
)

// The word lexer, shared by the event and condition grammars. It sorts each
// word into its kind with the word lists of this game (animals, number
// words), so the grammars read kinds of words rather than hundreds of
// declined forms. Words are folded (lower case, ё as е) for the grammar's
// literals; quotes and «» are skipped, so «Турбо!» and "turbo" read alike.
type wordLexer struct{}

// The token kinds.
const (
	tokAnimal lexer.TokenType = -(iota + 2)
	tokChameleon
	tokNumber
	tokInt
	tokOp
	tokPunct
	tokWord
	tokOther
)

// Symbols names the token kinds for the grammars. (A function, not a
// package variable: the parsers are built during package initialisation.)
func (wordLexer) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF":       lexer.EOF,
		"Animal":    tokAnimal,
		"Chameleon": tokChameleon,
		"Number":    tokNumber,
		"Int":       tokInt,
		"Op":        tokOp,
		"Punct":     tokPunct,
		"Word":      tokWord,
		"Other":     tokOther,
	}
}

func (l wordLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return l.LexString(filename, string(data))
}

// LexString splits text into tokens. It never fails: a character no token
// starts with becomes an Other token, which no rule accepts, so the parser
// reports it with its position.
func (wordLexer) LexString(filename, text string) (lexer.Lexer, error) {
	var toks []lexer.Token
	col := 1
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		pos := lexer.Position{Filename: filename, Offset: i, Line: 1, Column: col}
		switch {
		case unicode.IsSpace(r) || isQuote(r):
			i += size
			col++
			continue
		case unicode.IsLetter(r):
			j := wordEnd(text, i)
			word := text[i:j]
			toks = append(toks, lexer.Token{Type: wordKind(word), Value: word, Pos: pos})
			col += utf8.RuneCountInString(word)
			i = j
			continue
		case r >= '0' && r <= '9':
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			toks = append(toks, lexer.Token{Type: tokInt, Value: text[i:j], Pos: pos})
			col += j - i
			i = j
			continue
		}
		if op, n := opAt(text[i:]); n > 0 {
			toks = append(toks, lexer.Token{Type: tokOp, Value: op, Pos: pos})
			col += utf8.RuneCountInString(text[i : i+n])
			i += n
			continue
		}
		kind := tokOther
		if strings.ContainsRune(",:.!+&", r) {
			kind = tokPunct
		}
		toks = append(toks, lexer.Token{Type: kind, Value: string(r), Pos: pos})
		i += size
		col++
	}
	toks = append(toks, lexer.EOFToken(lexer.Position{Filename: filename, Offset: len(text), Line: 1, Column: col}))
	return &tokenList{toks: toks}, nil
}

// wordEnd finds the end of a word starting at i: letters, with single
// hyphens or apostrophes inside ("twenty-one", «по-прежнему»).
func wordEnd(text string, i int) int {
	j := i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if unicode.IsLetter(r) {
			j += size
			continue
		}
		if r == '-' || r == '\'' || r == '’' {
			if n, _ := utf8.DecodeRuneInString(text[j+size:]); j+size < len(text) && unicode.IsLetter(n) {
				j += size
				continue
			}
		}
		break
	}
	return j
}

// wordKind sorts a word: an animal, the chameleon, a number word, or any
// other word (which the grammar matches by its folded spelling).
func wordKind(word string) lexer.TokenType {
	w := fold(word)
	switch {
	case isAnimalWord(w):
		return tokAnimal
	case slices.ContainsFunc(chameleonWords, notation.Is(w)):
		return tokChameleon
	}
	if _, ok := numberWord(w); ok {
		return tokNumber
	}
	return tokWord
}

func isAnimalWord(folded string) bool {
	_, ok := animalByWord()[folded]
	return ok
}

// The comparison operators of the formal form, longest first.
var ops = []struct{ text, canonical string }{
	{"<=", "<="}, {">=", ">="}, {"==", "="}, {"=<", "<="}, {"=>", ">="},
	{"≤", "<="}, {"≥", ">="}, {"⩽", "<="}, {"⩾", ">="}, {"<", "<"}, {">", ">"}, {"=", "="},
}

func opAt(s string) (string, int) {
	for _, o := range ops {
		if strings.HasPrefix(s, o.text) {
			return o.canonical, len(o.text)
		}
	}
	return "", 0
}

func isQuote(r rune) bool { return strings.ContainsRune("\"«»“”„'‘’`", r) }

// tokenList hands the tokens to the parser; Word tokens go out folded so the
// grammar's literals match whatever the case and ё.
type tokenList struct {
	toks []lexer.Token
	next int
}

func (l *tokenList) Next() (lexer.Token, error) {
	t := l.toks[l.next]
	if l.next < len(l.toks)-1 {
		l.next++
	}
	if t.Type == tokWord || t.Type == tokChameleon {
		t.Value = fold(t.Value)
	}
	return t, nil
}

// fold makes a word comparable: case and ё/е forgiven.
func fold(s string) string { return notation.Fold(s) }
