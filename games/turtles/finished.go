package turtles

// Over reports whether the race is over (referee.Finished).
func (r *race) Over() bool { return r.over }
