package superrace

import "github.com/boardgame-referee/referee/referee"

// The rules a turn breaks, each a message of its own: the facts of the
// turn and the position that the sentence names.

// FiveDice refuses a turn that does not record five faces.
type FiveDice struct {
	Faces referee.Quantity // the faces written
}

func (FiveDice) Code() referee.Code { return CodeFiveDice }

// ColourNotRolled refuses a colour that no die shows.
type ColourNotRolled struct {
	Colour colour   `say:"optional"` // Russian says it as Faces: «жёлтых граней»
	Rolled []colour `say:"optional"` // the colours the dice show; Russian says RolledFaces
}

func (ColourNotRolled) Code() referee.Code { return CodeNotRolled }

// EveryDie refuses a route with more or fewer steps than the chosen
// colour's dice.
type EveryDie struct {
	Colour onDice
	Rolled Shapes // the dice of the colour
	Route  Shapes // the steps of the route as written
}

func (EveryDie) Code() referee.Code { return CodeEveryDie }

// DieShape refuses a route whose straights and curves are not the dice's.
type DieShape struct {
	Colour onDice
	Rolled Shapes
	Route  Shapes
}

func (DieShape) Code() referee.Code { return CodeDieShape }

// OffTrack refuses a square of a route that is not track, or beyond the
// edge of the map.
type OffTrack struct {
	Nth    nth // the route's square, from its first
	Square Square
	Beyond bool // beyond the edge of the map, which no row and column name
}

func (OffTrack) Code() referee.Code { return CodeOffTrack }

// WrongColour refuses a square of a route of another colour.
type WrongColour struct {
	Nth    nth
	Square Square
	Its    colour   // the square's colour
	Needed byFaces  // the faces that may cross it
	Colour byColour // the colour used
}

func (WrongColour) Code() referee.Code { return CodeWrongColour }

// UsedSquare refuses a square of a route that the player's route crossed
// before: on an earlier turn of theirs, or earlier in this route.
type UsedSquare struct {
	Nth     nth
	Square  Square
	Turn    int // the player's turn that crossed it (their own count, from 1); 0 when this route did
	Earlier nth // the square of this route it is, when Turn is 0
}

func (UsedSquare) Code() referee.Code { return CodeUsedSquare }

// DeadEnd refuses a route that stops where it cannot go on, and says what
// could be done instead: another route of the colour, another colour, or a
// pass.
type DeadEnd struct {
	// What lies beyond the route's end: the edge of the map, a square
	// that is not track, or a square used on the player's turn Turn (their
	// own count), or by this route when Turn is 0.
	Beyond bool
	Off    bool
	Square Square
	Turn   int
	// What could be done: a route that works (of Colour, or of another
	// colour when Other), or a pass when Route is nil.
	Colour colour
	Other  bool
	Route  *Route
}

func (DeadEnd) Code() referee.Code { return CodeDeadEnd }

// MustDraw refuses a pass while a colour can be used in full.
type MustDraw struct {
	Player string `say:"optional"` // who passes: "Melanie may not pass this turn"; Russian says «пропускать ход нельзя»
	Colour colour `say:"optional"` // a colour that can be used in full, the one with most faces; Russian says OneFace
	Single bool   // one face of Colour was rolled: "the red face", «красную грань»
	Route  Route  // a route of it that works
}

func (MustDraw) Code() referee.Code { return CodePass }

// StartSquare refuses a start square named on a turn: by a player who has
// started, a square the track does not have, or another square than the
// player's own.
type StartSquare struct {
	Player  string
	Named   int    // the start square the turn names
	Started bool   // the player's route has left the start line
	Next    Square // the square it goes on into then
	NoSuch  bool   // the track has no start square Named
	Starts  referee.Quantity
	Own     int // the player's own start square
	// Key is the start line's key as the header writes it («старт»,
	// start), so that the sentence names the line the reader sees; "" when
	// the header has none.
	Key string `say:"optional"`
}

func (StartSquare) Code() referee.Code { return CodeStartSquare }

// ExtraTwice refuses a third turn in a row: an extra turn that ended on a
// +1 bend too earns nothing.
type ExtraTwice struct {
	Player string `say:"optional"` // who claims a third turn in a row; English leaves it to the turn's label
	Due    string
}

func (ExtraTwice) Code() referee.Code { return CodeExtraTwice }

