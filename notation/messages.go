package notation

// The notation errors and notes: what the referee says of a transcript it
// cannot read, or of a line worth a word. Each is a message of its own
// type; its template, one a language, is in referee/say/locales.

// Unexpected: a token the grammar does not take where it stands.
type Unexpected struct {
	Token    string  // the token as written
	Expected Message // what the line should hold there
}

func (Unexpected) Code() Code { return "notation.unexpected" }

// NotUnderstood: a token the grammar does not take, with nothing to say of
// what should stand there.
type NotUnderstood struct{ Token string }

func (NotUnderstood) Code() Code { return "notation.unexpected-plain" }

// UnexpectedEnd: the text ends before the grammar is done with it.
type UnexpectedEnd struct {
	Expected Message // what should have come
}

func (UnexpectedEnd) Code() Code { return "notation.unexpected-end" }

// CutShort: the text ends before the grammar is done with it, with nothing
// to say of what should have come.
type CutShort struct{}

func (CutShort) Code() Code { return "notation.unexpected-end-plain" }

// UnexpectedExtra: a token after a text the grammar took whole.
type UnexpectedExtra struct{ Token string }

func (UnexpectedExtra) Code() Code { return "notation.unexpected-extra" }

// Tokens are what a grammar expected, in its own punctuation (`"=" or ","`),
// quoted back as it gives them.
type Tokens struct{ Text string }

func (Tokens) Code() Code { return "notation.expect.tokens" }

// BadText: the lexer found no token at a quote that opens a name and is
// never closed.
type BadText struct{ Quote string }

func (BadText) Code() Code { return "notation.bad-text" }

// BadChar: the lexer found no token at a character that begins none of the
// grammar's words or signs (a typographic minus, a stray sign). Point is
// its code point, as U+2212, for a character that looks like another.
type BadChar struct{ Char, Point string }

func (BadChar) Code() Code { return "notation.bad-char" }

// Unreadable: the grammar failed with no place or token to tell.
type Unreadable struct{}

func (Unreadable) Code() Code { return "notation.unreadable" }

// NotText: a byte no text holds. At most one of CR, UTF16 and Control says
// what it is; none of them: a byte that is not UTF-8. Start says a file
// begins with it (a control character or a byte that is not UTF-8): the
// file is no text at all, a program or a photo, and the advice is to give
// the transcript's file, not to remove the byte.
type NotText struct {
	CR      bool   // a carriage return alone, as old Macs ended lines
	UTF16   bool   // the line looks like UTF-16 with no byte-order mark
	Control string // a control character, as U+0001
	Start   bool   // the file's very first byte, not a line typed at the table
}

func (NotText) Code() Code { return "notation.not-text" }

// LetterCut: a UTF-8 file that ends in the middle of a letter, the rest of
// the file UTF-8 — cut short in copying or saving, not another encoding
// (`Па\xd1` at the end was read as Windows-1251, «ПаС»).
type LetterCut struct{}

func (LetterCut) Code() Code { return "notation.letter-cut" }

// LineEndless: a line that runs past Limit bytes with no end; the input is
// read no further.
type LineEndless struct{ Limit int }

func (LineEndless) Code() Code { return "notation.line-endless" }

// ReadError: the file could not be read on; Detail is the system's reason.
type ReadError struct{ Detail string }

func (ReadError) Code() Code { return "notation.read-error" }

// FileUnreadable: the file could not be opened or read at all.
type FileUnreadable struct{ Detail string }

func (FileUnreadable) Code() Code { return "notation.file-unreadable" }

// Undecodable: a character the file's own encoding cannot read (a lone
// surrogate in UTF-16, a byte Windows-1251 lacks). The file is text in
// that encoding: in a transcript the line is not read, and the rest of
// the file is.
type Undecodable struct {
	Encoding string // UTF-16 or Windows-1251
}

func (Undecodable) Code() Code { return "notation.undecodable" }

// LineTooLong: a line longer than Limit bytes.
type LineTooLong struct{ Limit int }

func (LineTooLong) Code() Code { return "notation.line-too-long" }

// BeforeGame: text before the file's first `game:` line.
type BeforeGame struct{ Text string }

func (BeforeGame) Code() Code { return "notation.before-game" }

// NoGame: a file with no `game:` line.
type NoGame struct{}

func (NoGame) Code() Code { return "notation.no-game" }

// GameCut: the file stops being text inside a game.
type GameCut struct{}

func (GameCut) Code() Code { return "notation.game-cut" }

// MoveNumber: a move number that does not run on from the one before.
type MoveNumber struct{ Number, Want int }

func (MoveNumber) Code() Code { return "notation.move-number" }

// RoundNumber: a round number that does not run on from the one before.
type RoundNumber struct{ Number, Want int }

func (RoundNumber) Code() Code { return "notation.round-number" }

