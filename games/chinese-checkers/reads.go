package chinesecheckers

import "github.com/boardgame-referee/referee/notation"

// reads reports whether text reads as a step, a hop chain or a pass
// (Spec.Reads).
func reads(text string) bool {
	if _, ok := fastMove(text, nil); ok {
		return true
	}
	_, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}}, nil)
	return err == nil
}
