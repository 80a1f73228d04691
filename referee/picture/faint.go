package picture

// LastFaint is how opaque the last legal move's marks (its arrow, its
// rings, its trail) are drawn in a picture that also shows a refused
// move: the refused move is then the one thing in full ink where the eye
// looks (a black arrow, a ring and a magenta ghost on the same two
// squares read as a heap, and hid the pieces' letters). Set here once, for
// every game.
const LastFaint = "0.3"

// refusing says whether the picture shows a refused move: its caption, or
// any of the marks that draw one (a ghost, a refused move's cross, what it
// ran into).
func (p *Picture) refusing() bool {
	if p.Refusal != "" && !p.Unread {
		return true
	}
	found := false
	for _, root := range []*Node{&p.back, &p.root, &p.marks} {
		walk(root, style{}, 0, 0, func(n *Node, _ style, _, _ float64) {
			switch n.attr("class") {
			case ghostClass, refusedCrossClass, culpritClass:
				found = true
			}
		})
		if found {
			return true
		}
	}
	return false
}

// lastMark says whether n is one of the last legal move's marks.
func lastMark(n *Node) bool {
	switch n.attr("class") {
	case lastArrowClass, lastMarkClass, trailClass:
		return true
	}
	return false
}

// faintLast is n with the last move's marks in it drawn at LastFaint: a
// copy of what changes, n itself when nothing does (the game's nodes are
// left as they are, for the picture's other layout and for its tests).
func faintLast(n *Node) *Node {
	if n == nil {
		return nil
	}
	if lastMark(n) {
		c := *n
		c.attrs = append([]attr(nil), n.attrs...)
		c.Set("opacity", LastFaint)
		return &c
	}
	changed := false
	var sym, moved *Node
	if n.sym != nil {
		sym = faintLast(n.sym)
		changed = sym != n.sym
	}
	if n.moved != nil {
		moved = faintLast(n.moved)
		changed = changed || moved != n.moved
	}
	var kids []*Node
	for i, k := range n.kids {
		f := faintLast(k)
		if f != k && kids == nil {
			kids = append(make([]*Node, 0, len(n.kids)), n.kids[:i]...)
		}
		if kids != nil {
			kids = append(kids, f)
		}
	}
	if !changed && kids == nil {
		return n
	}
	c := *n
	if n.sym != nil {
		c.sym = sym
	}
	if n.moved != nil {
		c.moved = moved
	}
	if kids != nil {
		c.kids = kids
	}
	return &c
}

// faintAll is faintLast of each node, when the picture shows a refused
// move; the nodes as they are otherwise.
func (p *Picture) faintAll(nodes []*Node) []*Node { return faintIf(p.refusing(), nodes) }

// faintIf is faintLast of each node when refusing; the nodes as they are
// otherwise.
func faintIf(refusing bool, nodes []*Node) []*Node {
	if !refusing {
		return nodes
	}
	out := make([]*Node, len(nodes))
	for i, n := range nodes {
		out[i] = faintLast(n)
	}
	return out
}
