package cli

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/internal/suite"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// codeKind is what a code names, as explain tells it. The kinds a code of
// a rule's text is shown for come first.
type codeKind int

const (
	kindRule codeKind = iota
	// kindRuleReading: a rule the booklet does not state, the referee's
	// reading, refused all the same (Spec.InterpretedRules).
	kindRuleReading
	kindNote
	kindReading
	kindNotationError
	kindExpectationError
	kindMessage
	// kindGameMessage: a game's code that is no rule and no note: a
	// notation error of the game's or words of it, which its spec does
	// not tell apart.
	kindGameMessage
)

// codeInfo is a code's kind, and whether it is the referee's own (a rule
// of every game) rather than a game's.
type codeInfo struct {
	kind codeKind
	own  bool
	told bool // a game's narration or reason (referee.ToldMessage, WhyMessage)
}

// kindOf finds what a code names: a rule, a note or a reading by the
// spec that lists it; the referee's own codes by the lists of its
// messages.
func kindOf(reg *games.Registry, code string) codeInfo {
	c := referee.Code(code)
	if slices.Contains(referee.Rules, c) {
		return codeInfo{kind: kindRule, own: true}
	}
	if c == referee.CodeMovesUnchecked || notation.IsNoteCode(c) {
		return codeInfo{kind: kindNote, own: true}
	}
	for _, s := range reg.Specs() {
		switch {
		case slices.Contains(s.Rules, c) && readingRule(s, c):
			return codeInfo{kind: kindRuleReading}
		case slices.Contains(s.Rules, c):
			return codeInfo{kind: kindRule}
		case slices.Contains(s.Notes, c) && strings.Contains(code, ".reading."):
			return codeInfo{kind: kindReading}
		case slices.Contains(s.Notes, c):
			return codeInfo{kind: kindNote}
		}
	}
	switch {
	case hasCode(expectationErrors, c):
		return codeInfo{kind: kindExpectationError, own: true}
	case hasCode(notationErrors(), c):
		return codeInfo{kind: kindNotationError, own: true}
	}
	head, _, _ := strings.Cut(code, ".")
	if g, ok := reg.Lookup(head); ok && head != "referee" {
		return gameKind(g, c)
	}
	return codeInfo{kind: kindMessage, own: true}
}

// gameKind files a game's code that is no rule and no note by the kind its
// message declares (referee.MessageKind). A code no example carries is a
// word of the catalog (the game's name), or another form of a message's
// template (`.rule`, `.example`, `.table`, `.phone`): a narration's or a
// warning's tagged as the message is.
func gameKind(g *referee.Spec, c referee.Code) codeInfo {
	i := slices.IndexFunc(g.Examples(), func(m referee.Message) bool { return m.Code() == c })
	if i < 0 {
		for _, form := range []string{".rule", ".example", ".table", ".phone"} {
			if base, ok := strings.CutSuffix(string(c), form); ok {
				if k := gameKind(g, referee.Code(base)); k.told || k.kind == kindNote {
					return k
				}
			}
		}
		return codeInfo{kind: kindMessage}
	}
	switch referee.KindOf(g.Examples()[i]) {
	case referee.WarningMessage:
		return codeInfo{kind: kindNote}
	case referee.ToldMessage, referee.WhyMessage:
		return codeInfo{kind: kindMessage, told: true}
	case referee.WordsMessage:
		return codeInfo{kind: kindMessage}
	}
	return codeInfo{kind: kindGameMessage}
}

// readingRule reports whether a game's rule is the referee's reading: listed
// so, or with a reading of its name beside it.
func readingRule(s referee.Spec, c referee.Code) bool {
	game, rest, _ := strings.Cut(string(c), ".")
	return slices.Contains(s.InterpretedRules, c) || slices.Contains(s.Notes, referee.Code(game+".reading."+rest))
}

// expectationErrors are the errors of `# expect:` comments.
var expectationErrors = slices.Concat(expect.Examples, []referee.Message{suite.Alone, suite.SkipPlace, suite.Unchecked, suite.OkWithOthers{}})

