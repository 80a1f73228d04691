package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// nthGame opens a file and frames its n-th game (from 1), the only one
// looked at, having said on standard error what was wrong on the way (and
// the file's notes); game is nil when there is none, and count says how
// many games the file was seen to hold. code is the exit status of what
// was said. The file stays open for the game's later chunks until the
// transcript is closed.
func nthGame(f *cmdutil.Transcripts, errOut io.Writer, name, maps string, n int) (t *cmdutil.Transcript, game *notation.Game, count, code int) {
	t, err := f.OpenTranscript(name, cmdutil.OpenOptions{Maps: maps})
	if err != nil {
		fmt.Fprintln(errOut, f.Unreadable(t.Name, err))
		return t, nil, 0, ExitNotation
	}
	for count < n {
		g := t.Games.Next()
		if g == nil {
			break
		}
		if count++; count == n {
			game = g
		}
	}
	for _, l := range cmdutil.ErrorLines(t.Games.Notes()) {
		l.Kind = referee.KindNote
		fmt.Fprintf(errOut, "%s: %s\n", say.Place(t.Name, l.Pos), f.Speaker.LineText(l))
	}
	for _, l := range cmdutil.ErrorLines(t.Games.Errors()) {
		fmt.Fprintf(errOut, "%s: %s\n", say.Place(t.Name, l.Pos), f.Speaker.LineText(l))
		code = ExitNotation
	}
	return t, game, count, code
}

// readingNote reports whether a line of the replay is a note on how the
// file was read (a name taken as the player's it looks like, `Нинa:`; a
// game read as Windows-1251): said by every view, as `check` says it and as
// firstGame says the file's own, since the position shown rests on it.
// The rules' notes are check's to say.
func readingNote(l referee.Line) bool {
	return l.Kind == referee.KindNote && l.Message != nil && strings.HasPrefix(string(l.Message.Code()), "notation.")
}

// viewOf checks the view flags given to command against the game of the
// file's game shown, now that it is known: a flag the game does not take,
// or a value it does not take, is a usage error naming both. A game
// nobody knows is left for the replay to say.
func viewOf(reg *games.Registry, first *notation.Game, command string, view referee.View) error {
	spec, ok := reg.Lookup(first.ID.Text)
	if !ok || len(view) == 0 {
		return nil
	}
	players := make([]string, len(first.Players))
	for i, p := range first.Players {
		players[i] = p.Text
	}
	return cmdutil.CheckView(reg, spec, command, view, players)
}

// spot is the position a command shows: the game of a file (from 1), after
// how many moves (all when At is negative), and what the command says when
// the replay stops before it (after how many moves).
type spot struct {
	File, Maps string
	Game, At   int
	Command    string // the command, for the view flags' errors
	View       referee.View
	Stopped    func(stoppedAt, *referee.Session) referee.Message
}

// stoppedAt is where a replay stopped before the end of the game: after
// Moves entries; Before, the number check gives the move it stopped at
// («Ход 23»), 0 when that line has no number of its own (a turbo call)
// or none was refused (--at); Over, the game is over there.
type stoppedAt struct {
	Moves, Before int
	Over          bool
}

// position replays a game of a file up to a move and returns its report,
// having printed any problem found on the way to standard error; nil when
// there is no position to show. code is the exit status of what was said;
// err a mistake on the command line: a game the file does not hold, a view
// flag the game does not take (viewOf).
func position(f *cmdutil.Transcripts, errOut io.Writer, at spot) (r *referee.Report, code int, err error) {
	t, game, count, code := nthGame(f, errOut, at.File, at.Maps, max(at.Game, 1))
	defer t.Close()
	if game == nil {
		if count > 0 {
			return nil, code, cmdutil.Usage(GameBeyond{Game: at.Game, Games: count})
		}
		return nil, code, nil
	}
	if err := viewOf(f.Registry, game, at.Command, at.View); err != nil {
		return nil, code, err
	}
	opt := referee.Options{ReadFile: t.ReadFile}
	if at.At >= 0 {
		opt.Stop, opt.StopAfter = true, at.At
	}
	r = referee.ReplayGame(t.Name, game, f.Registry, opt)
	for _, l := range r.Lines {
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation || readingNote(l) {
			fmt.Fprintf(errOut, "%s: %s\n", say.Place(t.Name, l.Pos), f.Speaker.LineText(l))
		}
	}
	code = max(code, r.ExitCode())
	if at.At > r.Moves && r.Status() == referee.StatusOK {
		fmt.Fprintf(errOut, "referee: %s\n", f.Speaker.Say(AtBeyond{At: at.At, Moves: r.Moves}))
		return nil, ExitNotation, nil
	}
	if stoppedEarly(r) {
		// The replay stopped at a move above: say which position is used.
		// Over means nothing is left to play: a winner known while the
		// others play on for places (Outcome.PlayOn) still has moves.
		over := r.Session != nil && r.Session.Outcome().Over && !r.Session.Outcome().PlayOn
		stop := stoppedAt{Moves: r.Moves, Before: refusedNumber(r), Over: over}
		fmt.Fprintf(errOut, "referee: %s\n", f.Speaker.Say(at.Stopped(stop, r.Session)))
	}
	if r.Session == nil {
		return nil, code, nil
	}
	return r, code, nil
}

// stoppedEarly reports whether the replay stopped before the game's last
// move: at --at's move, or at a move that could not be played.
func stoppedEarly(r *referee.Report) bool { return r.Stopped || movesFailed(r) }

// refusedNumber is the number check gives the first move that could not
// be played, as its label says it («Ход 23 (…)»: the transcript's own
// number, else the count of turns); 0 when there is none, or its label
// names no number (a turbo call).
func refusedNumber(r *referee.Report) int {
	for _, l := range r.Lines {
		if (l.Kind == referee.KindError || l.Kind == referee.KindViolation) && l.Move > 0 {
			if l.Label != "" {
				return 0
			}
			return say.MoveNumber(l)
		}
	}
	return 0
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
