package bigraces

import "sort"

// ranking is the cars in the order of their places so far: the finishers
// in the order they crossed the line, then the cars that left the race
// (seed: «Фишки-машины, сошедшие с дистанции, занимают в итоге гонки места
// соответственно пройденному расстоянию») — the greater distance first; of
// two at one distance the one that left later (RULES.md), and of two that
// left at once the inner lane. Cars still racing, and cars a setup left
// out, have no place.
func (r *race) ranking() []int {
	out := append([]int(nil), r.finishers...)
	gone := append([]departure(nil), r.departed...)
	sort.SliceStable(gone, func(i, j int) bool {
		a, b := gone[i], gone[j]
		switch {
		case a.pos.dist != b.pos.dist:
			return a.pos.dist > b.pos.dist
		case a.when != b.when:
			return a.when > b.when
		}
		return a.pos.lane < b.pos.lane
	})
	for _, d := range gone {
		out = append(out, d.car)
	}
	return out
}

// standings are the players by the place of their better car (seed:
// «Место каждого из игроков на финише лучше определять по результату его
// первой машины»), with that car. While the race is on only the players
// with a car over the line are placed: nothing a car still racing does can
// put it ahead of a finisher, and the rest is not known yet.
func (r *race) standings() (players, best []int) {
	cars := r.finishers
	if r.over {
		cars = r.ranking()
	}
	placed := make([]bool, r.players)
	for _, c := range cars {
		if p := r.owner(c); !placed[p] {
			placed[p] = true
			players = append(players, p)
			best = append(best, c)
		}
	}
	return players, best
}

// winner is the car whose player won, or -1 while nobody has: the first
// car over the line (RULES.md: the winner is named as soon as a car
// finishes); when every car left without finishing, the best-placed car.
func (r *race) winner() int {
	if len(r.finishers) > 0 {
		return r.finishers[0]
	}
	if r.over {
		if rank := r.ranking(); len(rank) > 0 {
			return rank[0]
		}
	}
	return -1
}
