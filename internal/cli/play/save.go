package play

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// saveResult is what a :save did.
type saveResult int

const (
	saveDone     saveResult = iota
	saveFailed              // said why
	saveDeclined            // the family chose to leave the file as it was
)

// written is what the table last wrote to the file it saved to: a later
// :save replaces that file only while it still holds it, and asks before
// it takes moves away from it.
type written struct {
	sum   [sha256.Size]byte
	moves int
}

// save writes the game as a transcript that `referee check` reads and
// replays to the same position, whole or not at all (a full disk leaves
// the earlier save as it was). A file that exists is written only when
// this run saved it, or it is the transcript the game came from: that one
// is continued, the new moves added after all it held. A file this run
// saved is replaced only while it holds what was written there, and not
// by fewer moves than it holds, unless the family says so. A link is
// never written through: a link left at `turtles.txt`, even one leading
// nowhere, could point anywhere.
func (r *front) save(arg string) saveResult {
	name, policy := arg, atomicfile.Policy{}
	if name == "" {
		name = r.defaultFile()
	}
	continuing := r.loaded != "" && name == r.loaded
	if continuing && arg == "" {
		if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
			// Moved or removed since it was loaded: the game is saved
			// anew, whole, and nothing of it is lost.
			gone := r.loaded
			r.loaded, r.saved = "", ""
			name, continuing = r.defaultFile(), false
			r.tell(styleNote, LoadedGone{File: visible(gone), Save: r.commandName("save"), Default: visible(name)})
		}
	}
	if !continuing && r.loaded != "" {
		policy.Inputs = []string{r.loaded}
	}
	_, statErr := os.Lstat(name)
	exists := statErr == nil
	if exists && name != r.saved && !continuing {
		r.tell(styleBad, SaveExists{File: visible(name), Command: r.commandName("save")})
		return saveFailed
	}
	if exists && name == r.saved && !continuing {
		if res, ok := r.mayReplace(name); !ok {
			return res
		}
	}
	var write func(io.Writer) error
	if continuing {
		c, err := r.appendable(name)
		var short errShorter
		switch {
		case errors.As(err, &short):
			r.tell(styleBad, SaveShorterRefused{File: visible(name), Held: referee.MoveCount(short.held), Moves: r.movesPlayed(), Command: r.commandName("save")})
			return saveFailed
		case errors.Is(err, errNotContinued):
			r.tell(styleBad, AppendRefused{File: visible(name), Command: r.commandName("save")})
			return saveFailed
		case err != nil:
			r.tell(styleBad, SaveFailed{File: visible(name), Detail: cmdutil.FileError(r.sp, err).Error()})
			return saveFailed
		}
		write = c.write
	} else {
		write = r.t.WriteTranscript
	}
	// A file that was not there is made only if nothing is there yet: a
	// table in another window saving the same name at the same moment
	// keeps its game, and this one is told the file exists.
	policy.New = !exists
	sum := sha256.New()
	err := atomicfile.WriteFrom(name, func(w io.Writer) error {
		b := bufio.NewWriter(io.MultiWriter(w, sum))
		if err := write(b); err != nil {
			return err
		}
		return b.Flush()
	}, policy)
	if policy.New && errors.Is(err, fs.ErrExist) {
		r.tell(styleBad, SaveExists{File: visible(name), Command: r.commandName("save")})
		return saveFailed
	}
	if err != nil {
		r.tell(styleBad, SaveFailed{File: visible(name), Detail: cmdutil.WriteError(r.sp, err).Error()})
		return saveFailed
	}
	r.saved, r.savedRev = name, r.t.Revision()
	r.written = written{moves: r.t.Moves()}
	copy(r.written.sum[:], sum.Sum(nil))
	r.keep()
	m := Saved{File: visible(name), Moves: r.movesPlayed(), Lang: r.langFlag(), Over: r.t.Over()}
	if continuing {
		r.tell(styleGood, SavedContinued(m))
	} else {
		r.tell(styleGood, m)
	}
	return saveDone
}

// mayReplace asks before the file this run saved is replaced when it no
// longer holds what was written there (another program, or a hand, wrote
// to it since), or when the game now has fewer moves than it holds (moves
// taken back): Enter keeps the file. Input from a pipe cannot be asked: the
// file is kept, and the way to save elsewhere said. ok: go on and write.
func (r *front) mayReplace(name string) (saveResult, bool) {
	changed := !r.written.holds(name)
	if !changed && r.t.Moves() >= r.written.moves {
		return saveDone, true
	}
	held, now := referee.MoveCount(r.written.moves), r.movesPlayed()
	var ask, refuse referee.Message
	if changed {
		ask, refuse = AskReplaceChanged{File: visible(name)}, SaveChangedRefused{File: visible(name), Command: r.commandName("save")}
	} else {
		ask, refuse = AskReplaceShorter{File: visible(name), Held: held, Moves: now}, SaveShorterRefused{File: visible(name), Held: held, Moves: now, Command: r.commandName("save")}
	}
	if !r.tty {
		r.tell(styleBad, refuse)
		return saveFailed, false
	}
	switch r.askOr(ask, answerNo) {
	case answerYes:
		return saveDone, true
	case answerNo:
		r.tell(styleNote, SaveDeclined{File: visible(name), Command: r.commandName("save")})
		return saveDeclined, false
	}
	return saveFailed, false // Ctrl-C: back to the game, nothing said
}

