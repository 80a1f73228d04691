package referee

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
)

// Session is one game in progress, played one entry at a time: `check`
// drives it from a framed file, `play` from what is typed, the property
// tests from Legal. Nothing else plays a move.
type Session struct {
	spec    *Spec
	engine  Engine
	start   Start
	players []string
	cast    *notation.Cast // the players' names as the lines write them
	dialect *notation.Dialect
	tell    bool // make the narration of legal moves
	keep    bool // keep the entries played, so Undo can replay without the last
	played  []*notation.Move
	entries int // entries played, legal or not: the move count in file order
	moves   int // legal moves replayed
	turns   int // legal moves that are turns (Step.Kind)
	// turnEntries counts the entries that are turns, legal or not: the
	// turn count in file order, which a line's label shows.
	turnEntries int
	skipped     int // the player whose illegal move was skipped, -1 when none (see Options.KeepGoing)
	claim       Claim
	said        map[Code]bool // the readings said in this game (Step.Interpretations)
	refused     *refusal      // the last entry, when the engine refused it: drawn over the position
	unread      *Line         // the last entry, when it could not be read: said over the position
	// changes counts what changed the position (legal moves, replays), so
	// a cached outcome is known to be the position's.
	changes   int
	outcome   *Outcome
	outcomeAt int
}

// refusal is a move the engine refused, as Apply had it.
type refusal struct {
	actor int
	move  Move
	line  Line // its verdict, as check reports it
}

// Claim is a claimed result (`result:`) as read.
type Claim struct {
	Names []string // nil when no result is claimed; empty for a draw
	Raw   string
	Entry *notation.Entry
}

// Played is what one entry did.
type Played struct {
	Line      Line            // the entry's place, count, number, player and text
	Error     *notation.Error // it could not be read, or names nobody the game knows
	Violation Message         // the rule it broke
	Narration []Message       // what happened (only when the session tells)
	Notes     []Message       // what the user should always see
	Heading   Message         // the line's own heading (Step.Heading); nil: none
}

// unread makes an entry that is no move at all: a name nobody has, a
// header line among the moves. The error is about the line, not a move.
func (p Played) unread(err *notation.Error) Played {
	p.Error, p.Line.Move, p.Line.Number, p.Line.Turn, p.Line.Text = err, 0, 0, 0, ""
	return p
}

// Legal reports whether the move was read and played.
func (p *Played) Legal() bool { return p.Error == nil && p.Violation == nil }

// Lines are the report lines an entry makes, in the order they are shown:
// the problem or the narration, then the notes on it — a reader learns
// what happened before the ruling that comments on it.
func (p *Played) Lines() []Line {
	if p.Error == nil && p.Violation == nil && len(p.Narration) == 0 && len(p.Notes) == 0 {
		return nil
	}
	var out []Line
	if p.Error != nil {
		l := p.Line
		l.Kind, l.Pos, l.Message = KindError, p.Error.Pos, p.Error.Message
		return append(out, l)
	}
	if p.Violation != nil {
		l := p.Line
		l.Kind, l.Message = KindViolation, p.Violation
		out = append(out, l)
	} else {
		for _, t := range p.Narration {
			l := p.Line
			l.Kind, l.Message = KindTold, t
			out = append(out, l)
		}
	}
	for _, n := range p.Notes {
		l := p.Line
		l.Kind, l.Message = KindNote, n
		out = append(out, l)
	}
	return out
}

// Frame frames one line with the game's dialect and its players' names, as
// the game's own lines are: the table reads what is typed so, and so do the
// games' tests. Before the first move a line of a header key is a header
// line (notation.FrameLine).
func (s *Session) Frame(text string, line int) (moves []*notation.Move, header []*notation.Entry) {
	return notation.FrameLine(s.dialect, s.cast, text, notation.Pos{Line: line, Column: 1}, s.moves > 0)
}

