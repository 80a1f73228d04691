package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The words of the board, the picture and the table's prompt.

// Legend is a player's line under the board: where they race from and
// to, and how far they are, or their place once finished.
type Legend struct {
	Player string
	Seat   int   // the point they start from
	Target int   // the point they race to
	In, Of int   // their pieces in the target, of all they have
	Place  Place // their place, once they have finished
	Won    bool  // they won a game of two, which has a winner, not places («победитель», as the line under the board says)
}

func (Legend) Code() referee.Code { return "chinese-checkers.board.legend" }

// ToMove is the board's last line while the race goes on.
type ToMove struct {
	Player string
}

func (ToMove) Code() referee.Code { return "chinese-checkers.board.turn" }

// Ranked is the board's last line once every place is decided: the
// places, or in a game of two the winner.
type Ranked struct {
	Places []string // the players, first place first; nil in a game of two
	Winner string   // in a game of two
}

func (Ranked) Code() referee.Code { return "chinese-checkers.board.over" }

// RacingFor is what is due once the winner is known: the place the others
// race for now (referee.Prompter).
type RacingFor struct {
	Place Place
}

func (RacingFor) Code() referee.Code { return "chinese-checkers.due.place" }

// PictureTitle is the picture's title: the position it shows.
type PictureTitle struct {
	When referee.Message // the start, or after how many moves
}

func (PictureTitle) Code() referee.Code { return "chinese-checkers.picture.title" }

// lastMoveMarks says how the last move is drawn. It is the same sentence
// at every position, set apart from the caption naming the move so that a long replay
// page keeps it once (a 2,000-move page holds to 5 MB).
var lastMoveMarks = referee.Term("chinese-checkers.picture.key-last-marks")

// lastMoveMarksFaint says how the last move is drawn beside a refused
// move: pale, so that the refused move is the one thing in full ink.
var lastMoveMarksFaint = referee.Term("chinese-checkers.picture.key-last-marks-faint")

// targetsKey says what the tinted empty holes are: each player's target
// point, in a pale tint of their colour. It is the same at every position.
var targetsKey = referee.Term("chinese-checkers.picture.key-targets")

// Description is the picture's position in words, for those who cannot
// see it: each player's pieces, the last move, and what is due.
type Description struct {
	Pieces []PiecesOf
	Player string          // who made the last move; "" before any and after a pass
	Path   string          // its holes
	Status referee.Message // the board's last line
}

func (Description) Code() referee.Code { return "chinese-checkers.picture.desc" }

// PiecesOf is one player's pieces in the description.
type PiecesOf struct {
	Player string
	Mark   string
	Holes  string // the holes, as a setup lists them
}

func (PiecesOf) Code() referee.Code { return "chinese-checkers.picture.desc-player" }

// BadHolesFlag is a `--holes` value that is neither names nor numbers.
type BadHolesFlag struct {
	Value string
}

func (BadHolesFlag) Code() referee.Code { return "chinese-checkers.picture.bad-holes" }

// The board's words that have no facts.
const (
	boardPoints  = referee.Term("chinese-checkers.board.points")
	boardFifteen = referee.Term("chinese-checkers.board.fifteen")
)

// LastCaption says the last move under the picture's title: who moved and
// the holes of the move, which the picture alone never says in words.
type LastCaption struct{ Player, Path string }

func (LastCaption) Code() referee.Code { return "chinese-checkers.picture.last-caption" }
