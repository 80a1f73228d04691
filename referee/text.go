package referee

import (
	"fmt"
	"io"
	"strings"

	"referee/notation"
)

// WriteText prints a report the way compilers do: FILE:LINE:COL: what, so
// editors can jump to each place; then the outcome.
func WriteText(w io.Writer, r *Report, s *Speaker, explain bool) {
	for i := 0; i < len(r.Lines); i++ {
		l := r.Lines[i]
		if l.Claim {
			continue
		}
		if l.Kind == KindTold {
			if !explain {
				continue
			}
			// A move's narration is one line: its sentences joined.
			told := []string{s.Say(l.Message)}
			for i+1 < len(r.Lines) && r.Lines[i+1].Kind == KindTold && r.Lines[i+1].Move == l.Move {
				i++
				told = append(told, s.Say(r.Lines[i].Message))
			}
			fmt.Fprintf(w, "%s: %s%s\n", place(l.Pos.Filename, l.Pos.Line, l.Pos.Column), s.movePrefix(l), strings.Join(told, " "))
			continue
		}
		fmt.Fprintf(w, "%s: %s\n", place(l.Pos.Filename, l.Pos.Line, l.Pos.Column), s.lineText(l))
	}
	if r.Engine == nil || r.Outcome == nil {
		return
	}
	fmt.Fprintf(w, "%s: %s\n", place(r.File, r.Pos.Line, 0), s.Say(s.outcome(r)))
	for _, l := range r.Lines {
		if l.Claim {
			fmt.Fprintf(w, "%s: %s\n", place(l.Pos.Filename, l.Pos.Line, l.Pos.Column), s.lineText(l))
		}
	}
	if r.ClaimOK != nil && *r.ClaimOK {
		fmt.Fprintf(w, "%s: %s\n", place(r.File, r.Pos.Line, 0), s.Say(Say("referee.result-right", Facts{"claimed": r.ClaimRaw})))
	} else if r.Claimed != nil && r.ClaimOK == nil && r.Status() != "error" && r.Outcome.Over {
		fmt.Fprintf(w, "%s: %s\n", place(r.File, r.Pos.Line, 0), s.Say(Say("referee.result-unchecked", Facts{"claimed": r.ClaimRaw})))
	}
}

// lineText renders one report line without its place.
func (s *Speaker) lineText(l Line) string {
	var b strings.Builder
	b.WriteString(s.movePrefix(l))
	switch l.Kind {
	case KindNote:
		b.WriteString(s.Say(Say("referee.note", nil)))
		b.WriteString(": ")
	}
	b.WriteString(s.Say(l.Message))
	if l.Kind == KindError || l.Kind == KindViolation || l.Kind == KindNote {
		fmt.Fprintf(&b, " [%s]", l.Message.ID)
	}
	return b.String()
}

// movePrefix is "move N (Name: text): " for a line about a move.
func (s *Speaker) movePrefix(l Line) string {
	if l.Move == 0 {
		return ""
	}
	n := l.Move
	if l.Number > 0 {
		n = l.Number
	}
	who := notation.ClipTo(l.Text, 160)
	if l.Actor != "" {
		who = l.Actor + ": " + who
	}
	return s.Say(Say("referee.move", Facts{"n": n, "move": who})) + ": "
}

// outcome is the closing sentence of a game.
func (s *Speaker) outcome(r *Report) Message {
	o := r.Outcome
	switch {
	case r.Stopped && !o.Over:
		return Say("referee.stopped", Facts{"moves": Quantity{r.Moves, "referee.unit.move"}, "n": r.Moves})
	case !o.Over:
		return Say("referee.not-over", Facts{"moves": Quantity{r.Moves, "referee.unit.move"}, "n": r.Moves, "why": o.Why})
	case len(o.Winners) == 0:
		return Say("referee.over-nobody", Facts{"why": o.Why})
	case len(o.Winners) == 1:
		return Say("referee.over-winner", Facts{"winner": r.Winners()[0], "why": o.Why})
	default:
		return Say("referee.over-shared", Facts{"winners": List(toAny(r.Winners())), "why": o.Why})
	}
}

// Outcome renders the closing sentence of a game.
func (s *Speaker) Outcome(r *Report) string { return s.Say(s.outcome(r)) }

// LineText renders one report line without its place.
func (s *Speaker) LineText(l Line) string { return s.lineText(l) }

func place(file string, line, col int) string {
	if col > 0 {
		return fmt.Sprintf("%s:%d:%d", file, line, col)
	}
	return fmt.Sprintf("%s:%d", file, line)
}
