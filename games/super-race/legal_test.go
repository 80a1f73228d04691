package superrace

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
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

// TestMaxRoutes: no colour's dice give more step orders than the route
// buffer holds, and some give that many.
func TestMaxRoutes(t *testing.T) {
	most := 0
	for s := 0; s <= numDice; s++ {
		most = max(most, len(allRoutes(s, numDice-s)))
	}
	if most != maxRoutes {
		t.Errorf("at most %d step orders, maxRoutes is %d", most, maxRoutes)
	}
}

// routesAgree checks that the route search finds exactly the routes that
// drive, tried on every order of the dice, passes as legal (and, asked for
// one, the first of them); it returns those routes.
func routesAgree(t *testing.T, where string, tr *Track, c *car, col colour, d tally) [][]step {
	t.Helper()
	var found, brute []string
	var legal [][]step
	var set, first routeSet
	tr.routes(c, col, d, maxRoutes, &set)
	for i := range set.n {
		found = append(found, routeString(set.route(i)))
	}
	if tr.routes(c, col, d, 1, &first); first.n != min(set.n, 1) || first.n == 1 && routeString(first.route(0)) != found[0] {
		t.Fatalf("%s %s: the first route %d %v, of %v", where, col.name(), first.n, first.route(0), found)
	}
	for _, r := range allRoutes(int(d[col][straight]), int(d[col][curve])) {
		var w walk
		tr.drive(c, col, r, &w)
		if w.fault == noFault {
			brute = append(brute, routeString(r))
			legal = append(legal, r)
		}
	}
	slices.Sort(found)
	slices.Sort(brute)
	if !slices.Equal(found, brute) {
		t.Fatalf("%s %s: search %v, drive %v", where, col.name(), found, brute)
	}
	return legal
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
				if d.total(col) > 0 {
					legal = append(legal, routesAgree(t, fmt.Sprintf("%s turn %d", name, turn), tr, &c, col, d)...)
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

// TestRoutesAgreeNearTheLine: from every square and heading of small maps,
// a lap still to finish or just finished, every count of dice agrees too:
// there a search that lost count of its crossings, or of a finish found on
// a route it then left, would go wrong.
func TestRoutesAgreeNearTheLine(t *testing.T) {
	for _, m := range []string{field, loop} {
		tr := mustMap(t, m)
		for cell, q := range tr.sq {
			if !q.track() {
				continue
			}
			for h := range heading(4) {
				for _, count := range []int{-1, 0, 1} {
					c := newCar(tr, 0)
					c.cell, c.h, c.count, c.started, c.finished = cell, h, count, true, count == 1
					for n := 1; n <= numDice; n++ {
						for s := 0; s <= n; s++ {
							var d tally
							d[red][straight], d[red][curve] = int8(s), int8(n-s)
							routesAgree(t, fmt.Sprintf("cell %d heading %v count %d", cell, h, count), tr, &c, red, d)
						}
					}
				}
			}
		}
	}
}

// TestPassAllocatesNothing: judging a legal pass searches every colour's
// routes in place, as driving a route does.
func TestPassAllocatesNothing(t *testing.T) {
	r := mustRace(t, loop)
	mv, _ := r.Parse(moveText("rs rc bc bc yc / pass"))
	n := testing.AllocsPerRun(100, func() {
		if no := r.judge(0, mv.(*turn)); no != nil {
			t.Fatal(no.Code())
		}
	})
	if n != 0 {
		t.Errorf("a legal pass allocates %v times", n)
	}
}

// TestMovesWithDice: `moves --dice` lists every colour and route the dice
// allow, each in words that read back in Russian too, and a pass when
// there is none; without dice it lists nothing and says why.
func TestMovesWithDice(t *testing.T) {
	g := newTestGame(t, loop, "A", "B")
	ch := g.r.Legal(nil)
	if len(ch.Moves) != 0 || ch.Intro == nil || ch.Intro.Code() != "super-race.about.no-dice" {
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
		if ch := g.r.Legal(referee.View{"dice": bad}); len(ch.Moves) != 0 || ch.Intro == nil {
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
