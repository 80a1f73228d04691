package play

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Games kept by an earlier run (keep.go), found and offered to go on with.

// keptGame is a game found kept by an earlier run, locked for this one.
type keptGame struct {
	path string   // the kept file
	lock *os.File // nil where the state folder takes no lock (read-only)
	// lockErr is why there is no lock: the folder's own reason, said at
	// once when the game is resumed, since nothing would be kept there.
	lockErr error
	// file is the transcript the game continues ("" for none), saved
	// whether every move is saved there; folder and maps are where its
	// header's files are read.
	file, folder, maps string
	saved              bool
	id                 string
	players            []string
	moves              int
}

// release lets go of a kept game not played on.
func (k *keptGame) release() {
	if k.lock == nil {
		return
	}
	unlock(k.path, k.lock)
	k.lock = nil
}

// unlock lets go of a kept game's lock and takes its file away, kept or
// not: removed while still held, so a run that opened it meanwhile finds
// it replaced when it gets the lock (lockKept, TryLockAt) and makes
// another; then closed. Left beside the game, lock files gathered in the
// folder after every run (and every listing of the games kept). A file
// at the lock's place that is not the one held is left alone.
func unlock(kept string, lock *os.File) {
	if held, err := lock.Stat(); err == nil {
		if now, err := os.Lstat(lockPath(kept)); err == nil && os.SameFile(held, now) {
			_ = os.Remove(lockPath(kept))
		}
	}
	lock.Close()
}

// findKept looks for a game kept by an earlier run that no other run is
// playing: of the game named, or, with none, the one kept last. Nil when
// there is none the referee reads. A game another run plays is named, and
// not offered.
func (r *gameEditor) findKept(game string) *keptGame {
	dir, err := keptDir(r.opts.Getenv)
	if err != nil {
		return nil
	}
	recoverKept(dir)
	var paths []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name := e.Name()
		switch {
		case !e.Type().IsRegular():
		case strings.HasSuffix(name, ".lock"):
		case strings.HasSuffix(name, ".txt") && (game == "" || strings.HasPrefix(name, game+"-")):
			paths = append(paths, filepath.Join(dir, name))
		}
	}
	// The newest first: the game left last is the one meant.
	slices.SortFunc(paths, func(a, b string) int { return modTime(b).Compare(modTime(a)) })
	var elsewhere *keptGame
	for _, p := range paths {
		lock, err := lockKept(p, false)
		if errors.Is(err, atomicfile.ErrLocked) {
			if elsewhere == nil {
				elsewhere = r.readKept(p)
			}
			continue
		}
		// A folder that takes no lock file (read-only) keeps nothing
		// either: nobody plays the game there, and it is offered.
		k := r.readKept(p)
		if k == nil {
			if lock != nil {
				(&keptGame{path: p, lock: lock}).release()
			}
			continue
		}
		k.lock, k.lockErr = lock, err
		if elsewhere != nil {
			r.tellElsewhere(elsewhere)
		}
		return k
	}
	if elsewhere != nil {
		r.tellElsewhere(elsewhere)
	}
	return nil
}

// tellElsewhere says that a game kept is being played in another window.
func (r *gameEditor) tellElsewhere(k *keptGame) {
	if spec, ok := r.opts.Registry.Lookup(k.id); ok {
		r.tell(styleNote, KeptElsewhere{Game: referee.Term("game." + spec.ID), Players: k.players, Moves: referee.MoveCount(k.moves)})
	}
}

// removeOrphanLock removes the lock file of a game not kept, left by a run
// that was killed before it kept a move: only one no run holds, however
// young. A run that made it a moment ago and has not locked it yet finds
// it gone or held, and makes another (lockKept, claimKept).
func removeOrphanLock(lock string) {
	f, err := os.OpenFile(lock, os.O_RDWR|atomicfile.NoFollow, 0)
	if err != nil {
		return
	}
	defer f.Close()
	if atomicfile.TryLockAt(f, lock) != nil {
		return // held: its game is being played, kept or not yet
	}
	// Looked at under the lock: a run that kept the game and let go of it
	// since leaves its lock file beside the game.
	if _, err := os.Lstat(strings.TrimSuffix(lock, ".lock") + ".txt"); errors.Is(err, fs.ErrNotExist) {
		_ = os.Remove(lock)
	}
}

