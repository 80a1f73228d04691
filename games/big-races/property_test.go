package bigraces

import (
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
)

// consistent checks that the grid holds exactly the cars on the track.
func consistent(t *testing.T, r *race) {
	t.Helper()
	on := 0
	for i, c := range r.cars {
		if c.onTrack {
			on++
			if r.at(c.pos) != i {
				t.Fatalf("car %d at %v, grid says %d", i, c.pos, r.at(c.pos))
			}
		}
		if c.onTrack != (c.state == racing || c.state == finished || c.state == zeroed) {
			t.Fatalf("car %d state %d on track %v", i, c.state, c.onTrack)
		}
	}
	used := 0
	for _, g := range r.grid {
		if g != 0 {
			used++
		}
	}
	if used != on {
		t.Fatalf("%d cells used, %d cars on the track", used, on)
	}
	// At a round's start its order is the cars racing, in car order,
	// sorted afresh (startRound takes them in the order of the round
	// before).
	if r.moved == 0 && !r.over {
		var want []int
		for i, c := range r.cars {
			if c.state == racing {
				want = append(want, i)
			}
		}
		sort.SliceStable(want, func(i, j int) bool { return r.ahead(want[i], want[j]) })
		if !slices.Equal(r.order, want) {
			t.Fatalf("round %d: order %v, sorted afresh %v", r.round, r.order, want)
		}
	}
}

// TestRandomRacesEnd: races from the grid played with random options
// never break a rule, keep the grid right, and end with every car placed.
func TestRandomRacesEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		players := 2 + rng.IntN(7)
		r := newRace(players, 2*players+1+rng.IntN(40), 1+rng.IntN(2))
		moves := 0
		for !r.over {
			playRandom(r, rng)
			consistent(t, r)
			if moves++; moves > 100000 {
				t.Fatalf("race %d: no end after %d moves", i, moves)
			}
		}
		rank := r.ranking()
		if len(rank) != len(r.cars) {
			t.Fatalf("race %d: %d cars placed of %d", i, len(rank), len(r.cars))
		}
		seen := map[int]bool{}
		for _, c := range rank {
			if seen[c] {
				t.Fatalf("race %d: car %d placed twice", i, c)
			}
			seen[c] = true
		}
		if pl, _ := r.standings(); len(pl) != players {
			t.Fatalf("race %d: %d players placed", i, len(pl))
		}
		if w := r.winner(); w < 0 || len(r.finishers) > 0 && w != r.finishers[0] {
			t.Fatalf("race %d: winner %d", i, w)
		}
	}
}

// TestChangedMoveListedOrRefused: any path the judge accepts is one of the
// options, and an option's neighbours (a step added, dropped or changed)
// are either options too or refused.
func TestChangedMoveListedOrRefused(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for i := range 400 {
		r := randomRace(rng)
		if r.over {
			continue
		}
		opts := r.options()
		listed := map[string]bool{}
		for _, o := range opts {
			listed[outcomeKey(o.to, o.cost, toInt8(o.lapped))] = true
		}
		for _, o := range opts {
			steps := expand(o.path)
			for _, changed := range neighbours(steps, rng) {
				m := move{car: -1, path: compact(changed)}
				var d drive
				_, f := r.judge(-1, &m, &d)
				if f.kind == noFault && !listed[outcomeKey(d.to, d.cost, d.lapped[:d.laps])] {
					t.Fatalf("race %d: %s is legal but not listed", i, m.path.english())
				}
			}
		}
	}
}

func toInt8(cars []int) []int8 {
	out := make([]int8, len(cars))
	for i, c := range cars {
		out[i] = int8(c + 1)
	}
	return out
}

func expand(p path) []step {
	var out []step
	for _, r := range p {
		for range r.n {
			out = append(out, r.step)
		}
	}
	return out
}

// neighbours are a path with one step dropped, added or changed.
func neighbours(steps []step, rng *rand.Rand) [][]step {
	var out [][]step
	all := []step{forward, inward, outward}
	for j := range steps {
		out = append(out, append(append([]step(nil), steps[:j]...), steps[j+1:]...))
		c := append([]step(nil), steps...)
		c[j] = all[rng.IntN(3)]
		out = append(out, c)
	}
	out = append(out, append(append([]step(nil), steps...), all[rng.IntN(3)]))
	return out
}

// crowded is an eight-player race with every car in a knot of six
// columns, so that paths wind between them.
func crowded() *race {
	r := newRace(8, 40, 6)
	clear(r.grid)
	i := 0
	for col := 0; i < len(r.cars); col++ {
		for lane := 1; lane <= lanes && i < len(r.cars); lane++ {
			if (col+lane)%3 == 0 {
				continue
			}
			r.cars[i].pos = pos{lane, 30 - col}
			i++
		}
	}
	r.place()
	return r
}

func (r *race) clone() *race {
	c := *r
	c.cars = append([]car(nil), r.cars...)
	c.grid = append([]int8(nil), r.grid...)
	c.order = append([]int(nil), r.order...)
	c.finishers = append([]int(nil), r.finishers...)
	c.departed = append([]departure(nil), r.departed...)
	return &c
}

// BenchmarkOptionsCrowdedRound lists the options of every car of a
// crowded eight-player round, each car taking its costliest option so
// that the limits grow as high as they go.
func BenchmarkOptionsCrowdedRound(b *testing.B) {
	start := crowded()
	total := 0
	for b.Loop() {
		r := start.clone()
		for round := r.round; r.round == round && !r.over; {
			opts := r.options()
			total += len(opts)
			m := move{car: -1, zero: len(opts) == 0}
			if !m.zero {
				m.path = opts[len(opts)-1].path
			}
			var d drive
			c, f := r.judge(-1, &m, &d)
			if f.kind != noFault {
				b.Fatal(f)
			}
			r.play(c, &m, &d)
		}
	}
	b.ReportMetric(float64(total)/float64(b.N), "options/round")
}
