package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// What a move's text can get wrong, as the grammar finds it: each a
// notation error of its own code. A type with a Suggestion has two codes,
// the one with "-suggest" when there is a suggestion to make.

// NotAMove is a word where a move was expected (`jump`).
type NotAMove struct {
	Word       string
	Suggestion referee.Message `say:"optional"` // the pass word in the output's language, when Word is near one
}

func (m NotAMove) Code() referee.Code {
	if m.Suggestion != nil {
		return "chinese-checkers.unknown-word-suggest"
	}
	return "chinese-checkers.unknown-word"
}

// ExtraText is text after a whole move (`d1 e5`), or a second whole move
// on the move's line (`d1-e5 d2-e6`), which no hyphen would mend.
type ExtraText struct {
	Token  string
	Hole   bool   // the text is a hole: what is missing is the dash before it, nothing is extra
	First  string `say:"optional"` // with Second, the line's two moves as written; "" otherwise
	Second string `say:"optional"`
}

func (ExtraText) Code() referee.Code { return "chinese-checkers.extra" }

// PathTooLong is a chain of more holes than any chain can have.
type PathTooLong struct {
	Max int
}

func (PathTooLong) Code() referee.Code { return "chinese-checkers.path-too-long" }

// NoHoleNumber is a hole number past the last hole (`121`).
type NoHoleNumber struct {
	Number string
	Max    int
}

func (NoHoleNumber) Code() referee.Code { return "chinese-checkers.hole-number" }

// OneHole is a move of one hole only (`d1`), with moves of the position
// to show how a move is written: the engine's legal moves for the player
// due (oneHoleExamples), never a fixed line another position refuses.
type OneHole struct {
	Hole  string
	Step  string `say:"optional"` // a legal step, from Hole where it has one; "" when there is none
	Chain string `say:"optional"` // a legal chain of two hops or more; "" when there is none
}

func (OneHole) Code() referee.Code { return "chinese-checkers.one-hole" }

// HopsWrittenOver is a chain written through the holes it hops over
// (`g3-f4-e5`), with the line to write instead, and the judge's refusal
// of that line when the position does not allow it either.
type HopsWrittenOver struct {
	Over       []string        // the holes hopped over, written as landings
	Suggestion string          // the chain with its landings only
	Refused    referee.Message `say:"optional"` // why Suggestion is illegal here, as the judge says it; nil when it is legal
}

func (HopsWrittenOver) Code() referee.Code { return "chinese-checkers.over-written" }
func (m HopsWrittenOver) Count() int       { return len(m.Over) }

// NoSuchHole is a hole name that names no hole (`e14`), with the nearest
// hole when one helps.
type NoSuchHole struct {
	Hole       string
	Suggestion string `say:"optional"`
}

func (m NoSuchHole) Code() referee.Code {
	if m.Suggestion != "" {
		return "chinese-checkers.unknown-hole-suggest"
	}
	return "chinese-checkers.unknown-hole"
}

// PlaceOutOfRow is a hole past the end of its row (`d5`), when the nearest
// hole is no help: how long the row is.
type PlaceOutOfRow struct {
	Hole        string
	Row         string
	Holes       referee.Quantity
	First, Last string // the row's first and last holes
}

func (PlaceOutOfRow) Code() referee.Code { return "chinese-checkers.place-out-of-row" }

// AmbiguousHole is a hole written with a Cyrillic letter that looks like
// one row and sounds like another (`н2`: h2 or n2), both holes existing.
type AmbiguousHole struct {
	Hole   string
	Letter string // the Cyrillic letter as typed (н or Н): the sentence names the letter the player wrote
	Shape  string // the hole the letter's shape gives
	Sound  string // the hole its sound gives
}

func (AmbiguousHole) Code() referee.Code { return "chinese-checkers.row-ambiguous" }

// AmbiguousRow is such a letter where at most one of the two holes exists
// (`н11`): the rows, and the hole there is.
type AmbiguousRow struct {
	Hole       string
	Letter     string // the Cyrillic letter as typed, as in AmbiguousHole
	Shape      string // the row the letter's shape gives
	Sound      string // the row its sound gives
	Suggestion string // the one of the two holes that exists, if either does
}

func (AmbiguousRow) Code() referee.Code { return "chinese-checkers.row-ambiguous-row" }

// ColonInMove is a colon between holes (`d1:e5`), with the move written
// with dashes when that reads as one, and the judge's refusal of that move
// when the position does not allow it either (a
// model the referee would refuse must say so).
type ColonInMove struct {
	Suggestion string          `say:"optional"`
	Refused    referee.Message `say:"optional"` // why Suggestion is illegal here, as the judge says it; nil when it is legal
}

func (m ColonInMove) Code() referee.Code {
	if m.Suggestion != "" {
		return "chinese-checkers.colon-suggest"
	}
	return "chinese-checkers.colon"
}

// NameUnquoted is a player's name with a space, written before the colon
// without quotes (`Анна Каренина: c1-e5`).
type NameUnquoted struct {
	Name string
	Move string // the move after the colon
}

func (NameUnquoted) Code() referee.Code { return "chinese-checkers.name-unquoted" }

// NotAPlayer is words before a colon inside a move that name no player.
type NotAPlayer struct {
	Name       string
	Players    []string `say:"optional"`
	Suggestion string   `say:"optional"`
}

func (m NotAPlayer) Code() referee.Code {
	if m.Suggestion != "" {
		return "chinese-checkers.name-unknown-suggest"
	}
	return "chinese-checkers.name-unknown"
}
