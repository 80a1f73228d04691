package turtles

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
)

// reads reports whether text reads as a card played (Spec.Reads).
func reads(text string) bool {
	_, _, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
	return err == nil
}

// long is the longest race (Spec.Long): every player's colour told, and a
// track of size squares — 30 when 0, the longest a picture fits on A5.
func long(players []string, size int) string {
	if size == 0 {
		size = 30
	}
	colours := []string{"red", "yellow", "green", "blue", "purple"}
	pairs := make([]string, len(players))
	for i, p := range players {
		pairs[i] = p + "=" + colours[i%len(colours)]
	}
	return "colors: " + strings.Join(pairs, ", ") + "\ntrack: " + strconv.Itoa(size) + "\n"
}

// sample is a header of a race for players (Spec.Sample): the secret
// colours revealed, as most recorded races do.
func sample(players []string, pick func(n int) int) string {
	if pick(4) == 0 {
		return ""
	}
	colours := []string{"red", "yellow", "green", "blue", "purple"}
	h := "colors: "
	for i, p := range players {
		j := i + pick(len(colours)-i)
		colours[i], colours[j] = colours[j], colours[i]
		if i > 0 {
			h += ", "
		}
		h += p + "=" + colours[i]
	}
	return h + "\n"
}
