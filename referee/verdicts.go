package referee

import "github.com/boardgame-referee/referee/notation"

// The referee's own sentences about a game: the label of a move a line is
// about, the closing sentence, and what is said of a claimed result.

// MoveLabel names the move a line is about: «ход 3 (Нина: красная +1)».
type MoveLabel struct {
	N    int    // the number the transcript gave the move, else its count
	Move string // the move as written, "Name: text"
}

func (MoveLabel) Code() Code { return "referee.move" }

// NoteLabel names the move a note is about: «Примечание к ходу 3 (Нина:
// красная +1)».
type NoteLabel struct {
	N int // as MoveLabel's
	// Move as MoveLabel's; empty when the line just above names the move
	// («Примечание к ходу 9: …» under «Ход 9 (Edgar: …): …»).
	Move string `say:"optional"`
}

func (NoteLabel) Code() Code { return "referee.note-on-move" }

// KindLabel names a line that is not a turn by what it is, in the game's
// words (Step.Kind): «Крик (Боря: турбо)».
type KindLabel struct {
	Kind Term
	Move string // as MoveLabel's
}

func (KindLabel) Code() Code { return "referee.line" }

// KindNoteLabel names such a line for a note on it: «Крик (Боря: турбо),
// примечание».
type KindNoteLabel struct {
	Kind Term
	Move string `say:"optional"` // as NoteLabel's
}

func (KindNoteLabel) Code() Code { return "referee.note-on-line" }

// OwnNoteLabel names such a line for a note on it in the game's own words
// for that note, the term <kind>.note where the game has one: «Примечание
// к крику (Боря: турбо)», which no template can build from «крик».
type OwnNoteLabel struct {
	Note Term
	Move string `say:"optional"` // as NoteLabel's
}

func (OwnNoteLabel) Code() Code { return "referee.own-note-on-line" }

// GameHeader names a game and its players: the line check --explain and
// referee test start a game with.
type GameHeader struct {
	Game    Term
	Players []string
}

func (GameHeader) Code() Code   { return "cli.game-header" }
func (m GameHeader) Count() int { return len(m.Players) }

// Stopped closes a game whose check stopped at its first problem.
type Stopped struct {
	Moves int // replayed before it
	// At is the number of the turn the problem is on, as its line's label
	// shows it; 0 when the problem is on no turn (a line that could not be
	// read, a call).
	At int
}

func (Stopped) Code() Code      { return "referee.stopped" }
func (m Stopped) Count() int    { return m.Moves }
func (m OverShared) Count() int { return len(m.Winners) }
func (m ClaimWrong) Count() int { return len(m.Winners) }

// NotOver closes a game that is not over.
type NotOver struct {
	Game   Term     // the game's word for itself (Spec.TheGame): «гонка продолжается»
	Played Quantity // the turns played, in the game's unit (Spec.TurnsPlayed)
	Why    Message  // the engine's reason: where the game stands
	// Decided: the winner is known while the others race on for the
	// places; the reason then comes first (a count and «not over» before
	// it would read as a contradiction).
	Decided bool
}

func (NotOver) Code() Code { return "referee.not-over" }

// OverNobody closes a game over with no winner named.
type OverNobody struct {
	Game Term // as NotOver's
	Why  Message
}

func (OverNobody) Code() Code { return "referee.over-nobody" }

// OverWinner closes a game won by one player; Alone says they were the
// only player, whom «Победитель» would oddly call a winner.
type OverWinner struct {
	Game   Term // as NotOver's
	Winner string
	Alone  bool
	Why    Message
}

func (OverWinner) Code() Code { return "referee.over-winner" }

// WonPlayOn closes a game whose winner is known while the others play on
// for the places.
type WonPlayOn struct {
	Winner string
	Why    Message
}

func (WonPlayOn) Code() Code { return "referee.won-play-on" }

// OverShared closes a game whose win is shared.
type OverShared struct {
	Game    Term // as NotOver's
	Winners []string
	Why     Message
}

func (OverShared) Code() Code { return "referee.over-shared" }

// ResultRight: the claimed result is the referee's verdict. The sentence
// says the result («побеждает Melanie»), not the claim's bare text; a claim
// with no winner (a draw) is quoted back.
type ResultRight struct {
	Claimed string
	Winners []string // the referee's winners, the claim's; none for a draw
}

func (ResultRight) Code() Code   { return "referee.result-right" }
func (m ResultRight) Count() int { return len(m.Winners) }

// ResultUnchecked: a finished game's winner cannot be told from the
// transcript, so neither can the claim.
type ResultUnchecked struct{ Claimed string }

