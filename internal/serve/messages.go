package serve

import "github.com/boardgame-referee/referee/referee"

// What serve says: each a message of its own type, its template in
// referee/say/locales/serve.*.toml.

// Words with no facts.
var (
	Forbidden     = referee.Term("serve.forbidden")
	TooMany       = referee.Term("serve.too-many")
	BadRequest    = referee.Term("serve.bad-request")
	NoGame        = referee.Term("serve.no-game")
	NoPlayers     = referee.Term("serve.no-players")
	NewGameHere   = referee.Term("serve.new-game-here")
	NothingToUndo = referee.Term("serve.nothing-to-undo")
	KeptAgain     = referee.Term("serve.kept-again")
	NoSuchKept    = referee.Term("serve.no-such-kept")
	BadHeld       = referee.Term("serve.bad-held")
	// MovedOn: another phone changed the game after this one drew it.
	MovedOn = referee.Term("serve.moved-on")
	// EnteredElsewhere: the move sent is the one another phone has just
	// entered; MovedOnMove: another phone's move came in first.
	EnteredElsewhere = referee.Term("serve.entered-elsewhere")
	MovedOnMove      = referee.Term("serve.moved-on-move")
	// Stopping: the server is stopping and takes no more moves.
	Stopping = referee.Term("serve.stopping")
)

// EnterAgain asks whether the move just entered from another phone for
// Who is entered a second time, for Next, the player due now.
type EnterAgain struct{ Who, Next string }

func (EnterAgain) Code() referee.Code { return "serve.enter-again" }

// EnterAgainHere asks the same of a move this phone itself entered just
// before: the second tap of a double tap, or a tap on the position before.
type EnterAgainHere struct{ Who, Next string }

func (EnterAgainHere) Code() referee.Code { return "serve.enter-again-here" }

// HeaderHint is the hint over More about the game; HeaderHintFor, with
// the chosen game's own example.
var HeaderHint = referee.Term("serve.header-hint")

type HeaderHintFor struct{ Example string }

func (HeaderHintFor) Code() referee.Code { return "serve.header-hint-for" }

// CardsEachWrong: the card counts typed at the start match neither one
// for all nor one for each of the Count players.
type CardsEachWrong struct{ Count int }

func (CardsEachWrong) Code() referee.Code { return "serve.cards-each-wrong" }

// LeaveUnkept refuses to leave a game that cannot be kept: it would be
// lost. Why is the keeping's reason (keptWhy).
type LeaveUnkept struct{ Why referee.Message }

func (LeaveUnkept) Code() referee.Code { return "serve.leave-unkept" }

// SecretAsk asks for what a game over keeps hidden (turtles' colours):
// What is the game's word for it, «цвет черепахи».
type SecretAsk struct{ What referee.Message }

func (SecretAsk) Code() referee.Code { return "serve.secret" }

// KeptUnreadable: a kept game asked for cannot be read back, and why.
type KeptUnreadable struct {
	Name string
	Why  referee.Message
}

func (KeptUnreadable) Code() referee.Code { return "serve.kept-unreadable" }

// TooLarge refuses a request larger than the server reads.
type TooLarge struct{ Most int } // in KB

func (TooLarge) Code() referee.Code { return "serve.too-large" }

// NoSuchGame: the game asked for is none the referee knows.
type NoSuchGame struct{ Game string }

func (NoSuchGame) Code() referee.Code { return "serve.no-such-game" }

// HeaderSet: a header line typed was taken.
type HeaderSet struct{ Line string }

func (HeaderSet) Code() referee.Code { return "serve.header-set" }

// FirstTurnOrder: on a phone the order of play is the order of the
// names at the start; Actor wanted to go first.
type FirstTurnOrder struct{ Actor string }

func (FirstTurnOrder) Code() referee.Code { return "serve.first-turn-order" }

// TakenBack: undo took a move back.
type TakenBack struct{ Move string }

