package play

import (
	"slices"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// completer completes what is typed at the prompt from the session itself:
// the legal moves now (in the language spoken and in the canonical words),
// the players' names, the header keys and the words of the game (colours),
// the commands, and the codes and games the commands take.
type completer struct{ r *input }

// Do gives readline the endings of every candidate that starts with what is
// typed up to the cursor, case and ё forgiven; length is the word being
// completed, which readline shows in front of each ending.
func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	if pos < 0 || pos > len(line) {
		return nil, 0
	}
	typed := line[:pos]
	word := len(typed) - 1 - lastIndexRune(typed, func(r rune) bool { return unicode.IsSpace(r) || r == ':' || r == ',' || r == '=' || r == ';' })
	var out [][]rune
	seen := map[string]bool{}
	for _, cand := range c.r.candidates(string(typed)) {
		cr := []rune(cand)
		if len(cr) <= len(typed) || !foldedPrefix(cr, typed) {
			continue
		}
		end := string(cr[len(typed):])
		if !seen[end] {
			seen[end] = true
			out = append(out, cr[len(typed):])
		}
	}
	return out, word
}

// candidates are whole lines that could be meant by what is typed.
func (r *input) candidates(typed string) []string {
	if strings.HasPrefix(strings.TrimLeft(typed, " "), commandPrefix) {
		return r.commandCandidates(strings.TrimLeft(typed, " "))
	}
	switch {
	case r.spec == nil:
		return r.opts.Registry.Names()
	case r.t == nil:
		return nil
	case r.secret != nil:
		return r.secret.words
	}
	if key, _, ok := strings.Cut(typed, ":"); ok && isOneOf(key, r.t.Keys()) {
		return r.valueCandidates(typed, key)
	}
	if strings.TrimSpace(typed) == "" {
		return r.dueCandidates()
	}
	if routes := r.afterView(typed); routes != nil {
		return routes
	}
	return r.moveCandidates()
}

// dueCandidates are what Tab offers on an empty line: the moves legal now,
// each once, in the words of the language spoken where the game reads them.
func (r *input) dueCandidates() []string {
	var out []string
	for _, c := range r.t.Session().Legal(nil).Moves {
		if text := r.typedChoice(c); !slices.Contains(out, text) {
			out = append(out, text)
		}
	}
	return out
}

// afterView completes a move whose first part is what a game's view takes
// (super-race's dice, before the `/` of a turn): the legal moves of those
// dice, as typed so far and then the route, in the words of the language
// spoken where the game reads them. Nil when the line is no such move.
func (r *input) afterView(typed string) []string {
	head, _, ok := strings.Cut(typed, "/")
	if !ok {
		return nil
	}
	var flag string
	for _, f := range r.spec.Flags {
		if slices.Contains(f.Views, "moves") {
			if flag != "" {
				return nil // which option the words are for is not clear
			}
			flag = f.Name
		}
	}
	if flag == "" {
		return nil
	}
	value := head
	if _, rest, named := strings.Cut(head, ":"); named {
		value = rest // `Маша: кп кп … /`
	}
	prefix := head + "/ "
	var out []string
	for _, c := range r.t.Session().Legal(referee.View{flag: strings.TrimSpace(value)}).Moves {
		_, route, ok := strings.Cut(c.Text, "/")
		if !ok {
			continue
		}
		route = strings.TrimSpace(route)
		// The route in the language spoken: the words of the choice's own
		// that read, after what is typed, as a move (its route: the other
		// facts tell where it ends, which reads as no move).
		for _, w := range r.choiceWords(c) {
			if r.typable(prefix + w) {
				route = w
				break
			}
		}
		out = append(out, prefix+route)
	}
	return out
}

// commandCandidates are the commands, and after a command its argument.
func (r *input) commandCandidates(typed string) []string {
	name, _, hasArg := strings.Cut(typed, " ")
	var out []string
	for _, c := range playCommands {
		if !hasArg {
			for _, n := range c.names() {
				out = append(out, commandPrefix+n+argSpace(c))
			}
			continue
		}
		if !slices.ContainsFunc(c.names(), notation.Is(strings.TrimPrefix(name, commandPrefix))) {
			continue
		}
		switch c.key {
		case "explain":
			for _, code := range r.rules.Rules() {
				if r.spec == nil || strings.HasPrefix(code, r.spec.ID+".") || strings.HasPrefix(code, "referee.") {
					out = append(out, name+" "+code)
				}
			}
		case "new":
			for _, g := range r.opts.Registry.Names() {
				out = append(out, name+" "+g)
			}
		}
	}
	return out
}

func argSpace(c playCommand) string {
	if c.args != "" {
		return " "
	}
	return ""
}

