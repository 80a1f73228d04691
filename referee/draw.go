package referee

import "github.com/boardgame-referee/referee/referee/picture"

// Picture draws the position as a picture; ok is false when the game has
// none (see Pictured).
func (s *Session) Picture(w Words, v View) (p *picture.Picture, ok bool) {
	d, ok := s.engine.(Pictured)
	if !ok {
		return nil, false
	}
	if r, ok := s.engine.(RefusalPictured); ok && s.refused != nil {
		// The last entry was refused: the position is the one before it,
		// with the move drawn where it meant to go.
		return r.PictureRefused(w, v, s.refused.actor, s.refused.move), true
	}
	return d.Picture(w, v), true
}

// Winners is the line a picture of a finished game names its winners
// with (picture.winners in the catalog); false while the game goes on or
// when nobody can be named.
func Winners(o Outcome, players []string) (Message, bool) {
	if !o.Over || len(o.Winners) == 0 {
		return nil, false
	}
	names := make([]string, len(o.Winners))
	for i, p := range o.Winners {
		names[i] = players[p]
	}
	return Say("picture.winners", Facts{"winners": Names(names), "count": len(names)}), true
}

// When says which position a picture shows: the start, or after how many
// legal moves (picture.when.start, picture.when.after in the catalog).
func When(moves int) Message {
	if moves == 0 {
		return Say("picture.when.start", nil)
	}
	return Say("picture.when.after", Facts{"moves": Quantity{Count: moves, Unit: "picture.unit.after"}})
}
