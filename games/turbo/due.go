package turbo

import "github.com/boardgame-referee/referee/referee"

// DueNote says that a won round waits for its next task card (referee.Prompter):
// nobody turns up a card until `task: …` (or `end`) is typed.
func (t *table) DueNote() referee.Message {
	if t.over || t.task != nil {
		return nil
	}
	return referee.Term("turbo.due.new-task")
}

var _ referee.Prompter = (*table)(nil)
