package superrace

import "github.com/boardgame-referee/referee/referee"

// Where the race stands, or why it ended: the reason the closing sentence
// gives (referee.Outcome's Why).

// Racing: nobody has finished yet; the referee's closing sentence already
// says the game is not over, so only who is to move is told.
type Racing struct {
	Due string
}

func (Racing) Code() referee.Code { return "super-race.why.racing" }

// RacingAlone: a player racing alone has not finished yet.
type RacingAlone struct{ Player string }

func (RacingAlone) Code() referee.Code { return "super-race.why.alone-racing" }

// FinalRound: the first player has finished and the round goes on up to
// the last seat.
type FinalRound struct {
	Finisher string
	Past     Past
	Last     string // the last seat
}

func (FinalRound) Code() referee.Code { return "super-race.why.final" }

// TieBreak: tied players drive tie-break turns.
type TieBreak struct {
	Tied []string
	Past Past
	Due  string
}

func (TieBreak) Code() referee.Code { return "super-race.why.tie-break" }

// Won: the finished player furthest past the line wins.
type Won struct {
	Winner string
	Past   Past
	Others []Placed
}

func (Won) Code() referee.Code { return "super-race.why.won" }

// TieWon: a tied player came out ahead in the tie-break.
type TieWon struct {
	Winner string
	Past   Past
	Others []Placed
}

func (TieWon) Code() referee.Code { return "super-race.why.tie-won" }

// Shared: the tied players, level, all passed in a tie-break round (the
// closing sentence names them); Tied counts them ("both"; Russian says
// «все, кто делит первое место», with no «оба/обе» to agree with them).
type Shared struct {
	Past Past
	Tied int `say:"optional"`
}

func (Shared) Code() referee.Code { return "super-race.why.shared" }

// Alone: a player racing alone finished; the turns are the score.
type Alone struct {
	Player string `say:"optional"` // Russian leaves it to the closing sentence
	Turns  int
}

func (Alone) Code() referee.Code { return "super-race.why.alone" }

// Count picks the plural form: by the turns.
func (m Alone) Count() int { return m.Turns }

// Placed is where a player other than the winner ended: past the line or
// not finished.
type Placed struct {
	Player   string
	Finished bool
	Past     Past
}

func (Placed) Code() referee.Code { return "super-race.why.other" }
