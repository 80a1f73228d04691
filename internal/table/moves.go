package table

import "bytes"

// moveList is the legal moves of a game as its transcript writes them:
// every line in one buffer, and beside it two bytes a move (whose move it
// is) and one place in the buffer every markEvery moves, so a game of a
// million moves costs about its transcript's size, not a record a move
// (issue 41: `play FILE` grew 80 bytes a move).
type moveList struct {
	text  []byte   // each move's transcript line, a "\n" after it
	kinds []uint16 // each move's player in actors, plus one (0: nobody's); wholeLine when the line is the text alone
	// marks[k] is where the line of move k*markEvery starts in text.
	marks  []int
	actors []string // the names moves are made by, each once
}

// markEvery is how many moves lie between two marks: a move's line is
// found by counting at most that many lines from a mark.
const markEvery = 64

// wholeLine marks a move whose line is the text alone: a piece's or an
// event's entry (`белые1: ffi`).
const wholeLine = 1 << 15

// add appends a move: its player ("" for nobody's), whether the line is the
// text alone (a piece's or an event's entry, `белые1: ffi`), and the move
// as typed.
func (l *moveList) add(actor string, whole bool, text string) {
	if len(l.kinds)%markEvery == 0 {
		l.marks = append(l.marks, len(l.text))
	}
	kind := l.actorIndex(actor)
	if actor != "" && !whole {
		l.text = append(l.text, QuoteName(actor)...)
		l.text = append(l.text, ": "...)
	}
	if whole {
		kind |= wholeLine
	}
	l.text = append(l.text, text...)
	l.text = append(l.text, '\n')
	l.kinds = append(l.kinds, kind)
}

// actorIndex is a player's place in actors plus one, 0 for nobody; a game
// has a few players, far fewer than the bits allow.
func (l *moveList) actorIndex(name string) uint16 {
	if name == "" {
		return 0
	}
	for i, a := range l.actors {
		if a == name {
			return uint16(i + 1)
		}
	}
	l.actors = append(l.actors, name)
	return uint16(len(l.actors))
}

func (l *moveList) len() int { return len(l.kinds) }

// start is where move i's line starts in text (i may be len(), the end).
func (l *moveList) start(i int) int {
	if i == len(l.kinds) {
		return len(l.text)
	}
	at := l.marks[i/markEvery]
	for range i % markEvery {
		at += bytes.IndexByte(l.text[at:], '\n') + 1
	}
	return at
}

// line is move i's transcript line, without its "\n".
func (l *moveList) line(i int) string {
	at := l.start(i)
	return string(l.text[at : at+bytes.IndexByte(l.text[at:], '\n')])
}

// entry is move i as an Entry.
func (l *moveList) entry(i int) Entry {
	kind, line := l.kinds[i], l.line(i)
	e := Entry{Text: line, Line: line}
	if a := kind &^ wholeLine; a > 0 {
		e.Actor = l.actors[a-1]
		if kind&wholeLine == 0 {
			e.Text = line[len(QuoteName(e.Actor))+len(": "):]
		}
	}
	return e
}

// from is the lines of the moves from i on, each with its "\n".
func (l *moveList) from(i int) []byte { return l.text[l.start(i):] }

// truncate keeps the first n moves.
func (l *moveList) truncate(n int) {
	l.text = l.text[:l.start(n)]
	l.kinds = l.kinds[:n]
	l.marks = l.marks[:(n+markEvery-1)/markEvery]
}