// FrameTyped frames a line typed at the table: as Frame, and a player may
// also be named by a beginning of their name that fits them alone
// (notation.Cast.Prefixed); the move is then the player's, under their whole
// name.
func (s *Session) FrameTyped(text string, line int) (moves []*notation.Move, header []*notation.Entry) {
	cast := s.cast
	if cast != nil {
		cast = cast.Prefixed()
	}
	return notation.FrameLine(s.dialect, cast, text, notation.Pos{Line: line, Column: 1}, s.moves > 0)
}

// Dialect is how the game's lines read.
func (s *Session) Dialect() *notation.Dialect { return s.dialect }

// Cast is the lookup of the players' names.
func (s *Session) Cast() *notation.Cast { return s.cast }

// Spec is the game being played.
func (s *Session) Spec() *Spec { return s.spec }

// TheGame is the game's word for itself («гонка», Spec.TheGame), or the
// referee's («игра»).
func (s *Session) TheGame() Term {
	if s.spec.TheGame != "" {
		return Term(s.spec.TheGame)
	}
	return TheGame
}

// Engine is the position now, for a game's own tests.
func (s *Session) Engine() Engine { return s.engine }

// Players are the players' names in seat order.
func (s *Session) Players() []string { return s.players }

// Moves counts the legal moves replayed.
func (s *Session) Moves() int { return s.moves }

// Turns counts the legal moves replayed that are turns (Step.Kind): what
// the closing sentence and the table's prompt count.
func (s *Session) Turns() int { return s.turns }

// Entries counts the entries played, legal or not.
func (s *Session) Entries() int { return s.entries }

// Claimed is the result the transcript claims.
func (s *Session) Claimed() Claim { return s.claim }

// Turn is the player whose turn it is, or -1.
func (s *Session) Turn() int { return s.engine.Turn() }

// Legal lists the legal moves now.
func (s *Session) Legal(v View) Choices { return s.engine.Legal(v) }

// Board draws the position.
func (s *Session) Board(w Words, v View) string { return s.engine.Board(w, v) }

// Over reports whether the game is over: Outcome().Over, without its
// reasons when the engine can say it alone (Finished).
func (s *Session) Over() bool {
	if f, ok := s.engine.(Finished); ok {
		return f.Over()
	}
	return s.Outcome().Over
}

// Outcome is the outcome now, worked out once a position (an engine gives
// its reasons in facts, which cost something): the table asks after every
// line.
func (s *Session) Outcome() Outcome { return *s.outcomeNow() }

// outcomeNow is the outcome of the position, worked out once: read only.
func (s *Session) outcomeNow() *Outcome {
	if s.outcome == nil || s.outcomeAt != s.changes {
		// A new one each time: a report may hold the one before.
		o := s.engine.Outcome()
		s.outcome, s.outcomeAt = &o, s.changes
	}
	return s.outcome
}

// Play reads one entry and plays it, in four steps: whose entry it is
// (resolve: a player, a piece or an event word the engine claims), the
// move read (read), applied (apply), and the verdict kept (record). An
// illegal move changes nothing.
func (s *Session) Play(m *notation.Move) Played {
	s.entries++
	s.changes++ // an entry may change the position, or the turn (Skip)
	s.refused, s.unread = nil, nil
	s.turnEntries++ // until the engine says the line is no turn
	p := Played{Line: Line{Pos: m.Pos, Move: s.entries, Number: m.Shown, Turn: s.turnEntries, Text: m.Text}}
	if m.Err != nil {
		// A name nobody has, a header line among the moves: no move at
		// all, and the error is about the line.
		return s.keepUnread(p.unread(m.Err))
	}
	e := s.resolve(m, &p)
	if e.text.Text == "" {
		return s.keepUnread(p.unread(notation.ErrorAt(m.Pos, notation.MoveMissing{})))
	}
	mv, perr := s.read(m, e, &p)
	if perr != nil {
		p.Error = perr // an unreadable move is nobody's unless the transcript says whose
		return s.keepUnread(p)
	}
	step := s.apply(e, mv, &p)
	s.record(m, e, mv, step, &p)
	return p
}

// keepUnread keeps the error of an entry that could not be read, for the
// picture of the position it stopped at: a file stopped on a garbled line
// was drawn with no word of why.
func (s *Session) keepUnread(p Played) Played {
	l := p.Lines()[0]
	s.unread = &l
	return p
}

