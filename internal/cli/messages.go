package cli

import (
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The commands' own messages: each a message of its own type, its template
// in referee/say/locales.

// BadLang: a --lang the referee does not speak.
type BadLang struct{ Lang string }

func (BadLang) Code() referee.Code { return "cli.bad-lang" }

// BadJobs: a --jobs that is no count of games.
type BadJobs struct{ Jobs int }

func (BadJobs) Code() referee.Code { return "cli.bad-jobs" }

// BadAt: a --at that is no count of moves.
type BadAt struct{ At int }

func (BadAt) Code() referee.Code { return "cli.bad-at" }

// AtBeyond: a --at past the game's end; Moves is how many it has.
type AtBeyond struct{ At, Moves int }

func (AtBeyond) Code() referee.Code { return "cli.at-beyond" }
func (m AtBeyond) Count() int       { return m.Moves }

// DrawnBeforeProblem: board draws the position before the problem it
// stopped at, after Moves moves; Before, the number check gives the move
// it stopped at (0: none to give), which names that position as check's
// lines number it.
type DrawnBeforeProblem struct {
	Moves  int
	Before int `say:"optional"`
}

func (DrawnBeforeProblem) Code() referee.Code { return "cli.drawn-before-problem" }

// ListedBeforeProblem: moves lists the moves of the position before the
// problem it stopped at, after Moves moves; Over: that position ends the
// game, so there is nothing to list.
type ListedBeforeProblem struct {
	Moves  int
	Before int `say:"optional"` // as DrawnBeforeProblem's
	Over   bool
	// Unlisted: the moves wait for what the command line did not give
	// (super-race's dice), so none follow.
	Unlisted bool
}

func (ListedBeforeProblem) Code() referee.Code { return "cli.listed-before-problem" }

// Progress is check's line on a terminal while a large file is checked:
// games and moves so far, megabytes read and how fast (as the language
// writes decimals).
type Progress struct {
	Games, Moves referee.Quantity
	MB, Rate     string
}

func (Progress) Code() referee.Code { return "cli.progress" }

// NoPicture: a game with no picture, asked to draw one.
type NoPicture struct{ Game string }

func (NoPicture) Code() referee.Code { return "cli.no-picture" }

// BadWidth: a --width out of range.
type BadWidth struct{ Width string }

func (BadWidth) Code() referee.Code { return "cli.bad-width" }

// TooNarrow: a --width at which the picture's smallest text would be
// smaller than reads; Least is the narrowest width that keeps it
// readable, in millimetres.
type TooNarrow struct{ Width, Least string }

func (TooNarrow) Code() referee.Code { return "cli.too-narrow" }

// CannotWrite: a file that cannot be written, and why (said).
type CannotWrite struct{ File, Why string }

func (CannotWrite) Code() referee.Code { return "cli.cannot-write" }

// BadGame: a --game that is no game's number.
type BadGame struct{ Game int }

func (BadGame) Code() referee.Code { return "cli.bad-game" }

// GameBeyond: a --game past the file's last game; Games is how many it
// holds.
type GameBeyond struct{ Game, Games int }

func (GameBeyond) Code() referee.Code { return "cli.game-beyond" }
func (m GameBeyond) Count() int       { return m.Games }

// BadMaxSize: a --max-size out of range.
type BadMaxSize struct{ Size, Most int }

func (BadMaxSize) Code() referee.Code { return "cli.bad-max-size" }

// ReplayTooLong: a game longer than a replay page draws (Moves).
type ReplayTooLong struct{ Moves int }

func (ReplayTooLong) Code() referee.Code { return "cli.replay-too-long" }
func (m ReplayTooLong) Count() int       { return m.Moves }

// ReplayTooBig: a replay page that would be larger than --max-size: about
// Size MB against Limit, full after Drawn positions.
type ReplayTooBig struct {
	Size, Limit, Drawn int
	File               string
}

func (ReplayTooBig) Code() referee.Code { return "cli.replay-too-big" }
func (m ReplayTooBig) Count() int       { return m.Drawn }

// ReplayTitle is a replay page's title.
type ReplayTitle struct {
	Game referee.Term
	File string
}

func (ReplayTitle) Code() referee.Code { return "replay.title" }

// ReplayCounter is what the pager's counter says: the move shown, as its
// heading numbers it, and the last: «Ход 9 из 18» under «Ход 9 (…)»
// («Позиция 10 из 19», counting the start and every entry,
// read as a second count of moves over «Ход 9»; "5 / 8" beside
// "Move 3" would be a third). At and Of are the page script's placeholders.
type ReplayCounter struct{ At, Of string }

func (ReplayCounter) Code() referee.Code { return "replay.counter" }

// ReplayPlayers names a replay page's players.
type ReplayPlayers struct{ Players []string }

func (ReplayPlayers) Code() referee.Code { return "replay.players" }

// ReplayGames names the file's other games on a replay page: the page
// shows game N of Games; Others are references to the rest (ReplayGameRef,
// and ReplayGamesMore when not all are named).
type ReplayGames struct {
	Games, N int
	Others   []referee.Message
}

func (ReplayGames) Code() referee.Code { return "replay.games" }
func (m ReplayGames) Count() int       { return m.Games }

// ReplayGameRef names one game of the file: its number, its line and its
// players.
type ReplayGameRef struct {
	N, Line int
	Players []string
}

func (ReplayGameRef) Code() referee.Code { return "replay.game-ref" }

// UnknownCode: a code explain does not know (Typed, as typed); Command
// lists them.
type UnknownCode struct{ Typed, Command string }

func (UnknownCode) Code() referee.Code { return "cli.unknown-code" }

// UnknownCodeSuggest: a code explain does not know, but close to one.
type UnknownCodeSuggest struct{ Typed, Suggestion string }

func (UnknownCodeSuggest) Code() referee.Code { return "cli.unknown-code-suggest" }

// UnknownShell: a shell completion has no script for; Shells are those
// it has.
type UnknownShell struct {
	Shell  string
	Shells []string
}

func (UnknownShell) Code() referee.Code { return "cli.unknown-shell" }

// UnknownCodeSuggestOneOf: a code explain does not know, close to a short
// code that several games share: their full codes.
type UnknownCodeSuggestOneOf struct {
	Typed string
	Codes notation.Alternatives // one of them is meant
}

func (UnknownCodeSuggestOneOf) Code() referee.Code { return "cli.unknown-code-suggest-one-of" }

// UnknownCodePart: a word of codes, not a code: the codes it is part of.
type UnknownCodePart struct {
	Typed string
	Codes []string
}

func (UnknownCodePart) Code() referee.Code { return "cli.unknown-code-part" }
func (m UnknownCodePart) Count() int       { return len(m.Codes) }

// UnknownCodeMany: a word of more codes than a line can list (a game's
// id, `explain turtles`: 36 codes): their count, where the list shows them
// (Section: the game whose codes start with the word, its section in the
// list, by its id in Russian and its Title in English) and one of them as
// an example.
type UnknownCodeMany struct {
	Typed   string
	N       int
	Command string       // the command that lists them, as typed
	Section string       `say:"optional"`
	Title   referee.Term `say:"optional"`
	Example string
}

func (UnknownCodeMany) Code() referee.Code { return "cli.unknown-code-many" }
func (m UnknownCodeMany) Count() int       { return m.N }

// codesOnALine is the most codes an error lists on its line; past it the
// count is said instead.
const codesOnALine = 5

// FlagHelp is the help of a command's --help; Root: the program's own,
// which is no command («справка о программе»).
type FlagHelp struct {
	Command string
	Root    bool
}

func (FlagHelp) Code() referee.Code { return "cli.flag.help" }

// Version is --version's line: the module's version ("" when the build
// recorded none), the commit and its time when known, and whether the
// checkout it was built from had changes not committed.
//
// The commit's time is said as a date in words, day, month and year, and
// the clock in UTC («от 6 декабря 2026 г., 10:47 UTC»); Clock is "" when
// the time is unknown.
type Version struct {
	Version, Commit, Sum string
	Modified             bool
	Day, Year            int
	Month                referee.Term `say:"optional"`
	Clock                string
}

func (Version) Code() referee.Code { return "cli.version" }

// CompletionShort is the help of `completion SHELL`.
type CompletionShort struct{ Shell string }

func (CompletionShort) Code() referee.Code { return "cli.short.completion-shell" }

// BadGlob: a --glob that is no pattern of names.
type BadGlob struct{ Glob string }

func (BadGlob) Code() referee.Code { return "test.bad-glob" }

// BadGoldenLang: a --golden language the referee does not speak.
// Langs are offered as a choice («en или ru»), either or both, said as
// the bad --lang is.
type BadGoldenLang struct {
	Lang  string
	Langs notation.Alternatives
}

func (BadGoldenLang) Code() referee.Code { return "test.bad-golden-lang" }

// BadRun: a --run that is no regular expression.
type BadRun struct{ Run string }

func (BadRun) Code() referee.Code { return "test.bad-run" }

// Words of the commands with no facts.
const (
	NoFiles         referee.Term = "cli.no-files"
	StdinTwice      referee.Term = "cli.stdin-twice"
	HTMLOnly        referee.Term = "cli.html-only"
	GamesHead       referee.Term = "cli.games.head"
	GamesMore       referee.Term = "replay.games-more"
	NoPaths         referee.Term = "test.no-paths"
	JUnitStdoutJSON referee.Term = "test.junit-stdout-json"
)

// Examples are a message of every type the commands say.
var Examples = []referee.Message{
	BadLang{Lang: "de"},
	BadJobs{Jobs: 0},
	BadAt{At: -1},
	AtBeyond{At: 9, Moves: 5},
	DrawnBeforeProblem{Moves: 3},
	DrawnBeforeProblem{Moves: 0},
	DrawnBeforeProblem{Moves: 1, Before: 22},
	ListedBeforeProblem{Moves: 3},
	ListedBeforeProblem{Moves: 0},
	ListedBeforeProblem{Moves: 1, Over: true},
	ListedBeforeProblem{Moves: 1, Before: 22},
	ListedBeforeProblem{Moves: 1, Before: 2, Over: true},
	ListedBeforeProblem{Moves: 4, Before: 5, Unlisted: true},
	Progress{Games: referee.Quantity{Count: 1200, Unit: "cli.unit.game"}, Moves: referee.Quantity{Count: 36000, Unit: "referee.unit.move"}, MB: "1.5", Rate: "12.5"},
	NoPicture{Game: "turtles"},
	BadWidth{Width: "-5"},
	TooNarrow{Width: "20", Least: "70"},
	CannotWrite{File: "board.svg", Why: "permission denied"},
	BadGame{Game: 0},
	GameBeyond{Game: 4, Games: 3},
	BadMaxSize{Size: 900, Most: 500},
	ReplayTooLong{Moves: 2000},
	ReplayTooBig{Size: 60, Limit: 50, Drawn: 1500, File: "long.txt"},
	ReplayTitle{Game: "game.turtles", File: "short-race.txt"},
	ReplayCounter{At: "5", Of: "8"},
	ReplayPlayers{Players: []string{"Нина", "Паша"}},
	ReplayGames{Games: 3, N: 1, Others: []referee.Message{ReplayGameRef{N: 2, Line: 12, Players: []string{"Маша", "Петя"}}, GamesMore}},
	ReplayGameRef{N: 2, Line: 12, Players: []string{"Маша", "Петя"}},
	UnknownCode{Typed: "turtles.fly", Command: "referee explain"},
	UnknownCodeSuggest{Typed: "turtles.back-from-strat", Suggestion: "turtles.back-from-start"},
	UnknownCodePart{Typed: "back", Codes: []string{"turtles.back-from-start"}},
	UnknownCodeMany{Typed: "turtles", N: 36, Command: "referee explain", Section: "turtles", Title: "game.turtles", Example: "turtles.not-last"},
	UnknownCodeMany{Typed: "not", N: 22, Command: "referee explain", Example: "turtles.not-last"},
	UnknownCodeMany{Typed: "race", N: 21, Command: "referee explain", Example: "turtles.race-over"},
	UnknownShell{Shell: "tcsh", Shells: []string{"bash", "fish", "powershell", "zsh"}},
	UnknownCodeSuggestOneOf{Typed: "no-such-cod", Codes: notation.Alternatives{"turbo.no-such-card", "turtles.no-such-card"}},
	FlagHelp{Command: "check"},
	FlagHelp{Command: "referee", Root: true},
	Version{Version: "v1.2.0"},
	Version{Version: "v0.0.0-20261205135355-4cb5ccd896d6", Commit: "4cb5ccd896d6", Day: 5, Month: "cli.month.12", Year: 2026, Clock: "13:53"},
	Version{Commit: "4cb5ccd896d6", Day: 5, Month: "cli.month.12", Year: 2026, Clock: "13:53", Modified: true},
	Version{},
	CompletionShort{Shell: "bash"},
	BadGlob{Glob: "[*.txt"},
	BadGoldenLang{Lang: "de", Langs: notation.Alternatives{"en", "ru"}},
	BadRun{Run: "(turtles"},
	NoFiles, StdinTwice, TokenNotKept, HTMLOnly, GamesHead, GamesMore, NoPaths, JUnitStdoutJSON,
	RuleOfGame, RuleOfEveryGame, ReadingRuleKind, NoteKind, ReadingKind, NotationErrorKind, OwnMessageKind,
	AfterRuleOfGame, AfterReadingRule, GameMessageKind, WidthKeyExplained,
	GameWordsKind, RefereeSays, RefereeExplains, RefereeSaid, ExampleLabel, GameErrorKind, RefereeSaysExample,
	ListNoRule{Said: cmdutil.NoMoves{Game: referee.TheGame}},
	ListForExample{Said: cmdutil.NoMoves{Game: referee.TheGame}},
	ExpectationErrorKind{Keyword: "test.keyword"},
	EveryGameCodes, NotationCodes, RuleTag, ReadingTag, NoteTag, NotationTag,
	GameCodes{Game: "game.turtles", ID: "turtles"},
}

// What follows from a rule, said after its text (the rule first, then what
// it means for a turn).
const (
	AfterRuleOfGame  referee.Term = "cli.explain.after.rule"
	AfterReadingRule referee.Term = "cli.explain.after.rule-reading"
)

// What explain says a code is.
const (
	RuleOfGame        referee.Term = "cli.explain.rule"
	RuleOfEveryGame   referee.Term = "cli.explain.rule-every-game"
	ReadingRuleKind   referee.Term = "cli.explain.rule-reading"
	NoteKind          referee.Term = "cli.explain.note"
	ReadingKind       referee.Term = "cli.explain.reading"
	NotationErrorKind referee.Term = "cli.explain.notation-error"
	OwnMessageKind    referee.Term = "cli.explain.message"
	GameMessageKind   referee.Term = "cli.explain.game-message"
	// GameErrorKind: a game's code that `check` prints in brackets beside
	// a remark on how the transcript is written, with no text of its own
	// yet (`CODE.rule`): explain says so, and shows the message as an
	// example, not as its explanation.
	GameErrorKind referee.Term = "cli.explain.game-error"
	// WidthKeyExplained: referee.width, which the table may print in a
	// refusal of a flag, is no code.
	WidthKeyExplained referee.Term = "cli.explain.width-key"
	// GameWordsKind: a word of a game, or a part of what it says of a move.
	GameWordsKind referee.Term = "cli.explain.game-words"
	// RefereeSays heads an example of what the referee says under a code;
	// RefereeExplains, under a rule or an error.
	RefereeSays referee.Term = "cli.explain.says"
	// RefereeSaysExample heads the example on the page of a code with no
	// text of its own: the example is all the page has.
	RefereeSaysExample referee.Term = "cli.explain.says-example"
	RefereeExplains    referee.Term = "cli.explain.says-refusal"
	// RefereeSaid heads, at the table, what the referee said of the move
	// just refused.
	RefereeSaid referee.Term = "cli.explain.said"
	// ExampleLabel heads a rule's example, «Пример: …»: the example is a
	// sentence of its own, with its capital.
	ExampleLabel referee.Term = "cli.example"
)

// Headings and tags of explain's list of codes.
const (
	EveryGameCodes referee.Term = "cli.explain.list.every-game"
	NotationCodes  referee.Term = "cli.explain.list.notation"
	RuleTag        referee.Term = "cli.explain.tag.rule"
	ReadingTag     referee.Term = "cli.explain.tag.reading"
	NoteTag        referee.Term = "cli.explain.tag.note"
	NotationTag    referee.Term = "cli.explain.tag.notation"
)

// GameCodes heads a game's codes in explain's list: its title and its
// name as typed (`turtles`).
type GameCodes struct {
	Game referee.Term
	ID   string
}

func (GameCodes) Code() referee.Code { return "cli.explain.list.game" }

// ExpectationErrorKind: a code of an error in a `# expect:` comment.
type ExpectationErrorKind struct{ Keyword referee.Term }

func (ExpectationErrorKind) Code() referee.Code { return "cli.explain.expectation-error" }

// ListNoRule is explain's list entry for a game's transcript error with no
// text of its own: what it is in general, then its example after "For
// example", never the example alone as if it explained the code. Said is the example said, without its full stop.
type ListNoRule struct{ Said referee.Message }

func (ListNoRule) Code() referee.Code { return "cli.explain.list.no-rule" }

// ListForExample follows a text a family of codes shares (super-race.map.rule)
// in explain's list: each code's own example, so that the entries differ.
type ListForExample struct{ Said referee.Message }

func (ListForExample) Code() referee.Code { return "cli.explain.list.for-example" }
