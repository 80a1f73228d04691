package turbo

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// readCache remembers the cards, calls and task conditions already read,
// by their text: a file of many games turns up the same few dozen card texts
// again and again, and reading one through the grammar costs far more than
// playing it. Tasks are kept as their conditions only (one a round; their
// words are many).
type readCache struct {
	events     referee.ReadCache[string, *event]
	conditions referee.ReadCache[string, *taskCard]
}

const readCacheSize = 4096

func newReadCache() *readCache {
	return &readCache{
		events:     referee.ReadCache[string, *event]{Limit: readCacheSize, Keep: strings.Clone},
		conditions: referee.ReadCache[string, *taskCard]{Limit: readCacheSize, Keep: strings.Clone},
	}
}

// Parse reads one transcript entry: a text this game has read before from
// its own map, then from the cache every game shares. The shared one is
// safe for the workers that read at once, and so costs a lookup by an
// interface key (an allocation) a move; a game's own map needs none.
func (t *table) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	if ev, ok := t.kept.seen[m.Text]; ok {
		return ev, nil
	}
	mv, err := t.read.parse(m)
	if err == nil && len(t.kept.seen) < seenSize {
		if t.kept.seen == nil {
			t.kept.seen = map[string]*event{}
		}
		t.kept.seen[strings.Clone(m.Text)] = mv.(*event)
	}
	return mv, err
}

// seenSize bounds the texts a game keeps: a game turns up a few dozen.
const seenSize = 256

func (c *readCache) parse(m *notation.Move) (referee.Move, *notation.Error) {
	if strings.IndexByte(m.Text, ':') >= 0 { // perhaps `task: …`
		if text, pos, ok := plainTask(m); ok && tooLong(m.Text, m.TextPos) == nil {
			cond, err := c.condition(text, pos)
			if err != nil {
				return nil, err
			}
			return &event{kind: taskEvent, task: cond}, nil
		}
	}
	if e, ok := c.events.Get(m.Text); ok {
		return e, nil
	}
	ev, err := parseEvent(m)
	if err != nil {
		return nil, err // an error carries its place: made afresh
	}
	if ev.kind == taskEvent {
		return &ev, nil
	}
	c.events.Put(m.Text, &ev)
	return &ev, nil
}

// condition reads a task card, once for each text: the condition grammar
// is the slowest part of a game. A card is never changed once read, so one
// may serve every game.
func (c *readCache) condition(text string, pos notation.Pos) (*taskCard, *notation.Error) {
	if task, ok := c.conditions.Get(text); ok {
		return task, nil
	}
	cond, err := ParseCondition(text, pos)
	if err != nil {
		return nil, err
	}
	task := newTaskCard(cond)
	c.conditions.Put(text, task)
	return task, nil
}

// plainTask finds `task: <condition>` written plainly, a task word right
// before the colon, as taskText would find it without running the lexer;
// anything else it hands to taskText.
func plainTask(m *notation.Move) (string, notation.Pos, bool) {
	head, text, found := strings.Cut(m.Text, ":")
	if !found || !slices.Contains(taskWords, head) {
		return taskText(m.Text, m.TextPos)
	}
	at := len(head) + 1
	return text, m.TextPos.Add(lexer.Position{Offset: at, Line: 1, Column: utf8.RuneCountInString(head) + 2}), true
}
