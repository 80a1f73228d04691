package referee

import "github.com/boardgame-referee/referee/notation"

// Kind says what a report line is.
type Kind int

const (
	KindError     Kind = iota // a notation error: the transcript could not be read
	KindViolation             // an illegal move, or a wrong result claim
	KindNote                  // something the user should know (a check not made)
	KindTold                  // narration of a legal move, shown with --explain
)

// Reference is a told message that is reference, not narration (how a
// round's turns go, how a cell is written): `check --explain` sets it as
// a paragraph of its own before the move it comes with, not glued to the
// move's sentence, which it would bury.
type Reference interface {
	Message
	Reference()
}

// Line is one thing the referee says about a game, at a place in the file.
type Line struct {
	Kind   Kind
	Pos    notation.Pos
	Move   int // the move's count in file order from 1; 0 when not about a move
	Number int // the move's own number in the transcript, when written
	// Turn is the line's count among the turns (Step.Kind), from 1: the
	// number its label shows when the transcript gives none. 0 for a line
	// that is no turn, which Label names instead.
	Turn  int
	Label Term
	Actor string // the player the move belongs to, when known
	Text  string // the move as written
	// Named: Text begins with the name it is written under, a piece's or
	// an event's (`белые1: ffi`, `task: …`): the move is shown by it alone.
	Named bool
	// ActorInferred says that the line names nobody and Actor is the player
	// whose turn it was; a quote of the line does not add the name
	// (MoveAsWritten).
	ActorInferred bool
	Message       Message
	Claim         bool // about the result: line, shown after the outcome
	// Verdict: a note on the closing verdict (a reading the outcome relies
	// on), shown after the closing sentence it explains, not before it.
	Verdict bool
}

// Report is everything the referee found in one game.
type Report struct {
	File    string
	Pos     notation.Pos // the game: line
	GameID  string       // the canonical id; "" when the game is unknown
	Players []string
	// Lines are what the referee said, in file order; with Options.Sink only
	// the claim lines are kept, the rest went to the sink as they came.
	Lines      []Line
	errors     int // notation errors said
	violations int // violations said
	sink       func([]Line)
	Moves      int // moves replayed
	Turns      int // turns among them (Step.Kind): what the closing sentence counts
	Outcome    *Outcome
	Claim      Claim // result: as read; Claim.Names is nil when absent
	ClaimOK    *bool
	claimOK    bool // what ClaimOK points at once the claim is judged
	Stopped    bool // the replay stopped at a problem before the last move
	// StoppedBy is the problem the replay stopped at, when Stopped: where
	// the closing sentence says it stopped, and at which turn.
	StoppedBy Line
	problem   Line     // the last error or violation said
	Session   *Session // the game after the last move replayed; nil when it never started
}

// Status is how a game went.
type Status string

const (
	StatusOK      Status = "ok"      // every move legal, every claim right
	StatusIllegal Status = "illegal" // an illegal move or a wrong claimed result
	StatusError   Status = "error"   // something could not be read
)

// Status is StatusError when something could not be read, StatusIllegal
// when a move was illegal or a claimed result is wrong, else StatusOK.
func (r *Report) Status() Status {
	switch {
	case r.errors > 0:
		return StatusError
	case r.violations > 0:
		return StatusIllegal
	}
	return StatusOK
}

// add says lines about the game: to the sink when there is one (claim lines
// are always kept, to be shown after the outcome).
func (r *Report) add(lines ...Line) {
	for _, l := range lines {
		switch l.Kind {
		case KindError:
			r.errors++
			r.problem = l
		case KindViolation:
			r.violations++
			r.problem = l
		}
	}
	if r.sink != nil && (len(lines) == 0 || !lines[0].Claim && !lines[0].Verdict) {
		r.sink(lines)
		return
	}
	r.Lines = append(r.Lines, lines...)
}

// stop marks the replay stopped at the problem said last.
func (r *Report) stop() {
	r.Stopped, r.StoppedBy = true, r.problem
}

// ExitCode is 2 for a notation error, 1 for an illegal move or wrong claim,
// else 0.
func (r *Report) ExitCode() int {
	switch r.Status() {
	case StatusError:
		return 2
	case StatusIllegal:
		return 1
	}
	return 0
}

// FirstProblem is the first error or violation of a report, or nil (among
// the lines kept).
func (r *Report) FirstProblem() *Line {
	for _, l := range r.Lines {
		if l.Kind == KindError || l.Kind == KindViolation {
			return &l
		}
	}
	return nil
}

// Winners names the winners.
func (r *Report) Winners() []string {
	if r.Outcome == nil {
		return []string{}
	}
	return r.names(r.Outcome.Winners)
}

// Places names the places, first place first.
func (r *Report) Places() [][]string {
	if r.Outcome == nil || r.Outcome.Places == nil {
		return nil
	}
	out := make([][]string, len(r.Outcome.Places))
	for i, p := range r.Outcome.Places {
		out[i] = r.names(p)
	}
	return out
}

func (r *Report) names(idx []int) []string {
	out := make([]string, 0, len(idx))
	for _, i := range idx {
		if i >= 0 && i < len(r.Players) {
			out = append(out, r.Players[i])
		}
	}
	return out
}
