package chinesecheckers

// A route is one legal move: the start hole and every landing.
type route struct {
	path []hole
}

// routes lists player p's legal moves, each distinct (start, end) pair once:
// a step where one exists, else the shortest hop chain found. A chain never
// lands twice on a hole nor comes back to its start (RULES.md), so the
// search is a breadth-first walk over the holes, each visited once. Under
// goal-lock: on the walk takes no hop from a hole in the target to one
// outside it (leaves), so a hole is reached by the shortest chain that
// keeps the rule, not refused for a shorter one that breaks it. The
// paths share one backing array, so a call allocates a few times, not once
// a move.
func (g *game) routes(p int, out []route) []route {
	arena := make([]hole, 0, 512)
	var seen [numHoles]bool
	var parent [numHoles]hole
	var queue [numHoles]hole
	for s := hole(0); s < numHoles; s++ {
		if int(g.board[s]) != p {
			continue
		}
		seen = [numHoles]bool{}
		var stepTo [numHoles]bool
		for _, n := range neighbour[s] {
			if n != noHole && g.board[n] == empty && !g.leaves(p, s, n) {
				stepTo[n] = true
				at := len(arena)
				arena = append(arena, s, n)
				out = append(out, route{path: arena[at:len(arena):len(arena)]})
			}
		}
		// The piece has left its hole while it hops.
		g.board[s] = empty
		seen[s] = true
		head, tail := 0, 0
		queue[tail], tail = s, tail+1
		for head < tail {
			h := queue[head]
			head++
			for d, over := range neighbour[h] {
				if over == noHole || g.board[over] == empty {
					continue
				}
				land := neighbour[over][d]
				if land == noHole || g.board[land] != empty || g.leaves(p, h, land) {
					continue
				}
				if !seen[land] {
					seen[land] = true
					parent[land] = h
					queue[tail], tail = land, tail+1
				}
			}
		}
		g.board[s] = int8(p)
		// Every hole reached by hopping, nearest first, with its chain; a
		// hole a step also reaches is listed once, as the step.
		for _, h := range queue[1:tail] {
			if !stepTo[h] {
				at := len(arena)
				arena = chainTo(arena, s, h, &parent)
				out = append(out, route{path: arena[at:len(arena):len(arena)]})
			}
		}
	}
	return out
}

// chainTo appends the chain from s to h, rebuilt through the parents of the
// search.
func chainTo(arena []hole, s, h hole, parent *[numHoles]hole) []hole {
	n := 1
	for x := h; x != s; x = parent[x] {
		n++
	}
	at := len(arena)
	for range n {
		arena = append(arena, 0)
	}
	for x, i := h, n-1; i >= 0; i-- {
		arena[at+i] = x
		if x != s {
			x = parent[x]
		}
	}
	return arena
}
