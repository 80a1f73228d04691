package turtles

import "referee/notation"

// reads reports whether text reads as a card played (Spec.Reads).
func reads(text string) bool {
	_, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
	return err == nil
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
