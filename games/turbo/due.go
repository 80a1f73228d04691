package turbo

import "github.com/boardgame-referee/referee/referee"

// Due says that a won round waits for its next task card (referee.Due):
// nobody turns up a card until `task: …` (or `end`) is typed.
func (t *table) Due() referee.Message {
	if t.over || t.task != nil {
		return nil
	}
	m := referee.Say("turbo.due.new-task", nil)
	return m
}

var _ referee.Due = (*table)(nil)
