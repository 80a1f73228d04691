package superrace

// Over reports whether the race is over (referee.Finished).
func (r *race) Over() bool { return r.phase == over }
