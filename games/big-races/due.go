package bigraces

import "github.com/boardgame-referee/referee/referee"

// Due names the car due and how far it may go (referee.Due): a player has
// two cars, and the prompt must say which one moves and its limit.
func (e *engine) Due() referee.Message {
	if e.over {
		return nil
	}
	m := referee.Say("big-races.due", referee.Facts{"car": e.roster.names[e.due()], "limit": atMost(e.limit())})
	return m
}

var _ referee.Due = (*engine)(nil)
