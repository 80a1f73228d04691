package superrace

import "github.com/boardgame-referee/referee/referee"

// What a turn did, for --explain and the table: one sentence a turn, in
// the booklet's words. The dice are in the turn as written, and the rules
// behind it are said where they first matter (readings, once a game).

// Drew: a turn that draws a route — the colour, its straights and curves,
// the square it is drawn on to (where it comes from is the last turn's
// end, so only a start square is told) — and what came of it: a +1 bend, the
// start/finish line crossed, the finish, the final round.
type Drew struct {
	NotTaken string // the player due who did not take their extra turn, or ""
	Player   string
	Extra    bool // this is the player's extra turn
	TieBreak bool // a tie-break turn
	Colour   colour
	Shapes   Shapes
	Single   bool // the route is one square: To
	To       Square
	Start    int // the start square the route begins on (the first turn), or 0
	// The last square is a +1 bend: it earns an extra turn (Earns), or
	// not — an extra turn earns none (Again), none in the final round or a
	// tie-break (InFinal), none for a player who has finished (AfterFinish);
	// racing alone, the extra turn is the next turn (none of them).
	Bend, Earns, Again, InFinal, AfterFinish bool
	Back                                     bool // the route crosses the start/finish line backwards
	Forward                                  bool // it crosses it forwards, but the lap is not complete
	Finishes                                 bool // the lap is complete
	Finished                                 bool // a player who had finished drives on (a tie-break)
	Past                                     Past // where the route ends from the line, when finished
	// The first to finish: the round goes on (FinalRound), or they sit
	// last and it is complete (LastSeat). Finals counts the players who
	// take a final turn, Last the last of them (the starter's right), so
	// that the rule is told with the names it applies to.
	FinalRound, LastSeat bool
	Finals               int
	Last                 string
}

func (Drew) Code() referee.Code { return "super-race.told.drew" }

// Passed: a turn that passes, no colour rolled being usable in full. Why
// is told by colour, as the engine found it: the colours rolled that no
// route uses in full (Blocked), and those whose every route that does ends
// in a dead end (DeadEnds), which only the referee's reading forbids. With
// no DeadEnds the rule alone makes the pass, and the sentence says so.
type Passed struct {
	NotTaken string
	Player   string
	Extra    bool
	TieBreak bool
	Blocked  blockedColours // said only beside DeadEnds
	DeadEnds []everyByColour
	Several  bool `say:"optional"` // more than one of DeadEnds: English "red and blue"
	Single   bool `say:"optional"` // DeadEnds is one colour and one face of it was rolled: Russian «красная грань заводит»
}

// DeadEndFace is the one colour of DeadEnds as its single face: «красная
// (грань)».
func (m Passed) DeadEndFace() everyByFace {
	if len(m.DeadEnds) == 0 {
		return everyByFace(red)
	}
	return everyByFace(m.DeadEnds[0])
}

// blockedColours: the colours rolled that no route uses in full, said as
// one phrase, «ни синий, ни жёлтый», "neither blue nor yellow".
type blockedColours struct {
	Red, Blue, Yellow bool
}

func (blockedColours) Code() referee.Code { return "super-race.blocked" }

// add counts a colour among the blocked.
func (b *blockedColours) add(c colour) {
	switch c {
	case red:
		b.Red = true
	case blue:
		b.Blue = true
	case yellow:
		b.Yellow = true
	}
}

func (Passed) Code() referee.Code { return "super-race.told.passed" }

// Level: a round ends with the players furthest past the line level (how
// far, the turn just told says); they drive tie-break turns.
type Level struct {
	Tied []string
}

func (Level) Code() referee.Code { return "super-race.told.level" }
