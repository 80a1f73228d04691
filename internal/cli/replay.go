package cli

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"referee/internal/htmlreplay"
	"referee/notation"
	"referee/referee"
	"referee/referee/picture"
	"referee/referee/say"
)

// replayCommand writes one game of a file (the first, or --game N) as one
// self-contained HTML page: the picture of every position, each move's
// verdict, the outcome.
func (a *app) replayCommand() *cobra.Command {
	var html, keepGoing bool
	var out string
	var game, maxMB int
	cmd := &cobra.Command{
		Use:   "replay --html FILE [-o game.html]",
		Short: a.text("cli.short.replay"),
		Args:  a.args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// HTML is the one format a replay is written in; --html says so
			// and is kept for when there are more. Turned off, it would
			// ask for a format there is not.
			if !html {
				return usageError{referee.Say("cli.html-only", nil)}
			}
			if game < 1 {
				return usageError{referee.Say("cli.bad-game", referee.Facts{"game": game})}
			}
			if maxMB < 1 || maxMB > maxPageMB {
				return usageError{referee.Say("cli.bad-max-size", referee.Facts{"size": maxMB, "most": maxPageMB})}
			}
			page, err := a.replayPage(args[0], keepGoing, game, maxMB<<20)
			if page == nil || err != nil {
				return err
			}
			var b bytes.Buffer
			if err := htmlreplay.Write(&b, page); err != nil {
				return err
			}
			return a.emit(out, b.Bytes())
		},
	}
	cmd.Flags().BoolVar(&html, "html", true, a.text("cli.flag.html"))
	cmd.Flags().BoolVar(&keepGoing, "keep-going", false, a.text("cli.flag.keep-going"))
	cmd.Flags().StringVarP(&out, "output", "o", "", a.text("cli.flag.output"))
	cmd.Flags().IntVar(&game, "game", 1, a.text("cli.flag.game"))
	cmd.Flags().IntVar(&maxMB, "max-size", defaultPageMB, a.text("cli.flag.max-size"))
	a.viewFlags(cmd)
	return cmd
}

// maxReplayMoves is the longest game replay draws. Each position is drawn
// from what it changes (see picture.Sheet): 2,000 moves of any game make a
// page of a few MB. Real games are a few hundred moves at most.
const maxReplayMoves = 2000

// defaultPageMB bounds a page, in MB: one that would pass it is refused
// before anything is written, with the way out (--max-size raises it, to
// maxPageMB at most: a browser opens a page of that size slowly).
const (
	defaultPageMB = 50
	maxPageMB     = 500
)

// positionBytes is what a position's HTML takes besides its picture and
// its words: its section, its heading's markup, its entry in the move list.
const positionBytes = 400

// listedGames is how many of a file's other games the page names.
const listedGames = 30

// gameRef is a game of the file, as the page names it.
type gameRef struct {
	n, line int
	players []string
}

func refOf(n int, g *notation.Game) gameRef {
	r := gameRef{n: n, line: g.Pos.Line}
	for _, p := range g.Players {
		r.players = append(r.players, p.Text)
	}
	return r
}

