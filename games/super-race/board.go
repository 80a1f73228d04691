package superrace

import (
	"strings"

	"referee/notation"
	"referee/referee"
)

// Board draws the players' copies of the track: with `--player NAME` that
// player's alone, else everyone's; then where every player stands.
func (r *race) Board(w referee.Words, v referee.View) string {
	var b strings.Builder
	show, no := r.shown(v)
	if no != nil {
		b.WriteString(w.Say(*no))
		b.WriteString("\n\n")
	}
	for _, p := range show {
		c := &r.cars[p]
		b.WriteString(w.Say(referee.Say("super-race.board.title", referee.Facts{"player": r.names[p], "track": trackName(r.track),
			"turns": referee.Quantity{N: c.turns, Unit: "super-race.unit.turn"}, "n": c.turns})))
		b.WriteByte('\n')
		b.WriteString(r.track.draw(c).text())
		b.WriteByte('\n')
	}
	b.WriteString(w.Say(referee.Say("super-race.board.key", referee.Facts{"edge": referee.Term("super-race.edge." + r.track.dir.back().word())})))
	b.WriteByte('\n')
	for p := range r.cars {
		b.WriteString(w.Say(r.standing(p)))
		b.WriteByte('\n')
	}
	return b.String()
}

// shown is the players whose sheets a view shows: with `--player NAME`
// that player's alone, else everyone's; no says a name that is nobody's
// (then everyone's are shown).
func (r *race) shown(v referee.View) (show []int, no *referee.Message) {
	if name := strings.TrimSpace(v["player"]); name != "" {
		for p, n := range r.names {
			if notation.Fold(n) == notation.Fold(name) {
				show = append(show, p)
			}
		}
		if len(show) == 0 {
			m := referee.Say("super-race.board.no-player", referee.Facts{"name": notation.Clip(name), "players": referee.Names(r.names)})
			no = &m
		}
	}
	if len(show) == 0 {
		for p := range r.cars {
			show = append(show, p)
		}
	}
	return show, no
}

// standing says where a player is: their position and how far they are
// from the line, or past it.
func (r *race) standing(p int) referee.Message {
	c := &r.cars[p]
	facts := referee.Facts{"player": r.names[p], "at": r.positionMsg(c)}
	if c.finished {
		facts["past"] = pastMsg(c.past)
		return referee.Say("super-race.board.finished", facts)
	}
	n := r.track.toGo(c)
	if n < 0 {
		return referee.Say("super-race.board.stuck", facts)
	}
	facts["togo"] = referee.Quantity{N: n, Unit: "super-race.unit.square"}
	return referee.Say("super-race.board.racing", facts)
}
