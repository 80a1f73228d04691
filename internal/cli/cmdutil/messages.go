package cmdutil

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The command line's own messages about its flags, arguments, files and
// output: each a message of its own type, its template in
// referee/say/locales.

// ToMove names the player whose moves `moves` and play's :moves list.
type ToMove struct{ Player string }

func (ToMove) Code() referee.Code { return "cli.moves-turn" }

// NoMoves: the game is over, so moves lists none; Game is its word for
// itself («гонка окончена»).
type NoMoves struct{ Game referee.Term }

func (NoMoves) Code() referee.Code { return "cli.no-moves" }

// UsageDetail is a mistake on the command line that only the library that
// found it can word (Detail, in English).
type UsageDetail struct{ Detail string }

func (UsageDetail) Code() referee.Code { return "cli.usage" }

// UnknownFlag: a flag the command does not have. Command is the
// command as typed after "referee" ("check", "completion bash"), "" for
// the root.
type UnknownFlag struct {
	Flag    string
	Command string `say:"optional"`
}

func (UnknownFlag) Code() referee.Code { return "cli.unknown-flag" }

// FlagNeedsValue: a flag given with no value, at the end of the line or
// before another flag («moves --dice --lang ru»: «--lang» is no dice).
// What, when the flag's value has words of its own (ValueWords), says what
// it takes: «для --at нужно значение — целое число»; Values, when it takes
// a few words only, lists them: «для --lang нужно значение: en или ru».
type FlagNeedsValue struct {
	Flag   string
	What   referee.Message       `say:"optional"`
	Values notation.Alternatives `say:"optional"`
}

func (FlagNeedsValue) Code() referee.Code { return "cli.flag-needs-value" }

// BadFlagValue: a value a flag does not take.
type BadFlagValue struct{ Flag, Value string }

func (BadFlagValue) Code() referee.Code { return "cli.bad-flag-value" }

// BadFlagNumber: a flag that takes a whole number given something else;
// saying what it takes tells the player how to fix it (--at x).
type BadFlagNumber struct{ Flag, Value string }

func (BadFlagNumber) Code() referee.Code { return "cli.bad-flag-number" }

// BadFlagWord: a word a flag does not take; Values are the words it takes.
type BadFlagWord struct {
	Flag, Value string
	Values      notation.Alternatives
}

func (BadFlagWord) Code() referee.Code { return "cli.bad-flag-word" }

// ColorValues are the words --color takes, named when it is given another:
// an error names what is allowed.
var ColorValues = []string{"auto", "always", "never"}

// BadPort: a --port outside the port numbers, said with their range.
type BadPort struct{ Value string }

func (BadPort) Code() referee.Code { return "cli.bad-port" }

// WrongArgs: a command given too few (Missing) or too many arguments; Use
// is how it is called, Want the placeholder of the argument missing
// («ФАЙЛ»), when the Use line names it.
//
// Too many, it names the command, the most it takes (Max) and the first
// argument past them (Extra), not a bare count: "too many arguments
// (given: 1)" named nothing a reader could act on.
type WrongArgs struct {
	Got     int `say:"-"`
	Missing bool
	Want    string `say:"optional"`
	// Transcript: what is missing is the transcript file (FILE), said
	// as a request, «укажите файл записи», as check's own.
	Transcript bool
	Command    string `say:"optional"` // as typed after "referee": "games"
	Max        int    `say:"optional"`
	Extra      string `say:"optional"`
	Use        string
}

func (WrongArgs) Code() referee.Code { return "cli.args" }

// UnknownCommand: a word that is no command.
type UnknownCommand struct {
	Command  string
	Commands []string
}

func (UnknownCommand) Code() referee.Code { return "cli.unknown-command" }

// UnknownCommandSuggest: a word that is no command, but close to one.
type UnknownCommandSuggest struct{ Command, Suggestion string }

func (UnknownCommandSuggest) Code() referee.Code { return "cli.unknown-command-suggest" }

// WriteFailed: the output could not be written; Why is the reason, said.
type WriteFailed struct{ Why string }

func (WriteFailed) Code() referee.Code { return "cli.write-failed" }

// LargerThan is why a file is refused: it is larger than Bytes.
type LargerThan struct{ Bytes int }

func (LargerThan) Code() referee.Code { return "cli.too-large" }
func (m LargerThan) Count() int       { return m.Bytes }

// BadMaps: a --maps folder that cannot be used, and why (said).
type BadMaps struct{ Folder, Why string }

func (BadMaps) Code() referee.Code { return "cli.bad-maps" }

// FlagOfGames is the help of a flag some games give a command: its own
// help, and the games that take it. Listed: the flag's own help already
// has a colon (a list of values follows it), so the games end with a dash,
// not a second colon.
type FlagOfGames struct {
	Usage  referee.Term
	Games  []referee.Term
	Listed bool `say:"optional"`
}

