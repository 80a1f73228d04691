package turtles

import (
	"errors"
	"strconv"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The move grammar: a card word, a signed step and, for rainbow and
// last-turtle cards, the turtle chosen — in either order after the card, so
// `rainbow +1 yellow` and `радуга жёлтая +1` both read.
var moveLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t]+`},
		{Name: "Step", Pattern: `[+\-−–—]?[ \t]*[0-9]+`},
		{Name: "Sign", Pattern: `[+\-−–—]`},
		{Name: "Word", Pattern: `[\p{L}][\p{L}\-]*`},
		{Name: "Other", Pattern: `.`},
	})
})

type moveSyntax struct {
	Pieces []*piece `parser:"@@+"`
}

type piece struct {
	Pos  lexer.Position
	Step *string `parser:"  @Step"`
	Word *string `parser:"| @Word"`
	Sign *string `parser:"| @Sign"`
}

var moveParser = sync.OnceValue(func() *participle.Parser[moveSyntax] {
	return participle.MustBuild[moveSyntax](participle.Lexer(moveLexer()), participle.Elide("Space"))
})

// Card kinds.
type cardKind int8

const (
	colourCard cardKind = iota
	rainbowCard
	lastCard
	passMove
)

var (
	rainbowWords = []string{"rainbow", "радуга", "разноцветная", "радужная", "any"}
	lastWords    = []string{"last", "отстающая", "последняя", "arrow", "стрелка"}
	passWords    = []string{"pass", "пас", "пропуск"}
)

// move is a parsed move: the card played and, where the card lets the
// player choose, the turtle chosen.
type move struct {
	kind    cardKind
	colour  Turtle // the card's colour (colour cards) or the turtle chosen
	step    int
	written string // the step as written, for messages about cards that do not exist
	// unnamed: a rainbow or last-turtle card with no turtle chosen
	// (`отстающая +1`). The race decides what it means (race.choose): the
	// one last turtle, or the player's choice that must be named.
	unnamed bool
	card    string // the card word as written, for a choice that must be named
}

// moves remembers the moves read, by their text: a move is an immutable
// value that depends on its text alone (a card that names no turtle is
// settled afterwards, by the race). It keeps each as the referee.Move that
// Parse returns, so that a move read again is not copied into a new one.
var moves = referee.NewMemo(func(m *notation.Move) (referee.Move, *notation.Error) { return grammarMove(m) })

// parseMove reads a move: the value Parse returns (nil with an error), and
// what it holds.
func parseMove(m *notation.Move) (referee.Move, move, *notation.Error) {
	mv, err := moves.Read(m)
	if err != nil {
		return nil, move{}, err
	}
	return mv, mv.(move), nil
}

// tooFar is the step of a card whose number is too large to be any card's:
// the engine says there is no such card, quoting the step as written.
const tooFar = 1000

// readStep reads a step as the grammar's Step token writes it: its value
// (tooFar when it is too large to be one) and the step as written again
// for messages, a minus as −.
func readStep(token string) (int, string) {
	written := stepWritten.Replace(token)
	step, err := strconv.Atoi(stepValue.Replace(written))
	if err != nil || step > tooFar || step < -tooFar {
		step = tooFar
	}
	return step, written
}

var (
	stepWritten = strings.NewReplacer(" ", "", "\t", "", "-", "−", "–", "−", "—", "−")
	stepValue   = strings.NewReplacer("−", "-", "+", "")
)

// grammarMove reads a move through the grammar: a card, its step and, for
// a rainbow or last card, the turtle it moves.
func grammarMove(m *notation.Move) (move, *notation.Error) {
	pieces, perr := readPieces(m)
	if perr != nil {
		return move{}, perr
	}
	first := pieces[0]
	if first.Word == nil {
		return move{}, notation.ErrorAt(m.TextPos, CardMissing{Text: notation.Clip(m.Text), Example: cardFirst(pieces)})
	}
	mv, perr := readCard(m.TextPos, m.Text, pieces)
	if perr != nil || mv.kind == passMove {
		return mv, perr
	}
	var chosen []*piece
	var steps []*piece
	for _, p := range pieces[1:] {
		if p.Step != nil {
			steps = append(steps, p)
		} else {
			chosen = append(chosen, p)
		}
	}
	if len(steps) == 0 {
		steps := stepsOf(mv.kind)
		return move{}, notation.ErrorAt(m.TextPos.Add(first.Pos), StepMissing{Card: *first.Word, Steps: steps,
			Example: Card{Turtle: mv.colour, Rainbow: mv.kind == rainbowCard, Last: mv.kind == lastCard, Step: steps[0]}})
	}
	if len(steps) > 1 {
		return move{}, extra(m.TextPos, m.Text, steps[1], pieces[leftover(mv.kind, pieces)])
	}
	mv.step, mv.written = readStep(*steps[0].Step)
	return chooseTurtle(m.TextPos, m.Text, mv, first, chosen)
}

// readPieces parses a move's text into pieces, a step said in words
// read as its number.
func readPieces(m *notation.Move) ([]*piece, *notation.Error) {
	syn, err := moveParser().ParseString("", m.Text)
	if err != nil {
		perr := notation.FromParse(err, m.TextPos, "")
		var ut *participle.UnexpectedTokenError
		if perr.Code() == "notation.unexpected-extra" && errors.As(err, &ut) {
			// a move is done; say so in the game's words
			at := ut.Unexpected.Pos.Offset
			perr.Message = Extra{Move: strings.TrimSpace(m.Text[:at]), Text: notation.Clip(strings.TrimSpace(m.Text[at:]))}
		}
		return nil, perr
	}
	for _, p := range syn.Pieces {
		if p.Sign != nil {
			return nil, notation.ErrorAt(m.TextPos.Add(p.Pos), SignAlone{Sign: *p.Sign})
		}
	}
	return spokenStep(m.TextPos, m.Text, syn.Pieces)
}

// readCard reads the card the first piece names: a colour card, the
// rainbow or last card, or a pass, which is the whole move.
func readCard(base notation.Pos, text string, pieces []*piece) (move, *notation.Error) {
	first := pieces[0]
	meaning, known := wordIndex()[notation.Fold(*first.Word)]
	switch {
	case known && meaning.kind == passMove:
		if len(pieces) > 1 {
			return move{}, extra(base, text, pieces[1], pieces[1])
		}
		return move{kind: passMove}, nil
	case known && (meaning.kind == rainbowCard || meaning.kind == lastCard):
		return move{kind: meaning.kind}, nil
	}
	t, perr := turtleAt(base, first)
	if perr != nil {
		return move{}, perr
	}
	return move{kind: colourCard, colour: t}, nil
}

// chooseTurtle reads the turtle chosen after a card: none for a colour
// card, which names its own, and at most one for the rainbow or last card.
func chooseTurtle(base notation.Pos, text string, mv move, card *piece, chosen []*piece) (move, *notation.Error) {
	if mv.kind == colourCard {
		if len(chosen) > 0 {
			return move{}, notation.ErrorAt(base.Add(chosen[0].Pos), ChoiceExtra{Word: *chosen[0].Word, Card: *card.Word, Turtle: Rider(mv.colour)})
		}
		return mv, nil
	}
	if len(chosen) == 0 {
		// «Если дальше всех позади одна, двигайте её»: whether a turtle
		// must be named depends on the position, which the race knows.
		mv.unnamed, mv.card = true, *card.Word
		return mv, nil
	}
	if len(chosen) > 1 {
		return move{}, extra(base, text, chosen[1], chosen[1])
	}
	t, perr := turtleAt(base, chosen[0])
	if perr != nil {
		return move{}, perr
	}
	mv.colour = t
	return mv, nil
}

// stepsOf lists the steps the cards of a kind have, for messages.
func stepsOf(kind cardKind) notation.Alternatives {
	steps := deckSteps[kind]
	if kind == passMove {
		steps = deckSteps[colourCard]
	}
	out := make(notation.Alternatives, len(steps))
	for i, s := range steps {
		out[i] = signed(s)
	}
	return out
}

// extra is the error of a move with something left over: placed at p,
// it says the move as read up to from and what follows it, both as typed
// («после «красная +1» стоит ещё «синяя +1»»).
func extra(base notation.Pos, text string, p, from *piece) *notation.Error {
	at := from.Pos.Offset
	return notation.ErrorAt(base.Add(p.Pos), Extra{Move: strings.TrimSpace(text[:at]), Text: notation.Clip(strings.TrimSpace(text[at:]))})
}

// leftover is the index of the first piece after a whole move: the card,
// its first step and, for a rainbow or last-turtle card, the first turtle
// named. In «красная +1 синяя +1» that is «синяя»: a second card, not a
// second step of the first.
func leftover(kind cardKind, pieces []*piece) int {
	needStep, needWord := true, kind == rainbowCard || kind == lastCard
	for i, p := range pieces[1:] {
		switch {
		case p.Step != nil && needStep:
			needStep = false
		case p.Word != nil && needWord:
			needWord = false
		}
		if !needStep && !needWord {
			if i+2 < len(pieces) {
				return i + 2
			}
			break
		}
	}
	return len(pieces) - 1
}

// cardFirst is a move written step first («+1 красная») as it is written,
// card first («красная +1»): a step and then a card word, and for a rainbow
// or last-turtle card a turtle; "" for any other text.
func cardFirst(pieces []*piece) string {
	if len(pieces) < 2 || len(pieces) > 3 || pieces[0].Step == nil || pieces[1].Word == nil {
		return ""
	}
	card, ok := wordIndex()[notation.Fold(*pieces[1].Word)]
	if !ok || card.kind == passMove {
		return ""
	}
	_, step := readStep(*pieces[0].Step)
	out := *pieces[1].Word + " " + step
	if card.kind == colourCard {
		if len(pieces) > 2 {
			return ""
		}
		return out
	}
	if len(pieces) > 2 {
		if pieces[2].Word == nil {
			return ""
		}
		if _, ok := lookupTurtle(*pieces[2].Word); !ok {
			return ""
		}
		out += " " + *pieces[2].Word
	}
	return out
}

// turtleAt reads a turtle's name, suggesting the nearest word on a typo.
func turtleAt(base notation.Pos, p *piece) (Turtle, *notation.Error) {
	if p.Word != nil {
		if t, ok := lookupTurtle(*p.Word); ok {
			return t, nil
		}
	}
	word := ""
	if p.Word != nil {
		word = *p.Word
		if _, known := wordIndex()[notation.Fold(word)]; known {
			return 0, notation.ErrorAt(base.Add(p.Pos), NotATurtle{Word: word})
		}
	} else {
		word = *p.Step
	}
	return 0, unknownWord(base.Add(p.Pos), word)
}

func unknownWord(pos notation.Pos, word string) *notation.Error {
	var all []string
	for _, ws := range turtleWords {
		all = append(all, ws...)
	}
	all = append(append(append(all, rainbowWords...), lastWords...), passWords...)
	if s, ok := notation.Nearest(word, all); ok {
		return notation.ErrorAt(pos, UnknownWordSuggest{Word: word, Suggestion: s})
	}
	return notation.ErrorAt(pos, UnknownWord{Word: word})
}

func lookupTurtle(word string) (Turtle, bool) {
	var buf [64]byte // folded on the stack: a header's colours are looked up for every race
	m, ok := wordIndex()[string(notation.AppendFold(buf[:0], word))]
	return m.turtle, ok && m.kind == colourCard
}

// A card word or turtle name, as the index knows it.
type wordMeaning struct {
	kind   cardKind // passMove, rainbowCard, lastCard, or colourCard for a turtle
	turtle Turtle
}

// wordIndex() maps every folded input word to its meaning. It is built once
// and only read: folding each candidate on every move was most of the cost
// of reading a move.
var wordIndex = sync.OnceValue(func() map[string]wordMeaning {
	idx := map[string]wordMeaning{}
	for t, ws := range turtleWords {
		for _, w := range ws {
			idx[notation.Fold(w)] = wordMeaning{colourCard, Turtle(t)}
		}
	}
	for kind, ws := range map[cardKind][]string{rainbowCard: rainbowWords, lastCard: lastWords, passMove: passWords} {
		for _, w := range ws {
			idx[notation.Fold(w)] = wordMeaning{kind: kind}
		}
	}
	return idx
})
