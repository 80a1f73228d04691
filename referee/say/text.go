package say

import (
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/message"
	"golang.org/x/text/number"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// WriteText prints a report the way compilers do: FILE:LINE:COL: what, so
// editors can jump to each place; then the outcome. Lines that went to a
// sink (TextSink) were printed already.
func WriteText(w io.Writer, r *referee.Report, s *Speaker, explain bool) {
	writeLines(w, r.File, r.Lines, s, explain)
	if r.Session == nil || r.Outcome == nil {
		return
	}
	game := notation.Pos{Line: r.Pos.Line}
	PrintAt(w, r.File, referee.ClosingPos(r), s.Outcome(r))
	for _, l := range r.Lines {
		if l.Verdict { // a note explains the verdict said just above
			PrintAt(w, r.File, l.Pos, s.LineText(l))
		}
	}
	for _, l := range r.Lines {
		if l.Claim {
			PrintAt(w, r.File, l.Pos, s.LineText(l))
		}
	}
	if m, ok := referee.ClaimVerdict(r); ok {
		PrintAt(w, r.File, game, s.Statement(m))
	}
}

// TextSink prints what the referee says about a game as it is said
// (referee.Options.Sink): a long game is printed as it is checked.
func TextSink(w io.Writer, file string, s *Speaker, explain bool) func([]referee.Line) {
	return func(lines []referee.Line) { writeLines(w, file, lines, s, explain) }
}

// writeLines prints report lines; a move's narration is one line, its
// sentences joined, and only with explain.
func writeLines(w io.Writer, file string, lines []referee.Line, s *Speaker, explain bool) {
	var (
		shown   referee.Line // the line printed just before, about a move
		showing bool
	)
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l.Claim || l.Verdict {
			continue // said after the closing sentence (WriteText)
		}
		if l.Kind == referee.KindTold {
			if !explain {
				continue
			}
			// A move's narration is one line, its sentences joined; what
			// is reference among them (referee.Reference) goes before it,
			// a paragraph a line.
			group := []referee.Line{l}
			for i+1 < len(lines) && lines[i+1].Kind == referee.KindTold && lines[i+1].Move == l.Move {
				i++
				group = append(group, lines[i])
			}
			var told []string
			for _, t := range group {
				switch _, aside := t.Message.(referee.Reference); {
				case aside:
					PrintAt(w, file, l.Pos, s.Statement(t.Message))
				case len(told) == 0:
					told = append(told, s.LineText(t))
				default:
					told = append(told, s.Statement(t.Message))
				}
			}
			if len(told) > 0 {
				PrintAt(w, file, l.Pos, strings.Join(told, " "))
			}
			shown, showing = l, true
			continue
		}
		// As LineParts(l, true), a move's label said once for its notes
		// one after another.
		move := ""
		switch {
		case l.Move == 0:
		case l.Kind == referee.KindNote && showing && (shown.Kind == referee.KindNote && sameMove(l, shown) || l.Label != "" && sameEntry(l, shown)):
			// A note after a note on the same entry runs on as the
			// entry's next sentence, from a capital, with no label
			// (a label before each of a call's three notes would say
			// «Примечание к крику:» three times over); so does
			// one under a refused line that is no turn, which has no
			// number to name it by (a turbo call: «Крик:» alone read as
			// a second call).
			printAt(w, file, l.Pos, "", s.lineRestAlone(l))
			shown, showing = l, true
			continue
		case l.Kind == referee.KindNote && showing && sameEntry(l, shown):
			// A note under a line that names its move (the move told, a
			// refusal) names it by its number alone: the record again a
			// line lower is noise read aloud.
			move = s.label(l, true)
		default:
			move = s.moveLabel(l)
		}
		printAt(w, file, l.Pos, move, s.lineRest(l, l.Move == 0, true))
		shown, showing = l, l.Move != 0
	}
}

// LineText renders one report line without its place: a sentence, with
// the move it is about first and its code last.
func (s *Speaker) LineText(l referee.Line) string {
	move, rest := s.LineParts(l, true)
	return move + rest
}

// withStop ends the sentence b with a full stop unless it ends with one
// already (or with ! ? …); the marks of quoted input may follow its end.
func withStop(b []byte) []byte {
	end := len(b)
	for end > 0 && (b[end-1] == inputOpen || b[end-1] == inputClose) {
		end--
	}
	last, _ := utf8.DecodeLastRune(b[:end])
	if end == 0 || strings.ContainsRune(".!?…", last) {
		return b
	}
	return append(b, '.')
}

