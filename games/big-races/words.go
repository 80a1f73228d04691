package bigraces

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/notation/numword"
)

// A path said in words, as the rules and people say it: «вперёд 4»,
// "forward 4", «4 прямо, 1 внутрь» (the way `moves` tells a path), «прямо
// на 3 клетки, потом наружу». The notation writes a path in letters, so
// such a line is answered with the letters to type (`4п`, `4f`) rather
// than taken: one way of writing a path, which every view prints back.
var (
	pathWords = map[string]step{
		"вперёд": forward, "вперед": forward, "прямо": forward, "forward": forward, "forwards": forward,
		"ahead": forward, "straight": forward,
		"внутрь": inward, "inward": inward, "inwards": inward, "in": inward,
		"наружу": outward, "outward": outward, "outwards": outward, "out": outward,
	}
	// pathFillers may stand in such a phrase and add nothing.
	pathFillers = []string{"на", "и", "потом", "затем", "ещё", "еще", "and", "then", "by",
		"клетку", "клетки", "клеток", "клетка", "шаг", "шага", "шагов",
		"cell", "cells", "step", "steps", "square", "squares"}
)

// pathWord says what step a word of a phrase names.
func pathWord(w string) (step, bool) {
	s, ok := pathWords[notation.Fold(w)]
	return s, ok
}

// spokenPath reads pieces that say a path in words. It answers nil when
// no word of the pieces is a step's word; otherwise an error: the letters
// to type (big-races.path-in-words), or the word that has no place in such
// a phrase (big-races.path-words-unknown).
func spokenPath(pieces []*piece, text string, at notation.Pos) *notation.Error {
	p, cyrillic, said, perr := readPhrase(pieces, text, at)
	if !said || perr != nil {
		return perr
	}
	letters := &letterEN
	if cyrillic {
		letters = &letterRU
	}
	return notation.ErrorAt(at, PathInWords{Text: notation.Clip(text), Suggestion: p.text(letters), Cyrillic: cyrillic})
}

// readPhrase reads a path said in words: said is false when no word of the
// pieces is a step's word; cyrillic when the steps are said in Russian.
func readPhrase(pieces []*piece, text string, at notation.Pos) (p path, cyrillic, said bool, perr *notation.Error) {
	said = slices.ContainsFunc(pieces, func(p *piece) bool {
		if p.Word == nil {
			return false
		}
		_, ok := pathWord(*p.Word)
		return ok
	})
	if !said {
		return nil, false, false, nil
	}
	words, cyrillic, perr := phraseWords(pieces, text, at)
	if perr != nil {
		return nil, false, true, perr
	}
	runs, perr := phraseRuns(words, cyrillic, at)
	if perr != nil {
		return nil, false, true, perr
	}
	return merge(runs), cyrillic, true, nil
}

// phraseWord is a word of a phrase that is no filler: a number (n ≥ 0) or
// a step (n = -1).
type phraseWord struct {
	s step
	n int
	p *piece
}

// phraseWords is the phrase without its fillers; cyrillic when a step is
// said in Russian.
func phraseWords(pieces []*piece, text string, at notation.Pos) (words []phraseWord, cyrillic bool, perr *notation.Error) {
	for _, p := range pieces {
		switch {
		case p.Count != nil:
			words = append(words, phraseWord{n: readCount(*p.Count), p: p})
		case p.Other != nil && (*p.Other == "," || *p.Other == "."):
		case p.Word != nil && slices.ContainsFunc(pathFillers, notation.Is(*p.Word)):
		case p.Word != nil:
			if s, ok := pathWord(*p.Word); ok {
				words = append(words, phraseWord{s: s, n: -1, p: p})
				cyrillic = cyrillic || hasCyrillic(*p.Word)
				continue
			}
			if n, ok := numword.Value(*p.Word); ok {
				words = append(words, phraseWord{n: n, p: p})
				continue
			}
			return nil, false, unknownPathWord(at, p, *p.Word, hasCyrillic(text))
		default:
			return nil, false, unknownPathWord(at, p, pieceText(p), hasCyrillic(text))
		}
	}
	return words, cyrillic, nil
}

