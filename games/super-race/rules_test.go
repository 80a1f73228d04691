package superrace

import (
	"reflect"
	"testing"

	"github.com/boardgame-referee/referee/referee"
)

func TestFiveDice(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.refused("A: rs rs rc bs / red ^ ^ >", CodeFiveDice)
	g.refused("A: rs rs rc bs yc yc / red ^ ^ >", CodeFiveDice)
	g.legal("A: rs rs rc bs yc / red ^ ^ >")
}

func TestColourNotRolled(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.refused("A: rs rs rc bs bc / yellow ^", CodeNotRolled)
	g.legal("A: rs rs rc bs yc / red ^ ^ >")
}

func TestEveryDieAndShapes(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	v := g.refused("A: rs rs rc bs yc / red ^ >", CodeEveryDie).(EveryDie)
	if v.Colour != onDice(red) || v.Rolled != shapesOf(2, 1) || v.Route != shapesOf(1, 1) {
		t.Errorf("the counts are not in the facts: %+v", v)
	}
	g.refused("A: rs rs rc bs yc / red ^ ^ > ^", CodeEveryDie)
	g.refused("A: rs rs rc bs yc / red ^ ^ ^", CodeDieShape)
	g.refused("A: rs rs rc bs yc / red > ^ >", CodeDieShape)
	g.legal("A: rs rs rc bs yc / red ^ ^ >")
}

func TestOffTrackAndDeadEnd(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	v := g.refused("A: rs rs rc bs yc / red ^ > ^", CodeOffTrack).(OffTrack) // right into the infield
	if v.Nth != 3 || v.Square != (Square{Row: 3, Col: 3}) {
		t.Errorf("off the track at square %v (%+v), want the third (row 3, column 3)", v.Nth, v.Square)
	}
	g.refused("A: rs rs rs rs yc / red ^ ^ ^ ^", CodeOffTrack) // over the top
	g.refused("A: rs rc bs bs yc / red ^ <", CodeDeadEnd)      // facing the left wall
	g.refused("A: rs rs rs bs yc / red ^ ^ ^", CodeDeadEnd)    // facing the top wall
	g.legal("A: rs rs rc bs yc / red ^ ^ >")
}

// TestBeyondTheMap: a route that runs off a map with no wall round it is
// told it goes beyond the edge of the map, not onto a row 0 or a column
// the map does not have.
func TestBeyondTheMap(t *testing.T) {
	g := newTestGame(t, "start: up\ngrid:\nSS\n..\n", "A")
	if v := g.refused("A: rs rs rc bs yc / red ^ ^ >", CodeOffTrack).(OffTrack); !v.Beyond {
		t.Errorf("off the top of the map: %+v", v)
	}
	if v := g.refused("A: rs bs bs bs yc / red ^", CodeDeadEnd).(DeadEnd); !v.Beyond || v.Off {
		t.Errorf("facing the top of the map: %+v", v)
	}
	g = newTestGame(t, loop, "A")
	v := g.refused("A: rs rs rc bs yc / red ^ > ^", CodeOffTrack).(OffTrack) // into the infield
	if v.Beyond || v.Square != (Square{Row: 3, Col: 3}) {
		t.Errorf("into the infield: %+v", v)
	}
}

func TestWrongColour(t *testing.T) {
	yellowTop := "start: up\ngrid:\n#####\n#+y+#\n#.#.#\n#S#.#\n#.#.#\n#+.+#\n#####\n"
	g := newTestGame(t, yellowTop, "A", "B")
	g.legal("A: rs rs rc bs yc / red ^ ^ >") // facing the yellow square: no dead end
	v := g.refused("rs rs bs bs yc / red ^ ^", CodeWrongColour).(WrongColour)
	if v.Its != yellow || v.Needed != byFaces(yellow) || v.Colour != byColour(red) || v.Nth != 1 {
		t.Errorf("facts %+v", v)
	}
	g.legal("rs rs bs ys yc / yellow ^ >")
}

