package refereetest_test

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// cars is a made-up game that uses the seams the racing games need: moves
// written under a piece's name (`A1: f`, as big-races writes cars) and a
// header naming a file to read (`track: map.txt`, as super-race does).
func cars(read func(string) ([]byte, error)) referee.Spec {
	return referee.Spec{
		ID:      "cars",
		Keys:    [][]string{{"track"}},
		Rules:   []referee.Code{"cars.wrong-car"},
		Pieces:  carOwner,
		Reads:   func(text string) bool { return strings.Trim(text, "fio") == "" },
		Locales: fstest.MapFS{"en.toml": {Data: []byte("")}, "ru.toml": {Data: []byte("")}},
		New: func(s referee.Start) (referee.Engine, []referee.Message, []*notation.Error) {
			e := &carRace{players: s.Players}
			if h := s.Header.Lookup("track"); h != nil {
				if read == nil {
					return nil, nil, []*notation.Error{notation.ErrorAt(h.ValuePos, referee.Term("cars.no-files"))}
				}
				data, err := read(h.Value)
				if err != nil {
					return nil, nil, []*notation.Error{notation.ErrorAt(h.ValuePos, referee.Term("cars.track-unreadable"))}
				}
				e.track = string(data)
			}
			return e, nil, nil
		},
	}
}

type carRace struct {
	players []string
	track   string
	turn    int
	played  []string
}

// carOwner says whose a car is: the player's name and 1 or 2.
func carOwner(players []string, name string) (int, bool) {
	for i, p := range players {
		if name == p+"1" || name == p+"2" {
			return i, true
		}
	}
	return -1, false
}

func (c *carRace) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	car, path, ok := strings.Cut(m.Text, ":")
	if !ok {
		return nil, notation.ErrorAt(m.TextPos, referee.Term("cars.no-car"))
	}
	return [2]string{car, strings.TrimSpace(path)}, nil
}

func (c *carRace) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	m := mv.([2]string)
	if owner, ok := carOwner(c.players, m[0]); !ok || owner != c.turn || actor != owner {
		return referee.Step{Violation: referee.Term("cars.wrong-car")}
	}
	c.played = append(c.played, m[0]+" "+m[1])
	c.turn = (c.turn + 1) % len(c.players)
	return referee.Step{}
}

func (c *carRace) Turn() int                                { return c.turn }
func (c *carRace) Skip(int, referee.Move) bool              { return false }
func (c *carRace) Legal(referee.View) referee.Choices       { return referee.Choices{} }
func (c *carRace) Outcome() referee.Outcome                 { return referee.Outcome{} }
func (c *carRace) Board(referee.Words, referee.View) string { return c.track }

type oneGame struct{ spec referee.Spec }

func (o oneGame) Lookup(string) (*referee.Spec, bool) { return &o.spec, true }
func (o oneGame) Names() []string                     { return []string{"cars"} }
func (o oneGame) IDs() []string                       { return []string{"cars"} }

func replayCars(t *testing.T, text string, read func(string) ([]byte, error)) *referee.Report {
	t.Helper()
	spec := cars(read)
	f := refereetest.Frame(spec, text)
	return referee.ReplayGame("t", f.Games[0], oneGame{spec}, referee.Options{ReadFile: read})
}

// TestPieceNamedMoves: `белые1: ffi` is a move of player белые, even as the
// first line after the header, where the framing cannot tell it from a key.
func TestPieceNamedMoves(t *testing.T) {
	r := replayCars(t, "game: cars\nplayers: белые, red\nбелые1: ffi\nred2: f\nбелые2: o\n", nil)
	if r.Status() != referee.StatusOK || r.Moves != 3 {
		t.Fatalf("status %s, %d moves, lines %+v", r.Status(), r.Moves, r.Lines)
	}
	got := strings.Join(r.Session.Engine().(*carRace).played, ", ")
	if got != "белые1 ffi, red2 f, белые2 o" {
		t.Errorf("played %q", got)
	}
	r = replayCars(t, "game: cars\nplayers: белые, red\nred1: f\n", nil)
	if len(r.Lines) == 0 || r.Lines[0].Message.Code() != "cars.wrong-car" {
		t.Errorf("red1 first: %+v", r.Lines)
	}
	// A car of nobody as the first line is a move by nobody the header
	// names: its text reads as a move.
	r = replayCars(t, "game: cars\nplayers: белые, red\nсиние1: f\n", nil)
	if len(r.Lines) == 0 || r.Lines[0].Message.Code() != "notation.unknown-player" || r.Moves != 0 {
		t.Errorf("a car of nobody: %+v", r.Lines)
	}
	// Under a key people write notes under too: never metadata.
	r = replayCars(t, "game: cars\nplayers: белые, red\nnote: синие1: f\n", nil)
	if len(r.Lines) == 0 || r.Lines[0].Message.Code() != "notation.unknown-player" || !r.Lines[0].Message.(notation.UnknownPlayer).Note || r.Moves != 0 {
		t.Errorf("a note that reads as a move: %+v", r.Lines)
	}
	// Among the moves it is an unknown player.
	r = replayCars(t, "game: cars\nplayers: белые, red\nбелые1: f\nсиние1: f\n", nil)
	if r.Status() != referee.StatusError {
		t.Errorf("a car of nobody among the moves: %s %+v", r.Status(), r.Lines)
	}
}

// TestHeaderFiles: a header may name a file, read through the edge's
// reader; without one, the game says it cannot.
func TestHeaderFiles(t *testing.T) {
	read := func(name string) ([]byte, error) {
		if name == "map.txt" {
			return []byte("S--F"), nil
		}
		return nil, errors.New("no such file")
	}
	r := replayCars(t, "game: cars\nplayers: A, B\ntrack: map.txt\n", read)
	if r.Session == nil || r.Session.Board(nil, nil) != "S--F" {
		t.Fatalf("track not read: %+v", r.Lines)
	}
	r = replayCars(t, "game: cars\nplayers: A, B\ntrack: other.txt\n", read)
	if r.Session != nil || r.Lines[0].Message.Code() != "cars.track-unreadable" || r.Lines[0].Pos.Column != 8 {
		t.Errorf("unreadable track: %+v", r.Lines)
	}
}
