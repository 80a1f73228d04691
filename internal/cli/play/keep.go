package play

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Never losing a game: at a terminal, the game in progress is kept after
// every line that changes it, written whole (atomicfile), in the user's
// state folder: `$XDG_STATE_HOME/referee/unfinished/<game>.txt`. A stray
// Ctrl-D, a closed window or a power cut leaves it there, and the next
// `referee play` offers to go on with it. Input from a pipe is its own
// record and keeps nothing, so piped play costs what `check` costs.

// keptHead starts a kept game's file; fileKey names, in a comment the
// framing skips, the transcript the game was loaded from or saved to, which
// a later :save continues.
const (
	keptHead = "# referee play: a game in progress, kept so it is never lost\n"
	fileKey  = "# file: "
)

// stateDir is the user's state folder for the referee (XDG), made when
// missing; "" when there is none.
func stateDir(getenv func(string) string) string {
	dir := getenv("XDG_STATE_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home := getenv("HOME")
		if home == "" {
			return ""
		}
		dir = filepath.Join(home, ".local", "state")
	}
	dir = filepath.Join(dir, "referee")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return ""
	}
	return dir
}

// keptDir is where unfinished games are kept; "" when nothing is kept.
func (r *gameEditor) keptDir() string {
	if !r.tty {
		return ""
	}
	dir := stateDir(r.opts.Getenv)
	if dir == "" {
		return ""
	}
	dir = filepath.Join(dir, "unfinished")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return ""
	}
	return dir
}

// keep writes the game in progress to its kept file when it changed, and
// takes the file away once nothing would be lost without it: no move, or
// every move saved (the saved transcript holds the game; `referee play
// FILE` goes on with it). Each game has a file of its own, named when it is
// first kept, so a game left for later is never written over by the next.
// A failure is said once: the game goes on.
func (r *gameEditor) keep() {
	if !r.tty || r.t == nil || r.keptFailed {
		return // piped input is its own record: nothing is kept, nothing built
	}
	if r.t.Moves() == 0 || !r.unsaved() {
		if r.keptPath != "" {
			// Left behind, it would be offered again: said, as a write is.
			if err := os.Remove(r.keptPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
				r.tell(styleNote, UnkeepFailed{File: visible(r.keptPath), Detail: cmdutil.WriteError(r.sp, err).Error()})
			}
			r.keptPath, r.keptText = "", ""
		}
		return
	}
	dir := r.keptDir()
	if dir == "" {
		return
	}
	text := keptHead
	if target := r.target(); target != "" {
		if abs, err := filepath.Abs(target); err == nil && !strings.ContainsAny(abs, "\n\r") {
			text += fileKey + abs + "\n"
		}
	}
	text += r.t.Transcript()
	if text == r.keptText {
		return
	}
	if r.keptPath == "" {
		r.keptPath = newKeptPath(dir, r.spec.ID)
	}
	if err := atomicfile.Write(r.keptPath, []byte(text), atomicfile.Policy{Within: dir, Mode: 0o600}); err != nil {
		r.keptFailed = true
		r.tell(styleBad, KeepFailed{File: visible(r.keptPath), Detail: cmdutil.WriteError(r.sp, err).Error()})
		return
	}
	r.keptText = text
}

// newKeptPath names the kept file of a game begun now: the game's id and
// the time, `turtles-20261201-2130.txt`, and a count when that is taken.
func newKeptPath(dir, game string) string {
	stamp := time.Now().Format("20060102-150405")
	name := filepath.Join(dir, game+"-"+stamp+".txt")
	for i := 2; i < 1000; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			break
		}
		name = filepath.Join(dir, fmt.Sprintf("%s-%s-%d.txt", game, stamp, i))
	}
	return name
}

// target is the transcript a :save with no name continues or writes: the
// file saved to, else the file loaded.
func (r *gameEditor) target() string {
	if r.saved != "" {
		return r.saved
	}
	return r.loaded
}

// keptGame is a game found kept from an earlier run.
type keptGame struct {
	path, file string // the kept file, and the transcript it continues ("" for none)
	game       *notation.Game
	players    []string
	moves      int
}

// findKept looks for a game kept by an earlier run: of the game named, or,
// with none, the one kept last. Nil when there is none, or it is not one
// the referee reads.
func (r *gameEditor) findKept(game string) *keptGame {
	dir := r.keptDir()
	if dir == "" {
		return nil
	}
	var paths []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".txt") && (game == "" || strings.HasPrefix(e.Name(), game+"-")) {
			paths = append(paths, filepath.Join(dir, e.Name()))
		}
	}
	// The newest first: the game left last is the one meant.
	slices.SortFunc(paths, func(a, b string) int { return modTime(b) - modTime(a) })
	for _, p := range paths {
		if k := r.readKept(p); k != nil {
			return k
		}
	}
	return nil
}

func modTime(path string) int {
	st, err := os.Lstat(path)
	if err != nil {
		return 0
	}
	return int(st.ModTime().Unix())
}

// readKept reads a kept game; nil when it is gone, a link, or no game.
func (r *gameEditor) readKept(path string) *keptGame {
	st, err := os.Lstat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() > 64<<20 {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	k := &keptGame{path: path}
	for _, line := range strings.SplitN(string(data), "\n", 3)[:2] {
		if f, ok := strings.CutPrefix(line, fileKey); ok {
			k.file = f
		}
	}
	f := notation.ReadAll(path, data, r.opts.Registry.Dialect)
	if len(f.Games) == 0 || f.Games[0].Dialect == nil {
		return nil
	}
	k.game = f.Games[0]
	for _, p := range k.game.Players {
		k.players = append(k.players, p.Text)
	}
	for _, m := range k.game.Moves {
		if m.Err == nil {
			k.moves++
		}
	}
	return k
}

// offerKept asks whether to go on with a game kept by an earlier run, and
// does when the answer is yes; "no" sets the game aside (`<game>.txt~`),
// so it is not offered again and still not lost. It reports whether the
// game kept is played on.
func (r *front) offerKept(game string) bool {
	k := r.findKept(game)
	if k == nil {
		return false
	}
	spec, ok := r.opts.Registry.Lookup(k.game.ID.Text)
	if !ok {
		return false
	}
	m := Resume{Game: referee.Term("game." + spec.ID), Players: k.players, Moves: referee.MoveCount(k.moves)}
	switch r.ask(m) {
	case answerYes:
	case answerNo:
		if err := os.Rename(k.path, k.path+"~"); err == nil {
			r.tell(styleNote, ResumeDeclined{File: visible(k.path + "~")})
		}
		return false
	default:
		return false
	}
	if err := r.loadGame(k.path, true); err != nil || r.t == nil {
		return false
	}
	// The game goes on where it was kept: a :save continues the file it
	// came from, and its kept file is this one.
	r.loaded, r.saved, r.savedText, r.keptPath = k.file, "", "", k.path
	if k.file != "" {
		if data, err := os.ReadFile(k.file); err == nil {
			if text, err := r.appendable(k.file, data); err == nil && text == string(data) {
				r.savedText = r.t.Transcript() // the file holds the game as it is: nothing to save
			}
		}
	}
	return true
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