func (TakenBack) Code() referee.Code { return "serve.taken-back" }

// NotKept: the game cannot be kept in the state folder, and why
// (keptWhy): a message, so that each page says it in its language.
type NotKept struct{ Why referee.Message }

func (NotKept) Code() referee.Code { return "serve.not-kept" }

// The reasons a game is not kept, as play tells them (play.not-kept…):
// no state folder is set, HOME is relative, a folder cannot be written.

// NoStateFolder: neither State nor Home is set.
type NoStateFolder struct{ State, Home string }

func (NoStateFolder) Code() referee.Code { return "serve.why.no-state" }

// RelativeHome: the variable Home holds Value, a relative path, which
// names no folder of its own.
type RelativeHome struct{ Home, Value string }

func (RelativeHome) Code() referee.Code { return "serve.why.relative-home" }

// FolderUnwritable: Folder cannot be written; Detail says why
// (cmdutil.WriteReason).
type FolderUnwritable struct {
	Folder string
	Detail referee.Message
}

func (FolderUnwritable) Code() referee.Code { return "serve.why.unwritable" }

// ToMove names the player due.
type ToMove struct{ Player string }

func (ToMove) Code() referee.Code { return "serve.to-move" }

// TurnsCard names the player due in a race to call (turbo): the one who
// turns the next card up, everybody calling at once.
type TurnsCard struct{ Player string }

func (TurnsCard) Code() referee.Code { return "serve.turns-card" }

// Listening is what serve prints when it starts: where to open the page.
type Listening struct {
	Address string
	LAN     bool
}

func (Listening) Code() referee.Code { return "serve.listening" }

// ListeningAlso is another address of this machine the phones may open,
// should Listening's not be on their network.
type ListeningAlso struct{ Address string }

func (ListeningAlso) Code() referee.Code { return "serve.listening-also" }

// KeptLine names a game kept, offered to go on with.
type KeptLine struct {
	Game    referee.Message
	Players []string
	Moves   referee.Quantity
	At      string // when it was kept last: 2026-12-05 21:30
	// Day is how many days ago that was (0 today, 1 yesterday; more, or
	// a time to come, says At whole), Time its time of day: 14:13.
	Day  int
	Time string
	Last string // its last move as written (`Tom: 2f`); "" for none
}

func (KeptLine) Code() referee.Code { return "serve.kept-game" }

// Offering is what serve prints when it starts with a game kept to go
// on with: the game its page offers first (Game, a KeptLine).
type Offering struct{ Game referee.Message }

func (Offering) Code() referee.Code { return "serve.offering" }

// Removed: a kept game was taken off the list, its file moved to Path
// (the state folder's removed/), where it may be had again.
type Removed struct{ Path string }

func (Removed) Code() referee.Code { return "serve.removed" }

// NotRemoved: a kept game could not be taken off the list, and why; it
// stays kept as it was.
type NotRemoved struct {
	Name string
	Why  referee.Message
}

func (NotRemoved) Code() referee.Code { return "serve.not-removed" }

// KeptAt is what serve prints when it stops with a game kept: where, and
// that it is offered again.
type KeptAt struct{ Path string }

func (KeptAt) Code() referee.Code { return "serve.kept-at" }

// KeptOverAt is what serve prints when it stops with a game over kept
// (its record not downloaded): that it is over, where it is kept, and
// where it is offered (serve's finished games, play).
type KeptOverAt struct{ Path string }

func (KeptOverAt) Code() referee.Code { return "serve.kept-over-at" }

// SecretElsewhere refuses a change of a pick made on another phone,
// sent without the page asking that it is this player's own.
var SecretElsewhere = referee.Term("serve.secret-elsewhere")

// SecretTwice: two players gave the same value (turtles' colour), found
// once every pick is in; said on every phone, naming no value.
var SecretTwice = referee.Term("serve.secret-twice")
