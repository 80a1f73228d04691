package bigraces

import "github.com/boardgame-referee/referee/referee"

// Moved is what a legal move did, told as --explain tells it: one message
// a move, its template the whole of it — the round it opens, the move or
// the zero, the cars it laps, the finish, and the round it ends.
type Moved struct {
	// Round is the round the move opens, with its order; 0 when it
	// opens none.
	Round int
	Order []Placed

	Car  Car
	Zero bool // the car declared zero
	// The move: its path as written, from and to, its cost step by step,
	// the car's limit and where it comes from.
	Path     string
	From, To Cell
	Sum      string
	Limit    int
	Why      Limit
	Lapped   []Lap

	// Place is the car's place as it crosses the finish line, 0 when it
	// does not; Player its player, who wins when it is the first. Past is
	// how far its path goes on past the line; Before the car that
	// finished just before it in the same round.
	Place  int
	Player string
	Past   referee.Quantity
	Before Car

	Gone []Car // the cars that leave the track as the move ends the round
	Over bool  // no car is left racing
}

func (Moved) Code() referee.Code { return "big-races.told.move" }

// OneLapped and OneGone say whether one car is lapped, or leaves, for the
// sentence's number.
func (m Moved) OneLapped() bool { return len(m.Lapped) == 1 }
func (m Moved) OneGone() bool   { return len(m.Gone) == 1 }

// Lap is a car the leader drives through, where it stood and how far
// behind the leader's start: Behind cells, and Laps; Short cells short of
// a lap when that is less than a lap, or Exact when a whole number of laps.
type Lap struct {
	Car    Car
	Cell   Cell
	Behind referee.Quantity
	Laps   referee.Quantity
	Short  referee.Quantity
	Exact  bool
}

func (Lap) Code() referee.Code { return "big-races.told.lap" }

// before is what the narration needs of the position before a legal move.
type before struct {
	opens bool // the move opens a round
	order []Placed
	limit int
	why   Limit
}

// beforeMove notes the round's order and the limit before a move is played.
func (e *engine) beforeMove() before {
	b := before{opens: e.moved == 0, limit: e.limit(), why: e.limitWhy()}
	if b.opens {
		b.order = e.orderNow()
	}
	return b
}

// tell narrates a legal move once played.
func (e *engine) tell(m *move, pl played, b before) Moved {
	t := Moved{Car: e.car(pl.car), Zero: pl.zero}
	if b.opens {
		t.Round, t.Order = pl.roundNo, b.order
	}
	if !pl.zero {
		t.Path, t.From, t.To, t.Sum, t.Limit, t.Why = m.text, cellOf(pl.from), cellOf(pl.drive.to), m.path.costSum(), b.limit, b.why
		for _, o := range pl.drive.lapped[:pl.drive.laps] {
			t.Lapped = append(t.Lapped, e.lapOf(pl.from, int(o)-1))
		}
	}
	if pl.finished {
		n := len(e.finishers)
		t.Place = n
		if pl.first {
			t.Player = e.names[e.owner(pl.car)]
		}
		if past := pl.drive.to.dist - e.goal; past > 0 {
			t.Past = cells(past)
		}
		if n > 1 && e.cars[e.finishers[n-2]].left >= pl.round {
			t.Before = e.car(e.finishers[n-2])
		}
	}
	if pl.ended {
		// The cars that finished or declared zero in the round leave now,
		// in the order they finished or stopped.
		for i := pl.round; i <= e.moves; i++ {
			for c, car := range e.cars {
				if car.left == i && (car.state == done || car.state == retired) && car.lapper == 0 {
					t.Gone = append(t.Gone, e.car(c))
				}
			}
		}
		t.Over = e.over
	}
	return t
}

// lapOf is car other lapped by the leader that started from from: where
// it stood and how far behind.
func (e *engine) lapOf(from pos, other int) Lap {
	behind, whole := e.behind(from, other)
	l := Lap{Car: e.car(other), Cell: cellOf(e.cars[other].pos), Behind: cells(behind), Laps: lapCount(whole)}
	switch {
	case whole == 0:
		l.Short = cells(e.length - behind)
	case behind%e.length == 0:
		l.Exact = true
	}
	return l
}
