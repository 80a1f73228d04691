package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The kind of each of the game's messages that is no error of the
// transcript: `referee explain` files and tags a code by it, and
// games' TestMessagesDeclareTheirKind holds narration and outcomes to it.
// A message type not listed here is an error of the transcript.

// What a move did, said when asked (Step.Narration).
func (FilledFor) Kind() referee.MessageKind { return referee.ToldMessage }
func (Moved) Kind() referee.MessageKind     { return referee.ToldMessage }
func (Passed) Kind() referee.MessageKind    { return referee.ToldMessage }

// Why the game ended as it did, or why a move was refused, said inside another sentence.
func (Racing) Kind() referee.MessageKind { return referee.WhyMessage }
func (Won) Kind() referee.MessageKind    { return referee.WhyMessage }

// Words and parts of sentences, never said alone with their code.
func (BadHolesFlag) Kind() referee.MessageKind { return referee.WordsMessage }
func (Description) Kind() referee.MessageKind  { return referee.WordsMessage }
func (Ended) Kind() referee.MessageKind        { return referee.WordsMessage }
func (LastCaption) Kind() referee.MessageKind  { return referee.WordsMessage }
func (Legend) Kind() referee.MessageKind       { return referee.WordsMessage }
func (NthPiece) Kind() referee.MessageKind     { return referee.WordsMessage }
func (PictureTitle) Kind() referee.MessageKind { return referee.WordsMessage }
func (PiecesOf) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Place) Kind() referee.MessageKind        { return referee.WordsMessage }
func (Progress) Kind() referee.MessageKind     { return referee.WordsMessage }
func (RacingFor) Kind() referee.MessageKind    { return referee.WordsMessage }
func (Ranked) Kind() referee.MessageKind       { return referee.WordsMessage }
func (Tally) Kind() referee.MessageKind        { return referee.WordsMessage }
func (ToMove) Kind() referee.MessageKind       { return referee.WordsMessage }
