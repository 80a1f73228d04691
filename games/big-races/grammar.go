package bigraces

import (
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
)

// The move grammar (NOTATION.md): a path, one letter a step — `f`/`п`
// forward, `i`/`в` inward, `o`/`н` outward — each letter perhaps after a
// count (`3f`, `2пв`), spaces allowed between; or a zero, `0`/`ноль`. The
// referee also reads a step back, the word `back`/`назад`, and diagonals, a
// forward letter (or `back`) and a side letter joined by `+` (`f+i`), so
// that it can refuse them by name. (A letter for back would be one typo
// away from a step: Latin `b` is what a Cyrillic `в` looks like.) The lexer cuts the text into pieces; readPieces gives them meaning,
// so that each mistake is told in its own words.
var moveLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t]+`},
		{Name: "Count", Pattern: `[0-9]+`},
		{Name: "Join", Pattern: `\+`},
		{Name: "Word", Pattern: `\pL+`},
		{Name: "Other", Pattern: `.`},
	})
})

type moveSyntax struct {
	Pieces []*piece `parser:"@@+"`
}

type piece struct {
	Pos   lexer.Position
	Count *string `parser:"  @Count"`
	Join  *string `parser:"| @Join"`
	Word  *string `parser:"| @Word"`
	Other *string `parser:"| @Other"`
}

// The parser is built on first use, as the other games' are: building it
// at start-up would cost every run of the referee.
var moveParser = sync.OnceValue(func() *participle.Parser[moveSyntax] {
	return participle.MustBuild[moveSyntax](participle.Lexer(moveLexer()), participle.Elide("Space"))
})

// zeroWords declare a zero move; `0` alone does too. backWords are a step
// back.
var (
	zeroWords = []string{"ноль", "нуль", "zero"}
	backWords = []string{"back", "назад"}
)

// stepLetters reads a folded letter.
var stepLetters = map[rune]step{
	'f': forward, 'п': forward,
	'i': inward, 'в': inward,
	'o': outward, 'н': outward,
}

// lookalikes are letters typed on the wrong keyboard that look like a step
// letter of the other alphabet.
var lookalikes = map[rune]string{'о': "o", 'і': "i", 'b': "в", 'h': "н", 'n': "п"}

// readMove reads a move's text, the quick way when it can, for car (-1
// when the entry names none).
func readMove(car int, text string, at notation.Pos) (*move, *notation.Error) {
	m, ok := quickMove(text)
	if !ok {
		var err *notation.Error
		if m, err = parseMove(text, at); err != nil {
			return nil, err
		}
	}
	m.car, m.text = car, text
	if letters, told := toldLetters(text); told {
		m.text = letters // quoted back as the path alone
	}
	return &m, nil
}

// parseMove reads a move's text: the grammar, then the meaning of its
// pieces. Every refusal is placed on the piece at fault.
func parseMove(text string, at notation.Pos) (move, *notation.Error) {
	if m, told, perr := toldPath(text, at); told {
		return m, perr
	}
	syn, err := moveParser().ParseString("", text)
	if err != nil {
		return move{}, notation.FromParse(err, at, expectPath)
	}
	if perr := spokenPath(syn.Pieces, text, at); perr != nil {
		return move{}, perr
	}
	return readPieces(syn.Pieces, at)
}

func readPieces(pieces []*piece, at notation.Pos) (move, *notation.Error) {
	if len(pieces) == 1 {
		p := pieces[0]
		if p.Count != nil && isZero(*p.Count) || p.Word != nil && isWord(*p.Word, zeroWords) {
			return move{car: -1, zero: true}, nil
		}
	}
	m := move{car: -1}
	var runs []run
	count := -1 // a count read and not yet used, or -1
	var countAt *piece
	joined := false // the last piece was `+`
	for i, p := range pieces {
		here := at.Add(p.Pos)
		switch {
		case p.Other != nil:
			return move{}, notation.ErrorAt(here, Unexpected{Text: *p.Other})
		case p.Count != nil:
			if joined {
				return move{}, notation.ErrorAt(here, CountInDiagonal{Count: *p.Count})
			}
			if count >= 0 {
				return move{}, notation.ErrorAt(here, CountTwice{Count: *p.Count})
			}
			count, countAt = readCount(*p.Count), p
		case p.Join != nil:
			if len(runs) == 0 || joined || i > 0 && pieces[i-1].Word == nil || count >= 0 {
				return move{}, notation.ErrorAt(here, JoinAlone{})
			}
			if i+1 == len(pieces) || pieces[i+1].Word == nil && pieces[i+1].Count == nil {
				return move{}, notation.ErrorAt(here, JoinAlone{})
			}
			joined = true
		case p.Word != nil:
			if isWord(*p.Word, zeroWords) {
				return move{}, notation.ErrorAt(here, ZeroAlone{Word: *p.Word})
			}
			if isWord(*p.Word, backWords) {
				if !joined {
					runs = append(runs, run{back, 1})
				} else if !joinLast(runs, back) {
					return move{}, notDiagonal(here, runs, back)
				}
				joined = false
				if count >= 0 {
					runs[len(runs)-1].n, count = count, -1
				}
				continue
			}
			col := here
			for j, ch := range *p.Word {
				if j > 0 {
					col.Column++
					col.Offset += utf8.RuneLen(ch)
				}
				s, ok := stepLetters[foldRune(ch)]
				if !ok {
					return move{}, unknownLetter(col, here, *p.Word, ch)
				}
				if joined {
					if !joinLast(runs, s) {
						return move{}, notDiagonal(col, runs, s)
					}
					joined = false
					continue
				}
				n := 1
				if count >= 0 {
					n, count = count, -1
				}
				runs = append(runs, run{s, n})
			}
		}
	}
	if count >= 0 {
		return move{}, notation.ErrorAt(at.Add(countAt.Pos), CountAlone{Count: *countAt.Count})
	}
	m.path = merge(runs)
	return m, nil
}

// joinLast makes the last run a diagonal with s; false when the two make
// none.
func joinLast(runs []run, s step) bool {
	last := &runs[len(runs)-1]
	d, ok := join(last.step, s)
	if ok {
		last.step = d
	}
	return ok
}

func notDiagonal(at notation.Pos, runs []run, s step) *notation.Error {
	return notation.ErrorAt(at, NotDiagonal{First: letter(runs[len(runs)-1].step), Second: letter(s)})
}

// merge joins neighbouring runs of one step: `ff` and `2f` are one path.
func merge(runs []run) path {
	out := runs[:0]
	for _, r := range runs {
		if n := len(out); n > 0 && out[n-1].step == r.step && r.n > 0 && out[n-1].n > 0 {
			out[n-1].n = min(out[n-1].n+r.n, maxCount)
			continue
		}
		out = append(out, r)
	}
	return path(out)
}

// readCount reads a count, keeping a huge one as maxCount.
func readCount(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n > maxCount {
		return maxCount
	}
	return n
}

func isZero(count string) bool {
	for _, c := range count {
		if c != '0' {
			return false
		}
	}
	return true
}

func isWord(w string, words []string) bool {
	f := notation.Fold(w)
	for _, z := range words {
		if f == z {
			return true
		}
	}
	return false
}

// foldRune folds a letter as notation.Fold does.
func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	f := []rune(notation.Fold(string(r)))
	if len(f) == 1 {
		return f[0]
	}
	return r
}

// unknownLetter refuses a letter that is no step: a whole word near a zero
// word gets that word suggested, a Latin look-alike of a step letter typed
// in Cyrillic (or the other way round) gets the letter.
func unknownLetter(col, wordAt notation.Pos, word string, ch rune) *notation.Error {
	if utf8.RuneCountInString(word) >= 3 {
		if s, ok := notation.Nearest(word, append(append([]string(nil), zeroWords...), backWords...)); ok {
			return notation.ErrorAt(wordAt, UnknownWord{Word: word, Suggestion: s})
		}
	}
	if s, ok := lookalikes[foldRune(ch)]; ok {
		return notation.ErrorAt(col, LookalikeLetter{Letter: string(ch), Suggestion: s})
	}
	e := UnknownLetter{Letter: string(ch), Cyrillic: hasCyrillic(word)}
	if l := onRussianLayout(word); l != "" {
		e.Word, e.Layout = word, l
	}
	return notation.ErrorAt(col, e)
}
