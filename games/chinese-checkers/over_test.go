package chinesecheckers

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// landingsPlain is landings as first written, every triple of the path
// tried: what landings, which makes nothing for a chain written with its
// landings alone, must answer.
func (g *game) landingsPlain(path []hole) (landed, over []hole, ok bool) {
	if len(path) < 3 {
		return nil, nil, false
	}
	occupied := func(h hole) bool { return h != path[0] && g.board[h] != empty }
	landed = []hole{path[0]}
	for i := 0; i+1 < len(path); {
		a, b := path[i], path[i+1]
		if i+2 < len(path) {
			c := path[i+2]
			d1, s1, ok1 := g.lines.line(a, b)
			d2, s2, ok2 := g.lines.line(b, c)
			if ok1 && ok2 && s1 == 1 && s2 == 1 && d1 == d2 && occupied(b) {
				over = append(over, b)
				landed = append(landed, c)
				i += 2
				continue
			}
		}
		landed = append(landed, b)
		i++
	}
	if len(over) == 0 {
		return nil, nil, false
	}
	for i := 1; i < len(landed); i++ {
		if _, steps, ok := g.lines.line(landed[i-1], landed[i]); !ok || steps != 2 {
			return nil, nil, false
		}
	}
	return landed, over, true
}

// landingsHeld fails when landings and landingsPlain differ on a path.
func landingsHeld(t *testing.T, g *game, path []hole) {
	t.Helper()
	l1, o1, ok1 := g.landings(path)
	l2, o2, ok2 := g.landingsPlain(path)
	if ok1 != ok2 || !slices.Equal(l1, l2) || !slices.Equal(o1, o2) {
		t.Fatalf("path %v: landings %v %v %v, plain %v %v %v", path, l1, o1, ok1, l2, o2, ok2)
	}
}

// TestLandingsPlain: on random boards, paths that wander by steps and hops
// along the lines of the board, often on along a line or back the way they
// came (so holes hopped over are written often, the start among them), are
// read by landings as by the plain reading.
func TestLandingsPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	g := start(t, "players: A, B\n")
	overs := 0
	for range 20000 {
		for h := range g.board {
			g.board[h] = empty
			if rng.IntN(2) == 0 {
				g.board[h] = int8(rng.IntN(2))
			}
		}
		path := []hole{hole(rng.IntN(numHoles))}
		d := rng.IntN(6)
		for range rng.IntN(10) {
			at := path[len(path)-1]
			// On along the line, back the way it came, or anywhere.
			switch rng.IntN(4) {
			case 0:
				d = (d + 3) % 6
			case 1:
				d = rng.IntN(6)
			}
			next := neighbour[at][d]
			if next != noHole && rng.IntN(2) == 0 {
				next = neighbour[next][d] // a hop's landing
			}
			if next == noHole {
				break
			}
			path = append(path, next)
		}
		landingsHeld(t, g, path)
		if _, _, ok := g.landings(path); ok {
			overs++
		}
	}
	if overs < 100 {
		t.Fatalf("only %d paths written with the holes hopped over", overs)
	}
}

// FuzzLandings: landings reads any path on any board as the plain reading
// does. The first 16 bytes fill the board (a bit a hole, the pieces
// alternating players), the rest are holes.
func FuzzLandings(f *testing.F) {
	f.Add([]byte("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x0a\x0b\x0c"))
	f.Add([]byte("\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x05"))
	g := start(f, "players: A, B\n")
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 16 || len(data) > 16+maxPath {
			return
		}
		for h := range g.board {
			g.board[h] = empty
			if data[h/8]&(1<<(h%8)) != 0 {
				g.board[h] = int8(h % 2)
			}
		}
		var path []hole
		for _, b := range data[16:] {
			path = append(path, hole(int(b)%numHoles))
		}
		landingsHeld(t, g, path)
	})
}
