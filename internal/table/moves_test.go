package table

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/boardgame-referee/referee/games"
)

// TestMovesOnDisk: a list whose lines went to its file (a few bytes at a
// time here) gives back every move, every tail of lines and every whole
// list as one kept in memory does, through truncations that cut into the
// file and moves added after them.
func TestMovesOnDisk(t *testing.T) {
	defer func(n int) { spillBytes = n }(spillBytes)
	var mem, disk moveList
	rng := rand.New(rand.NewPCG(41, 1))
	add := func() {
		actor, whole := []string{"Нина", "Паша", "бабушка Зина", "", `"Ли: Мин"`}[rng.IntN(5)], rng.IntN(7) == 0
		text := fmt.Sprintf("red +%d", rng.IntN(1000))
		spillBytes = 1 << 30
		mem.add(actor, whole, text)
		spillBytes = 1 + rng.IntN(300)
		disk.add(actor, whole, text)
	}
	for round := range 40 {
		for range rng.IntN(400) {
			add()
		}
		if disk.disk == nil && round > 2 {
			t.Fatal("nothing went to the file")
		}
		if disk.len() != mem.len() {
			t.Fatalf("%d moves, not %d", disk.len(), mem.len())
		}
		for range 20 {
			i := rng.IntN(disk.len() + 1)
			if i < disk.len() && disk.entry(i) != mem.entry(i) {
				t.Fatalf("move %d: %+v, not %+v", i, disk.entry(i), mem.entry(i))
			}
			got, err := disk.from(i)
			want, _ := mem.from(i)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("the lines from %d: %q, %v", i, got, err)
			}
		}
		all, _ := io.ReadAll(disk.reader(0))
		if want, _ := mem.from(0); !bytes.Equal(all, want) {
			t.Fatalf("the whole list differs")
		}
		var lines []string
		disk.each(disk.len(), func(i int, line string) bool { lines = append(lines, line); return true })
		for i, l := range lines {
			if l != mem.line(i) {
				t.Fatalf("each: line %d is %q, not %q", i, l, mem.line(i))
			}
		}
		n := rng.IntN(disk.len() + 1)
		for _, l := range []*moveList{&disk, &mem} {
			end, err := l.start(n)
			if err != nil {
				t.Fatal(err)
			}
			l.truncate(n, end)
		}
	}
	if disk.lost != nil {
		t.Error(disk.lost)
	}
}

// failingList is a list of n moves whose file, past its first few lines,
// fails every read and write from now on (a disk that fails).
func failingList(t *testing.T, n int) *moveList {
	t.Helper()
	old := spillBytes
	t.Cleanup(func() { spillBytes = old })
	spillBytes = 10
	var l moveList
	for range n {
		l.add("A", false, "red +1")
	}
	l.disk.Close()
	return &l
}

// TestMovesLost: a file that cannot give back its lines is said (lost), not
// read as moves that are not there.
func TestMovesLost(t *testing.T) {
	l := failingList(t, 200)
	if e := l.entry(3); e.Text != "" || l.lost == nil {
		t.Errorf("move 3 read as %+v, lost %v", e, l.lost)
	}
	if _, err := l.from(0); err == nil {
		t.Error("the lines of a lost file were given")
	}
}

// TestUndoMovesLost: undo of a game whose file of moves cannot be read back
// changes nothing and says why (Lost), rather than replay moves that are
// not there.
func TestUndoMovesLost(t *testing.T) {
	defer func(n int) { spillBytes = n }(spillBytes)
	spillBytes = 10
	reg := games.NewRegistry()
	spec, _ := reg.Lookup("turtles")
	tb, _, problems := Start(reg, spec, []Header{{Key: "players", Value: "A, B"}}, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	for i := range 100 {
		if r := tb.Enter([]string{"red +1", "red -1"}[i%2]); r.Played != 1 {
			t.Fatalf("move %d: %+v", i, r)
		}
	}
	tb.moves.disk.Close() // a disk that fails
	if _, n := tb.UndoMoves(1); n != 0 || tb.Lost() == nil || tb.Moves() != 100 {
		t.Errorf("undo took back %d, lost %v, %d moves left", n, tb.Lost(), tb.Moves())
	}
}

// TestStartLostSaid: where a move's line starts cannot be found in a file
// that fails, and says so, rather than give its block's start (a truncate
// there cut the lines at the wrong move: a fresh review's finding).
func TestStartLostSaid(t *testing.T) {
	l := failingList(t, 200)
	if at, err := l.start(70); err == nil {
		t.Errorf("move 70 starts at %d of a file that cannot be read", at)
	}
}

// TestSpillFailsOnce: a file that cannot be written is not tried again at
// every move (with a full disk, each move rewrote the whole buffer).
func TestSpillFailsOnce(t *testing.T) {
	l := failingList(t, 20)
	for range 20 {
		l.add("A", false, "red +1")
	}
	if !l.noDisk {
		t.Error("a file that failed a write is still written to")
	}
}
