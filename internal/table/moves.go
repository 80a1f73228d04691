package table

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"sync/atomic"
)

// moveList is the legal moves of a game as its transcript writes them:
// their lines, one after another, and beside them a byte a move (whose
// move it is) and one place in the lines every markEvery moves. The lines
// of a long game go to a file of the table's own, made and unlinked at
// once (nobody can name it, change it or find it left behind), a
// spillBytes at a time, so `play FILE` of a million moves holds about a
// byte a move, not the game (49 MB more a million moves).
type moveList struct {
	// disk holds the first onDisk bytes of the lines; text the rest, in
	// memory. disk is nil until the lines outgrow spillBytes, and stays
	// nil where no such file can be made: the lines then stay in memory.
	disk   *os.File
	onDisk int64
	text   []byte // the lines after onDisk, each with its "\n"
	// kinds are each move's player in actors, plus one (0: nobody's),
	// with wholeLine when the line is the text alone.
	kinds []uint8
	// marks[k] is where the line of move k*markEvery starts in the lines.
	marks  []int64
	actors []string // the names moves are made by, each once
	noDisk bool     // a file was tried and could not be had: not tried again
	// lost is the first failure to read the file back: the game's moves
	// cannot all be had, and the table says so (MovesLost).
	lost error
}

// markEvery is how many moves lie between two marks: a move's line is
// found by counting at most that many lines from a mark.
const markEvery = 64

// spillBytes is how many bytes of lines are held in memory before they go
// to the file: the memory a game costs whatever its length.
var spillBytes = 1 << 20

// scratch says the folder a long game's lines go to, asked at the first
// spill; nil or "" for the system's temporary folder. $TMPDIR is often
// memory (tmpfs), where the file would save none: play names its state
// folder, which is on a disk (Scratch).
var scratch atomic.Pointer[func() string]

// Scratch sets where the lines of long games go: the folder dir returns
// when it is first needed ("" for none: the system's temporary folder).
func Scratch(dir func() string) { scratch.Store(&dir) }

// wholeLine marks a move whose line is the text alone: a piece's or an
// event's entry (`белые1: ffi`). The bits below it count the players, far
// more than a game takes (eight at most).
const wholeLine = 1 << 7

// add appends a move: its player ("" for nobody's), whether the line is the
// text alone (a piece's or an event's entry, `белые1: ffi`), and the move
// as typed.
func (l *moveList) add(actor string, whole bool, text string) {
	if len(l.kinds)%markEvery == 0 {
		l.marks = append(l.marks, l.size())
	}
	if len(l.text) >= spillBytes {
		l.spill()
	}
	kind := l.actorIndex(actor)
	if actor != "" && !whole {
		l.text = append(l.text, QuoteName(actor)...)
		l.text = append(l.text, ": "...)
	}
	if whole {
		kind |= wholeLine
	}
	l.text = append(l.text, text...)
	l.text = append(l.text, '\n')
	l.kinds = append(l.kinds, kind)
}

// spill moves the lines in memory to the file; when the file cannot be
// had or written, they stay in memory, where nothing is lost.
func (l *moveList) spill() {
	if l.noDisk {
		return
	}
	if l.disk == nil {
		f, err := createScratch()
		if err != nil {
			l.noDisk = true
			return
		}
		if err := os.Remove(f.Name()); err != nil {
			// A file left with a name (a system that cannot remove an
			// open file) would outlive the run: none is used.
			f.Close()
			_ = os.Remove(f.Name())
			l.noDisk = true
			return
		}
		l.disk = f
	}
	if _, err := l.disk.WriteAt(l.text, l.onDisk); err != nil {
		// Kept in memory, where nothing is lost; not tried again (a full
		// disk would be rewritten the whole buffer at every move).
		l.noDisk = true
		return
	}
	l.onDisk += int64(len(l.text))
	l.text = l.text[:0]
}

// createScratch makes the file for a long game's lines: in the folder
// Scratch names, else in the system's temporary folder.
func createScratch() (*os.File, error) {
	if dir := scratch.Load(); dir != nil {
		if d := (*dir)(); d != "" {
			if f, err := os.CreateTemp(d, "referee-moves-"); err == nil {
				return f, nil
			}
		}
	}
	return os.CreateTemp("", "referee-moves-")
}

// close lets go of the file of the lines; the list is not used after.
func (l *moveList) close() {
	if l.disk != nil {
		l.disk.Close()
		l.disk, l.noDisk = nil, true
	}
}

