package turtles

import (
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// readCache remembers the moves already read, by their text: a file of
// many races sees the same few dozen card texts again and again, and
// reading one through the grammar costs far more than playing it.
type readCache = referee.ReadCache[string, referee.Move]

func newReadCache() *readCache { return &readCache{Limit: 4096, Keep: strings.Clone} }

// parseCached reads a move, once for each text.
func parseCached(c *readCache, m *notation.Move) (referee.Move, *notation.Error) {
	if mv, ok := c.Get(m.Text); ok {
		return mv, nil
	}
	mv, err := parseMove(m)
	if err != nil {
		return nil, err // an error carries its place: made afresh
	}
	boxed := referee.Move(mv)
	c.Put(m.Text, boxed)
	return boxed, nil
}

// said is what a Spec keeps for its races besides the moves they read: the
// facts every outcome and narration names again and again, a square or a
// list of turtles, made once each and only read after (a message's facts
// are a map: making one was most of the cost of an outcome).
type said struct {
	squares  referee.ReadCache[squareKey, any]
	lists    referee.ReadCache[uint32, referee.List]
	finishes referee.ReadCache[uint64, any]
	furthest referee.ReadCache[whyKey, referee.Message]
	// owned: a turtle named with its player's name (turtles.owned), as
	// a race won on a shared square lists the contenders.
	owned referee.ReadCache[ownedKey, any]
	// colours: the players' colours a colors: line gives, by the line and
	// the players' names.
	colours referee.ReadCache[string, [numTurtles]Turtle]
}

// whyKey is all the reason of a race won by the furthest turtle says.
type whyKey struct {
	finish        uint64
	turtle        Turtle
	square, track int
	player        string
}

// ownedKey is a turtle and the name of the player it belongs to.
type ownedKey struct {
	turtle Turtle
	player string
}

// squareKey is a square's message: which family (its IDs' prefix), which
// of the three (the start, the finish or a number) and the number.
type squareKey struct {
	prefix string
	which  int8
	n      int
}

func newSaid() *said {
	return &said{
		squares:  referee.ReadCache[squareKey, any]{Limit: 4096},
		lists:    referee.ReadCache[uint32, referee.List]{Limit: 4096},
		finishes: referee.ReadCache[uint64, any]{Limit: 4096},
		// A key holds a player's name, cut from a file's chunk: kept as a
		// copy of its own.
		furthest: referee.ReadCache[whyKey, referee.Message]{Limit: 4096, Keep: func(k whyKey) whyKey { k.player = strings.Clone(k.player); return k }},
		colours:  referee.ReadCache[string, [numTurtles]Turtle]{Limit: 4096},
		owned:    referee.ReadCache[ownedKey, any]{Limit: 4096, Keep: func(k ownedKey) ownedKey { k.player = strings.Clone(k.player); return k }},
	}
}
