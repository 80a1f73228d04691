package play

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
)

// Never losing a game: at a terminal, the game in progress is kept after
// every line that changes it, written whole (atomicfile), in the user's
// state folder: `$XDG_STATE_HOME/referee/unfinished/<game>-<time>.txt`. A
// stray Ctrl-D, a closed window or a power cut leaves it there, and the
// next `referee play` offers to go on with it (kept.go). A game saved but
// not over stays kept too, so it is offered the next day. Input from a
// pipe is its own record and keeps nothing, so piped play costs what
// `check` costs.
//
// A run holds a lock on the game it plays (flock on `<kept>.lock`, which a
// crash cannot leave held): another run does not offer a game being
// played, so two windows never write one game over the other. The lock's
// file goes when the run lets go of the game (unlock); one a killed run
// left is taken over.

// keeper is the kept file of the game at the table.
type keeper struct {
	path string   // the kept file; "" until one is named for the game
	lock *os.File // held while this run plays the game
	// rev, target and saved are what the kept file holds: the table's
	// revision, the transcript a :save continues, and whether every move
	// is saved there; rev is -1 when nothing is kept.
	rev    int
	target string
	saved  bool
	// former is a kept file of this game under another name, whose lock
	// could not be taken (a folder where the lock should be): removed once
	// the game is kept under its new name, so it is never kept twice.
	former string
	down   bool      // keeping failed, as said: tried again after each line
	at     time.Time // when it was last looked at
	writes int       // how many times it was written, which a paste keeps few
	// cleaned: the state folder has been rid of what a killed run left
	// there, once a run.
	cleaned bool
	// toldState: a relative XDG_STATE_HOME has been said to be ignored.
	toldState bool
}

// keptHead starts a kept game's file; its other comments say where the
// game came from and where its header's files are (quoted, so any name
// round-trips): the transcript a :save continues, the folder a track map
// is read from, --maps, and whether every move is saved.
const (
	keptHead  = "# referee play: a game in progress, kept so it is never lost\n"
	fileKey   = "# file: "
	folderKey = "# folder: "
	mapsKey   = "# maps: "
	savedMark = "# saved"
)

// ErrNoHome: neither XDG_STATE_HOME nor HOME says where the state folder
// is. Exported, with RelativeHome, so that serve tells the same reasons.
var ErrNoHome = errors.New("neither XDG_STATE_HOME nor HOME is set")

// RelativeHome: HOME is a relative path, which names no folder of its own
// (a game kept under it would be found again only from the same working
// folder, and lost from any other).
type RelativeHome struct{ Home string }

func (e RelativeHome) Error() string { return "HOME is a relative path: " + e.Home }

// stateDir is the user's state folder for the referee (XDG), made when
// missing. A relative XDG_STATE_HOME is ignored, as the XDG base-folder
// specification says; a relative HOME is none (RelativeHome).
func stateDir(getenv func(string) string) (string, error) {
	dir := getenv("XDG_STATE_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home := getenv("HOME")
		if home == "" {
			return "", ErrNoHome
		}
		if !filepath.IsAbs(home) {
			return "", RelativeHome{home}
		}
		dir = filepath.Join(home, ".local", "state")
	}
	dir = filepath.Join(dir, "referee")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	return dir, nil
}

// keptDir is where unfinished games are kept, made when missing.
func keptDir(getenv func(string) string) (string, error) {
	dir, err := stateDir(getenv)
	if err != nil {
		return "", err
	}
	dir = filepath.Join(dir, "unfinished")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	return dir, nil
}

// scratchDir is where the lines of a long game go (table.Scratch): the
// state folder, on a disk, where $TMPDIR may be memory; "" when there is
// none, for the system's temporary folder.
func scratchDir(getenv func(string) string) string {
	dir, err := stateDir(getenv)
	if err != nil {
		return ""
	}
	return dir
}

// closeTable lets go of the game left: the file a long game's lines are
// in, which would otherwise stay open to the run's end.
func (r *gameEditor) closeTable() {
	if r.t != nil {
		r.t.Close()
	}
}

// lockPath is the lock file of a kept game.
func lockPath(kept string) string { return strings.TrimSuffix(kept, ".txt") + ".lock" }

