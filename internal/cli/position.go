package cli

import (
	"fmt"

	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

// firstGame opens a file and frames its first game, the only one looked at,
// having said on standard error what was wrong on the way (and the file's
// notes); nil when there is none. The file stays open for the game's later
// chunks until done is called.
func (a *app) firstGame(name string) (shown string, first *notation.Game, done func()) {
	shown, in, err := a.open(name)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		fmt.Fprintf(a.io.Err, "%s: %s [notation.file-unreadable]\n", shown, a.say.Say(msg))
		a.worse(ExitNotation)
		return shown, nil, func() {}
	}
	reader := a.reader(shown, in)
	first = reader.Next()
	for _, l := range toLines(reader.Notes()) {
		l.Kind = referee.KindNote
		fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(l.Pos), a.say.LineText(l))
	}
	for _, l := range toLines(reader.Errors()) {
		fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(l.Pos), a.say.LineText(l))
		a.worse(ExitNotation)
	}
	return shown, first, func() { in.Close() }
}

// position replays the first game of a file up to a move (all moves when at
// is negative) and returns its report, having printed any problem found on
// the way to standard error.
func (a *app) position(name string, at int, stoppedID string) *referee.Report {
	shown, first, done := a.firstGame(name)
	defer done()
	if first == nil {
		return nil
	}
	opt := referee.Options{ReadFile: a.sideFiles(name)}
	if at >= 0 {
		opt.Stop, opt.StopAfter = true, at
	}
	r := referee.ReplayGame(shown, first, a.registry, opt)
	for _, l := range r.Lines {
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(l.Pos), a.say.LineText(l))
		}
	}
	a.worse(r.ExitCode())
	if at > r.Moves && r.Status() == referee.StatusOK {
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.at-beyond", referee.Facts{"at": at, "moves": referee.Quantity{N: r.Moves, Unit: "referee.unit.move"}, "n": r.Moves})))
		a.worse(ExitNotation)
		return nil
	}
	if r.Stopped || movesFailed(r) {
		// The replay stopped at a move above: say which position is used.
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say(stoppedID, referee.Facts{"n": r.Moves})))
	}
	if r.Session == nil {
		return nil
	}
	return r
}

// movesFailed reports whether a move of the transcript could not be played
// (a problem on a move, not on the header or a result claim).
func movesFailed(r *referee.Report) bool {
	for _, l := range r.Lines {
		if (l.Kind == referee.KindError || l.Kind == referee.KindViolation) && l.Move > 0 {
			return true
		}
	}
	return false
}
