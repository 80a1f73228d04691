package play

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"golang.org/x/term"
)

// input is where the table's lines come from: the line editor at a
// terminal (prompt, completion from the game, history) or plain lines.
type input struct {
	*gameEditor
	in lineReader
}

// lineReader gives the lines a player types.
type lineReader interface {
	// Line shows the prompt (when there is a person to see it) and reads a
	// line; io.EOF at the end, errInterrupt when Ctrl-C cleared it.
	Line(prompt string) (string, error)
	// Buffered reports whether a line more is already waiting, read and
	// not yet returned (the rest of a paste).
	Buffered() bool
	Close()
}

// errInterrupt is Ctrl-C at the prompt.
var errInterrupt = errors.New("interrupted")

// openInput reads from a line editor when a person types at a terminal, and
// line by line otherwise (scripts, tests, a file piped in).
func (r *input) openInput() (lineReader, bool) {
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

func (p *plainLines) Buffered() bool { return false } // nothing is kept from a pipe

// historyFile is where the lines typed are kept between runs, one file a
// game (`history-turtles`: the up arrow brings back that game's moves, not
// another's), `history` before a game is chosen; "" (no history kept) when
// there is no state folder.
func historyFile(getenv func(string) string, game string) string {
	dir, err := stateDir(getenv)
	if err != nil {
		return "" // said when the game is not kept (keep.go)
	}
	if game == "" {
		return filepath.Join(dir, "history")
	}
	return filepath.Join(dir, "history-"+game)
}

// useHistory has the up arrow bring back the lines typed in the game
// chosen, in this run and earlier ones.
func (r *input) useHistory() {
	if e, ok := r.in.(*editor); ok && r.spec != nil {
		e.useHistory(historyFile(r.opts.Getenv, r.spec.ID))
	}
}

func (r *input) newEditor(in *os.File, screen io.Writer) (*editor, error) {
	fd := int(in.Fd())
	if _, err := term.GetState(fd); err != nil {
		return nil, err // no terminal after all
	}
	e := &editor{fd: fd, screen: screen, history: openHistory(historyFile(r.opts.Getenv, "")), input: &keys{in: in}, c: completer{r},
		paste: r.opts.Getenv("TERM") != "dumb", guard: guardTerminal(screen)}
	e.history.failed = func(err error) {
		r.tell(styleNote, HistoryFailed{File: visible(e.history.path), Detail: cmdutil.WriteError(r.sp, err).Error()})
	}
	e.newTerminal()
	return e, nil
}

// prompt says who and what is due: `Маша, ход 4> `, `Маша — машина Маша2,
// до 6 клеток, ход 21> `, `новое задание, ход 9> `.
func (r *input) prompt() string {
	if !r.tty {
		return ""
	}
	var m referee.Message
	switch {
	case r.spec == nil:
		m = PromptGame
	case r.t == nil && r.players.Value == "":
		m = PromptPlayers
	case r.t == nil:
		m = PromptStart
	case r.t.Asked() != nil:
		m = PromptAnswer
	case r.secret != nil:
		m = r.secret.prompt(r.t.Players())
	case r.asking:
		m = PromptHeader
	default:
		var ok bool
		if m, ok = r.due(true); !ok {
			m = PromptOver
		}
	}
	return r.sp.Say(m) + "> "
}

// answer is what a yes-or-no question got.
type answer int

const (
	answerYes answer = iota
	answerNo
	answerCancel // Ctrl-C: the question is put away
	answerEnd    // the input ended (Ctrl-D)
)

var (
	// l, lf and ytn are д, да and нет typed with the keyboard left in Latin.
	yesWords = []string{"д", "да", "y", "yes", "+", "l", "lf"}
	noWords  = []string{"н", "нет", "n", "no", "-", "ytn"}
)

// ask asks a yes-or-no question at the terminal, Enter meaning yes, until
// it gets an answer it understands.
func (r *input) ask(m referee.Message) answer { return r.askOr(m, answerYes) }

// askOr asks a yes-or-no question whose answer on Enter is enter: no, for
// a question whose yes loses something ([y/N]).
func (r *input) askOr(m referee.Message, enter answer) answer {
	for {
		read := r.in.Line
		if q, ok := r.in.(interface{ Ask(string) (string, error) }); ok {
			read = q.Ask // an answer is kept out of the history
		}
		line, err := read(r.fitPrompt(r.sp.Sentence(m) + " "))
		switch {
		case errors.Is(err, errInterrupt):
			return answerCancel
		case errors.Is(err, errLineControl):
			r.tell(styleBad, LineControl{Line: visible(notation.Clip(line))})
			continue
		case err != nil:
			return answerEnd
		}
		switch word := strings.TrimSpace(line); {
		case word == "":
			return enter
		case isOneOf(word, yesWords):
			return answerYes
		case isOneOf(word, noWords):
			return answerNo
		}
		if enter == answerNo {
			r.tell(styleNote, YesOrNoEnterNo)
		} else {
			r.tell(styleNote, YesOrNo)
		}
	}
}
