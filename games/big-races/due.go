package bigraces

import "github.com/boardgame-referee/referee/referee"

// DueNote names the car due and how far it may go (referee.Prompter).
func (e *engine) DueNote() referee.Message {
	if e.over {
		return nil
	}
	p := Prompt{Number: e.due()/e.players + 1, Limit: upTo(e.limit())}
	if e.moved == 0 {
		p.Round = e.round
	}
	return p
}

var _ referee.Prompter = (*engine)(nil)

// Mover names the car due, as the canonical line writes it (referee.Mover):
// a move tapped is kept as `Маша1: ffi`, not under the player's name.
func (e *engine) Mover() string {
	if e.over {
		return ""
	}
	return e.car(e.due()).Name()
}

var _ referee.Mover = (*engine)(nil)
