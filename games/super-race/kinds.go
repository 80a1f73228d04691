package superrace

import "github.com/boardgame-referee/referee/referee"

// The kind of each of the game's messages that is no error of the
// transcript: `referee explain` files and tags a code by it, and
// games' TestMessagesDeclareTheirKind holds narration and outcomes to it.
// A message type not listed here is an error of the transcript.

// What a move did, said when asked (Step.Narration).
func (Drew) Kind() referee.MessageKind   { return referee.ToldMessage }
func (Level) Kind() referee.MessageKind  { return referee.ToldMessage }
func (Passed) Kind() referee.MessageKind { return referee.ToldMessage }

// Why the game ended as it did, or why a move was refused, said inside another sentence.
func (Alone) Kind() referee.MessageKind       { return referee.WhyMessage }
func (FinalRound) Kind() referee.MessageKind  { return referee.WhyMessage }
func (Placed) Kind() referee.MessageKind      { return referee.WhyMessage }
func (Racing) Kind() referee.MessageKind      { return referee.WhyMessage }
func (RacingAlone) Kind() referee.MessageKind { return referee.WhyMessage }
func (Shared) Kind() referee.MessageKind      { return referee.WhyMessage }
func (TieBreak) Kind() referee.MessageKind    { return referee.WhyMessage }
func (TieWon) Kind() referee.MessageKind      { return referee.WhyMessage }
func (Won) Kind() referee.MessageKind         { return referee.WhyMessage }