func TestUsedSquares(t *testing.T) {
	g := newTestGame(t, field, "A")
	g.refused("A: rs rc rc rc rc / red ^ > > > >", CodeUsedSquare) // round a 2×2 block onto its first square
	g.refused("A: rs rc rc rc yc / red ^ > > >", CodeDeadEnd)      // stopping to face it
	g.legal("A: rs rs rc bs yc / red ^ ^ >")                       // up to row 3, turning right
	v := g.refused("A: rs rc rc bs yc / red > > ^", CodeUsedSquare).(UsedSquare)
	if v.Nth != 3 || v.Turn != 1 {
		t.Errorf("used square at square %v, on turn %d", v.Nth, v.Turn)
	}
	g.legal("A: rs rc rc bs yc / red ^ > >")
}

func TestPass(t *testing.T) {
	g := newTestGame(t, loop, "A")
	v := g.refused("rs rs rc bc yc / pass", CodePass).(MustDraw)
	if v.Route.Steps == "" || v.Colour != v.Route.Colour {
		t.Errorf("the pass violation shows no route that works: %+v", v)
	}
	// The colour suggested is the one with the most faces, not the first.
	if v := g.refused("rs bs bs bc yc / pass", CodePass).(MustDraw); v.Colour != blue {
		t.Errorf("a pass with three blue faces and one red suggests %v", v.Colour)
	}
	g.legal("rc rc bc bc yc / pass") // every curve runs into the walls of the start
	g.legal("rs rc bc bc yc / pass") // red: straight then a curve into a wall; curve first: the wall
	if g.r.cars[0].turns != 2 || g.r.cars[0].started {
		t.Errorf("after two passes: %d turns, started %v", g.r.cars[0].turns, g.r.cars[0].started)
	}
}

func TestStartSquare(t *testing.T) {
	g := newTestGame(t, field, "A", "B")
	g.refused("A: rs rs rc bs yc / red start 2 ^ ^ >", CodeStartSquare)
	g.refused("A: rs rs rc bs yc / red start 5 ^ ^ >", CodeStartSquare)
	g.legal("A: rs rs rc bs yc / red start 1 ^ ^ >")
	g.legal("B: rs rs rc bs yc / red ^ ^ >")
	g.refused("A: rs rs rc bs yc / red start 1 ^ ^ >", CodeStartSquare)
	// With start: B=3, B begins on the third square.
	g2 := newTestGame(t, field, "A", "B")
	g2.r.cars[1] = newCar(g2.r.track, 2)
	g2.legal("A: rs rs rc bs yc / red ^ ^ >", "B: rs rs rc bs yc / red start 3 ^ ^ >")
}

func TestTurnOrder(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.refused("B: rs rs rc bs yc / red ^ ^ >", CodeWrongPlayer)
	g.legal("A: rs rs bs bs yc / red ^ ^") // no +1: B is next
	if g.r.Turn() != 1 {
		t.Fatalf("turn %d, want B", g.r.Turn())
	}
	v := g.refused("A: rs rc bs bs yc / red > ^", CodeWrongPlayer).(referee.WrongPlayer)
	if _, ok := v.Why.(NoBend); !ok || v.Expected != "B" || v.Actor != "A" {
		t.Errorf("no reason given: %+v", v)
	}
	g.legal("rs rs bs bs yc / red ^ ^") // B, unnamed
	if g.r.Turn() != 0 {
		t.Fatalf("turn %d, want A", g.r.Turn())
	}
}

