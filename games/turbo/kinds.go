package turbo

import "github.com/boardgame-referee/referee/referee"

// The kind of each of the game's messages that is no error of the
// transcript: `referee explain` files and tags a code by it, and
// games' TestMessagesDeclareTheirKind holds narration and outcomes to it.
// A message type not listed here is an error of the transcript.

// What a move did, said when asked (Step.Narration).
func (NewTask) Kind() referee.MessageKind  { return referee.ToldMessage }
func (TasksOut) Kind() referee.MessageKind { return referee.ToldMessage }
func (TurnedUp) Kind() referee.MessageKind { return referee.ToldMessage }

// Why the game ended as it did, or why a move was refused, said inside another sentence.
func (CountHidden) Kind() referee.MessageKind  { return referee.WhyMessage }
func (CountLost) Kind() referee.MessageKind    { return referee.WhyMessage }
func (CountUnknown) Kind() referee.MessageKind { return referee.WhyMessage }
func (FinalCount) Kind() referee.MessageKind   { return referee.WhyMessage }
func (LastIn) Kind() referee.MessageKind       { return referee.WhyMessage }
func (Playing) Kind() referee.MessageKind      { return referee.WhyMessage }
func (Waiting) Kind() referee.MessageKind      { return referee.WhyMessage }

// Remarks said beside the verdicts: a check the referee cannot make.
func (FromOpen) Kind() referee.MessageKind { return referee.WarningMessage }
func (NoCards) Kind() referee.MessageKind  { return referee.WarningMessage }

// Words and parts of sentences, never said alone with their code.
func (Amount) Kind() referee.MessageKind         { return referee.WordsMessage }
func (TaskHeading) Kind() referee.MessageKind    { return referee.WordsMessage }
func (EndHeading) Kind() referee.MessageKind     { return referee.WordsMessage }
func (Animal) Kind() referee.MessageKind         { return referee.WordsMessage }
func (BoardOver) Kind() referee.MessageKind      { return referee.WordsMessage }
func (BoardTurn) Kind() referee.MessageKind      { return referee.WordsMessage }
func (Call) Kind() referee.MessageKind           { return referee.WordsMessage }
func (CallAfter) Kind() referee.MessageKind      { return referee.WordsMessage }
func (CallEntry) Kind() referee.MessageKind      { return referee.WordsMessage }
func (CallMove) Kind() referee.MessageKind       { return referee.WordsMessage }
func (Card) Kind() referee.MessageKind           { return referee.WordsMessage }
func (CardEntry) Kind() referee.MessageKind      { return referee.WordsMessage }
func (CardMove) Kind() referee.MessageKind       { return referee.WordsMessage }
func (Clause) Kind() referee.MessageKind         { return referee.WordsMessage }
func (Comma) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Either) Kind() referee.MessageKind         { return referee.WordsMessage }
func (EndAfter) Kind() referee.MessageKind       { return referee.WordsMessage }
func (EndEntry) Kind() referee.MessageKind       { return referee.WordsMessage }
func (Expect) Kind() referee.MessageKind         { return referee.WordsMessage }
func (FaceDown) Kind() referee.MessageKind       { return referee.WordsMessage }
func (FaceWord) Kind() referee.MessageKind       { return referee.WordsMessage }
func (HintWord) Kind() referee.MessageKind       { return referee.WordsMessage }
func (LastCaption) Kind() referee.MessageKind    { return referee.WordsMessage }
func (LastCardKey) Kind() referee.MessageKind    { return referee.WordsMessage }
func (LastPlayerIn) Kind() referee.MessageKind   { return referee.WordsMessage }
func (Number) Kind() referee.MessageKind         { return referee.WordsMessage }
func (OneAnimal) Kind() referee.MessageKind      { return referee.WordsMessage }
func (OpenCard) Kind() referee.MessageKind       { return referee.WordsMessage }
func (PenaltyKey) Kind() referee.MessageKind     { return referee.WordsMessage }
func (PictureTitle) Kind() referee.MessageKind   { return referee.WordsMessage }
func (PileCard) Kind() referee.MessageKind       { return referee.WordsMessage }
func (PileWords) Kind() referee.MessageKind      { return referee.WordsMessage }
func (RefusedCardKey) Kind() referee.MessageKind { return referee.WordsMessage }
func (Score) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Skipped) Kind() referee.MessageKind        { return referee.WordsMessage }
func (Sums) Kind() referee.MessageKind           { return referee.WordsMessage }
func (TakenKey) Kind() referee.MessageKind       { return referee.WordsMessage }
func (Tallies) Kind() referee.MessageKind        { return referee.WordsMessage }
func (Tally) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Task) Kind() referee.MessageKind           { return referee.WordsMessage }
func (TaskAfter) Kind() referee.MessageKind      { return referee.WordsMessage }
func (TaskDue) Kind() referee.MessageKind        { return referee.WordsMessage }
func (TaskEntry) Kind() referee.MessageKind      { return referee.WordsMessage }
func (TaskShown) Kind() referee.MessageKind      { return referee.WordsMessage }
func (TaskState) Kind() referee.MessageKind      { return referee.WordsMessage }
func (TaskWon) Kind() referee.MessageKind        { return referee.WordsMessage }
func (TaskWords) Kind() referee.MessageKind      { return referee.WordsMessage }
func (TasksRanOut) Kind() referee.MessageKind    { return referee.WordsMessage }
func (TouchEntry) Kind() referee.MessageKind     { return referee.WordsMessage }
func (WhoTurnedLast) Kind() referee.MessageKind  { return referee.WordsMessage }
func (Written) Kind() referee.MessageKind        { return referee.WordsMessage }