// lockKept opens the lock file of a kept game (made when missing; with
// fresh, it must be new) and locks it: atomicfile.ErrLocked when another
// run plays the game.
func lockKept(kept string, fresh bool) (*os.File, error) {
	flags := os.O_RDWR | os.O_CREATE
	if fresh {
		flags |= os.O_EXCL
	}
	// A lock file removed by the run that let go of it, between this
	// open and this lock, is not the game's lock any more: opened again.
	for range 3 {
		f, err := os.OpenFile(lockPath(kept), flags|atomicfile.NoFollow, 0o600)
		if err != nil {
			return nil, err
		}
		err = atomicfile.TryLockAt(f, lockPath(kept))
		if err == nil {
			return f, nil
		}
		f.Close()
		if !errors.Is(err, atomicfile.ErrReplaced) {
			return nil, err
		}
	}
	return nil, atomicfile.ErrLocked
}

// startKeeping names the kept file of a game begun (or loaded) at a
// terminal and locks it, so the family hears at once when it cannot be
// kept, and why.
func (r *gameEditor) startKeeping() {
	if !r.tty {
		return
	}
	r.kept.at = time.Now()
	if err := r.claimKept(); err != nil {
		r.keptDown(err)
	}
}

// claimKept names the game's kept file, when it has none, and locks it:
// `turtles-20261201-213000.txt`, with a count when that is taken.
func (r *gameEditor) claimKept() error {
	if r.kept.lock != nil {
		return nil
	}
	if r.kept.path != "" {
		// A game resumed without its lock: locked where it is kept if
		// that works now, else kept anew and the old file let go.
		if lock, err := lockKept(r.kept.path, false); err == nil {
			r.kept.lock = lock
			return nil
		}
		r.kept.former = r.kept.path
	}
	dir, err := keptDir(r.opts.Getenv)
	if err != nil {
		return err
	}
	if v := r.opts.Getenv("XDG_STATE_HOME"); v != "" && !filepath.IsAbs(v) && !r.kept.toldState {
		r.kept.toldState = true
		r.tell(styleNote, StateHomeIgnored{State: "XDG_STATE_HOME", Value: visible(v), Folder: visible(filepath.Dir(dir))})
	}
	if !r.kept.cleaned {
		r.kept.cleaned = true
		recoverKept(dir) // what a run killed while keeping left
	}
	stamp := time.Now().Format("20060102-150405")
	for i := 1; i < 1000; i++ {
		name := r.spec.ID + "-" + stamp
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		path := filepath.Join(dir, name+".txt")
		if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		lock, err := lockKept(path, true)
		if errors.Is(err, fs.ErrExist) || errors.Is(err, atomicfile.ErrLocked) {
			continue // another run's, named the same second
		}
		if err != nil {
			return err
		}
		r.kept.path, r.kept.lock, r.kept.rev = path, lock, -1
		return nil
	}
	return &fs.PathError{Op: "create", Path: dir, Err: fs.ErrExist}
}

// keep writes the game in progress to its kept file when it changed, and
// takes the file away once nothing would be lost without it and nothing is
// left to go on with: no move, or a game over and saved. A failure is said
// once, and keeping is tried again after each line; when it works again,
// that is said too.
func (r *gameEditor) keep() {
	if !r.tty || r.t == nil {
		return // piped input is its own record: nothing is kept, nothing built
	}
	r.kept.at = time.Now()
	saved := !r.unsaved()
	if r.t.Moves() == 0 || r.t.Over() && saved {
		r.unkeep()
		return
	}
	target := r.target()
	if r.kept.rev == r.t.Revision() && r.kept.target == target && r.kept.saved == saved && !r.kept.down {
		return
	}
	if err := r.claimKept(); err != nil {
		r.keptDown(err)
		return
	}
	var tr bytes.Buffer
	if err := r.t.WriteTranscript(&tr); err != nil {
		r.keptDown(err)
		return
	}
	mark, end := keptMarks(tr.Bytes())
	head := mark + pathLine(fileKey, target) + pathLine(folderKey, r.folder) + pathLine(mapsKey, r.opts.Maps)
	if saved {
		head += savedMark + "\n"
	}
	err := atomicfile.WriteFrom(r.kept.path, func(w io.Writer) error {
		b := bufio.NewWriter(w)
		b.WriteString(head)
		b.Write(tr.Bytes())
		b.WriteString(end) // whole: a run killed before the rename leaves it to be recovered
		return b.Flush()
	}, atomicfile.Policy{Within: filepath.Dir(r.kept.path), Mode: 0o600})
	if err != nil {
		r.keptDown(err)
		return
	}
	if r.kept.former != "" && r.kept.former != r.kept.path {
		if err := os.Remove(r.kept.former); err != nil && !errors.Is(err, fs.ErrNotExist) {
			r.tell(styleNote, UnkeepFailed{File: visible(r.kept.former), Detail: cmdutil.WriteError(r.sp, err).Error()})
		}
		r.kept.former = ""
	}
	if r.kept.down {
		r.kept.down = false
		r.tell(styleGood, KeptAgain)
	}
	r.kept.rev, r.kept.target, r.kept.saved = r.t.Revision(), target, saved
	r.kept.writes++
}

