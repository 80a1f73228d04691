// Package referee replays framed transcripts through a game's engine, one
// move at a time (Session), and gathers what it finds (Report). It knows no
// game: a game plugs in with a Spec and an Engine, and speaks only in codes
// and facts. Sentences are made at the edge (package say).
//
// This file is the plug-in surface: a game's folder and its registry entry
// are all a game needs. What serve's page needs of a game beyond the list
// of its moves the game declares in its Spec's UI; the page knows no game
// by its id.
package referee

import (
	"io/fs"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/picture"
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
	// EventWords are keys among Keys whose lines after the moves are
	// events, read as moves that are nobody's (turbo's `task:`).
	EventWords []string
	// Pieces says whose piece a name before a colon is when it is no
	// player's (big-races' cars, `белые1:`): the owner, an index into the
	// players. The whole entry, name and all, then goes to Parse. nil:
	// moves are written under players only.
	Pieces func(players []string, name string) (owner int, ok bool)
	// Reads reports whether text reads as one move of the game by its
	// grammar alone: a line before the moves by a name nobody has is a
	// player the header forgot when its text reads as moves, else metadata.
	Reads func(text string) bool
	// Players are the player counts the game takes, fewest first. New
	// refuses any other count, at the players: line, in the game's words
	// (games' TestPlayerCountsAreRefused holds every game to it).
	Players []int
	// Sample writes header lines after `players:` for a game of it that
	// starts and that a transcript of people would have (the secret colours
	// revealed, the piles dealt); pick chooses among n ways (0 ≤ pick(n) <
	// n), so a generator varies them and a test takes the first. nil: the
	// players are enough.
	Sample func(players []string, pick func(n int) int) string
	// Long writes header lines after `players:` for the longest game of it
	// random play makes: size is how long where the game has a length
	// (turtles' squares, big-races' cells, the cards of a turbo pile), and 0
	// the longest a family plays, which a picture fits on an A5 page at. The picture tests draw
	// it with the most players; the generator's long games (replay's
	// page-size benchmark, bench.sh) play it. nil: the players are enough.
	Long func(players []string, size int) string
	// Random steers random play (internal/gen: the benchmarks' games and
	// bench.sh's) where a move drawn evenly from Legal would not play as
	// people do. nil: each turn a move of Legal(nil) drawn evenly, a game
	// of at most DefaultRandomMoves moves.
	Random *RandomPlay
	// Rules lists every rule code the engine reports, in the order
	// `referee explain` lists them; Notes every note code worth explaining.
	// Each has `<code>.rule` and `<code>.example` in both locale files.
	Rules []Code
	Notes []Code
	// FragmentCodes are the codes of messages that are only ever said as
	// part of another sentence, never alone with their code in brackets,
	// though nothing in Examples holds them inside another message: a move as `moves` lists it, a list's
	// heading (turtles' `turtles.move`). `referee explain` lists every
	// other code the examples have, as a code `check` may report; a
	// message the examples hold inside another (a square, a card, a
	// reason) is known to be a part without being named here.
	FragmentCodes []Code
	// InterpretedRules are the rules of Rules that the booklet does not
	// state: the referee's own reading of a silent rule, and a move against
	// one is refused all the same. explain calls them the referee's reading, not
	// a rule of the game. A rule with a reading of the same name in Notes
	// (`super-race.dead-end` and `super-race.reading.dead-end`) is one
	// without being listed.
	InterpretedRules []Code
	// Examples are a message of every type the game says, its facts as a
	// game of it would give them: `referee explain CODE` shows the code's
	// example said, and the catalog's tests say every one in both
	// languages and hold each template to its type's fields. Made the
	// first time they are asked for (sync.OnceValue): only explain and the
	// tests ask, and made at every start they were a tenth of a short
	// check's CPU.
	Examples func() []Message
	// TurnsPlayed is the unit of the closing sentence's count of turns,
	// the game's words for it with their verb («открыто 7 карт»): a
	// Quantity unit with plural forms. Empty: the referee's («сыграно 7
	// ходов»).
	TurnsPlayed Code
	// Edition names the game as one transcript plays it, where its header
	// picks an edition the box's name does not fit (turbo's `deck: base`
	// is «Турбосчёт», without «Форсаж»): a Term. nil, or "": the box's
	// name, "game.<ID>" (NameFor).
	Edition func(h *notation.Game) Term
	// TheGame is the game's word for itself in the closing sentence, a
	// Term in the nominative that agrees with «окончена» («гонка» where the
	// booklet says the race ends). Empty: the referee's («игра»).
	TheGame Code
	// Locales holds en.toml and ru.toml (see LocaleDir).
	Locales fs.FS
	// Flags are options a game adds to a view (super-race's `moves --dice`);
	// their values reach Legal and Board in a View.
	Flags []Flag
	// Listings are commands of the game's own (super-race's `referee tracks`).
	Listings []Listing
	// UI is how serve's phone page lays the game out; only serve reads it.
	// The zero UI: every move in one list, a tap each.
	UI UI
	// New builds the starting position from the header. Notes are what the
	// user should know about it (a non-standard setup), shown at game:.
	New func(s Start) (e Engine, notes []Message, errs []*notation.Error)
}

