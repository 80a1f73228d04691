package cli_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// generated is a file written as it is read, never held whole: n pieces,
// the i-th written by piece(i). Every megabyte read, it notes the live heap.
type generated struct {
	piece func(i int) string
	n, i  int
	buf   []byte
	read  int
	peak  uint64
	stats runtime.MemStats
}

func (g *generated) Read(b []byte) (int, error) {
	if len(g.buf) == 0 {
		if g.i == g.n {
			return 0, io.EOF
		}
		for k := 0; k < 1024 && g.i < g.n; k++ {
			g.buf = append(g.buf, g.piece(g.i)...)
			g.i++
		}
	}
	n := copy(b, g.buf)
	g.buf = g.buf[n:]
	if g.read/(1<<20) != (g.read+n)/(1<<20) {
		// What the check holds, not what it has let go of.
		runtime.GC()
		runtime.ReadMemStats(&g.stats)
		g.peak = max(g.peak, g.stats.HeapAlloc)
	}
	g.read += n
	return n, nil
}

// passes is a turtles game of n passes.
func passes(n int) *generated {
	return &generated{n: n, piece: func(i int) string {
		move := [2]string{"A: pass\n", "B: pass\n"}[i%2]
		if i == 0 {
			return "game: turtles\nplayers: A, B\n" + move
		}
		return move
	}}
}

// TestLongGameFlatMemory: one game of four million moves (32 MB) is checked
// in memory that does not grow with it: the check streams the game in
// chunks.
func TestLongGameFlatMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 32 MB")
	}
	in := passes(4_000_000)
	var out bytes.Buffer
	code := cli.Main([]string{"check", "-j", "1", "-"}, cli.IO{In: in, Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	if code != 0 || !strings.Contains(out.String(), "So far 4000000 moves have been accepted, and the race goes on") {
		t.Fatalf("exit %d: %s", code, out.String()[:min(len(out.String()), 500)])
	}
	if in.read < 32_000_000 || in.peak == 0 {
		t.Fatalf("read %d bytes, peak %d", in.read, in.peak)
	}
	// The whole game held would be far more than the file; streamed, the
	// heap stays at a few chunks whatever the length.
	if in.peak > 8<<20 {
		t.Errorf("the live heap reached %d MB while reading a game of 32 MB", in.peak>>20)
	}
}

// manyGames is a file of n short turtles games.
func manyGames(n int) *generated {
	return &generated{n: n, piece: func(int) string {
		return "game: turtles\nplayers: A, B\ncolors: A=red, B=blue\nA: red +1\nB: blue +2\n\n"
	}}
}

// TestManyGamesFlatMemory: a file of a hundred thousand games (7 MB) is
// checked through the pool of workers in memory that does not grow with
// the file: each game is framed, checked, printed and forgotten, and the
// pool holds a few games at a time.
func TestManyGamesFlatMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("checks 100,000 games")
	}
	in := manyGames(100_000)
	lines := 0
	out := writerFunc(func(b []byte) (int, error) {
		lines += bytes.Count(b, []byte("\n"))
		return len(b), nil
	})
	var errs bytes.Buffer
	code := cli.Main([]string{"check", "-j", "2", "-"}, cli.IO{In: in, Out: out, Err: &errs, Getenv: func(string) string { return "" }})
	if code != 0 || errs.Len() > 0 {
		t.Fatalf("exit %d: %.500s", code, errs.String())
	}
	if lines != 100_000 {
		t.Fatalf("%d lines of output for 100,000 games", lines)
	}
	if in.read < 7_000_000 || in.peak == 0 {
		t.Fatalf("read %d bytes, peak %d", in.read, in.peak)
	}
	t.Logf("live heap at most %.1f MB, checking %.1f MB", float64(in.peak)/(1<<20), float64(in.read)/(1<<20))
	// Less than the file: it is never held whole (0.8 MB when written).
	if in.peak > 4<<20 {
		t.Errorf("the live heap reached %d MB while checking a file of %d MB", in.peak>>20, in.read>>20)
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

// TestReplayRefusesLongGameEarly: `replay --html` of a game of a million
// moves is refused as soon as it passes the 2,000 moves a page draws, the
// rest of the file unread (issue 41, item 4: it read and narrated the
// whole game first, 13 s and 1.9 GB); nothing is written.
func TestReplayRefusesLongGameEarly(t *testing.T) {
	if testing.Short() {
		t.Skip("draws 2,000 positions")
	}
	in := passes(1_000_000)
	page := filepath.Join(t.TempDir(), "game.html")
	var out, errs bytes.Buffer
	code := cli.Main([]string{"replay", "--html", "-", "-o", page}, cli.IO{In: in, Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
	if code != 2 || !strings.Contains(errs.String(), "longer than 2000 moves") {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if in.read > 1<<20 {
		t.Errorf("%d bytes of the game read before it was refused", in.read)
	}
	if _, err := os.Stat(page); err == nil {
		t.Error("a page was written")
	}
}
