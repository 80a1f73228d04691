package table_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
)

// longRace is a turtles game of n moves of red going back and forth, then
// the moves given.
func longRace(n int, last ...string) string {
	var b strings.Builder
	b.WriteString("game: turtles\nplayers: A, B\n\n")
	for i := range n {
		if i%2 == 0 {
			b.WriteString("red +1\n")
		} else {
			b.WriteString("red -1\n")
		}
	}
	for _, m := range last {
		b.WriteString(m + "\n")
	}
	return b.String()
}

// load loads the first game of text as `referee play FILE` does: read in
// chunks, as a long file is.
func load(t testing.TB, text string) *table.Table {
	t.Helper()
	reg := games.NewRegistry()
	g := notation.NewReader("long.txt", strings.NewReader(text), reg.Dialect).Next()
	tb, _, problems := table.Load(reg, "long.txt", g, nil)
	if tb == nil {
		t.Fatalf("the game does not load: %v", problems)
	}
	return tb
}

// TestUndoAfterLongLoad: a move taken back at the end of a game loaded from
// a file longer than a chunk of the framing leaves the position of the
// moves before it. (The session kept the framed moves, whose room the
// framing gives the next chunk: the game replayed was the last chunk's
// moves over and over, and green stood on blue after green's move was
// taken back.)
func TestUndoAfterLongLoad(t *testing.T) {
	w := words(t)
	n := 2*notation.ChunkLines + 10
	tb := load(t, longRace(n, "blue +1", "green +2"))
	if tb.Moves() != n+2 {
		t.Fatalf("%d moves loaded, not %d", tb.Moves(), n+2)
	}
	e, ok := tb.Undo()
	if !ok || e.Text != "green +2" {
		t.Fatalf("undo took back %+v, %v", e, ok)
	}
	want := load(t, longRace(n, "blue +1")).Session().Board(w, nil)
	if got := tb.Session().Board(w, nil); got != want {
		t.Errorf("after undo the board is\n%s\nnot\n%s", got, want)
	}
	if got := tb.Transcript(); tb.Moves() != n+1 || !strings.HasSuffix(got, ": red -1\nA: blue +1\n") {
		t.Errorf("after undo %d moves, the transcript ending %q", tb.Moves(), got[max(0, len(got)-40):])
	}
}

// TestLongLoadMemory: a game loaded from a long file keeps its lines on
// disk (a file of the table's own) and in memory about a byte a move (whose
// move it is) and a mark every 64 moves: what a game of twice the moves
// costs more is under 2 bytes a move. Not a string, an entry and a framed
// move a move (85 bytes a move three rounds ago), nor a record of 16 bytes
// (35 in all two rounds ago), nor its lines (24 last round: 49 MB more a
// million moves for `play FILE`).
func TestLongLoadMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("loads games of 200,000 and 400,000 moves")
	}
	const n = 200_000
	heap := func(moves int) (int64, *table.Table) {
		text := longRace(moves)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		tb := load(t, text)
		runtime.GC()
		runtime.ReadMemStats(&after)
		if tb.Moves() != moves {
			t.Fatalf("%d moves loaded, not %d", tb.Moves(), moves)
		}
		return int64(after.HeapAlloc) - int64(before.HeapAlloc), tb
	}
	one, short := heap(n)
	two, long := heap(2 * n)
	perMove := float64(two-one) / n
	t.Logf("%d moves kept in %d bytes, %d in %d: %.2f bytes a move more", n, one, 2*n, two, perMove)
	if perMove >= 2 {
		t.Errorf("a game loaded costs %.2f bytes a move more", perMove)
	}
	if got := long.Entry(2*n - 1); got.Line != "A: red -1" && got.Line != "B: red -1" {
		t.Errorf("the last move read back is %+v", got)
	}
	runtime.KeepAlive(short)
	runtime.KeepAlive(long)
}
