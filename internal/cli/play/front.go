package play

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"io"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
	"github.com/boardgame-referee/referee/referee/say"
)

// front is one run of `referee play`: the game at the table, where lines
// come from, and how answers are shown.
type front struct {
	opts    *Options
	catalog *say.Catalog // the language of the table
	sp      *say.Speaker
	files   *cmdutil.Transcripts
	out     io.Writer
	errOut  io.Writer
	code    int // the worst exit status so far
	rules   Explainer
	in      lineReader
	style   styles
	tty     bool // a person at a terminal: prompts, completion, history

	spec *referee.Spec // the game chosen; nil while it is asked for
	t    *table.Table  // the game in progress; nil while the players are asked for
	// players and pending are the header lines typed before the game could
	// start: the players, and what else the game needs first.
	players table.Header
	pending []table.Header
	// asking is set while header lines are offered before the first move
	// (the game said something about its header, such as turbo's cards:).
	asking bool
	unset  string // the key of a header line refused while asking, not yet mended
	rule   string // the code of the last refusal, for a bare :explain
	// refusal is the last line refused, and told what the last line typed
	// did in full: a bare :explain says them.
	refusal *referee.Line
	told    []referee.Line
	short   map[string]string // told IDs → their short form at the table (tableForm)
	// secret is the question going round the table for what the game hid
	// (turtles' colours); revealing: it was asked, so the winner it names
	// is saved as the result.
	secret    *secretAsk
	revealing bool
	// saved is the file the game was last saved to, and savedText the
	// game as it was then: a later :save may write that file again, and
	// leaving asks whether moves would be lost.
	saved, savedText string
	// loaded is the transcript the game came from (`referee play FILE`):
	// a :save with no name continues it, every line it held kept.
	loaded  string
	offered bool // the end of the game has offered to save it
	quit    bool
	// keptPath is the game's kept file and keptText what it holds (see keep.go), "" when
	// there is none; keptFailed: it could not be written, as said once.
	keptPath, keptText string
	keptFailed         bool
}

func newFront(opts *Options, catalog *say.Catalog, sp *say.Speaker) *front {
	r := &front{opts: opts, catalog: catalog, sp: sp, out: opts.IO.Out, errOut: opts.IO.ErrOut, rules: opts.Rulebook(catalog, sp),
		files: &cmdutil.Transcripts{Stdin: opts.IO.In, Registry: opts.Registry, Speaker: sp}}
	r.in, r.tty = r.openInput()
	r.style = newStyles(r.out, r.colour())
	return r
}

// text is one of the table's messages in the language spoken.
func (r *front) text(id string) string { return r.sp.Say(referee.Term(id)) }

func (r *front) worse(code int) { r.code = max(r.code, code) }

// end is how the table ended: the first output that failed, else the
// worst exit status of what was said.
func (r *front) end() error {
	if err := r.opts.IO.Err(); err != nil {
		return err
	}
	return cmdutil.Exit(r.code)
}

// loop reads lines until the input ends or the player quits.
func (r *front) loop() {
	for !r.quit {
		line, err := r.in.Line(r.fitPrompt(r.prompt()))
		if errors.Is(err, errInterrupt) {
			continue // Ctrl-C clears the line, as in a shell
		}
		if errors.Is(err, errLineCut) {
			r.tell(styleBad, LineCut{Limit: maxTyped})
			continue
		}
		var refused *notation.Error
		if errors.As(err, &refused) {
			// A line with no end (/dev/zero), or bytes that are not text
			// where no line end may come: said as `check -` says it, and
			// the input is read no further.
			r.fileErrors(cmdutil.StdinShown, []*notation.Error{refused})
			r.mayLeave()
			break
		}
		if err != nil {
			if r.mayLeave() { // Ctrl-D: at a terminal, moves not saved are asked about
				break
			}
			continue
		}
		r.handle(line)
		r.keep()
		if r.opts.IO.Err() != nil {
			return // nobody sees the table any more: said once, by the caller
		}
	}
}

