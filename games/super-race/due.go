package superrace

import "github.com/boardgame-referee/referee/referee"

// DueNote says that the turn due is an extra one, earned on a +1 bend
// (referee.Prompter): the same player again, which the name alone hides.
func (r *race) DueNote() referee.Message {
	if r.phase == over || !r.extra {
		return nil
	}
	return ExtraDue{}
}

var _ referee.Prompter = (*race)(nil)
