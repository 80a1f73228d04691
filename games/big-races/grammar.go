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
	r := pathReader{count: -1}
	for i, p := range pieces {
		here := at.Add(p.Pos)
		var err *notation.Error
		switch {
		case p.Other != nil:
			err = notation.ErrorAt(here, Unexpected{Text: *p.Other})
		case p.Count != nil:
			err = r.readCount(p, here)
		case p.Join != nil:
			err = r.readJoin(pieces, i, here)
		case p.Word != nil:
			err = r.readWord(*p.Word, here)
		}
		if err != nil {
			return move{}, err
		}
	}
	if r.count >= 0 {
		return move{}, notation.ErrorAt(at.Add(r.countAt.Pos), CountAlone{Count: *r.countAt.Count})
	}
	return move{car: -1, path: merge(r.runs)}, nil
}

// pathReader reads a path's pieces in order, each refused where it stands.
type pathReader struct {
	runs    []run
	count   int    // a count read and not yet used, or -1
	countAt *piece // where that count stands
	joined  bool   // the last piece was `+`
}

func (r *pathReader) readCount(p *piece, here notation.Pos) *notation.Error {
	if r.joined {
		return notation.ErrorAt(here, CountInDiagonal{Count: *p.Count})
	}
	if r.count >= 0 {
		return notation.ErrorAt(here, CountTwice{Count: *p.Count})
	}
	r.count, r.countAt = readCount(*p.Count), p
	return nil
}

// readJoin reads a `+`: it joins a step just read to the next one.
func (r *pathReader) readJoin(pieces []*piece, i int, here notation.Pos) *notation.Error {
	after := i+1 < len(pieces) && (pieces[i+1].Word != nil || pieces[i+1].Count != nil)
	if len(r.runs) == 0 || r.joined || i > 0 && pieces[i-1].Word == nil || r.count >= 0 || !after {
		return notation.ErrorAt(here, JoinAlone{})
	}
	r.joined = true
	return nil
}

// readWord reads a word: `back`, or step letters, each a step (or the
// second half of a diagonal after `+`).
func (r *pathReader) readWord(word string, here notation.Pos) *notation.Error {
	if isWord(word, zeroWords) {
		return notation.ErrorAt(here, ZeroAlone{Word: word})
	}
	if isWord(word, backWords) {
		return r.step(back, here)
	}
	col := here
	for j, ch := range word {
		if j > 0 {
			col.Column++
			col.Offset += utf8.RuneLen(ch)
		}
		s, ok := stepLetters[foldRune(ch)]
		if !ok {
			return unknownLetter(col, here, word, ch)
		}
		if err := r.step(s, col); err != nil {
			return err
		}
	}
	return nil
}

// step adds one step: a run of its own (as many as the count before it
// says), or the second half of a diagonal.
func (r *pathReader) step(s step, at notation.Pos) *notation.Error {
	if r.joined {
		if !joinLast(r.runs, s) {
			return notDiagonal(at, r.runs, s)
		}
		r.joined = false // no count stands before a `+` (readJoin)
		return nil
	}
	n := 1
	if r.count >= 0 {
		n, r.count = r.count, -1
	}
	r.runs = append(r.runs, run{s, n})
	return nil
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
