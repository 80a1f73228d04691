package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// Place is a place in the race: «2-е место», "2nd place".
type Place struct {
	N int
}

func (Place) Code() referee.Code { return "chinese-checkers.word.place" }

// NthPiece is a piece counted in its target, as the booklet counts them
// («Побеждает десятая фишка»): «седьмая фишка».
type NthPiece struct {
	N int
}

func (NthPiece) Code() referee.Code { return "chinese-checkers.word.nth-piece" }

// Progress is how far a player is: their pieces in their target.
type Progress struct {
	Player string
	In, Of int // pieces in the target, of all they have
}

func (Progress) Code() referee.Code { return "chinese-checkers.word.progress" }

// passWord is the pass in the output's language, offered as a move and
// suggested for a word near it.
const passWord = referee.Term("chinese-checkers.move.pass")