// handle dispatches one line: an answer to a question, a command, or the
// next line of the game.
func (r *front) handle(line string) {
	text := strings.TrimSpace(line)
	if strings.HasPrefix(text, ":") {
		r.command(text)
		return
	}
	switch {
	case r.secret != nil:
		r.answerSecret(text)
	case r.spec == nil:
		r.chooseGame(text)
	case r.t == nil:
		r.startGame(text)
	case text == "" && r.unset != "":
		// A header line typed before the first move was refused: Enter
		// does not start the game without it unnoticed.
		r.tell(styleNote, HeaderUnset{Key: r.unset})
		r.unset = ""
	case text == "":
		r.asking = false
	default:
		r.enter(line)
	}
}

// enter plays a typed line and shows what it did.
func (r *front) enter(line string) {
	wasOver := r.t.Over()
	reply := r.t.Enter(line)
	if reply.NewGame != "" {
		r.newGame(reply.NewGame)
		return
	}
	// A line may play moves and then be refused at a later one: what was
	// played stands, as in a file.
	r.verdict(reply.Lines)
	if reply.Played > 0 {
		r.asking = false
	}
	switch {
	case reply.Key != "":
		r.unset = ""
		r.headerTaken(reply)
	case reply.Unset != "" && r.asking:
		r.unset = reply.Unset
	}
	if r.t.Over() && (!wasOver || reply.Key != "") {
		r.ending()
	}
	if !r.t.Over() {
		r.offered = false // a game that ends again offers again
	}
}

// headerTaken says that a header line was taken, and what the game says
// about its header now.
func (r *front) headerTaken(reply table.Reply) {
	var m referee.Message = HeaderSet{Key: reply.Key}
	switch {
	case !r.hasKey(reply.Key):
		m = HeaderCleared{Key: reply.Key}
	case r.t.Moves() > 0:
		m = HeaderReplayed{Key: reply.Key, Moves: r.movesPlayed()}
	}
	r.tell(styleGood, m)
	r.show(reply.Notes)
}

func (r *front) hasKey(key string) bool {
	for _, h := range r.t.Header() {
		if h.Key == key {
			return true
		}
	}
	return false
}

// show prints report lines as `check` does, without the file's place and
// the codes: a move's narration as one paragraph.
func (r *front) show(lines []referee.Line) {
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l.Kind == referee.KindTold {
			told := []string{r.sp.TableText(l)}
			for i+1 < len(lines) && lines[i+1].Kind == referee.KindTold && lines[i+1].Move == l.Move {
				i++
				told = append(told, r.sp.Sentence(lines[i].Message))
			}
			r.say(styleGood, strings.Join(told, " "))
			continue
		}
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			r.rule, r.refusal = string(l.Message.Code()), &lines[i]
		}
		r.say(kindStyle(l.Kind), r.sp.TableText(l))
	}
}

// verdict prints what a typed line did, a move a line: the move, then what
// the referee says of it in one paragraph — its notes, then the rule it
// broke or what happened, told short (a game's `<id>.table` form of a
// message, which may leave it out: big-races' sums, turbo's table of
// cards). `:explain` shows it all, as `check --explain` says it.
func (r *front) verdict(lines []referee.Line) {
	r.told = lines
	for i := 0; i < len(lines); {
		l := lines[i]
		if l.Move == 0 {
			r.show(lines[i : i+1])
			i++
			continue
		}
		j := i
		for j < len(lines) && lines[j].Move == l.Move && lines[j].Text == l.Text {
			j++
		}
		r.say(r.paragraph(lines[i:j]))
		i = j
	}
}

