package turbo

// Over reports whether the game is over (referee.Finished).
func (t *table) Over() bool { return t.over }
