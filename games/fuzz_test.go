package games_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// FuzzReplay is what stands behind `referee check` on any bytes, in
// process and with nothing built again per input: the framing with every
// game's dialect, the replay of each game (told, going on past refusals,
// or stopped part way), the verdict in text and JSON in both languages, and
// the position drawn and its legal moves. Nothing may panic, every line
// said has a place, and every message renders.
func FuzzReplay(f *testing.F) {
	for _, data := range golden.Files(f, "../corpus/*/*.txt") {
		f.Add(data, uint8(0))
	}
	reg := games.NewRegistry()
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		f.Fatal(err)
	}
	speakers := []*say.Speaker{catalog.Speaker("en"), catalog.Speaker("ru")}
	f.Fuzz(func(t *testing.T, data []byte, how uint8) {
		s := speakers[how%2]
		file := notation.ReadAll("f", data, reg.Dialect)
		for _, g := range file.Games {
			opt := referee.Options{Tell: how&2 != 0, KeepGoing: how&4 != 0}
			if how&8 != 0 {
				opt.Stop, opt.StopAfter = true, int(how>>4)
			}
			r := referee.ReplayGame(file.Name, g, reg, opt)
			for _, l := range r.Lines {
				if l.Pos.Line < 1 || l.Message.Code() == "" {
					t.Fatalf("a line with no place or message: %+v", l)
				}
			}
			var out bytes.Buffer
			say.WriteText(&out, r, s, opt.Tell)
			if err := say.NewJSONRecord(s).Write(io.Discard, r); err != nil {
				t.Fatalf("JSON: %v", err)
			}
			// A template's marks in the output are a message not rendered,
			// unless the input wrote them itself (a game named «{{» is
			// quoted back as it was written).
			for _, mark := range [][]byte{[]byte("{{"), []byte("<no value>")} {
				if bytes.Contains(out.Bytes(), mark) && !bytes.Contains(data, mark) {
					t.Fatalf("a message not rendered:\n%s", out.Bytes())
				}
			}
			if r.Session == nil {
				continue
			}
			_ = r.Session.Board(s, nil)
			for _, c := range r.Session.Legal(nil).Moves {
				_ = s.Say(c.Say)
			}
		}
	})
}