// replayPage replays a game of a file (the n-th, from 1) and gathers its
// page, of at most limit bytes; nil when there is no page to write (what
// was wrong is on standard error), with an error only for a mistake on
// the command line.
func (a *app) replayPage(name string, keepGoing bool, n, limit int) (*htmlreplay.Page, error) {
	shown, in, err := a.open(name)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		fmt.Fprintf(a.io.Err, "%s: %s [notation.file-unreadable]\n", shown, a.say.Say(msg))
		a.worse(ExitNotation)
		return nil, nil
	}
	defer in.Close()
	reader := a.reader(shown, in)
	var chosen *notation.Game
	var others []gameRef
	count := 0
	for count < n {
		g := reader.Next()
		if g == nil {
			break
		}
		count++
		if count < n {
			others = append(others, refOf(count, g))
		} else {
			chosen = g
		}
	}
	for _, l := range toLines(reader.Notes()) {
		l.Kind = referee.KindNote
		fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(shown, l.Pos), a.say.LineText(l))
	}
	for _, l := range toLines(reader.Errors()) {
		fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(shown, l.Pos), a.say.LineText(l))
		a.worse(ExitNotation)
	}
	if chosen == nil {
		if count == 0 {
			return nil, nil // no game at all: said above
		}
		return nil, usageError{referee.Say("cli.game-beyond", referee.Facts{"game": n, "games": referee.Quantity{N: count, Unit: "replay.unit.game"}, "count": count})}
	}
	// The game's view flags are checked against the game chosen, as
	// board checks them against the first.
	if err := viewOf(a.factory(), chosen, a.command, a.view); err != nil {
		return nil, err
	}
	page := &htmlreplay.Page{Lang: a.say.Lang, Words: a.replayWords()}
	sheet := picture.NewSheet()
	var drawErr error
	words := 0 // the bytes of the positions' words and markup
	var players []string
	tooLong, tooBig, entries := false, false, 0
	opt := referee.Options{ReadFile: a.sideFiles(name), KeepGoing: keepGoing, Tell: true,
		Each: func(s *referee.Session, p *referee.Played) {
			entries++
			players = s.Players()
			// Past a limit nothing more is drawn; the replay goes on,
			// cheaply, for the verdicts said on standard error and the
			// size of what was refused.
			tooLong = tooLong || len(page.Positions) > maxReplayMoves
			tooBig = tooBig || sheet.Size()+words > limit
			if tooLong || tooBig || drawErr != nil {
				return
			}
			pos, err := a.replayPosition(shown, s, p, len(page.Positions), sheet, players)
			if err != nil {
				drawErr = err
				return
			}
			words += positionBytes + len(pos.Label) + len(pos.Short) + len(pos.Verdict) + len(pos.Place)
			for _, t := range pos.Told {
				words += len(t)
			}
			for _, r := range pos.Notes {
				words += len(r.Text)
			}
			page.Positions = append(page.Positions, pos)
		}}
	r := referee.ReplayGame(shown, chosen, a.registry, opt)
	a.worse(r.ExitCode())
	for _, l := range r.Lines {
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(shown, l.Pos), a.say.LineText(l))
		}
	}
	switch {
	case tooLong:
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.replay-too-long", referee.Facts{"moves": referee.Quantity{N: maxReplayMoves, Unit: "picture.unit.after"}})))
		a.worse(ExitNotation)
		return nil, nil
	case tooBig:
		// What was drawn, in proportion: the page the whole game would make.
		drawn := len(page.Positions)
		estimate := (sheet.Size() + words) / max(drawn, 1) * entries
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.replay-too-big", referee.Facts{
			"size": max(estimate>>20, limit>>20+1), "limit": limit >> 20, "at": drawn, "file": shown})))
		a.worse(ExitNotation)
		return nil, nil
	case drawErr != nil:
		return nil, drawErr
	case r.Session == nil:
		return nil, nil // the header could not be read: said above
	}
	// The rest of the file: its games are named, not replayed.
	for len(others) < listedGames+n {
		g := reader.Next()
		if g == nil {
			break
		}
		count++
		others = append(others, refOf(count, g))
	}
	more := len(others) >= listedGames+n && reader.Next() != nil
	reader.Errors() // about games not replayed: not this page's
	names := r.Players
	game := a.say.Say(referee.Say("game."+r.GameID, nil))
	page.Title = a.say.Say(referee.Say("replay.title", referee.Facts{"game": game, "file": shown}))
	page.Players = bdi(a.say.Say(referee.Say("replay.players", referee.Facts{"players": referee.Names(names)})), names)
	if len(others) > 0 {
		page.Games = bdi(a.say.Say(a.gamesNote(n, count, others, more)), namesOf(others))
	}
	for _, l := range r.Lines {
		if l.Move != 0 || l.Kind == referee.KindTold {
			continue
		}
		rm := htmlreplay.Remark{Text: bdi(say.Place(shown, l.Pos)+": "+a.say.Say(l.Message), names), Kind: kindName(l.Kind), Code: l.Message.ID}
		if l.Claim {
			page.After = append(page.After, rm)
		} else {
			page.Header = append(page.Header, rm)
		}
	}
	if r.Outcome != nil {
		page.Outcome = bdi(capital(a.say.Outcome(r)), names)
	}
	if m, ok := say.ClaimVerdict(r); ok {
		rm := htmlreplay.Remark{Text: bdi(capital(a.say.Say(m)), names)}
		if m.ID == say.ResultUnchecked {
			rm.Kind = "note"
		}
		page.After = append(page.After, rm)
	}
	if k := len(page.Positions); k > 0 {
		page.Positions[k-1].Last = true
	}
	page.Defs, page.Shared = safe(sheet.Defs()), safe(sheet.Shared())
	page.Style = safeCSS(sheet.Style())
	return page, nil
}

