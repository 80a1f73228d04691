package superrace

import "github.com/boardgame-referee/referee/referee"

// What the views say: the board's titles, key and standings, what `moves`
// says first and of each route, the table's prompt, and the picture's
// words.

// BoardTitle heads a player's copy of the track.
type BoardTitle struct {
	Player string
	Track  TrackName
	Turns  int // turns drawn
}

func (BoardTitle) Code() referee.Code { return "super-race.board.title" }

// Count picks the plural form: by the turns.
func (m BoardTitle) Count() int { return m.Turns }

// BoardKey says what the board's symbols mean.
type BoardKey struct {
	Edge lineEdge // the start squares' edge the start/finish line runs along
}

func (BoardKey) Code() referee.Code { return "super-race.board.key" }

// StandRacing: where a player racing stands, and the fewest squares still
// to drive to the line.
type StandRacing struct {
	Player string
	At     Position
	ToGo   referee.Quantity
}

func (StandRacing) Code() referee.Code { return "super-race.board.racing" }

// StandFinished: where a finished player stands, past the line.
type StandFinished struct {
	Player string
	At     Position
	Past   Past
}

func (StandFinished) Code() referee.Code { return "super-race.board.finished" }

// StandStuck: a player with no way left to the line.
type StandStuck struct {
	Player string
	At     Position
}

func (StandStuck) Code() referee.Code { return "super-race.board.stuck" }

// PictureRacing, PictureFinished and PictureStuck say where a player
// stands beside their line in the picture's key, in the words a family
// uses — how far from the finish line — with no rows and columns: the
// arrowhead on the map shows the place ("stands on the edge between two
// squares: row 10, column 3 and row 9, column 3" told a family nothing).
// The picture's description keeps the squares (StandRacing…).
type PictureRacing struct {
	Player string
	ToGo   referee.Quantity
}

func (PictureRacing) Code() referee.Code { return "super-race.picture.racing" }

// PictureFinished: a finished player, how far past the line.
type PictureFinished struct {
	Player string
	Past   Past
}

func (PictureFinished) Code() referee.Code { return "super-race.picture.finished" }

// PictureStuck: a player with no way left to the line.
type PictureStuck struct{ Player string }

func (PictureStuck) Code() referee.Code { return "super-race.picture.stuck" }

// NoSuchPlayer: `--player` names nobody; every sheet is shown.
type NoSuchPlayer struct {
	Name    string
	Players []string
}

func (NoSuchPlayer) Code() referee.Code { return "super-race.board.no-player" }

// NotAPlayer refuses `--player NAME` for a name that is nobody's.
type NotAPlayer struct{ Players []string }

func (NotAPlayer) Code() referee.Code { return "super-race.flag.not-a-player" }

// AboutNoDice: the dice decide; `moves` lists nothing without them. The
// player due is named (not “you”: a recorded game is read from outside
// too, and `moves --json` says only this line).
type AboutNoDice struct {
	Player string
	At     Position
	Tap    bool // the dice are tapped (serve), not typed
}

func (AboutNoDice) Code() referee.Code { return "super-race.about.no-dice" }

// AboutDice: where the player due stands, and the dice given.
type AboutDice struct {
	Player string
	At     Position
	Dice   Dice
}

func (AboutDice) Code() referee.Code { return "super-race.about.dice" }

// BadDice: the dice given cannot be read, and why.
type BadDice struct {
	Dice string
	Why  referee.Message
}

func (BadDice) Code() referee.Code { return "super-race.about.bad-dice" }

// DiceCount: the dice given are not five.
type DiceCount struct {
	Dice  string
	Faces referee.Quantity
}

func (DiceCount) Code() referee.Code { return "super-race.about.dice-count" }

// ChoiceRoute is a route `moves` lists: the route, the square it ends on
// and the way it goes on from there (a left and a right curve may end on
// the same square), and how far the line is then — a finish and how far past it, or at
// least so many squares, or no way left — and a +1 bend's extra turn.
type ChoiceRoute struct {
	Route    Route
	End      Square
	Finishes bool
	Past     Past
	Stuck    bool
	ToGo     referee.Quantity
	Bend     bool
	Heading  heading
}

func (ChoiceRoute) Code() referee.Code { return "super-race.choice.route" }

// ChoicePass is the pass `moves` lists when no colour can be used.
type ChoicePass struct{}

func (ChoicePass) Code() referee.Code { return "super-race.choice.pass" }

// ExtraDue is the table's prompt for an extra turn due.
type ExtraDue struct{}

func (ExtraDue) Code() referee.Code { return "super-race.due.extra" }

// PictureTitle heads the picture of the track.
type PictureTitle struct {
	Track TrackName
	When  referee.Message // the position shown
}

func (PictureTitle) Code() referee.Code { return "super-race.picture.title" }

// PlayerTitle heads one player's sheet (`--player`): the picture of the
// track with their route alone.
type PlayerTitle struct {
	Track  TrackName
	When   referee.Message // the position shown
	Player string
}

func (PlayerTitle) Code() referee.Code { return "super-race.picture.title-player" }

// SquareTip names a square of the picture.
type SquareTip struct {
	Row, Col int
	Colour   colour
}

func (SquareTip) Code() referee.Code { return "super-race.picture.square" }

// LastTurnTip names a route's last turn in the picture.
type LastTurnTip struct{ Player string }

func (LastTurnTip) Code() referee.Code { return "super-race.picture.last-turn" }

// LastCaption says the last turn under the picture's title: whose, how
// many squares it drove, and whether it ended on a +1 bend; or that it
// was a pass (the route drawn is then an earlier turn's).
type LastCaption struct {
	Player  string
	Squares int
	Extra   bool `say:"optional"`
	Pass    bool `say:"optional"`
}

func (LastCaption) Code() referee.Code { return "super-race.picture.last-caption" }
func (m LastCaption) Count() int       { return m.Squares }

// PictureDesc is the picture in words, before the standings.
type PictureDesc struct{ Track TrackName }

func (PictureDesc) Code() referee.Code { return "super-race.picture.desc" }

// RefusedTip names the refused turn drawn in the picture.
type RefusedTip struct{ Player string }

func (RefusedTip) Code() referee.Code { return "super-race.picture.refused" }
