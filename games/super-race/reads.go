package superrace

import "github.com/boardgame-referee/referee/notation"

// reads reports whether text reads as a turn: faces, colour and route, or
// a pass (Spec.Reads).
func reads(text string) bool {
	var t turn
	return readTurn(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}}, &t) == nil
}

// sample is a header of a race for players (Spec.Sample): one of the
// built-in tracks.
// long is the longest race (Spec.Long): the built-in track with the most
// squares; size is not the game's to choose.
func long(_ []string, _ int) string {
	return "track: indianapolis\n"
}

func sample(_ []string, pick func(n int) int) string {
	return "track: " + builtinList()[pick(len(builtinList()))] + "\n"
}
