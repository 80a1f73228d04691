package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// What a header can get wrong: each a notation error of its own code. A
// type with a Suggestion has two codes, the one with "-suggest" when there
// is a suggestion to make.

// PlayerCount is a game of a number of players the game is not played by.
type PlayerCount struct {
	Players int
}

func (PlayerCount) Code() referee.Code { return "chinese-checkers.players-count" }

// FiveNeedSeats refuses five players without `seats:`; its example line
// names this game's first two players, so it can be copied as it stands.
type FiveNeedSeats struct {
	First, Second string
}

func (FiveNeedSeats) Code() referee.Code { return "chinese-checkers.five-need-seats" }

// FifteenPlayers is `pieces: 15` in a game of more than two.
type FifteenPlayers struct {
	Players int
}

func (FifteenPlayers) Code() referee.Code { return "chinese-checkers.pieces-15-players" }

// FifteenSeats is `pieces: 15` with the two players on points that are not
// opposite.
type FifteenSeats struct {
	First, Second int // the players' points
}

func (FifteenSeats) Code() referee.Code { return "chinese-checkers.pieces-15-seats" }

// BadPieces is a number of pieces other than 10 or 15.
type BadPieces struct {
	Key   string // the header key as the transcript wrote it («pieces», «фишки»): the line is named as the blocking: one is
	Value string
}

func (BadPieces) Code() referee.Code { return "chinese-checkers.pieces-bad" }

// BadBlocking is a `blocking:` value that is no blocking rule.
type BadBlocking struct {
	Key        string // the header key as the transcript wrote it («blocking», «блокировка»)
	Value      string
	Suggestion referee.Message `say:"optional"` // the value near it, in the output's language
}

// Latin: the key is written in Latin letters, so the values are named as an
// English transcript writes them («none», not «нет»).
func (m BadBlocking) Latin() bool { return latinKey(m.Key) }

func (m BadBlocking) Code() referee.Code {
	if m.Suggestion != nil {
		return "chinese-checkers.blocking-bad-suggest"
	}
	return "chinese-checkers.blocking-bad"
}

// BadGoalLock is a `goal-lock:` value that is neither on nor off.
type BadGoalLock struct {
	Key        string // the header key as the transcript wrote it («blocking», «блокировка»)
	Value      string
	Suggestion referee.Message `say:"optional"` // the value near it, in the output's language
}

// Latin: the key is written in Latin letters («on»/«off», not «да»/«нет»).
func (m BadGoalLock) Latin() bool { return latinKey(m.Key) }

// latinKey: a header key written in Latin letters.
func latinKey(k string) bool {
	for _, r := range k {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return true
		}
	}
	return false
}

func (m BadGoalLock) Code() referee.Code {
	if m.Suggestion != nil {
		return "chinese-checkers.goal-lock-bad-suggest"
	}
	return "chinese-checkers.goal-lock-bad"
}

// HeaderNotAPlayer is a name in `seats:` or `setup:` that is no player's.
type HeaderNotAPlayer struct {
	Name       string
	Key        string   // the header key as the transcript wrote it («seats», «места», «setup», «позиция»)
	Players    []string `say:"optional"`
	Suggestion string   `say:"optional"`
}

func (m HeaderNotAPlayer) Code() referee.Code {
	if m.Suggestion != "" {
		return "chinese-checkers.header-player-suggest"
	}
	return "chinese-checkers.header-player"
}

// BadSeat is a seat that is no point 1–6.
type BadSeat struct {
	Value string
}

func (BadSeat) Code() referee.Code { return "chinese-checkers.seat-bad" }

// SeatedTwice is a player given two seats.
type SeatedTwice struct {
	Key  string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Name string
}

func (SeatedTwice) Code() referee.Code { return "chinese-checkers.seat-player-twice" }

// SeatTaken is a point given to two players.
type SeatTaken struct {
	Key           string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Point         int
	First, Second string
}

func (SeatTaken) Code() referee.Code { return "chinese-checkers.seat-twice" }

// SeatMissing is a player `seats:` leaves out.
type SeatMissing struct {
	Key  string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Name string
}

func (SeatMissing) Code() referee.Code { return "chinese-checkers.seat-missing" }

// SetupPlayerTwice is a player listed twice in `setup:`.
type SetupPlayerTwice struct {
	Key  string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Name string
}

func (SetupPlayerTwice) Code() referee.Code { return "chinese-checkers.setup-player-twice" }

// SetupTooMany is a player given more pieces than a set.
type SetupTooMany struct {
	Key   string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Name  string
	Given referee.Quantity
	Want  int // a set
}

func (SetupTooMany) Code() referee.Code { return "chinese-checkers.setup-count" }

// SetupHoleShared is a hole given to two players.
type SetupHoleShared struct {
	Key           string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Hole          string
	First, Second string
}

func (SetupHoleShared) Code() referee.Code { return "chinese-checkers.setup-hole-twice" }

// SetupHoleTwice is a hole listed twice for one player.
type SetupHoleTwice struct {
	Key  string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Hole string
	Name string
}

func (SetupHoleTwice) Code() referee.Code { return "chinese-checkers.setup-hole-listed-twice" }

// SetupMissing is a player `setup:` leaves out.
type SetupMissing struct {
	Key  string // the header key as the transcript wrote it («в строке „setup:“» when the transcript says setup:)
	Name string
	Want int // a set
}

func (SetupMissing) Code() referee.Code { return "chinese-checkers.setup-missing" }

// The values a message suggests, in the output's language. A message names
// a header line as the transcript wrote it (its Key): a reader looks for
// «setup:» in a transcript that says setup:.
const (
	valueNone    = referee.Term("chinese-checkers.value.none")
	valueParlett = referee.Term("chinese-checkers.value.parlett")
	valueOn      = referee.Term("chinese-checkers.value.on")
	valueOff     = referee.Term("chinese-checkers.value.off")
)

// SetupSeveralHome is a setup with two or more players finished already:
// who finished first, and so who won, cannot be told.
type SetupSeveralHome struct {
	Players []string
}

func (SetupSeveralHome) Code() referee.Code { return "chinese-checkers.setup-several-home" }
