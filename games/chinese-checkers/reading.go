package chinesecheckers

import (
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// A Cyrillic «н» looks like h and sounds like n, so `н2` names two holes
// (readRow). Where only one of the readings is a move the player due may
// make, a patient referee takes that one and says what it read; where
// both are, or neither, the error names both.

// HoleRead: a move with «н» read the one way it is legal.
type HoleRead struct {
	Typed, Read, Other string // the move as typed, as read, and the reading that is no move here
}

func (HoleRead) Code() referee.Code { return CodeRowRead }

// maxReadLetters bounds the letters tried both ways: 2^n readings.
const maxReadLetters = 4

// onlyReading reads a move whose «н» is ambiguous the one way player p may
// play it, if there is exactly one.
func (g *game) onlyReading(m *notation.Move, p int) (move, *HoleRead, bool) {
	rs := []rune(m.Text)
	var at []int
	for i, r := range rs {
		if r == 'н' || r == 'Н' {
			at = append(at, i)
		}
	}
	if len(at) == 0 || len(at) > maxReadLetters || p < 0 {
		return move{}, nil, false
	}
	var found move
	var read string
	legal := 0
	other := ""
	for mask := range 1 << len(at) {
		for k, i := range at {
			rs[i] = 'h'
			if mask&(1<<k) != 0 {
				rs[i] = 'n'
			}
		}
		text := string(rs)
		mv, err := parseMove(&notation.Move{Text: text, TextPos: m.TextPos}, g.names)
		if err != nil || mv.pass {
			continue
		}
		if !g.legalFor(p, mv.path) {
			if other == "" {
				other = mv.String()
			}
			continue
		}
		legal++
		found, read = mv, mv.String()
	}
	if legal != 1 || other == "" {
		return move{}, nil, false
	}
	found.path = append([]hole(nil), found.path...)
	return found, &HoleRead{Typed: notation.Clip(strings.TrimSpace(m.Text)), Read: read, Other: other}, true
}

// legalFor reports whether p may play path now: their own piece on its
// first hole, the move breaking no rule.
func (g *game) legalFor(p int, path []hole) bool {
	return len(path) > 1 && int(g.board[path[0]]) == p && g.judge(p, path) == nil
}
