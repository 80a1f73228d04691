package cli

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
	"github.com/boardgame-referee/referee/referee/say"
)

// ExplainOptions are the options of `referee explain`.
type ExplainOptions struct {
	IO    *iostreams.IOStreams
	Codes codeBook
	Code  string // "": every code with a rule behind it
}

// codeBook is where explain finds codes and says them: the games, the
// catalog of every message, and the language spoken.
type codeBook struct {
	Registry *games.Registry
	Catalog  *say.Catalog
	Speaker  *say.Speaker
	// listed are the codes of the lines of `moves`' list and the table's
	// help (listedCodes): found once a book, when first asked, since a
	// game must begin to say them.
	listed func() map[string]bool
}

func newCodeBook(reg *games.Registry, c *say.Catalog, sp *say.Speaker) codeBook {
	return codeBook{reg, c, sp, sync.OnceValue(func() map[string]bool { return listedCodes(reg) })}
}

func codeBookOf(f *cmdutil.Factory) codeBook { return newCodeBook(f.Registry, f.Catalog, f.Speaker) }

// NewCmdExplain is `referee explain [CODE]`.
func NewCmdExplain(f *cmdutil.Factory, runF func(*ExplainOptions) error) *cobra.Command {
	opts := &ExplainOptions{IO: f.IOStreams, Codes: codeBookOf(f)}
	return &cobra.Command{
		Use:   "explain [CODE]",
		Short: f.Later("cli.short.explain"),
		Long:  f.Later("cli.long.explain"),
		Args:  cmdutil.Args(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Code = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return explainRun(opts)
		},
	}
}

func explainRun(opts *ExplainOptions) error {
	out := opts.IO.Out
	// On a terminal the paragraphs are wrapped to its width, between words;
	// into a pipe or a file each is one line, as before.
	wrap := func(text, indent string) string {
		if w := opts.IO.TerminalWidth(); w > 0 {
			return strings.Join(layout.WrapText(indent+text, indent, w), "\n")
		}
		return indent + text
	}
	if opts.Code == "" {
		listCodes(opts.Codes, func(s string) { fmt.Fprintln(out, s) }, wrap)
		return nil
	}
	paragraphs, err := explainCode(opts.Codes, opts.Code, nil, "referee explain", nil)
	if err != nil {
		return err
	}
	for i, p := range paragraphs {
		paragraphs[i] = wrap(p, "")
	}
	fmt.Fprintln(out, strings.Join(paragraphs, "\n\n"))
	return nil
}

// allRules lists every code explain lists: the referee's rules, the
// notation's errors, and each game's rules, notes and the other codes it
// reports.
func allRules(f codeBook) []string {
	var out []string
	for _, sec := range codeSections(f, f.Catalog.IDs(f.Speaker.Lang)) {
		out = append(out, sec.codes...)
	}
	return out
}

// codeSection is a part of explain's list: the codes of every game, of
// the notation, or of one game, under a heading.
type codeSection struct {
	heading referee.Message
	codes   []string
}

func codeSections(f codeBook, ids []string) []codeSection {
	reg := f.Registry
	own := codeSection{heading: EveryGameCodes}
	for _, c := range referee.Rules {
		own.codes = append(own.codes, string(c))
	}
	own.codes = append(own.codes, referee.CodeMovesUnchecked) // a note, said of every game
	writing := codeSection{heading: NotationCodes}
	for _, m := range notation.Examples {
		c := string(m.Code())
		if (notation.IsNoteCode(m.Code()) || hasCode(notationErrors(), m.Code())) && !slices.Contains(writing.codes, c) {
			writing.codes = append(writing.codes, c)
		}
	}
	out := []codeSection{own, writing}
	parts := partCodes(reg)
	for c := range f.listed() {
		parts[c] = true
	}
	known := make(map[string]bool, len(ids))
	for _, id := range ids {
		known[id] = true
	}
	for _, g := range reg.Specs() {
		sec := codeSection{heading: GameCodes{Game: referee.Term("game." + g.ID), ID: g.ID}}
		for _, c := range slices.Concat(g.Rules, g.Notes) {
			sec.codes = append(sec.codes, string(c))
		}
		// Then the game's other codes a player meets that have a text of
		// their own (errors of the game's transcript: turtles.spoken-sign),
		// but not the words of its lists (turtles.move), which have a text
		// for their own page only.
		for _, id := range ids {
			c, ok := strings.CutSuffix(id, ".rule")
			if ok && known[c] && strings.HasPrefix(c, g.ID+".") && !parts[c] && !slices.Contains(sec.codes, c) {
				sec.codes = append(sec.codes, c)
			}
		}
		// Then every other code the game reports in brackets — its
		// transcript's errors and its warnings, with no text of their own
		// yet (turtles.step-missing, turbo.warn.no-cards) — so that the
		// list is every code `check` can print.
		// A word or a part of a sentence (turtles.square) is not one.
		for _, c := range reportedCodes(reg, g, parts, func(id string) bool { return known[id] }) {
			if !slices.Contains(sec.codes, c) {
				sec.codes = append(sec.codes, c)
			}
		}
		out = append(out, sec)
	}
	return out
}