// moveCandidates are the legal moves, each also after the name of the
// player due, the players' names (whole, and a later word of a name that
// fits its player alone: `Зина: ` for «бабушка Зина») and the header keys.
func (r *input) moveCandidates() []string {
	var out []string
	due := ""
	if turn := r.t.Session().Turn(); turn >= 0 {
		due = table.QuoteName(r.t.Players()[turn]) + ": "
	}
	for _, c := range r.t.Session().Legal(nil).Moves {
		for _, text := range r.choiceTexts(c) {
			out = append(out, text)
			if due != "" && !hasActor(text) {
				out = append(out, due+text)
			}
		}
	}
	cast := r.t.Session().Cast()
	for i, p := range r.t.Players() {
		out = append(out, table.QuoteName(p)+": ")
		for _, w := range strings.Fields(p)[1:] {
			if cast != nil && cast.Player(w) == i {
				out = append(out, w+": ")
			}
		}
	}
	for _, k := range r.t.Keys() {
		out = append(out, k+": ")
	}
	return out
}

// valueCandidates complete a header value: after `=` the game's words
// (`цвета: Маша=кр` → красная), else the players' names, each with its `=`
// in a list of `Name=value` (every header list but players:).
func (r *input) valueCandidates(typed, key string) []string {
	// What stands after the last ":", "," or "=" (and its spaces) is the
	// word being typed; everything before it stays.
	cut := strings.LastIndexAny(typed, ":,=") + 1
	rest := strings.TrimLeft(typed[cut:], " ")
	head := typed[:len(typed)-len(rest)]
	var out []string
	if typed[cut-1] == '=' {
		for _, w := range r.vocabulary() {
			out = append(out, head+w)
		}
		return out
	}
	if isOneOf(strings.TrimSpace(key), notation.PlayersKeys) {
		return nil // new names: nothing to offer
	}
	for _, p := range r.t.Players() {
		out = append(out, head+table.QuoteName(p)+"=")
	}
	return out
}

// vocabulary are the words of the game's moves from its opening position
// (its colours, cards and pieces) and from the position now.
func (r *input) vocabulary() []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range []*referee.Session{r.t.Opening(), r.t.Session()} {
		if s == nil {
			continue
		}
		for _, c := range s.Legal(nil).Moves {
			for _, text := range r.choiceTexts(c) {
				for _, w := range strings.Fields(text) {
					w = strings.TrimRight(w, ":")
					if !seen[w] && strings.IndexFunc(w, unicode.IsLetter) == 0 && !isOneOf(w, r.t.Players()) {
						seen[w] = true
						out = append(out, w)
					}
				}
			}
		}
	}
	return out
}

// choiceTexts are the ways to type a legal move: in the language spoken
// when the game gives those words and its grammar reads them, and in the
// canonical words.
func (r *input) choiceTexts(c referee.Choice) []string {
	if text := r.typedChoice(c); text != c.Text {
		return []string{text, c.Text}
	}
	return []string{c.Text}
}

// typedChoice is a legal move as a player types it in the language spoken:
// the choice in words when the game reads them (`красная +1`), or the words
// a choice told in words starts with, before its dash (`пп` of «пп — 2
// прямо, до клетки 4/2»); else the canonical text.
func (r *gameEditor) typedChoice(c referee.Choice) string {
	text := r.choiceText(c)
	if text == c.Text {
		return text
	}
	if head, _, ok := strings.Cut(text, "—"); ok {
		if head = strings.TrimFunc(head, unicode.IsSpace); r.typable(head) {
			return head
		}
	}
	if r.typable(text) {
		return text
	}
	return c.Text
}

// typable reports whether the game reads text as a move.
func (r *gameEditor) typable(text string) bool {
	moves, err := notation.SplitMoves(text, notation.Pos{Line: 1, Column: 1})
	if err != nil || len(moves) != 1 {
		return false
	}
	m := moves[0]
	if r.t.Session().Engine() == nil {
		return false
	}
	_, perr := r.t.Session().Engine().Parse(m)
	return perr == nil
}

func hasActor(text string) bool {
	moves, err := notation.SplitMoves(text, notation.Pos{Line: 1, Column: 1})
	return err == nil && len(moves) == 1 && moves[0].Actor != ""
}

// foldedPrefix reports whether cand starts with typed, forgiving case, ё
// and dashes, rune by rune.
func foldedPrefix(cand, typed []rune) bool {
	for i, r := range typed {
		if notation.FoldRune(cand[i]) != notation.FoldRune(r) {
			return false
		}
	}
	return true
}

func lastIndexRune(rs []rune, f func(rune) bool) int {
	for i := len(rs) - 1; i >= 0; i-- {
		if f(rs[i]) {
			return i
		}
	}
	return -1
}