// paragraph is one move's lines as one: the move named once, each message
// after it (the first as it reads after the move, the others as sentences),
// the told ones short. A move of one line with no short form, the common
// one, is the line as `check` says it, but for its code: at the table a
// refusal's code is shown by :explain.
func (r *front) paragraph(lines []referee.Line) (style, string) {
	if len(lines) == 1 && (lines[0].Kind != referee.KindTold || r.tableForm(string(lines[0].Message.Code())) == "") {
		l := lines[0]
		if refused(l) {
			r.rule, r.refusal = string(l.Message.Code()), &lines[0]
		}
		if l.Kind == referee.KindNote {
			return styleNote, r.sp.TableText(l)
		}
		return kindStyle(l.Kind), r.sp.TableText(l)
	}
	st := styleNote
	var parts []string
	for i, l := range lines {
		m := l.Message
		switch l.Kind {
		case referee.KindError, referee.KindViolation:
			st = styleBad
			r.rule, r.refusal = string(m.Code()), &lines[i]
		case referee.KindTold:
			if st == styleNote {
				st = styleGood
			}
			if short := r.tableForm(string(m.Code())); short != "" {
				m = say.Form{Message: m, Template: referee.Code(short)}
			}
		}
		var text string
		if len(parts) > 0 {
			text = r.sp.Sentence(m)
		} else {
			text = r.sp.Say(m)
		}
		if text == "" {
			continue // a short form that leaves it out: said only in full, on :explain
		}
		parts = append(parts, text)
	}
	if len(parts) == 0 {
		parts = append(parts, r.sp.Say(lines[0].Message)) // never a move with nothing said
	}
	if len(parts) > 1 {
		for i, p := range parts {
			if !strings.HasSuffix(p, ".") && !strings.HasSuffix(p, "!") && !strings.HasSuffix(p, "?") && !strings.HasSuffix(p, "…") {
				parts[i] = p + "."
			}
			// A sentence that starts with a name as written («бабушка
			// Зина выигрывает раунд») goes on the one before it, after a
			// semicolon: a name is not given a capital it does not have.
			if r, _ := utf8.DecodeRuneInString(p); i > 0 && unicode.IsLower(r) && strings.HasSuffix(parts[i-1], ".") {
				parts[i-1] = strings.TrimSuffix(parts[i-1], ".") + ";"
			}
		}
	}
	label := r.sp.Sentence(say.MoveLabel(lines[0])) + ": "
	return st, label + strings.Join(parts, " ")
}

// tableForm is the ID of the short form a game gives a told message at
// the table (`<id>.table`), "" when it has none; looked up once an ID.
func (r *front) tableForm(id string) string {
	short, ok := r.short[id]
	if !ok {
		if short = id + ".table"; !r.catalog.HasOwn(r.sp.Lang, short) {
			short = ""
		}
		if r.short == nil {
			r.short = map[string]string{}
		}
		r.short[id] = short
	}
	return short
}

// ending says who won and why, checks a claimed result, and offers to save.
func (r *front) ending() {
	rep := r.t.Report()
	if rep.Outcome == nil {
		return
	}
	r.say(styleWin, r.sp.Outcome(rep))
	for _, l := range rep.Lines {
		if l.Claim {
			r.say(styleBad, r.sp.TableText(l))
		}
	}
	if m, ok := referee.ClaimVerdict(rep); ok {
		s := styleNote
		if _, right := m.(referee.ResultRight); right {
			s = styleGood
		}
		r.tell(s, m)
	}
	if r.askSecret() {
		r.revealing = true
		return // the save is offered once the winner is named
	}
	if r.revealing {
		r.revealing = false
		r.recordResult(rep)
	}
	if !r.offered {
		r.offered = true
		r.tell(styleNone, OfferSave{Command: r.commandName("save"), File: r.defaultFile()})
	}
}

// recordResult keeps the winners the referee named as the game's result
// line, when the game claims none: a race whose colours were asked for is
// saved with what the table learnt (`цвета:`, then `итог:`).
func (r *front) recordResult(rep *referee.Report) {
	winners := rep.Winners()
	if len(winners) == 0 || r.t.Session().Claimed().Names != nil {
		return
	}
	r.t.Enter(r.localKey(notation.ResultKeys) + ": " + table.QuoteNames(winners))
}

// unsaved reports whether the game has moves that no :save wrote.
func (r *front) unsaved() bool {
	return r.t != nil && r.t.Moves() > 0 && r.t.Transcript() != r.savedText
}

// movesPlayed counts the moves played, for a sentence: "12 moves".
func (r *front) movesPlayed() referee.Quantity {
	return referee.Quantity{Count: r.t.Moves(), Unit: "referee.unit.move"}
}

// leave quits, unless the player stays when asked about moves not saved.
func (r *front) leave() {
	if r.mayLeave() {
		r.quit = true
	}
}

