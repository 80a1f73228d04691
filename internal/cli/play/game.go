package play

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// gameEditor is the game at the table and its transcript: the header
// typed, the moves played and taken back, what the last line did, and the
// files it is saved and kept in. What it says goes through its view.
type gameEditor struct {
	*view
	files *cmdutil.Transcripts

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
	undone  bool // moves were taken back since: a bare :explain has nothing to tell
	// secret is the question going round the table for what the game hid
	// (turtles' colours); revealing: it was asked, so the winner it names
	// is saved as the result.
	secret    *secretAsk
	revealing bool
	// saved is the file the game was last saved to, savedRev the table's
	// revision then (-1: no file holds the game as it is), written what
	// was written there: a later :save may write that file again, and
	// leaving asks whether moves would be lost.
	saved    string
	savedRev int
	written  written
	// loaded is the transcript the game came from (`referee play FILE`):
	// a :save with no name continues it, every line it held kept.
	loaded  string
	offered bool // the end of the game has offered to save it
	// folder is where the header's files (a track map) are read from,
	// and maps the folder --maps allows: a game kept remembers both.
	folder, maps string
	kept         keeper // the game's kept file (keep.go)
}

// headerTaken says that a header line was taken, and what the game says
// about its header now.
func (r *gameEditor) headerTaken(reply table.Reply) {
	var m referee.Message = HeaderSet{Key: reply.Key}
	switch {
	case !r.hasKey(reply.Key):
		m = HeaderCleared{Key: reply.Key}
	case r.t.Moves() > 0:
		m = HeaderReplayed{Key: reply.Key, Moves: r.movesPlayed()}
	}
	r.tell(styleGood, m)
	r.show(r.tableNotes(reply.Notes))
}

func (r *gameEditor) hasKey(key string) bool {
	for _, h := range r.t.Header() {
		if h.Key == key {
			return true
		}
	}
	return false
}

// tableNotes is a game's notes on its header as the table says them: a note's
// `<id>.table` form where the game gives one that says something (a
// command typed at the table, not at the shell: super-race's «:доска» for
// `referee board`), else the note as `check` says it. :explain shows them
// in full.
func (r *gameEditor) tableNotes(lines []referee.Line) []referee.Line {
	var out []referee.Line
	for i, l := range lines {
		if l.Kind != referee.KindNote {
			continue
		}
		form := r.tableForm(string(l.Message.Code()))
		if form == "" {
			continue
		}
		m := say.Form{Message: l.Message, Template: referee.Code(form)}
		if r.sp.Say(m) == "" {
			continue
		}
		if out == nil {
			out = slices.Clone(lines)
		}
		out[i].Message = m
	}
	if out == nil {
		return lines
	}
	return out
}

