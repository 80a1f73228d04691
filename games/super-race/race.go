package superrace

import "github.com/boardgame-referee/referee/referee"

// phase is where the race is.
type phase int8

const (
	racing   phase = iota
	final          // someone has finished: the round goes on up to the last seat
	tieBreak       // the tied players drive further turns among themselves
	over
)

// race is a game of Super Race in progress: one car a player, each on its
// own copy of the track.
type race struct {
	track *Track
	names []string
	cars  []car
	// due is the player whose turn it is. When extra is set, due has just
	// ended a turn on a +1 bend and may take an extra turn; otherwise the
	// next player may move instead.
	due   int
	extra bool
	// The last turn played: whose, whether it was an extra turn, whether it
	// ended on a +1 bend.
	lastMover int
	lastExtra bool
	lastPlus  bool
	lastPass  bool // the last turn was a pass: the picture's caption says so
	// missed holds, for each player, the turn (theirs, from 1) that earned
	// an extra turn they did not take, until they move again.
	missed []int
	lostTo []int // for each missed extra turn, the player who moved instead
	// lostAt holds, for each missed extra turn, the game's move (counted
	// over all players from 1, as the transcript's lines are) that ended on
	// the bend; plays counts the turns played so far.
	lostAt   []int
	plays    int
	phase    phase
	finisher int    // the first player to finish, or -1
	tied     []bool // tie-break: the players still tied
	allPass  bool   // tie-break: every tied player has passed this round
	winners  []int
	shared   bool // the tied players passed together and share the win
	resolved bool // the turn just played ended a final or tie-break round
	// w is the walk of the turn being judged, kept to allocate nothing.
	w walk
	// reach is what each player's car can do with the dice where it
	// stands (canUse).
	reach []reach
	// startKey is the header's start line key as written, or "" when the
	// header has none: a refused start square names the line.
	startKey string
}

func newRace(t *Track, names []string, starts []int) *race {
	r := &race{track: t, names: names, lastMover: -1, finisher: -1, missed: make([]int, len(names)), lostTo: make([]int, len(names)), lostAt: make([]int, len(names)), reach: make([]reach, len(names))}
	r.cars = make([]car, len(names))
	for i := range r.cars {
		r.cars[i] = newCar(t, starts[i])
	}
	return r
}

// Turn is the player whose turn it is.
func (r *race) Turn() int {
	if r.phase == over {
		return -1
	}
	return r.due
}

// after is the player who moves after p in the current phase, or -1 when
// the round (final or tie-break) is complete.
func (r *race) after(p int) int {
	n := len(r.cars)
	switch r.phase {
	case racing:
		return (p + 1) % n
	case final:
		// The round is completed up to the last seat (RULES.md).
		for q := p + 1; q < n; q++ {
			if !r.cars[q].finished {
				return q
			}
		}
		return -1
	case tieBreak:
		for q := p + 1; q < n; q++ {
			if r.tied[q] {
				return q
			}
		}
		return -1
	}
	return -1
}

// Skip hands the turn on past a turn the replay left out: to the player
// the next line names, when they may move now, or else past the player due,
// whose extra turn (if any) is then not taken.
func (r *race) Skip(to int, _ referee.Move) bool {
	if r.phase == over {
		return false
	}
	if to >= 0 {
		if to >= len(r.cars) || !r.mayMove(to) {
			return false
		}
		r.due, r.extra = to, false
		return true
	}
	r.extra = false
	r.moveOn(r.due, false)
	return true
}

// mayMove reports whether p may take a turn in the current phase.
func (r *race) mayMove(p int) bool {
	switch r.phase {
	case racing:
		return true
	case final:
		return p > r.finisher && !r.cars[p].finished
	case tieBreak:
		return r.tied[p]
	}
	return false
}

// moveOn passes the turn after p's, resolving the end of a final or
// tie-break round. passed says whether p's turn was a pass.
func (r *race) moveOn(p int, passed bool) {
	if r.phase == tieBreak && !passed {
		r.allPass = false
	}
	if q := r.after(p); q >= 0 {
		r.due = q
		return
	}
	r.resolve()
}

// resolve compares the finished players (or the tied ones) at the end of a
// round: one ahead wins, several tied drive tie-break turns, and tied
// players who all passed in a tie-break round share the win.
func (r *race) resolve() {
	r.resolved = true
	if r.phase == tieBreak && r.allPass {
		r.phase, r.shared = over, true
		r.winners = r.winners[:0]
		for p, t := range r.tied {
			if t {
				r.winners = append(r.winners, p)
			}
		}
		return
	}
	best := []int(nil)
	for p, c := range r.cars {
		if !c.finished || r.phase == tieBreak && !r.tied[p] {
			continue
		}
		switch {
		case best == nil || c.past > r.cars[best[0]].past:
			best = []int{p}
		case c.past == r.cars[best[0]].past:
			best = append(best, p)
		}
	}
	if len(best) == 1 {
		r.phase, r.winners = over, best
		return
	}
	r.phase, r.allPass = tieBreak, true
	r.tied = make([]bool, len(r.cars))
	for _, p := range best {
		r.tied[p] = true
	}
	r.due, r.extra = best[0], false
}
