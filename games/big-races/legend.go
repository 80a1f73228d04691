package bigraces

import "github.com/boardgame-referee/referee/referee"

// The words of the board and the picture: the title, a line of the legend
// for each car, where it is and what it is doing.

// BoardTitle heads the text board.
type BoardTitle struct {
	// Over: the race is over, so no round is in play and no car is due.
	Over   bool
	Round  int
	Laps   referee.Quantity
	Length referee.Quantity
}

func (BoardTitle) Code() referee.Code { return "big-races.board.title" }

// BoardCar is a car on the track in the board's legend: its letter on the
// board, its cell, lap and column, and what it is doing.
type BoardCar struct {
	Label  string
	Car    Car
	Cell   Cell
	Lap    referee.Message
	Column int
	State  referee.Message
}

func (BoardCar) Code() referee.Code { return "big-races.board.car" }

// BoardOffTrack is a car off the track in the board's legend.
type BoardOffTrack struct {
	Car   Car
	State referee.Message
}

func (BoardOffTrack) Code() referee.Code { return "big-races.board.off-track" }

// OnLap: the lap a car is on.
type OnLap struct{ N, Laps int }

func (OnLap) Code() referee.Code { return "big-races.board.lap" }

// Only says whether the race is of one lap: «единственный круг», not «круг
// 1 из 1», which reads as a count of nothing.
func (l OnLap) Only() bool { return l.Laps == 1 }

// Where a car is when it is on no lap, and the race over.
const (
	onGrid   = referee.Term("big-races.board.grid")      // behind the start line
	onLine   = referee.Term("big-races.board.on-line")   // finished on the line itself, still on the track
	pastLine = referee.Term("big-races.board.past-line") // finished past the line, still on the track
	raceOver = referee.Term("big-races.board.over")
)

// trackGoesOn says, in the key, that the grey band joining two strips of
// the track is the track going on.
const trackGoesOn = referee.Term("big-races.picture.key-turn")

// refusedUndrawn is the note of a refused move with no place on the track
// (after the end): the verdict says why.
const refusedUndrawn = referee.Term("big-races.picture.refused-undrawn")

// What a car is doing, when that has no facts.
const (
	toMove       = referee.Term("big-races.board.to-move")
	movedNow     = referee.Term("big-races.board.moved")
	leftOutNow   = referee.Term("big-races.board.left-out")
	finishedHere = referee.Term("big-races.board.finished-here")
	zeroHere     = referee.Term("big-races.board.zero-here")
	notInSetup   = referee.Term("big-races.board.absent")
)

// DueNow: the car due, and how far it may go.
type DueNow struct{ Limit referee.Quantity }

func (DueNow) Code() referee.Code { return "big-races.board.due" }

// One says whether the car may move one square only: «только одну клетку».
func (d DueNow) One() bool { return d.Limit.Count == 1 }

// FinishedOn: the car finished on Cell and has left the track.
type FinishedOn struct{ Cell Cell }

func (FinishedOn) Code() referee.Code { return "big-races.board.finished" }

// LappedOn: a leader lapped the car on Cell: drove through it, or
// stopped on it (Stopped).
type LappedOn struct {
	By      Car
	Cell    Cell
	Stopped bool
}

func (LappedOn) Code() referee.Code { return "big-races.board.lapped" }

// ZeroOn: the car left the race with a zero on Cell.
type ZeroOn struct{ Cell Cell }

func (ZeroOn) Code() referee.Code { return "big-races.board.zero" }

// PictureTitle heads the picture: when it shows the race, and the round.
type PictureTitle struct {
	When  referee.Message
	Round int
}

func (PictureTitle) Code() referee.Code { return "big-races.picture.title" }

// PictureKey says what the picture shows; the car outlined twice only
// while one is due (of a finished race it named a mark not drawn).
type PictureKey struct {
	Laps   referee.Quantity
	Length referee.Quantity
	Due    bool // a car is due, outlined twice
	Lapped bool // a car is on its second lap or later: its lap in its corner
}

func (PictureKey) Code() referee.Code { return "big-races.picture.key" }

// LastCaption says the last move under the picture's title: whose car
// drove how far, or declared zero, which the picture alone never says.
type LastCaption struct {
	Car   Car
	Cells int
	Zero  bool
}

func (LastCaption) Code() referee.Code { return "big-races.picture.last-caption" }
func (m LastCaption) Count() int       { return m.Cells }

// PictureLast says how the last move is drawn.
type PictureLast struct{ Car Car }

func (PictureLast) Code() referee.Code { return "big-races.picture.key-last" }

// PictureZero says how the last move is drawn when it was a zero: the car
// where it stood, no start outline and no arrow.
type PictureZero struct{ Car Car }

func (PictureZero) Code() referee.Code { return "big-races.picture.key-zero" }

// PictureCarAt is where a car on the track is, in the picture's legend,
// beside its disc; its state follows (State). The column is left to the
// picture's ruler: a legend of six players' cars fits an A5 page.
type PictureCarAt struct {
	Car  Car
	Cell Cell
	Lap  referee.Message
}

func (PictureCarAt) Code() referee.Code { return "big-races.picture.car-at" }

// PictureOffTrack is a car off the track in the picture's legend.
type PictureOffTrack struct {
	Car   Car
	State referee.Message
}

func (PictureOffTrack) Code() referee.Code { return "big-races.picture.off-track" }

// PictureFinished is a car that finished and left the track, in the
// picture's legend: its place first, since the legend lists these cars in
// finishing order, which without the place read as a sorting mistake.
type PictureFinished struct {
	Place int
	Car   Car
	Cell  Cell
}

func (PictureFinished) Code() referee.Code { return "big-races.picture.finished-place" }

// Description is the race in words, for a reader who cannot see the
// picture: where each car is, the last move, and whether the race is over.
type Description struct {
	Round int
	Cars  []Spot
	Last  Car // the car that moved last; none before the first move
	Over  bool
}

func (Description) Code() referee.Code { return "big-races.picture.desc" }

// Spot is a car in the description: its cell, when it is on the track,
// and, off the track or due, what it is doing (State).
type Spot struct {
	Car   Car
	Cell  Cell
	State referee.Message
}

func (Spot) Code() referee.Code { return "big-races.picture.spot" }