// listCodes is explain's list: under each heading, each code with its kind
// in brackets and its rule, or, for a notation error, an example of it.
func listCodes(f codeBook, println func(string), wrap func(text, indent string) string) {
	sp := f.Speaker
	for i, sec := range codeSections(f, f.Catalog.IDs(sp.Lang)) {
		if i > 0 {
			println("")
		}
		println(sp.Say(sec.heading))
		for _, code := range sec.codes {
			info := kindOf(f.Registry, code)
			text := ""
			// An example is never printed as if it explained the code:
			// after a text a family of codes shares (super-race.map.rule),
			// or alone, it follows "For example".
			rule, ok := ruleOf(f, code)
			m := exampleOf(f.Registry, code, sp.Lang)
			said := ""
			if ok {
				said = sp.Say(rule)
				if see, has := seeOf(f, rule); has {
					said += " " + sp.Say(see)
				}
			}
			switch {
			case ok && string(rule) != code+".rule" && m != nil:
				text = said + " " + quotedExample(sp, ListForExample{Said: m})
			case ok:
				text = said
			case m != nil && info.kind == kindGameMessage:
				text = quotedExample(sp, ListNoRule{Said: m})
			case m != nil:
				text = quotedExample(sp, ListForExample{Said: m})
			}
			println(sp.Say(info.tag()) + " " + code)
			if text != "" {
				println(wrap(text, "    "))
			}
		}
	}
}

// explainCode is what `referee explain CODE` and the table's :explain say
// of a code, as paragraphs: the code, what kind of code it is, the rule
// behind it, and an example of what the referee says under it. The code is
// forgiven its brackets and case, and, while a game is played, its game's
// name (`not-last`). An unknown code is a usage error naming the codes it
// is a word of, or the nearest code, or else the command that lists them
// (as typed in the language spoken).
func explainCode(f codeBook, typed string, game *referee.Spec, lister string, said referee.Message) ([]string, error) {
	code := strings.TrimSpace(strings.Trim(typed, "[]"))
	rules := allRules(f)
	for _, c := range rules {
		if notation.Fold(c) == notation.Fold(code) || game != nil && notation.Fold(c) == notation.Fold(game.ID+"."+code) {
			return explanation(f, c, said), nil
		}
	}
	// A code without its game's prefix, as `# expect:` takes it, when one
	// game has it (`back-from-start`).
	if game == nil {
		spaces := append(f.Registry.IDs(), "referee", "notation")
		switch found := expect.NewKnown(f.Catalog.IDs(f.Speaker.Lang), spaces).Unprefixed(notation.Fold(code)); {
		case len(found) == 1:
			return explainCode(f, found[0], nil, lister, said)
		case len(found) > 1:
			return nil, cmdutil.Usage(expect.AmbiguousCode{Typed: notation.Clip(code), Codes: found})
		}
	}
	if notation.Fold(code) == referee.WidthKey {
		return []string{referee.WidthKey, f.Speaker.Sentence(WidthKeyExplained)}, nil
	}
	if id, ok := messageCode(f, code); ok {
		return explanation(f, id, said), nil
	}
	return nil, cmdutil.Usage(unknownCode(f, code, rules, game, lister))
}

