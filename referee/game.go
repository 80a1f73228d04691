// Package referee replays framed transcripts through a game's engine, one
// move at a time (Session), and gathers what it finds (Report). It knows no
// game: a game plugs in with a Spec and an Engine, and speaks only in codes
// and facts. Sentences are made at the edge (package say).
//
// This file is the whole plug-in surface.
package referee

import (
	"io/fs"
	"slices"

	"referee/notation"
	"referee/referee/picture"
)

// Spec is what a game folder provides: everything about the game that does
// not depend on a position. A new game fills it in; games/registry.go lists it.
type Spec struct {
	ID      string
	Aliases []string
	// Keys are the game's own header keys, each with all its spellings
	// (`colors`, `цвета`): the framing never takes one for a player, two
	// spellings of one key in a header are the same key twice, and a
	// misspelt key gets the nearest one.
	Keys [][]string
	// Trailers are the keys among Keys that may also come after the moves,
	// as in PGN, for facts known only at the end (turtles' colours).
	Trailers []string
	// EventWords may stand before a colon on a move line without naming a
	// player (turbo's `task:`); no player may be called by one.
	EventWords []string
	// Pieces names the pieces moves may be written under besides the
	// players (big-races' cars, `белые1:`), so the framing reads such a line
	// as a move, not a header line; the engine's Claim says whose they are.
	Pieces func(players []string) []string
	// Rules lists every rule code the engine reports, in the order
	// `referee explain` lists them; Notes every note code worth explaining.
	// Each has `<code>.rule` and `<code>.example` in both locale files.
	Rules []Code
	Notes []Code
	// Locales holds en.toml and ru.toml (see LocaleDir).
	Locales fs.FS
	// Flags are options a game adds to a view (super-race's `moves --dice`);
	// their values reach Legal and Board in a View.
	Flags []Flag
	// Listings are commands of the game's own (super-race's `referee tracks`).
	Listings []Listing
	// New builds the starting position from the header. Notes are what the
	// user should know about it (a non-standard setup), shown at game:.
	New func(s Start) (e Engine, notes []Message, errs []*notation.Error)
}

// HeaderKeys lists the game's own header keys, every spelling: what the
// framing is told so that it never takes one for a player.
func (s *Spec) HeaderKeys() []string {
	var out []string
	for _, group := range s.Keys {
		out = append(out, group...)
	}
	return out
}

// TrailerKeys lists the header keys the game may have after its moves, as
// its last lines: `result:` for every game, and the game's own Trailers
// (turtles' `colors:`), every spelling.
func (s *Spec) TrailerKeys() []string {
	out := append([]string(nil), notation.ResultKeys...)
	for _, group := range s.Keys {
		if slices.ContainsFunc(group, func(k string) bool { return slices.Contains(s.Trailers, k) }) {
			out = append(out, group...)
		}
	}
	return out
}

// Start is what the header says, read as far as the referee can read it.
type Start struct {
	Players []string
	First   int            // the player who moves first (turn:), an index into Players
	Header  *notation.Game // for the game's own keys, with positions
	// ReadFile reads a file a header names (a track map), relative to the
	// transcript; nil when files may not be read. The engine stays free of
	// I/O: the edge decides what may be read.
	ReadFile func(name string) ([]byte, error)
}

// Engine is a game in progress. It is pure: no I/O and no language.
type Engine interface {
	// Parse reads one move's text with the game's grammar.
	Parse(m *notation.Move) (Move, *notation.Error)
	// Apply plays a move for actor (an index into the players, or -1 when
	// the transcript names nobody). An illegal move leaves the engine as it
	// was and the step carries the violation. Narration (Step.Told) is made
	// only when tell is set: nothing is built that nobody will print.
	Apply(actor int, m Move, tell bool) Step
	// Claim says whose a name before a colon is when it is no player's:
	// a piece's (big-races' `белые1:`, owner ≥ 0) or an event word's
	// (turbo's `task:`, owner -1). The whole entry then goes to Parse.
	Claim(name string) (owner int, ok bool)
	// Turn is the player whose turn it is, or -1 when there is none.
	Turn() int
	// Skip hands the turn on past an illegal move the replay left out
	// (--keep-going), just before next is applied: to the player next is by
	// (to ≥ 0), or, when next names nobody, to whoever comes after the player
	// due (to = -1). It reports whether it did; a game whose next move takes
	// no turn (turbo's calls) answers false, and is asked again at the move
	// after.
	Skip(to int, next Move) bool
	// Legal lists the legal moves now, each distinct outcome once.
	Legal(v View) Choices
	Outcome() Outcome
	// Board draws the position as text.
	Board(w Words, v View) string
}

