package table

import "github.com/boardgame-referee/referee/referee"

// CannotStart: a header the game cannot start with, its errors said above.
const CannotStart referee.Term = "play.cannot-start"

// MovesLost: the moves of a long game, kept in a file of the table's own,
// cannot be read back from it (the disk failed): undo cannot replay them.
const MovesLost referee.Term = "play.moves-lost"

// Examples are a message of every type the table's engine says.
var Examples = []referee.Message{CannotStart, MovesLost}
