package play

import (
	"errors"
	"io"
	"os"
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
	e.t.SetBracketedPasteMode(true)
}

// errLineCut is a line typed past the most the editor takes.
var errLineCut = errors.New("line cut")

func (e *editor) Line(prompt string) (line string, err error) {
	// The terminal's size, read from standard input, which is the same
	// terminal (the screen may be a stream that wraps it).
	if w, h, err := term.GetSize(e.fd); err == nil {
		_ = e.t.SetSize(w, h) // x/term refuses no size; the last is kept if it did
	}
	// Raw only while a line is read: what the table prints in between
	// is written as to any terminal.
	old, err := term.MakeRaw(e.fd)
	if err != nil {
		return "", err
	}
	// A terminal left raw is the table's to say: the line read is
	// returned with the error.
	defer func() {
		if rerr := term.Restore(e.fd, old); rerr != nil && err == nil {
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
	}
	if e.input.endless {
		// Ended by the bound, not by the person: refused as `check` refuses
		// such a line, and nothing more is read.
		return "", notation.ErrorAt(notation.Pos{Line: max(e.lines, 1), Column: 1}, notation.LineEndless{Limit: notation.MaxSkip})
	}
	if err == nil && e.cut {
		return line, errLineCut
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

func (e *editor) Close() {
	e.t.SetBracketedPasteMode(false)
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

// keys is standard input as the editor reads it, Ctrl-C made into the keys
// that clear the line (Ctrl-E, Ctrl-U): x/term takes Ctrl-C for the end of
// input, where a shell, and the table, take it to clear what is typed.
//
// While a question is asked (ask), Ctrl-C ends the line instead, marked
// interrupted: the question is put away.
//
// A line is bounded as a transcript's is: x/term takes a paste of any
// length, so past notation.MaxLine bytes the rest of a line is dropped
// until its end (the line the editor returns is then longer than
// MaxLine, and the table refuses it as too long), and a line that runs on
// past notation.MaxSkip bytes is ended there and marked endless.
type keys struct {
	in               io.Reader
	ask, interrupted bool
	n, dropped       int  // bytes of the line's text passed on, and the others (dropped past the bound, or of escape sequences)
	cut              bool // the line's text reached the bound: the rest is dropped
	seq              bool // inside an escape sequence (a paste's start or end, an arrow): passed whole
	seqBytes         []byte
	pasting          bool // between a paste's start and its end
	draining         bool // a paste ran past the bound: dropped to its end
	endless          bool
	pending          []byte // filtered, not yet given to the editor
	err              error  // the read's error, given after pending
}

func (k *keys) Read(b []byte) (int, error) {
	for len(k.pending) == 0 && k.err == nil {
		if k.endless {
			return 0, io.EOF // the input is read no further
		}
		n, err := k.in.Read(b)
		k.pending, k.err = k.filter(b[:n]), err
		if n == 0 && err == nil {
			break
		}
	}
	n := copy(b, k.pending)
	k.pending = k.pending[n:]
	if len(k.pending) > 0 {
		return n, nil
	}
	err := k.err
	k.err = nil
	return n, err
}

// filter is what the editor is to see of the bytes read.
func (k *keys) filter(in []byte) []byte {
	out := make([]byte, 0, len(in)+8)
	for _, c := range in {
		inSeq, ended := k.sequence(c)
		if k.draining {
			// The rest of a paste past the bound is read and dropped to
			// its end, never left for the shell the table returns to.
			if ended == pasteEnd {
				k.draining, k.endless = false, true
				return append(out, pasteEnd+"\r"...)
			}
			continue
		}
		switch {
		case c == 3 && k.ask:
			k.interrupted = true
			// What came after it is for the table, dropped with the question.
			return append(out, '\r')
		case c == 3:
			k.n, k.dropped, k.cut = 0, 0, false
			out = append(out, 5, 21)
			continue
		case c == '\r' || c == '\n':
			k.n, k.dropped, k.cut = 0, 0, false
			out = append(out, c)
			continue
		}
		// Past the bound a rune begun is finished: the editor holds no
		// half of a letter, which it would wait on for ever.
		switch {
		case inSeq:
			// Passed whole, and no part of the line's text: a paste's end
			// still ends the paste.
			k.dropped++
			out = append(out, c)
		case k.n <= notation.MaxLine || !k.cut && !utf8.RuneStart(c):
			k.n++
			out = append(out, c)
		default:
			k.dropped++
			k.cut = true
		}
		if k.n+k.dropped > notation.MaxSkip {
			if k.pasting {
				k.draining = true
				continue
			}
			k.endless = true // the rest is never read
			return append(out, '\r')
		}
	}
	return out
}

// The bracketed paste's marks, as the terminal sends them.
const (
	pasteStart = "\x1b[200~"
	pasteEnd   = "\x1b[201~"
)

// sequence follows the escape sequences in what is read: inSeq is a byte
// of one, its last included; ended is the sequence that byte ended. It
// keeps whether a paste is under way.
func (k *keys) sequence(c byte) (inSeq bool, ended string) {
	if c == 0x1b {
		k.seq, k.seqBytes = true, k.seqBytes[:0]
	}
	if !k.seq {
		return false, ""
	}
	if len(k.seqBytes) < len(pasteEnd) {
		k.seqBytes = append(k.seqBytes, c)
	}
	if c != 0x1b && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '~') {
		k.seq = false
		ended = string(k.seqBytes)
		switch ended {
		case pasteStart:
			k.pasting = true
		case pasteEnd:
			k.pasting = false
		}
	}
	return true, ended
}

// history is the lines typed, kept in a file between runs: the newest
// last in the file, as chzyer/readline kept it; at most historyLimit.
type history struct {
	off    bool // a question is answered: its answer is not kept
	path   string
	lines  []string    // oldest first
	file   *os.File    // appended to; nil when no history is kept
	failed func(error) // told once that the file cannot be written
}

const historyLimit = 1000

func openHistory(path string) *history {
	h := &history{path: path}
	if path == "" {
		return h
	}
	// Only a regular file is read and appended to: a link put where the
	// history lives is not followed (the referee writes through no link it
	// was not given).
	if st, err := os.Lstat(path); err == nil && !st.Mode().IsRegular() {
		return &history{}
	}
	if data, err := os.ReadFile(path); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if l != "" {
				h.lines = append(h.lines, l)
			}
		}
		h.lines = h.lines[max(0, len(h.lines)-historyLimit):]
	}
	h.file, _ = os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|os.O_EXCL, 0o600)
	if h.file == nil {
		h.file, _ = os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o600) // there already, and regular
	}
	return h
}

// Add keeps a line typed; a line as long as a paste of a page is not kept.
func (h *history) Add(line string) {
	if h.off || strings.TrimSpace(line) == "" || len(line) > maxTyped || strings.ContainsAny(line, "\n\r") {
		return
	}
	if n := len(h.lines); n > 0 && h.lines[n-1] == line {
		return
	}
	h.lines = append(h.lines, line)
	if len(h.lines) > historyLimit {
		h.lines = h.lines[1:]
	}
	if h.file != nil {
		// A history that cannot be kept is said once; the game goes on,
		// its lines kept for this session only.
		if _, err := h.file.WriteString(line + "\n"); err != nil {
			_ = h.file.Close()
			h.file = nil
			if h.failed != nil {
				h.failed(err)
			}
		}
	}
}

func (h *history) Len() int { return len(h.lines) }

// At is the line typed idx lines ago: 0 the newest.
func (h *history) At(idx int) string { return h.lines[len(h.lines)-1-idx] }

func (h *history) close() {
	if h.file != nil {
		h.file.Close()
	}
}
