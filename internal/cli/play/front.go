package play

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// front is one run of `referee play`: it reads a line (input), hands it
// to the game (gameEditor) or runs the command it is, and what is said goes
// out through the view. Each part is a type of its own; front joins them.
type front struct {
	*view
	*gameEditor
	*input
	quit bool
}

func newFront(opts *Options, catalog *say.Catalog, sp *say.Speaker) *front {
	v := &view{opts: opts, catalog: catalog, sp: sp, out: opts.IO.Out, errOut: opts.IO.ErrOut, rules: opts.Rulebook(catalog, sp)}
	g := &gameEditor{view: v, files: &cmdutil.Transcripts{Stdin: opts.IO.In, Registry: opts.Registry, Speaker: sp}}
	in := &input{gameEditor: g}
	r := &front{view: v, gameEditor: g, input: in}
	r.in, r.tty = in.openInput()
	r.style = newStyles(r.out, r.colour())
	table.Scratch(func() string { return scratchDir(opts.Getenv) })
	return r
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
		if errors.Is(err, errLineControl) {
			r.tell(styleBad, LineControl{Line: visible(notation.Clip(line))})
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
		if !r.in.Buffered() || time.Since(r.kept.at) > keepEvery {
			// A paste's lines are kept once it is played (or every so
			// often while it is), not one by one: a game written out at
			// every line of a paste of 16,000 moves made the paste
			// quadratic.
			r.keep()
		}
		if r.opts.IO.Err() != nil {
			return // nobody sees the table any more: said once, by the caller
		}
	}
}

// handle dispatches one line: an answer to a question, a command, or the
// next line of the game.
func (r *front) handle(line string) {
	text := strings.TrimSpace(line)
	if firstNotUTF8(text) >= 0 {
		// A line with bytes that are not UTF-8 (a terminal set to another
		// encoding) is refused, not read as what is left of it (`:save
		// \xff\xfe.txt` wrote `.txt`), and the person typing hears what
		// to do, not a file's advice. A control character is shown back
		// by the command (visible), or refused as a move is.
		r.show([]referee.Line{{Kind: referee.KindError, Message: TypedNotUTF8{}}})
		return
	}
	if strings.HasPrefix(text, ":") {
		r.command(text)
		return
	}
	switch {
	case r.t != nil && r.t.Asked() != nil:
		r.answerAsk(text)
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
	r.answered(r.t.Enter(line), wasOver)
}

// answered shows what a typed line did (the game over before it or not):
// the moves played, a header line taken, the end of the game, or the
// question the rest of the line waits on.
func (r *front) answered(reply table.Reply, wasOver bool) {
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
	r.asked(reply)
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
	if !r.tty {
		return true
	}
	r.keep() // what a paste played last is kept before anything is asked
	if !r.unsaved() {
		if r.t != nil && r.kept.rev >= 0 && r.kept.saved {
			r.tell(styleNote, LeftSaved{File: visible(r.target())})
		}
		return true
	}
	switch r.ask(AskSave{Moves: r.movesPlayed(), File: visible(r.defaultFile())}) {
	case answerYes:
		switch r.save("") {
		case saveDone:
			return true
		case saveFailed:
			return false
		}
	case answerCancel:
		return false
	}
	if r.kept.rev >= 0 && !r.kept.down {
		r.tell(styleNote, LeftKept)
	} else {
		r.tell(styleNote, Lost{Moves: r.movesPlayed()})
	}
	return true
}

// firstNotUTF8 is where the first byte of s that is not UTF-8 is, -1 when
// there is none.
func firstNotUTF8(s string) int {
	for i, r := range s {
		if _, size := utf8.DecodeRuneInString(s[i:]); r == utf8.RuneError && size == 1 {
			return i
		}
	}
	return -1
}

// keepEvery is how long a paste under way goes without being kept.
const keepEvery = 2 * time.Second

// plain is text without the terminal's colours, for measuring it.
func plain(s string) string { return sgr().ReplaceAllString(s, "") }

// sgr is made when play first measures, not at every start of the binary.
var sgr = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\x1b\[[0-9;]*m`) })

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
