package referee

import (
	"strings"
	"sync"

	"github.com/boardgame-referee/referee/notation"
)

// Memo remembers the moves a game's grammar has read, by their text: a
// file writes the same few hundred texts (`красная +1`, `rainbow +1 green`)
// thousands of times, and reading one again through the grammar was most
// of a check. A game opts in with one line when what its grammar reads
// from a text is an immutable value that does not depend on the position
// or on where the text stands:
//
//	var moves = referee.NewMemo(grammarMove)
//
// and reads with moves.Read(m). Errors are never kept (they carry
// positions), nor texts longer than a move is written, and the memo
// forgets everything when it is full: its memory is bounded whatever the
// input. It is safe for the workers of `check -j N`.
type Memo[M any] struct {
	read  func(*notation.Move) (M, *notation.Error)
	mu    sync.RWMutex
	moves map[string]M
}

const (
	memoTexts  = 4096 // texts kept at most: a few hundred are what files write
	memoLength = 128  // bytes: a turbo task in Russian; a longer text is not written often
)

// NewMemo makes a memo that reads a text it has not seen with read.
func NewMemo[M any](read func(*notation.Move) (M, *notation.Error)) *Memo[M] {
	return &Memo[M]{read: read, moves: map[string]M{}}
}

// Read reads m's text as read does, remembering what it read.
func (c *Memo[M]) Read(m *notation.Move) (M, *notation.Error) {
	c.mu.RLock()
	mv, ok := c.moves[m.Text]
	c.mu.RUnlock()
	if ok {
		return mv, nil
	}
	mv, err := c.read(m)
	if err != nil || len(m.Text) > memoLength {
		return mv, err
	}
	c.mu.Lock()
	if len(c.moves) >= memoTexts {
		clear(c.moves)
	}
	// A copy: the text is a piece of its line, which the memo must not hold.
	c.moves[strings.Clone(m.Text)] = mv
	c.mu.Unlock()
	return mv, nil
}
