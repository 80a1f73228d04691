package table

import (
	"referee/notation"
	"referee/referee"
)

// Load replays a game of a file, as `check` does, and carries it to the
// table: the game goes on after the last move that could be played. The
// report is the file's, to be shown first; the table is nil when the game
// never started, with the problems that kept it from the table.
func Load(games Games, file string, g *notation.Game, readFile func(string) ([]byte, error)) (*Table, *referee.Report, []referee.Line) {
	r := referee.ReplayGame(file, g, games, referee.Options{Keep: true, ReadFile: readFile})
	if r.Session == nil {
		return nil, r, nil
	}
	played := r.Session.History()
	var header []Header
	for _, e := range g.Header {
		// A header line the game took as a move (a car's `белые1: ffi`
		// straight after the header) is among the moves, not the header.
		early := false
		for _, m := range played {
			early = early || m.Pos == e.Pos
		}
		if !early {
			header = append(header, Header{Key: e.Key, Value: e.Value})
		}
	}
	t, _, problems := Start(games, r.Session.Spec(), header, readFile)
	if problems != nil {
		return nil, r, problems
	}
	for _, m := range played {
		if reply := t.play([]*notation.Move{m}); reply.Refused {
			// The file's own replay took this move: the table must too.
			return nil, r, reply.Lines
		}
	}
	return t, r, nil
}