// gamesNote names the file's other games: which this page shows, the
// others by number, line and players, and how to draw one.
func (a *app) gamesNote(n, count int, others []gameRef, more bool) referee.Message {
	list := make(referee.List, 0, len(others)+1)
	for _, g := range others {
		list = append(list, referee.Say("replay.game-ref", referee.Facts{"n": g.n, "line": g.line, "players": referee.Names(g.players)}))
	}
	if more {
		list = append(list, referee.Say("replay.games-more", nil))
	}
	return referee.Say("replay.games", referee.Facts{"games": referee.Quantity{N: count, Unit: "replay.unit.game"}, "count": count, "n": n, "others": list})
}

func namesOf(games []gameRef) []string {
	var out []string
	for _, g := range games {
		out = append(out, g.players...)
	}
	return out
}

// replayPosition is the position after an entry (p nil: the start), its
// picture drawn on the page's sheet.
func (a *app) replayPosition(shown string, s *referee.Session, p *referee.Played, i int, sheet *picture.Sheet, names []string) (htmlreplay.Position, error) {
	pos := htmlreplay.Position{ID: "pos-" + strconv.Itoa(i), Kind: "start", Lazy: true}
	if p == nil {
		pos.Label = bdi(a.text("replay.start"), nil)
		pos.Short = pos.Label
	} else {
		l := p.Line
		pos.Label = bdi(a.say.Say(say.MoveLabel(l)), names)
		pos.Short = bdi(strconv.Itoa(say.MoveNumber(l))+". "+say.MoveAsWritten(l), names)
		pos.Place = say.Place(shown, l.Pos)
		switch {
		case p.Error != nil:
			pos.Kind, pos.Code, pos.Place = "error", p.Error.Code, say.Place(shown, p.Error.Pos)
			pos.Verdict = bdi(a.say.Say(referee.Message{ID: p.Error.Code, Facts: p.Error.Facts}), names)
		case p.Violation != nil:
			pos.Kind, pos.Code = "illegal", p.Violation.ID
			pos.Verdict = bdi(a.say.Say(*p.Violation), names)
		default:
			pos.Kind = "legal"
			for _, t := range p.Told {
				pos.Told = append(pos.Told, bdi(a.say.Say(t), names))
			}
		}
		for _, n := range p.Notes {
			pos.Notes = append(pos.Notes, htmlreplay.Remark{Text: bdi(a.say.Say(n), names), Code: n.ID, Kind: "note"})
		}
	}
	pic, ok := s.Picture(a.say, a.view)
	if !ok {
		return pos, usageError{referee.Say("cli.no-picture", referee.Facts{"game": s.Spec().ID})}
	}
	pos.Picture = safe(sheet.SVG(pic))
	return pos, nil
}

// replayWords are the page's labels in the chosen language.
func (a *app) replayWords() htmlreplay.Words {
	return htmlreplay.Words{
		Moves: a.text("replay.moves"), Previous: a.text("replay.previous"), Next: a.text("replay.next"),
		Position: a.text("replay.position"), Keys: a.text("replay.keys"), Outcome: a.text("replay.outcome"),
		Start: a.text("replay.start"), Legal: a.text("replay.legal"), Illegal: a.text("replay.illegal"),
		Error: a.text("replay.error"), Note: capital(a.text("referee.note")), // it starts a paragraph
	}
}

func kindName(k referee.Kind) string {
	switch k {
	case referee.KindError:
		return "error"
	case referee.KindViolation:
		return "violation"
	case referee.KindNote:
		return "note"
	}
	return "told"
}
