package notation

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
)

// LineReader reads lines one at a time, bounded as a Reader bounds a
// transcript's: for input that is read a line at a time and answered at
// once (`referee play` fed from a pipe), where no game is framed. A line
// longer than MaxLine is returned cut, for the caller to refuse as too long;
// one that runs past MaxSkip bytes with no end (/dev/zero, `yes | tr -d
// '\n'`), or whose head already shows bytes that are not text, is an error
// at its place, and the input is read no further.
type LineReader struct {
	in     *bufio.Reader
	lineNo int
	done   error // the error that ended the input, returned again
}

// NewLineReader reads lines from in.
func NewLineReader(in io.Reader) *LineReader {
	return &LineReader{in: bufio.NewReaderSize(in, MaxLine+2)}
}

// Line is the next line without its line end (a \r\n too, and a byte-order
// mark on the first). err is io.EOF at the end of the input, else an
// *Error at its line, as a Reader says it: a line refused
// (notation.line-endless, notation.not-text) or a read error
// (notation.read-error). A last line with no line end is a line.
func (l *LineReader) Line() (string, error) {
	if l.done != nil {
		return "", l.done
	}
	raw, err := l.in.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		l.lineNo++
		head := lineText(append([]byte(nil), raw...), false, l.lineNo == 1)
		if bad, ok := lineBadByte(head); ok {
			// No line end to skip to may come: the input ends here.
			l.done = notText("", l.lineNo, head, bad)
			return "", l.done
		}
		endless, err := skipLine(l.in, len(raw), err)
		if endless {
			l.done = ErrorAt(Pos{Line: l.lineNo, Column: 1}, LineEndless{Limit: MaxSkip})
			return "", l.done
		}
		if err != nil && !errors.Is(err, io.EOF) {
			l.done = l.readError(err)
		}
		return string(head), nil // longer than MaxLine: the caller refuses it
	}
	if err != nil && !errors.Is(err, io.EOF) {
		l.done = l.readError(err) // the line it cut is not read
		return "", l.done
	}
	if len(raw) == 0 && err != nil {
		l.done = err
		return "", err
	}
	l.lineNo++
	if err == nil {
		raw = raw[:len(raw)-1]
	}
	return string(lineText(raw, true, l.lineNo == 1)), nil
}

// readError is a read error as the Reader says it: at the line it kept
// from being read, never an end of the input.
func (l *LineReader) readError(err error) *Error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the input's name is the place already
	}
	return ErrorAt(Pos{Line: l.lineNo + 1, Column: 1}, ReadError{Detail: err.Error()})
}

// skipLine skips the rest of a line too long to read, never holding it:
// skipped bytes of it are read already, and err is what reading them
// returned. endless is a line past MaxSkip bytes, taken for no line at all;
// err is the error that ended the skip (io.EOF, a read error), nil at the
// line's end.
func skipLine(in *bufio.Reader, skipped int, err error) (endless bool, _ error) {
	for errors.Is(err, bufio.ErrBufferFull) {
		var more []byte
		more, err = in.ReadSlice('\n')
		if skipped += len(more); skipped > MaxSkip {
			return true, nil
		}
	}
	return false, err
}
