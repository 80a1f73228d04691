package referee

// Turns is the judgement every game makes before its own rules: no move
// after the game is over, and none by a named player whose turn it is not.
// An engine fills it in from its position and asks Judge first; the codes
// are the game's own (turtles.race-over, chinese-checkers.wrong-player), so
// each game's templates tell it in the game's words.
type Turns struct {
	GameOver    Code // what a move after the end is refused as
	WrongPlayer Code // what a move out of turn is refused as; "" when anyone may move (turbo's calls)

	Over bool    // the game is over
	How  Message // how it ended, in the game's words (said in the refusal)

	ToMove  int      // the player whose turn it is, an index into Players
	Players []string // the players' names in seat order
}

// Judge says why actor (an index into the players, or -1 when the
// transcript names nobody) may not move now, or nil when the game's own
// rules decide. move is the move as the game says it, for a template that
// names it; nil when it names none.
func (t Turns) Judge(actor int, move Message) Message {
	switch {
	case t.Over:
		return GameOver{Rule: t.GameOver, How: t.How, Move: move}
	case t.WrongPlayer != "" && actor >= 0 && actor != t.ToMove:
		return WrongPlayer{Rule: t.WrongPlayer, Expected: t.Players[t.ToMove], Actor: t.Players[actor], Move: move}
	}
	return nil
}

// GameOver refuses a move made after the game ended.
type GameOver struct {
	Rule Code    `say:"-"`
	How  Message // how the game ended
	Move Message `say:"optional"` // the move refused, when the template names it
}

func (m GameOver) Code() Code { return m.Rule }

// WrongPlayer refuses a move by a player whose turn it is not.
type WrongPlayer struct {
	Rule     Code    `say:"-"`
	Expected string  // the player due
	Actor    string  // the player who moved
	Move     Message `say:"optional"` // the move refused, when the template names it
	Why      Message `say:"optional"` // the game's own reason, when it has one beyond the order of play
}

func (m WrongPlayer) Code() Code { return m.Rule }