// Words and parts of sentences, never said alone with their code.
func (AboutDice) Kind() referee.MessageKind            { return referee.WordsMessage }
func (MoveHeading) Kind() referee.MessageKind          { return referee.WordsMessage }
func (AboutNoDice) Kind() referee.MessageKind          { return referee.WordsMessage }
func (BadDice) Kind() referee.MessageKind              { return referee.WordsMessage }
func (BadSize) Kind() referee.MessageKind              { return referee.WordsMessage }
func (BoardKey) Kind() referee.MessageKind             { return referee.WordsMessage }
func (BoardTitle) Kind() referee.MessageKind           { return referee.WordsMessage }
func (ChoicePass) Kind() referee.MessageKind           { return referee.WordsMessage }
func (ChoiceRoute) Kind() referee.MessageKind          { return referee.WordsMessage }
func (ColourDice) Kind() referee.MessageKind           { return referee.WordsMessage }
func (CyrillicEs) Kind() referee.MessageKind           { return referee.WordsMessage }
func (Dice) Kind() referee.MessageKind                 { return referee.WordsMessage }
func (DiceCount) Kind() referee.MessageKind            { return referee.WordsMessage }
func (ExtraDue) Kind() referee.MessageKind             { return referee.WordsMessage }
func (FinalRoundOnly) Kind() referee.MessageKind       { return referee.WordsMessage }
func (FinishedAlone) Kind() referee.MessageKind        { return referee.WordsMessage }
func (FinishedStops) Kind() referee.MessageKind        { return referee.WordsMessage }
func (FlagWithoutNew) Kind() referee.MessageKind       { return referee.WordsMessage }
func (LastCaption) Kind() referee.MessageKind          { return referee.WordsMessage }
func (LastTurnTip) Kind() referee.MessageKind          { return referee.WordsMessage }
func (MapBadChar) Kind() referee.MessageKind           { return referee.WordsMessage }
func (MapBadCharSuggest) Kind() referee.MessageKind    { return referee.WordsMessage }
func (MapBadLine) Kind() referee.MessageKind           { return referee.WordsMessage }
func (MapDirection) Kind() referee.MessageKind         { return referee.WordsMessage }
func (MapDirectionSuggest) Kind() referee.MessageKind  { return referee.WordsMessage }
func (MapExists) Kind() referee.MessageKind            { return referee.WordsMessage }
func (MapGridValue) Kind() referee.MessageKind         { return referee.WordsMessage }
func (MapKeySuggest) Kind() referee.MessageKind        { return referee.WordsMessage }
func (MapKeyTwice) Kind() referee.MessageKind          { return referee.WordsMessage }
func (MapNoStartKey) Kind() referee.MessageKind        { return referee.WordsMessage }
func (MapNoStartSquare) Kind() referee.MessageKind     { return referee.WordsMessage }
func (MapNotAMap) Kind() referee.MessageKind           { return referee.WordsMessage }
func (MapNotText) Kind() referee.MessageKind           { return referee.WordsMessage }
func (MapStartGap) Kind() referee.MessageKind          { return referee.WordsMessage }
func (MapStartRow) Kind() referee.MessageKind          { return referee.WordsMessage }
func (MapStartSpan) Kind() referee.MessageKind         { return referee.WordsMessage }
func (MapTab) Kind() referee.MessageKind               { return referee.WordsMessage }
func (MapTemplate) Kind() referee.MessageKind          { return referee.WordsMessage }
func (MapTooLarge) Kind() referee.MessageKind          { return referee.WordsMessage }
func (MapWritten) Kind() referee.MessageKind           { return referee.WordsMessage }
func (NewFile) Kind() referee.MessageKind              { return referee.WordsMessage }
func (NoBend) Kind() referee.MessageKind               { return referee.WordsMessage }
func (NoExtraInFinal) Kind() referee.MessageKind       { return referee.WordsMessage }
func (NoExtraInTieBreak) Kind() referee.MessageKind    { return referee.WordsMessage }
func (NoSuchPlayer) Kind() referee.MessageKind         { return referee.WordsMessage }
func (NotAPlayer) Kind() referee.MessageKind           { return referee.WordsMessage }
func (OnlyTied) Kind() referee.MessageKind             { return referee.WordsMessage }
func (Past) Kind() referee.MessageKind                 { return referee.WordsMessage }
func (PictureDesc) Kind() referee.MessageKind          { return referee.WordsMessage }
func (PictureFinished) Kind() referee.MessageKind      { return referee.WordsMessage }
func (PictureRacing) Kind() referee.MessageKind        { return referee.WordsMessage }
func (PictureStuck) Kind() referee.MessageKind         { return referee.WordsMessage }
func (PictureTitle) Kind() referee.MessageKind         { return referee.WordsMessage }
func (PlayerTitle) Kind() referee.MessageKind          { return referee.WordsMessage }
func (Position) Kind() referee.MessageKind             { return referee.WordsMessage }
func (RefusedTip) Kind() referee.MessageKind           { return referee.WordsMessage }
func (SeatOrder) Kind() referee.MessageKind            { return referee.WordsMessage }
func (Shapes) Kind() referee.MessageKind               { return referee.WordsMessage }
func (SharedBy) Kind() referee.MessageKind             { return referee.WordsMessage }
func (Square) Kind() referee.MessageKind               { return referee.WordsMessage }
func (SquareTip) Kind() referee.MessageKind            { return referee.WordsMessage }
func (StandFinished) Kind() referee.MessageKind        { return referee.WordsMessage }
func (StandRacing) Kind() referee.MessageKind          { return referee.WordsMessage }
func (StandStuck) Kind() referee.MessageKind           { return referee.WordsMessage }
func (TrackLine) Kind() referee.MessageKind            { return referee.WordsMessage }
func (TrackName) Kind() referee.MessageKind            { return referee.WordsMessage }
func (TracksExtra) Kind() referee.MessageKind          { return referee.WordsMessage }
func (TracksUnknown) Kind() referee.MessageKind        { return referee.WordsMessage }
func (TracksUnknownSuggest) Kind() referee.MessageKind { return referee.WordsMessage }
func (TypedTrack) Kind() referee.MessageKind           { return referee.WordsMessage }
func (Untitled) Kind() referee.MessageKind             { return referee.WordsMessage }
func (UntitledFile) Kind() referee.MessageKind         { return referee.WordsMessage }
func (WonBy) Kind() referee.MessageKind                { return referee.WordsMessage }
func (builtinTrack) Kind() referee.MessageKind         { return referee.WordsMessage }
func (byColour) Kind() referee.MessageKind             { return referee.WordsMessage }
func (byFaces) Kind() referee.MessageKind              { return referee.WordsMessage }
func (colour) Kind() referee.MessageKind               { return referee.WordsMessage }
func (curves) Kind() referee.MessageKind               { return referee.WordsMessage }
func (everyByColour) Kind() referee.MessageKind        { return referee.WordsMessage }
func (everyByFace) Kind() referee.MessageKind          { return referee.WordsMessage }
func (face) Kind() referee.MessageKind                 { return referee.WordsMessage }
func (heading) Kind() referee.MessageKind              { return referee.WordsMessage }
func (lineEdge) Kind() referee.MessageKind             { return referee.WordsMessage }
func (nth) Kind() referee.MessageKind                  { return referee.WordsMessage }
func (onDice) Kind() referee.MessageKind               { return referee.WordsMessage }
func (onDie) Kind() referee.MessageKind                { return referee.WordsMessage }
func (oneFace) Kind() referee.MessageKind              { return referee.WordsMessage }
func (straights) Kind() referee.MessageKind            { return referee.WordsMessage }
func (trackAbout) Kind() referee.MessageKind           { return referee.WordsMessage }
func (trackComment) Kind() referee.MessageKind         { return referee.WordsMessage }
func (way) Kind() referee.MessageKind                  { return referee.WordsMessage }
