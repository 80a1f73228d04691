package play

import (
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// What the table says: each a message of its own type, its template in
// referee/say/locales/play.*.toml.

// PromptTurn is the prompt for a player's move: «Маша, ход 5>».
type PromptTurn struct {
	Player say.Rendered // the name, painted for the terminal
	N      int          // the move's number in the game
}

func (PromptTurn) Code() referee.Code { return "play.prompt.turn" }

// PromptTurnDue is the prompt for a player's move and what the game says
// is due: «Маша — машина Маша2, до 6 клеток, ход 21>».
type PromptTurnDue struct {
	Player say.Rendered
	Due    referee.Message
	N      int
}

func (PromptTurnDue) Code() referee.Code { return "play.prompt.turn-due" }

// PromptDue is the prompt for a move that is nobody's turn, with what is
// due.
type PromptDue struct {
	Due referee.Message
	N   int
}

func (PromptDue) Code() referee.Code { return "play.prompt.due" }

// PromptMove is the prompt for a move that is nobody's turn.
type PromptMove struct{ N int }

func (PromptMove) Code() referee.Code { return "play.prompt.move" }

// PromptSecret asks a player for what the game keeps hidden.
type PromptSecret struct {
	Player string
	What   referee.Message
}

func (PromptSecret) Code() referee.Code { return "play.prompt.secret" }

// BoardDue is what is due, said above the board.
type BoardDue struct{ Due referee.Message }

func (BoardDue) Code() referee.Code { return "play.board-due" }

// GameChoice is a game in the menu: the id to type and its name.
type GameChoice struct {
	ID   string
	Game referee.Term
}

func (GameChoice) Code() referee.Code { return "play.game-choice" }

// AskPlayers asks who plays the game.
type AskPlayers struct{ Game referee.Term }

func (AskPlayers) Code() referee.Code { return "play.ask-players" }

// Welcome names the game and the players, and how to type a move
// (Example) and reach the commands.
type Welcome struct {
	Game                referee.Term
	Players             []string
	Example, Help, Quit string
}

func (Welcome) Code() referee.Code { return "play.welcome" }

// WelcomePlain is Welcome where no move makes a good example.
type WelcomePlain struct {
	Game       referee.Term
	Players    []string
	Help, Quit string
}

func (WelcomePlain) Code() referee.Code { return "play.welcome-plain" }

// OfferHeader says header lines may be typed before the first move; Keys
// are HeaderKey, each in quotes as everywhere else (:help's too).
type OfferHeader struct{ Keys referee.List }

func (OfferHeader) Code() referee.Code { return "play.offer-header" }

// Loaded: a transcript replayed, the game goes on.
type Loaded struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
}

func (Loaded) Code() referee.Code { return "play.loaded" }

// LoadedStopped: a transcript replayed up to a problem, the game goes on
// from there.
type LoadedStopped struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
}

func (LoadedStopped) Code() referee.Code { return "play.loaded-stopped" }

// LoadedOver: a transcript replayed to the game's end; Undo is the command
// that takes moves back.
type LoadedOver struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
	Undo    string
}

func (LoadedOver) Code() referee.Code { return "play.loaded-over" }

// LoadedStoppedOver: a transcript replayed up to a problem where the game
// is over.
type LoadedStoppedOver struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
	Undo    string
}

func (LoadedStoppedOver) Code() referee.Code { return "play.loaded-stopped-over" }

// Resumed: a game kept from an earlier session goes on.
type Resumed struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
}

func (Resumed) Code() referee.Code { return "play.resumed" }

// ResumedOver: a game kept from an earlier session, over.
type ResumedOver struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
	Undo    string
}

func (ResumedOver) Code() referee.Code { return "play.resumed-over" }

// NoGame: a word that names no game and no file; Known are the games.
type NoGame struct {
	Name  string
	Known []referee.Term
}

func (NoGame) Code() referee.Code { return "play.no-game" }

// NoGameSuggest: a word that names no game and no file, but close to a
// game's name.
type NoGameSuggest struct{ Name, Suggestion string }

func (NoGameSuggest) Code() referee.Code { return "play.no-game-suggest" }

// HeaderSet: a header line taken.
type HeaderSet struct{ Key string }

func (HeaderSet) Code() referee.Code { return "play.header-set" }

// HeaderReplayed: a header line taken, and the game replayed with it.
type HeaderReplayed struct {
	Key   string
	Moves referee.Quantity
}

func (HeaderReplayed) Code() referee.Code { return "play.header-replayed" }

