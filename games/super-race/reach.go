package superrace

// reach is what a car, where it stands, can do with the dice of one colour:
// by colour, straights and curves, 0 while not worked out, else whether
// Track.usable finds a route (canReach), or not: no route uses every die
// (cannotReach), or every route that does ends in a dead end (deadEndOnly). A car that
// cannot move passes turn after turn, and each pass is judged by a search
// of every colour's routes: most of the checking of a long race. So the
// answer is worked out once while the car stands.
type reach [4][numDice + 1][numDice + 1]uint8

const (
	canReach    = 1
	cannotReach = 2
	deadEndOnly = 3
)

// canUse reports whether player p's car can use the dice of colour col in
// tally d in full, as Track.usable says, remembered until the car moves
// (race.play forgets it). d holds five dice at most.
func (r *race) canUse(p int, col colour, d tally) bool { return r.reachOf(p, col, d) == canReach }

// reachOf is what player p's car can do with the dice of colour col in
// tally d: canReach, cannotReach or deadEndOnly, found by the one search
// Track.usable makes and remembered until the car moves.
func (r *race) reachOf(p int, col colour, d tally) uint8 {
	k := &r.reach[p][col][d[col][straight]][d[col][curve]]
	if *k == 0 {
		var set routeSet
		r.track.routes(&r.cars[p], col, d, 1, &set)
		switch {
		case set.n > 0:
			*k = canReach
		case set.deadEnd:
			*k = deadEndOnly
		default:
			*k = cannotReach
		}
	}
	return *k
}

// passDeadEnds reports whether a pass by player p with tally d rests on the
// referee's dead-end reading: some colour rolled could be used in full, but
// only into a dead end.
func (r *race) passDeadEnds(p int, d tally) bool {
	for _, col := range colours {
		if d.total(col) > 0 && r.reachOf(p, col, d) == deadEndOnly {
			return true
		}
	}
	return false
}