func modTime(path string) time.Time {
	st, err := os.Lstat(path)
	if err != nil {
		return time.Time{}
	}
	return st.ModTime()
}

// readKept reads a kept game, a chunk of its moves at a time (a game kept
// may be a long one); nil when it is gone, a link, or no game the referee
// reads.
func (r *gameEditor) readKept(path string) *keptGame {
	f, err := os.OpenFile(path, os.O_RDONLY|atomicfile.NoFollow, 0)
	if err != nil {
		return nil
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil
	}
	k := &keptGame{path: path}
	k.file, k.folder, k.maps, k.saved = keptComments(f)
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil
	}
	reader := notation.NewReader(path, f, r.opts.Registry.Dialect)
	g := reader.Next()
	if g == nil || g.Dialect == nil {
		return nil
	}
	g.Frame()
	k.id = g.ID.Text
	for _, p := range g.Players {
		k.players = append(k.players, p.Text)
	}
	k.moves = movesRead(g)
	if len(reader.Errors()) > 0 {
		return nil
	}
	return k
}

// movesRead counts a framed game's moves read without an error, reading
// it to its end a chunk at a time: a kept game is listed without being
// replayed or held whole.
func movesRead(g *notation.Game) int {
	n := 0
	for {
		for _, m := range g.Moves {
			if m.Err == nil {
				n++
			}
		}
		if !g.More() {
			return n
		}
	}
}

// offerKept asks whether to go on with a game kept by an earlier run, and
// does when the answer is yes; "no" sets the game aside (`<game>.txt~`),
// so it is not offered again and still not lost (a game whose every move
// is saved in its transcript is only let go). It reports whether the game
// kept is played on.
func (r *front) offerKept(game string) bool {
	if !r.tty {
		return false // input from a pipe is its own record: nothing kept is offered
	}
	k := r.findKept(game)
	if k == nil {
		return false
	}
	spec, ok := r.opts.Registry.Lookup(k.id)
	if !ok {
		k.release()
		return false
	}
	m := Resume{Game: referee.Term("game." + spec.ID), Players: k.players, Moves: referee.MoveCount(k.moves)}
	if k.saved {
		m.File = visible(k.file)
	}
	switch r.ask(m) {
	case answerYes:
	case answerNo:
		r.setAside(k)
		return false
	default:
		k.release()
		return false
	}
	if err := r.loadGame(k.path, k); err != nil || r.t == nil {
		k.release()
		return false
	}
	return true
}

// setAside puts a kept game the family does not go on with out of the way.
func (r *front) setAside(k *keptGame) {
	defer k.release()
	if _, err := os.Stat(k.file); k.saved && err == nil {
		if os.Remove(k.path) == nil {
			r.tell(styleNote, ResumeDeclined{File: visible(k.file)})
		}
		return
	}
	if err := os.Rename(k.path, k.path+"~"); err == nil {
		r.tell(styleNote, ResumeDeclined{File: visible(k.path + "~")})
	}
}

// resumed takes over a kept game loaded at the table: its kept file and
// lock, where its header's files are, and the transcript it continues,
// which a :save with no name goes on writing. A transcript moved or
// removed since is said at once: the game is saved anew.
func (r *gameEditor) resumed(k *keptGame) {
	r.kept = keeper{path: k.path, lock: k.lock, rev: r.t.Revision(), target: k.file, saved: k.saved, cleaned: r.kept.cleaned, at: time.Now()}
	k.lock = nil
	// A folder the lock could not be made in (read-only) keeps no move
	// either: said now, not after the first move. Only the
	// open's failure: a system with no locks keeps games all the same.
	var pe *fs.PathError
	if r.tty && errors.As(k.lockErr, &pe) {
		r.keptDown(k.lockErr)
	}
	if k.folder != "" {
		r.folder = k.folder
	}
	if r.opts.Maps == "" {
		r.maps = k.maps
	}
	r.loaded, r.saved, r.savedRev = k.file, "", -1
	if k.file == "" {
		return
	}
	if _, err := os.Stat(k.file); errors.Is(err, fs.ErrNotExist) {
		r.loaded = ""
		r.tell(styleNote, LoadedGone{File: visible(k.file), Save: r.commandName("save"), Default: visible(r.defaultFile())})
		return
	}
	if c, err := r.appendable(k.file); err == nil && len(c.tail) == 0 {
		r.savedRev = r.t.Revision() // the file holds the game as it is: nothing to save
	}
}
