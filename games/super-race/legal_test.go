package superrace

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"referee/referee"
)

// allRoutes is every order of s straights and c curves, each curve either
// way: the routes the search may choose from, by brute force.
func allRoutes(s, c int) [][]step {
	if s == 0 && c == 0 {
		return [][]step{nil}
	}
	var out [][]step
	if s > 0 {
		for _, r := range allRoutes(s-1, c) {
			out = append(out, append([]step{ahead}, r...))
		}
	}
	if c > 0 {
		for _, r := range allRoutes(s, c-1) {
			out = append(out, append([]step{left}, r...), append([]step{right}, r...))
		}
	}
	return out
}

func routeString(r []step) string {
	var b strings.Builder
	for _, s := range r {
		b.WriteString(s.symbol())
	}
	return b.String()
}

func randomFaces(rng *rand.Rand) []face {
	faces := make([]face, numDice)
	for i := range faces {
		faces[i] = face{colours[rng.IntN(3)], shape(rng.IntN(2))}
	}
	return faces
}

// TestRoutesAgreeWithDrive: on random positions of both built-in tracks,
// the route search finds exactly the routes that drive checks as legal.
func TestRoutesAgreeWithDrive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, name := range builtinList() {
		tr := builtinTracks()[name]
		c := newCar(tr, rng.IntN(len(tr.starts)))
		for turn := 1; turn <= 40; turn++ {
			d := tallyOf(randomFaces(rng))
			var legal [][]step
			for _, col := range colours {
				if d.total(col) == 0 {
					continue
				}
				var found, brute []string
				tr.routes(&c, col, d, func(r []step) bool { found = append(found, routeString(r)); return true })
				for _, r := range allRoutes(int(d[col][straight]), int(d[col][curve])) {
					var w walk
					tr.drive(&c, col, r, &w)
					if w.fault == noFault {
						brute = append(brute, routeString(r))
						legal = append(legal, r)
					}
				}
				slices.Sort(found)
				slices.Sort(brute)
				if !slices.Equal(found, brute) {
					t.Fatalf("%s turn %d %s: search %v, drive %v", name, turn, col.name(), found, brute)
				}
			}
			if len(legal) == 0 {
				continue
			}
			r := legal[rng.IntN(len(legal))]
			var w walk
			tr.drive(&c, grey, r, &w) // any colour: the squares were checked above
			for i := 0; i < w.n; i++ {
				c.used[w.cells[i]] = uint16(turn)
			}
			c.cell, c.h, c.count, c.started = w.end, w.h, w.count, true
			if w.finishes >= 0 {
				c.finished = true
			}
		}
	}
}

// TestMovesWithDice: `moves --dice` lists every colour and route the dice
// allow, each in words that read back in Russian too, and a pass when
// there is none; without dice it lists nothing and says why.
func TestMovesWithDice(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	ch := g.r.Legal(nil)
	if len(ch.Moves) != 0 || ch.About == nil || ch.About.ID != "super-race.about.no-dice" {
		t.Fatalf("without dice: %+v", ch)
	}
	ch = g.r.Legal(referee.View{"dice": "rs rs rc bs yc"})
	var texts []string
	for _, m := range ch.Moves {
		texts = append(texts, m.Text)
	}
	want := []string{"rs rs rc bs yc / red ^ ^ >", "rs rs rc bs yc / blue ^"}
	if !slices.Equal(texts, want) {
		t.Fatalf("moves %v, want %v", texts, want)
	}
	for _, m := range ch.Moves {
		if code := newTestGame(t, loop, "A", "B").play(m.Text); code != "" {
			t.Errorf("%q is listed but refused as %s", m.Text, code)
		}
	}
	ch = g.r.Legal(referee.View{"dice": "кп ку су су жу"})
	if len(ch.Moves) != 1 || ch.Moves[0].Text != "rs rc bc bc yc / pass" {
		t.Fatalf("a roll with no route: %+v", ch.Moves)
	}
	for _, bad := range []string{"rs rs rc", "rs rx", "rs rs rc bs yc / red"} {
		if ch := g.r.Legal(referee.View{"dice": bad}); len(ch.Moves) != 0 || ch.About == nil {
			t.Errorf("dice %q: %+v", bad, ch)
		}
	}
}

// TestChangedTurnListedOrFlagged: a legal turn changed in one place (a
// face, the colour, a step) is either among the legal turns for its dice or
// refused.
func TestChangedTurnListedOrFlagged(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	symbols := []string{"^", "<", ">"}
	for round := 0; round < 200; round++ {
		g := newTestGame(t, ring2, "A")
		for _, l := range ring2Lap[:rng.IntN(4)] {
			g.legal(l)
		}
		dice := randomFaces(rng)
		var ds []string
		for _, f := range dice {
			ds = append(ds, f.letters())
		}
		listed := map[string]bool{}
		for _, m := range g.r.Legal(referee.View{"dice": strings.Join(ds, " ")}).Moves {
			listed[m.Text] = true
		}
		// A random plan for these dice, right or wrong.
		col := colours[rng.IntN(3)]
		plan := strings.Join(ds, " ") + " / " + col.name()
		for n := rng.IntN(5); n > 0; n-- {
			plan += " " + symbols[rng.IntN(3)]
		}
		mv, err := g.r.Parse(moveText(plan))
		if err != nil {
			t.Fatalf("%q: %v", plan, err)
		}
		step := g.r.Apply(-1, mv, false)
		if (step.Violation == nil) != listed[plan] {
			t.Errorf("%q: legal %v, listed %v", plan, step.Violation == nil, listed[plan])
		}
	}
}

// TestSkip: after a refused line, the turn is handed on as the next line
// says.
func TestSkip(t *testing.T) {
	g := newTestGame(t, loop, "A", "B", "C")
	if !g.r.Skip(-1, nil) || g.r.Turn() != 1 {
		t.Fatalf("skip past A: turn %d", g.r.Turn())
	}
	if !g.r.Skip(2, nil) || g.r.Turn() != 2 {
		t.Fatalf("skip to C: turn %d", g.r.Turn())
	}
	g.legal("C: " + loopLap[0])
	if !g.r.Skip(-1, nil) || g.r.Turn() != 0 || g.r.extra {
		t.Fatalf("skip past C's extra turn: turn %d extra %v", g.r.Turn(), g.r.extra)
	}
}
