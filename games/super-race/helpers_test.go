package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// game is a race on a map of the test's own, played line by line through
// the engine as the session would.
type game struct {
	t *testing.T
	r *race
}

func newTestGame(t *testing.T, mapText string, names ...string) *game {
	t.Helper()
	tr := mustMap(t, mapText)
	return &game{t: t, r: newRace(tr, names, make([]int, len(names)))}
}

// mustRace is a race of one player, A, on a map of the test's own.
func mustRace(tb testing.TB, mapText string) *race {
	tb.Helper()
	tr, err := ParseMap([]byte(mapText), "m")
	if err != nil {
		tb.Fatalf("map refused: %v", err)
	}
	return newRace(tr, []string{"A"}, []int{0})
}

// play plays one line, `Name: turn` or `turn`, and returns the violation's
// code, or "" when it is legal.
func (g *game) play(line string) string {
	g.t.Helper()
	actor := -1
	if name, text, ok := strings.Cut(line, ":"); ok {
		for i, n := range g.r.names {
			if n == strings.TrimSpace(name) {
				actor = i
			}
		}
		if actor < 0 {
			g.t.Fatalf("%q: no such player", line)
		}
		line = text
	}
	mv, err := g.r.Parse(&notation.Move{Text: strings.TrimSpace(line), TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		g.t.Fatalf("%q: %v", line, err)
	}
	step := g.r.Apply(actor, mv, true)
	if step.Violation != nil {
		return string(step.Violation.Code())
	}
	return ""
}

// legal plays lines that must be legal.
func (g *game) legal(lines ...string) {
	g.t.Helper()
	for _, l := range lines {
		if code := g.play(l); code != "" {
			g.t.Fatalf("%q refused as %s", l, code)
		}
	}
}

// refused plays a line that must break the rule code.
func (g *game) refused(line string, code referee.Code) referee.Message {
	g.t.Helper()
	actor := -1
	text := line
	if name, rest, ok := strings.Cut(line, ":"); ok {
		for i, n := range g.r.names {
			if n == strings.TrimSpace(name) {
				actor = i
			}
		}
		text = rest
	}
	mv, err := g.r.Parse(&notation.Move{Text: strings.TrimSpace(text), TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		g.t.Fatalf("%q: %v", line, err)
	}
	before := g.r.Turn()
	step := g.r.Apply(actor, mv, false)
	if step.Violation == nil || string(step.Violation.Code()) != string(code) {
		g.t.Fatalf("%q: got %v, want %s", line, step.Violation, code)
	}
	if g.r.Turn() != before {
		g.t.Fatalf("%q: a refused turn changed whose turn it is", line)
	}
	return step.Violation
}

// loop is a ring one square wide: twelve squares, +1 on its four corners,
// the start square S on the left side, driven up and round clockwise.
const loop = `start: up
grid:
#####
#+.+#
#.#.#
#S#.#
#.#.#
#+.+#
#####
`

// A lap of the loop, turn by turn: up over the top-left +1 corner, along
// the top to the top-right +1 corner, down the right, along the bottom
// round the bottom-left +1 corner, and up over the line.
var loopLap = []string{
	"rs rs rc bs yc / red ^ ^ >", // ends on the top-left +1 corner
	"bs bc rs ys yc / blue ^ >",  // ends on the top-right +1 corner
	"rs rs rs bs yc / red ^ ^ ^", // down the right side
	"rc rs rc bs yc / red > ^ >", // ends on the bottom-left +1 corner
	"rs bs bs bs yc / red ^",     // over the line: finished, on the line
}

// field is an open box with four start squares, for routes that turn back.
const field = `start: up
grid:
######
#....#
#....#
#....#
#SSSS#
#....#
######
`
