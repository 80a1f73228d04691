package referee

import "github.com/boardgame-referee/referee/notation"

// Registry finds games by id or alias.
type Registry interface {
	Lookup(name string) (*Spec, bool)
	Names() []string // ids and aliases
	IDs() []string
}

// MovesUnchecked is the note, where a game's moves start, that they are
// not checked: the header's error above keeps the game from starting.
type MovesUnchecked struct{}

func (MovesUnchecked) Code() Code { return CodeMovesUnchecked }

// UnknownGame is the error of a `game:` line that names no game of games:
// the nearest name when one is close, else every game's.
func UnknownGame(name string, games Registry) Message {
	if s, near := notation.Nearest(name, games.Names()); near {
		return notation.UnknownGameSuggest{Name: name, Suggestion: s}
	}
	ids := games.IDs()
	known := make(notation.TermAlternatives, len(ids))
	for i, id := range ids {
		known[i] = Term(id + ".id")
	}
	return notation.UnknownGame{Name: name, Known: known}
}

// CodeMovesUnchecked is the note, where a game's moves start, that its
// header stops it before them: `referee explain` calls it a note.
const CodeMovesUnchecked = "referee.moves-unchecked"

// ReplayGame checks one game: the header, then each entry in order through
// a session.
func ReplayGame(file string, g *notation.Game, games Registry, opt Options) *Report {
	g.Frame() // a game handed on unframed is framed where it is checked
	r := &Report{File: file, Pos: g.Pos, sink: opt.Sink, Players: playersOf(g)}
	spec, ok := games.Lookup(g.ID.Text)
	if !ok {
		r.error(notation.ErrorAt(g.ID.Pos, UnknownGame(g.ID.Text, games)))
		return r
	}
	r.GameID = spec.ID
	// Begin reads the lines after the moves of a game framed whole; those
	// of a longer game are read after its moves, once no later move can
	// show they were not last.
	late := g.HasMore()
	s := Begin(g, spec, opt)
	// The game's one list of errors and notes: the framing's and the
	// header reading's, in file order.
	for _, e := range g.Errors {
		r.error(e)
	}
	if s == nil {
		// The header stops the game before its first move: said where
		// the moves start, so that a clean-looking list of header errors
		// is not read as a game whose moves passed.
		if len(g.Moves) > 0 {
			r.error(notation.NoteAt(g.Moves[0].Pos, MovesUnchecked{}))
		}
		return r
	}
	r.Session, r.Claim = s, s.Claimed()
	if opt.Each != nil {
		opt.Each(s, nil)
	}
	rp := &replayer{r: r, s: s, opt: opt, stood: true}
	whole := rp.play(g.Moves)
	for whole && g.More() {
		whole = rp.play(g.Moves)
	}
	if late {
		if !opt.Stop {
			// Stopped before the end: the lines that close the game are
			// still read, as a game framed whole has them from the start.
			g.SkipMoves()
		}
		r.trailers(g, spec)
	}
	if at, cut := g.Cut(); cut && whole {
		// The file stops being text inside the game: what came before is
		// checked, and the game is not judged as if it ended there.
		r.error(notation.ErrorAt(at, notation.GameCut{}))
		r.stop()
		whole = false
	}
	r.finish(whole && !opt.Stop)
	return r
}

// replayer plays a game's entries through its session, chunk by chunk,
// into its report.
type replayer struct {
	r     *Report
	s     *Session
	opt   Options
	n     int  // entries played
	stood bool // the entry before stood (or there was none)
}

// play plays a chunk of entries in file order, an entry that could not be
// read standing in its place. It reports whether the replay goes on.
func (rp *replayer) play(moves []*notation.Move) bool {
	for _, m := range moves {
		if rp.opt.Stop && rp.n >= rp.opt.StopAfter {
			return false
		}
		if m.NoEntry {
			if !rp.noEntry(m) {
				return false
			}
			continue
		}
		if !rp.retry(m) || !rp.entry(m) {
			return false
		}
	}
	return true
}

// noEntry says a line the framing could not read at all (too long, a
// number that does not run on, a trailer not last), or a note on it: no
// entry, and no move to count. It reports whether the replay goes on.
func (rp *replayer) noEntry(m *notation.Move) bool {
	rp.r.error(m.Err)
	if !m.Err.Note && !rp.opt.KeepGoing {
		rp.r.stop() // the last line too, as a refused move (entry)
		return false
	}
	return true
}

// retry says that the same number again after a move that stood is a
// number that does not run on: only after a refused move is it the move
// tried again. It reports whether the replay goes on.
func (rp *replayer) retry(m *notation.Move) bool {
	if !m.Retry || !rp.stood || rp.n == 0 {
		return true
	}
	rp.r.error(notation.ErrorAt(m.Pos, notation.MoveNumber{Number: m.Number, Want: m.Number + 1}))
	if !rp.opt.KeepGoing {
		rp.r.stop()
		return false
	}
	return true
}