// MoveNumberBad: a move number too big to be one.
type MoveNumberBad struct{ Number string }

func (MoveNumberBad) Code() Code { return "notation.move-number-bad" }

// MoveMissing: a move number or a player's name with no move after it.
type MoveMissing struct{}

func (MoveMissing) Code() Code { return "notation.move-missing" }

// ColonMissing: a line that reads as a move once a colon follows its first
// word, a name the game knows (a player's, or a piece's such as a car's):
// «Боря1 5п» for «Боря1: 5п». Said in place of the game's own error about
// the whole line, which would send the reader after the wrong mistake.
type ColonMissing struct{ Name, Move string }

func (ColonMissing) Code() Code { return "notation.colon-missing" }

// UnknownGame: a `game:` line naming no game; Known are the games' names,
// one of which the line may give.
type UnknownGame struct {
	Name  string
	Known TermAlternatives
}

func (UnknownGame) Code() Code { return "notation.unknown-game" }

// UnknownGameSuggest: a `game:` line naming no game, but close to one.
type UnknownGameSuggest struct{ Name, Suggestion string }

func (UnknownGameSuggest) Code() Code { return "notation.unknown-game-suggest" }

// UnknownPlayer: a name before a colon that is nobody's. Note: it stands
// under a key people write notes under, so the message says where a note
// that reads as a move goes.
type UnknownPlayer struct {
	Name    string
	Players []string
	Note    bool
}

func (UnknownPlayer) Code() Code { return "notation.unknown-player" }

// UnknownPlayerSuggest: a name that is nobody's, but close to a player's.
type UnknownPlayerSuggest struct{ Name, Suggestion string }

func (UnknownPlayerSuggest) Code() Code { return "notation.unknown-player-suggest" }

// NoPlayers: a game with no `players:` line.
type NoPlayers struct{}

func (NoPlayers) Code() Code { return "notation.no-players" }

// NoPlayersSuggest: a game with no `players:` line, and a key that looks
// like a misspelt one.
type NoPlayersSuggest struct{ Key, Suggestion string }

func (NoPlayersSuggest) Code() Code { return "notation.no-players-suggest" }

// PlayerEmpty: an empty name in `players:`.
type PlayerEmpty struct{}

func (PlayerEmpty) Code() Code { return "notation.player-empty" }

// PlayersLookAlike: two names of `players:` that look the same but are
// written with different characters (a Latin letter for a Cyrillic one,
// an invisible character): the lines could not tell the two apart.
type PlayersLookAlike struct{ Name, Other string }

func (PlayersLookAlike) Code() Code { return "notation.players-look-alike" }

// PlayerTwice: a player named twice in `players:`.
type PlayerTwice struct{ Name string }

func (PlayerTwice) Code() Code { return "notation.player-twice" }

// PlayerDraw: a player named as a draw is claimed (`ничья`, `draw`).
type PlayerDraw struct{ Name string }

func (PlayerDraw) Code() Code { return "notation.player-draw" }

// PlayerKeyword: a player named as a header key or an event of the game.
type PlayerKeyword struct{ Name string }

func (PlayerKeyword) Code() Code { return "notation.player-keyword" }

// KeyTwice: a header key given twice.
type KeyTwice struct{ Key string }

func (KeyTwice) Code() Code { return "notation.key-twice" }

// HeaderAfterMoves: a header line among the moves.
type HeaderAfterMoves struct{ Key string }

func (HeaderAfterMoves) Code() Code { return "notation.header-after-moves" }

// TrailerNotLast: a line that may close a game (`result:`) with a move
// after it.
type TrailerNotLast struct{ Key string }

func (TrailerNotLast) Code() Code { return "notation.trailer-not-last" }

// TrailerLate: a line that closes a game too long to be held until its
// end, so read too late.
type TrailerLate struct {
	Key   string
	Lines int // the longest game held whole, in lines (or moves joined on them)
}

func (TrailerLate) Code() Code   { return "notation.trailer-late" }
func (m TrailerLate) Count() int { return m.Lines }

// HeaderTooLong: a header longer than Lines lines.
type HeaderTooLong struct{ Lines int }

func (HeaderTooLong) Code() Code   { return "notation.header-too-long" }
func (m HeaderTooLong) Count() int { return m.Lines }

// UnknownKeySuggest notes a header key the game does not know that looks
// like a misspelt one it knows.
type UnknownKeySuggest struct{ Key, Suggestion string }

func (UnknownKeySuggest) Code() Code { return CodeUnknownKeySuggest }

// Windows1251 notes a file read as Windows-1251 from this line on.
type Windows1251 struct{}

func (Windows1251) Code() Code { return CodeWindows1251 }

// The words a grammar's error says a list should hold.
const (
	ExpectNames Term = "notation.expect.names"
	ExpectPairs Term = "notation.expect.pairs"
)