// HeaderCleared: a header line taken out.
type HeaderCleared struct{ Key string }

func (HeaderCleared) Code() referee.Code { return "play.header-cleared" }

// HeaderKept: a header line kept until the players are named.
type HeaderKept struct{ Key string }

func (HeaderKept) Code() referee.Code { return "play.header-kept" }

// HeaderUnset: a header line refused, the game not started yet.
type HeaderUnset struct{ Key string }

func (HeaderUnset) Code() referee.Code { return "play.header-unset" }

// UndoneMany: moves taken back.
type UndoneMany struct{ Moves int }

func (UndoneMany) Code() referee.Code { return "play.undone-many" }
func (m UndoneMany) Count() int       { return m.Moves }

// UndoBad: an argument of :undo that is no count of moves.
type UndoBad struct{ Arg string }

func (UndoBad) Code() referee.Code { return "play.undo-bad" }

// LegalMovesAny heads the list of the legal moves, under the line that
// says whose turn it is (cmdutil.ToMove).
type LegalMovesAny struct{ N int }

func (LegalMovesAny) Code() referee.Code { return "play.moves-any" }

// RuleCodes heads the list of the game's rule codes; Command explains one.
type RuleCodes struct{ Command string }

func (RuleCodes) Code() referee.Code { return "play.rules" }

// RuleCode ends a rule explained at the table with its code, for the one
// who wants to look it up: the family reads the rule first.
type RuleCode struct{ Rule string }

func (RuleCode) Code() referee.Code { return "play.rule-code" }

// ExplainUnread: :explain after a line that was not read as a move;
// Command lists the legal moves.
type ExplainUnread struct{ Command string }

func (ExplainUnread) Code() referee.Code { return "play.explain-unread" }

// Saved: the game written to File; Lang is the --lang check and play need
// to say it in the language spoken, or "". A game over is checked; one not
// over is gone on with (`referee play FILE`).
type Saved struct {
	File  string
	Moves referee.Quantity
	Lang  string
	Over  bool
}

func (Saved) Code() referee.Code { return "play.saved" }

// SavedContinued: the game's new moves written after a file's.
type SavedContinued struct {
	File  string
	Moves referee.Quantity
	Lang  string
	Over  bool
}

func (SavedContinued) Code() referee.Code { return "play.saved-continued" }

// AppendRefused: a file that no longer holds the start of the game, so it
// is not continued; Command saves under another name.
type AppendRefused struct{ File, Command string }

func (AppendRefused) Code() referee.Code { return "play.append-refused" }

// SaveExists: a file named to save to that exists.
type SaveExists struct{ File, Command string }

func (SaveExists) Code() referee.Code { return "play.save-exists" }

// SaveFailed: a file that cannot be written, and why.
type SaveFailed struct{ File, Detail string }

func (SaveFailed) Code() referee.Code { return "play.save-failed" }

// OfferSave says how to keep a finished game.
type OfferSave struct{ Command, File string }

func (OfferSave) Code() referee.Code { return "play.offer-save" }

// SecretIntro asks each player for what the game keeps hidden.
type SecretIntro struct {
	What    referee.Message
	Example string
}

func (SecretIntro) Code() referee.Code { return "play.secret.intro" }

// SecretHint says how to type what the game keeps hidden, as a header
// line.
type SecretHint struct {
	What         referee.Message
	Key, Example string
}

func (SecretHint) Code() referee.Code { return "play.secret.hint" }

// SecretLater: no winner named until the hidden line is typed.
type SecretLater struct{ Key string }

func (SecretLater) Code() referee.Code { return "play.secret.later" }

// SecretUnknown: an answer that is none of the values asked for.
type SecretUnknown struct {
	Value  string
	What   referee.Message
	Values []referee.Term
}

func (SecretUnknown) Code() referee.Code { return "play.secret.unknown" }

// SecretUnknownSuggest: an answer close to one of the values asked for.
type SecretUnknownSuggest struct {
	Value      string
	What       referee.Message
	Suggestion string
}

func (SecretUnknownSuggest) Code() referee.Code { return "play.secret.unknown-suggest" }

// Lost: a game left unsaved.
type Lost struct{ Moves referee.Quantity }

func (Lost) Code() referee.Code { return "play.lost" }

// AskSave asks whether to save a game before it is left.
type AskSave struct {
	Moves referee.Quantity
	File  string
}

func (AskSave) Code() referee.Code { return "play.ask-save" }