// entry plays one entry. A refused one stops the replay, or, going on,
// is left out as if not made: the next entry is a retry or the next
// player's move, and nobody else is blamed. It reports whether the replay
// goes on.
func (rp *replayer) entry(m *notation.Move) bool {
	rp.n++
	p := rp.s.Play(m)
	if lines := p.Lines(); lines != nil {
		rp.r.add(lines...)
	}
	rp.stood = p.Legal()
	goOn := true
	switch {
	case !rp.stood && !rp.opt.KeepGoing:
		// Stopped there, the last entry too: the closing sentence says the
		// check stopped at its first problem, not that the game goes on
		// as if the refused move had been made (turtles' readers, rounds
		// 25 and 26).
		rp.r.stop()
		goOn = false
	case !rp.stood:
		rp.s.Skipped(p)
	}
	if rp.opt.Each != nil {
		q := p // a copy: p's own address would put every entry on the heap
		rp.opt.Each(rp.s, &q)
	}
	return goOn
}

// trailers reads the header lines that closed a game too long to frame at
// once, after the session had begun: every entry after the moves that no
// move retracted. A claimed result is read as it would have been at the
// start; a game's own trailer (turtles' colors:) cannot be given to a game
// under way, and saying so beats ignoring it. A key given twice is that
// error, as in a header.
func (r *Report) trailers(g *notation.Game, spec *Spec) {
	h := &headerReader{spec: spec, g: g, players: r.Players}
	said := len(g.Errors)
	given := map[int]bool{}
	for _, e := range g.Header {
		if !e.Trailer {
			given[e.Meaning] = true
		}
	}
	for _, e := range g.Header {
		if !e.Trailer {
			continue
		}
		switch {
		case given[e.Meaning]:
			h.errorAt(e.Pos, notation.KeyTwice{Key: e.Key})
		case e.Meaning == notation.KeyResult:
			h.readClaim(e)
			r.Claim = h.claim
		default:
			h.errorAt(e.Pos, notation.TrailerLate{Key: e.Key, Lines: notation.ChunkLines})
		}
		given[e.Meaning] = true
	}
	for _, e := range g.Errors[said:] {
		r.error(e)
	}
}

// finish records the outcome and checks a claimed result against it.
func (r *Report) finish(whole bool) {
	r.Moves, r.Turns = r.Session.Moves(), r.Session.Turns()
	// The report holds the session's own outcome, not a copy: neither
	// writes to it, and a position played on gets an outcome of its own.
	r.Outcome = r.Session.outcomeNow()
	o := *r.Outcome
	for _, m := range r.Session.SayOnce(o.Interpretations) {
		r.add(Line{Kind: KindNote, Pos: r.Pos, Message: m, Verdict: true})
	}
	// A claim is checked as soon as the winners are decided (in
	// big-races and chinese-checkers the others may race on for places),
	// even when the check stopped at a move played after that; a replay
	// that stopped before cannot judge it.
	decided := o.Over || len(o.Winners) > 0
	if r.Claim.Names == nil || !whole && !decided || r.Status() == StatusError && !decided {
		return
	}
	holds, known := r.claimHolds(o)
	if !known {
		return
	}
	// ClaimOK points into the report itself: one allocation fewer a game.
	r.claimOK = holds
	r.ClaimOK = &r.claimOK
	if !holds {
		var wrong Message = ClaimWrong{Claimed: r.Claim.Raw, Named: len(r.Claim.Names), Winners: r.Winners()}
		if !decided {
			wrong = ClaimNotOver{Claimed: r.Claim.Raw}
		} else if len(o.Winners) == 0 {
			wrong = ClaimNoWinner{Claimed: r.Claim.Raw}
		}
		r.add(Line{Kind: KindViolation, Pos: r.Claim.Entry.ValuePos, Message: wrong, Claim: true})
	}
}

// claimHolds compares the claim with the outcome; known is false when it
// cannot be told (the game is over but names nobody, for want of facts such
// as colours).
func (r *Report) claimHolds(o Outcome) (holds, known bool) {
	switch {
	case !o.Over && len(o.Winners) == 0:
		return false, true
	case o.Unnamed:
		return false, false
	case len(r.Claim.Names) == 0: // a draw
		return len(o.Winners) == 0 || len(o.Winners) == len(r.Players) && len(r.Players) > 1, true
	case len(o.Winners) == 0:
		return false, true // the game ends with no winner: ResultNoWinner
	}
	want := map[string]bool{}
	for _, w := range r.Winners() {
		want[w] = true
	}
	if len(want) != len(r.Claim.Names) {
		return false, true
	}
	for _, c := range r.Claim.Names {
		if !want[c] {
			return false, true
		}
	}
	return true, true
}

// error says an error (or a note) of the game's list.
func (r *Report) error(e *notation.Error) {
	kind := KindError
	if e.Note {
		kind = KindNote
	}
	r.add(Line{Kind: kind, Pos: e.Pos, Message: e.Message})
}

func before(a, b notation.Pos) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}