// LineParts renders a report line in its two parts: the move it is about
// ("Move 1 (A: red +1): ", empty for a line about no move), which starts
// the sentence, and the rest as it reads after that — or, with no move, as
// the sentence's start when start is true (a line of check's), and as
// quoted inside another sentence when it is not (test's «not expected: …»).
func (s *Speaker) LineParts(l referee.Line, start bool) (move, rest string) {
	if l.Move == 0 {
		return "", s.lineRest(l, start, true)
	}
	return s.moveLabel(l), s.lineRest(l, false, true)
}

// TableText renders a report line as the table says it: as LineText, but
// with no code at its end (at the table a code is shown on :explain).
func (s *Speaker) TableText(l referee.Line) string {
	if l.Move == 0 {
		return s.lineRest(l, true, false)
	}
	return s.moveLabel(l) + s.lineRest(l, false, false)
}

// lineRest is what a report line says after the move it is about (see
// LineParts): its sentence, and for an error, a violation or a note its
// code at the end when coded.
func (s *Speaker) lineRest(l referee.Line, start, coded bool) string {
	side, b := s.lineSentence(l, coded)
	if l.Move != 0 || side != "" {
		// After a label or a place in another file the sentence goes on
		// in small letters, as after «Ход 1 (…):» (super-race H2).
		return side + s.typesetAfterLabel(string(b))
	}
	return side + s.typeset(string(b), start)
}

// lineRestAlone is lineRest for a line about a move printed with no label
// (a note after the first of one entry's): its sentence from a capital.
func (s *Speaker) lineRestAlone(l referee.Line) string {
	side, b := s.lineSentence(l, true)
	if side != "" {
		return side + s.typesetAfterLabel(string(b))
	}
	return s.typeset(string(b), true)
}

// lineSentence is a report line's sentence, untypeset, with its code when
// coded, and the place in another file it is about, if any.
func (s *Speaker) lineSentence(l referee.Line, coded bool) (string, []byte) {
	side := ""
	if f, _, ok := notation.SideOf(l.Message); ok {
		// A fault in a file the header names: the header line, then the
		// place in that file (`track: maps/bad.map:5:3: …`), and the
		// sentence after them.
		side = Visible(f.Key) + ": " + sidePlace(f.File, f.Pos) + ": "
	}
	b := make([]byte, 0, sentenceRoom)
	if l.Kind == referee.KindNote && l.Move == 0 {
		// A note on a move has its label (moveLabel); one on the game
		// says what it is.
		b = s.appendSay(b, Term("referee.note"))
		b = append(b, ": "...)
	}
	if coded && (l.Kind == referee.KindError || l.Kind == referee.KindViolation || l.Kind == referee.KindNote) {
		// The sentence ends with its own punctuation, as everywhere else
		// (a rulebook editor reads a sentence and then a reference); the
		// code follows it.
		b = withStop(s.appendSay(b, l.Message))
		b = utf8.AppendRune(b, inputOpen)
		b = append(b, " ["...)
		b = append(b, Visible(string(l.Message.Code()))...)
		b = append(b, ']')
		b = utf8.AppendRune(b, inputClose)
	} else {
		// Every sentence the referee prints ends with its punctuation,
		// whatever kind of line it is.
		b = withStop(s.appendSay(b, l.Message))
	}
	return side, b
}

// moveLabel is the start of a line about a move, "Move 1 (A: red +1): ",
// or of a note on it, "Note on move 1 (A: red +1): " (one label, not
// «Ход 1 (…): примечание: …» with three colons in a row): a text of its
// own for every move, typeset and not kept (nothing would ever find it).
func (s *Speaker) moveLabel(l referee.Line) string { return s.label(l, false) }

// label is moveLabel, with a note's label naming the move by its number
// alone when short («Примечание к ходу 9: …»).
func (s *Speaker) label(l referee.Line, short bool) string {
	m := MoveLabel(l)
	if l.Kind == referee.KindNote {
		written := MoveAsWritten(l)
		if short {
			written = ""
		}
		m = referee.NoteLabel{N: MoveNumber(l), Move: written}
		if note := l.Label + ".note"; l.Label != "" && s.c.Has(s.Lang, string(note)) {
			m = referee.OwnNoteLabel{Note: note, Move: written}
		} else if l.Label != "" {
			m = referee.KindNoteLabel{Kind: l.Label, Move: written}
		}
	}
	return s.typeset(string(append(s.raw(m), ": "...)), true)
}

