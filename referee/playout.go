package referee

import (
	"fmt"
	"math/rand/v2"

	"referee/notation"
)

// Playout plays a game on from engine, each move drawn at random from the
// engine's own legal moves and read back through its grammar, until the game
// is over, no move is left or limit moves are played. It returns the moves
// as transcript lines. A legal move the grammar cannot read or the engine
// then refuses is an error: the property tests use this to cross-check
// Legal, Parse and Apply.
func Playout(engine Engine, players []string, rng *rand.Rand, limit int) ([]string, error) {
	var played []string
	for len(played) < limit && !engine.Outcome().Over {
		legal := engine.Legal()
		if len(legal) == 0 {
			break
		}
		text := legal[rng.IntN(len(legal))]
		if err := PlayText(engine, players, text); err != nil {
			return played, fmt.Errorf("after %d moves, legal move %q: %w", len(played), text, err)
		}
		played = append(played, text)
	}
	return played, nil
}

// PlayText reads one move line (`Name: move` or `move`) and applies it.
func PlayText(engine Engine, players []string, text string) error {
	moves, perr := notation.SplitMoves(text, notation.Pos{Line: 1, Column: 1})
	if perr != nil {
		return perr
	}
	if len(moves) != 1 {
		return fmt.Errorf("%d moves in one legal move", len(moves))
	}
	m := moves[0]
	actor := -1
	if m.Actor != "" {
		for i, p := range players {
			if notation.Fold(p) == notation.Fold(m.Actor) {
				actor = i
			}
		}
		if actor < 0 { // an event word such as "task:"
			m.Text = m.Actor + ": " + m.Text
		}
	}
	mv, err := engine.Parse(m)
	if err != nil {
		return err
	}
	if step := engine.Apply(actor, mv); step.Violation != nil {
		return fmt.Errorf("refused as %s %v", step.Violation.ID, step.Violation.Facts)
	}
	return nil
}
