package play

import (
	"os"
	"strings"
	"syscall"

	"github.com/boardgame-referee/referee/internal/atomicfile"
)

// history is the lines typed, kept in a file between runs: the newest
// last in the file, as chzyer/readline kept it; at most historyLimit.
type history struct {
	off    bool // a question is answered: its answer is not kept
	path   string
	lines  []string    // oldest first
	file   *os.File    // appended to; nil when no history is kept
	onDisk int         // lines in the file, which is trimmed when they pass the limit
	failed func(error) // told once that the file cannot be written
	// lost is why the file could not be written, kept until the terminal
	// is itself again: Add runs while a line is read, in raw mode, where a
	// message would print as a staircase.
	lost error
}

// tellLost tells failed why the history could not be kept, once, when the
// terminal is no longer raw.
func (h *history) tellLost() {
	if err := h.lost; err != nil && h.failed != nil {
		h.lost = nil
		h.failed(err)
	}
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
		// Said at the first line read (tellLost), with why: a folder or a
		// link where the history lives turned it off without a word.
		why := atomicfile.ErrNotFile
		switch {
		case st.IsDir():
			why = syscall.EISDIR
		case st.Mode()&os.ModeSymlink != 0:
			why = atomicfile.ErrLink
		}
		return &history{path: path, lost: &os.PathError{Op: "open", Path: path, Err: why}}
	}
	mend := false // the file is rewritten whole: a line cut or dropped
	if data, err := os.ReadFile(path); err == nil {
		lines := strings.Split(string(data), "\n")
		if last := len(lines) - 1; lines[last] != "" {
			// A last line with no line end was cut by a write that failed
			// (a full disk): the next line appended would be glued to it.
			lines, mend = lines[:last], true
		}
		for _, l := range lines {
			// A line with a control character was typed by nobody (the
			// table refuses them): shown again, it would drive the
			// terminal.
			if strings.ContainsFunc(l, func(r rune) bool { return r < 0x20 && r != '\t' || r == 0x7f }) {
				mend = true
				continue
			}
			if l != "" {
				h.lines = append(h.lines, l)
			}
		}
		h.onDisk = len(h.lines)
		h.lines = h.lines[max(0, len(h.lines)-historyLimit):]
	}
	h.open()
	if (mend || h.onDisk > historyLimit) && !h.trim() && mend && h.file != nil {
		// Not mended: appending would glue the next line to a cut one.
		_ = h.file.Close()
		h.file = nil
	}
	return h
}

// open opens the file to append to. NoFollow on both opens: a link put
// there between the look in openHistory and the open is refused, not
// written through. A history that cannot be opened is simply not kept
// (nil file).
func (h *history) open() {
	h.file, _ = os.OpenFile(h.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|os.O_EXCL|atomicfile.NoFollow, 0o600)
	if h.file == nil {
		h.file, _ = os.OpenFile(h.path, os.O_WRONLY|os.O_APPEND|atomicfile.NoFollow, 0o600) // there already, and regular
	}
}

// trim rewrites the file with the lines kept, whole (atomicfile): a file
// appended to for years would otherwise grow without end, and be read
// whole at every start. A file that cannot be rewritten stays as it was.
func (h *history) trim() bool {
	if h.file == nil {
		return false
	}
	text := strings.Join(h.lines, "\n") + "\n"
	if err := atomicfile.Write(h.path, []byte(text), atomicfile.Policy{Mode: 0o600}); err != nil {
		return false
	}
	h.file.Close()
	h.onDisk = len(h.lines)
	h.open()
	return true
}

// Add keeps a line typed; a line as long as a paste of a page is not kept.
func (h *history) Add(line string) {
	if h.off || strings.TrimSpace(line) == "" || len(line) > maxTyped || strings.ContainsAny(line, "\n\r") || strings.ContainsFunc(line, isMark) {
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
			h.file, h.lost = nil, err
			return
		}
		// Twice the limit before a rewrite: a long session rewrites the
		// file once in a thousand lines, not at every line.
		if h.onDisk++; h.onDisk > 2*historyLimit {
			h.trim()
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