// NotKept: the game in progress is not being kept for the next session:
// the folder that cannot be written and why, or, with no Folder, no state
// folder at all (neither of the variables State and Home is set). Save is
// the command that writes the game to a file.
type NotKept struct{ Folder, Detail, State, Home, Save string }

func (NotKept) Code() referee.Code { return "play.not-kept" }

// NotKeptRelative: the game in progress is not being kept: the variable
// Home, which would say where the state folder is, holds Value, a relative
// path. Save is the command that writes the game to a file.
type NotKeptRelative struct{ Home, Value, Save string }

func (NotKeptRelative) Code() referee.Code { return "play.not-kept-relative" }

// StateHomeIgnored: XDG_STATE_HOME is a relative path, which the XDG
// base-folder specification says to ignore; said once, with the folder
// the game is kept in instead, so nobody looks for it where they meant.
type StateHomeIgnored struct{ State, Value, Folder string }

func (StateHomeIgnored) Code() referee.Code { return "play.state-home-ignored" }

// TypedNotUTF8: a line typed holds bytes that are not UTF-8 (a terminal
// set to another encoding): said to the person typing, not as a file's
// fault.
type TypedNotUTF8 struct{}

func (TypedNotUTF8) Code() referee.Code { return "play.typed-not-utf8" }

// KeptElsewhere: a game kept is being played in another window, and is not
// offered in this one.
type KeptElsewhere struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
}

func (KeptElsewhere) Code() referee.Code { return "play.kept-elsewhere" }

// KeptNotResumed: a kept game cannot go on, a file it needs (a track
// map) not being where it was, in or from Folder; it stays kept.
type KeptNotResumed struct{ Folder string }

func (KeptNotResumed) Code() referee.Code { return "play.kept-not-resumed" }

// LoadedGone: the transcript a game came from is no longer where it was;
// Save (with no name) writes the whole game to Default.
type LoadedGone struct{ File, Save, Default string }

func (LoadedGone) Code() referee.Code { return "play.loaded-gone" }

// LeftSaved: a game left whose every move is saved in File, offered by the
// next `referee play` as it is not over.
type LeftSaved struct{ File string }

func (LeftSaved) Code() referee.Code { return "play.left-saved" }

// AskReplaceChanged asks whether to replace a file saved to that has
// changed since (by hand or by another program).
type AskReplaceChanged struct{ File string }

func (AskReplaceChanged) Code() referee.Code { return "play.ask-replace-changed" }

// SaveChangedRefused: a file saved to that has changed since is not
// replaced; Command saves under another name.
type SaveChangedRefused struct{ File, Command string }

func (SaveChangedRefused) Code() referee.Code { return "play.save-changed-refused" }

// AskReplaceShorter asks whether to replace a file that holds more moves
// (Held) than the game now has (Moves).
type AskReplaceShorter struct {
	File        string
	Held, Moves referee.Quantity
}

func (AskReplaceShorter) Code() referee.Code { return "play.ask-replace-shorter" }

// SaveShorterRefused: a file that holds more moves of the game than it now
// has is not shortened; Command saves under another name.
type SaveShorterRefused struct {
	File        string
	Held, Moves referee.Quantity
	Command     string
}

func (SaveShorterRefused) Code() referee.Code { return "play.save-shorter-refused" }

// SaveDeclined: the family chose to leave File as it was; Command saves
// under another name.
type SaveDeclined struct{ File, Command string }

func (SaveDeclined) Code() referee.Code { return "play.save-declined" }

// HistoryFailed: the lines typed cannot be kept.
type HistoryFailed struct{ File, Detail string }

func (HistoryFailed) Code() referee.Code { return "play.history-failed" }

// UnkeepFailed: the kept copy of a saved game cannot be removed.
type UnkeepFailed struct{ File, Detail string }

func (UnkeepFailed) Code() referee.Code { return "play.unkeep-failed" }

// Resume asks whether to go on with a game kept from an earlier session;
// File is the transcript every move of it is saved in, "" when not all are.
type Resume struct {
	Game    referee.Term
	Players []string
	Moves   referee.Quantity
	File    string
}

func (Resume) Code() referee.Code { return "play.resume" }

// ResumeDeclined: a kept game set aside, in File.
type ResumeDeclined struct{ File string }

func (ResumeDeclined) Code() referee.Code { return "play.resume-declined" }

// UnknownCommand: a word after ":" that is no command; Help lists them.
type UnknownCommand struct{ Command, Help string }

func (UnknownCommand) Code() referee.Code { return "play.unknown-command" }

// UnknownCommandSuggest: a word after ":" close to a command.
type UnknownCommandSuggest struct{ Command, Suggestion string }

