package turbo

import (
	"fmt"
	"strings"

	"github.com/boardgame-referee/referee/notation"
)

// reads reports whether text reads as a card turned up, a call, a touch or
// the end (Spec.Reads).
func reads(text string) bool {
	_, err := parseEvent(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
	return err == nil
}

// sample is a header of a game for players (Spec.Sample): the piles dealt
// and a task.
func sample(players []string, pick func(n int) int) string {
	cards := make([]string, len(players))
	for i, p := range players {
		cards[i] = fmt.Sprintf("%s=%d", p, 6+pick(8))
	}
	return "cards: " + strings.Join(cards, ", ") + "\ntask: " + sampleTasks[pick(len(sampleTasks))] + "\n"
}

// long is the longest game (Spec.Long): piles of size cards each (12, a
// deal of a family's deck, when 0) and a task that holds often.
func long(players []string, size int) string {
	if size == 0 {
		size = 12
	}
	cards := make([]string, len(players))
	for i, p := range players {
		cards[i] = fmt.Sprintf("%s=%d", p, size)
	}
	return "cards: " + strings.Join(cards, ", ") + "\ntask: frogs > 4\n"
}

// sampleTasks are task cards in both forms.
var sampleTasks = []string{
	"frogs > 4", "birds + frogs >= 9", "hedgehogs = 6", "frogs > 4 and frogs < birds",
	"Лягушек больше четырёх, но меньше, чем птиц.", "Птиц больше семи, и при этом ёжиков меньше пяти.",
	"Сумма птиц и лягушек больше либо равна девяти.", "hedgehogs < 3", "birds > hedgehogs",
}