// DefaultRandomMoves bounds a random game whose RandomPlay sets no Most.
const DefaultRandomMoves = 5000

// RandomPlay is how random play plays a game beyond drawing a legal move
// evenly each turn. pick chooses among n ways (0 ≤ pick(n) < n), from
// the generator's seeded source.
type RandomPlay struct {
	// View is the view each turn asks Legal with, made before the move is
	// drawn (super-race's dice, thrown: they decide what is legal). nil:
	// no view.
	View func(pick func(n int) int) View
	// Instead may play another line than drawn, the move drawn evenly from
	// legal: a right call made more often than not, or a line the list
	// cannot hold (turbo's next task card instead of "end"). more says
	// whether such a line may still be played (a few a game); added
	// reports that the line returned is one. nil: drawn is played.
	Instead func(legal []Choice, drawn string, more bool, pick func(n int) int) (line string, added bool)
	// Most bounds a random game's moves (a random route in super-race can
	// trap a player for good); 0: DefaultRandomMoves.
	Most int
}

// DialectOf derives a game's dialect from its spec: how its lines read.
// The registry makes it once a game; the framing classifies every line
// with it.
func DialectOf(s *Spec) *notation.Dialect {
	d := notation.NewDialect(s.ID, s.Keys, s.Trailers)
	for _, w := range s.EventWords {
		d.Events = append(d.Events, notation.Fold(w))
	}
	d.Claim, d.Reads = s.Pieces, s.Reads
	return d
}

// Start is what the header says, read as far as the referee can read it.
type Start struct {
	Players []string
	First   int            // the player who moves first (turn:), an index into Players
	Header  *notation.Game // for the game's own keys, with positions
	Cast    *notation.Cast // the players' names as the lines may write them
	// File is the transcript's name as shown (a file a header names is
	// told by where the user finds it, beside the transcript).
	File string
	// ReadFile reads a file a header names (a track map), relative to the
	// transcript; nil when files may not be read. The engine stays free of
	// I/O: the edge decides what may be read.
	ReadFile func(name string) ([]byte, error)
}

