package superrace

import (
	"strings"

	"github.com/boardgame-referee/referee/referee"
)

// random is how random play plays Super Race: the dice are thrown before
// each turn, for they decide which routes are legal; and a game stops at
// 300 moves, for a random route can trap a player for good.
var random = &referee.RandomPlay{View: rolled, Most: 300}

// rolled throws the five dice, each face a colour and a shape, into the
// view Legal reads them from (as `moves --dice` gives them).
func rolled(pick func(n int) int) referee.View {
	faces := make([]string, numDice)
	for i := range faces {
		faces[i] = string("rby"[pick(3)]) + string("sc"[pick(2)])
	}
	return referee.View{"dice": strings.Join(faces, " ")}
}
