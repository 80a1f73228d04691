package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// What a legal move did, for --explain and the table: one sentence a move.
// The line's label names the player and the move as written; the sentence
// names the player again only to say whose count, pieces or place it is,
// after a dash or a colon («Аня — 3 из 10», «второе место — Аня») or after
// «игрока» («фишка игрока Боря», «теперь у игрока Боря в целевом
// треугольнике одна фишка из десяти»), never as the subject of a verb: a
// typed name («Аня», «Белые») can be neither declined nor given a gender,
// and «Белые» would not agree with «занимает».

// Moved tells a move: a step, a hop or a chain of hops, from where to
// where, and what it did to the mover's target.
type Moved struct {
	From, To string
	Player   string   // the mover, for the sentences that say whose piece or place it is
	Hops     int      // 0: a step
	Piece    NthPiece // the mover's piece that came into their target, counted; zero when none did, or it was the last
	Left     bool     // a piece went out of the target
	Remain   int      `say:"optional"` // when Left: the mover's pieces still in the target (said through Remaining)
	Of       int      `say:"optional"` // the mover's pieces in all (said through OfCount in English)
	Done     bool     // the mover's last piece came in: they have finished
	Parlett  bool     // they finished under blocking: parlett, their target full with others' pieces in it
	Foreign  int      `say:"optional"` // when Parlett: the other players' pieces in the mover's target
	Owners   []string `say:"optional"` // when Parlett: whose they are, each once, in turn order
	Mine     int      `say:"optional"` // when Parlett: the mover's own pieces in their target (said through MineIn)
	At       []string `say:"optional"` // when Parlett: the holes the other players' pieces take («десятую, n4, — Боря»)
	Place    Place    // the place they finished in, after the winner (the closing names the winner)
	Wins     bool     `say:"-"` // Done, and first: the table hears of the win at once (said as a place left unsaid)
	Others   bool     // Wins, and others race on for the places after
	Fifteen  bool     `say:"optional"` // the target is the point and the five holes in front of it (Russian: the target triangle all the same)
	// This move decided every place: the one player still racing takes
	// the last.
	Rest      string
	RestPlace Place
}

func (Moved) Code() referee.Code { return "chinese-checkers.told.move" }

// Remaining is what a piece leaving the target left in it, counted.
func (m Moved) Remaining() referee.Quantity {
	return referee.Quantity{Count: m.Remain, Unit: "chinese-checkers.unit.piece"}
}

// MineIn and ForeignIn are the mover's and the others' pieces in a target
// filled under blocking: parlett, counted in the prepositional as the
// holes they stand in («в девяти лунках стоят фишки игрока Аня, а в одной
// (n4) — фишка игрока Боря»): no verb agrees with a typed name.
func (m Moved) MineIn() referee.Quantity {
	return referee.Quantity{Count: m.Mine, Unit: "chinese-checkers.unit.number-in"}
}

func (m Moved) ForeignIn() referee.Quantity {
	return referee.Quantity{Count: m.Foreign, Unit: "chinese-checkers.unit.number-in"}
}

// SeveralOwners: the other players' pieces in a target filled under
// blocking: parlett belong to more than one player (a plural verb).
func (m Moved) SeveralOwners() bool { return len(m.Owners) > 1 }

// Stay tells how many of the mover's pieces stay in the target a piece
// has left, as a bare count in words ("and seven remain there").
func (m Moved) Stay() referee.Quantity {
	return referee.Quantity{Count: m.Remain, Unit: "chinese-checkers.unit.number"}
}

// Chain is a chain's hops, counted as the booklet counts: «четыре прыжка».
func (m Moved) Chain() referee.Quantity {
	return referee.Quantity{Count: m.Hops, Unit: "chinese-checkers.unit.hop"}
}

// FilledFor tells that a move filled another player's target under
// blocking: parlett, with some of their pieces in it: they have finished.
type FilledFor struct {
	Player  string
	Mover   string   `say:"optional"` // who moved: their piece took the target's last empty hole (Russian: the line's label names them)
	Mine    int      `say:"optional"` // the player's own pieces in the target (said through MineIn, MineCount)
	Foreign int      `say:"optional"` // the other players' pieces in it (said through ForeignIn, ForeignCount)
	Owners  []string `say:"optional"` // whose they are, each once, in turn order (Russian leaves them out: «чужие» says enough)
	Place   Place    // their place, after the winner
	Fifteen bool     `say:"optional"` // Russian: the target triangle all the same
}

func (FilledFor) Code() referee.Code { return "chinese-checkers.told.filled" }

// MineIn and ForeignIn are the player's own and the others' pieces in
// the filled target, counted in the prepositional as the holes they stand
// in («в восьми лунках стоят фишки игрока Аня, в двух — фишки игрока Боря»).
func (m FilledFor) MineIn() referee.Quantity {
	return referee.Quantity{Count: m.Mine, Unit: "chinese-checkers.unit.number-in"}
}

func (m FilledFor) ForeignIn() referee.Quantity {
	return referee.Quantity{Count: m.Foreign, Unit: "chinese-checkers.unit.number-in"}
}

// MineCount and ForeignCount are the same counts as bare numbers in words
// ("eight of Аня's pieces and two of Боря's").
func (m FilledFor) MineCount() referee.Quantity {
	return referee.Quantity{Count: m.Mine, Unit: "chinese-checkers.unit.number"}
}

func (m FilledFor) ForeignCount() referee.Quantity {
	return referee.Quantity{Count: m.Foreign, Unit: "chinese-checkers.unit.number"}
}

// SeveralOwners: those pieces belong to more than one player.
func (m FilledFor) SeveralOwners() bool { return len(m.Owners) > 1 }

// Passed tells a pass by a player with no move.
type Passed struct {
	Player string `say:"optional"` // who passes (Russian says only that the turn is passed: the label names them)
}

func (Passed) Code() referee.Code { return "chinese-checkers.told.pass" }

// InTarget is the mover's pieces in their target after a piece came in,
// counted as the booklet counts them («теперь у игрока Боря в целевом
// треугольнике девять фишек из десяти»).
func (m Moved) InTarget() referee.Quantity {
	return referee.Quantity{Count: m.Piece.N, Unit: "chinese-checkers.unit.piece"}
}

// InCount and OfCount are the same count and the mover's pieces in all,
// as bare numbers in words ("nine of Боря’s ten pieces are now in the
// target triangle"): a count, not an ordinal, since a piece that left the
// target and came back would be "the eighth" a second time.
func (m Moved) InCount() referee.Quantity {
	return referee.Quantity{Count: m.Piece.N, Unit: "chinese-checkers.unit.number"}
}

func (m Moved) OfCount() referee.Quantity {
	return referee.Quantity{Count: m.Of, Unit: "chinese-checkers.unit.number"}
}
