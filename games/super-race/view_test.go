package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
)

// ids renders a message as its ID, so a board can be read without the
// catalog.
type ids struct{}

func (ids) Say(m referee.Message) string { return string(m.Code()) }

// TestBoard: each player's sheet shows the route by the direction each
// square was left in, the last square by a double arrow; --player shows
// one sheet; the legend says where every player stands.
func TestBoard(t *testing.T) {
	g := newTestGame(t, ring2, "A", "B")
	g.legal("A: "+ring2Lap[0], "B: rs rs bs bs yc / red ^ ^")
	board := g.r.Board(ids{}, nil)
	want := []string{
		"2 #⇨.....#", // A's last square: turned right in the corner
		"3 #↑.....#",
		"5 #↑S##..#", // A left start square 1 going up
	}
	for _, w := range want {
		if !strings.Contains(board, w) {
			t.Errorf("board lacks %q:\n%s", w, board)
		}
	}
	if strings.Count(board, "super-race.board.title") != 2 || strings.Count(board, "super-race.board.racing") != 2 {
		t.Errorf("not every sheet and standing:\n%s", board)
	}
	one := g.r.Board(ids{}, referee.View{"player": "b"})
	if strings.Count(one, "super-race.board.title") != 1 || !strings.Contains(one, "4 #⇧.##..#") {
		t.Errorf("--player b:\n%s", one)
	}
	if bad := g.r.Board(ids{}, referee.View{"player": "Zed"}); !strings.HasPrefix(bad, "super-race.board.no-player") {
		t.Errorf("an unknown player is not said:\n%s", bad)
	}
}

// TestDrawing: the drawing model says where the route stands before and
// after a turn.
func TestDrawing(t *testing.T) {
	tr := mustMap(t, ring2)
	c := newCar(tr, 1)
	d := tr.draw(&c)
	if d.Started || d.Last != -1 || d.Squares[d.Ahead].Start != 2 || d.Heading != up {
		t.Fatalf("before the start: %+v", d)
	}
	c2 := driveRoutes(t, tr, 1, "^^>")
	d = tr.draw(c2)
	if !d.Started || !d.Squares[d.Last].Last || d.Squares[d.Last].Out != rightward || d.Heading != rightward {
		t.Fatalf("after a turn: last %d ahead %d heading %v", d.Last, d.Ahead, d.Heading)
	}
}