// TestExtraTurns: a +1 bend gives one extra turn at once, never two, and
// only at once.
func TestExtraTurns(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	g.legal("A: " + loopLap[0])
	if g.r.Turn() != 0 || !g.r.extra {
		t.Fatal("no extra turn after a +1 bend")
	}
	g.legal(loopLap[1]) // unnamed: the extra turn, also ending on a +1 bend
	if g.r.Turn() != 1 || g.r.extra {
		t.Fatal("an extra turn earned another")
	}
	g.refused("A: "+loopLap[2], CodeExtraTwice)
	g.legal("B: " + loopLap[0])
	// B does not take the extra turn: A moves, and then B's turn comes
	// round again as usual.
	g.legal("A: "+loopLap[2], "B: "+loopLap[1])
	// With three players, an extra turn not taken is gone: C is due.
	g3 := newTestGame(t, loop, "A", "B", "C")
	g3.legal("A: "+loopLap[0], "B: rs rs bs bs yc / red ^ ^")
	v := g3.refused("A: "+loopLap[1], CodeExtraLate).(ExtraLate)
	if v.Since != "B" || v.Due != "C" {
		t.Errorf("facts %+v", v)
	}
	g3.legal("C: " + loopLap[0])
}

// TestPassReason: a pass says why, colour by colour, as the engine found
// it: a colour that no route uses in full, or one that every route using it
// in full drives into a dead end. Only the second rests on the referee's
// dead-end reading, and only then is its note said — with or without
// narration.
func TestPassReason(t *testing.T) {
	pass := func(g *game, roll string, tell bool) referee.Step {
		t.Helper()
		mv, err := g.r.Parse(moveText(roll + " / pass"))
		if err != nil {
			t.Fatalf("%q: %v", roll, err)
		}
		step := g.r.Apply(0, mv, tell)
		if step.Violation != nil {
			t.Fatalf("%q: the pass is refused: %v", roll, step.Violation)
		}
		return step
	}
	deadEndNote := []referee.Message{DeadEndReading{}}

	// Red and blue curves run into the walls beside the start square: no
	// route uses them in full. The rule alone makes this pass.
	g := newTestGame(t, loop, "A")
	step := pass(g, "rc rc bc bc bs", true)
	want := Passed{Player: "A", Blocked: blockedColours{Red: true, Blue: true}}
	if len(step.Narration) != 1 || !reflect.DeepEqual(step.Narration[0], want) {
		t.Errorf("a pass no colour can make: told %+v, want %+v", step.Narration, want)
	}
	if len(step.Interpretations) != 0 {
		t.Errorf("a pass the rule makes relies on %v", step.Interpretations)
	}

	// A lone blue or yellow curve turns on the start square into a wall:
	// it is used in full, but the route ends facing the wall.
	step = pass(g, "rc rc rs bc yc", true)
	want = Passed{Player: "A", Blocked: blockedColours{Red: true}, DeadEnds: []everyByColour{everyByColour(blue), everyByColour(yellow)}, Several: true}
	if len(step.Narration) != 1 || !reflect.DeepEqual(step.Narration[0], want) {
		t.Errorf("a pass the dead-end reading makes: told %+v, want %+v", step.Narration, want)
	}
	if !reflect.DeepEqual(step.Interpretations, deadEndNote) {
		t.Errorf("a pass the dead-end reading makes relies on %v, want %v", step.Interpretations, deadEndNote)
	}

	// Three red straights stop facing the top wall; the lone curves as
	// above: every colour rolled is usable in full, only into a dead end.
	// The note is the engine's to give even when nothing is narrated, and
	// then it says who passes and which colours lead only into a dead end.
	g = newTestGame(t, loop, "A")
	silentNote := []referee.Message{DeadEndReading{Player: "A", DeadEnds: []everyByColour{everyByColour(red), everyByColour(blue), everyByColour(yellow)}}}
	if step := pass(g, "rs rs rs bc yc", false); !reflect.DeepEqual(step.Interpretations, silentNote) || step.Narration != nil {
		t.Errorf("a silent pass the dead-end reading makes: readings %v, told %v, want readings %v", step.Interpretations, step.Narration, silentNote)
	}
	step = pass(g, "rs rs rs bc yc", true)
	want = Passed{Player: "A", DeadEnds: []everyByColour{everyByColour(red), everyByColour(blue), everyByColour(yellow)}, Several: true}
	if len(step.Narration) != 1 || !reflect.DeepEqual(step.Narration[0], want) {
		t.Errorf("a pass with every colour into a dead end: told %+v, want %+v", step.Narration, want)
	}
}