// show prints report lines as `check` does, without the file's place and
// the codes: a move's narration as one paragraph.
func (r *gameEditor) show(lines []referee.Line) {
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l.Kind == referee.KindTold {
			told := []string{r.sp.TableText(l)}
			for i+1 < len(lines) && lines[i+1].Kind == referee.KindTold && lines[i+1].Move == l.Move {
				i++
				if _, aside := lines[i].Message.(referee.Reference); aside {
					r.say(styleNote, r.sp.Say(lines[i].Message)) // as verdict sets it
					continue
				}
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
func (r *gameEditor) verdict(lines []referee.Line) {
	r.named(lines)
	r.told = lines
	for i := 0; i < len(lines); {
		l := lines[i]
		if l.Move == 0 {
			r.show(lines[i : i+1])
			i++
			continue
		}
		j := i
		var move []referee.Line
		for j < len(lines) && lines[j].Move == l.Move && lines[j].Text == l.Text {
			// Reference (how a round's turns go, how a square is
			// written) is a paragraph of its own before the move's, as
			// check sets it, not glued to the move's sentence, which it
			// would bury.
			if _, aside := lines[j].Message.(referee.Reference); aside {
				r.say(styleNote, r.sp.Say(lines[j].Message))
			} else {
				move = append(move, lines[j])
			}
			j++
		}
		if len(move) > 0 {
			r.say(r.paragraph(move))
		}
		i = j
	}
}

// named gives a refused move typed without a name the name of the player
// due, as the label of every other move has it («Ход 3 (Нина: отстающая
// +1): …»): the session leaves a move it cannot read nobody's, but at the
// table it is the due player's attempt, and a refused move changes nothing,
// so the player due now is the one who typed it.
func (r *gameEditor) named(lines []referee.Line) {
	turn := r.t.Session().Turn()
	if turn < 0 {
		return
	}
	for i, l := range lines {
		if l.Move != 0 && l.Actor == "" && !l.Named && refused(l) {
			lines[i].Actor = r.t.Players()[turn]
		}
	}
}

// paragraph is one move's lines as one: the move named once, each message
// after it (the first as it reads after the move, the others as sentences),
// what it did and the notes on it short where the game gives a short form
// (turbo's verdicts on a call). A move of one line with no short form, the
// common one, is the line as `check` says it, but for its code: at the
// table a refusal's code is shown by :explain.
func (r *gameEditor) paragraph(lines []referee.Line) (style, string) {
	if len(lines) == 1 && (refused(lines[0]) || r.tableForm(string(lines[0].Message.Code())) == "") {
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
			fallthrough
		case referee.KindNote:
			if short := r.tableForm(string(m.Code())); short != "" {
				m = say.Form{Message: m, Template: referee.Code(short)}
			}
		}
		var text string
		switch {
		case len(parts) == 0:
			text = r.sp.Say(m)
		case l.Kind == referee.KindNote && l.Label == "":
			// A note after the verdict is the referee's own, not the
			// verdict's: it has its label, as `check --explain` gives it
			// on a line of its own («Примечание к ходу 1: …»), the move
			// named once at the paragraph's start.
			if text = r.sp.AfterLabel(m); text != "" {
				text = r.sp.Sentence(say.Term("referee.note")) + ": " + text
			}
		default:
			text = r.sp.Sentence(m)
		}
		if text == "" {
			continue // a short form that leaves it out: said only in full, on :explain
		}
		parts = append(parts, text)
	}
	if len(parts) == 0 {
		parts = append(parts, r.sp.Say(lines[0].Message)) // never a move with nothing said
	}
	label := r.sp.Sentence(say.MoveLabel(lines[0])) + ": "
	return st, label + joinSentences(parts)
}

// joinSentences joins a paragraph's sentences, each ended by its stop. A
// sentence that starts with a name as written («бабушка Зина выигрывает
// раунд») goes on the one before it, after a semicolon: a name is not
// given a capital it does not have.
func joinSentences(parts []string) string {
	if len(parts) > 1 {
		for i, p := range parts {
			if !strings.HasSuffix(p, ".") && !strings.HasSuffix(p, "!") && !strings.HasSuffix(p, "?") && !strings.HasSuffix(p, "…") {
				parts[i] = p + "."
			}
			if r, _ := utf8.DecodeRuneInString(p); i > 0 && unicode.IsLower(r) && strings.HasSuffix(parts[i-1], ".") {
				parts[i-1] = strings.TrimSuffix(parts[i-1], ".") + ";"
			}
		}
	}
	return strings.Join(parts, " ")
}

// ending says who won and why, checks a claimed result, and offers to save.
func (r *gameEditor) ending() {
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
func (r *gameEditor) recordResult(rep *referee.Report) {
	winners := rep.Winners()
	if len(winners) == 0 || r.t.Session().Claimed().Names != nil {
		return
	}
	r.t.Enter(r.localKey(notation.ResultKeys) + ": " + table.QuoteNames(winners))
}

// unsaved reports whether the game has moves that no :save wrote.
func (r *gameEditor) unsaved() bool {
	return r.t != nil && r.t.Moves() > 0 && r.t.Revision() != r.savedRev
}

// movesPlayed counts the moves played, for a sentence: "12 moves".
func (r *gameEditor) movesPlayed() referee.Quantity {
	return referee.Quantity{Count: r.t.Moves(), Unit: "referee.unit.move"}
}

// due is what is due now, as the prompt says it: the player due (painted
// when asked), what the game says is due beyond that (referee.Prompter), and the
// move's number; false when the game is over and nobody is due.
func (r *gameEditor) due(paint bool) (referee.Message, bool) {
	s := r.t.Session()
	turn := s.Turn()
	if r.t.Over() && (turn < 0 || !s.Outcome().PlayOn) {
		return nil, false
	}
	n := s.Turns() + 1 // the turns, as the labels number them (referee.Step.Kind)
	var what referee.Message
	if d, ok := s.Engine().(referee.Prompter); ok {
		what = d.DueNote()
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