// holds reports whether the file holds what the table wrote there.
func (w written) holds(name string) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return false
	}
	return bytes.Equal(h.Sum(nil), w.sum[:])
}

// errNotContinued: the game at the table is no longer the file's game
// with moves added (its header changed, the file changed or holding more
// games).
var errNotContinued = errors.New("the game does not continue the file")

// errShorter: the file holds more moves of the game than the table has
// now (moves taken back): continuing it would shorten it.
type errShorter struct{ held int }

func (e errShorter) Error() string { return fmt.Sprintf("the file holds %d moves", e.held) }

// continuation is a file continued with the game at the table: all it
// held, then tail.
type continuation struct {
	old, tail []byte
}

func (c continuation) write(w io.Writer) error {
	_, err := io.Copy(w, c.reader())
	return err
}

func (c continuation) reader() io.Reader {
	parts := []io.Reader{bytes.NewReader(c.old)}
	if len(c.old) > 0 && c.old[len(c.old)-1] != '\n' {
		parts = append(parts, bytes.NewReader([]byte("\n")))
	}
	return io.MultiReader(append(parts, bytes.NewReader(c.tail))...)
}

// appendable is the file continued with the game at the table: all it
// held, then the moves played since and the header lines that may close
// a game (`colors:`, `result:`) typed since. It is written only when the
// whole replays, as `check` reads it, to the very game at the table. The
// file's game is read as `check` reads it, a chunk of moves at a time.
func (r *gameEditor) appendable(name string) (continuation, error) {
	old, err := os.ReadFile(name)
	if err != nil {
		return continuation{}, err
	}
	reg := r.opts.Registry
	reader := notation.NewReader(name, bytes.NewReader(old), reg.Dialect)
	file := reader.Next()
	if file == nil || file.Dialect == nil || file.ID.Text == "" {
		return continuation{}, errNotContinued
	}
	opt := referee.Options{ReadFile: r.files.SideFiles(name, r.opts.Maps)}
	rep := referee.ReplayGame(name, file, reg, opt)
	switch {
	case rep.Session == nil:
		return continuation{}, errNotContinued
	case rep.Moves > r.t.Moves():
		return continuation{}, errShorter{held: rep.Moves}
	case reader.Next() != nil:
		return continuation{}, errNotContinued // the new lines would join the file's last game
	}
	tail, err := r.t.LinesFrom(rep.Moves)
	if err != nil {
		return continuation{}, err
	}
	c := continuation{old: old, tail: tail}
	d := r.t.Session().Dialect()
	for _, h := range r.t.Header() {
		if slices.ContainsFunc(file.Header, func(e *notation.Entry) bool { return d.Key(e.Key) == d.Key(h.Key) && e.Value == h.Value }) {
			continue
		}
		if k := d.Key(h.Key); k < 0 || !d.Keys[k].Trailer {
			return continuation{}, errNotContinued // a header line changed: the file's game would not be this one
		}
		c.tail = append(c.tail, h.Key+": "+h.Value+"\n"...)
	}
	again := notation.NewReader(name, c.reader(), reg.Dialect).Next()
	if again == nil {
		return continuation{}, errNotContinued
	}
	check := referee.ReplayGame(name, again, reg, opt)
	if p := check.FirstProblem(); p != nil && !p.Claim || check.Session == nil || check.Moves != r.t.Moves() ||
		check.Session.Board(r.sp, nil) != r.t.Session().Board(r.sp, nil) || check.Claim.Raw != r.t.Session().Claimed().Raw {
		return continuation{}, errNotContinued
	}
	return c, nil
}

// defaultFile is the file :save writes when none is named: the file saved
// before, else the transcript the game came from (continued), else
// `<game>.txt` (`<game>-2.txt`… when that exists, or a link is there, even
// one that leads nowhere).
func (r *gameEditor) defaultFile() string {
	if t := r.target(); t != "" {
		return t
	}
	name := r.spec.ID + ".txt"
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) || i > 999 {
			return name
		}
		name = fmt.Sprintf("%s-%d.txt", r.spec.ID, i)
	}
}
