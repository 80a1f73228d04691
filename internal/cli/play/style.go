package play

import (
	"io"

	"github.com/muesli/termenv"
)

// style is what a line is: a legal move, a refusal, a note, the outcome.
type style int

const (
	styleNone style = iota
	styleGood       // a legal move, a claim that holds
	styleBad        // an illegal move, an unreadable line
	styleNote       // something the player should know
	styleWin        // the outcome
	styleDue        // the player due, in the prompt
)

// styles paints text for a terminal through termenv; with colour off
// (NO_COLOR, --color never, output not a terminal) they leave it as it is.
type styles struct{ out *termenv.Output }

func newStyles(w io.Writer, on bool) styles {
	profile := termenv.Ascii
	if on {
		// The 16 basic colours: every terminal has them, and the player's
		// own palette decides how they look.
		profile = termenv.ANSI
	}
	return styles{out: termenv.NewOutput(w, termenv.WithProfile(profile))}
}

func (s styles) paint(st style, text string) string {
	t := s.out.String(text)
	switch st {
	case styleGood:
		t = t.Foreground(termenv.ANSIGreen)
	case styleBad:
		t = t.Foreground(termenv.ANSIRed)
	case styleNote:
		t = t.Foreground(termenv.ANSIYellow)
	case styleWin:
		t = t.Foreground(termenv.ANSIGreen).Bold()
	case styleDue:
		t = t.Bold()
	default:
		return text
	}
	return t.String()
}
