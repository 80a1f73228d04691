package table

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Asker is an engine that cannot judge a move without a fact the header
// leaves out, one the players at the table know: turbo judged from
// `open:` with no `turn:` must know who turned up the last card before it
// can say whether a «Форсаж!» is right. The table asks before it plays
// the move, and the answer is a header line, so the saved game says it
// too. `check` cannot ask: there the engine judges on the header's
// default and says what it took the fact to be.
type Asker interface {
	// Ask is the question move m by actor needs answered, a Question; nil
	// when the move can be judged as it is.
	Ask(actor int, m referee.Move) referee.Message
}

// Question is what an Asker asks: said as it is, answered by one of
// Answers, each of which makes a header line (the key's spellings and the
// value).
type Question interface {
	referee.Message
	Answers() []string
	Answer(i int) (keys []string, value string)
}

// waiting is the rest of a typed line that waits on a question.
type waiting struct {
	question Question
	moves    []*notation.Move
}

// askFirst is what the game must know before it plays m, when it is to
// be asked; nil when nothing is.
func (t *Table) askFirst(ask bool, m *notation.Move) Question {
	asker, ok := t.session.Engine().(Asker)
	if !ask || !ok || m.Err != nil || m.Who.Whom != notation.Player {
		return nil
	}
	mv, err := t.session.Engine().Parse(m)
	if err != nil {
		return nil // Play says what is wrong with it
	}
	q, _ := asker.Ask(m.Who.Index, mv).(Question)
	return q
}

// Asked is the question the table waits on, nil when none.
func (t *Table) Asked() Question {
	if t.wait == nil {
		return nil
	}
	return t.wait.question
}

// Answer plays the moves that waited on the question: after the header
// line answer i makes, its key typed as key (a spelling of the answer's
// keys, in the language spoken); with i < 0, as they are, judged as a
// record of them would be (the game says what it took the fact to be).
func (t *Table) Answer(i int, key string) Reply {
	w := t.wait
	t.wait = nil
	if w == nil {
		return Reply{}
	}
	var r Reply
	if i >= 0 {
		_, value := w.question.Answer(i)
		if r = t.setHeader(key, value); r.Refused {
			return r
		}
	}
	played := t.play(w.moves, false)
	played.Key, played.Notes = r.Key, append(r.Notes, played.Notes...)
	return played
}