// ExtraLate refuses an extra turn claimed after another player moved.
type ExtraLate struct {
	// Player claims it, whose extra turn was lost; never declined. The
	// Russian sentence makes the move its subject («Ход 4 закончился на
	// вираже»), so as not to put a name in a gendered past tense.
	Player string `say:"optional"`
	Since  string // the player who moved instead, so that it was lost
	// Turn is the claimant's own turn, counted for them from 1, that ended
	// on the bend; kept for JSON, while the sentence names Move, the
	// numbering the page uses.
	Turn int `say:"-"`
	// Move is the same turn counted as the transcript's lines are, over all
	// players from 1: the refusal names it as the page does («ход 4»).
	Move int
	// Next is the move that followed it, Since's, on which the extra turn
	// was lost: the Russian sentence makes that move, not Since, the
	// subject («за ним уже последовал ход 5 (Edgar)»), so that no verb
	// agrees with a name. English says Since alone.
	Next int `say:"optional"`
	Due  string
}

func (ExtraLate) Code() referee.Code { return CodeExtraLate }

// The reasons a player may not move now beyond the order of play
// (referee.WrongPlayer's Why).

// FinishedStops: a player who has finished takes no more turns.
type FinishedStops struct{}

func (FinishedStops) Code() referee.Code { return "super-race.why-not.finished" }

// OnlyTied: only the tied players drive tie-break turns.
type OnlyTied struct{ Tied []string }

func (OnlyTied) Code() referee.Code { return "super-race.why-not.tied" }

// FinalRoundOnly: after the first finish, only the players later in the
// round take a final turn.
type FinalRoundOnly struct{}

func (FinalRoundOnly) Code() referee.Code { return "super-race.why-not.final" }

// NoExtraInFinal: a +1 bend earns no extra turn in the final round.
type NoExtraInFinal struct{}

func (NoExtraInFinal) Code() referee.Code { return "super-race.why-not.no-extra-final" }

// NoExtraInTieBreak: nor in tie-break turns.
type NoExtraInTieBreak struct{}

func (NoExtraInTieBreak) Code() referee.Code { return "super-race.why-not.no-extra-tie-break" }

// NoBend: the player's last turn did not end on a +1 bend.
type NoBend struct{}

func (NoBend) Code() referee.Code { return "super-race.why-not.not-plus" }

// SeatOrder: players take turns in the order of the players: line.
type SeatOrder struct{}

func (SeatOrder) Code() referee.Code { return "super-race.why-not.order" }

// How the race was decided, for a turn after its end (referee.GameOver's
// How).

// WonBy: one player won.
type WonBy struct {
	Winner string
}

func (WonBy) Code() referee.Code { return "super-race.decided.won" }

// SharedBy: the tied players share the win.
type SharedBy struct{ Winners []string }

func (SharedBy) Code() referee.Code { return "super-race.decided.shared" }

// FinishedAlone: a player racing alone finished in so many turns.
type FinishedAlone struct {
	Player string
	Turns  int
}

func (FinishedAlone) Code() referee.Code { return "super-race.decided.alone" }

// Count picks the plural form: by the turns.
func (m FinishedAlone) Count() int { return m.Turns }

// Faces is the colour as the faces that did not come up: «жёлтых граней
// (не выпало)».
func (m ColourNotRolled) Faces() byFaces { return byFaces(m.Colour) }

// RolledFaces are the colours rolled as faces: «(только) красные и синие».
func (m ColourNotRolled) RolledFaces() []byColour {
	out := make([]byColour, len(m.Rolled))
	for i, c := range m.Rolled {
		out[i] = byColour(c)
	}
	return out
}

// CurveStraight says the route runs a curve straight on (it has more
// straights than were rolled), so that the refusal names that fault
// rather than its opposite, a straight turned.
func (m DieShape) CurveStraight() bool { return m.Route.Straights > m.Rolled.Straights }

// Single says the colour came up on one face only, so that English says
// "the only red face rolled is" rather than "the red faces rolled are",
// and Russian «выпала одна красная грань», not «выпали красные грани».
func (m DieShape) Single() bool { return int(m.Rolled.Straights)+int(m.Rolled.Curves) == 1 }

// Single says the colour came up on one face only (as DieShape's).
func (m EveryDie) Single() bool { return int(m.Rolled.Straights)+int(m.Rolled.Curves) == 1 }

// One is the colour as its single face: «выпала одна красная грань».
func (m EveryDie) One() onDie { return onDie(m.Colour) }

// More says the route has more squares than the colour has faces, so that
// the refusal says why a face cannot drive two squares rather than that
// every face must be used, its opposite.
func (m EveryDie) More() bool {
	return int(m.Route.Straights)+int(m.Route.Curves) > int(m.Rolled.Straights)+int(m.Rolled.Curves)
}

// One is the colour as its single face: «выпала одна красная грань».
func (m DieShape) One() onDie { return onDie(m.Colour) }

// OneFace is the colour that can be used, one face of it rolled: «красную
// (грань можно использовать)».
func (m MustDraw) OneFace() oneFace { return oneFace(m.Colour) }

// AllFaces is the colour that can be used, several faces of it rolled:
// «красные (грани можно использовать все)».
func (m MustDraw) AllFaces() onDice { return onDice(m.Colour) }
