package superrace

import "github.com/boardgame-referee/referee/referee"

// What a turn did, for --explain and the table: each a sentence.

// ToldDice: the dice rolled.
type ToldDice struct{ Dice Dice }

func (ToldDice) Code() referee.Code { return "super-race.told.dice" }

// ToldUnusable: the colours rolled that cannot be used in full.
type ToldUnusable struct{ Colours []colour }

func (ToldUnusable) Code() referee.Code { return "super-race.told.unusable" }

// Count picks the plural form: by the colours.
func (m ToldUnusable) Count() int { return len(m.Colours) }

// ToldColour: the colour chosen and its dice.
type ToldColour struct {
	Player string
	Colour colour
	Shapes Shapes
}

func (ToldColour) Code() referee.Code { return "super-race.told.colour" }

// RouteSquare is a square of a route and how the route drives through it.
type RouteSquare struct {
	Square Square
	How    step
}

func (RouteSquare) Code() referee.Code { return "super-race.told.square" }

// ToldRoute: the squares driven through, and where the route stands.
type ToldRoute struct {
	Squares []RouteSquare
	At      Position
}

func (ToldRoute) Code() referee.Code { return "super-race.told.route" }

// ToldCross: the route crosses the start/finish line, leaving Square.
type ToldCross struct {
	Square Square
	Back   bool // backwards
	Count  int  // the crossings counted after it, +1 forwards and −1 backwards
}

func (ToldCross) Code() referee.Code { return "super-race.told.cross" }

// ToldHalf: a distance along the side of a start square counts as half a
// square.
type ToldHalf struct{}

func (ToldHalf) Code() referee.Code { return "super-race.told.half" }

// ToldFinish: the lap is complete.
type ToldFinish struct {
	Player string
	Past   Past
}

func (ToldFinish) Code() referee.Code { return "super-race.told.finish" }

// ToldPast: where a finished player's route now ends.
type ToldPast struct {
	Player string
	Past   Past
}

func (ToldPast) Code() referee.Code { return "super-race.told.past" }

// ToldBend: the turn ends on a +1 bend, and whether that earns an extra
// turn: it does (Extra), or not — an extra turn earns none (Again), none
// in the final round or tie-break turns (Final), none for a player who has
// finished (Finished); alone, the extra turn is the next turn (none of
// them).
type ToldBend struct {
	Player                        string
	Square                        Square
	Extra, Again, Final, Finished bool
}

func (ToldBend) Code() referee.Code { return "super-race.told.plus" }

// ToldExtra: the player takes the extra turn.
type ToldExtra struct{ Player string }

func (ToldExtra) Code() referee.Code { return "super-race.told.extra" }

// ToldExtraNotTaken: the player due does not take the extra turn.
type ToldExtraNotTaken struct{ Player string }

func (ToldExtraNotTaken) Code() referee.Code { return "super-race.told.extra-not-taken" }

// ToldTieBreakTurn: a tie-break turn.
type ToldTieBreakTurn struct{ Player string }

func (ToldTieBreakTurn) Code() referee.Code { return "super-race.told.tie-break-turn" }

// ToldPass: no colour can be used in full.
type ToldPass struct{ Player string }

func (ToldPass) Code() referee.Code { return "super-race.told.pass" }

// ToldFinalRound: the first to finish; the round is completed up to the
// last seat.
type ToldFinalRound struct{ Player, Last string }

func (ToldFinalRound) Code() referee.Code { return "super-race.told.final-round" }

// ToldLastSeat: the first to finish sits last, so the round is complete.
type ToldLastSeat struct{ Player string }

func (ToldLastSeat) Code() referee.Code { return "super-race.told.last-seat" }

// ToldTied: the round ends with players tied, who drive tie-break turns.
type ToldTied struct {
	Tied  []string
	Past  Past
	First string
}

func (ToldTied) Code() referee.Code { return "super-race.told.tied" }