// phraseRuns gives each step of the phrase its number. The numbers go
// before their steps («4 прямо») when the phrase starts with one, and
// after them otherwise («вперёд 4»); a step with none is one step.
func phraseRuns(words []phraseWord, cyrillic bool, at notation.Pos) ([]run, *notation.Error) {
	var runs []run
	countsFirst := words[0].n >= 0
	pending := -1
	for _, w := range words {
		switch {
		case w.n == 0:
			return nil, unknownPathWord(at, w.p, pieceText(w.p), cyrillic)
		case w.n > 0 && countsFirst:
			if pending >= 0 {
				return nil, unknownPathWord(at, w.p, pieceText(w.p), cyrillic)
			}
			pending = w.n
		case w.n > 0:
			if len(runs) == 0 || runs[len(runs)-1].n != 0 {
				return nil, unknownPathWord(at, w.p, pieceText(w.p), cyrillic)
			}
			runs[len(runs)-1].n = w.n
		case countsFirst:
			runs = append(runs, run{w.s, max(pending, 1)})
			pending = -1
		default:
			if len(runs) > 0 && runs[len(runs)-1].n == 0 {
				runs[len(runs)-1].n = 1
			}
			runs = append(runs, run{w.s, 0}) // its count, if one follows
		}
	}
	if pending >= 0 {
		return nil, notation.ErrorAt(at, CountAlone{Count: strconv.Itoa(pending)})
	}
	if n := len(runs); n > 0 && runs[n-1].n == 0 {
		runs[n-1].n = 1
	}
	return runs, nil
}

// toldPath reads a line `moves` prints, `4пв — 4 прямо и 1 внутрь, до
// клетки 3/8`: the path in letters, then, after the dash, the same path in
// words and what it leads to. The letters are the move; the words up to
// the first comma must say the same path, and the rest is the referee's
// own account, not read.
func toldPath(text string, at notation.Pos) (move, bool, *notation.Error) {
	letters, told := toldLetters(text)
	if !told {
		return move{}, false, nil
	}
	dash := strings.Index(text, "—")
	m, perr := parseMove(letters, at)
	if perr != nil {
		return move{}, true, perr
	}
	said := text[dash+len("—"):]
	saidAt := at.Add(lexer.Position{Offset: dash + len("—"), Line: 1, Column: utf8.RuneCountInString(text[:dash]) + 2})
	syn, err := moveParser().ParseString("", said)
	var p path
	ok := err == nil
	if ok {
		// The words of the path run up to the first word that is none of
		// its (`до`, `to`): the cell and the rest are the account.
		n := 0
		for n < len(syn.Pieces) && phrasePiece(syn.Pieces[n]) {
			n++
		}
		if n < len(syn.Pieces) {
			said = said[:syn.Pieces[n].Pos.Offset]
		}
		var perr *notation.Error
		var phrase bool
		p, _, phrase, perr = readPhrase(syn.Pieces[:n], said, saidAt)
		ok = phrase && perr == nil
	}
	if !ok || m.zero || p.english() != m.path.english() {
		var read []Run
		if ok {
			read = p.runs()
		}
		return move{}, true, notation.ErrorAt(saidAt, ToldDiffers{Path: notation.Clip(letters), Expected: m.path.runs(), Said: read,
			Words: notation.Clip(strings.TrimRight(strings.TrimSpace(said), " ,")), Cyrillic: hasCyrillic(said)})
	}
	return m, true, nil
}

func unknownPathWord(at notation.Pos, p *piece, word string, cyrillic bool) *notation.Error {
	example := "4f"
	if cyrillic {
		example = "4п"
	}
	return notation.ErrorAt(at.Add(p.Pos), PathWordUnknown{Word: notation.Clip(word), Example: example, Cyrillic: cyrillic})
}

func pieceText(p *piece) string {
	switch {
	case p.Count != nil:
		return *p.Count
	case p.Word != nil:
		return *p.Word
	case p.Join != nil:
		return *p.Join
	case p.Other != nil:
		return *p.Other
	}
	return ""
}

// hasCyrillic is notation's one test of the script a word is in.
func hasCyrillic(s string) bool { return notation.HasCyrillic(s) }

// phrasePiece says whether a piece may stand in a path said in words.
func phrasePiece(p *piece) bool {
	switch {
	case p.Count != nil:
		return true
	case p.Other != nil:
		return *p.Other == ","
	case p.Word != nil:
		if _, ok := pathWord(*p.Word); ok {
			return true
		}
		if _, ok := numword.Value(*p.Word); ok {
			return true
		}
		return slices.ContainsFunc(pathFillers, notation.Is(*p.Word))
	}
	return false
}

// toldLetters is the path in letters of a line `moves` printed, the text
// before its dash; told is false for a text with no dash.
func toldLetters(text string) (letters string, told bool) {
	dash := strings.Index(text, "—")
	if dash < 0 {
		return "", false
	}
	return strings.TrimSpace(text[:dash]), true
}