// actorIndex is a player's place in actors plus one, 0 for nobody; a
// game's players (eight at most, Spec.Players) are far fewer than the
// bits below wholeLine.
func (l *moveList) actorIndex(name string) uint8 {
	if name == "" {
		return 0
	}
	for i, a := range l.actors {
		if a == name {
			return uint8(i + 1)
		}
	}
	l.actors = append(l.actors, name)
	return uint8(len(l.actors))
}

func (l *moveList) len() int { return len(l.kinds) }

// size is the length of the lines.
func (l *moveList) size() int64 { return l.onDisk + int64(len(l.text)) }

// reader reads the lines from byte at on.
func (l *moveList) reader(at int64) io.Reader {
	if at >= l.onDisk {
		return bytes.NewReader(l.text[at-l.onDisk:])
	}
	return io.MultiReader(io.NewSectionReader(l.disk, at, l.onDisk-at), bytes.NewReader(l.text))
}

// block is the lines of the moves from mark k to the next mark, and where
// it starts; nil when the file cannot give them back (lost).
func (l *moveList) block(k int) ([]byte, int64) {
	from, to := l.marks[k], l.size()
	if k+1 < len(l.marks) {
		to = l.marks[k+1]
	}
	if from >= l.onDisk {
		return l.text[from-l.onDisk : to-l.onDisk], from
	}
	b := make([]byte, to-from)
	if _, err := io.ReadFull(l.reader(from), b); err != nil {
		l.fail(err)
		return nil, from
	}
	return b, from
}

// fail keeps the first failure to read the file back.
func (l *moveList) fail(err error) {
	if l.lost == nil {
		l.lost = err
	}
}

// nextLine is the line b starts with, without its "\n", and what is after
// it; b itself when it holds no whole line (a block not read).
func nextLine(b []byte) (line, rest []byte) {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return b, nil
	}
	return b[:i], b[i+1:]
}

// start is where move i's line starts in the lines (i may be len(), the
// end); an error when its block cannot be read back (lost).
func (l *moveList) start(i int) (int64, error) {
	if i == len(l.kinds) {
		return l.size(), nil
	}
	b, at := l.block(i / markEvery)
	if b == nil && l.lost != nil {
		return 0, l.lost
	}
	rest := b
	for range i % markEvery {
		_, rest = nextLine(rest)
	}
	return at + int64(len(b)-len(rest)), nil
}

// line is move i's transcript line, without its "\n"; "" when it cannot
// be read back (lost).
func (l *moveList) line(i int) string {
	b, _ := l.block(i / markEvery)
	for range i % markEvery {
		_, b = nextLine(b)
	}
	line, _ := nextLine(b)
	return string(line)
}

// each calls f with the lines of the first n moves in turn, reading them
// once from start to end (a replay of a long game reads its lines so,
// not block by block); false, with lost set, when they cannot be read.
func (l *moveList) each(n int, f func(i int, line string) bool) bool {
	r := bufio.NewReaderSize(l.reader(0), 64<<10)
	for i := range n {
		line, err := r.ReadString('\n')
		if err != nil {
			l.fail(err)
			return false
		}
		if !f(i, line[:len(line)-1]) {
			return false
		}
	}
	return true
}

// entry is move i as an Entry; its text is "" when it cannot be read
// back (lost).
func (l *moveList) entry(i int) Entry {
	kind, line := l.kinds[i], l.line(i)
	e := Entry{Text: line, Line: line}
	if a := kind &^ wholeLine; a > 0 {
		e.Actor = l.actors[a-1]
		if kind&wholeLine == 0 && line != "" {
			e.Text = line[len(QuoteName(e.Actor))+len(": "):]
		}
	}
	return e
}

// from is the lines of the moves from i on, each with its "\n".
func (l *moveList) from(i int) ([]byte, error) {
	at, err := l.start(i)
	if err != nil {
		return nil, err
	}
	return io.ReadAll(l.reader(at))
}

// truncate keeps the first n moves, whose lines end at end (start(n),
// found before anything changes, so a failed read changes nothing).
func (l *moveList) truncate(n int, end int64) {
	if end < l.onDisk {
		l.onDisk, l.text = end, l.text[:0] // the file past it is written over
	} else {
		l.text = l.text[:end-l.onDisk]
	}
	l.kinds = l.kinds[:n]
	l.marks = l.marks[:(n+markEvery-1)/markEvery]
}