// notationErrors are the notation's own errors: its examples but for the
// words a message is made of and its notes.
func notationErrors() []referee.Message {
	return slices.DeleteFunc(slices.Clone(notation.Examples), func(m referee.Message) bool {
		switch m.(type) {
		case notation.Term, notation.Tokens:
			return true
		}
		return notation.IsNoteCode(m.Code())
	})
}

func hasCode(list []referee.Message, c referee.Code) bool {
	return slices.ContainsFunc(list, func(m referee.Message) bool { return m.Code() == c })
}

// sentence says the kind of a code.
func (c codeInfo) sentence() referee.Message {
	switch c.kind {
	case kindRule:
		if c.own {
			return RuleOfEveryGame
		}
		return RuleOfGame
	case kindRuleReading:
		return ReadingRuleKind
	case kindNote:
		return NoteKind
	case kindReading:
		return ReadingKind
	case kindNotationError:
		return NotationErrorKind
	case kindExpectationError:
		return ExpectationErrorKind{Keyword: suite.Keyword}
	case kindGameMessage:
		return GameMessageKind
	case kindMessage:
		if !c.own {
			return GameWordsKind
		}
	}
	return OwnMessageKind
}

// afterRule says what follows from a code's rule text, said after it:
// what breaking a rule means for a turn. A note, a reading and a notation
// error have nothing to add that their tag does not say (one closing
// sentence for all of them was false for some).
func (c codeInfo) afterRule() (referee.Message, bool) {
	switch c.kind {
	case kindRule:
		if c.own {
			// The rule of every game ends at the rule: «Это относится ко
			// всем играм…» said again what the section's title and the
			// rule's last sentence say.
			return nil, false
		}
		return AfterRuleOfGame, true
	case kindRuleReading:
		return AfterReadingRule, true
	}
	return nil, false
}

// tag is the code's kind in a word, before it in explain's list.
func (c codeInfo) tag() referee.Term {
	switch c.kind {
	case kindRule:
		if c.own {
			// The rules of every game judge the «итог:» line of a
			// record, not a move: a transcript error.
			return NotationTag
		}
		return RuleTag
	case kindReading, kindRuleReading:
		return ReadingTag
	case kindNote:
		return NoteTag
	case kindMessage:
		if c.told {
			// A move told, the reason for a winner (turtles.told.move,
			// turtles.why.furthest), with a text of its own, is the
			// referee's commentary, no error (tagged as
			// transcript errors, FALSE).
			return NoteTag
		}
	}
	return NotationTag
}

// exampleOf is the example message of a code: from the game's examples,
// or the referee's own; nil when there is none (a game not moved to
// messages of their own types yet). Where a code has several, each
// language takes the first whose facts are written in it: English one
// with no Cyrillic (an example given again with English names), Russian
// one with some (a system's reason given again in Russian); otherwise the
// first.
func exampleOf(reg *games.Registry, code, lang string) referee.Message {
	lists := [][]referee.Message{referee.Examples, notation.Examples, expect.Examples, cmdutil.Examples,
		Examples, play.Examples, suite.Examples, table.Examples}
	for _, s := range reg.Specs() {
		lists = append(lists, s.Examples())
	}
	var first referee.Message
	for _, list := range lists {
		for _, m := range list {
			if string(m.Code()) != code {
				continue
			}
			if notation.HasCyrillic(fmt.Sprint(m)) == (lang == "ru") {
				return m
			}
			if first == nil {
				first = m
			}
		}
	}
	return first
}

