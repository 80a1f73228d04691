package play

import (
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Asking what a game must know before it can judge a move (table.Asker:
// turbo judged from `open:` with no `turn:` asks who turned up the last
// card): the question is said, the next line answers it with one of its
// answers (a name, or a beginning of one that fits it alone), and the
// move is played after the header line the answer makes. Enter answers
// nothing: the move is judged as a record of it would be, and the game
// says what it took the fact to be. From a pipe nothing is asked.

// asked shows what a line did, and the question the rest of it waits on.
func (r *front) asked(reply table.Reply) {
	q := reply.Ask
	if q == nil {
		return
	}
	if !r.tty {
		r.answered(r.t.Answer(-1, ""), r.t.Over())
		return
	}
	r.tell(styleNone, q)
}

// answerAsk takes the answer to the question the table waits on.
func (r *front) answerAsk(text string) {
	q, wasOver := r.t.Asked(), r.t.Over()
	if text == "" {
		r.answered(r.t.Answer(-1, ""), wasOver)
		return
	}
	i := answerIndex(q.Answers(), text)
	if i < 0 {
		r.tell(styleBad, AskUnknown{Value: visible(notation.Clip(text)), Answers: q.Answers()})
		return
	}
	keys, _ := q.Answer(i)
	reply := r.t.Answer(i, r.localKey(keys))
	if reply.Key != "" {
		// The line the answer makes is said first: the verdict rests on it.
		_, value := q.Answer(i)
		r.tell(styleGood, AskAnswered{Line: reply.Key + ": " + value})
		reply.Key, reply.Notes = "", nil
	}
	r.answered(reply, wasOver)
}

// answerIndex finds an answer by its name, or by a beginning of it that
// fits it alone; -1 when none does.
func answerIndex(answers []string, text string) int {
	if i := slices.IndexFunc(answers, notation.Is(text)); i >= 0 {
		return i
	}
	found := -1
	for i, a := range answers {
		if strings.HasPrefix(notation.Fold(a), notation.Fold(text)) {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

// AskUnknown: an answer that is none of the question's.
type AskUnknown struct {
	Value   string
	Answers []string
}

func (AskUnknown) Code() referee.Code { return "play.ask-unknown" }

// AskAnswered: the header line an answer made, added to the game.
type AskAnswered struct{ Line string }

func (AskAnswered) Code() referee.Code { return "play.ask-answered" }

// PromptAnswer prompts for the answer to a game's question.
const PromptAnswer referee.Term = "play.prompt.answer"
