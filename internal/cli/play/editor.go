package play

import (
	"errors"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/term"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/layout"
)

// editor is the line editor of a person at a terminal: a prompt, Tab
// completion, a history kept between runs (the up arrow), Ctrl-C to clear
// the line, Ctrl-D on an empty line to leave. It is golang.org/x/term's
// Terminal, which takes a key in constant time (chzyer/readline redrew the
// whole line at every key: a pasted line of 16 kB took 18 s, of 64 kB no
// answer in two minutes) and reads a paste as one (bracketed paste),
// bounded as a transcript's line is (keys): the table refuses a line too
// long at once, and one with no end ends the table.
type editor struct {
	t       *term.Terminal
	fd      int // standard input, put in raw mode while a line is read
	screen  io.Writer
	history *history
	input   *keys
	c       completer
	tabbed  bool // the last key was Tab and listed nothing new
	cut     bool // the line reached the most the editor takes typed
	lines   int  // lines read, for the place of a line refused
	// paste: the terminal is asked for bracketed paste while a line is
	// read; not a dumb one (TERM=dumb), which takes no escapes.
	paste bool
	guard *guard // puts the terminal back when a signal stops the table
}

// maxTyped is the most runes x/term's editor takes typed (its
// maxLineLength); a paste has no such bound.
const maxTyped = 4096

// newTerminal makes x/term's editor afresh. It is made again after Ctrl-D:
// x/term leaves the Ctrl-D it returned io.EOF for unread, so every later
// line would end at once (the question asked before leaving, then the
// table again when the player stays).
func (e *editor) newTerminal() {
	e.t = term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{e.input, e.screen}, "")
	e.t.History = e.history
	e.t.AutoCompleteCallback = e.key
	e.input.queued = 0 // what the editor left unread is gone with it
}

// errLineCut is a line typed past the most the editor takes.
var errLineCut = errors.New("line cut")

// errLineControl is a line that holds a control character as text
// (controls): returned with the line, the character given back.
var errLineControl = errors.New("line with a control character")

func (e *editor) Line(prompt string) (line string, err error) {
	// The terminal's size, read from standard input, which is the same
	// terminal (the screen may be a stream that wraps it).
	// A terminal that tells no size (0 columns: `script` run from a pipe,
	// a serial line) keeps the editor's default, or x/term would break the
	// prompt after every letter.
	if w, h, err := term.GetSize(e.fd); err == nil && w > 0 && h > 0 {
		_ = e.t.SetSize(w, h)
	}
	// Raw, and asking for bracketed paste, only while a line is read:
	// what the table prints in between is written as to any terminal, and
	// a table stopped in between leaves the shell nothing to undo.
	old, err := e.guard.raw(e.fd, e.paste)
	if err != nil {
		return "", err
	}
	// Deferred first, so run last: after the terminal is restored.
	defer e.history.tellLost()
	if e.paste {
		e.t.SetBracketedPasteMode(true)
	}
	// A terminal left raw is the table's to say: the line read is
	// returned with the error.
	defer func() {
		if e.paste {
			e.t.SetBracketedPasteMode(false)
		}
		if rerr := e.guard.restore(e.fd, old); rerr != nil && err == nil {
			err = rerr
		}
	}()
	e.t.SetPrompt(prompt)
	e.cut, e.tabbed = false, false
	line, err = e.t.ReadLine()
	if errors.Is(err, term.ErrPasteIndicator) {
		err = nil // a pasted line is a line
	}
	if err == nil {
		e.lines++
		e.input.lineRead()
	}
	line, control := unmarked(line)
	if e.input.endless {
		// Ended by the bound, not by the person: refused as `check` refuses
		// such a line, and nothing more is read.
		return "", notation.ErrorAt(notation.Pos{Line: max(e.lines, 1), Column: 1}, notation.LineEndless{Limit: notation.MaxSkip})
	}
	if err == nil && e.cut {
		return line, errLineCut
	}
	if err == nil && control {
		return line, errLineControl
	}
	if errors.Is(err, io.EOF) {
		e.newTerminal()
		io.WriteString(e.screen, "\r\n") // Ctrl-D ends no line: what is said next starts one
	}
	return line, err
}

// Ask reads the answer to a question: a line like any, kept out of the
// history (the up arrow brings back moves, not a «да»).
// Ctrl-C puts the question away (errInterrupt).
func (e *editor) Ask(prompt string) (string, error) {
	e.history.off, e.input.ask, e.input.interrupted = true, true, false
	defer func() { e.history.off, e.input.ask = false, false }()
	line, err := e.Line(prompt)
	if e.input.interrupted {
		return "", errInterrupt
	}
	return line, err
}

// useHistory switches to the history kept in path (another game's), once
// the game is known; the same file again changes nothing.
func (e *editor) useHistory(path string) {
	if path == e.history.path {
		return
	}
	failed := e.history.failed
	e.history.close()
	e.history = openHistory(path)
	e.history.failed = failed
	e.t.History = e.history
}

// Buffered reports whether the rest of a paste holds another line, read
// and not yet returned.
func (e *editor) Buffered() bool { return e.input.buffered() }

func (e *editor) Close() {
	e.guard.stop()
	e.history.close()
}

// key is called by the editor at every key but a paste's, the editor's
// lock released: Tab completes, and a line that reaches the most the
// editor takes typed is marked cut (x/term drops the keys past it without
// a word).
func (e *editor) key(line string, pos int, key rune) (string, int, bool) {
	if key != '\t' {
		e.tabbed = false
		if len(line) >= maxTyped && utf8.RuneCountInString(line) >= maxTyped {
			e.cut = true
		}
		return "", 0, false
	}
	typed := []rune(line[:pos])
	ends, word := e.c.Do(typed, len(typed))
	if len(ends) == 0 {
		return "", 0, false
	}
	add := string(ends[0])
	for _, end := range ends[1:] {
		add = commonPrefix(add, string(end))
	}
	if add != "" {
		e.tabbed = false
		return line[:pos] + add + line[pos:], pos + len(add), true
	}
	if e.tabbed {
		return "", 0, false // listed already
	}
	// Nothing all the candidates share: list them, once, above the line.
	e.tabbed = true
	stem := string(typed[len(typed)-word:])
	items := make([]string, len(ends))
	for i, end := range ends {
		items[i] = stem + string(end)
	}
	width := 80
	if w, _, err := term.GetSize(e.fd); err == nil && w > 0 {
		width = w
	}
	// The screen is the table's checked writer: a failure to write it is
	// kept there and ends the table at its next line.
	_, _ = e.t.Write([]byte(candidateList(items, width)))
	return line, pos, true
}

// candidateList lays the candidates Tab found out in lines of the screen's
// width, three spaces apart, a line breaking between candidates only.
func candidateList(items []string, width int) string {
	var b strings.Builder
	col := 0
	for _, it := range items {
		w := layout.Width(it)
		if col > 0 && col+3+w > width-1 {
			b.WriteString("\n")
			col = 0
		}
		if col > 0 {
			b.WriteString("   ")
			col += 3
		}
		b.WriteString(it)
		col += w
	}
	b.WriteString("\n")
	return b.String()
}

func commonPrefix(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) {
		ra, sa := utf8.DecodeRuneInString(a[i:])
		rb, _ := utf8.DecodeRuneInString(b[i:])
		if ra != rb {
			break
		}
		i += sa
	}
	return a[:i]
}
