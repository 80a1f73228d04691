package turtles

import (
	"slices"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/notation/numword"
)

// A step said in words, as the booklet and people at the table say it:
// «синяя вперёд на 2», «синяя на две клетки вперёд», "blue forward 2",
// "blue two squares forward", «назад на одну клетку» — a direction word, a
// number in digits or in words, and perhaps «на»/"by" and a unit word, in
// any order after the card. It means the signed step (`+2`, `−1`).
var (
	forwardWords = []string{"вперёд", "вперед", "forward", "forwards", "ahead"}
	backWords    = []string{"назад", "обратно", "back", "backward", "backwards"}
	// fillerWords may stand in the phrase and mean nothing more.
	fillerWords = []string{"на", "by",
		"клетку", "клетки", "клеток", "клетка", "клеточку", "клеточки", "клеточек",
		"шаг", "шага", "шагов", "поле", "поля", "полей",
		"square", "squares", "space", "spaces", "step", "steps", "field", "fields"}
)

// phraseWord is what a word of a spoken step is.
type phraseWord int8

const (
	notPhrase phraseWord = iota
	forwardWord
	backWord
	fillerWord
	numberWord
)

func wordOfPhrase(p *piece) (phraseWord, int) {
	if p.Step != nil {
		return numberWord, 0
	}
	if p.Word == nil {
		return notPhrase, 0
	}
	w := *p.Word
	switch {
	case slices.ContainsFunc(forwardWords, notation.Is(w)):
		return forwardWord, 0
	case slices.ContainsFunc(backWords, notation.Is(w)):
		return backWord, 0
	case slices.ContainsFunc(fillerWords, notation.Is(w)):
		return fillerWord, 0
	}
	if n, ok := numword.Value(w); ok {
		return numberWord, n
	}
	return notPhrase, 0
}

// spokenStep finds a step said in words among the pieces after the card
// and puts in its place one step piece, as if `+2` had been written there:
// the run of phrase words around the first direction word, holding one
// number. Pieces with no direction word come back as they were. A number
// whose sign says the other way than its word (`вперёд −1`) is an error.
func spokenStep(base notation.Pos, text string, pieces []*piece) ([]*piece, *notation.Error) {
	at := -1
	for i := 1; i < len(pieces); i++ {
		if k, _ := wordOfPhrase(pieces[i]); k == forwardWord || k == backWord {
			at = i
			break
		}
	}
	if at < 0 {
		return pieces, nil
	}
	from, to := at, at+1
	for from > 1 {
		if k, _ := wordOfPhrase(pieces[from-1]); k == notPhrase || k == forwardWord || k == backWord {
			break
		}
		from--
	}
	for to < len(pieces) {
		if k, _ := wordOfPhrase(pieces[to]); k == notPhrase || k == forwardWord || k == backWord {
			break
		}
		to++
	}
	dir, _ := wordOfPhrase(pieces[at])
	var number *piece
	value := 0
	for _, p := range pieces[from:to] {
		if k, n := wordOfPhrase(p); k == numberWord {
			if number != nil {
				return nil, extra(base, text, p, p)
			}
			number, value = p, n
		}
	}
	if number == nil {
		// No number: the phrase says no step, and the card then has none.
		out := slices.Concat(pieces[:from], pieces[to:])
		return out, nil
	}
	step := strconv.Itoa(value)
	if number.Step != nil {
		written := strings.TrimSpace(*number.Step)
		digits := strings.TrimLeft(written, "+-−–— \t")
		if signed := digits != written; signed {
			minus := !strings.HasPrefix(written, "+")
			if minus != (dir == backWord) {
				// The step is quoted as a card prints it, with a true minus,
				// beside the steps the message lists: «−1», never «-1».
				shown := "+" + digits
				if minus {
					shown = "−" + digits
				}
				return nil, notation.ErrorAt(base.Add(number.Pos), SpokenSign{Direction: *pieces[at].Word, Step: shown})
			}
		}
		step = digits
	}
	if dir == backWord {
		step = "-" + step
	} else {
		step = "+" + step
	}
	one := &piece{Pos: pieces[at].Pos, Step: &step}
	return slices.Concat(pieces[:from], []*piece{one}, pieces[to:]), nil
}