// Examples are a message of every type the notation says, as a transcript
// would give them: `referee explain` shows them, and the catalog's tests
// hold each template to its type. Where names or header keys are words of
// a language, a message is given twice, with English words and with
// Russian ones: explain shows each language its own (an English page with
// «Вика» in it, or a Russian one that says «players:», reads wrong).
var Examples = []Message{
	Unexpected{Token: "=", Expected: ExpectNames},
	NotUnderstood{Token: "+"},
	UnexpectedEnd{Expected: ExpectPairs},
	CutShort{},
	UnexpectedExtra{Token: "+2"},
	Tokens{Text: `"="`},
	BadText{Quote: "«"},
	BadChar{Char: "−", Point: "U+2212"},
	Unreadable{},
	// A binary file first: explain shows a code's first example, and the
	// page's rule is about Word files, pictures and programs.
	NotText{Control: "U+007F", Start: true},
	NotText{CR: true},
	NotText{UTF16: true},
	NotText{Control: "U+0007"},
	NotText{},
	NotText{Start: true},
	LineEndless{Limit: MaxSkip},
	ReadError{Detail: "input/output error"},
	// With the file's name, as check prints it: the reason alone reads as
	// a fragment under explain's heading.
	FileUnreadable{Detail: "game.txt: access is denied"},
	// The same as a Russian system says it: explain shows these in Russian.
	ReadError{Detail: "ошибка ввода-вывода"},
	FileUnreadable{Detail: "партия.txt: нет прав доступа"},
	LineTooLong{Limit: MaxLine},
	Undecodable{Encoding: "UTF-16"},
	BeforeGame{Text: "игроки: Нина, Паша"},
	BeforeGame{Text: "players: Nina, Pasha"},
	NoGame{},
	GameCut{},
	MoveNumber{Number: 5, Want: 4},
	RoundNumber{Number: 5, Want: 4},
	MoveNumberBad{Number: "99999999999999999999"},
	MoveMissing{},
	ColonMissing{Name: "Нина", Move: "красная +1"},
	ColonMissing{Name: "Nina", Move: "red +1"},
	UnknownGame{Name: "ludo", Known: TermAlternatives{"turtles.id", "chinese-checkers.id", "turbo.id", "big-races.id", "super-race.id"}},
	UnknownGameSuggest{Name: "turtle", Suggestion: "turtles"},
	UnknownPlayer{Name: "Вика", Players: []string{"Нина", "Паша"}},
	UnknownPlayer{Name: "Vika", Players: []string{"Nina", "Pasha"}},
	UnknownPlayer{Name: "comment", Players: []string{"Нина", "Паша"}, Note: true},
	UnknownPlayerSuggest{Name: "Нима", Suggestion: "Нина"},
	UnknownPlayerSuggest{Name: "Nima", Suggestion: "Nina"},
	NameRead{Typed: "Тим", Name: "Тимофей"},
	NameRead{Typed: "Tim", Name: "Timothy"},
	NameLooksAlike{Typed: "Нинa", Name: "Нина", Letters: []string{"a"}, Script: "notation.script.latin"},
	NameAmbiguous{Typed: "Ан", Players: []string{"Аня", "Антон"}},
	NameAmbiguous{Typed: "An", Players: []string{"Anna", "Anton"}},
	NoPlayers{},
	NoPlayersSuggest{Key: "plyers", Suggestion: "players"},
	NoPlayersSuggest{Key: "игрки", Suggestion: "игроки"},
	PlayerEmpty{},
	PlayerTwice{Name: "Нина"},
	PlayerTwice{Name: "Nina"},
	PlayersLookAlike{Name: "Aня", Other: "Аня"},
	PlayerDraw{Name: "ничья"},
	PlayerDraw{Name: "draw"},
	PlayerKeyword{Name: "colors"},
	PlayerKeyword{Name: "цвета"},
	KeyTwice{Key: "players"},
	KeyTwice{Key: "игроки"},
	HeaderAfterMoves{Key: "colors"},
	HeaderAfterMoves{Key: "цвета"},
	TrailerNotLast{Key: "result"},
	TrailerNotLast{Key: "итог"},
	TrailerLate{Key: "colors", Lines: ChunkLines},
	TrailerLate{Key: "цвета", Lines: ChunkLines},
	HeaderTooLong{Lines: ChunkLines},
	UnknownKeySuggest{Key: "colours", Suggestion: "colors"},
	UnknownKeySuggest{Key: "цвта", Suggestion: "цвета"},
	Windows1251{},
	LetterCut{},
	ExpectNames,
	ExpectPairs,
}

// Alternatives are words of which one is meant, said as a list with "or"
// («A, B или C»): the codes a typed word may mean.
type Alternatives []string

// TermAlternatives are terms of which one may be written, said as a list
// with "or" in the words of the language: the games a `game:` line may name.
type TermAlternatives []Term
