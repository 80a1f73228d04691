package turbo

import (
	"strings"

	"github.com/boardgame-referee/referee/referee"
)

// random is how random play plays Hurri Count: players see the task hold
// more often than not, and a pile has more task cards than the first.
var random = &referee.RandomPlay{Instead: instead}

// randomTasks are the task cards random play turns up, in both languages.
var randomTasks = []string{
	"frogs > 4", "birds + frogs >= 9", "hedgehogs = 6", "frogs > 4 and frogs < birds",
	"Лягушек больше четырёх, но меньше, чем птиц.", "Птиц больше семи, и при этом ёжиков меньше пяти.",
	"Сумма птиц и лягушек больше либо равна девяти.", "hedgehogs < 3", "birds > hedgehogs",
}

// instead: when a call is right (the legal moves list right calls first),
// one of them is made three times in four; and the end of the tasks is a
// new task card instead while more may be turned up.
func instead(legal []referee.Choice, drawn string, more bool, pick func(n int) int) (string, bool) {
	if isRandomCall(legal[0].Text) && pick(4) > 0 {
		calls := 0
		for calls < len(legal) && isRandomCall(legal[calls].Text) {
			calls++
		}
		drawn = legal[pick(calls)].Text
	}
	if drawn == "end" && more {
		return "task: " + randomTasks[pick(len(randomTasks))], true
	}
	return drawn, false
}

// isRandomCall says whether a legal move's text is a call.
func isRandomCall(text string) bool {
	return strings.HasSuffix(text, ": turbo") || strings.HasSuffix(text, ": forsazh")
}
