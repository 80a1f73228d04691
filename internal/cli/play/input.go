package play

import (
	"errors"
	"path/filepath"

	"github.com/boardgame-referee/referee/notation"
)

// lineReader gives the lines a player types.
type lineReader interface {
	// Line shows the prompt (when there is a person to see it) and reads a
	// line; io.EOF at the end, errInterrupt when Ctrl-C cleared it.
	Line(prompt string) (string, error)
	Close()
}

// errInterrupt is Ctrl-C at the prompt.
var errInterrupt = errors.New("interrupted")

// openInput reads from a line editor when a person types at a terminal, and
// line by line otherwise (scripts, tests, a file piped in).
func (r *front) openInput() (lineReader, bool) {
	ios := r.opts.IO
	if f := ios.StdinFile(); f != nil && ios.IsStdinTTY() {
		// The editor echoes what is typed where the person looks: standard
		// output, or standard error when output goes to a pipe (`| tee`).
		screen, seen := r.out, ios.IsStdoutTTY()
		if !seen {
			screen, seen = r.errOut, ios.IsStderrTTY()
		}
		if seen {
			if in, err := r.newEditor(f, screen); err == nil {
				return in, true
			}
		}
	}
	return &plainLines{notation.NewLineReader(ios.In)}, false
}

// plainLines reads lines with no prompt and no editing, bounded as a
// transcript's lines are (notation.LineReader): a line too long is cut,
// and refused by the table; one with no end, such as /dev/zero's, ends
// the input with the error `check` gives it.
type plainLines struct{ r *notation.LineReader }

func (p *plainLines) Line(string) (string, error) { return p.r.Line() }

func (p *plainLines) Close() {}

// historyFile is where the lines typed are kept between runs, one file a
// game (`history-turtles`: the up arrow brings back that game's moves, not
// another's), `history` before a game is chosen; "" (no history kept) when
// there is no state folder.
func historyFile(getenv func(string) string, game string) string {
	dir := stateDir(getenv)
	if dir == "" {
		return ""
	}
	if game == "" {
		return filepath.Join(dir, "history")
	}
	return filepath.Join(dir, "history-"+game)
}

// useHistory has the up arrow bring back the lines typed in the game
// chosen, in this run and earlier ones.
func (r *front) useHistory() {
	if e, ok := r.in.(*editor); ok && r.spec != nil {
		e.useHistory(historyFile(r.opts.Getenv, r.spec.ID))
	}
}

// width is the terminal's width for wrapping; 0 when output is no terminal.
func (r *front) width() int {
	if !r.tty || !r.opts.IO.IsStdoutTTY() {
		return 0
	}
	if w := r.opts.IO.TerminalWidth(); w > 20 {
		return w - 1
	}
	return 0
}

// colour says whether to paint: --color always, or a terminal with
// NO_COLOR unset and a TERM that is not dumb.
func (r *front) colour() bool {
	switch r.opts.Color {
	case "always":
		return true
	case "never":
		return false
	}
	return r.opts.IO.IsStdoutTTY() && r.opts.Getenv("NO_COLOR") == "" && r.opts.Getenv("TERM") != "dumb"
}