// pathLine is a kept file's comment naming a path, quoted so that any name
// (a newline in it, bytes that are not UTF-8) reads back as it was; ""
// when there is no path.
func pathLine(key, path string) string {
	if path == "" {
		return ""
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return key + strconv.Quote(path) + "\n"
}

// keptDown says, once, that the game is not being kept, and why: no state
// folder, one that cannot be written, a full disk.
func (r *gameEditor) keptDown(err error) {
	if r.kept.down {
		return
	}
	r.kept.down = true
	m := NotKept{State: "XDG_STATE_HOME", Home: "HOME", Save: r.commandName("save")}
	var pe *fs.PathError
	var rel RelativeHome
	switch {
	case errors.Is(err, ErrNoHome):
	case errors.As(err, &rel):
		r.tell(styleBad, NotKeptRelative{Home: "HOME", Value: visible(rel.Home), Save: m.Save})
		return
	case errors.As(err, &pe):
		folder := pe.Path
		if strings.HasSuffix(folder, ".lock") || strings.HasPrefix(filepath.Base(folder), atomicfile.Prefix) {
			// The folder is what cannot be written, unless the lock is
			// there and is no file (a folder, a link): then it is what is
			// wrong, and named.
			if st, err := os.Lstat(folder); err != nil || st.Mode().IsRegular() {
				folder = filepath.Dir(folder)
			}
		}
		m.Folder, m.Detail = visible(folder), cmdutil.WriteError(r.sp, err).Error()
	default:
		m.Folder, m.Detail = visible(filepath.Dir(r.kept.path)), cmdutil.WriteError(r.sp, err).Error()
	}
	r.tell(styleBad, m)
}

// unkeep takes the kept file away: nothing would be lost without it. The
// lock stays, should the game go on (a move taken back).
func (r *gameEditor) unkeep() {
	if r.kept.former != "" {
		_ = os.Remove(r.kept.former) // the same game under its old name
		r.kept.former = ""
	}
	if r.kept.path == "" || r.kept.rev < 0 {
		return
	}
	// Left behind, it would be offered again: said, as a write is.
	if err := os.Remove(r.kept.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		r.tell(styleNote, UnkeepFailed{File: visible(r.kept.path), Detail: cmdutil.WriteError(r.sp, err).Error()})
		return
	}
	r.kept.rev = -1
}

// releaseKept lets go of the game's kept file when the game is left: the
// lock and the lock's file (unlock).
func (r *gameEditor) releaseKept() {
	if r.kept.lock != nil {
		unlock(r.kept.path, r.kept.lock)
	}
	r.kept = keeper{rev: -1, cleaned: r.kept.cleaned}
}

// target is the transcript a :save with no name continues or writes: the
// file saved to, else the file loaded.
func (r *gameEditor) target() string {
	if r.saved != "" {
		return r.saved
	}
	return r.loaded
}

// workFolder is the folder a game typed at the table reads its header's
// files from (a track map): the working folder, absolute, so the game kept
// finds them from any folder the next day.
func workFolder() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	return dir
}

// keptComments reads the comments a kept file starts with.
func keptComments(r io.Reader) (file, folder, maps string, saved bool) {
	s := bufio.NewScanner(r)
	for s.Scan() {
		line := s.Text()
		if !strings.HasPrefix(line, "#") {
			break
		}
		for key, dst := range map[string]*string{fileKey: &file, folderKey: &folder, mapsKey: &maps} {
			if v, ok := strings.CutPrefix(line, key); ok {
				*dst = unquotePath(v)
			}
		}
		saved = saved || line == savedMark
	}
	return file, folder, maps, saved
}

// unquotePath reads a path as pathLine wrote it, or as an earlier referee
// did, bare.
func unquotePath(v string) string {
	if p, err := strconv.Unquote(v); err == nil {
		return p
	}
	return v
}
