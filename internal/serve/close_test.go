package serve

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee/say"
)

// movesOpen counts this process's descriptors that name a long game's file
// of moves (table's referee-moves-*).
func movesOpen(t *testing.T) int {
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

// TestLeftGameLetsGoOfItsMoveFile: a long game played in serve moves its
// moves to a file; the game replaced by another, and the server closed,
// that file is closed too, not left open for the server's life.
func TestLeftGameLetsGoOfItsMoveFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc/self/fd is Linux's")
	}
	if testing.Short() {
		t.Skip("plays 150,000 moves")
	}
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	state := t.TempDir()
	s := New(Options{Games: games.NewRegistry(), Catalog: catalog, Rate: 1e6, Burst: 1e6,
		Getenv: func(k string) string {
			if k == "XDG_STATE_HOME" {
				return state
			}
			return ""
		}})
	defer s.Close()
	reg := games.NewRegistry()
	spec, _ := reg.Lookup("turtles")
	long := func() *table.Table {
		tb, _, problems := table.Start(reg, spec, []table.Header{{Key: "players", Value: "A, B"}}, nil)
		if problems != nil {
			t.Fatal(problems)
		}
		for i := range 150_000 {
			if r := tb.Enter([]string{"red +1", "red -1"}[i%2]); r.Played != 1 {
				t.Fatalf("move %d: %+v", i, r)
			}
		}
		return tb
	}
	before := movesOpen(t)
	s.Play(long())
	if movesOpen(t) != before+1 {
		t.Skipf("150,000 moves made no file of moves (%d open, %d before): nothing to close", movesOpen(t), before)
	}
	s.Play(long())
	if n := movesOpen(t); n != before+1 {
		t.Errorf("after another game, %d files of moves open, %d before it: the first game's is still open", n, before)
	}
	s.Close()
	if n := movesOpen(t); n != before {
		t.Errorf("after Close, %d files of moves open, %d before", n, before)
	}
}
