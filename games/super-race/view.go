package superrace

import (
	"sort"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Legal lists the legal turns of the player due. Without dice there is
// nothing to list — the dice decide — and Intro says where the player
// stands; with `--dice`, every colour and route those dice allow.
func (r *race) Legal(v referee.View) referee.Choices {
	ch, _ := r.legal(v)
	return ch
}

// TapMoves: each turn Legal lists, as a player of lang types it
// (referee.Tapped): a route tapped in Russian is recorded in Russian. A
// route is tapped on the board by the square it ends on (tapEnd, as the
// picture of a tap view marks it); one that leaves no way to the finish
// line, as Legal says it, is a dead end.
func (r *race) TapMoves(lang string, v referee.View) []referee.TapMove {
	ch, turns := r.legal(v)
	out := make([]referee.TapMove, len(turns))
	for i := range turns {
		out[i] = referee.TapMove{Text: turns[i].text(lang)}
		if end, ok := r.tapEnd(&turns[i]); ok {
			out[i].Steps = []string{end}
		}
		if i < len(ch.Moves) {
			if c, ok := ch.Moves[i].Say.(ChoiceRoute); ok {
				out[i].DeadEnd = c.Stuck
			}
		}
	}
	return out
}

// offerVisits is the squares turn t of the player due runs through, as
// far as it stays on the map, as PictureRefused draws a turn.
func (r *race) offerVisits(t *turn) []Visit {
	if r.phase == over || r.due < 0 || r.due >= len(r.cars) || t.pass {
		return nil
	}
	return r.visits(&r.cars[r.due], t)
}

// visits is the squares car c would run through on turn t, as far as it
// stays on the map.
func (r *race) visits(c *car, t *turn) []Visit {
	var route []Visit
	cell, h := c.cell, c.h
	for _, st := range t.route() {
		if r.track.beyond(cell) {
			break
		}
		out := h.turn(st)
		row, col := r.track.rowCol(cell)
		route = append(route, Visit{Index: row*r.track.cols + col, In: h, Out: out})
		cell, h = r.track.next(cell, out), out
	}
	return route
}

// tapEnd names the square turn t ends on, as the picture of a tap view
// marks it (data-end): its row and column, from 1, «8:2».
func (r *race) tapEnd(t *turn) (string, bool) {
	v := r.offerVisits(t)
	if len(v) == 0 {
		return "", false
	}
	i := v[len(v)-1].Index
	return strconv.Itoa(i/r.track.cols+1) + ":" + strconv.Itoa(i%r.track.cols+1), true
}

// legal is Legal with the turns it lists, one for one with its moves.
func (r *race) legal(v referee.View) (referee.Choices, []turn) {
	if r.phase == over {
		return referee.Choices{}, nil
	}
	p := r.due
	c := &r.cars[p]
	text := strings.TrimSpace(v["dice"])
	if text == "" {
		return referee.Choices{Intro: AboutNoDice{Player: r.names[p], At: r.position(c), Tap: v[referee.TapKey] != ""}, AwaitsView: true}, nil
	}
	faces, perr := parseDice(text)
	if perr != nil {
		return referee.Choices{Intro: BadDice{Dice: notation.Clip(text), Why: perr.Message}, AwaitsView: true}, nil
	}
	if len(faces) != numDice {
		about := DiceCount{Dice: notation.Clip(text), Faces: referee.Quantity{Count: len(faces), Unit: "super-race.unit.face"}}
		return referee.Choices{Intro: about, AwaitsView: true}, nil
	}
	d := tallyOf(faces)
	// Each choice is written as the turn it is, in canonical notation.
	rolled := turn{}
	for _, f := range faces {
		rolled.addFace(f)
	}
	var out referee.Choices
	var turns []turn
	for _, g := range r.outcomes(c, d) {
		for _, o := range g {
			t := rolled
			t.colour = o.colour
			for _, s := range o.route {
				t.addStep(s)
			}
			turns = append(turns, t)
			out.Moves = append(out.Moves, referee.Choice{Text: t.String(), Say: r.outcomeMsg(o)})
		}
	}
	if len(out.Moves) == 0 {
		t := rolled
		t.pass = true
		turns = append(turns, t)
		out.Moves = []referee.Choice{{Text: t.String(), Say: ChoicePass{}}}
	}
	out.Intro = AboutDice{Player: r.names[p], At: r.position(c), Dice: diceOf(d)}
	return out, turns
}

// outcome is where one route of the dice leaves the player: the square it
// ends on, and how far the line is then (at least togo squares, -1 when no
// way is left), or how far past it a finishing route ends; plus says its
// last square is a +1 bend (an extra turn).
type outcome struct {
	colour   colour
	route    []step
	last     int
	togo     int
	finishes bool
	past     int
	plus     bool
	heading  heading // where the route goes on from its end
}

// better says whether a leaves the player better off than b: a finish
// first (the further past the line, the better), then the fewer squares
// left to the line, then an extra turn; a route with no way on last.
func (a outcome) better(b outcome) bool {
	switch {
	case a.finishes != b.finishes:
		return a.finishes
	case a.finishes:
		return a.past > b.past
	case (a.togo < 0) != (b.togo < 0):
		return a.togo >= 0
	case a.togo != b.togo:
		return a.togo < b.togo
	}
	return a.plus && !b.plus
}

// outcomes lists every route the dice allow car c, grouped by colour, the
// best route of each colour first and the colour with the best route first.
func (r *race) outcomes(c *car, d tally) [][]outcome {
	var groups [][]outcome
	var set routeSet
	var w walk
	for _, col := range colours {
		if d.total(col) == 0 {
			continue
		}
		r.track.routes(c, col, d, maxRoutes, &set)
		var g []outcome
		for i := range set.n {
			route := append([]step(nil), set.route(i)...)
			r.track.drive(c, col, route, &w)
			g = append(g, r.outcomeOf(c, col, route, &w))
		}
		sort.SliceStable(g, func(i, j int) bool { return g[i].better(g[j]) })
		if len(g) > 0 {
			groups = append(groups, g)
		}
	}
	sort.SliceStable(groups, func(i, j int) bool { return groups[i][0].better(groups[j][0]) })
	return groups
}

// outcomeOf is where the route driven in w leaves car c.
func (r *race) outcomeOf(c *car, col colour, route []step, w *walk) outcome {
	o := outcome{colour: col, route: route, last: w.cells[w.n-1], finishes: w.finishes >= 0 || c.finished}
	o.plus = r.track.sq[o.last].plus()
	o.heading = w.h
	after := *c
	after.used = append([]uint16(nil), c.used...)
	for i := 0; i < w.n; i++ {
		after.used[w.cells[i]] = uint16(c.turns + 1)
	}
	after.cell, after.h, after.count, after.started = w.end, w.h, w.count, true
	if o.finishes {
		cell, h := after.endEdge(r.track)
		o.past = r.track.past(cell, h)
		return o
	}
	o.togo = r.track.toGo(&after)
	return o
}

// outcomeMsg tells a route as `moves` lists it: the colour and the route,
// the square it ends on, and how far that leaves the player from the line.
func (r *race) outcomeMsg(o outcome) ChoiceRoute {
	return ChoiceRoute{Route: routeOf(o.colour, o.route), End: r.square(o.last), Finishes: o.finishes, Past: pastOf(o.past),
		Stuck: !o.finishes && o.togo < 0, ToGo: referee.Quantity{Count: max(o.togo, 0), Unit: "super-race.unit.at-least"}, Bend: o.plus, Heading: o.heading}
}

// parseDice reads the dice of `moves --dice`: faces as a turn writes them.
func parseDice(text string) ([]face, *notation.Error) {
	m := &notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}}
	syn, err := turnParser().ParseString("", text)
	if err != nil {
		return nil, notation.FromParse(err, m.TextPos, "super-race.expect.dice")
	}
	if syn.Slash != nil {
		return nil, notation.ErrorAt(m.TextPos.Add(syn.Slash.Pos), DiceOnly{})
	}
	if perr := apartError(syn.Dice, "", m.TextPos); perr != nil {
		return nil, perr
	}
	var t turn
	for _, p := range syn.Dice {
		if perr := t.readDice(p, m.TextPos.Add(p.Pos)); perr != nil {
			return nil, perr
		}
	}
	if t.nFaces > numDice {
		return make([]face, t.nFaces), nil
	}
	return t.dice(), nil
}
