package table

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Load replays a game of a file, as `check` does, and carries it to the
// table: the game goes on after the last move that could be played. The
// file's game is replayed once, and its session becomes the table's. The
// report is the file's, to be shown first; the table is nil when the game
// never started, with the problems that kept it from the table.
//
// The moves are kept as transcript lines, the session keeps none (the
// framing reuses a long game's room chunk by chunk, and a move a million
// times over would cost a million moves); a long game's lines go to the
// table's own file (moveList), and it costs about a byte a move.
func Load(games Games, file string, g *notation.Game, readFile func(string) ([]byte, error)) (*Table, *referee.Report, []referee.Line) {
	t := &Table{games: games, readFile: readFile}
	keep := func(_ *referee.Session, p *referee.Played) {
		if p == nil {
			return
		}
		t.hear(p.Notes)
		if p.Legal() {
			t.keepMove(*p)
		}
	}
	r := referee.ReplayGame(file, g, games, referee.Options{ReadFile: readFile, Each: keep})
	if r.Session == nil {
		return nil, r, nil
	}
	for _, e := range g.Header {
		t.header = append(t.header, Header{Key: e.Key, Value: e.Value})
	}
	r.Session.SetTell(true)
	t.spec, t.session = r.Session.Spec(), r.Session
	return t, r, nil
}
