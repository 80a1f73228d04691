package play

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/notation"
)

// A kept game is written through a temporary file (atomicfile) that ends
// in keptEnd once whole. A run killed in the middle of keeping leaves that
// file behind, unrenamed; for the first move of a game it is the only copy
// of the move. The next run (findKept, claimKept) renames a whole one over
// its kept file, when it is newer, and removes the rest: a kill never
// loses a move that reached the disk, and nothing a dead run left stays.

// keptEnd ends a kept file written whole: a temporary file without it was
// cut short.
const keptEnd = "# end of the game kept\n"

// keptHeadRu and keptEndRu are the marks of a game kept in Russian (its
// transcript's first line «игра: …»): a Russian family opening the file
// the terminal names read English marks around Russian moves. Both ends
// are taken as whole, so that files kept before in English still resume.
const (
	keptHeadRu = "# referee play: незаконченная игра, сохранена, чтобы не потерялась\n"
	keptEndRu  = "# конец сохранённой записи\n"
)

// keptMarks gives the head and end marks in the language of transcript.
func keptMarks(transcript []byte) (head, end string) {
	if bytes.HasPrefix(transcript, []byte(notation.GameKeys[1]+":")) {
		return keptHeadRu, keptEndRu
	}
	return keptHead, keptEnd
}

// RecoverKept is recoverKept, for serve, which keeps games in the same
// folder the same way.
func RecoverKept(dir string) { recoverKept(dir) }

// recoverKept renames over its kept file each whole temporary file that a
// killed run left in dir and removes the others, however young, and the
// lock files of games not kept that no run holds; then the temporary files
// left in the state folder above (the history's). A file some run still
// writes (locked), or whose game some run plays, is left alone: a run
// locks what it makes before it writes there (atomicfile, lockKept).
func recoverKept(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		switch {
		case !e.Type().IsRegular():
		case strings.HasPrefix(name, atomicfile.Prefix) && strings.HasSuffix(name, atomicfile.Suffix):
			recoverTemp(dir, name)
		case strings.HasSuffix(name, ".lock"):
			removeOrphanLock(filepath.Join(dir, name))
		}
	}
	_, _ = atomicfile.Clean(filepath.Dir(dir), 0)
}

// recoverTemp recovers or removes one temporary file of dir.
func recoverTemp(dir, name string) {
	path := filepath.Join(dir, name)
	f, err := os.OpenFile(path, os.O_RDONLY|atomicfile.NoFollow, 0)
	if err != nil {
		return
	}
	defer f.Close()
	if atomicfile.TryLockAt(f, path) != nil {
		return // being written, replaced, or a folder that takes no lock
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return
	}
	kept := keptOfTemp(name)
	if kept == "" {
		_ = os.Remove(path)
		return
	}
	kept = filepath.Join(dir, kept)
	lock, err := lockKept(kept, false)
	if err != nil {
		return // its game is played elsewhere: that run keeps it
	}
	defer (&keptGame{path: kept, lock: lock}).release()
	if !endsWhole(f, st.Size()) {
		_ = os.Remove(path)
		return
	}
	if old, err := os.Lstat(kept); err == nil && old.ModTime().After(st.ModTime()) {
		_ = os.Remove(path) // a later keep of the game reached the disk
		return
	}
	_ = os.Rename(path, kept)
}

// keptOfTemp is the kept file a temporary file was written for
// (`.referee-turtles-….txt.123.tmp` → `turtles-….txt`); "" for any other.
func keptOfTemp(name string) string {
	base := strings.TrimSuffix(strings.TrimPrefix(name, atomicfile.Prefix), atomicfile.Suffix)
	i := strings.LastIndexByte(base, '.')
	if i < 0 || !strings.HasSuffix(base[:i], ".txt") {
		return ""
	}
	return base[:i]
}

// endsWhole reports whether a file ends in keptEnd or keptEndRu.
func endsWhole(f *os.File, size int64) bool {
	for _, end := range []string{keptEnd, keptEndRu} {
		n := int64(len(end))
		if size < n {
			continue
		}
		buf := make([]byte, n)
		if _, err := f.ReadAt(buf, size-n); err != nil && !errors.Is(err, io.EOF) {
			continue
		}
		if bytes.Equal(buf, []byte(end)) {
			return true
		}
	}
	return false
}