// Pictured is an Engine that also draws its position as a picture (`board
// --svg`, `replay --html`). Picture and Board read one drawing model of the
// game's, so the two never disagree; the picture's words come from w, its
// shapes are the game's own, and its last move is what the engine
// remembers of it. Every game of the registry has one; a game without
// one still plays, and the command line says it cannot draw it.
type Pictured interface {
	Picture(w Words, v View) *picture.Picture
}

// Move is a parsed move; only its game knows what is inside.
type Move any

// Step is what one move did.
type Step struct {
	Violation *Message  // the rule the move broke; nil when legal
	Told      []Message // what happened, made only when asked (--explain, play)
	Notes     []Message // what the user should always see (a check not made)
	// Readings are the referee's own readings of a rule the texts leave
	// silent that this move relied on, each a note code listed in
	// Spec.Notes. The session says each once a game, the first time it
	// decides a move, so the message texts never carry the aside.
	Readings []Message
	Nobody   bool // the move is nobody's (turbo's `end`), not the player due's
}

// Outcome says whether the game is over, who won and why.
type Outcome struct {
	Over    bool
	Winners []int   // indices into the players; empty when nobody can be named
	Places  [][]int // where the game has places: first place first
	// Unnamed: the game is over, but the transcript does not say enough to
	// name the winners (turtles without colors:); a claimed result then
	// cannot be checked, a draw no more than a name.
	Unnamed bool
	// PlayOn: the winner is known and the others play on for the places
	// (chinese-checkers): over as far as the winner goes, not yet ended.
	PlayOn bool
	Why    Message
	// Readings the outcome relies on (a tie-break the texts leave open):
	// said before the outcome unless a move of the game said them already.
	Readings []Message
}

// Choices are the legal moves of a position.
type Choices struct {
	Moves []Choice
	About *Message // what the game says first (big-races: the car due and its limit)
}

// Choice is one legal move.
type Choice struct {
	Text string  // canonical notation, English words: for --json, completion, saving
	Say  Message // the same move in words of the chosen language (ID "" → Text)
}

// View carries the values of a game's view flags, by flag name.
type View map[string]string

// Flag is an option a game adds to views.
type Flag struct {
	Name  string   // "dice"
	Views []string // "moves", "board"
	Usage string   // message ID of its help text
	// Values are the words it takes, in both languages; nil: any. Another
	// word is a mistake on the command line.
	Values []string
}

// Listing is a command of a game's own, such as super-race's `tracks`.
type Listing struct {
	Name    string // the command
	Args    string // how its arguments are shown in usage: "[NAME]"
	MaxArgs int
	Short   string // message ID of its one-line help
	// Run prints its answer with w; a problem is a message, not a sentence.
	Run func(w Words, args []string) (string, *Message)
}

// Code is a stable rule or note code, `game.rule-name`. Codes are declared
// once, as constants, in the package that raises them.
type Code string

// Facts are the details of a message by name.
type Facts = notation.Facts

// Message is a message ID (for rules and notes, the code) and its facts.
type Message struct {
	ID    string
	Facts Facts
}

// Say makes a message.
func Say(id string, facts Facts) Message { return Message{ID: id, Facts: facts} }

// Break makes the violation of a rule.
func Break(code Code, facts Facts) *Message { return &Message{ID: string(code), Facts: facts} }

// Note makes a note with a code.
func Note(code Code, facts Facts) Message { return Message{ID: string(code), Facts: facts} }

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

// GameIDs lists games by the ids a transcript names them with, each in the
// words of the output language (`<id>.id`: «черепахи», turtles).
func GameIDs(ids []string) List {
	out := make(List, len(ids))
	for i, id := range ids {
		out[i] = Term(id + ".id")
	}
	return out
}

// Names is a list of names, quoted back as written.
func Names(names []string) List {
	out := make(List, len(names))
	for i, s := range names {
		out[i] = s
	}
	return out
}

// Words renders messages in the chosen language; boards are drawn with it.
type Words interface {
	Say(m Message) string
}

// LocaleDir is the locales folder of an embedded file system: where every
// game keeps its en.toml and ru.toml (`//go:embed locales/*.toml`).
func LocaleDir(embedded fs.FS) fs.FS {
	sub, err := fs.Sub(embedded, "locales")
	if err != nil {
		panic(err) // "locales" is a valid path: fs.Sub cannot fail on it
	}
	return sub
}
