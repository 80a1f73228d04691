package turtles

import "github.com/boardgame-referee/referee/referee"

// The words of the picture of the track (board --svg, replay --html).

// PictureTitle heads the picture: the track, and when.
type PictureTitle struct {
	When referee.Message // the start, or after how many moves (referee.When)
}

func (PictureTitle) Code() referee.Code { return "turtles.picture.title" }

// FinishLabel names the finish's box with its number.
type FinishLabel struct{ N int }

func (FinishLabel) Code() referee.Code { return "turtles.picture.finish" }

// Legend names a turtle's player once the colours are known, or says it
// is nobody's.
type Legend struct {
	Turtle  Turtle
	Player  string
	Nobodys bool // the colour is no player's
}

func (Legend) Code() referee.Code { return "turtles.picture.legend" }

// KeyLast says how the last card's turtles are drawn.
type KeyLast struct {
	Turtle Turtle   // the turtle the card moved
	Riders []Turtle // those it carried, bottom to top
}

func (KeyLast) Code() referee.Code { return "turtles.picture.key-last" }

// Description is the position in words, for a reader who cannot see the
// picture.
type Description struct {
	Standing []Standing // the squares with turtles, from the start
}

func (Description) Code() referee.Code { return "turtles.picture.desc" }

// Standing is the turtles on a square: bottom to top, or apart on the
// start. A list of them says the whole track.
type Standing struct {
	Turtles []Turtle
	Square  Square
}

func (Standing) Code() referee.Code { return "turtles.square.turtles" }

// LastCard says what the last card moved, for the description.
type LastCard struct {
	Turtle Turtle
	Riders []Rider // those it carried, bottom to top
	From   FromSquare
	To     ToSquare
}

func (LastCard) Code() referee.Code { return "turtles.picture.desc-last" }

// The picture's words with no facts.
const (
	pictureStart referee.Term = "turtles.picture.start"
	keyNobodys   referee.Term = "turtles.picture.key-neutral"
	ownersSecret referee.Term = "turtles.picture.owners-secret"
	keyRefused   referee.Term = "picture.key-refused" // the referee's own
	keyGhost     referee.Term = "picture.key-refused-ghost"
	keyRingOnly  referee.Term = "picture.key-refused-ring"
)

// letters mark each turtle's shell: R Y G B P, К Ж З С Ф.
var letters = [numTurtles]referee.Term{"turtles.picture.letter.red", "turtles.picture.letter.yellow",
	"turtles.picture.letter.green", "turtles.picture.letter.blue", "turtles.picture.letter.purple"}

// LastCaption says the last card under the picture's title: who played
// which card, which the picture alone never says in words; a rainbow or
// last-turtle card with the turtle it moved (the card alone named no
// turtle, while the key named the one framed).
type LastCaption struct {
	Player string
	Card   Card
}

func (LastCaption) Code() referee.Code { return "turtles.picture.last-caption" }