// reportedCodes are the codes of a game's examples that `check` reports in
// brackets beside its rules and notes: its transcript's errors (a message
// that declares no kind: turtles.step-missing), its warnings
// (referee.WarningMessage: turbo.warn.no-cards) and the errors of a family with a text of its own
// (super-race.map.start-gap, explained by super-race.map.rule), in the
// order of the examples. A message that the examples hold inside another
// (a square, a card, a reason), or that the game's Spec.FragmentCodes names (a
// move in `moves`' list), is a part of a sentence, not a code a player
// meets. hasText tells the catalog's IDs.
func reportedCodes(reg *games.Registry, g referee.Spec, parts map[string]bool, hasText func(string) bool) []string {
	var out []string
	for _, m := range g.Examples() {
		c := string(m.Code())
		rest, ok := strings.CutPrefix(c, g.ID+".")
		if !ok || parts[c] || slices.Contains(g.FragmentCodes, m.Code()) || slices.Contains(out, c) {
			continue
		}
		family, _, dotted := strings.Cut(rest, ".")
		switch info := kindOf(reg, c); {
		case info.kind == kindGameMessage,
			info.kind == kindNote && referee.KindOf(m) == referee.WarningMessage,
			dotted && hasText(g.ID+"."+family+".rule"):
			out = append(out, c)
		}
	}
	return out
}

// partCodes are the codes of the messages the games' examples hold inside
// other messages, at any depth: words and reasons said as a part of a
// sentence (turtles.square in a move's narration).
func partCodes(reg *games.Registry) map[string]bool {
	msg := reflect.TypeFor[referee.Message]()
	inside := map[string]bool{}
	var walk func(v reflect.Value, top bool)
	walk = func(v reflect.Value, top bool) {
		for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return
			}
			v = v.Elem()
		}
		if !top && v.Type().Implements(msg) {
			inside[string(v.Interface().(referee.Message).Code())] = true
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), false)
				}
			}
			// A part a template reaches by a method ({{.Owners}}); not a
			// method that gives the message itself again in another form
			// (turtles' NoColours.AskedByTaps), which would never end.
			for i := range v.NumMethod() {
				if m := v.Method(i); m.Type().NumIn() == 0 && m.Type().NumOut() == 1 && m.Type().Out(0).Implements(msg) {
					if part := m.Call(nil)[0]; !(part.Kind() == reflect.Interface && !part.IsNil() && part.Elem().Type() == v.Type()) {
						walk(part, false)
					}
				}
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i), false)
			}
		}
	}
	for _, s := range reg.Specs() {
		for _, m := range s.Examples() {
			walk(reflect.ValueOf(m), true)
		}
	}
	return inside
}

// listedCodes are the codes of what a game says in `referee moves`' list
// and in the table's help, found by asking a game of each of them that has
// just begun (its Spec.Sample header): the heading above the moves
// (turtles.pass-when-stuck), each move said in words (turtles.move), the
// group a move is tapped under, and the example turn the table shows
// before the dice are rolled (super-race.example-turn). They are lines of
// those lists, never a remark `check` prints with a code in brackets, so
// explain does not list them as transcript errors, whether or not a game names them in its Spec.FragmentCodes.
func listedCodes(reg *games.Registry) map[string]bool {
	out := map[string]bool{}
	add := func(m referee.Message) {
		if m != nil {
			out[string(m.Code())] = true
		}
	}
	for _, g := range reg.Specs() {
		if len(g.Players) == 0 {
			continue
		}
		players := []string{"Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan"}[:min(g.Players[0], 8)]
		text := "game: " + g.ID + "\nplayers: " + strings.Join(players, ", ") + "\n"
		if g.Sample != nil {
			text += g.Sample(players, func(int) int { return 0 })
		}
		file := notation.ReadAll("sample", []byte(text), reg.Dialect)
		if file == nil || len(file.Games) == 0 {
			continue
		}
		s := referee.ReplayGame("sample", file.Games[0], reg, referee.Options{}).Session
		if s == nil {
			continue
		}
		choices := s.Legal(referee.View{})
		add(choices.Intro)
		for _, c := range slices.Concat(choices.Moves, choices.Templates) {
			add(c.Say)
			add(c.Group)
		}
		if e, ok := s.Engine().(interface{ Example() referee.Choice }); ok {
			add(e.Example().Say)
		}
	}
	return out
}
