package superrace

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestTapMovesDeadEndAndEnd: in random races, each route TapMoves gives
// is a dead end exactly when it leaves its player no way to the finish
// line (toGoAfter, worked out apart), and names the square it ends on as
// the picture of a tap view marks it (data-end); a pass names none
// (family judge serve24: dead ends looked like any other route).
func TestTapMovesDeadEndAndEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(62, 24))
	faces := strings.Fields("rs rc bs bc ys yc")
	dead := 0
	// Positions of a race played out by random turns, all routes offered.
	for game := 0; game < 6; game++ {
		text, _ := randomGame(t, []string{"indianapolis", "monza"}[game%2], 2, rng)
		lines := strings.Split(strings.TrimSpace(text), "\n")
		for cut := 4; cut < len(lines); cut += 3 {
			r := replayTo(t, strings.Join(lines[:cut], "\n")+"\n")
			if r == nil || r.phase == over || r.cars[r.due].finished {
				continue
			}
			d := make([]string, 5)
			for i := range d {
				d[i] = faces[rng.IntN(len(faces))]
			}
			v := referee.View{"dice": strings.Join(d, " "), referee.TapKey: "yes"}
			ch := r.Legal(v)
			taps := r.TapMoves("en", v)
			if len(taps) != len(ch.Moves) {
				t.Fatalf("%d taps for %d moves", len(taps), len(ch.Moves))
			}
			for i, tm := range taps {
				left := toGoAfter(r, r.due, ch.Moves[i].Text)
				if want := left == -1; tm.DeadEnd != want {
					t.Errorf("%s: dead end %v, squares left after it %d", ch.Moves[i].Text, tm.DeadEnd, left)
				}
				if tm.DeadEnd {
					dead++
				}
				pass := strings.HasSuffix(ch.Moves[i].Text, "pass")
				if pass != (len(tm.Steps) == 0) {
					t.Errorf("%s: steps %q", ch.Moves[i].Text, tm.Steps)
				}
			}
		}
	}
	if dead == 0 {
		t.Error("no dead end met: the test shows nothing")
	}
}

// replayTo is the race after the transcript text (header, then turns).
func replayTo(t *testing.T, text string) *race {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(text), "\n")
	n := 0
	for n < len(lines) && strings.Contains(strings.SplitN(lines[n], "/", 2)[0], ":") && !strings.Contains(lines[n], "/") {
		n++
	}
	s, rep := refereetest.Open(Spec(), strings.Join(lines[:n], "\n")+"\n")
	if s == nil {
		t.Fatalf("header refused: %+v", rep.Lines)
	}
	for _, l := range lines[n:] {
		if err := refereetest.Play(s, l); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
	}
	return s.Engine().(*race)
}
