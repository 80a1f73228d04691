package chinesecheckers

import (
	"math/rand/v2"
	"testing"
)

// hasWonPlain is hasWon as first written: every hole of the target
// counted.
func (g *game) hasWonPlain(p int) (won, byParlett bool) {
	own, full := 0, true
	for _, h := range regionSet[g.target[p]][g.size] {
		switch int(g.board[h]) {
		case p:
			own++
		case empty:
			full = false
		}
	}
	if own == g.own[p] {
		return true, false
	}
	byParlett = g.parlett && full && own > 0
	return byParlett, byParlett
}

// TestHasWonPlain: hasWon, which stops looking once neither way to win can
// still hold, answers as the whole count on random targets — filled
// mostly by their player, by others or left empty, for 10 and 15 pieces,
// with blocking: parlett and without, and players of fewer pieces than the
// target holds (a diagram's setup).
func TestHasWonPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	g := start(t, "players: A, B\n")
	wins := [2]int{}
	for range 50000 {
		g.size, g.parlett = rng.IntN(2), rng.IntN(2) == 0
		set := regionSet[g.target[0]][g.size]
		g.own[0] = len(set) - rng.IntN(3)
		mine, empties := rng.IntN(4), rng.IntN(6)
		for _, h := range set {
			switch x := rng.IntN(mine + empties + 1); {
			case x < mine:
				g.board[h] = 0
			case x < mine+empties:
				g.board[h] = empty
			default:
				g.board[h] = 1
			}
			if rng.IntN(3) > 0 {
				g.board[h] = 0
			}
		}
		won, byParlett := g.hasWon(0)
		wantWon, wantParlett := g.hasWonPlain(0)
		if won != wantWon || byParlett != wantParlett {
			t.Fatalf("size %d, parlett %v, %d pieces, target %v: hasWon %v %v, counted %v %v",
				g.size, g.parlett, g.own[0], g.board, won, byParlett, wantWon, wantParlett)
		}
		if won {
			wins[btoi(byParlett)]++
		}
	}
	if wins[0] < 100 || wins[1] < 100 {
		t.Fatalf("too few wins to tell: %d by count, %d by parlett", wins[0], wins[1])
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
