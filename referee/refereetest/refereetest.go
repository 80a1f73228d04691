// Package refereetest helps the games' own tests: it reads headers and plays
// moves exactly as `referee check` does, through a session.
package refereetest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// Open replays the first game of a transcript through spec alone, the way
// the referee reads a file; the `game:` line may be left out. It returns the
// session (nil when the header was refused) and the report. The games' own
// tests build their positions with it, so the header is read (turn:,
// players:, the game's keys) exactly as `referee check` reads it.
func Open(spec referee.Spec, text string) (*referee.Session, *referee.Report) {
	if !strings.HasPrefix(strings.TrimSpace(text), "game:") {
		text = "game: " + spec.ID + "\n" + text
	}
	reader := notation.NewReader("t", strings.NewReader(text), Dialects(&spec))
	g := reader.Next()
	if g == nil {
		r := &referee.Report{File: "t"}
		for _, e := range reader.Errors() {
			r.Lines = append(r.Lines, referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: e.Message})
		}
		return nil, r
	}
	r := referee.ReplayGame("t", g, single{&spec}, referee.Options{Keep: true})
	return r.Session, r
}

// OpenFile is Open of a transcript file (a corpus file), from its game:
// line, the comments above it left out; the test stops when the file
// cannot be read or its header is refused.
func OpenFile(t testing.TB, spec referee.Spec, path string) (*referee.Session, *referee.Report) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	s, rep := Open(spec, text[max(strings.Index(text, "game:"), 0):])
	if s == nil {
		t.Fatalf("%s: header refused: %+v", path, rep.Lines)
	}
	return s, rep
}

// Catalog is the words of one game in every language the referee speaks,
// for a test that says its messages or draws its pictures; the test stops
// when a locale file cannot be read.
func Catalog(t testing.TB, spec referee.Spec) *say.Catalog {
	t.Helper()
	c, err := say.NewCatalog([]referee.Spec{spec}, say.Languages...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Dialects is the dialect of one game, for a Reader of its transcripts.
func Dialects(spec *referee.Spec) notation.Dialects {
	d := referee.DialectOf(spec)
	return func(string) *notation.Dialect { return d }
}

// Frame frames a transcript of one game, through the Reader `check` reads
// with; every game of the text is spec's.
func Frame(spec referee.Spec, text string) *notation.File {
	return notation.ReadAll("t", []byte(text), Dialects(&spec))
}

// Play reads one move line (`Name: move` or `move`) and plays it through the
// session; an error when it cannot be read or is illegal.
func Play(s *referee.Session, line string) error {
	// Framed as a line among the moves: a key such as turbo's `task:` is
	// the event, even before the first move.
	moves, _ := notation.FrameLine(s.Dialect(), s.Cast(), line, notation.Pos{Line: 1, Column: 1}, true)
	if len(moves) != 1 {
		return fmt.Errorf("%d moves in one line", len(moves))
	}
	if moves[0].NoEntry {
		return moves[0].Err
	}
	p := s.Play(moves[0])
	if p.Error != nil {
		return p.Error
	}
	if p.Violation != nil {
		return fmt.Errorf("refused as %s %v", p.Violation.Code(), p.Violation)
	}
	return nil
}

// Playout plays a game on, each move drawn at random from the session's own
// legal moves and read back through the game's grammar, until the game is
// over, no move is left or limit moves are played. It returns the moves as
// transcript lines. A legal move the grammar cannot read or the engine then
// refuses is an error: the property tests use this to cross-check Legal,
// Parse and Apply.
func Playout(s *referee.Session, rng *rand.Rand, limit int) ([]string, error) {
	var played []string
	for len(played) < limit && !s.Outcome().Over {
		legal := s.Legal(nil).Moves
		if len(legal) == 0 {
			break
		}
		text := legal[rng.IntN(len(legal))].Text
		if err := Play(s, text); err != nil {
			return played, fmt.Errorf("after %d moves, legal move %q: %w", len(played), text, err)
		}
		played = append(played, text)
	}
	return played, nil
}

// single is a registry of one game.
type single struct{ spec *referee.Spec }

func (s single) Lookup(string) (*referee.Spec, bool) { return s.spec, true }
func (s single) Names() []string                     { return []string{s.spec.ID} }
func (s single) IDs() []string                       { return []string{s.spec.ID} }

// pictureNames are the players of the games the picture tests draw, long
// enough to test the legends; a game takes as many as it has most.
var pictureNames = []string{"Бабушка Галя", "Константин Эдуардович Циолковский", "Аня", "Вера", "white", "Глеб", "Даша", "Егор"}

// PictureHeader is the header, after game:, of a game the picture tests
// draw: the most players the game takes, up to six, with long names, and
// its longest game a family plays (Spec.Long), whose pictures fit an A5
// page. Six is the most a page holds: big-races' seven and eight players
// have a legend of 14 and 16 cars that takes the picture past A5
// (docs/games/big-races.md says so).
func PictureHeader(spec referee.Spec) string {
	players := pictureNames[:min(spec.Players[len(spec.Players)-1], 6)]
	h := "players: " + strings.Join(players, ", ") + "\n"
	if spec.Long != nil {
		h += spec.Long(players, 0)
	}
	return h
}

// Replay checks every game of a framed file, all at once, as the
// benchmarks and tests that take a whole file want; the command line
// checks a file a game at a time (referee.ReplayGame), in flat memory.
func Replay(f *notation.File, games referee.Registry, opt referee.Options) []*referee.Report {
	var out []*referee.Report
	for _, g := range f.Games {
		out = append(out, referee.ReplayGame(f.Name, g, games, opt))
	}
	return out
}