func (ResultUnchecked) Code() Code { return "referee.result-unchecked" }

// ClaimWrong: the claim names other winners than the referee finds.
// Named is how many players the claim names: none for a draw («В записи
// победителем указан игрок «Нина»»).
type ClaimWrong struct {
	Claimed string
	Named   int
	Winners []string
}

func (ClaimWrong) Code() Code { return CodeResultWrong }

// ClaimNotOver: the claim names a winner of a game that is not over and
// has none yet. It says no more than that nobody has won: a game that
// goes on may have a winner already (big-races' first car home), so «но
// гонка ещё не окончена» would give a wrong reason.
type ClaimNotOver struct {
	Claimed string
}

func (ClaimNotOver) Code() Code { return CodeResultNotOver }

// ClaimNoWinner: the claim names a winner of a game that ends with none.
type ClaimNoWinner struct{ Claimed string }

func (ClaimNoWinner) Code() Code { return CodeResultNoWinner }

// Closing is the closing sentence of a game.
func Closing(r *Report) Message {
	o := r.Outcome
	switch {
	case r.Stopped && !o.Over:
		// Turns, not Moves: a call or a touch checked is not a turn.
		return Stopped{Moves: r.Turns, At: labelNumber(r.StoppedBy)}
	case !o.Over:
		return NotOver{Game: r.theGame(), Played: r.turnsPlayed(), Why: o.Why, Decided: len(o.Winners) > 0}
	case len(o.Winners) == 0:
		return OverNobody{Game: r.theGame(), Why: o.Why}
	case len(o.Winners) == 1 && o.PlayOn:
		return WonPlayOn{Winner: r.winner(), Why: o.Why}
	case len(o.Winners) == 1:
		return OverWinner{Game: r.theGame(), Winner: r.winner(), Alone: len(r.Players) == 1, Why: o.Why}
	}
	return OverShared{Game: r.theGame(), Winners: r.Winners(), Why: o.Why}
}

// labelNumber is the number a line's label shows for the turn it is
// about (the transcript's own, else its count among the turns), or 0 for
// a line about no turn.
func labelNumber(l Line) int {
	switch {
	case l.Label != "" || l.Move == 0:
		return 0
	case l.Number > 0:
		return l.Number
	case l.Turn > 0:
		return l.Turn
	}
	return l.Move
}

// ClosingPos is where the closing sentence is printed: at the game's
// line, or, when the check stopped before the game was over, at the line
// of the problem it stopped at, which is what the sentence is about.
func ClosingPos(r *Report) notation.Pos {
	if r.Stopped && (r.Outcome == nil || !r.Outcome.Over) && r.StoppedBy.Pos.Line > 0 {
		return notation.Pos{Line: r.StoppedBy.Pos.Line}
	}
	return notation.Pos{Line: r.Pos.Line}
}

// GameName is the game's name as this transcript plays it (Spec.NameFor).
func (r *Report) GameName() Term {
	if r.Session != nil {
		return r.Session.spec.NameFor(r.Session.start.Header)
	}
	return Term("game." + r.GameID)
}

// theGame is the game's word for itself in the closing sentence.
func (r *Report) theGame() Term {
	if r.Session != nil {
		return r.Session.TheGame()
	}
	return TheGame
}

// TheGame is the referee's word for a game in the closing sentence, for a
// game that has none of its own (Spec.TheGame).
const TheGame Term = "referee.the-game"

// turnsPlayed is the count of turns the closing sentence gives, in the
// game's unit.
func (r *Report) turnsPlayed() Quantity {
	unit := Code("")
	if r.Session != nil {
		unit = r.Session.spec.TurnsPlayed
	}
	return TurnsPlayed(r.Turns, unit)
}

// TurnsPlayed is a count of turns played, «сыграно 3 хода», in a game's
// own unit (Spec.TurnsPlayed) when it has one.
func TurnsPlayed(n int, unit Code) Quantity {
	if unit == "" {
		unit = "referee.unit.played"
	}
	return Quantity{Count: n, Unit: unit}
}

// winner is the one winner's name; "" for a number that names no player,
// which Winners passes over too.
func (r *Report) winner() string {
	if i := r.Outcome.Winners[0]; i >= 0 && i < len(r.Players) {
		return r.Players[i]
	}
	return ""
}

