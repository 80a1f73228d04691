// Package bigraces is «Большие гонки» (big-races): a race of two-car teams
// round a four-lane ring, each car's move limited by the car that moved
// before it in the round.
package bigraces

// The track (RULES.md, the seed's figure being lost): a ring of `length`
// cells on each of four lanes, lane 1 the innermost. A car stands at a
// position (lane, distance): its distance counts the columns it has come
// from the start line over every lap, negative on the grid behind the line;
// its cell is (lane, distance mod length).
const (
	lanes     = 4
	innerLane = 1
	outerLane = lanes

	minLength     = 4
	maxLength     = 1000
	defaultLength = 40
	maxLaps       = 100
	minPlayers    = 2
	maxPlayers    = 8
)

// pos is a car's place on the track.
type pos struct {
	lane int
	dist int
}

// column is the ring column of a distance: 0…length−1, also behind the line.
func column(dist, length int) int {
	c := dist % length
	if c < 0 {
		c += length
	}
	return c
}

// lap is the lap a distance lies on: 1 from the line on, 0 on the grid
// behind it. With length 40, distance 85 is lap 3, column 5.
func lap(dist, length int) int {
	if dist >= 0 {
		return dist/length + 1
	}
	return -((-dist + length - 1) / length) + 1
}
