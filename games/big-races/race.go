package bigraces

// state is where a car is in the race.
type state uint8

const (
	racing   state = iota
	finished       // crossed the line; stays on its cell until the round ends
	zeroed         // declared «ноль»; stays on its cell until the round ends
	done           // finished and gone from the track
	retired        // left the race without finishing: zero or lapped
	absent         // not in a mid-race setup: takes no place
)

// car is one car. Cars are numbered in grid order: the players' first cars
// in the order of the lot, then their second cars (car i belongs to player
// i mod players and is its (i / players + 1)-th).
type car struct {
	pos
	state   state
	onTrack bool
	left    int  // the move on which it finished or left the race
	lapper  int  // the leader that lapped it, +1; 0 when it was not lapped
	stopped bool // the leader that lapped it stopped on its cell (not only drove through)
	leftOut bool // its move in this round was refused and left out (--keep-going)
}

// departure records a car that left the race without finishing, for the
// places: its distance and lane then, and when it left (see stamp).
type departure struct {
	car    int
	pos    pos
	when   int
	lapped bool
	by     int // the leader that lapped it
}

// race is the state of a race.
type race struct {
	length, laps int
	goal         int // laps × length: a car reaching this distance finishes
	players      int
	cars         []car
	grid         []int8 // (lane−1)×length + column → car+1, or 0 for a free cell
	// gridDepth is how far behind the start line the deepest car stood
	// when the race was placed: a picture of the whole ring keeps that
	// many cells before the line in every position, so that its frame
	// does not move from move to move.
	gridDepth int

	round    int
	first    int   // the number of this round's first move
	order    []int // this round's order: the cars as they stood at its start
	next     int   // the index in order of the car due
	moved    int   // how many cars have moved in this round (a zero counts)
	prev     int   // the car that moved last in this round
	prevCost int   // what its move cost (0 for a zero; its whole limit when left out)

	moves     int // legal moves played
	finishers []int
	departed  []departure
	over      bool
	overAt    int // the move after which no car was left racing

	// The last move, for the drawing: its car +1 (0 before any), where it
	// started and the path driven (nil for a zero).
	lastCar  int
	lastFrom pos
	lastPath path
}

// newRace builds a race with every car on the grid (seed): «На старте все
// фишки стоят на четвертой, дальней от центра дорожке. Они выстраиваются в
// линию по жребию: сначала по одной машине от каждого игрока, затем вторые
// машины в том же порядке» — the first at distance 0, each next one column
// behind.
func newRace(players, length, laps int) *race {
	r := &race{length: length, laps: laps, goal: length * laps, players: players,
		cars: make([]car, 2*players), grid: make([]int8, lanes*length)}
	for i := range r.cars {
		r.cars[i] = car{pos: pos{outerLane, -i}}
	}
	r.place()
	return r
}

// place puts every racing car on the grid and starts the first round:
// after the start or a setup.
func (r *race) place() {
	clear(r.grid)
	r.gridDepth = 0
	for _, c := range r.cars {
		if c.state == racing && c.dist < 0 {
			r.gridDepth = max(r.gridDepth, -c.dist)
		}
	}
	r.round = 0
	r.order = r.order[:0]
	for i := range r.cars {
		r.order = append(r.order, i)
		c := &r.cars[i]
		c.onTrack = c.state == racing
		if c.onTrack {
			r.grid[r.cell(c.pos)] = int8(i + 1)
		}
	}
	r.startRound()
}

// cell is the index of a position's cell in the grid.
func (r *race) cell(p pos) int { return (p.lane-1)*r.length + column(p.dist, r.length) }

// at is the car standing on a position's cell, or -1.
func (r *race) at(p pos) int { return int(r.grid[r.cell(p)]) - 1 }

// owner is the player a car belongs to.
func (r *race) owner(c int) int { return c % r.players }

// ahead orders two cars at a round's start: «Следующий ход первой делает та
// фишка-машина, которая вышла на первое место … Из двух фишек-машин, идущих
// наравне, первой считается та, которая находится на внутренней дорожке.»
func (r *race) ahead(a, b int) bool {
	pa, pb := r.cars[a].pos, r.cars[b].pos
	if pa.dist != pb.dist {
		return pa.dist > pb.dist
	}
	return pa.lane < pb.lane
}

// startRound orders the cars still racing; the race is over when none is.
// They are taken in the order of the round before (place starts with every
// car), which they mostly keep, so the sort has little to do; no two racing
// cars stand level (each has its own cell), so the order is the same
// whatever order they are taken in.
func (r *race) startRound() {
	racingNow := r.order[:0]
	for _, c := range r.order {
		if r.cars[c].state == racing {
			racingNow = append(racingNow, c)
		}
	}
	r.order = racingNow
	for i := range r.cars {
		r.cars[i].leftOut = false
	}
	if len(r.order) == 0 {
		r.over, r.overAt = true, r.moves
		return
	}
	// At most sixteen cars: an insertion sort, with nothing to allocate.
	for i := 1; i < len(r.order); i++ {
		for j := i; j > 0 && r.ahead(r.order[j], r.order[j-1]); j-- {
			r.order[j], r.order[j-1] = r.order[j-1], r.order[j]
		}
	}
	r.round++
	r.first = r.moves + 1
	r.next, r.moved, r.prev, r.prevCost = 0, 0, -1, 0
}

// due is the car to move, or -1 when the race is over.
func (r *race) due() int {
	if r.over {
		return -1
	}
	return r.order[r.next]
}

// leader is this round's first car: the only one that laps.
func (r *race) leader() int { return r.order[0] }

// limit is the most the car due may spend (seed): «Фишка-лидер
// перемещается на 1, 2, 3 или 4 клетки … Вторая машина продвигается …
// самое большое — на 2 клетки больше, чем прошел лидер. Третья … на одну
// клетку больше, чем прошла предыдущая фишка.» The limits follow the cars
// that actually move (RULES.md): a lapped car is skipped, and a zero
// counts 0.
func (r *race) limit() int {
	switch r.moved {
	case 0:
		return 4
	case 1:
		return r.prevCost + 2
	}
	return r.prevCost + 1
}

// stamp orders departures in time: a car lapped by move m left at 2m; the
// cars that leave when the round after move m ends, at 2m+1.
func (r *race) stamp(roundEnd bool) int {
	if roundEnd {
		return 2*r.moves + 1
	}
	return 2 * r.moves
}

// advance moves the turn to the next car of the round that is still
// racing, and ends the round when none is left.
func (r *race) advance() (ended bool) {
	r.next++
	for r.next < len(r.order) && r.cars[r.order[r.next]].state != racing {
		r.next++
	}
	if r.next < len(r.order) {
		return false
	}
	r.endRound()
	return true
}

// endRound takes off the track the cars that finished or declared zero in
// it (seed: «После того как последняя фишка сделает очередной ход, фишка,
// сделавшая «нулевой ход», снимается с дистанции»; «Фишка-машина,
// заканчивающая гонку на финишной линии, остается там до того момента, пока
// очередной ход не сделает последняя фишка»), then starts the next round.
func (r *race) endRound() {
	when := r.stamp(true)
	for i := range r.cars {
		c := &r.cars[i]
		switch c.state {
		case finished:
			c.state = done
		case zeroed:
			c.state = retired
			r.departed = append(r.departed, departure{car: i, pos: c.pos, when: when, by: -1})
		default:
			continue
		}
		c.onTrack = false
		r.grid[r.cell(c.pos)] = 0
	}
	r.startRound()
}
