package referee

import "referee/referee/picture"

// Picture draws the position as a picture; ok is false when the game has
// none (see Pictured).
func (s *Session) Picture(w Words, v View) (p *picture.Picture, ok bool) {
	d, ok := s.engine.(Pictured)
	if !ok {
		return nil, false
	}
	return d.Picture(w, v), true
}

// When says which position a picture shows: the start, or after how many
// legal moves (picture.when.start, picture.when.after in the catalog).
func When(moves int) Message {
	if moves == 0 {
		return Say("picture.when.start", nil)
	}
	return Say("picture.when.after", Facts{"moves": Quantity{N: moves, Unit: "picture.unit.after"}})
}