// unknownCode is the usage error of a code explain does not know: the
// codes a word of codes (`left`) is part of, offered and not one of them
// guessed; else the nearest code; else the command that lists them.
func unknownCode(f codeBook, code string, rules []string, game *referee.Spec, lister string) referee.Message {
	typedCode := notation.Clip(code)
	if found := codesWith(code, rules); len(found) > 0 {
		return codesOfAWord(f, code, found, game, lister)
	}
	near := rules
	if game == nil { // a code without its prefix may be meant too
		for _, c := range rules {
			if _, rest, ok := strings.Cut(c, "."); ok {
				near = append(near, rest)
			}
		}
	}
	s, ok := notation.NearestCode(code, near)
	if !ok {
		return UnknownCode{Typed: typedCode, Command: lister}
	}
	// A short code suggested is shown in full: typed back, a short code
	// several games share is itself an error.
	if !slices.Contains(rules, s) {
		var full notation.Alternatives
		for _, c := range rules {
			if _, rest, _ := strings.Cut(c, "."); rest == s {
				full = append(full, c)
			}
		}
		if len(full) > 1 {
			return UnknownCodeSuggestOneOf{Typed: typedCode, Codes: full}
		}
		if len(full) == 1 {
			s = full[0]
		}
	}
	return UnknownCodeSuggest{Typed: typedCode, Suggestion: s}
}

// codesOfAWord offers the codes a word of codes is part of: at the table
// the game's own first; too many for a line, their count and where the
// list shows them — a game's own section when the word is the game's id.
func codesOfAWord(f codeBook, code string, found []string, game *referee.Spec, lister string) referee.Message {
	typedCode := notation.Clip(code)
	if game != nil {
		ofGame := func(c string) bool { return strings.HasPrefix(c, game.ID+".") || strings.HasPrefix(c, "referee.") }
		if own := slices.DeleteFunc(slices.Clone(found), func(c string) bool { return !ofGame(c) }); len(own) > 0 {
			found = own
		}
	}
	if len(found) <= codesOnALine {
		return UnknownCodePart{Typed: typedCode, Codes: found}
	}
	many := UnknownCodeMany{Typed: typedCode, N: len(found), Command: lister, Example: found[0]}
	if id := notation.Fold(code); slices.Contains(f.Registry.IDs(), id) && !slices.ContainsFunc(found, func(c string) bool { return !strings.HasPrefix(c, id+".") }) {
		many.Section, many.Title = id, referee.Term("game."+id)
		if ex := id + ".not-last"; slices.Contains(found, ex) {
			many.Example = ex
		}
	}
	return many
}

// explanation is what explain says of a code it knows: the code, its
// kind, the rule behind it and the rule's example where it has them, and
// what the referee says under it, an example said in the language spoken.
// A code with no example is said only when its text needs no facts: a
// template is never shown raw. said, when it is of this code, is what the
// referee said of the move just refused at the table: it is shown in place
// of the example, under a heading that says so.
func explanation(f codeBook, code string, said referee.Message) []string {
	sp, c := f.Speaker, kindOf(f.Registry, code)
	out := []string{code}
	if text, ok := ruleOf(f, code); ok {
		// The rule's text first, then what follows from it: a reader
		// wants the rule before what breaking it means. Every code with a
		// text shows it, whatever its kind: a placeholder in its place
		// told a reader nothing.
		// Then the pointer to another code's page, if the rule has one,
		// which closes the paragraph.
		rule := sp.Sentence(text)
		if _, own := f.Catalog.Text(sp.Lang, code+".after"); own {
			// A rule that holds only under a house rule says when
			// (chinese-checkers.left-goal: «При «замок-цели: да» ход…»),
			// not that every move breaking it is refused.
			rule += " " + sp.Sentence(referee.Term(code+".after"))
		} else if after, ok := c.afterRule(); ok {
			rule += " " + sp.Sentence(after)
		}
		if see, ok := seeOf(f, text); ok {
			rule += " " + sp.Sentence(see)
		}
		out = append(out, rule)
		// The example is a sentence of its own, with its capital: it is
		// read as a worked case, not as the end of the label's sentence.
		if _, ok := f.Catalog.Text(sp.Lang, code+".example"); ok {
			label, example := sp.Sentence(ExampleLabel), referee.Message(referee.Term(code+".example"))
			if strings.HasSuffix(label, ":") { // "Example: on the outer lane…", no capital after a colon
				out = append(out, label+" "+sp.AfterLabel(example))
			} else {
				out = append(out, label+" "+sp.Sentence(example))
			}
		}
	} else {
		out = append(out, sp.Sentence(c.kindSentence(f, code)))
	}
	example := exampleOf(f.Registry, code, sp.Lang)
	if text, ok := f.Catalog.Text(sp.Lang, code); example == nil && ok && !strings.Contains(text, "{{") {
		example = referee.Term(code)
	}
	if said != nil && string(said.Code()) == code {
		return append(out, sp.Sentence(RefereeSaid), sp.Statement(said))
	}
	if example != nil {
		says := RefereeSays
		if _, ok := ruleOf(f, code); !ok && c.kind == kindGameMessage && slices.Contains(allRules(f), code) {
			says = RefereeSaysExample // the example is all the page has
		} else if c.kind == kindRule || c.kind == kindRuleReading || c.kind == kindNotationError || c.kind == kindExpectationError {
			says = RefereeExplains
		}
		out = append(out, sp.Sentence(says), sp.Statement(example))
	}
	return out
}

