package bigraces

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// randomRace places the cars of 2–8 players at random on a short ring and
// plays a few random legal moves, so that the car due has any limit.
func randomRace(rng *rand.Rand) *race {
	players := 2 + rng.IntN(7)
	length := 2*players + 1 + rng.IntN(25)
	r := newRace(players, length, 1+rng.IntN(3))
	clear(r.grid)
	for i := range r.cars {
		for {
			p := pos{1 + rng.IntN(lanes), rng.IntN(r.goal+length-1) - length + 1}
			if r.at(p) < 0 {
				r.cars[i].pos = p
				r.grid[r.cell(p)] = int8(i + 1)
				break
			}
		}
	}
	r.place()
	for n := rng.IntN(2 * len(r.cars)); n > 0 && !r.over; n-- {
		playRandom(r, rng)
	}
	return r
}

// playRandom plays one of the car due's options, or its zero.
func playRandom(r *race, rng *rand.Rand) option {
	opts := r.options()
	m := move{car: -1, zero: len(opts) == 0}
	var o option
	if !m.zero {
		o = opts[rng.IntN(len(opts))]
		m.path = o.path
	}
	var d drive
	c, f := r.judge(-1, &m, &d)
	if f.kind != noFault {
		panic(fmt.Sprintf("option %s refused: %+v", o.path.english(), f))
	}
	r.play(c, &m, &d)
	return o
}

// every lists the outcomes of the car due by trying every path of f, i and
// o within its limit through judge: the slow, sure answer.
func every(r *race) map[string]bool {
	out := map[string]bool{}
	lim := r.limit()
	var walk func(steps []step, cost int)
	walk = func(steps []step, cost int) {
		if cost > 0 {
			m := move{car: -1, path: compact(steps)}
			var d drive
			if _, f := r.judge(-1, &m, &d); f.kind == noFault {
				out[outcomeKey(d.to, d.cost, d.lapped[:d.laps])] = true
			} else if f.kind == offTrackFault || f.kind == occupiedFault || f.kind == onlyLeaderLapsFault || f.kind == cellTwiceFault {
				if f.at < len(steps)-1 {
					return // a longer path with this start fails the same way
				}
			}
		}
		for _, s := range [...]step{forward, inward, outward} {
			if cost+stepCost[s] <= lim {
				walk(append(steps, s), cost+stepCost[s])
			}
		}
	}
	walk(nil, 0)
	return out
}

func outcomeKey(to pos, cost int, lapped []int8) string {
	return fmt.Sprintf("%s cost %d lapped %v", cellText(to), cost, lapped)
}

// TestOptionsAreEveryOutcome: the search lists each outcome a brute force
// finds, once, each with a path judge accepts with that outcome.
func TestOptionsAreEveryOutcome(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for i := range 600 {
		r := randomRace(rng)
		if r.over || r.limit() > 12 {
			continue
		}
		want := every(r)
		got := map[string]bool{}
		for _, o := range r.options() {
			m := move{car: -1, path: o.path}
			var d drive
			_, f := r.judge(-1, &m, &d)
			lapped := make([]int8, len(o.lapped))
			for j, c := range o.lapped {
				lapped[j] = int8(c + 1)
			}
			k := outcomeKey(o.to, o.cost, lapped)
			if f.kind != noFault || outcomeKey(d.to, d.cost, d.lapped[:d.laps]) != k {
				t.Fatalf("race %d: option %s (%s) judged %+v %+v", i, o.path.english(), k, f, d)
			}
			if got[k] {
				t.Fatalf("race %d: outcome %s twice", i, k)
			}
			got[k] = true
		}
		for k := range want {
			if !got[k] {
				t.Fatalf("race %d: outcome %s missing from %d options", i, k, len(got))
			}
		}
		if len(got) != len(want) {
			t.Fatalf("race %d: %d options, %d outcomes", i, len(got), len(want))
		}
		if r.canMove(r.due()) != (len(got) > 0) {
			t.Fatalf("race %d: canMove %v with %d options", i, r.canMove(r.due()), len(got))
		}
		// The example a refused zero shows is the first option.
		if st, ok := r.firstStep(r.due()); ok {
			if o := r.options()[0]; o.path.english() != (path{{st, 1}}).english() {
				t.Fatalf("race %d: first step %s, first option %s", i, (path{{st, 1}}).english(), o.path.english())
			}
		}
	}
}