// Engine is a game in progress. It is pure: no I/O and no language.
type Engine interface {
	// Parse reads one move's text with the game's grammar. It leaves the
	// engine as it was, and the Move is the caller's to keep: a later
	// Parse never changes it.
	Parse(m *notation.Move) (Move, *notation.Error)
	// Apply plays a move for actor (an index into the players, or -1 when
	// the transcript names nobody). An illegal move leaves the engine as it
	// was and the step carries the violation. Narration (Step.Narration) is made
	// only when tell is set: nothing is built that nobody will print.
	Apply(actor int, m Move, tell bool) Step
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

// Finished is an Engine that says cheaply whether the game is over, as its
// Outcome's Over says (which works out the reasons too): the table asks
// after every line.
type Finished interface {
	Over() bool
}

// Prompter is an Engine that says what is due now beyond whose turn it
// is, in the game's words: the car due and how far it may go, an extra
// turn, a new task card, the place still raced for once a winner is known.
// The table shows it in its prompt (`Маша — машина Маша2, до 6 клеток, ход
// 21>`) and at the top of its board. Nil when the player due says it all.
type Prompter interface {
	// DueNote is what is due now beyond whose turn it is; nil when the
	// player due says it all.
	DueNote() Message
}

// Mover is an Engine whose move due is written, in the game's canonical
// line, under a name of its own rather than the player's: big-races' car
// (`Маша1: ffi`). A move typed or tapped with no name is kept in the
// table's record under it, the line `check` reads without a note; "" when
// the player's name is the line's.
type Mover interface {
	Mover() string
}

// Secret is an Engine of a game that can end with its winner hidden in a
// header line not typed yet (turtles' secret colours, shown only at the
// end): the table then asks each player for theirs. ok is false while
// nothing is to be asked: the game goes on, or the line is there.
type Secret interface {
	Secret() (h Hidden, ok bool)
}

// AskedByTaps is a reason for an outcome that ends telling the reader to
// add the Secret's header line: the same reason without that advice,
// for a page that asks for the line by taps right under it (serve).
type AskedByTaps interface {
	AskedByTaps() Message
}

// Hidden is what a Secret game keeps hidden until its end.
type Hidden struct {
	Key    string  // the header key that shows it (a spelling of one of Spec.Keys), valued `Name=value, …`
	What   Message // what each player gives, for a question: «цвет черепахи»
	Values []Term  // the words a player may give
	// Read reads an answer as the game reads the line's values (every
	// form its moves accept: «синий» as «синяя»): an index into Values.
	// Nil when only the Values' own words are read.
	Read func(answer string) (int, bool)
	// Distinct: no two players may hold the same value (turtles' colours),
	// so the table refuses a value already given as soon as it is typed.
	Distinct bool
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

// RefusalPictured is a Pictured engine that also draws a move it refused
// over its position, where the move meant to go (a ghost, a red arrow):
// the picture of the position at an illegal move. actor and m are as
// Apply had them.
type RefusalPictured interface {
	PictureRefused(w Words, v View, actor int, m Move) *picture.Picture
}

// Tapped is an Engine whose moves are tapped (referee serve) through
// more than one tap: a path's length, then the path (big-races); a piece,
// then the hole it ends on (chinese-checkers). TapMoves says, for each
// move Legal(v) lists in a tap view (TapKey), in the same order, what is
// tapped before it and exactly what is entered, in the words the game's
// grammar reads in language lang ("en", "ru"; another: English). The page
// lays the taps out; it reads no notation to find them.
type Tapped interface {
	TapMoves(lang string, v View) []TapMove
}

// TapMove is how one move is tapped.
type TapMove struct {
	// Text is exactly what a tap of the move enters: the move as a player
	// of the language types it.
	Text string
	// Steps are what is tapped before the move, first first, each shared
	// by the moves that have it at that place: a path's length (`3`), a
	// piece's hole (`m5`); the last may name the move's own tap (the hole
	// it ends on, as the board names it). Each is shown as it is.
	// A step the game's picture names (drawn in a tap view, TapKey: a
	// `data-cell` or `data-end` mark on big-races' cell or super-race's
	// route end) is a place the move may be tapped on, on the board.
	Steps []string
	// DeadEnd: the move leaves its player no way on to the goal
	// (super-race: no way left to the finish line), as Legal's words say
	// it; the page marks it and lists it last.
	DeadEnd bool
}

// TapSet is a set of words tapped together (UI.TapSets): what the page
// shows as one row or list, known to it by Name.
type TapSet struct {
	Name string // "cards", "calls", "animals", "task"…
	Taps []Tap
}

// Tap is one word to tap.
type Tap struct {
	// Text is exactly what a tap enters: a whole move after its player's
	// name (a card `5л`, a call `турбо`), or a word of a line built by
	// taps (`лягушки`, `>`, `и`), or a header key (`задание`).
	Text string
	// Say says the tap in words (a card «5 лягушек»); nil: Shown, or Text.
	Say Message
	// Shown is a sign shown for Text: `≤` for `<=`.
	Shown string
	// Key names the tap the same in every language, for the page's layout
	// (which call a button is: `turbo`, `touch`); "" when Text does.
	Key string
	// Group is what the tap shares with others of its set, by Key when
	// there is one (the animal of a card); "" for none (the chameleon).
	Group string
}

// UI is what serve's phone page needs of a game beyond the list of its
// moves (Spec.UI): how a move is tapped, and the few ways the game's page
// differs from another's. Serve sends it with the game's state; the page
// switches on it, never on the game's id. Nothing but serve reads it.
type UI struct {
	// Layout is how a move is tapped; TapList (""): the plain list.
	Layout TapLayout
	// TapSets are the words a line of the game is built of where it is
	// tapped, not typed, beyond the list of its moves (turbo's cards,
	// calls and task cards), in the words its grammar reads in language
	// lang ("en", "ru"; another: English): sets of them, each named for
	// the page to lay it out. A position plays no part in them: the start
	// page offers them before a game begins (turbo's dispute form). nil:
	// every move is in the list.
	TapSets func(lang string) []TapSet
	// Held is a view flag of the game's Flags whose value is tapped in,
	// word by word, before the moves can be listed (super-race's dice):
	// the server keeps it as tapped, for every phone, until a move is
	// played, and gives it to Legal and to the picture once it has
	// HeldWords words. "": none.
	Held      string
	HeldWords int
	// Race: the moves are a race of reactions (turbo's calls). A tap a
	// moment after another phone's move is the game itself, not a tap
	// aimed at the position before it, so none is held back; the board
	// is shown whole, never cut or scrolled, with every caller's buttons,
	// and each new move brings the page back to its top.
	Race bool
	// Dealt: the start page asks how many cards each player was dealt,
	// and Start asks again once when none is given; the count goes in the
	// header under the key of TapSets' set "dealt" (turbo's `cards:`).
	Dealt bool
	// Dispute: the start page offers a position to settle a dispute in,
	// by TapSets' sets: each player's open card ("open", "cards"), the task
	// card ("task", built by taps), whose turn it is (turbo).
	Dispute bool
	// SameIntroEveryTurn says that the game's intro (Choices.Intro) and
	// the picture's key are the same every turn: how moves are written and
	// what each colour is (turtles). After the first turns the page folds
	// the intro behind More, and the key under «Key to the picture».
	SameIntroEveryTurn bool
	// CroppableTrack says that the picture is a strip of track (turtles'
	// rows of squares) that a frame too short for it may crop to the board,
	// leaving out its title and legend, instead of scrolling.
	CroppableTrack bool
	// NumberedColumns says that the picture is a grid whose first row
	// numbers its columns (super-race's track). The page pins that row
	// over the board as it scrolls, and sets the key drawn under the grid
	// again under its frame when the grid runs past it.
	NumberedColumns bool
}

// TapLayout is how the moves of a game are tapped on serve's page.
type TapLayout string

// The tap layouts a game may declare (UI.Layout).
const (
	// TapList: every move in one list, a tap each; moves that share a
	// Group are the group's tap, then the move's.
	TapList TapLayout = ""
	// TapCards: a card by its animal, then its count; each player's row
	// of calls; a task card built by taps (UI.TapSets' sets "cards",
	// "animals", "calls", "task", "ops", "numbers", "plus", "and": turbo).
	TapCards TapLayout = "cards"
	// TapPieces: a piece that can move, then where it goes, on the board
	// too (Tapped's Steps: chinese-checkers).
	TapPieces TapLayout = "pieces"
	// TapDice: the dice tapped face by face (UI.TapSets' set "faces", kept
	// by the server as UI.Held), then the routes they allow, each
	// route's end ringed on the board (super-race).
	TapDice TapLayout = "dice"
	// TapPaths: a path's length, then the path, or the cell it ends on,
	// on the board (Tapped's Steps: big-races).
	TapPaths TapLayout = "paths"
)

// Move is a parsed move; only its game knows what is inside.
type Move any

// Step is what one move did.
type Step struct {
	Violation Message   // the rule the move broke; nil when legal
	Narration []Message // what happened, made only when asked (--explain, play)
	Notes     []Message // what the user should always see (a check not made)
	// Interpretations are the referee's own readings of rules the texts
	// leave silent that this move relied on, each a note code listed in
	// Spec.Notes. The session says each once a game, the first time it
	// decides a move, so the message texts never carry the aside.
	Interpretations []Message
	NoPlayer        bool // the move is nobody's (turbo's `end`), not the player due's
	// Kind names a line that is not a turn, in the game's words (turbo's
	// call, new task card, end: in its booklet a turn is turning up one
	// card): its label says what it is instead of «Ход N», and the turns
	// are numbered and counted without it. Empty for a turn. Set on a
	// refused line too.
	Kind Term
	// Heading, when set, is the whole heading of such a line in the game's
	// words («Новое задание: сумма ежей и птиц меньше семи», «Конец
	// игры»): the shared «Kind (line)» repeats itself when the line is
	// just its kind's word («Конец игры (конец)»). Nil: the shared one.
	// On a turn it is a NumberedHeading: the move's number is the
	// record's, not the game's. A game may leave it nil when the session
	// does not tell (only a telling view, the replay, shows it).
	Heading Message
}

// NumberedHeading is a turn's own heading (Step.Heading) in the game's
// words, «Ход 11 — Эдгар, красные грани», for a turn whose notation means
// nothing to a family: the replay gives it the move's number, and sets
// the turn as written after it, smaller.
type NumberedHeading interface {
	Message
	Numbered(n int) Message
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
	// Interpretations are the referee's readings of silent rules that the
	// outcome relies on (a tie-break the texts leave open), said before the
	// outcome unless a move of the game said them already.
	Interpretations []Message
}

// Choices are the legal moves of a position.
type Choices struct {
	Moves []Choice
	// Templates are lines that may come now but whose words are the players'
	// own, so no list can hold them (turbo's next task: the card's text):
	// each with a placeholder, listed after the moves, in the text views
	// only. Not moves: none plays as written, so --json, completion and
	// the playouts leave them out.
	Templates []Choice
	Intro     Message // what the game says above its moves (big-races: the car due and its limit)
	// AwaitsView says that the moves cannot be listed until the view gives
	// what Intro asks for (super-race's dice), so no list is no answer — `moves
	// --json` says why on standard error beside its empty array.
	AwaitsView bool
}

// Choice is one legal move.
type Choice struct {
	Text string  // canonical notation, English words: for --json, completion, saving
	Say  Message // the same move in words of the chosen language (nil: Text)
	// Group is what several choices share, to be chosen first where the
	// moves are tapped (a rainbow card, then the turtle it moves); nil
	// when the move stands alone.
	Group Message
}

// NameFor is the game's name as the transcript whose header h is plays
// it: its edition's (Edition), else the box's.
func (s Spec) NameFor(h *notation.Game) Term {
	if s.Edition != nil && h != nil {
		if t := s.Edition(h); t != "" {
			return t
		}
	}
	return Term("game." + s.ID)
}

// View carries the values of a game's view flags, by flag name.
type View map[string]string

// WidthKey is the View key, reserved (no flag may take it: it is no flag
// name), that carries the width of the screen the text views are laid out
// for, in columns, written in decimal: the table sets it from its
// terminal, `board` from standard output when that is a terminal.
const WidthKey = "referee.width"

// LiveKey is the View key, reserved, that a view of a game played live
// carries (any value but ""): it shows nothing the players are to find
// out themselves in play — turbo's whether the task holds and the right
// call — while a position given to settle a dispute is still judged.
const LiveKey = "referee.live"

// TapKey is the View key, reserved, of a view whose moves are tapped, not
// typed (serve; any value but ""): Legal lists every move a player may
// make where the list it gives by default is kept short (turtles leaves
// out the rainbow and last-turtle cards, which its text explains), and
// what it says first (Intro) tells what to tap, not what to type. A
// picture drawn in a tap view marks where a move may be tapped on it
// (Tapped's steps), and draws nothing else differently but what helps
// that choice (the other players' routes quieter).
const TapKey = "referee.tap"

// Width is how many columns a text view (a board, a legend, a list of
// moves) may fill: the View's WidthKey, kept to 40–1000, or 80 when it is
// not set or not a number. Words are never broken to fit it.
func (v View) Width() int {
	n, err := strconv.Atoi(strings.TrimSpace(v[WidthKey]))
	switch {
	case err != nil || n <= 0:
		return 80
	case n < 40:
		return 40
	}
	return min(n, 1000)
}

// Flag is an option a game adds to views.
type Flag struct {
	Name  string   // "dice"
	Views []string // "moves", "board"
	Usage string   // message ID of its help text
	// Values are the words it takes, in both languages; nil: any. Another
	// word is a mistake on the command line.
	Values []string
	// Check, when set, says why a value is one the game does not take
	// (dice that are not five faces, a name that is nobody's), given the
	// players of the game; nil when it takes it. The command line refuses
	// such a value as a usage error.
	Check func(value string, players []string) Message
}

// Listing is a command of a game's own, such as super-race's `tracks`.
type Listing struct {
	Name    string // the command
	Args    string // how its arguments are shown in usage: "[NAME]"
	MaxArgs int
	Short   string // message ID of its one-line help
	// Flags are the command's options (`tracks new NAME --rows 12`).
	Flags []ListingFlag
	// Run answers with w, given the arguments and the options set (by
	// name; a flag without a value is "true"); a problem is a message, not
	// a sentence.
	Run func(w Words, args []string, opts map[string]string) (Answer, Message)
}

// ListingFlag is an option of a game's own command.
type ListingFlag struct {
	Name  string // "rows"
	Usage string // message ID of its help text
	Bool  bool   // takes no value (`--force`)
}

// Answer is what a game's own command gives back: Text to print, or, when
// File names a file, to write there. The game does no I/O: the command
// line writes the file atomically and never over a file that exists
// unless Replace, saying Exists instead; Done is said once it is written.
type Answer struct {
	Text         string
	File         string
	Replace      bool
	Exists, Done Message
}

// Code is a stable rule or note code, `game.rule-name`, or the ID of
// anything else said. Codes are declared once, as constants, in the
// package that raises them.
type Code = notation.Code

// Message is what an engine reports, as data: a violation, a note, a
// reading, what a move did, a word. Its type's fields are its facts and
// its Code names its template (notation.Message).
type Message = notation.Message

// Term is a word of a game's vocabulary (a colour, the start square) named by
// its code; the catalog renders it in the chosen language.
type Term = notation.Term

// Quantity is a count with a unit whose message has CLDR plural forms:
// Quantity{2, "turtles.unit.square"} is "2 squares" or "2 клетки".
type Quantity = notation.Quantity

// List is facts joined as a list: "red, yellow and blue".
type List = notation.List

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

// MessageKind is what a game's message is to its reader, declared by the
// message with a Kind method (notation.Kind): an error of the transcript
// unless it says otherwise. `referee explain` files a game's code by it.
type MessageKind = notation.Kind

// The kinds a game's message declares (notation.Kind).
const (
	ErrorMessage   = notation.KindError
	WarningMessage = notation.KindWarning
	ToldMessage    = notation.KindTold
	WhyMessage     = notation.KindWhy
	WordsMessage   = notation.KindWords
)

// KindOf is the kind a message declares: ErrorMessage when it has no Kind
// method.
func KindOf(m Message) MessageKind { return notation.KindOf(m) }