// entry is whose an entry is and the move it holds.
type entry struct {
	actor   int            // the player or piece named, or -1
	text    *notation.Move // the move to parse
	claimed bool           // a piece's or an event word's line: the whole entry is the move
}

// resolve says whose entry m is, and names its player on p's line.
func (s *Session) resolve(m *notation.Move, p *Played) entry {
	e := entry{actor: -1, text: m}
	switch m.Who.Whom {
	case notation.Player:
		e.actor = m.Who.Index
	case notation.Piece, notation.Event:
		// An event such as "task: …", or a piece's name such as
		// "белые1: …": the whole entry is the move.
		e.text, e.claimed, e.actor = whole(m), true, m.Who.Index
		p.Line.Text, p.Line.Named = strings.TrimSpace(m.Actor+": "+m.Text), true
	}
	if e.actor >= 0 && e.text.Text != "" {
		p.Line.Actor = s.players[e.actor]
	}
	return e
}

// read parses the entry's move; an error is the engine's, or a colon
// forgotten after a name (colonMissing).
func (s *Session) read(m *notation.Move, e entry, p *Played) (Move, *notation.Error) {
	mv, perr := s.engine.Parse(e.text)
	if perr == nil {
		return mv, nil
	}
	if m.Who.Whom == notation.Event {
		// An event line (turbo's `task:`) is no turn, though the game
		// could not read what it is: it is named as a line.
		s.turnEntries--
		p.Line.Turn, p.Line.Label = 0, "referee.entry"
	}
	if e.actor < 0 && !e.claimed {
		perr = cmp.Or(s.colonMissing(m), perr)
	}
	return nil, perr
}

// apply plays the move on the engine and puts on p's line what the engine
// says of it: the player due for an unnamed move, a line that is no turn,
// the notes and the readings not said yet.
func (s *Session) apply(e entry, mv Move, p *Played) Step {
	if s.skipped >= 0 && (!e.claimed || e.actor >= 0) {
		s.handOn(e.actor, mv) // not for an event word such as `task:`
	}
	due := -1
	if e.actor < 0 && !e.claimed {
		due = s.engine.Turn() // an unnamed move belongs to the player due
	}
	step := s.engine.Apply(e.actor, mv, s.tell)
	if due >= 0 && !step.NoPlayer {
		p.Line.Actor, p.Line.ActorInferred = s.players[due], true
	}
	if step.Kind != "" {
		s.turnEntries--
		p.Line.Turn, p.Line.Label = 0, step.Kind
	}
	p.Heading = step.Heading
	p.Notes = step.Notes
	if len(step.Interpretations) > 0 {
		p.Notes = append(slices.Clip(p.Notes), s.SayOnce(step.Interpretations)...)
	}
	return step
}

// record keeps the verdict: a refusal, for the picture of it, or a move
// played, counted and kept for an undo.
func (s *Session) record(m *notation.Move, e entry, mv Move, step Step, p *Played) {
	if step.Violation != nil {
		p.Violation = step.Violation
		l := p.Line
		l.Kind, l.Message = KindViolation, step.Violation
		s.refused = &refusal{e.actor, mv, l}
		return
	}
	s.moves++
	if step.Kind == "" {
		s.turns++
	}
	p.Narration = step.Narration
	if s.keep {
		s.played = append(s.played, m)
	}
}

// colonMissing is the error of an unnamed line the game could not read
// whose first word is a name the game knows and whose rest is a move it
// reads: «Боря1 5п», a colon forgotten. Nil otherwise, and then the game's
// own error stands.
func (s *Session) colonMissing(m *notation.Move) *notation.Error {
	name, rest, ok := strings.Cut(m.Text, " ")
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" || s.cast == nil {
		return nil
	}
	probe := *m
	probe.Text = rest
	switch s.cast.Who(name).Whom {
	case notation.Player:
	case notation.Piece: // the piece's name is part of its move, as in Play
		probe.Actor, probe.ActorPos = name, m.TextPos
		probe = *whole(&probe)
	default:
		return nil
	}
	if _, err := s.engine.Parse(&probe); err != nil {
		return nil
	}
	return notation.ErrorAt(m.TextPos, notation.ColonMissing{Name: name, Move: rest})
}