// TestMemoAgreesWithFullSearch: searching each state once finds what
// searching every path finds.
func TestMemoAgreesWithFullSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for i := range 300 {
		r := randomRace(rng)
		if r.over {
			continue
		}
		fast := r.options()
		c := r.due()
		s := search{r: r, car: c, from: r.cars[c].pos, limit: r.limit(), leads: r.moved == 0, seen: map[uint64]struct{}{}}
		// No memo: every path apart.
		s.visited = append(s.visited, r.cell(s.from))
		s.explore(s.from, 0, 0)
		if a, b := optionKeys(fast), optionKeys(s.out); a != b {
			t.Fatalf("race %d: memo finds\n%s\nfull search finds\n%s", i, a, b)
		}
	}
}

// optionKeys lists the outcomes of options, sorted, one a line.
func optionKeys(opts []option) string {
	keys := make([]string, len(opts))
	for i, o := range opts {
		lapped := make([]int8, len(o.lapped))
		for j, c := range o.lapped {
			lapped[j] = int8(c + 1)
		}
		keys[i] = outcomeKey(o.to, o.cost, lapped)
	}
	sort.Strings(keys)
	return strings.Join(keys, "\n")
}

// TestEnter: what a step meets, case by case, written out apart from
// the rule's one function.
func TestEnter(t *testing.T) {
	// Ring of 20; a1 leads at 2/25; b1 on lane 1 at 7 is a lap behind
	// the cell of 1/27; b2 on lane 2 at 6 a lap behind the cell of 2/26;
	// a2 on 3/26 is level.
	r, cs := build(t, "players: a, b", "length: 20", "setup: a1=2/25, b1=1/7, b2=2/6, a2=3/26")
	b1, b2, a2 := cs.folded["b1"], cs.folded["b2"], cs.folded["a2"]
	for _, c := range []struct {
		to    pos
		leads bool
		other int
		meets entry
	}{
		{pos{0, 25}, true, -1, offTrack},
		{pos{5, 25}, false, -1, offTrack},
		{pos{1, 25}, true, -1, freeCell},
		{pos{1, 27}, true, b1, lapsCar},
		{pos{1, 27}, false, b1, leaderOnly},
		{pos{1, 7}, true, b1, occupiedCell}, // level with it: not a lap behind
		{pos{2, 26}, true, b2, behindOffLaneOne},
		{pos{2, 26}, false, b2, occupiedCell},
		{pos{3, 26}, true, a2, occupiedCell},
		{pos{3, 46}, true, a2, behindOffLaneOne}, // a lap behind, not on lane 1
	} {
		if o, m := r.enter(c.to, c.leads); o != c.other || m != c.meets {
			t.Errorf("enter(%v, leads %v) = %d, %d; want %d, %d", c.to, c.leads, o, m, c.other, c.meets)
		}
	}
	// A car that has declared zero is in the way, never lapped.
	r.cars[b1].state = zeroed
	if o, m := r.enter(pos{1, 27}, true); o != b1 || m != occupiedCell {
		t.Errorf("a zeroed car on 1/27: %d, %d", o, m)
	}
}

func TestOptionPaths(t *testing.T) {
	r, cs := build(t, "players: A, B", "setup: A1=2/10, B1=3/5")
	var got []string
	for _, o := range r.options() {
		got = append(got, fmt.Sprintf("%s=%d", o.path.english(), o.cost))
	}
	want := "f=1 i=1 ff=2 fi=2 3f=3 ffi=3 o=3 4f=4 3fi=4 fo=4"
	if strings.Join(got, " ") != want {
		t.Fatalf("options\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	_ = cs
}

// compact merges neighbouring runs of one step, as a path is written.
func compact(steps []step) path {
	var p path
	for _, s := range steps {
		if n := len(p); n > 0 && p[n-1].step == s {
			p[n-1].n++
			continue
		}
		p = append(p, run{s, 1})
	}
	return p
}