// ruleOf is the text that explains a code: its own (`CODE.rule`), or its
// family's, for codes that share one (`super-race.map.rule` for every
// error of a track's map, `super-race.map.start-gap`).
func ruleOf(f codeBook, code string) (referee.Term, bool) {
	for c := code; ; {
		if _, ok := f.Catalog.Text(f.Speaker.Lang, c+".rule"); ok {
			return referee.Term(c + ".rule"), true
		}
		i := strings.LastIndexByte(c, '.')
		if i < 0 || !strings.Contains(c[:i], ".") {
			return "", false // a game's or the referee's name alone has no text
		}
		c = c[:i]
	}
}

// seeOf is the sentence after a rule's text that points to another
// code's page (`CODE.see`: “See “referee explain …”.”), if it has one.
func seeOf(f codeBook, rule referee.Term) (referee.Term, bool) {
	see := referee.Term(strings.TrimSuffix(string(rule), ".rule") + ".see")
	_, ok := f.Catalog.Text(f.Speaker.Lang, string(see))
	return see, ok
}

// codesWith lists the codes a typed word is part of, whole words of them
// (`left` of chinese-checkers.left-goal, not of a code with «leftover»).
func codesWith(typed string, codes []string) []string {
	words := strings.FieldsFunc(notation.Fold(typed), isCodeBreak)
	if len(words) == 0 {
		return nil
	}
	var out []string
	for _, c := range codes {
		parts := strings.FieldsFunc(notation.Fold(c), isCodeBreak)
		for i := 0; i+len(words) <= len(parts); i++ {
			if slices.Equal(parts[i:i+len(words)], words) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

func isCodeBreak(r rune) bool { return r == '.' || r == '-' }

// messageCode finds a printed code among the catalog's message IDs.
func messageCode(f codeBook, code string) (string, bool) {
	for _, id := range f.Catalog.IDs(f.Speaker.Lang) {
		if notation.Fold(id) == notation.Fold(code) {
			return id, true
		}
	}
	return "", false
}

// rulebook is explain's rules for the table's :explain, in the language of
// the factory given.
func rulebook(reg *games.Registry) func(*say.Catalog, *say.Speaker) play.Explainer {
	return func(c *say.Catalog, sp *say.Speaker) play.Explainer { return rules{newCodeBook(reg, c, sp)} }
}

type rules struct{ f codeBook }

// Rules are the codes the table lists and states under :rule: the rules,
// notes and notation errors, without the games' other codes (their
// transcript errors are told in full where they are said).
func (r rules) Rules() []string {
	return slices.DeleteFunc(allRules(r.f), func(c string) bool {
		k := kindOf(r.f.Registry, c)
		return c == referee.CodeMovesUnchecked || !k.own && k.kind > kindReading
	})
}

func (r rules) Explain(typed string, game *referee.Spec, lister string, said referee.Message) ([]string, error) {
	return explainCode(r.f, typed, game, lister, said)
}

// kindSentence says what a code without a text of its own is: a game's
// code explain lists is a transcript error `check` prints; one of the lines of `moves`' list is the game's words.
func (c codeInfo) kindSentence(f codeBook, code string) referee.Message {
	if c.kind == kindGameMessage {
		if f.listed()[code] {
			return GameWordsKind
		}
		if slices.Contains(allRules(f), code) {
			return GameErrorKind
		}
	}
	return c.sentence()
}

// quotedExample says a list entry that quotes an example message after
// "For example:": the quoted sentence keeps its capital, and the entry
// ends with its full stop after the closing quote.
func quotedExample(sp *say.Speaker, m referee.Message) string {
	text := sp.Statement(m)
	for i, r := range text {
		if r == '«' || r == '“' {
			rest := text[i+len(string(r)):]
			if first, n := utf8.DecodeRuneInString(rest); unicode.IsLower(first) {
				return text[:i+len(string(r))] + string(unicode.ToUpper(first)) + rest[n:]
			}
			break
		}
	}
	return text
}
