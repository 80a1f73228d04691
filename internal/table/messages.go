package table

import "github.com/boardgame-referee/referee/referee"

// CannotStart: a header the game cannot start with, its errors said above.
const CannotStart referee.Term = "play.cannot-start"

// Examples are a message of every type the table's engine says.
var Examples = []referee.Message{CannotStart}
