package cmdutil

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// Transcript is a file of games open for reading: every command reads
// transcripts through OpenTranscript, so they frame alike, and the framing
// is made in one place (Frame).
type Transcript struct {
	// Name is the file as messages show it: the path named, or <stdin>.
	Name string
	// Games frames the file's games one by one.
	Games *notation.Reader
	// ReadFile reads a file the header names (a track map) under the
	// policy of SideFiles.
	ReadFile func(string) ([]byte, error)
	in       io.Closer
}

// Close closes the file (not standard input).
func (t *Transcript) Close() error {
	if t.in == nil {
		return nil
	}
	return t.in.Close()
}

// OpenOptions are how a command opens a transcript.
type OpenOptions struct {
	// Watch, when set, sits between the file and the framing: a counter of
	// bytes, a reader of comments.
	Watch func(shown string, in io.Reader) io.Reader
	// Maps is a folder, besides the transcript's own, whose track maps a
	// header may name (--maps).
	Maps string
}

// Stdin is how standard input is named on the command line and shown.
const (
	Stdin      = "-"
	StdinShown = "<stdin>"
)

// IsStdin reports whether name is standard input: "-", or a path that
// names descriptor 0 (/dev/stdin, /dev/fd/0, /proc/self/fd/0), read from
// the stream itself as "-" is: opened anew by path, a terminal or
// /dev/null is refused as a device, and a socket cannot be opened at all.
func IsStdin(name string) bool {
	switch filepath.Clean(name) {
	case Stdin, "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0":
		return name != ""
	}
	return false
}

// Transcripts opens and frames transcripts, and reads the files their headers
// name, saying why one cannot be read in the chosen language: what a
// command that reads transcripts takes from the factory.
type Transcripts struct {
	Stdin    io.Reader
	Registry *games.Registry // the games' dialects frame the lines
	Speaker  *say.Speaker
	// Typed, when standard input is a terminal, is where reading it says
	// so and how the typing ends: otherwise a command waits in silence.
	Typed io.Writer
}

// Transcripts is how the run's commands open transcripts.
func (f *Factory) Transcripts() *Transcripts {
	t := &Transcripts{Stdin: f.IOStreams.In, Registry: f.Registry, Speaker: f.Speaker}
	if f.IOStreams.IsStdinTTY() {
		t.Typed = f.IOStreams.ErrOut
	}
	return t
}

// ReadingTyped: standard input is a terminal; the transcript is typed or
// pasted, and ends with Ctrl-D on a line of its own.
type ReadingTyped struct{}

func (ReadingTyped) Code() referee.Code { return "cli.reading-typed" }

// typing says, once, that standard input is read from the keyboard.
func (f *Transcripts) typing() {
	if f.Typed != nil {
		fmt.Fprintln(f.Typed, f.Speaker.Sentence(ReadingTyped{}))
		f.Typed = nil
	}
}

// OpenTranscript opens the transcript name ("-" is standard input) and
// frames it. Only a regular file, standard input or a pipe is read: a
// folder, a device or a socket is refused with the reason in the chosen
// language, and so is a file whose first read fails (/proc/self/mem). The
// error names the file as shown.
func (f *Transcripts) OpenTranscript(name string, o OpenOptions) (*Transcript, error) {
	shown, file, err := f.OpenFile(name)
	if err != nil {
		return &Transcript{Name: shown}, err
	}
	var in io.Reader = file
	if o.Watch != nil {
		in = o.Watch(shown, in)
	}
	return &Transcript{Name: shown, Games: f.Frame(shown, in), ReadFile: f.SideFiles(name, o.Maps), in: file}, nil
}

// Frame frames a stream of games named shown with everything the games tell
// the framing: their header keys, the keys that may follow the moves and
// the names moves are written under. It is the one place the framing is
// made.
func (f *Transcripts) Frame(shown string, in io.Reader) *notation.Reader {
	return notation.NewReader(shown, in, f.Registry.Dialect)
}

// OpenFile opens a transcript's bytes, as OpenTranscript does, for a
// caller that reads them before they are framed (test's comments); the
// stream is framed with Frame.
func (f *Transcripts) OpenFile(name string) (shown string, in io.ReadCloser, err error) {
	if name == Stdin {
		f.typing()
		return StdinShown, io.NopCloser(f.Stdin), nil
	}
	if IsStdin(name) {
		f.typing()
		return name, io.NopCloser(f.Stdin), nil
	}
	file, err := os.Open(name)
	if err != nil {
		return name, nil, FileError(f.Speaker, err)
	}
	st, err := file.Stat()
	if err == nil {
		err = readable(st, file)
	}
	if err != nil {
		file.Close()
		return name, nil, FileError(f.Speaker, err)
	}
	// A first read that fails is said here, with the file's reasons,
	// rather than taken for an empty file.
	buf := bufio.NewReaderSize(file, 64<<10)
	if _, err := buf.Peek(1); err != nil && !errors.Is(err, io.EOF) {
		file.Close()
		return name, nil, FileError(f.Speaker, err)
	}
	return name, bufferedFile{buf, file}, nil
}

// bufferedFile reads a file through the buffer that looked at its start.
type bufferedFile struct {
	*bufio.Reader
	file *os.File
}

func (b bufferedFile) Close() error { return b.file.Close() }

// readable refuses what is no regular file, pipe or terminal.
func readable(st fs.FileInfo, file *os.File) error {
	mode := st.Mode()
	switch {
	case mode.IsDir():
		return syscall.EISDIR
	case mode.IsRegular(), mode&fs.ModeNamedPipe != 0:
		return nil
	case mode&fs.ModeCharDevice != 0 && isTerminal(file):
		return nil // /dev/tty, /dev/stdin at a terminal: typed in
	}
	return ErrDevice
}

// Unreadable is the line that says a transcript cannot be read, as check
// prints it: «FILE: why. [notation.file-unreadable]».
func (f *Transcripts) Unreadable(shown string, err error) string {
	return say.Visible(shown) + ": " + f.Speaker.Coded(UnreadableMessage(err))
}

// UnreadableMessage is the message of a transcript that cannot be read.
func UnreadableMessage(err error) referee.Message {
	return notation.FileUnreadable{Detail: err.Error()}
}

// ErrorLines turns errors outside any game into report lines.
func ErrorLines(errs []*notation.Error) []referee.Line {
	var out []referee.Line
	for _, e := range errs {
		out = append(out, referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: e.Message})
	}
	return out
}
