package play

import (
	"io"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
)

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
//
// Bytes that are not UTF-8 are passed on as runes of their own (marked),
// which the editor gives back as the bytes typed: x/term drops them
// without a word, and `:save \xff\xfe.txt` wrote a hidden `.txt`.
//
// It counts the line ends it gives the editor that the editor has not yet
// returned as lines: the rest of a paste, already read.
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
	partial          []byte // the start of a letter whose rest is not read yet
	queued           int    // line ends given to the editor, not yet returned as lines
	afterCR          bool   // the last byte given on was a CR (a LF after it ends no other line)
	esc              []byte // the start of an escape sequence not yet told (controls)
	lone             bool   // esc is an Esc that ended a read: alone, unless a sequence goes on
	skip             int    // bytes of a letter typed with Alt, still to drop
	controlPaste     bool   // controls' own reading: a paste is under way
	typedString      bool   // controls' own reading: inside a string sequence typed (OSC …)
}

func (k *keys) Read(b []byte) (int, error) {
	for len(k.pending) == 0 && k.err == nil {
		if k.endless {
			return 0, io.EOF // the input is read no further
		}
		// The editor reads only when it holds no whole line: none is
		// queued, whatever the count says.
		k.queued = 0
		n, err := k.in.Read(b)
		text := k.controls(k.marked(b[:n], err != nil), err != nil)
		k.pending, k.err = k.filter(text), err
		k.count(k.pending)
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

// count counts the line ends given to the editor: a CR, a LF, a CR and a
// LF together once, none inside an escape sequence (the editor reads a
// sequence up to its final letter).
func (k *keys) count(out []byte) {
	seq := false
	for _, c := range out {
		switch {
		case c == 0x1b:
			seq = true
		case seq:
			seq = !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '~')
		case c == '\r':
			k.queued++
		case c == '\n' && !k.afterCR:
			k.queued++
		}
		k.afterCR = c == '\r'
	}
}

// lineRead is told that the editor returned a line.
func (k *keys) lineRead() { k.queued = max(k.queued-1, 0) }

// buffered reports whether a whole line more is read and waiting, or a
// paste is under way: its end is still to come.
func (k *keys) buffered() bool { return k.queued > 0 || k.pasting }

// marked is what was read with every byte that is not UTF-8 marked; the
// start of a letter whose rest is not read yet is kept for the next read,
// unless the input ends.
func (k *keys) marked(in []byte, end bool) []byte {
	buf := append(k.partial, in...)
	k.partial = nil
	if utf8.Valid(buf) {
		return buf
	}
	out := make([]byte, 0, len(buf)+8)
	for i := 0; i < len(buf); {
		r, size := utf8.DecodeRune(buf[i:])
		switch {
		case r != utf8.RuneError || size > 1:
			out = append(out, buf[i:i+size]...)
		case !utf8.FullRune(buf[i:]) && !end:
			k.partial = append([]byte(nil), buf[i:]...)
			return out
		default:
			out = utf8.AppendRune(out, markOf(buf[i]))
		}
		i += size
	}
	return out
}
