package table

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
)

// openFiles counts this process's descriptors that name a file of moves.
func openFiles(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd here")
	}
	n := 0
	for _, e := range entries {
		if l, err := os.Readlink(filepath.Join("/proc/self/fd", e.Name())); err == nil && strings.Contains(l, "referee-moves-") {
			n++
		}
	}
	return n
}

// TestCloseLetsGoOfTheMoveFile: a long game's file of moves goes to the
// folder Scratch names (a disk, not $TMPDIR's memory) and is closed with
// the table, not left open to the process's end (round 5).
func TestCloseLetsGoOfTheMoveFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc/self/fd is Linux's")
	}
	defer func(n int) { spillBytes = n }(spillBytes)
	spillBytes = 10
	dir := t.TempDir()
	Scratch(func() string { return dir })
	defer Scratch(func() string { return "" })
	reg := games.NewRegistry()
	spec, _ := reg.Lookup("turtles")
	before := openFiles(t)
	tb, _, problems := Start(reg, spec, []Header{{Key: "players", Value: "A, B"}}, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	for i := range 100 {
		if r := tb.Enter([]string{"red +1", "red -1"}[i%2]); r.Played != 1 {
			t.Fatalf("move %d: %+v", i, r)
		}
	}
	if tb.moves.disk == nil || filepath.Dir(tb.moves.disk.Name()) != dir {
		t.Errorf("the file of moves is not in the folder named: %v", tb.moves.disk)
	}
	if openFiles(t) != before+1 {
		t.Fatalf("no file of moves open: %d, %d before", openFiles(t), before)
	}
	tb.Close()
	if n := openFiles(t); n != before {
		t.Errorf("after Close, %d files of moves open, %d before", n, before)
	}
}
