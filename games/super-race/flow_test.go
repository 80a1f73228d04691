package superrace

import (
	"slices"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

func moveText(text string) *notation.Move {
	return &notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}}
}

// TestFinalRound: when A finishes, B takes one final turn; then the race is
// decided and nobody moves again.
func TestFinalRound(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.legal(
		"A: "+loopLap[0], loopLap[1], // A's +1 and extra turn
		"B: rs rs bs bs yc / red ^ ^",
		"A: "+loopLap[2],
		"B: rs rc bs bs yc / red > ^",
		"A: "+loopLap[3], // ends on the bottom-left +1: an extra turn
		loopLap[4],       // the extra turn finishes A
	)
	if g.r.phase != final || g.r.finisher != 0 || !g.r.cars[0].finished || g.r.cars[0].past != 0 {
		t.Fatalf("phase %d finisher %d, A finished %v past %d", g.r.phase, g.r.finisher, g.r.cars[0].finished, g.r.cars[0].past)
	}
	v := g.refused("A: rs rs rs bs yc / red ^", CodeWrongPlayer).(referee.WrongPlayer)
	if _, ok := v.Why.(FinishedStops); !ok {
		t.Errorf("no reason: %+v", v)
	}
	g.legal("B: rc rs rs bs yc / red > ^ ^")
	o := g.r.Outcome()
	if !o.Over || !slices.Equal(o.Winners, []int{0}) || len(o.Places) != 2 {
		t.Fatalf("outcome %+v", o)
	}
	g.refused("A: rs rs rs bs yc / red ^", CodeGameOver)
	g.refused("B: rs rs rs bs yc / red ^", CodeGameOver)
}

// TestLastSeatFinishes: when the last seat finishes first, the round is
// already complete.
func TestLastSeatFinishes(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.legal(
		"A: rs rs bs bs yc / red ^ ^",
		"B: "+loopLap[0], loopLap[1],
		"A: rs rc bs bs yc / red > ^",
		"B: "+loopLap[2],
		"A: rc rs rs bs yc / red > ^ ^",
		"B: "+loopLap[3], loopLap[4],
	)
	if o := g.r.Outcome(); !o.Over || !slices.Equal(o.Winners, []int{1}) {
		t.Fatalf("outcome %+v", o)
	}
}

// TestSharedWin: both finish on the line; facing their own start square
// neither can move, both pass the tie-break round, and they share the win.
func TestSharedWin(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.legal(
		"A: "+loopLap[0], loopLap[1],
		"B: "+loopLap[0], loopLap[1],
		"A: "+loopLap[2],
		"B: "+loopLap[2],
		"A: "+loopLap[3], loopLap[4],
		"B: rc rs rc rs yc / red > ^ > ^", // the final turn: over the +1 corner and the line
	)
	if g.r.phase != tieBreak || g.r.Turn() != 0 {
		t.Fatalf("phase %d, turn %d", g.r.phase, g.r.Turn())
	}
	g.refused("A: rs bs bs bs yc / red ^", CodeUsedSquare) // the start square is used
	g.legal("A: rs bs bs bs yc / pass", "B: rs rs rc bc yc / pass")
	o := g.r.Outcome()
	if _, ok := o.Why.(Shared); !o.Over || !slices.Equal(o.Winners, []int{0, 1}) || !ok {
		t.Fatalf("outcome %+v", o)
	}
}

// ring2 is a ring two squares wide with two start squares and no +1 bends.
const ring2 = `start: up
grid:
########
#......#
#......#
#..##..#
#SS##..#
#..##..#
#......#
#......#
########
`

// ring2Lap goes round from start square 1 and comes up the second column,
// so that it ends on the line facing start square 2, still free.
var ring2Lap = []string{
	"rs rs rs rc yc / red ^ ^ ^ >",
	"rs rs rs rs rc / red ^ ^ ^ ^ >",
	"rs rs rs rs yc / red ^ ^ ^ ^",
	"rs rc bs bs yc / red ^ >",
	"rs rs rs rc yc / red ^ ^ ^ >",
	"rs bs bs bs yc / red ^",
	"rs bs bs bs yc / red ^", // over the line: on it, facing start square 2
}

// TestTieBroken: both finish on the line; in the tie-break A drives on
// into start square 2 and B cannot move, so A is ahead and wins.
func TestTieBroken(t *testing.T) {
	g := newTestGame(t, ring2, "A", "B")
	for _, l := range ring2Lap {
		g.legal("A: "+l, "B: "+l)
	}
	if g.r.phase != tieBreak {
		t.Fatalf("phase %d after both finished level", g.r.phase)
	}
	g.legal("A: rs bs bs bc yc / red ^") // into start square 2: 1 square past the line
	if g.r.cars[0].past != 2 {
		t.Fatalf("A is %d half squares past the line", g.r.cars[0].past)
	}
	g.refused("B: rs bs bs bc yc / pass", CodePass) // B could drive on too
	g.legal("B: rc rc bc bc yc / pass")             // curves only: start square 1 is used, the other side a wall
	o := g.r.Outcome()
	if _, ok := o.Why.(TieWon); !o.Over || !slices.Equal(o.Winners, []int{0}) || !ok {
		t.Fatalf("outcome %+v", o)
	}
}

// TestOnePlayer: alone, the race ends when the player finishes, and the
// score is the number of turns drawn, passes included.
func TestOnePlayer(t *testing.T) {
	g := newTestGame(t, loop, "A")
	g.legal("rc rc bc bc yc / pass")
	for _, l := range loopLap {
		g.legal(l)
	}
	o := g.r.Outcome()
	if why, _ := o.Why.(Alone); !o.Over || !slices.Equal(o.Winners, []int{0}) || why.Turns != 6 {
		t.Fatalf("outcome %+v", o)
	}
}

// TestNarration: --explain tells each turn in one message: the colour,
// its dice, the squares the route runs from and to, and a +1 bend's extra
// turn; the engine builds no narration when not asked.
func TestNarration(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	mv, _ := g.r.Parse(moveText(loopLap[0]))
	step := g.r.Apply(0, mv, true)
	want := Drew{Player: "A", Colour: red, Shapes: shapesOf(2, 1), To: Square{Row: 2, Col: 2},
		Start: 1, Bend: true, Earns: true}
	if len(step.Narration) != 1 || step.Narration[0] != want {
		t.Errorf("told %+v, want %+v", step.Narration, want)
	}
	mv, _ = g.r.Parse(moveText(loopLap[1]))
	if step := g.r.Apply(-1, mv, false); step.Narration != nil {
		t.Errorf("narration built without being asked: %v", step.Narration)
	}
	// B ends on a +1 bend and does not take the extra turn: A's line,
	// the next, says so.
	g.legal("B: " + loopLap[0])
	mv, _ = g.r.Parse(moveText(loopLap[2]))
	if step := g.r.Apply(0, mv, true); len(step.Narration) != 1 || step.Narration[0].(Drew).NotTaken != "B" || step.Narration[0].(Drew).Bend {
		t.Errorf("told %+v, want B's extra turn not taken", step.Narration)
	}
}
