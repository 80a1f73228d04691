package superrace

import (
	"strings"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
)

// Board draws the players' copies of the track: with `--player NAME` that
// player's alone, else everyone's; then where every player stands. Its
// sentences (the titles, the key, the standings) wrap between words to the
// view's width, 80 columns unless it says; a track's grid is drawn whole.
func (r *race) Board(w referee.Words, v referee.View) string {
	width := v.Width()
	var b strings.Builder
	put := func(m referee.Message) {
		for _, l := range layout.Fill(w.Say(m), "  ", width) {
			b.WriteString(l + "\n")
		}
	}
	show, no := r.shown(v)
	if no != nil {
		put(no)
		b.WriteByte('\n')
	}
	for _, p := range show {
		c := &r.cars[p]
		put(BoardTitle{Player: r.names[p], Track: trackName(r.track), Turns: c.turns})
		b.WriteString(r.track.draw(c).text())
		b.WriteByte('\n')
	}
	key := w.Say(BoardKey{Edge: lineEdge(r.track.dir.back())})
	for _, l := range layout.Wrap("", symbolUnits(layout.Fields(key)), "  ", width) {
		b.WriteString(l + "\n")
	}
	for p := range r.cars {
		put(r.standing(p))
	}
	return b.String()
}

// shown is the players whose sheets a view shows: with `--player NAME`
// that player's alone, else everyone's; no says a name that is nobody's
// (then everyone's are shown).
func (r *race) shown(v referee.View) (show []int, no referee.Message) {
	if name := strings.TrimSpace(v["player"]); name != "" {
		// Named as anywhere: a beginning that fits one player alone too.
		if p, _, _ := notation.NewCast(nil, r.names).Named(notation.Word{Text: name}); p >= 0 {
			show = append(show, p)
		}
		if len(show) == 0 {
			no = NoSuchPlayer{Name: notation.Clip(name), Players: r.names}
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
	name, at := r.names[p], r.position(c)
	if c.finished {
		return StandFinished{Player: name, At: at, Past: pastOf(c.past)}
	}
	n := r.track.toGo(c)
	if n < 0 {
		return StandStuck{Player: name, At: at}
	}
	return StandRacing{Player: name, At: at, ToGo: referee.Quantity{Count: n, Unit: "super-race.unit.at-least"}}
}

// pictureStanding is where player p stands, as the picture's key says it
// beside their line: how far from the finish line, with no squares named.
func (r *race) pictureStanding(p int) referee.Message {
	c := &r.cars[p]
	name := r.names[p]
	if c.finished {
		return PictureFinished{Player: name, Past: pastOf(c.past)}
	}
	n := r.track.toGo(c)
	if n < 0 {
		return PictureStuck{Player: name}
	}
	return PictureRacing{Player: name, ToGo: referee.Quantity{Count: n, Unit: "super-race.unit.square"}}
}

// symbolUnits keeps the key's symbols with what they mean: a run of
// one-character words (`+ R B Y`, `↑ → ↓ ←`) and the word after it are one
// unit, so that a line never ends between a symbol and its meaning.
func symbolUnits(words []string) []string {
	var out []string
	run := ""
	for _, w := range words {
		if run != "" {
			run += " "
		}
		run += w
		if utf8.RuneCountInString(w) > 1 {
			out = append(out, run)
			run = ""
		}
	}
	if run != "" {
		out = append(out, run)
	}
	return out
}
