package chinesecheckers

import "github.com/boardgame-referee/referee/notation"

// landings finds the holes a chain was written with that the piece hops
// over rather than lands in: `g3-f4-e5` where f4 holds the piece hopped,
// the way a move is said aloud («через f4 на e5»). Each such hole stands
// between two holes of the path, next to both, on one line, and holds a
// piece (the moving one has left its start). It returns the path with only
// the landings and the holes left out, when every hop of what is left goes
// over exactly one hole; ok is false otherwise — two real steps written in
// a row are then a move the judge refuses.
func (g *game) landings(path []hole) (landed, over []hole, ok bool) {
	// Most chains are written with their landings alone: nothing is made
	// for them.
	first := 0
	for first+2 < len(path) && !g.hopsOver(path, first) {
		first++
	}
	if first+2 >= len(path) {
		return nil, nil, false
	}
	landed = append(make([]hole, 0, len(path)), path[:first+1]...)
	for i := first; i+1 < len(path); {
		if g.hopsOver(path, i) {
			over = append(over, path[i+1])
			landed = append(landed, path[i+2])
			i += 2
			continue
		}
		landed = append(landed, path[i+1])
		i++
	}
	for i := 1; i < len(landed); i++ {
		if _, steps, ok := g.lines.line(landed[i-1], landed[i]); !ok || steps != 2 {
			return nil, nil, false
		}
	}
	return landed, over, true
}

// hopsOver reports whether path[i+1] is written where the piece hops over
// it, from path[i] to path[i+2]: next to both on one line, and holding a
// piece (the moving one has left its start).
func (g *game) hopsOver(path []hole, i int) bool {
	if i+2 >= len(path) {
		return false
	}
	a, b, c := path[i], path[i+1], path[i+2]
	d1, s1, ok1 := g.lines.line(a, b)
	if !ok1 || s1 != 1 {
		return false
	}
	d2, s2, ok2 := g.lines.line(b, c)
	return ok2 && s2 == 1 && d1 == d2 && b != path[0] && g.board[b] != empty
}

// overWritten refuses a chain written with the holes it hops over, and
// gives the line to write instead.
func (g *game) overWritten(m *notation.Move, path []hole) *notation.Error {
	landed, over, ok := g.landings(path)
	if !ok {
		return nil
	}
	w := HopsWrittenOver{Over: holeList(over), Suggestion: pathString(landed)}
	// The line written right may still be a move the position refuses
	// (its last landing taken): the hint says so, in the judge's words,
	// rather than offer a move the referee would refuse.
	if p := g.Turn(); p >= 0 {
		w.Refused = g.refusal(p, landed)
	}
	return notation.ErrorAt(m.TextPos, w)
}
