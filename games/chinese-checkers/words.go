package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// Place is a place in the race: «2-е место», "2nd place".
type Place struct {
	N int
}

func (Place) Code() referee.Code { return "chinese-checkers.word.place" }

// Placed is a player in the ranking: their place, and how they came by it.
type Placed struct {
	N       int
	Player  string
	Parlett bool // filled their target under blocking: parlett
	Last    bool // the last still racing, with pieces still out
}

func (Placed) Code() referee.Code { return "chinese-checkers.word.placed" }

// Hopped is a piece a chain hops over: its hole and whose it is.
type Hopped struct {
	Hole  string
	Owner string
}

func (Hopped) Code() referee.Code { return "chinese-checkers.word.hopped" }

// Progress is how far a player is: their pieces in their target.
type Progress struct {
	Player  string
	In, Of  int  // pieces in the target, of all they have
	Point   int  // the target point
	Fifteen bool // the target is the point and the five holes in front of it
}

func (Progress) Code() referee.Code { return "chinese-checkers.word.progress" }

// passWord is the pass in the output's language, offered as a move and
// suggested for a word near it.
const passWord = referee.Term("chinese-checkers.move.pass")
