package bigraces

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/notation"
)

// reads reports whether text reads as a car's path or a zero (Spec.Reads).
func reads(text string) bool {
	_, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
	return err == nil
}

// long is the longest race (Spec.Long): a track of size cells (60 when 0,
// the longest a picture fits on A5) raced over 30 laps when size is given,
// so random play goes on for thousands of moves.
func long(_ []string, size int) string {
	if size == 0 {
		return "length: 60\n"
	}
	return "length: " + strconv.Itoa(size) + "\nlaps: 30\n"
}

// carOwner is whose car a name before a colon is (Spec.Pieces): a player's
// name and a number (`белые1`) is that player's, the number right or not —
// Parse refuses a car that is not there with the cars the player has.
func carOwner(players []string, name string) (int, bool) {
	base := strings.TrimRightFunc(name, unicode.IsDigit)
	if base == name || base == "" {
		return -1, false
	}
	i := notation.NewCast(nil, players).Player(strings.TrimSpace(base))
	return i, i >= 0
}