func (UnknownCommandSuggest) Code() referee.Code { return "play.unknown-command-suggest" }

// HelpIntro says how a move is typed, with a legal move as it is typed
// and as it is typed with its player's name.
// Named is the example with its player's name, "" when Example has one.
type HelpIntro struct {
	Example string
	Named   string `say:"optional"`
}

func (HelpIntro) Code() referee.Code { return "play.help.intro" }

// HelpHeader says how header lines are typed at the table; Keys are
// HeaderKey, each in quotes as header keys are everywhere.
type HelpHeader struct{ Keys referee.List }

func (HelpHeader) Code() referee.Code { return "play.help.header" }

// HeaderKey is a header key named in running text: «итог:».
type HeaderKey struct{ Key string }

func (HeaderKey) Code() referee.Code { return "play.help.key" }

// LineCut: a typed line longer than the prompt takes.
type LineCut struct{ Limit int }

func (LineCut) Code() referee.Code { return "play.line-cut" }

// LineControl: a line that holds a control character as text (a paste
// of a terminal's escape sequence), shown as less shows it.
type LineControl struct{ Line string }

func (LineControl) Code() referee.Code { return "play.line-control" }

// The table's words with no facts.
const (
	PromptOver    referee.Term = "play.prompt.over"
	PromptPlayers referee.Term = "play.prompt.players"
	PromptStart   referee.Term = "play.prompt.start"
	PromptGame    referee.Term = "play.prompt.game"
	PromptHeader  referee.Term = "play.prompt.header"
	AskGame       referee.Term = "play.ask-game"
	FirstGame     referee.Term = "play.first-game"
	NeverStarted  referee.Term = "play.never-started"
	NoGameYet     referee.Term = "play.no-game-yet"
	NothingToUndo referee.Term = "play.nothing-to-undo"
	// NothingToExplain: a bare :explain after :undo, with no move since.
	NothingToExplain referee.Term = "play.nothing-to-explain"
	NoLegalMoves     referee.Term = "play.no-moves"
	LeftKept         referee.Term = "play.left-kept"
	YesOrNo          referee.Term = "play.yes-or-no"
	YesOrNoEnterNo   referee.Term = "play.yes-or-no-enter-no"
	KeptAgain        referee.Term = "play.kept-again"
	HelpIntroPlain   referee.Term = "play.help.intro-plain"
	HelpIntroStart   referee.Term = "play.help.intro-start"
	HelpCommands     referee.Term = "play.help.commands"
	HelpKeys         referee.Term = "play.help.keys"
)

