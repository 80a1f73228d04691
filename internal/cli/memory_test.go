package cli_test

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"

	"referee/internal/cli"
)

// passes is a turtles game of n passes, written as it is read: never held
// whole. Every megabyte read, it notes the live heap.
type passes struct {
	n, i  int
	buf   []byte
	read  int
	peak  uint64
	stats runtime.MemStats
}

func (p *passes) Read(b []byte) (int, error) {
	if len(p.buf) == 0 {
		if p.i == p.n {
			return 0, io.EOF
		}
		if p.i == 0 {
			p.buf = []byte("game: turtles\nplayers: A, B\n")
		}
		for k := 0; k < 1024 && p.i < p.n; k++ {
			p.buf = append(p.buf, "A: pass\nB: pass\n"[8*(p.i%2):8*(p.i%2)+8]...)
			p.i++
		}
	}
	n := copy(b, p.buf)
	p.buf = p.buf[n:]
	if p.read/(1<<20) != (p.read+n)/(1<<20) {
		// What the check holds, not what it has let go of.
		runtime.GC()
		runtime.ReadMemStats(&p.stats)
		p.peak = max(p.peak, p.stats.HeapAlloc)
	}
	p.read += n
	return n, nil
}

// TestLongGameFlatMemory: one game of four million moves (32 MB) is checked
// in memory that does not grow with it — the check streams the game in
// chunks — and so is a file of a hundred thousand games.
func TestLongGameFlatMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 32 MB")
	}
	in := &passes{n: 4_000_000}
	var out bytes.Buffer
	code := cli.Main([]string{"check", "-j", "1", "-"}, cli.IO{In: in, Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	if code != 0 || !strings.Contains(out.String(), "the game is not over after 4000000 moves") {
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
