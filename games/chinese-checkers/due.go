package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// DueNote says, once the winner is known, which place the others still race
// for (referee.Prompter): «остальные могут продолжать, чтобы разыграть
// следующие места».
func (g *game) DueNote() referee.Message {
	if len(g.finished) == 0 || g.decided() {
		return nil
	}
	return RacingFor{Place: Place{N: len(g.finished) + 1}}
}

var _ referee.Prompter = (*game)(nil)