// Examples are a message of every type the table says.
var Examples = []referee.Message{
	PromptTurn{Player: "Маша", N: 5},
	PromptTurnDue{Player: "Маша", Due: referee.Term("turtles.id"), N: 21},
	PromptDue{Due: referee.Term("turtles.id"), N: 21},
	PromptMove{N: 5},
	PromptSecret{Player: "Маша", What: referee.Term("turtles.id")},
	BoardDue{Due: referee.Term("turtles.id")},
	GameChoice{ID: "turtles", Game: "game.turtles"},
	AskPlayers{Game: "game.turtles"},
	Welcome{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Example: "red +1", Help: ":help", Quit: ":quit"},
	WelcomePlain{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Help: ":help", Quit: ":quit"},
	OfferHeader{Keys: referee.List{HeaderKey{Key: "colors:"}, HeaderKey{Key: "setup:"}}},
	Loaded{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(4)},
	LoadedStopped{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(4)},
	LoadedOver{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(4), Undo: ":undo"},
	LoadedStoppedOver{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(4), Undo: ":undo"},
	Resumed{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(4)},
	ResumedOver{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(4), Undo: ":undo"},
	NoGame{Name: "ludo", Known: []referee.Term{"turtles.id", "turbo.id"}},
	NoGameSuggest{Name: "turtle", Suggestion: "turtles"},
	HeaderSet{Key: "colors"},
	HeaderReplayed{Key: "setup", Moves: referee.MoveCount(3)},
	HeaderCleared{Key: "result"},
	HeaderKept{Key: "colors"},
	HeaderUnset{Key: "setup"},
	UndoneMany{Moves: 2},
	UndoBad{Arg: "two"},
	LegalMovesAny{N: 7},
	RuleCodes{Command: ":explain"},
	ExplainUnread{Command: ":moves"},
	Saved{File: "turtles.txt", Moves: referee.MoveCount(12), Lang: " --lang ru"},
	Saved{File: "turtles.txt", Moves: referee.MoveCount(47), Over: true},
	SavedContinued{File: "turtles.txt", Moves: referee.MoveCount(12)},
	SavedContinued{File: "turtles.txt", Moves: referee.MoveCount(47), Over: true},
	AppendRefused{File: "turtles.txt", Command: ":save"},
	SaveExists{File: "turtles.txt", Command: ":save"},
	SaveFailed{File: "turtles.txt", Detail: "permission denied"},
	OfferSave{Command: ":save", File: "turtles.txt"},
	SecretIntro{What: referee.Term("turtles.id"), Example: "colors: Маша=red, Петя=blue"},
	SecretHint{What: referee.Term("turtles.id"), Key: "colors", Example: "colors: Маша=red, Петя=blue"},
	SecretLater{Key: "colors"},
	SecretUnknown{Value: "pink", What: referee.Term("turtles.id"), Values: []referee.Term{"turtles.id", "turbo.id"}},
	SecretUnknownSuggest{Value: "rde", What: referee.Term("turtles.id"), Suggestion: "red"},
	SecretTaken{Value: "red", Player: "Маша", What: referee.Term("turtles.id")},
	Lost{Moves: referee.MoveCount(12)},
	AskSave{Moves: referee.MoveCount(12), File: "turtles.txt"},
	NotKept{Folder: "/home/masha/.local/state/referee/unfinished", Detail: "permission denied", State: "XDG_STATE_HOME", Home: "HOME", Save: ":save"},
	NotKept{State: "XDG_STATE_HOME", Home: "HOME", Save: ":save"},
	NotKeptRelative{Home: "HOME", Value: "masha", Save: ":save"},
	StateHomeIgnored{State: "XDG_STATE_HOME", Value: "state", Folder: "/home/masha/.local/state/referee"},
	TypedNotUTF8{},
	KeptElsewhere{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(3)},
	LoadedGone{File: "/home/masha/games/turtles.txt", Save: ":save", Default: "turtles.txt"},
	KeptNotResumed{Folder: "/home/masha/games"},
	LeftSaved{File: "turtles.txt"},
	AskReplaceChanged{File: "turtles.txt"},
	SaveChangedRefused{File: "turtles.txt", Command: ":save"},
	AskReplaceShorter{File: "turtles.txt", Held: referee.MoveCount(47), Moves: referee.MoveCount(33)},
	SaveShorterRefused{File: "turtles.txt", Held: referee.MoveCount(47), Moves: referee.MoveCount(33), Command: ":save"},
	SaveDeclined{File: "turtles.txt", Command: ":save"},
	HistoryFailed{File: ".referee-history", Detail: "permission denied"},
	UnkeepFailed{File: ".referee-game", Detail: "permission denied"},
	Resume{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(12)},
	Resume{Game: "game.turtles", Players: []string{"Маша", "Петя"}, Moves: referee.MoveCount(12), File: "turtles.txt"},
	ResumeDeclined{File: ".referee-game~"},
	UnknownCommand{Command: ":frob", Help: ":help"},
	UnknownCommandSuggest{Command: ":udno", Suggestion: ":undo"},
	HelpIntro{Example: "red +1", Named: "Маша: red +1"},
	HelpIntro{Example: "Маша: 3 frogs"},
	RuleCode{Rule: "turtles.back-from-start"},
	HelpHeader{Keys: referee.List{HeaderKey{Key: "colors:"}, HeaderKey{Key: "result:"}}},
	LineCut{Limit: 4096},
	LineControl{Line: `:save y\x1b]0;pwned\x07.txt`},
	AskUnknown{Value: "Гоша", Answers: []string{"Маша", "Петя"}},
	AskAnswered{Line: "ход: Петя"},
	PromptAnswer,
	PromptOver, PromptPlayers, PromptStart, PromptGame, PromptHeader, AskGame, FirstGame, NeverStarted,
	NoGameYet, Undone{Move: referee.MoveLabel{N: 3, Move: "Маша: красная +1"}}, Undone{Move: referee.MoveLabel{N: 3, Move: "Masha: red +1"}}, NothingToUndo, NothingToExplain, NoLegalMoves, LeftKept, YesOrNo, YesOrNoEnterNo, KeptAgain, HelpIntroPlain, HelpIntroStart,
	HelpCommands, HelpKeys,
}

// Undone says a move taken back, named as its label names it: «Ход 3
// (Маша: красная +1) отменён.», one sentence, not a label and a colon.
type Undone struct {
	Move referee.MoveLabel
}

func (Undone) Code() referee.Code { return "play.undone" }
