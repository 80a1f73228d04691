package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	htmltemplate "html/template"

	"github.com/spf13/cobra"

	"referee/internal/htmlreplay"
	"referee/referee"
	"referee/referee/picture"
	"referee/referee/say"
)

// replayCommand writes the file's first game as one self-contained HTML
// page: the picture of every position, each move's verdict, the outcome.
func (a *app) replayCommand() *cobra.Command {
	var html, keepGoing bool
	var out string
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
			page := a.replayPage(args[0], keepGoing)
			if page == nil {
				return nil
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
	a.viewFlags(cmd)
	return cmd
}

// maxReplayMoves is the longest game replay draws. The page holds every
// position's picture, a few kB each (super-race's up to 50 kB): 2,000 moves
// make a page of 14 MB for turtles and take 70 MB to write, where 10,000
// made 69 MB and 210 MB. Real games are a few hundred moves at most.
const maxReplayMoves = 2000

// replayPage replays the first game of a file and gathers its page; nil
// when there is no game to show (what was wrong is on standard error).
func (a *app) replayPage(name string, keepGoing bool) *htmlreplay.Page {
	shown, first, done := a.firstGame(name)
	defer done()
	if first == nil {
		return nil
	}
	page := &htmlreplay.Page{Lang: a.say.Lang, Words: a.replayWords()}
	var drawErr error
	tooLong := false
	opt := referee.Options{ReadFile: a.sideFiles(name), KeepGoing: keepGoing, Tell: true,
		Each: func(s *referee.Session, p *referee.Played) {
			// Past the limit nothing more is drawn; the replay goes on,
			// cheaply, for the verdicts said on standard error.
			if tooLong = tooLong || len(page.Positions) > maxReplayMoves; tooLong {
				return
			}
			pos, err := a.replayPosition(s, p, len(page.Positions))
			if err != nil && drawErr == nil {
				drawErr = err
			}
			page.Positions = append(page.Positions, pos)
		}}
	r := referee.ReplayGame(shown, first, a.registry, opt)
	a.worse(r.ExitCode())
	for _, l := range r.Lines {
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			fmt.Fprintf(a.io.Err, "%s: %s\n", say.Place(l.Pos), a.say.LineText(l))
		}
	}
	if tooLong {
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.replay-too-long", referee.Facts{"moves": referee.Quantity{N: maxReplayMoves, Unit: "picture.unit.after"}})))
		a.worse(ExitNotation)
		return nil
	}
	if drawErr != nil {
		msg := referee.Say("cli.usage", referee.Facts{"detail": drawErr.Error()})
		var ue usageError
		if errors.As(drawErr, &ue) {
			msg = ue.msg
		}
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(msg))
		a.worse(ExitNotation)
		return nil
	}
	if r.Session == nil {
		return nil // the header could not be read: said above
	}
	game := a.say.Say(referee.Say("game."+r.GameID, nil))
	page.Title = a.say.Say(referee.Say("replay.title", referee.Facts{"game": game, "file": shown}))
	page.Players = a.say.Say(referee.Say("replay.players", referee.Facts{"players": referee.Names(r.Players)}))
	for _, l := range r.Lines {
		if l.Move != 0 || l.Kind == referee.KindTold {
			continue
		}
		rm := htmlreplay.Remark{Text: say.Place(l.Pos) + ": " + a.say.Say(l.Message), Kind: kindName(l.Kind)}
		if l.Kind != referee.KindTold {
			rm.Code = l.Message.ID
		}
		if l.Claim {
			page.After = append(page.After, rm)
		} else {
			page.Header = append(page.Header, rm)
		}
	}
	if r.Outcome != nil {
		page.Outcome = a.say.Outcome(r)
	}
	if m, ok := say.ClaimVerdict(r); ok {
		rm := htmlreplay.Remark{Text: a.say.Say(m)}
		if m.ID == say.ResultUnchecked {
			rm.Kind = "note"
		}
		page.After = append(page.After, rm)
	}
	return page
}

// replayPosition is the position after an entry (p nil: the start).
func (a *app) replayPosition(s *referee.Session, p *referee.Played, i int) (htmlreplay.Position, error) {
	pos := htmlreplay.Position{ID: "pos-" + strconv.Itoa(i), Kind: "start"}
	if p == nil {
		pos.Label = a.text("replay.start")
		pos.Short = pos.Label
	} else {
		l := p.Line
		pos.Label = a.say.Say(say.MoveLabel(l))
		pos.Short = strconv.Itoa(say.MoveNumber(l)) + ". " + say.MoveAsWritten(l)
		pos.Place = say.Place(l.Pos)
		switch {
		case p.Error != nil:
			pos.Kind, pos.Code, pos.Place = "error", p.Error.Code, say.Place(p.Error.Pos)
			pos.Verdict = a.say.Say(referee.Message{ID: p.Error.Code, Facts: p.Error.Facts})
		case p.Violation != nil:
			pos.Kind, pos.Code = "illegal", p.Violation.ID
			pos.Verdict = a.say.Say(*p.Violation)
		default:
			pos.Kind = "legal"
			for _, t := range p.Told {
				pos.Told = append(pos.Told, a.say.Say(t))
			}
		}
		for _, n := range p.Notes {
			pos.Notes = append(pos.Notes, htmlreplay.Remark{Text: a.say.Say(n), Code: n.ID, Kind: "note"})
		}
	}
	pic, ok := s.Picture(a.say, a.view)
	if !ok {
		return pos, usageError{referee.Say("cli.no-picture", referee.Facts{"game": s.Spec().ID})}
	}
	pic.Lang = a.say.Lang
	var b bytes.Buffer
	if err := pic.WriteSVG(&b, picture.Options{Prefix: pos.ID + "-"}); err != nil {
		return pos, err
	}
	pos.Picture = template(b.String())
	return pos, nil
}

// replayWords are the page's labels in the chosen language.
func (a *app) replayWords() htmlreplay.Words {
	return htmlreplay.Words{
		Moves: a.text("replay.moves"), Previous: a.text("replay.previous"), Next: a.text("replay.next"),
		Position: a.text("replay.position"), Keys: a.text("replay.keys"), Outcome: a.text("replay.outcome"),
		Start: a.text("replay.start"), Legal: a.text("replay.legal"), Illegal: a.text("replay.illegal"),
		Error: a.text("replay.error"), Note: a.text("referee.note"),
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

// template marks the picture's SVG as safe HTML: referee/picture wrote it
// with encoding/xml, every text and attribute escaped.
func template(svg string) htmltemplate.HTML { return htmltemplate.HTML(svg) }
