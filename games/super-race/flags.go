package superrace

import (
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The checks of super-race's view flags (referee.Flag.Check): the command
// line refuses, as a usage error, dice that are not a roll and a name that
// is nobody's, instead of listing nothing or drawing every track.

// checkDice takes `moves --dice` when it is a roll of five faces.
func checkDice(value string, _ []string) referee.Message {
	text := strings.TrimSpace(value)
	if text == "" {
		return nil
	}
	faces, perr := parseDice(text)
	if perr != nil {
		return perr.Message
	}
	if len(faces) != numDice {
		return DiceCount{Dice: notation.Clip(text), Faces: referee.Quantity{Count: len(faces), Unit: "super-race.unit.face"}}
	}
	return nil
}

// checkPlayer takes `board --player NAME` when NAME names one player, as
// a name is typed anywhere (a beginning that fits one player alone too);
// a beginning of several players' names is refused naming them.
func checkPlayer(value string, players []string) referee.Message {
	name := strings.TrimSpace(value)
	if name == "" {
		return nil
	}
	who, _, err := notation.NewCast(nil, players).Named(notation.Word{Text: name})
	switch {
	case err != nil:
		return err.Message
	case who < 0:
		return NotAPlayer{Players: players}
	}
	return nil
}
