package table

// moveList is the legal moves of a game as its transcript writes them:
// every line in one buffer, so a game of a million moves costs about its
// transcript's size and a few bytes a move, not three strings a move
// (issue 41, item 4: `play FILE` of a long game).
type moveList struct {
	text   []byte // each move's transcript line, a "\n" after it
	moves  []moveRef
	actors []string // the names moves are made by, each once
}

// moveRef is one move in moveList.text.
type moveRef struct {
	end   int   // where its line ends in text, after its "\n"
	at    int32 // where the move itself starts in its line, after `Name: `
	actor int32 // its player in actors; -1 for nobody's
}

// add appends a move: its player ("" for nobody's), whether the line is the
// text alone (a piece's or an event's entry, `белые1: ffi`), and the move
// as typed.
func (l *moveList) add(actor string, whole bool, text string) {
	start := len(l.text)
	if actor != "" && !whole {
		l.text = append(l.text, QuoteName(actor)...)
		l.text = append(l.text, ": "...)
	}
	at := len(l.text) - start
	l.text = append(l.text, text...)
	l.text = append(l.text, '\n')
	l.moves = append(l.moves, moveRef{end: len(l.text), at: int32(at), actor: l.actorIndex(actor)})
}

func (l *moveList) actorIndex(name string) int32 {
	if name == "" {
		return -1
	}
	for i, a := range l.actors {
		if a == name {
			return int32(i)
		}
	}
	l.actors = append(l.actors, name)
	return int32(len(l.actors) - 1)
}

func (l *moveList) len() int { return len(l.moves) }

// start is where move i's line starts in text.
func (l *moveList) start(i int) int {
	if i == 0 {
		return 0
	}
	return l.moves[i-1].end
}

// line is move i's transcript line, without its "\n".
func (l *moveList) line(i int) string {
	return string(l.text[l.start(i) : l.moves[i].end-1])
}

// entry is move i as an Entry.
func (l *moveList) entry(i int) Entry {
	m, line := l.moves[i], l.line(i)
	e := Entry{Text: line[m.at:], Line: line}
	if m.actor >= 0 {
		e.Actor = l.actors[m.actor]
	}
	return e
}

// from is the lines of the moves from i on, each with its "\n".
func (l *moveList) from(i int) []byte { return l.text[l.start(i):] }

// truncate keeps the first n moves.
func (l *moveList) truncate(n int) {
	l.text = l.text[:l.start(n)]
	l.moves = l.moves[:n]
}
