// Package when says which position a game's picture shows, for its title:
// the start, the position a transcript's header set up, after how many
// legal moves, or before a refused move (pics24: «после 1 хода» over a
// picture of move 2 refused read as the wrong move; pics23: «в начальной
// позиции» over a position the header set up).
package when

import "github.com/boardgame-referee/referee/referee"

// Refused says a picture shows the position before a refused move: move
// Move, the legal moves before it and one.
type Refused struct{ Move int }

func (Refused) Code() referee.Code { return "picture.when.before-refused" }

// SetUp says a picture shows the position a transcript's header set up,
// before any move.
type SetUp struct{}

func (SetUp) Code() referee.Code { return "picture.when.setup" }

// SetUpRefused says a picture shows the position a transcript's header
// set up, before a refused move: its number is the transcript's, which
// the game does not know.
type SetUpRefused struct{}

func (SetUpRefused) Code() referee.Code { return "picture.when.setup-refused" }

// Of is which position a picture shows: after moves legal moves (see
// referee.When), before the refused move when refused, from a header's
// setup when setUp and no move was played.
func Of(moves int, refused, setUp bool) referee.Message {
	switch {
	case moves == 0 && setUp && refused:
		return SetUpRefused{}
	case moves == 0 && setUp:
		return SetUp{}
	case refused:
		return Refused{Move: moves + 1}
	}
	return referee.When(moves)
}

// Examples are the package's messages, said in both languages.
var Examples = []referee.Message{Refused{Move: 2}, SetUp{}, SetUpRefused{}}
