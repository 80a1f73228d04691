package play

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
	"github.com/boardgame-referee/referee/referee/say"
)

// A command at the table starts with ":", which no move, name or header key
// can start with, so a command is never taken for a move.
const commandPrefix = ":"

// playCommand is one command at the table, by its names in English and
// Russian (the first of each is the one shown).
type playCommand struct {
	key   string   // the English name, which the code uses
	ru    []string // the Russian names
	en    []string // more English names
	args  string   // message ID of the argument shown in :help, "" for none
	help  string   // message ID of the one-line help
	table bool     // needs a game in progress
}

var playCommands = []playCommand{
	{key: "moves", ru: []string{"ходы", "подсказка"}, en: []string{"hint"}, help: "play.help.moves", table: true},
	{key: "board", ru: []string{"доска", "позиция"}, help: "play.help.board", table: true},
	{key: "undo", ru: []string{"отмена", "отменить"}, args: "play.arg.n", help: "play.help.undo", table: true},
	{key: "explain", ru: []string{"правило", "почему"}, en: []string{"why", "rule"}, args: "play.arg.code", help: "play.help.explain"},
	{key: "save", ru: []string{"сохранить"}, args: "play.arg.file", help: "play.help.save", table: true},
	{key: "transcript", ru: []string{"запись"}, help: "play.help.transcript", table: true},
	{key: "new", ru: []string{"новая", "заново"}, args: "play.arg.game", help: "play.help.new"},
	{key: "help", ru: []string{"помощь", "справка"}, en: []string{"?"}, help: "play.help.help"},
	{key: "quit", ru: []string{"выход", "выйти"}, en: []string{"exit", "q"}, help: "play.help.quit"},
}

// runCommand runs a command by its English name.
func (r *front) runCommand(key, arg string) {
	switch key {
	case "moves":
		r.listMoves(arg)
	case "board":
		r.board(arg)
	case "undo":
		r.undo(arg)
	case "explain":
		r.explain(arg)
	case "save":
		r.save(arg)
	case "transcript":
		r.transcript()
	case "new":
		r.newGame(arg)
	case "help":
		r.help()
	case "quit":
		r.leave()
	}
}

// names lists every name of a command.
func (c playCommand) names() []string { return slices.Concat([]string{c.key}, c.en, c.ru) }

// command runs a line that starts with ":".
func (r *front) command(text string) {
	name, arg, _ := strings.Cut(strings.TrimPrefix(text, commandPrefix), " ")
	name, arg = strings.TrimSpace(name), strings.TrimSpace(arg)
	for _, c := range playCommands {
		if !slices.ContainsFunc(c.names(), notation.Is(name)) {
			continue
		}
		if c.table && r.t == nil {
			r.tell(styleBad, NoGameYet)
			return
		}
		r.runCommand(c.key, arg)
		return
	}
	var all []string
	for _, c := range playCommands {
		for _, n := range c.names() {
			all = append(all, commandPrefix+n)
		}
	}
	typed := visible(notation.Clip(text))
	if s, ok := notation.Nearest(commandPrefix+name, all); ok {
		r.tell(styleBad, UnknownCommandSuggest{Command: typed, Suggestion: s})
		return
	}
	r.tell(styleBad, UnknownCommand{Command: typed, Help: r.commandName("help")})
}

// undo takes back the last move, or the last N.
func (r *gameEditor) undo(arg string) {
	n := 1
	if arg != "" {
		v, err := strconv.Atoi(arg)
		if err != nil || v < 1 {
			r.tell(styleBad, UndoBad{Arg: visible(notation.Clip(arg))})
			return
		}
		n = v
	}
	// The game is replayed once, whatever N; the move named is the last
	// taken back, the first of them, whose position the game is in now.
	e, taken := r.t.UndoMoves(n)
	if taken == 0 && r.t.Lost() != nil {
		r.tell(styleBad, table.MovesLost)
		return
	}
	if taken > 0 {
		// A bare :explain no longer tells a move taken back, nor a refusal
		// of a position taken back.
		r.told, r.rule, r.refusal, r.undone = nil, "", nil, true
		l := referee.Line{Kind: referee.KindTold, Move: r.t.Moves() + 1, Actor: e.Actor, Text: e.Text}
		r.tell(styleNote, Undone{Move: say.MoveLabel(l).(referee.MoveLabel)})
		if taken > 1 {
			r.tell(styleNote, UndoneMany{Moves: taken})
		}
		if !r.t.Over() {
			r.offered = false
		}
	}
	if taken < n {
		r.tell(styleNote, NothingToUndo)
	}
}

// board draws the position as `referee board` does, after the line the
// prompt says: who and what is due. At a terminal a bare turn («Петя, ход
// 5») is left out: the prompt says it right under the board, and a board
// that names the player due would make it three times.
func (r *gameEditor) board(arg string) {
	v, ok := r.viewFlags("board", arg)
	if !ok {
		return
	}
	if m, due := r.due(false); due {
		if _, bare := m.(PromptTurn); !bare || !r.tty {
			r.tell(styleNone, BoardDue{Due: m})
		}
	}
	fmt.Fprint(r.out, r.t.Session().Board(r.sp, v))
}

