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
func Load(games Games, file string, g *notation.Game, readFile func(string) ([]byte, error)) (*Table, *referee.Report, []referee.Line) {
	var entries []Entry
	keep := func(_ *referee.Session, p *referee.Played) {
		if p != nil && p.Legal() {
			entries = append(entries, entryOf(*p))
		}
	}
	r := referee.ReplayGame(file, g, games, referee.Options{Keep: true, ReadFile: readFile, Each: keep})
	if r.Session == nil {
		return nil, r, nil
	}
	var header []Header
	for _, e := range g.Header {
		header = append(header, Header{Key: e.Key, Value: e.Value})
	}
	r.Session.SetTell(true)
	t := &Table{games: games, spec: r.Session.Spec(), header: header, entries: entries, session: r.Session, readFile: readFile}
	return t, r, nil
}
