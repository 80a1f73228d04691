package play

import (
	"fmt"
	"io"
	"strings"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
	"github.com/boardgame-referee/referee/referee/say"
)

// view is what the table prints and how: the language, the streams, the
// styles, the width of the terminal, and the exit status of what it said.
type view struct {
	opts    *Options
	catalog *say.Catalog // the language of the table
	sp      *say.Speaker
	out     io.Writer
	errOut  io.Writer
	style   styles
	tty     bool // a person at a terminal: prompts, completion, history
	rules   Explainer
	short   map[string]string // told IDs → their short form at the table (tableForm)
	code    int               // the worst exit status so far
}

// commandName is a command as the player should type it, in the language
// spoken: ":сохранить".
func (r *view) commandName(key string) string {
	for _, c := range playCommands {
		if c.key == key {
			if r.sp.Lang == "ru" {
				return commandPrefix + c.ru[0]
			}
			return commandPrefix + c.key
		}
	}
	return commandPrefix + key
}

// langFlag is what `referee check` of a saved game needs to answer in the
// language spoken at the table: ` --lang ru` when the locale would choose
// another, else nothing.
func (r *view) langFlag() string {
	if env, _ := say.PickLanguage("", r.opts.Getenv); env != r.sp.Lang {
		return " --lang " + r.sp.Lang
	}
	return ""
}

// choiceWords are the words a choice told in words is made of: its facts
// that are messages or text, rendered in the language spoken.
func (r *view) choiceWords(c referee.Choice) []string {
	var out []string
	for _, f := range say.FactsOf(c.Say) {
		switch v := f.(type) {
		case referee.Message:
			out = append(out, r.sp.Say(v))
		case string:
			out = append(out, v)
		}
	}
	return out
}

// choiceText is a legal move in the words of the language spoken.
func (r *view) choiceText(c referee.Choice) string {
	if c.Say == nil {
		return c.Text
	}
	return r.sp.Say(c.Say)
}

// text is one of the table's messages in the language spoken.
func (r *view) text(id string) string { return r.sp.Say(referee.Term(id)) }

func (r *view) worse(code int) { r.code = max(r.code, code) }

// end is how the table ended: the first output that failed, else the
// worst exit status of what was said.
func (r *view) end() error {
	if err := r.opts.IO.Err(); err != nil {
		return err
	}
	return cmdutil.Exit(r.code)
}

// tableForm is the ID of the short form a game gives a told message at
// the table (`<id>.table`), "" when it has none; looked up once an ID.
func (r *view) tableForm(id string) string {
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

// fitPrompt keeps a prompt longer than the terminal from breaking in the
// middle of a word (the editor wraps it where the screen ends): its
// beginning is printed wrapped at its spaces, and its last line prompts.
//
// A prompt that still does not fit (a terminal of 20 columns or fewer,
// where nothing is wrapped, or a word longer than the line) goes without
// its colours: the editor breaks a prompt where the screen ends, counting
// the letters of a colour's escape as if they were shown, and split an
// escape across two lines.
func (r *view) fitPrompt(prompt string) string {
	if w := r.width(); w > 0 && layout.Width(plain(prompt)) >= w {
		lines := layout.WrapText(strings.TrimRight(prompt, " "), "  ", w)
		for _, l := range lines[:len(lines)-1] {
			fmt.Fprintln(r.out, l)
		}
		prompt = lines[len(lines)-1] + " "
	}
	if w := r.opts.IO.TerminalWidth(); r.tty && w > 0 && layout.Width(plain(prompt)) >= w {
		return plain(prompt)
	}
	return prompt
}

// tell prints a message of the catalog.
func (r *view) tell(s style, m referee.Message) { r.say(s, r.sp.Sentence(m)) }

// say prints a line, wrapped to the terminal and painted.
func (r *view) say(s style, text string) {
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

// width is the terminal's width for wrapping; 0 when output is no terminal.
func (r *view) width() int {
	if !r.tty || !r.opts.IO.IsStdoutTTY() {
		return 0
	}
	if w := r.opts.IO.TerminalWidth(); w > 20 {
		return w - 1
	}
	return 0
}

// colour says whether to paint: --color always, or a terminal with
// NO_COLOR unset and a TERM that is not dumb.
func (r *view) colour() bool {
	switch r.opts.Color {
	case "always":
		return true
	case "never":
		return false
	}
	return r.opts.IO.IsStdoutTTY() && r.opts.Getenv("NO_COLOR") == "" && r.opts.Getenv("TERM") != "dumb"
}

// fileErrors shows the errors of a file outside its games (text before the
// first game, bytes that are not text) as check does, and counts them in
// the exit status.
func (r *view) fileErrors(shown string, errs []*notation.Error) {
	for _, l := range cmdutil.ErrorLines(errs) {
		r.say(styleBad, say.Place(shown, l.Pos)+": "+r.sp.LineText(l))
		r.worse(cmdutil.ExitNotation)
	}
}

// askGame lists the games and asks which.
func (r *view) askGame() {
	r.tell(styleNone, AskGame)
	for _, s := range r.opts.Registry.Specs() {
		r.tell(styleNone, GameChoice{ID: r.localKey(append([]string{s.ID}, s.Aliases...)), Game: referee.Term("game." + s.ID)})
	}
}

func (r *view) unknownGame(name string) {
	r.tell(styleBad, referee.UnknownGame(visible(notation.Clip(name)), r.opts.Registry))
}

// nameGame has the game's transcript name the game in the language spoken:
// `игра: черепахи` at a Russian table.
func (r *view) nameGame(t *table.Table) {
	t.NameGame(r.localKey(notation.GameKeys), r.sp.Say(referee.Term(t.Spec().ID+".id")))
}

// localKey picks the spelling of a key in the language spoken: the first
// Cyrillic one for Russian, else the first.
func (r *view) localKey(set []string) string {
	if r.sp.Lang == "ru" {
		for _, k := range set {
			if notation.HasCyrillic(k) {
				return k
			}
		}
	}
	return set[0]
}
