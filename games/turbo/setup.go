package turbo

import (
	"strconv"

	"referee/notation"
	"referee/referee"
)

// The header keys of the game.
var (
	cardsKeys = []string{"cards", "карты"}
	taskKeys  = taskWords // `task:` in the header is the first task card
)

// maxPile bounds a face-down pile in `cards:`; the real deck has 54 animal
// cards and a few chameleons, so anything near this is a typing mistake.
const maxPile = 1000

// newTable reads the header: players, `cards:` and the first `task:`.
func newTable(s referee.Start) (*table, []*notation.Error) {
	h := s.Header
	n := len(s.Players)
	if n < 2 || n > 5 {
		return nil, []*notation.Error{notation.Errorf(h.Lookup(notation.PlayersKeys...).ValuePos, "turbo.players-count", notation.Facts{"count": n})}
	}
	t := &table{
		names: s.Players, next: s.First, winner: -1,
		down: make([]int, n), open: make([][]card, n), out: make([]bool, n),
	}
	if e := h.Lookup(cardsKeys...); e != nil {
		if err := t.readCards(e); err != nil {
			return nil, []*notation.Error{err}
		}
	}
	if e := h.Lookup(taskKeys...); e != nil {
		c, err := ParseCondition(e.Value, e.ValuePos)
		if err != nil {
			return nil, []*notation.Error{err}
		}
		t.task = &c
	}
	return t, nil
}

// readCards reads `cards: Anna=18, Boris=18`: every player's face-down pile
// after the deal.
func (t *table) readCards(e *notation.Entry) *notation.Error {
	pairs, err := notation.Pairs(e.Value, e.ValuePos)
	if err != nil {
		return err
	}
	given := make([]bool, len(t.names))
	for _, p := range pairs {
		who := -1
		for i, name := range t.names {
			if notation.Fold(name) == notation.Fold(p.Key.Text) {
				who = i
			}
		}
		if who < 0 {
			facts := notation.Facts{"name": p.Key.Text}
			code := "turbo.cards-player"
			if s, ok := notation.Nearest(p.Key.Text, t.names); ok {
				facts["suggestion"], code = s, "turbo.cards-player-suggest"
			}
			return notation.Errorf(p.Key.Pos, code, facts)
		}
		if given[who] {
			return notation.Errorf(p.Key.Pos, "turbo.cards-twice", notation.Facts{"name": t.names[who]})
		}
		n, convErr := strconv.Atoi(p.Value.Text)
		if convErr != nil || n < 1 || n > maxPile {
			return notation.Errorf(p.Value.Pos, "turbo.cards-bad", notation.Facts{"value": notation.Clip(p.Value.Text), "max": maxPile})
		}
		given[who], t.down[who] = true, n
	}
	for i, ok := range given {
		if !ok {
			return notation.Errorf(e.ValuePos, "turbo.cards-missing", notation.Facts{"name": t.names[i]})
		}
	}
	t.cardsKnown = true
	return nil
}

// Warnings says which checks cannot be made without `cards:`.
func (t *table) Warnings() []referee.Message {
	if t.cardsKnown {
		return nil
	}
	return []referee.Message{referee.Say("turbo.warn.no-cards", nil)}
}
