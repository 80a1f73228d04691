package expect

import "github.com/boardgame-referee/referee/notation"

// The notation errors of `# expect:` comments: each a message of its own
// type, its template in referee/say/locales/test.*.toml.

// BadWord: a word of an expectation that is no code.
type BadWord struct{ Word string }

func (BadWord) Code() notation.Code { return "test.bad-word" }

// OtherGame: a code of another game than the one the expectation stands in.
type OtherGame struct {
	Typed string // the code as written
	Game  string // the game the expectation stands in
	Other string // the game the code is of
}

func (OtherGame) Code() notation.Code { return "test.other-game" }

// UnknownCode: a code the referee never says.
type UnknownCode struct{ Typed string }

func (UnknownCode) Code() notation.Code { return "test.unknown-code" }

// UnknownCodeSuggest: a code the referee never says, but close to one.
type UnknownCodeSuggest struct{ Typed, Suggestion string }

func (UnknownCodeSuggest) Code() notation.Code { return "test.unknown-code-suggest" }

// AmbiguousCode: a code without its game's prefix that several games have.
type AmbiguousCode struct {
	Typed string
	Codes notation.Alternatives // one of them is meant
}

func (AmbiguousCode) Code() notation.Code { return "test.ambiguous-code" }

// Words of the expectations with no facts.
const (
	Empty     notation.Term = "test.empty"
	SkipAlone notation.Term = "test.skip-alone"
	OkAlone   notation.Term = "test.ok-alone"
	EmptyName notation.Term = "test.empty-name"
)

// Examples are a message of every type an expectation's error says.
var Examples = []notation.Message{
	BadWord{Word: "back!"},
	OtherGame{Typed: "chinese-checkers.hop-over-empty", Game: "turtles", Other: "chinese-checkers"},
	UnknownCode{Typed: "turtles.fly"},
	UnknownCodeSuggest{Typed: "back-form-start", Suggestion: "back-from-start"},
	AmbiguousCode{Typed: "unexpected", Codes: notation.Alternatives{"big-races.unexpected", "notation.unexpected"}},
	Empty, SkipAlone, OkAlone, EmptyName,
}
