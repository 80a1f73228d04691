package superrace

// reach is what a car, where it stands, can do with the dice of one colour:
// by colour, straights and curves, 0 while not worked out, else whether
// Track.usable finds a route (canReach) or not (cannotReach). A car that
// cannot move passes turn after turn, and each pass is judged by a search
// of every colour's routes: most of the checking of a long race. So the
// answer is worked out once while the car stands.
type reach [4][numDice + 1][numDice + 1]uint8

const (
	canReach    = 1
	cannotReach = 2
)

// canUse reports whether player p's car can use the dice of colour col in
// tally d in full, as Track.usable says, remembered until the car moves
// (race.play forgets it). d holds five dice at most.
func (r *race) canUse(p int, col colour, d tally) bool {
	k := &r.reach[p][col][d[col][straight]][d[col][curve]]
	if *k == 0 {
		*k = cannotReach
		if _, ok := r.track.usable(&r.cars[p], col, d); ok {
			*k = canReach
		}
	}
	return *k == canReach
}
