package bigraces

// Over reports whether the race is over (referee.Finished): no car is left
// racing.
func (e *engine) Over() bool { return e.over }
