package turtles

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// What the grammar and the header reader cannot read: each a message of
// its own, its facts the words as the transcript wrote them.

// CardMissing: a move that does not start with a card («+1 синяя»).
type CardMissing struct {
	Text string
	// Example is the same move written card first («красная +1» for «+1
	// красная»), or "" when the text is not a card and a step swapped.
	Example string `say:"optional"`
}

func (CardMissing) Code() referee.Code { return "turtles.card-missing" }

// StepMissing: a card with no step («синяя»).
type StepMissing struct {
	Card  string                // the card word as written
	Steps notation.Alternatives // the steps cards of its kind have, one of which is wanted: «+1, +2 или −1»
	// Example is the card with its first step, in the words of the
	// language spoken: «синяя +1», "blue +1".
	Example Card
}

func (StepMissing) Code() referee.Code { return "turtles.step-missing" }

// ChoiceExtra: a turtle named after a colour card, which moves its own.
type ChoiceExtra struct {
	Word string // the word too many
	Card string // the card word as written
	// Turtle is the turtle the card moves, as Russian says it after
	// «двигает»: «карта «синяя» всегда двигает синюю черепаху».
	Turtle Rider
}

func (ChoiceExtra) Code() referee.Code { return "turtles.choice-extra" }

// ChoiceMissing: a rainbow card with no turtle chosen, or a last-turtle
// card with none while several turtles share the rearmost square.
type ChoiceMissing struct {
	Card     string   `say:"optional"` // the card word as written (English says the card's kind)
	Example  Chosen   // a move that names a turtle and can be played
	Rearmost []Turtle `say:"optional"` // a last-turtle card: the turtles it may move
	Square   OnSquare `say:"optional"` // and where they stand
}

func (ChoiceMissing) Code() referee.Code { return "turtles.choice-missing" }

// Everyone reports whether every turtle stands on the rearmost square: then
// «самые отстающие» would name them all, and the sentence says «все черепахи».
func (c ChoiceMissing) Everyone() bool { return len(c.Rearmost) == int(numTurtles) }

// Two reports whether two turtles share the rearmost square: English says
// "either of them", not "any".
func (c ChoiceMissing) Two() bool { return len(c.Rearmost) == 2 }

// Stacked reports whether the turtles to choose from stand in one tower, on
// a square past the start: Russian names it «башня …, снизу вверх», as the
// narration of a move does (Moved.Stacked).
func (c ChoiceMissing) Stacked() bool { return len(c.Rearmost) > 1 && !c.Square.Start() }

// Chosen is a rainbow or last-turtle card with its turtle named, in the
// words of the language spoken, to be typed as it is («отстающая +1
// зелёная», "last +1 green").
type Chosen struct {
	Last   bool // a last-turtle card; else a rainbow card
	Step   string
	Turtle Turtle
}

func (Chosen) Code() referee.Code { return "turtles.chosen" }

// Extra: a word or a number after a whole move: Move is the move as read
// up to it, Text the rest of the line's move, both as typed («после
// «красная +1» стоит ещё «синяя +1»»).
type Extra struct {
	Move string
	Text string
}

func (Extra) Code() referee.Code { return "turtles.extra" }

// UnknownWord: a word that is neither a turtle nor a card.
type UnknownWord struct{ Word string }

func (UnknownWord) Code() referee.Code { return "turtles.unknown-word" }

// UnknownWordSuggest: an unknown word near one the referee knows.
type UnknownWordSuggest struct {
	Word       string
	Suggestion string
}

func (UnknownWordSuggest) Code() referee.Code { return "turtles.unknown-word-suggest" }

// NotATurtle: a card word where a turtle is chosen («радуга +1 отстающая»).
type NotATurtle struct{ Word string }

func (NotATurtle) Code() referee.Code { return "turtles.not-a-turtle" }

// SignAlone: a sign with no number («красная +»).
type SignAlone struct{ Sign string }

func (SignAlone) Code() referee.Code { return "turtles.sign-alone" }

// SpokenSign: a step said in words whose sign says the other way
// («синяя вперёд −1»).
type SpokenSign struct {
	Direction string // the word, as written
	Step      string // the signed number, its minus the card's «−»
}

func (SpokenSign) Code() referee.Code { return "turtles.spoken-sign" }

// PlayersCount: a game of fewer than two or more than five players.
type PlayersCount struct{ Count int }

func (PlayersCount) Code() referee.Code { return "turtles.players-count" }

// TrackBad: a track: value that is no length the referee takes.
type TrackBad struct {
	Value string
	Max   int
}

func (TrackBad) Code() referee.Code { return "turtles.track-bad" }

// ColorsPlayer: a name in colors: that is no player's.
type ColorsPlayer struct{ Name string }

func (ColorsPlayer) Code() referee.Code { return "turtles.colors-player" }

// ColorsPlayerSuggest: a name in colors: near a player's.
type ColorsPlayerSuggest struct {
	Name       string
	Suggestion string
}

func (ColorsPlayerSuggest) Code() referee.Code { return "turtles.colors-player-suggest" }

// ColorsTwice: one colour given to two players.
type ColorsTwice struct {
	Turtle        Turtle
	First, Second string `say:"-"` // the players, as written
	// The two entries of the line that give it, as written
	// («Нина=жёлтая»): quoted, a name needs no declension.
	FirstEntry, SecondEntry string
}

func (ColorsTwice) Code() referee.Code { return "turtles.colors-twice" }

// ColorsPlayerTwice: one player given two colours.
type ColorsPlayerTwice struct{ Name string }

func (ColorsPlayerTwice) Code() referee.Code { return "turtles.colors-player-twice" }

// ColorsMissing: a player colors: gives no colour.
type ColorsMissing struct {
	Name string
	// Names are all the players it leaves out, when more than one: «не
	// названы цвета этих игроков: Паша и Юля».
	Names []string `say:"optional"`
}

func (ColorsMissing) Code() referee.Code { return "turtles.colors-missing" }

// SetupSquare: a square in setup: that the track does not have.
type SetupSquare struct {
	Square string // as written
	Track  int    `say:"-"` // the finish's number
	Last   int    // the last square before the finish (0: the finish comes right after the start)
}

func (SetupSquare) Code() referee.Code { return "turtles.setup-square" }

// SetupSquareTwice: a square given two stacks in setup:.
type SetupSquareTwice struct{ Square string }

func (SetupSquareTwice) Code() referee.Code { return "turtles.setup-square-twice" }

// SetupTwice: a turtle placed twice in setup:.
type SetupTwice struct{ Turtle Turtle }

func (SetupTwice) Code() referee.Code { return "turtles.setup-twice" }
