package turbo

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"referee/notation"
	"referee/referee"
)

// readCache remembers the cards and calls already read, ready to hand out:
// a file of many games turns up the same few dozen card texts again and
// again, and reading one through the grammar costs far more than playing
// it. Tasks are not kept (one a round; their words are many), nor anything
// that did not read cleanly (an error carries its place). The games are
// checked on several workers at once; sync.Map reads without locking once a
// text is known.
type readCache struct {
	events     sync.Map // entry text → *event
	conditions sync.Map // task text → Condition
	size       int
	mu         sync.Mutex
}

const readCacheSize = 4096

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
	if ev, ok := c.events.Load(m.Text); ok {
		// A call must name its caller: that is the one thing the reading
		// depends on besides the text.
		if e := ev.(*event); e.kind == cardEvent || e.kind == endEvent || m.Actor != "" {
			return e, nil
		}
	}
	ev, err := parseEvent(m)
	if err != nil {
		return nil, err
	}
	if ev.kind == taskEvent {
		return &ev, nil
	}
	c.room()
	// The text is cut from a whole chunk of the file: keep a copy, not the chunk.
	c.events.Store(strings.Clone(m.Text), &ev)
	return &ev, nil
}

// condition reads a task's condition, once for each text: the condition
// grammar is the slowest part of a game. A condition is never changed once
// read, so one may serve every game.
func (c *readCache) condition(text string, pos notation.Pos) (Condition, *notation.Error) {
	if cond, ok := c.conditions.Load(text); ok {
		return cond.(Condition), nil
	}
	cond, err := ParseCondition(text, pos)
	if err != nil {
		return Condition{}, err
	}
	c.room()
	c.conditions.Store(strings.Clone(text), cond)
	return cond, nil
}

// room keeps the cache to about readCacheSize entries: a file of ever new
// texts starts it again.
func (c *readCache) room() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.size >= readCacheSize {
		c.events.Clear()
		c.conditions.Clear()
		c.size = 0
	}
	c.size++
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