func (FlagOfGames) Code() referee.Code { return "cli.flag.of-games" }
func (m FlagOfGames) Count() int       { return len(m.Games) }

// FlagNotForGame: a game's flag given for a game that does not take it;
// ID is the game's id, as typed on the command line.
type FlagNotForGame struct {
	Flag string
	For  []referee.Term // the games that take the flag, by title (cli.only.<id>)
	Game referee.Term
	ID   string
}

func (FlagNotForGame) Code() referee.Code { return "cli.flag-not-for-game" }

// BadViewValue: a value a game does not take for its flag, and the game's
// reason.
type BadViewValue struct {
	Flag, Value string
	Game        referee.Term
	Why         referee.Message
}

func (BadViewValue) Code() referee.Code { return "cli.bad-view-value" }

// Reasons a file cannot be read or written, in words the user reads.
const (
	NoSuchFile    referee.Term = "cli.no-such-file"
	NoSuchFolder  referee.Term = "cli.no-such-folder"
	NotAFolder    referee.Term = "cli.not-folder"
	IsFolder      referee.Term = "cli.is-dir"
	NotDir        referee.Term = "cli.not-dir"
	NoPermission  referee.Term = "cli.no-permission"
	NoSpace       referee.Term = "cli.no-space"
	ReadOnly      referee.Term = "cli.read-only"
	NotRegular    referee.Term = "cli.not-regular"
	Device        referee.Term = "cli.device"
	OutsideFolder referee.Term = "cli.outside-folder"
	OutputIsInput referee.Term = "cli.output-is-input"
	IsLink        referee.Term = "cli.is-link"
	IOError       referee.Term = "cli.io-error"
	NotInherited  referee.Term = "cli.fd-not-inherited"
	StdinWritten  referee.Term = "cli.is-stdin"
)

// Examples are a message of every type the command line's utilities say.
var Examples = []referee.Message{
	ToMove{Player: "Нина"},
	NoMoves{Game: referee.TheGame},
	UsageDetail{Detail: `invalid argument "x" for "--jobs"`},
	UnknownFlag{Flag: "--langg"},
	UnknownFlag{Flag: "--frob", Command: "check"},
	FlagNeedsValue{Flag: "--lang", Values: notation.Alternatives{"en", "ru"}},
	FlagNeedsValue{Flag: "--run", What: referee.Term("cli.value.regexp")},
	FlagNeedsValue{Flag: "-j, --jobs", What: referee.Term("cli.value.number")},
	FlagNeedsValue{Flag: "--dice", What: referee.Term("cli.value.dice")},
	FlagNeedsValue{Flag: "--glob", What: referee.Term("cli.value.glob")},
	BadFlagValue{Flag: "--port", Value: "70000"},
	BadFlagNumber{Flag: "--jobs", Value: "many"},
	BadFlagWord{Flag: "--color", Value: "sometimes", Values: []string{"auto", "always", "never"}},
	WrongArgs{Got: 2, Command: "board", Max: 1, Extra: "b.txt", Use: "referee board [flags] FILE"},
	BadPort{Value: "99999"},
	WrongArgs{Got: 1, Command: "games", Extra: "extra", Use: "referee games [flags]"},
	WrongArgs{Got: 3, Command: "x", Max: 2, Extra: "c", Use: "referee x [flags] A B"},
	WrongArgs{Missing: true, Want: "FILE", Transcript: true, Use: "referee board [flags] FILE"},
	WrongArgs{Missing: true, Use: "referee completion [flags] SHELL"},
	UnknownCommand{Command: "chek", Commands: []string{"check", "moves", "board"}},
	UnknownCommandSuggest{Command: "chek", Suggestion: "check"},
	WriteFailed{Why: "there is no space left on the device"},
	LargerThan{Bytes: 1 << 20},
	BadMaps{Folder: "maps", Why: "there is no such folder"},
	FlagOfGames{Usage: "super-race.flag.dice", Games: []referee.Term{"cli.only.super-race"}},
	FlagOfGames{Usage: "super-race.flag.dice", Games: []referee.Term{"cli.only.super-race"}, Listed: true},
	FlagOfGames{Usage: "super-race.flag.player", Games: []referee.Term{"cli.only.chinese-checkers", "cli.only.super-race"}},
	FlagNotForGame{Flag: "--dice", For: []referee.Term{"cli.only.super-race"}, Game: "game.turtles", ID: "turtles"},
	BadViewValue{Flag: "--dice", Value: "1 2", Game: "game.super-race", Why: NoSuchFile},
	NoSuchFile, NoSuchFolder, NotAFolder, IsFolder, NotDir, NoPermission, NoSpace, ReadOnly,
	NotRegular, Device, OutsideFolder, OutputIsInput, IsLink, IOError, NotInherited, StdinWritten,
	SystemWords{Text: "input/output error"},
	ReadingTyped{},
}
