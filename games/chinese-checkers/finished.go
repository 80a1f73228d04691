package chinesecheckers

// Over reports whether the game is over (referee.Finished): once a player
// has filled their target, though the others may play on for places.
func (g *game) Over() bool { return len(g.finished) > 0 }
