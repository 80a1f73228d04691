package bigraces

import "github.com/boardgame-referee/referee/referee"

// What cannot be read in a move or in the header: the notation errors of
// the game, each at its place (notation.ErrorAt). Words the user typed are
// strings, quoted back as written.

// expectPath is what a move should look like, when the grammar cannot
// read a piece of it.
const expectPath = referee.Term("big-races.expect.path")

// Unexpected: a character that has no place in a move.
type Unexpected struct{ Text string }

func (Unexpected) Code() referee.Code { return "big-races.unexpected" }

// UnknownLetter: a letter that is no step, in a word typed in Cyrillic
// (Cyrillic: the steps' letters are named in that alphabet first) or not.
// Word and Layout, when set, are the word typed and the path it would
// have been on the Russian keyboard layout ("gg" for «пп»).
type UnknownLetter struct {
	Letter   string
	Cyrillic bool `say:"optional"` // Russian names both alphabets
	Word     string
	Layout   string
}

func (UnknownLetter) Code() referee.Code { return "big-races.unknown-letter" }

// LookalikeLetter: a letter of the other alphabet that looks like a step's
// (`b` for `в`).
type LookalikeLetter struct{ Letter, Suggestion string }

func (LookalikeLetter) Code() referee.Code { return "big-races.unknown-letter-suggest" }

// UnknownWord: a word near a zero or a step back (`ноьл`).
type UnknownWord struct{ Word, Suggestion string }

func (UnknownWord) Code() referee.Code { return "big-races.unknown-word-suggest" }

// PathInWords: a path said in words («вперёд 4»), answered with its
// letters, in the alphabet of the words (Cyrillic) — the letters' key too.
type PathInWords struct {
	Text, Suggestion string
	Cyrillic         bool
}

func (PathInWords) Code() referee.Code { return "big-races.path-in-words" }

// PathWordUnknown: a word that has no place in a path said in words; the
// example and the letters' key in the alphabet of the words (Cyrillic).
type PathWordUnknown struct {
	Word, Example string
	Cyrillic      bool
}

func (PathWordUnknown) Code() referee.Code { return "big-races.path-words-unknown" }

// ToldDiffers: a line as `moves` prints it whose words say another path
// than its letters: Expected, the letters' steps told in full («пять шагов
// вперёд»; none for a zero), and Said, what the words read as, when they
// read as steps at all («3 прямо» — «три шага вперёд»): the sentence sets
// the two counts side by side, not the words «вперёд» and «прямо».
type ToldDiffers struct {
	Path, Words string
	Expected    []Run
	Said        []Run `say:"optional"`
	// Cyrillic: the words are Russian. The expected words are told only in
	// the language the words were written in: an English sentence quoting
	// «5 forward» against «3 прямо» reads as the referee contradicting itself.
	Cyrillic bool
}

func (ToldDiffers) Code() referee.Code { return "big-races.told-differs" }

// CountAlone: a count with no step after it.
type CountAlone struct{ Count string }

func (CountAlone) Code() referee.Code { return "big-races.count-alone" }

// CountTwice: two counts in a row.
type CountTwice struct{ Count string }

func (CountTwice) Code() referee.Code { return "big-races.count-twice" }

// CountInDiagonal: a count inside a diagonal (`f+2i`).
type CountInDiagonal struct{ Count string }

func (CountInDiagonal) Code() referee.Code { return "big-races.count-in-diagonal" }

// JoinAlone: a `+` with no step on one side.
type JoinAlone struct{}

func (JoinAlone) Code() referee.Code { return "big-races.join-alone" }

// NotDiagonal: two steps joined by `+` that make no diagonal (`f+f`).
type NotDiagonal struct{ First, Second letter }

func (NotDiagonal) Code() referee.Code { return "big-races.not-diagonal" }

// letter is a step's letter, in the language spoken: `f` or `п`.
type letter step

func (l letter) Code() referee.Code { return "big-races.letter." + referee.Code(stepNames[l]) }

// ZeroAlone: a zero written inside a path.
type ZeroAlone struct{ Word string }

func (ZeroAlone) Code() referee.Code { return "big-races.zero-alone" }

// PathMissing: a car named with nothing after its colon.
type PathMissing struct{ Car Car }