// mayLeave asks, at a terminal, what to do with a game whose moves are not
// saved before it is left (Ctrl-D, :quit, :new): Enter or yes saves it, no
// leaves it kept for the next `referee play` (keep.go), Ctrl-C stays. It
// reports whether to leave. Piped input is its own record: nothing to ask.
func (r *front) mayLeave() bool {
	if !r.tty || !r.unsaved() {
		return true
	}
	switch r.ask(AskSave{Moves: r.movesPlayed(), File: visible(r.defaultFile())}) {
	case answerYes:
		return r.save("")
	case answerCancel:
		return false
	}
	if r.keptText != "" {
		r.tell(styleNote, LeftKept)
	} else {
		r.tell(styleNote, Lost{Moves: r.movesPlayed()})
	}
	return true
}

// prompt says who and what is due: `Маша, ход 4> `, `Маша — машина Маша2,
// до 6 клеток, ход 21> `, `новое задание, ход 9> `.
func (r *front) prompt() string {
	if !r.tty {
		return ""
	}
	var m referee.Message
	switch {
	case r.spec == nil:
		m = PromptGame
	case r.t == nil && r.players.Value == "":
		m = PromptPlayers
	case r.t == nil:
		m = PromptStart
	case r.secret != nil:
		m = r.secret.prompt(r)
	case r.asking:
		m = PromptHeader
	default:
		var ok bool
		if m, ok = r.due(true); !ok {
			m = PromptOver
		}
	}
	return r.sp.Say(m) + "> "
}

// fitPrompt keeps a prompt longer than the terminal from breaking in the
// middle of a word (the editor wraps it where the screen ends): its
// beginning is printed wrapped at its spaces, and its last line prompts.
func (r *front) fitPrompt(prompt string) string {
	w := r.width()
	if w == 0 || layout.Width(plain(prompt)) < w {
		return prompt
	}
	lines := layout.WrapText(strings.TrimRight(prompt, " "), "  ", w)
	for _, l := range lines[:len(lines)-1] {
		fmt.Fprintln(r.out, l)
	}
	return lines[len(lines)-1] + " "
}

// plain is text without the terminal's colours, for measuring it.
func plain(s string) string { return sgr().ReplaceAllString(s, "") }

// sgr is made when play first measures, not at every start of the binary.
var sgr = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\x1b\[[0-9;]*m`) })

// due is what is due now, as the prompt says it: the player due (painted
// when asked), what the game says is due beyond that (referee.Due), and the
// move's number; false when the game is over and nobody is due.
func (r *front) due(paint bool) (referee.Message, bool) {
	s := r.t.Session()
	turn := s.Turn()
	if r.t.Over() && (turn < 0 || !s.Outcome().PlayOn) {
		return nil, false
	}
	n := r.t.Moves() + 1
	var what referee.Message
	if d, ok := s.Engine().(referee.Due); ok {
		what = d.Due()
	}
	switch {
	case turn >= 0:
		name := say.Visible(r.t.Players()[turn])
		if paint {
			name = r.style.paint(styleDue, name)
		}
		if what != nil {
			return PromptTurnDue{Player: say.Rendered(name), Due: what, N: n}, true
		}
		return PromptTurn{Player: say.Rendered(name), N: n}, true
	case what != nil:
		return PromptDue{Due: what, N: n}, true
	}
	return PromptMove{N: n}, true
}

// tell prints a message of the catalog.
func (r *front) tell(s style, m referee.Message) { r.say(s, r.sp.Sentence(m)) }

// say prints a line, wrapped to the terminal and painted.
func (r *front) say(s style, text string) {
	lines := []string{text}
	if w := r.width(); w > 0 && !strings.Contains(text, "\n") {
		// A line's own indent, and two more for what it wraps onto.
		indent := text[:len(text)-len(strings.TrimLeft(text, " "))] + "  "
		lines = layout.WrapText(text, indent, w)
	}
	for _, l := range lines {
		fmt.Fprintln(r.out, r.style.paint(s, l))
	}
}

// kindStyle is the colour of a report line.
func kindStyle(k referee.Kind) style {
	switch k {
	case referee.KindError, referee.KindViolation:
		return styleBad
	case referee.KindNote:
		return styleNote
	case referee.KindTold:
		return styleGood
	}
	return styleNone
}

// isOneOf reports whether word is one of set, as people type it.
func isOneOf(word string, set []string) bool { return slices.ContainsFunc(set, notation.Is(word)) }
