package turtles

import "github.com/boardgame-referee/referee/referee"

// The kind of each of the game's messages that is no error of the
// transcript: `referee explain` files and tags a code by it, and
// games' TestMessagesDeclareTheirKind holds narration and outcomes to it.
// A message type not listed here is an error of the transcript.

// What a move did, said when asked (Step.Narration).
func (Moved) Kind() referee.MessageKind  { return referee.ToldMessage }
func (Passed) Kind() referee.MessageKind { return referee.ToldMessage }

// Why the game ended as it did, or why a move was refused, said inside another sentence.
func (AllOnStart) Kind() referee.MessageKind    { return referee.WhyMessage }
func (Furthest) Kind() referee.MessageKind      { return referee.WhyMessage }
func (Leading) Kind() referee.MessageKind       { return referee.WhyMessage }
func (Lowest) Kind() referee.MessageKind        { return referee.WhyMessage }
func (NoColours) Kind() referee.MessageKind     { return referee.WhyMessage }
func (Place) Kind() referee.MessageKind         { return referee.WhyMessage }
func (SharedOnStart) Kind() referee.MessageKind { return referee.WhyMessage }

// Words and parts of sentences, never said alone with their code.
func (Below) Kind() referee.MessageKind        { return referee.WordsMessage }
func (Description) Kind() referee.MessageKind  { return referee.WordsMessage }
func (FinishLabel) Kind() referee.MessageKind  { return referee.WordsMessage }
func (FromSquare) Kind() referee.MessageKind   { return referee.WordsMessage }
func (KeyLast) Kind() referee.MessageKind      { return referee.WordsMessage }
func (LastCaption) Kind() referee.MessageKind  { return referee.WordsMessage }
func (LastCard) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Legend) Kind() referee.MessageKind       { return referee.WordsMessage }
func (OnSquare) Kind() referee.MessageKind     { return referee.WordsMessage }
func (PictureTitle) Kind() referee.MessageKind { return referee.WordsMessage }
func (RaceOver) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Rider) Kind() referee.MessageKind        { return referee.WordsMessage }
func (Standing) Kind() referee.MessageKind     { return referee.WordsMessage }
func (ToMove) Kind() referee.MessageKind       { return referee.WordsMessage }
func (ToSquare) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Token) Kind() referee.MessageKind        { return referee.WordsMessage }
func (Turtle) Kind() referee.MessageKind       { return referee.WordsMessage }