// LabelRefused gives the refused entry's line the label its caller showed the
// players (the table numbers a refused move as the moves played and names
// its mover, where a file counts entries), so that a picture of the
// refusal says what the verdict said («Move 4
// (a1-e5)» on the board under «Move 2 (Petya: a1-e5)»). Its verdict stays.
func (s *Session) LabelRefused(l Line) {
	if s.refused == nil {
		return
	}
	l.Kind, l.Message = s.refused.line.Kind, s.refused.line.Message
	s.refused.line = l
}

// SayOnce keeps the readings not yet said in this game and marks them said:
// a reading is told once, the first time the game relies on it. (An undo
// does not unsay one: the players have read it.)
func (s *Session) SayOnce(readings []Message) []Message {
	var out []Message
	for _, m := range readings {
		if s.said[m.Code()] {
			continue
		}
		if s.said == nil {
			s.said = map[Code]bool{}
		}
		s.said[m.Code()] = true
		out = append(out, m)
	}
	return out
}

// whole is the entry with the name before its colon put back: the move of
// a piece (`белые1: ffi`) or an event (`task: …`). The gap the transcript
// has between the colon and the move is kept, so a place the game reports
// in the move is the place in the file.
func whole(m *notation.Move) *notation.Move {
	w := *m
	gap := 1
	if m.TextPos.Line == m.ActorPos.Line {
		gap = max(m.TextPos.Column-m.ActorPos.Column-utf8.RuneCountInString(m.Actor)-1, 0)
	}
	w.Text, w.TextPos = m.Actor+":"+strings.Repeat(" ", gap)+m.Text, m.ActorPos
	return &w
}

// handOn gives the turn on after an illegal move that was left out: the
// next entry may be its author's retry, or the move of whoever it names, and
// an entry that names nobody is the move of the player after the author.
func (s *Session) handOn(actor int, next Move) {
	if actor == s.skipped || s.engine.Skip(actor, next) {
		s.skipped = -1
	}
}

// Skipped records that the last entry was illegal and left out (--keep-going),
// by the player named, or by the player due when it named nobody.
func (s *Session) Skipped(p Played) {
	if p.Violation == nil && p.Error == nil {
		return
	}
	by := s.player(p.Line.Actor)
	if p.Line.Actor == "" {
		by = s.engine.Turn()
	}
	if by >= 0 {
		s.skipped = by
	}
}

// Undo takes back the last legal move, replaying the game from its start
// without it; false when there is none, or the session keeps no history.
func (s *Session) Undo() bool { return s.UndoMoves(1) }

// UndoMoves takes back the last n legal moves with one replay from the
// start; false when there are fewer, or the session keeps no history.
func (s *Session) UndoMoves(n int) bool {
	if !s.keep || n <= 0 || len(s.played) < n {
		return false
	}
	return s.replayFirst(len(s.played) - n)
}

// SetTell says whether legal moves are narrated from now on.
func (s *Session) SetTell(on bool) { s.tell = on }

// replayFirst rebuilds the position from the start and plays the first n
// entries kept.
func (s *Session) replayFirst(n int) bool {
	engine, _, errs := s.spec.New(s.start)
	if len(errs) > 0 {
		return false
	}
	keep := s.played[:n]
	s.engine, s.played, s.moves, s.entries, s.skipped = engine, nil, 0, 0, -1
	s.turns, s.turnEntries = 0, 0
	s.changes++
	tell := s.tell
	s.tell = false
	for _, m := range keep {
		s.Play(m)
	}
	s.tell = tell
	return true
}

// History lists the entries played, oldest first, when the session keeps them.
func (s *Session) History() []*notation.Move { return s.played }

func (s *Session) player(name string) int {
	if s.cast == nil {
		return PlayerIndex(s.players, name)
	}
	return s.cast.Player(name)
}
