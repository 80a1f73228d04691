package turbo

import (
	"errors"
	"slices"
	"sort"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The event grammar: what one transcript entry records. A card turned up
// (`2 hedgehogs`, `хамелеон`), a call (`turbo`, `форсаж`), a touch of the
// task card, the end of the tasks; `task: …` is read by the condition
// grammar (see parseEvent). A call is any other word here: parseEvent looks
// it up in callWords, the one list of the call words, and refuses a word
// that is not there.
type eventSyntax struct {
	Pos  lexer.Position
	End  string            `parser:"(  @( 'end' | 'конец' )"`
	Call string            `parser:" | @Word"`
	Card []*cardPartSyntax `parser:" | @@ ( ( ',' | 'и' | 'and' | '+' | '&' )? @@ )* ) ( '!' | '.' )*"`
}

// cardPartSyntax is what one card shows: a chameleon, or a count and an
// animal. A card with two parts does not exist; the engine says so.
type cardPartSyntax struct {
	Pos       lexer.Position
	Chameleon bool          `parser:"  @Chameleon"`
	Count     *valueSyntax  `parser:"| ( @@"`
	Animal    *animalSyntax `parser:"    @@ )"`
}

var eventParser = sync.OnceValue(func() *participle.Parser[eventSyntax] {
	return participle.MustBuild[eventSyntax](grammarOptions...)
})

// The words that start a new task card, inside a move's text.
var taskWords = []string{"task", "задание", "задача", "условие"}

// eventKind says what an event is.
type eventKind int8

const (
	cardEvent eventKind = iota
	turboCall
	forsazhCall
	touchCall
	taskEvent
	endEvent
)

// event is a parsed transcript entry.
type event struct {
	kind  eventKind
	parts []Card    // a card as written: one part for a card that exists
	task  *taskCard // the new task
}

// callNames are each call's word, in English (the canonical notation)
// and in Russian: as a call is typed.
var callNames = map[eventKind][2]string{
	turboCall: {"turbo", "турбо"}, forsazhCall: {"forsazh", "форсаж"}, touchCall: {"touch", "касание"},
}

// callWords are the words of the calls, folded (see fold), and what each
// call is.
var callWords = map[string]eventKind{
	callNames[turboCall][0]: turboCall, callNames[turboCall][1]: turboCall,
	callNames[forsazhCall][0]: forsazhCall, "forsage": forsazhCall, "forsaj": forsazhCall, callNames[forsazhCall][1]: forsazhCall,
	callNames[touchCall][0]: touchCall, "touches": touchCall, "touched": touchCall,
	callNames[touchCall][1]: touchCall, "коснулся": touchCall, "коснулась": touchCall, "касается": touchCall,
	// Short, as the cards are (`2е`, `х`): a dispute is typed while the
	// children wait. No letter a card's short form uses.
	"т": turboCall, "t": turboCall, "ф": forsazhCall,
}

// Parse reads one transcript entry.
func (t *table) Parse(m *notation.Move) (referee.Move, *notation.Error) { return events.Read(m) }

// events remembers the entries read, by their text: an event is an
// immutable value (its task card too) that depends on its text alone. It
// keeps each as the *event that Parse returns, so that an entry read again
// is not copied into a new one; nothing changes an event once read.
var events = referee.NewMemo(func(m *notation.Move) (referee.Move, *notation.Error) {
	ev, err := parseEvent(m)
	if err != nil {
		return nil, err
	}
	return &ev, nil
})

// parseEvent reads one entry. A call must name its caller: «Турбо!» with
// nobody named cannot be judged, since the call is right or wrong for the
// one who made it and only they win or pay.
func parseEvent(m *notation.Move) (event, *notation.Error) {
	if err := tooLong(m.Text, m.TextPos); err != nil {
		return event{}, err
	}
	if text, pos, ok := taskText(m.Text, m.TextPos); ok {
		c, err := parseTask(m.Text, text, pos)
		if err != nil {
			return event{}, err
		}
		return event{kind: taskEvent, task: writtenTask(c, text)}, nil
	}
	if ev, ok := shortCard(m.Text); ok {
		return ev, nil
	}
	syn, err := eventParser().ParseString("", m.Text)
	// An entry that starts with a word other than `end` is read as a call
	// whatever follows (the parser hands back what it read before it failed),
	// so a word that is no call is named first, as the word not understood.
	kind, isCall := eventKind(0), false
	if syn != nil && syn.Call != "" {
		if kind, isCall = callWords[syn.Call]; !isCall {
			return event{}, wordError(m.Text, syn.Pos.Offset, m.TextPos.Add(syn.Pos))
		}
	}
	if err != nil {
		return event{}, eventError(err, m.Text, m.TextPos)
	}
	var ev event
	switch {
	case isCall:
		ev.kind = kind // a call with nobody named is refused when played (caller-missing)
	case syn.End != "":
		ev.kind = endEvent
	default:
		ev.kind = cardEvent
		for _, p := range syn.Card {
			if p.Chameleon {
				ev.parts = append(ev.parts, Card{chameleon: true})
				continue
			}
			n, err := p.Count.number(m.TextPos)
			if err != nil {
				return event{}, err
			}
			ev.parts = append(ev.parts, Card{animal: p.Animal.term().Animal, n: n})
		}
	}
	return ev, nil
}

// taskText finds `task: <condition>` (or `задание: …`) and returns the
// condition's text and where it starts.
func taskText(text string, pos notation.Pos) (string, notation.Pos, bool) {
	lex, _ := wordLexer{}.LexString("", text)
	first, _ := lex.Next()
	colon, _ := lex.Next()
	if first.Type != tokWord || !slices.ContainsFunc(taskWords, notation.Is(first.Value)) || colon.Value != ":" {
		return "", pos, false
	}
	at := colon.Pos.Offset + 1
	return text[at:], pos.Add(lexer.Position{Offset: at, Line: 1, Column: colon.Pos.Column + 1}), true
}

// eventError names the word not understood in an entry that is not a task.
func eventError(err error, text string, base notation.Pos) *notation.Error {
	var ut *participle.UnexpectedTokenError
	if !errors.As(err, &ut) {
		return notation.FromParse(err, base, "")
	}
	tok := ut.Unexpected
	pos := base.Add(tok.Pos)
	if tok.EOF() {
		return notation.ErrorAt(pos, EventEnd{Text: notation.Clip(text)})
	}
	return wordError(text, tok.Pos.Offset, pos)
}

// wordError names the word at offset in text, which is not understood, with
// the nearest word an entry may start with when there is one.
func wordError(text string, offset int, pos notation.Pos) *notation.Error {
	word := wordAt(text, offset)
	m := EventWord{Word: notation.Clip(word)}
	if s, ok := notation.Nearest(word, eventWords()); ok && fold(s) != fold(word) {
		m.Suggestion = s
	}
	return notation.ErrorAt(pos, m)
}

// eventWords() are the words an entry may start with, for "did you mean".
var eventWords = sync.OnceValue(func() []string {
	out := append([]string{}, taskWords...)
	out = append(out, "end", "конец")
	for w := range callWords {
		if utf8.RuneCountInString(w) > 1 { // a letter is no word to suggest
			out = append(out, w)
		}
	}
	out = append(out, chameleonWords...)
	for _, ws := range animalWords {
		out = append(out, ws...)
	}
	sort.Strings(out)
	return out
})
