package referee

import "github.com/boardgame-referee/referee/referee/picture"

// Picture draws the position as a picture; ok is false when the game has
// none (see Pictured).
func (s *Session) Picture(w Words, v View) (p *picture.Picture, ok bool) {
	d, ok := s.engine.(Pictured)
	if !ok {
		return nil, false
	}
	if r, ok := s.engine.(RefusalPictured); ok && s.refused != nil {
		// The last entry was refused: the position is the one before it,
		// with the move drawn where it meant to go.
		p := r.PictureRefused(w, v, s.refused.actor, s.refused.move)
		if lw, ok := w.(LineWords); ok {
			// What was refused and why, in check's own sentence: the
			// board marks the move, the words say which and which rule.
			p.Refusal = lw.LineText(s.refused.line)
			if tw, ok := w.(uncodedWords); ok {
				// A family's picture says no rule's code (a
				// "[turtles.race-over]" in the title block meant nothing
				// to a family); the code is the CLI's, and the
				// description's, for a reader who looks for it.
				p.Refusal = tw.TableText(s.refused.line)
				p.Desc = lw.LineText(s.refused.line) + " " + p.Desc
				s.titleWon(w, p)
				return p, true
			}
			p.Desc = p.Refusal + " " + p.Desc
		}
		s.titleWon(w, p)
		return p, true
	}
	p = d.Picture(w, v)
	if s.unread != nil {
		// The last entry could not be read: the position is the one
		// before it, and the words say which line and why, as for a
		// refused move (nothing of it to draw).
		if lw, ok := w.(LineWords); ok {
			p.Refusal, p.Unread = lw.LineText(*s.unread), true
			if tw, ok := w.(uncodedWords); ok {
				p.Refusal = tw.TableText(*s.unread)
			}
			p.Desc = lw.LineText(*s.unread) + " " + p.Desc
		}
	}
	s.titleWon(w, p)
	return p, true
}

// titleWon names a finished game's winners in its picture's title: in the
// legend's last small line alone, the result was the last thing a reader
// found. A picture of a refused move after the end says it too: the board
// is the finished one.
func (s *Session) titleWon(w Words, p *picture.Picture) {
	if m, ok := TitleWon(p.Title, s.Outcome(), s.players); ok {
		p.Title = w.Say(m)
	}
}

// LineWords are Words that say a report line as check prints it (the
// catalog's speaker): a picture of a refused move says its verdict so.
type LineWords interface {
	Words
	LineText(l Line) string
}

// uncodedWords say a report line as the table says it, with no code at
// its end: a picture's caption says it so.
type uncodedWords interface {
	TableText(l Line) string
}

// Costly is a note of a legal move that cost its player something — turbo's
// penalty for a wrong call — which a page of the game marks apart from a
// plain legal move, so that a wrong call does not look like a good one.
type Costly interface {
	Message
	Costs()
}

// PictureWinners is the line a picture of a finished game names its
// winners with.
type PictureWinners struct{ Winners []string }

func (PictureWinners) Code() Code   { return "picture.winners" }
func (m PictureWinners) Count() int { return len(m.Winners) }

// PictureWon says who won a finished game, for a title: "Ann wins",
// «победитель — Аня».
type PictureWon struct{ Winners []string }

func (PictureWon) Code() Code   { return "picture.won" }
func (m PictureWon) Count() int { return len(m.Winners) }

// PictureTitleWon is a title (a picture's, a replay position's heading)
// with who won after it.
type PictureTitleWon struct {
	Title string
	Won   Message
}

func (PictureTitleWon) Code() Code { return "picture.title-won" }

// GameOverWon is the line a page sets under a finished game's heading, on
// a line of its own: "Game over — Ann wins". After the move in the
// heading ("Move 18 (Ben: red +1) — ♛ Ann") it read as if the winner had
// made the move.
type GameOverWon struct{ Winners []string }

func (GameOverWon) Code() Code   { return "picture.game-over-won" }
func (m GameOverWon) Count() int { return len(m.Winners) }

// WonPlayingOn is the line a page sets under the heading of a game whose
// winner is known while the others play on for the places (Outcome.PlayOn):
// «Игра окончена» there, at every move after the first finisher, read as
// though the moves after it were not played.
type WonPlayingOn struct{ Winner string }

func (WonPlayingOn) Code() Code { return "picture.won-play-on" }

// TitleWon is title with a finished game's winners after it; false while
// the game goes on or when nobody can be named (see Winners).
func TitleWon(title string, o Outcome, players []string) (Message, bool) {
	m, ok := Winners(o, players)
	if !ok {
		return nil, false
	}
	return PictureTitleWon{Title: title, Won: PictureWon{Winners: m.(PictureWinners).Winners}}, true
}

// PictureRefusedUndrawn is the line a picture says a refused move with
// when there is nothing of it to draw — a move after the end has no place
// on the board — and why it was refused (the violation, as check says it
// after the move).
type PictureRefusedUndrawn struct{ Why Message }

func (PictureRefusedUndrawn) Code() Code { return "picture.refused-undrawn" }

// PictureAtStart says a picture shows the starting position.
type PictureAtStart struct{}

func (PictureAtStart) Code() Code { return "picture.when.start" }

// PictureAfter says a picture shows the position after Moves legal moves.
type PictureAfter struct{ Moves int }

func (PictureAfter) Code() Code   { return "picture.when.after" }
func (m PictureAfter) Count() int { return m.Moves }

// PictureBeforeRefused says a picture shows the position before a refused
// move: move Move, the legal moves before it and one.
type PictureBeforeRefused struct{ Move int }

func (PictureBeforeRefused) Code() Code { return "picture.when.before-refused" }

// PictureSetUp says a picture shows the position a transcript's header set
// up, before any move.
type PictureSetUp struct{}

func (PictureSetUp) Code() Code { return "picture.when.setup" }

// PictureSetUpRefused says a picture shows the position a transcript's
// header set up, before a refused move: its number is the transcript's,
// which the game does not know.
type PictureSetUpRefused struct{}

func (PictureSetUpRefused) Code() Code { return "picture.when.setup-refused" }

// Winners is the line a picture of a finished game names its winners
// with; false while the game goes on or when nobody can be named.
func Winners(o Outcome, players []string) (Message, bool) {
	if !o.Over || len(o.Winners) == 0 {
		return nil, false
	}
	names := make([]string, len(o.Winners))
	for i, p := range o.Winners {
		names[i] = players[p]
	}
	return PictureWinners{Winners: names}, true
}

// When says which position a picture shows: the start, or after how many
// legal moves.
func When(moves int) Message {
	if moves == 0 {
		return PictureAtStart{}
	}
	return PictureAfter{Moves: moves}
}

// WhenShown says which position a picture shows, for its title: after
// moves legal moves (When), before the refused move when refused, from a
// header's setup when setUp and no move was played. A refused move is
// named by its own number: «после 1 хода» over a picture of move 2
// refused read as the wrong move. A position the header set up is not
// «в начальной позиции», which read as the game's start.
func WhenShown(moves int, refused, setUp bool) Message {
	switch {
	case moves == 0 && setUp && refused:
		return PictureSetUpRefused{}
	case moves == 0 && setUp:
		return PictureSetUp{}
	case refused:
		return PictureBeforeRefused{Move: moves + 1}
	}
	return When(moves)
}