// sameEntry reports whether two lines are about one entry of the record.
func sameEntry(a, b referee.Line) bool {
	return a.Move == b.Move && a.Number == b.Number && a.Label == b.Label && a.Named == b.Named && a.ActorInferred == b.ActorInferred && a.Actor == b.Actor && a.Text == b.Text
}

// sameMove reports whether two lines are about one move as the label
// names it: a move's notes, one after another, share their label.
func sameMove(a, b referee.Line) bool {
	return a.Move == b.Move && a.Number == b.Number && a.Label == b.Label && a.Named == b.Named && a.ActorInferred == b.ActorInferred && a.Actor == b.Actor && a.Text == b.Text &&
		(a.Kind == referee.KindNote) == (b.Kind == referee.KindNote)
}

// MoveLabel names the move a line is about, "move N (Name: text)": N the
// number the transcript gave it, else its count among the turns; a line
// that is no turn by what it is (Line.Label).
func MoveLabel(l referee.Line) Message {
	if l.Label != "" {
		return referee.KindLabel{Kind: l.Label, Move: MoveAsWritten(l)}
	}
	return referee.MoveLabel{N: MoveNumber(l), Move: MoveAsWritten(l)}
}

// MoveNumber is the number the transcript gave a move, else its count
// among the turns (Line.Turn), else in file order.
func MoveNumber(l referee.Line) int {
	if l.Number > 0 {
		return l.Number
	}
	if l.Turn > 0 {
		return l.Turn
	}
	return l.Move
}

// MoveAsWritten is a move as the record wrote it, "Name: text", its text
// clipped: every label has one form, «Ход N (запись)». A line that names
// nobody is quoted as it stands, with no name beside it or in it (the
// player due is the sentence's to name): «Ход 3 (white: fff)» for a line
// «fff» is false, and «Ход 3,
// white (fff)» a second form.
func MoveAsWritten(l referee.Line) string {
	who := notation.ClipTo(l.Text, 160)
	if l.Actor != "" && !l.Named && !l.ActorInferred {
		who = l.Actor + ": " + who
	}
	return who
}

// Outcome renders the closing sentence of a game.
func (s *Speaker) Outcome(r *referee.Report) string { return s.Statement(referee.Closing(r)) }

// Decimal writes a number with one digit after the point, as the language
// writes it: 1,234.5 in English, 1 234,5 in Russian.
func (s *Speaker) Decimal(x float64) string {
	return message.NewPrinter(s.tag).Sprint(number.Decimal(x, number.MinFractionDigits(1), number.MaxFractionDigits(1)))
}

// sidePlace is a place in another file: the file alone when it is about
// the file as a whole.
func sidePlace(file string, p notation.Pos) string {
	if p.Line == 0 {
		return Visible(file)
	}
	return Place(file, p)
}

// Place is FILE:LINE:COL, or FILE:LINE for a place that is a whole line:
// where editors jump. The file's name is the user's: shown with its
// controls made visible (Visible).
func Place(file string, p notation.Pos) string {
	return string(appendPlace(make([]byte, 0, len(file)+16), file, p))
}

func appendPlace(b []byte, file string, p notation.Pos) []byte {
	b = append(b, Visible(file)...)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(p.Line), 10)
	if p.Column > 0 {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(p.Column), 10)
	}
	return b
}

// PrintAt prints a report line, `FILE:LINE:COL: text`, in one write.
func PrintAt(w io.Writer, file string, p notation.Pos, text string) { printAt(w, file, p, text, "") }

// printAt prints a report line of two parts, `FILE:LINE:COL: text more`,
// in one write: into the writer's own buffer when it lends it (a bufio
// or bytes buffer, what check writes to), with no buffer of its own.
func printAt(w io.Writer, file string, p notation.Pos, text, more string) {
	var b []byte
	lender, lends := w.(interface{ AvailableBuffer() []byte })
	if lends {
		b = lender.AvailableBuffer()
	}
	if cap(b) < len(file)+len(text)+len(more)+24 {
		b = make([]byte, 0, len(file)+len(text)+len(more)+24)
	}
	b = appendPlace(b, file, p)
	b = append(b, ": "...)
	b = append(b, text...)
	b = append(b, more...)
	b = append(b, '\n')
	_, _ = w.Write(b) // a write error is the writer's to keep (the pool's buffer, or the output's)
}
