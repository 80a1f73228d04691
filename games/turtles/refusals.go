package turtles

import "github.com/boardgame-referee/referee/referee"

// NoSuchCard refuses a card the deck does not have («синяя +3»).
type NoSuchCard struct{ Card Card }

func (NoSuchCard) Code() referee.Code { return CodeNoSuchCard }

// BackFromStart refuses a backward card for a turtle on the start:
// «Движение назад на одну клетку нельзя применить к фигуре на старте».
type BackFromStart struct {
	Turtle Turtle // the turtle the card moves
	Card   Card   // the card played
}

func (BackFromStart) Code() referee.Code { return CodeBackFromStart }

// NotLast refuses a last-turtle card for a turtle that is not on the
// rearmost occupied square.
type NotLast struct {
	Turtle   Turtle   `say:"optional"` // the turtle chosen (Russian says it as Chosen)
	Square   OnSquare // where it stands
	Rear     OnSquare // the rearmost occupied square
	Rearmost []Turtle // the turtles there, one of which the card may move
}

func (NotLast) Code() referee.Code { return CodeNotLast }

// Chosen is the chosen turtle as the object of the sentence («картой для
// отстающей черепахи нельзя передвинуть красную»).
func (n NotLast) Chosen() Rider { return Rider(n.Turtle) }

// Alone reports whether one turtle alone is furthest back: «такая карта
// двигает только её», not «только одну из них».
func (n NotLast) Alone() bool { return len(n.Rearmost) == 1 }

// Finished is how the race ended, said in a refusal of a card played
// after it (referee.GameOver's How): the turtle that reached the finish,
// and on which move; Move 0 when the setup put it there.
type Finished struct {
	Turtle Turtle
	Move   int
}

func (Finished) Code() referee.Code { return "turtles.finished" }

// turns is the shared judgement of the race's turn and end: no card after
// the finish, none out of turn.
func (r *race) turns() referee.Turns {
	t := referee.Turns{GameOver: CodeRaceOver, WrongPlayer: CodeWrongPlayer, Over: r.over, ToMove: r.turn, Players: r.names}
	if r.over {
		t.How = Finished{Turtle: r.finisher, Move: r.overAt}
		if r.overAt == 0 {
			t.GameOver = CodeRaceOverSetup
		}
	}
	return t
}

// FirstTurn is why a move out of turn on the record's first turn is
// refused: the booklet has the youngest start, the referee knows only the
// record, where the first player is the first name of the players: line,
// or the one its turn: line names. It says where the record's order comes
// from, that by the rules the youngest starts (the record's order is a
// convention, not the rule), and how the record names another first
// player.
type FirstTurn struct {
	Expected string // the player the record has start
	Actor    string // the player who moved
	TurnLine bool   // a turn: line names the first player
	// Key is the key of the line the order comes from (the turn: line, or
	// else the players: line) as the record writes it («players», «ход»):
	// the reader looks for that line in the file. Said for a turn: line;
	// the players: line is said by the header's word in the sentence's
	// language, beside the turn: line the sentence asks for (never
	// «players:» and «ход:» in one sentence).
	Key string
}

func (FirstTurn) Code() referee.Code { return "turtles.first-turn" }

// Behind is how many turtles stand furthest back: «обе», «все три».
func (n NotLast) Behind() int { return len(n.Rearmost) }
