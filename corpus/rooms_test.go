package corpus

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestRoomsServeEveryGame: every game of the corpus checked in the room
// (and the engine) of each game of its kind before it, that report given
// back once printed as check does, is said word for word as when it is
// checked in a room of its own: nothing of a game before shows through a
// room used again. Then the whole corpus in a shuffled order, games of
// every kind after one another.
func TestRoomsServeEveryGame(t *testing.T) {
	reg := games.NewRegistry()
	cat, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	sp := cat.Speaker("en")
	texts := map[string][]byte{}
	type game struct {
		file string
		line int
		kind string
	}
	var all []game
	for _, file := range transcripts(t) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		texts[file] = data
		r := notation.NewReader(file, bytes.NewReader(data), reg.Dialect)
		for g := r.Next(); g != nil; g = r.Next() {
			all = append(all, game{file, g.Pos.Line, filepath.Dir(file)})
		}
	}
	if len(all) < 200 {
		t.Fatalf("%d games in the corpus, want the whole corpus", len(all))
	}
	// frame frames a game afresh: a replay adds to its game's errors.
	frame := func(g game) *notation.Game {
		r := notation.NewReader(g.file, bytes.NewReader(texts[g.file]), reg.Dialect)
		for h := r.Next(); h != nil; h = r.Next() {
			if h.Pos.Line == g.line {
				return h
			}
		}
		t.Fatalf("%s: no game at line %d", g.file, g.line)
		return nil
	}
	check := func(g game, rooms *referee.Rooms) (string, *referee.Report) {
		var out bytes.Buffer
		dir := filepath.Dir(g.file)
		opt := referee.Options{
			KeepGoing: true, Tell: true, Rooms: rooms,
			ReadFile: func(name string) ([]byte, error) { return os.ReadFile(filepath.Join(dir, name)) },
			Sink:     say.TextSink(&out, g.file, sp, true),
		}
		r := referee.ReplayGame(g.file, frame(g), reg, opt)
		say.WriteText(&out, r, sp, true)
		return out.String(), r
	}
	own := map[game]string{}
	for _, g := range all {
		own[g], _ = check(g, nil)
	}
	var rooms referee.Rooms
	reports := map[*referee.Report]bool{}
	checks := 0
	again := func(before, g game) {
		_, r := check(before, &rooms)
		r.Release()
		got, r := check(g, &rooms)
		if diff := cmp.Diff(own[g], got); diff != "" {
			t.Errorf("%s:%d after %s:%d, in its room (-own +again):\n%s", g.file, g.line, before.file, before.line, diff)
		}
		reports[r] = true
		checks++
		r.Release()
	}
	for _, g := range all {
		for _, before := range all {
			if before.kind == g.kind {
				again(before, g)
			}
		}
	}
	shuffled := append([]game(nil), all...)
	rand.New(rand.NewPCG(24, 1)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for i := 1; i < len(shuffled); i++ {
		again(shuffled[i-1], shuffled[i])
	}
	// Rooms given back serve again (a pool may drop one now and then).
	if len(reports) > checks/2 {
		t.Errorf("%d games checked in %d reports: the rooms given back were not used again", checks, len(reports))
	}
}
