package bigraces

import (
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// legend draws the legend, in the text board's words, each line after its
// car. More than eight cars (five players or more) take two columns when
// the width lets them, their lines set a little closer.
func (s *sheet) legend() {
	s.y += 6
	lines := picture.Group().Num("font-size", picture.Small) // the lines' size, set once
	columns, gap := 1, 0.7
	if len(s.d.cars) > 8 && s.width >= picture.MaxWidth {
		columns, gap = 2, 0.4
	}
	colW, perColumn := (s.width-2*bMargin)/float64(columns), (len(s.d.cars)+columns-1)/columns
	top, bottom := s.y, s.y
	keyW := 0.0 // the legend's cars, as wide as the widest label
	for _, c := range s.d.cars {
		keyW = max(keyW, picture.BoldWidth(s.label(c.car), picture.Small)+1.2)
	}
	for i, c := range s.d.cars {
		colX := bMargin + float64(i/perColumn)*colW
		if i > 0 && i%perColumn == 0 {
			bottom, s.y = max(bottom, s.y), top
		}
		line := picture.Group()
		line.Add(picture.Place(keyCar(s.ink(c.car), s.label(c.car), keyW), colX+keyW/2, s.y-0.85))
		x, room := colX+keyW+1.5, colW-keyW-1.5
		if columns > 1 {
			room -= 2 // a gap between the columns
		}
		s.y = s.legendLine(lines, line, s.e.legendOf(s.d, c), s.place(c.car), x, room) + gap
	}
	s.y = max(bottom, s.y)
	s.g.Add(lines)
}

// legendLine adds a car's line to the legend's lines, its car drawn in line, its
// words at x in room millimetres, and says where the next line goes. A
// car that finished and left the track says its place (place, from 1).
func (s *sheet) legendLine(lines, line *picture.Node, lg legend, place int, x, room float64) float64 {
	if !lg.onTrack {
		var say referee.Message = PictureOffTrack{Car: lg.car, State: lg.state}
		if _, ok := lg.state.(FinishedOn); ok && place > 0 {
			say = PictureFinished{Place: place, Car: lg.car, Cell: lg.cell}
		}
		texts, next := picture.Labels(x, s.y, bLead, picture.Wrap(picture.Capital(s.w.Say(say)), picture.Small, room))
		lines.Add(line.Add(texts...).Share())
		return next
	}
	// Where the car is, then its state: two parts, each shared, so that a
	// page writes a line anew only for what changed (the car moved, its
	// state in the round changed). The state follows on the same line
	// when it fits, else on the next.
	at, state := picture.Capital(s.w.Say(PictureCarAt{Car: lg.car, Cell: lg.cell, Lap: lg.lap})), s.w.Say(lg.state)
	lead := 3.2
	texts, next := picture.Labels(x, s.y, lead, clauseWrap(at, picture.Small, room))
	lines.Add(line.Add(texts...).Share())
	lastY, lastW := next-lead, picture.TextWidth(lastText(at, picture.Small, room)+" ", picture.Small)
	if lastW+picture.TextWidth(state, picture.Small) <= room {
		lines.Add(picture.Label(x+lastW, lastY, state).Share())
	} else {
		more, after := picture.Labels(x, next, lead, picture.Wrap(state, picture.Small, room))
		lines.Add(picture.Group(more...).Share())
		next = after
	}
	return max(next-lead+bLead, s.y+bLead)
}

// status draws the notes under the legend: a refused move's, the last
// move (or a zero: the legend says so, not that the car drove), whether
// the race is over and who won.
func (s *sheet) status() {
	if len(s.bands) > 1 {
		turn := turnBand([]picture.Point{{X: -picture.SampleW / 2, Y: 0}, {X: picture.SampleW / 2, Y: 0}})
		s.keys = append(s.keys, picture.KeyLine{Sample: turn, Text: s.w.Say(trackGoesOn)})
	}
	switch {
	case s.d.lastCar >= 0 && len(s.d.trail) == 1:
		s.notes = append(s.notes, s.w.Say(PictureZero{Car: s.e.car(s.d.lastCar)}))
	case s.d.lastCar >= 0:
		// The sample as faint as the arrow it stands for: beside a
		// refused move the picture draws the last move's arrow faint, and a
		// black sample named an arrow not drawn.
		sample := picture.SampleLast()
		if s.refusing {
			sample = picture.Group(sample).Set("opacity", picture.LastFaint)
		}
		s.keys = append(s.keys, picture.KeyLine{Sample: sample, Text: s.w.Say(PictureLast{Car: s.e.car(s.d.lastCar)})})
	}
	// A race with winners has them in the picture's title (the session
	// names them there) and a page in its heading: the notes' «race over»
	// and «winner» lines said the end a second and third time.
	if _, won := referee.Winners(s.e.Outcome(), s.e.names); !won && s.d.due < 0 {
		s.notes = append(s.notes, s.w.Say(raceOver))
	}
	keyed, y := picture.Keys(bMargin, s.y, s.width-2*bMargin, 3.2, 0.8, s.keys)
	for _, k := range keyed {
		s.g.Add(k.Share())
	}
	paras, y := picture.Notes(bMargin, y, s.width-2*bMargin, 3.2, 0.8, s.notes)
	for _, n := range paras {
		s.g.Add(n.Share())
	}
	s.y = y
}

// lastText is the last line s wraps to.
func lastText(s string, size, width float64) string {
	lines := clauseWrap(s, size, width)
	return lines[len(lines)-1]
}

// clauseWrap is picture.Wrap, but a line too long for the width breaks
// after its last comma, each clause whole where it fits: wrapped at the
// width, «на клетке 3/10, на финишной линии:» left «линии:» alone on a
// line at a phone's width.
func clauseWrap(s string, size, width float64) []string {
	lines := picture.Wrap(s, size, width)
	i := strings.LastIndex(s, ", ")
	if len(lines) < 2 || i < 0 {
		return lines
	}
	return append(picture.Wrap(s[:i+1], size, width), picture.Wrap(s[i+2:], size, width)...)
}

// inWords is the race in words: where each car is, the due car's and
// the cars off the track in their legend's words, the last move and
// whether the race is over.
func (e *engine) inWords(w referee.Words, d drawing) string {
	desc := Description{Round: d.round, Over: d.due < 0}
	for _, c := range d.cars {
		spot := Spot{Car: e.car(c.car)}
		if e.cars[c.car].onTrack {
			spot.Cell = cellOf(c.pos)
		}
		if !e.cars[c.car].onTrack || c.due {
			// A car off the track, or due: its state says what matters
			// (finished, lapped; how far it may go).
			spot.State = e.legendOf(d, c).state
		}
		desc.Cars = append(desc.Cars, spot)
	}
	if d.lastCar >= 0 {
		desc.Last = e.car(d.lastCar)
	}
	return w.Say(desc)
}