// ClaimVerdict is what is said of a claimed result after the outcome,
// when the claim is not wrong (a wrong one is a line of the report): that
// it is right, or that a finished game's winner cannot be told from the
// transcript, so neither can the claim. False when there is nothing to
// say. check, play and replay all say it from here.
func ClaimVerdict(r *Report) (Message, bool) {
	switch {
	case r.ClaimOK != nil && *r.ClaimOK:
		return ResultRight{Claimed: r.Claim.Raw, Winners: r.Winners()}, true
	case r.Claim.Names != nil && r.ClaimOK == nil && r.Status() != StatusError && r.Outcome != nil && r.Outcome.Over:
		return ResultUnchecked{Claimed: r.Claim.Raw}, true
	}
	return nil, false
}

// Examples are a message of every type the referee says of a game (see
// Spec.Examples).
var Examples = []Message{
	MoveLabel{N: 3, Move: "Нина: красная +1"},
	NoteLabel{N: 3, Move: "Нина: красная +1"},
	KindLabel{Kind: "referee.note", Move: "Нина: красная +1"},
	KindNoteLabel{Kind: "referee.note", Move: "Нина: красная +1"},
	OwnNoteLabel{Note: "referee.entry.note", Move: "Нина: красная +1"},
	GameHeader{Game: "game.turtles", Players: []string{"Нина", "Паша"}},
	PictureWinners{Winners: []string{"Нина"}},
	PictureAtStart{},
	PictureTitleWon{Title: "«Черепашьи бега»: дорожка после 3 ходов", Won: PictureWon{Winners: []string{"Нина"}}},
	PictureTitleWon{Title: "«Черепашьи бега»: дорожка после 3 ходов", Won: PictureWon{Winners: []string{"Нина", "Паша"}}},
	GameOverWon{Winners: []string{"Нина"}},
	GameOverWon{Winners: []string{"Нина", "Паша"}},
	WonPlayingOn{Winner: "Нина"},
	PictureRefusedUndrawn{Why: Term("picture.when.start")},
	PictureAfter{Moves: 3},
	MovesUnchecked{},
	NotAPlayer{Players: []string{"Нина", "Паша"}},
	Stopped{Moves: 2},
	Stopped{At: 1},
	NotOver{Game: TheGame, Played: TurnsPlayed(5, ""), Why: Term("turtles.why.all-on-start")},
	NotOver{Game: TheGame, Played: TurnsPlayed(0, "")},
	NotOver{Game: TheGame, Played: TurnsPlayed(2, ""), Why: Term("turtles.why.all-on-start"), Decided: true},
	OverNobody{Game: TheGame, Why: Term("turtles.why.all-on-start")},
	OverWinner{Game: TheGame, Winner: "Паша", Why: Term("turtles.why.all-on-start")},
	OverWinner{Game: TheGame, Winner: "Маша", Alone: true, Why: Term("turtles.why.all-on-start")},
	WonPlayOn{Winner: "Паша", Why: Term("turtles.why.all-on-start")},
	OverShared{Game: TheGame, Winners: []string{"Нина", "Паша"}, Why: Term("turtles.why.all-on-start")},
	ResultRight{Claimed: "Паша", Winners: []string{"Паша"}},
	ResultUnchecked{Claimed: "Паша"},
	ClaimWrong{Claimed: "Нина", Named: 1, Winners: []string{"Паша"}},
	ClaimNotOver{Claimed: "Нина"},
	ClaimNoWinner{Claimed: "Нина"},
	// The same, with the names the English examples of these rules use:
	// explain shows these in English.
	MoveLabel{N: 3, Move: "Nina: red +1"},
	NoteLabel{N: 3, Move: "Nina: red +1"},
	GameHeader{Game: "game.turtles", Players: []string{"Nina", "Pasha"}},
	OverWinner{Game: TheGame, Winner: "Pasha", Why: Term("turtles.why.all-on-start")},
	OverWinner{Game: TheGame, Winner: "Masha", Alone: true, Why: Term("turtles.why.all-on-start")},
	ResultRight{Claimed: "Pasha", Winners: []string{"Pasha"}},
	ResultUnchecked{Claimed: "Pasha"},
	ClaimWrong{Claimed: "Nina", Named: 1, Winners: []string{"Pasha"}},
	ClaimNotOver{Claimed: "Nina"},
	ClaimNoWinner{Claimed: "Nina"},
}

// MoveCount is a count of moves with its unit: «3 хода», "3 moves".
func MoveCount(n int) Quantity { return Quantity{Count: n, Unit: "referee.unit.move"} }

// NotAPlayer is why a view flag's value is refused: it names none of the
// players (super-race's `moves --player`).
type NotAPlayer struct{ Players []string }

func (NotAPlayer) Code() Code { return "referee.flag.not-a-player" }
