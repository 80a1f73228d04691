package turtles

import (
	"slices"
	"strconv"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The header keys of the game.
var (
	colorsKeys = []string{"colors", "colours", "цвета"}
	trackKeys  = []string{"track", "дорожка"}
	setupKeys  = []string{"setup", "позиция"}
	startWords = []string{"start", "старт"}
	finishWord = []string{"finish", "финиш"}
)

// The setup grammar: `2=зелёная/жёлтая, 3=синяя, start=красная`, each stack
// bottom to top.
var setupLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t]+`},
		{Name: "Int", Pattern: `[0-9]+`},
		{Name: "Word", Pattern: `[\p{L}][\p{L}\-]*`},
		{Name: "Punct", Pattern: `[=,/]`},
		{Name: "Other", Pattern: `.`},
	})
})

type setupSyntax struct {
	Places []*placeSyntax `parser:"@@ ( ',' @@ )*"`
}

type placeSyntax struct {
	Pos     lexer.Position
	Square  string        `parser:"@(Int | Word) '='"`
	Turtles []*wordSyntax `parser:"@@ ( '/' @@ )*"`
}

type wordSyntax struct {
	Pos  lexer.Position
	Name string `parser:"@Word"`
}

var setupParser = sync.OnceValue(func() *participle.Parser[setupSyntax] {
	return participle.MustBuild[setupSyntax](participle.Lexer(setupLexer()), participle.Elide("Space"))
})

const maxTrack = 1000

// expectSetup is what a setup: line should look like, for an error that
// cannot read it.
const expectSetup referee.Term = "turtles.expect.setup"

// newRace reads the header into a starting position.
func newRace(s referee.Start) (*race, []*notation.Error) {
	h := s.Header
	if n := len(s.Players); n < 2 || n > 5 {
		return nil, []*notation.Error{notation.ErrorAt(h.Lookup(notation.PlayersKeys...).ValuePos, PlayersCount{Count: n})}
	}
	r := &race{track: 9, players: len(s.Players), names: s.Players, turn: s.First}
	if e := h.Lookup(notation.PlayersKeys...); e != nil {
		r.russianKeys = notation.Fold(e.Key) != "players"
		r.orderKey = e.Key
	} else {
		r.orderKey = "players"
	}
	if e := h.Lookup(notation.TurnKeys...); e != nil {
		r.turnLine, r.orderKey = true, e.Key
	}
	r.colourOf = make([]Turtle, len(s.Players))
	for i := range r.colourOf {
		r.colourOf[i] = -1
	}
	if e := h.Lookup(trackKeys...); e != nil {
		n, err := strconv.Atoi(e.Value)
		if err != nil || n < 1 || n > maxTrack {
			return nil, []*notation.Error{notation.ErrorAt(e.ValuePos, TrackBad{Value: notation.Clip(e.Value), Max: maxTrack})}
		}
		r.track = n
	}
	// Every square's stack in one array: a stack holds at most the five
	// turtles, so moving one never grows it.
	const n = int(numTurtles)
	cells := make([]Turtle, (r.track+1)*n)
	r.stacks = make([][]Turtle, r.track+1)
	for sq := range r.stacks {
		r.stacks[sq] = cells[sq*n : sq*n : (sq+1)*n]
	}
	if e := h.Lookup(colorsKeys...); e != nil {
		if err := r.readColours(s, e); err != nil {
			return nil, []*notation.Error{err}
		}
	}
	if e := h.Lookup(setupKeys...); e != nil {
		if err := r.readSetup(e); err != nil {
			return nil, []*notation.Error{err}
		}
	}
	if len(r.stacks[r.track]) > 0 {
		r.over, r.finisher = true, r.stacks[r.track][0]
	}
	return r, nil
}

// readColours reads colors:, the players' secret colours.
func (r *race) readColours(s referee.Start, e *notation.Entry) *notation.Error {
	players := s.Players
	pairs, err := notation.Pairs(e.Value, e.ValuePos)
	if err != nil {
		return err
	}
	var taken [numTurtles]string // who holds each colour
	var given [numTurtles]string // the entry that gave it, as written
	for _, p := range pairs {
		// A name as people type it: a beginning that fits one player
		// alone too, said so («Тим» — это Тимофей).
		who, err := s.Player(p.Key)
		if err != nil {
			return err
		}
		if who < 0 {
			if s, ok := notation.Nearest(p.Key.Text, players); ok {
				return notation.ErrorAt(p.Key.Pos, ColorsPlayerSuggest{Name: p.Key.Text, Suggestion: s})
			}
			return notation.ErrorAt(p.Key.Pos, ColorsPlayer{Name: p.Key.Text})
		}
		t, ok := lookupTurtle(p.Value.Text)
		if !ok {
			return unknownWord(p.Value.Pos, p.Value.Text)
		}
		if other := taken[t]; other != "" {
			return notation.ErrorAt(p.Value.Pos, ColorsTwice{Turtle: t, First: other, Second: players[who],
				FirstEntry: given[t], SecondEntry: p.Key.Text + "=" + p.Value.Text})
		}
		if r.colourOf[who] >= 0 {
			return notation.ErrorAt(p.Key.Pos, ColorsPlayerTwice{Name: players[who]})
		}
		taken[t] = players[who]
		given[t] = p.Key.Text + "=" + p.Value.Text
		r.colourOf[who] = t
	}
	var missing []string
	for i, c := range r.colourOf {
		if c < 0 {
			missing = append(missing, players[i])
		}
	}
	if len(missing) == 1 {
		return notation.ErrorAt(e.ValuePos, ColorsMissing{Name: missing[0]})
	}
	if len(missing) > 1 {
		return notation.ErrorAt(e.ValuePos, ColorsMissing{Name: missing[0], Names: missing})
	}
	r.coloursKnown = true
	return nil
}

func (r *race) readSetup(e *notation.Entry) *notation.Error {
	syn, ok := plainSetup(e.Value)
	if !ok {
		var err error
		if syn, err = setupParser().ParseString("", e.Value); err != nil {
			return notation.FromParse(err, e.ValuePos, expectSetup)
		}
	}
	placed := map[Turtle]bool{}
	squares := map[int]bool{}
	for _, p := range syn.Places {
		sq, ok := r.squareNamed(p.Square)
		if !ok {
			return notation.ErrorAt(e.ValuePos.Add(p.Pos), SetupSquare{Square: notation.Clip(p.Square), Track: r.track, Last: r.track - 1})
		}
		if squares[sq] && sq > 0 {
			// `2=red, 2=blue` could mean either stack order: say so.
			return notation.ErrorAt(e.ValuePos.Add(p.Pos), SetupSquareTwice{Square: p.Square})
		}
		squares[sq] = true
		for _, w := range p.Turtles {
			t, ok := lookupTurtle(w.Name)
			if !ok {
				return unknownWord(e.ValuePos.Add(w.Pos), w.Name)
			}
			if placed[t] {
				return notation.ErrorAt(e.ValuePos.Add(w.Pos), SetupTwice{Turtle: t})
			}
			placed[t] = true
			r.square[t] = sq
			if sq > 0 {
				r.stacks[sq] = append(r.stacks[sq], t)
			}
		}
	}
	return nil
}

// squareNamed reads a square: a number, start or finish.
func (r *race) squareNamed(s string) (int, bool) {
	f := notation.Fold(s)
	if slices.ContainsFunc(startWords, notation.Is(f)) {
		return 0, true
	}
	if slices.ContainsFunc(finishWord, notation.Is(f)) {
		return r.track, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > r.track {
		return 0, false
	}
	return n, true
}
