// Package referee replays framed transcripts through a game's engine and
// reports what it finds. It knows no game: a game plugs in through the Game
// and Engine interfaces, and speaks only in codes and facts; sentences are
// made here, at the edge, from the locale files.
package referee

import (
	"io/fs"

	"referee/notation"
)

// Facts are the details of a message by name.
type Facts = notation.Facts

// Message is a message ID (for rules, the stable rule code) and its facts.
type Message struct {
	ID    string
	Facts Facts
}

// Say makes a message.
func Say(id string, facts Facts) Message { return Message{ID: id, Facts: facts} }

// Term is a word of a game's vocabulary (a colour, the start square) named by
// its message ID; the catalog renders it in the chosen language.
type Term = notation.Term

// Quantity is a count with a unit whose message has CLDR plural forms:
// Quantity{2, "turtles.unit.square"} is "2 squares" or "2 клетки".
type Quantity struct {
	N    int
	Unit string
}

// List is facts joined as a list: "red, yellow and blue".
type List []any

// Game is what a game folder provides.
type Game interface {
	ID() string
	Aliases() []string
	// Rules lists every rule code the engine can report, in the order
	// `referee explain` lists them.
	Rules() []string
	// EventWords are the words that may stand before a colon on a move line
	// without naming a player (turbo's "task:"); the whole entry then goes to
	// the game's grammar.
	EventWords() []string
	// Locales holds en.toml and ru.toml.
	Locales() fs.FS
	// New builds the starting position from the header.
	New(s Start) (Engine, []*notation.Error)
}

// Start is what the header says, read as far as the referee can read it.
type Start struct {
	Players []string
	First   int            // the player who moves first (turn:), an index into Players
	Header  *notation.Game // for the game's own keys, with positions
	// ReadFile reads a file a header names (a track map), relative to the
	// transcript's folder; nil when files may not be read. The engine stays
	// free of I/O: the edge decides what may be read.
	ReadFile func(name string) ([]byte, error)
}

// Engine is a game in progress. It is pure: no I/O and no language.
type Engine interface {
	// Parse reads one move's text with the game's grammar.
	Parse(m *notation.Move) (Move, *notation.Error)
	// Apply plays a move for actor (an index into the players, or -1 when the
	// transcript names nobody). When the move is illegal the engine is left as
	// it was and the step carries the violation.
	Apply(actor int, m Move) Step
	// Turn is the player whose turn it is, or -1 when there is none.
	Turn() int
	// Legal lists the legal moves now, in canonical notation, each distinct
	// outcome once.
	Legal() []string
	Outcome() Outcome
	// Board draws the position as text.
	Board(w Words) string
}

// Keyed is a game that names its header keys (every spelling), so the
// framing never takes one for a misspelt player.
type Keyed interface {
	Keys() []string
}

// KeyGrouped is a game that says which of its header keys are spellings of
// one key, so that `colors:` and `цвета:` in one header are refused as the
// same key given twice.
type KeyGrouped interface {
	KeyGroups() [][]string
}

// Explained is a game whose notes have codes worth explaining too, such as
// a penalty the referee applies: `referee explain` lists them beside the
// rules (each needs its .rule and .example messages).
type Explained interface {
	Notes() []string
}

// Warner is an engine with something to say about its starting position as
// soon as it is built: a non-standard setup, a check it will not be able to
// make. The referee shows these as notes at the game: line.
type Warner interface {
	Warnings() []Message
}

// Move is a parsed move; only its game knows what is inside.
type Move interface{}

// Resolver is an engine whose moves may be written under a name that is not
// a player's, such as big-races' cars `белые1:`: it says whose the name is.
// The whole entry, name and colon included, then goes to Parse.
type Resolver interface {
	Actor(name string) (player int, ok bool)
}

// Ownerless is a move that belongs to no player, such as turbo's `end`: the
// referee does not show it under the name of the player due.
type Ownerless interface {
	Ownerless() bool
}

// Step is what one move did.
type Step struct {
	Violation *Message  // the rule the move broke; nil when legal
	Told      []Message // what happened, for --explain
	Notes     []Message // what the user should always see (a check not made)
}

// Outcome says whether the game is over, who won and why.
type Outcome struct {
	Over    bool
	Winners []int   // indices into the players; empty when nobody can be named
	Places  [][]int // where the game has places: first place first
	Why     Message
}

// Words renders messages in the chosen language; boards are drawn with it.
type Words interface {
	Say(m Message) string
}