func (PathMissing) Code() referee.Code { return "big-races.path-missing" }

// NoSuchCar: a player's name with a number that is not 1 or 2 (`белые3`).
type NoSuchCar struct {
	Name   string // as written
	Player string `say:"optional"` // the Russian names the cars alone
	Cars   []Car  // the player's cars, named as every sentence names a car
}

func (NoSuchCar) Code() referee.Code { return "big-races.no-such-car" }

// PlayerNotCar: a player's name where a car is named.
type PlayerNotCar struct {
	Name   string    // as written
	Player string    `say:"optional"` // the Russian names the cars alone
	Cars   []Written // the player's cars, as the notation writes them
}

func (PlayerNotCar) Code() referee.Code { return "big-races.player-not-car" }

// NotTheirCar: a player named before another player's car.
type NotTheirCar struct {
	Car    Car
	Player string
}

func (NotTheirCar) Code() referee.Code { return "big-races.not-their-car" }

// UnknownCar: a name that is no player's and no car's.
type UnknownCar struct{ Name string }

func (UnknownCar) Code() referee.Code { return "big-races.unknown-car" }

// UnknownCarSuggest: a name that is no player's and no car's, near a car's.
type UnknownCarSuggest struct{ Name, Suggestion string }

func (UnknownCarSuggest) Code() referee.Code { return "big-races.unknown-car-suggest" }

// PlayersCount: too few or too many players.
type PlayersCount struct{ Count, Min, Max int }

func (PlayersCount) Code() referee.Code { return "big-races.players-count" }

// PlayerDigit: a player's name that ends in a digit, as car names do.
// Names, when more than one name of the header ends in a digit, holds them
// all (Name the first), so that the file is mended at once.
type PlayerDigit struct {
	Name  string
	Names []Written
}

func (PlayerDigit) Code() referee.Code { return "big-races.player-digit" }

// LengthBad: a track length that is no number in range.
type LengthBad struct {
	Value    string
	Min, Max int
}

func (LengthBad) Code() referee.Code { return "big-races.length-bad" }

// LengthShort: a track too short for the grid.
type LengthShort struct{ Length, Cars int }

func (LengthShort) Code() referee.Code { return "big-races.length-short" }

// LapsBad: a number of laps that is no number in range.
type LapsBad struct {
	Value string
	Max   int
}

func (LapsBad) Code() referee.Code { return "big-races.laps-bad" }

// TurnKey: a `turn:` line, which the game does not use.
type TurnKey struct{ Key string }

func (TurnKey) Code() referee.Code { return "big-races.turn-key" }

// SetupCar: a name in the setup that is no car.
type SetupCar struct{ Name string }

func (SetupCar) Code() referee.Code { return "big-races.setup-car" }

// SetupCarSuggest: a name in the setup that is no car, near a car's.
type SetupCarSuggest struct{ Name, Suggestion string }

func (SetupCarSuggest) Code() referee.Code { return "big-races.setup-car-suggest" }

// SetupPlayer: a player's name in the setup, which places cars.
type SetupPlayer struct {
	Name string
	Cars []Written // the player's cars, as the notation writes them
}

func (SetupPlayer) Code() referee.Code { return "big-races.setup-player" }

// SetupTwice: a car placed twice.
type SetupTwice struct{ Car Car }

func (SetupTwice) Code() referee.Code { return "big-races.setup-twice" }

// SetupPlace: a place that is not lane/distance.
type SetupPlace struct {
	Car   Car
	Value string
}

func (SetupPlace) Code() referee.Code { return "big-races.setup-place" }

// SetupLane: a lane that is not 1 to 4.
type SetupLane struct {
	Car  Car
	Lane int
}

func (SetupLane) Code() referee.Code { return "big-races.setup-lane" }

// SetupDistance: a distance off the race: a lap or more behind the line,
// or at the finish or past it.
type SetupDistance struct {
	Car                Car
	Distance, Min, Max Distance
}

func (SetupDistance) Code() referee.Code { return "big-races.setup-distance" }

// SetupCell: two cars on one cell of the ring.
type SetupCell struct {
	Car, Other Car
	Cell       Cell
}

func (SetupCell) Code() referee.Code { return "big-races.setup-cell" }
