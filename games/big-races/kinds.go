package bigraces

import "github.com/boardgame-referee/referee/referee"

// The kind of each of the game's messages that is no error of the
// transcript: `referee explain` files and tags a code by it, and
// games' TestMessagesDeclareTheirKind holds narration and outcomes to it.
// A message type not listed here is an error of the transcript.

// What a move did, said when asked (Step.Narration).
func (Blocker) Kind() referee.MessageKind { return referee.ToldMessage }
func (Lap) Kind() referee.MessageKind     { return referee.ToldMessage }
func (Moved) Kind() referee.MessageKind   { return referee.ToldMessage }
func (Primer) Kind() referee.MessageKind  { return referee.ToldMessage }

// Why the game ended as it did, or why a move was refused, said inside another sentence.
func (Leading) Kind() referee.MessageKind   { return referee.WhyMessage }
func (Limit) Kind() referee.MessageKind     { return referee.WhyMessage }
func (NoCars) Kind() referee.MessageKind    { return referee.WhyMessage }
func (Place) Kind() referee.MessageKind     { return referee.WhyMessage }
func (RaceEnded) Kind() referee.MessageKind { return referee.WhyMessage }
func (Ranked) Kind() referee.MessageKind    { return referee.WhyMessage }
func (Won) Kind() referee.MessageKind       { return referee.WhyMessage }
func (WonRacing) Kind() referee.MessageKind { return referee.WhyMessage }

// Words and parts of sentences, never said alone with their code.
func (AfterZero) Kind() referee.MessageKind       { return referee.WordsMessage }
func (BoardCar) Kind() referee.MessageKind        { return referee.WordsMessage }
func (BoardOffTrack) Kind() referee.MessageKind   { return referee.WordsMessage }
func (BoardTitle) Kind() referee.MessageKind      { return referee.WordsMessage }
func (Car) Kind() referee.MessageKind             { return referee.WordsMessage }
func (CarDue) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Cell) Kind() referee.MessageKind            { return referee.WordsMessage }
func (Choice) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Description) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Distance) Kind() referee.MessageKind        { return referee.WordsMessage }
func (DueNow) Kind() referee.MessageKind          { return referee.WordsMessage }
func (FinishedOn) Kind() referee.MessageKind      { return referee.WordsMessage }
func (LappedOn) Kind() referee.MessageKind        { return referee.WordsMessage }
func (LastCaption) Kind() referee.MessageKind     { return referee.WordsMessage }
func (OnLap) Kind() referee.MessageKind           { return referee.WordsMessage }
func (Path) Kind() referee.MessageKind            { return referee.WordsMessage }
func (PictureCarAt) Kind() referee.MessageKind    { return referee.WordsMessage }
func (PictureFinished) Kind() referee.MessageKind { return referee.WordsMessage }
func (PictureKey) Kind() referee.MessageKind      { return referee.WordsMessage }
func (PictureLast) Kind() referee.MessageKind     { return referee.WordsMessage }
func (PictureOffTrack) Kind() referee.MessageKind { return referee.WordsMessage }
func (PictureTitle) Kind() referee.MessageKind    { return referee.WordsMessage }
func (PictureZero) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Placed) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Prompt) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Run) Kind() referee.MessageKind             { return referee.WordsMessage }
func (Spot) Kind() referee.MessageKind            { return referee.WordsMessage }
func (StepNo) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Steps) Kind() referee.MessageKind           { return referee.WordsMessage }
func (Written) Kind() referee.MessageKind         { return referee.WordsMessage }
func (ZeroOn) Kind() referee.MessageKind          { return referee.WordsMessage }
func (letter) Kind() referee.MessageKind          { return referee.WordsMessage }
func (limitRule) Kind() referee.MessageKind       { return referee.WordsMessage }
func (step) Kind() referee.MessageKind            { return referee.WordsMessage }