// viewFlags reads the options a game gives a view (super-race's dice, as in
// `moves --dice`): `--name value` (or `--name=value`) pairs, or, when the
// game has one option for the view, its value alone (`:moves rs rs rc bs
// yc`). A flag is checked as the command line checks it, with its
// messages: a word the flag does not take (cmdutil.ViewValue), then a flag
// the game does not give this view, or a value it does not take
// (cmdutil.CheckView); what is wrong is said and false returned.
func (r *gameEditor) viewFlags(command, arg string) (referee.View, bool) {
	v := referee.View{}
	var flags []string
	for _, f := range r.spec.Flags {
		if slices.Contains(f.Views, command) {
			flags = append(flags, f.Name)
		}
	}
	fields := strings.Fields(arg)
	if len(fields) > 0 && !strings.HasPrefix(fields[0], "--") && len(flags) == 1 {
		v[flags[0]] = strings.Join(fields, " ")
	} else {
		name := ""
		for _, f := range fields {
			if n, ok := strings.CutPrefix(f, "--"); ok {
				n, value, _ := strings.Cut(n, "=")
				name, v[n] = n, value
				continue
			}
			if name != "" {
				v[name] = strings.TrimSpace(v[name] + " " + f)
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(v)) {
		// Quoted as on the command line (`--dice "кп кп ку сп жу"`): the
		// table has no shell to take the quotes off.
		value := unquoteArg(v[name])
		v[name] = value
		var bad cmdutil.NotAValue
		if err := (cmdutil.ViewValue{View: v, Name: name, Values: cmdutil.FlagValues(r.opts.Registry, name)}).Set(value); errors.As(err, &bad) {
			r.tell(styleBad, cmdutil.BadFlagWord{Flag: "--" + visible(notation.Clip(name)), Value: visible(notation.Clip(value)), Values: bad.Values})
			return nil, false
		}
	}
	shown := referee.View{}
	for name, value := range v {
		shown[visible(notation.Clip(name))] = value // echoed back: no control reaches the terminal
	}
	if err := cmdutil.CheckView(r.opts.Registry, r.spec, command, shown, r.t.Players()); err != nil {
		if msg, ok := cmdutil.UsageOf(err); ok {
			r.tell(styleBad, msg)
			return nil, false
		}
	}
	if w := r.width(); w > 0 {
		v[referee.WidthKey] = strconv.Itoa(w) // boards and legends fit the terminal
	}
	return v, true
}

// unquoteArg takes one pair of quotes off a command's argument: those a
// name takes, or a shell's single quotes.
func unquoteArg(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return s[1 : len(s)-1]
	}
	return notation.Unquoted(s)
}

// listMoves lists the legal moves now, in the words of the language spoken
// where the game gives them.
func (r *gameEditor) listMoves(arg string) {
	v, ok := r.viewFlags("moves", arg)
	if !ok {
		return
	}
	choices := r.t.Session().Legal(v)
	// Whose turn it is, then what the game says first, as `referee moves`
	// says them: once each, so super-race's «Петя сейчас на линии
	// старта…» is not followed by a head naming Петя again.
	if turn := r.t.Session().Turn(); turn >= 0 && !r.t.Over() {
		r.tell(styleNone, cmdutil.ToMove{Player: r.t.Players()[turn]})
	}
	if choices.Intro != nil {
		r.tell(styleNone, choices.Intro)
	}
	switch {
	case len(choices.Moves)+len(choices.Templates) > 0:
	case r.t.Over():
		r.tell(styleNote, cmdutil.NoMoves{Game: r.t.Session().TheGame()})
		return
	case choices.Intro == nil:
		r.tell(styleNote, NoLegalMoves)
		return
	default:
		return // what the game said is the answer
	}
	// The lines due whose words are the players' own (turbo's next task)
	// come last, with their placeholder.
	var texts []string
	for _, c := range slices.Concat(choices.Moves, choices.Templates) {
		texts = append(texts, r.choiceText(c))
	}
	// One choice a line, as `referee moves` lists them: a choice told in
	// words (a route and where it ends) reads as a line of its own.
	r.tell(styleNone, LegalMovesAny{N: len(texts)})
	for _, t := range texts {
		r.say(styleNone, "  "+t)
	}
}

// explain states the rule behind a code, as `referee explain` does; with
// no code, after a legal move, what it did in full (`check --explain`'s
// words: big-races' sums, turbo's cards), else the rule of the last
// refusal, or the game's codes. A line that could not be read is no rule
// broken: it is said again with its own words (the typo, the word meant),
// not the catalog's template.
func (r *gameEditor) explain(arg string) {
	code := strings.TrimSpace(strings.Trim(arg, "[]"))
	if code == "" && len(r.told) > 0 && !slices.ContainsFunc(r.told, refused) {
		r.show(r.told)
		return
	}
	if code == "" {
		code = r.rule
	}
	if code == "" && r.undone && len(r.told) == 0 {
		r.tell(styleNote, NothingToExplain)
		return
	}
	if code == "" {
		r.listRules(r.rules.Rules())
		return
	}
	if l := r.refusal; l != nil && notation.Fold(code) == notation.Fold(string(l.Message.Code())) && !slices.Contains(r.rules.Rules(), string(l.Message.Code())) {
		r.tell(styleNone, l.Message)
		r.tell(styleNone, ExplainUnread{Command: r.commandName("moves")})
		return
	}
	// No code holds a control: one typed is echoed back visible.
	var said referee.Message
	if r.refusal != nil {
		said = r.refusal.Message
	}
	// An unknown code points to `referee explain`, which lists every code:
	// at the table :explain with no code tells the last move instead.
	paragraphs, err := r.rules.Explain(visible(code), r.spec, "referee explain", said)
	if msg, ok := cmdutil.UsageOf(err); ok {
		r.tell(styleBad, msg)
		return
	}
	// The code, explain's heading, comes last at the table, in words.
	for _, p := range paragraphs[1:] {
		r.say(styleNone, p)
	}
	r.tell(styleNone, RuleCode{Rule: paragraphs[0]})
}

// refused reports whether a report line is a refusal.
func refused(l referee.Line) bool {
	return l.Kind == referee.KindError || l.Kind == referee.KindViolation
}

// listRules lists the codes of the game played (every game's before one is
// chosen), each with its rule.
func (r *gameEditor) listRules(rules []string) {
	r.tell(styleNone, RuleCodes{Command: r.commandName("explain")})
	for _, c := range rules {
		if r.spec != nil && !strings.HasPrefix(c, r.spec.ID+".") && !strings.HasPrefix(c, "referee.") {
			continue
		}
		fmt.Fprintf(r.out, "  %s\n", c)
	}
}

// transcript shows what :save would write; a long game's moves that
// cannot be read back are said so, not shown cut short.
func (r *gameEditor) transcript() {
	if err := r.t.WriteTranscript(r.out); err != nil {
		r.tell(styleBad, table.MovesLost)
	}
}

// helpIntro says how a move is typed: with a legal move as an example
// when there is one, before a game how to start one.
func (r *gameEditor) helpIntro() referee.Message {
	if r.t == nil {
		return HelpIntroStart
	}
	ex, ok := r.example()
	if !ok {
		ex, ok = r.gameExample()
	}
	if !ok {
		return HelpIntroPlain
	}
	// The move with its player's name is a second example only when the
	// first has none: turbo's examples name their player already.
	named := ""
	if turn := r.t.Session().Turn(); turn >= 0 && !hasActor(ex) {
		named = table.QuoteName(r.t.Players()[turn]) + ": " + ex
	}
	return HelpIntro{Example: ex, Named: named}
}

// exampled is an engine whose moves cannot be listed until the players
// roll (super-race's dice): it gives a move as one is typed, for :help;
// zero when it has none.
type exampled interface {
	Example() referee.Choice
}

// gameExample is the move the game gives for the help when its legal
// moves cannot be listed, in the words of the language spoken.
func (r *gameEditor) gameExample() (string, bool) {
	e, ok := r.t.Session().Engine().(exampled)
	if !ok {
		return "", false
	}
	c := e.Example()
	if c.Text == "" {
		return "", false
	}
	// Typed as the words read («кп кп ку сп жу / красный ^ ^ >»): the
	// typography's no-break spaces after its short words are spaces here.
	if text := strings.ReplaceAll(r.choiceText(c), "\u00a0", " "); r.typable(text) {
		return text, true
	}
	return c.Text, true
}

// help says how to play and lists the commands.
func (r *gameEditor) help() {
	r.tell(styleNone, r.helpIntro())
	r.tell(styleNone, HelpHeader{Keys: quotedKeys(r.keysOrNone())})
	r.tell(styleNone, HelpCommands)
	width := 0
	rows := make([][2]string, len(playCommands))
	for i, c := range playCommands {
		use := r.commandName(c.key)
		if c.args != "" {
			use += " " + r.text(c.args)
		}
		rows[i] = [2]string{use, r.text(c.help)}
		width = max(width, layout.Width(use))
	}
	for _, row := range rows {
		lead := "  " + layout.Pad(row[0], width) + "  "
		if w := r.width(); w > 0 {
			// A description too long for the terminal goes on under itself.
			for _, l := range layout.Wrap(lead, layout.Fields(row[1]), strings.Repeat(" ", layout.Width(lead)), w) {
				fmt.Fprintln(r.out, l)
			}
			continue
		}
		fmt.Fprintln(r.out, lead+row[1])
	}
	if r.tty {
		r.tell(styleNone, HelpKeys)
	}
}

// keysOrNone are the header keys :help names: the game's, and result:.
func (r *gameEditor) keysOrNone() []string {
	var keys []string
	if r.spec != nil {
		keys = r.keyList()
	}
	return append(keys, r.localKey(notation.ResultKeys)+":")
}
