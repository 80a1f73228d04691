package bigraces

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
)

// step is one single step of a path. Only forward, inward and outward are
// steps a car may take; back and the diagonals can be written so that the
// referee can refuse them by name (seed: «Запрещается производить
// перемещения по диагонали и назад»).
type step uint8

const (
	forward step = iota
	inward
	outward
	back
	forwardIn
	forwardOut
	backIn
	backOut
	numSteps
)

// stepCost is what a legal step costs: «Передвижение фишки на внешнюю
// дорожку (на одну клетку) считается как ход на 3 клетки, на внутреннюю
// дорожку — как ход на одну клетку.»
var stepCost = [numSteps]int{forward: 1, inward: 1, outward: 3}

// legalStep says whether a step is one a car may take at all.
func (s step) legal() bool { return s <= outward }

// delta is how a step changes a position.
func (s step) delta() (dLane, dDist int) {
	switch s {
	case forward:
		return 0, 1
	case inward:
		return -1, 0
	case outward:
		return 1, 0
	case back:
		return 0, -1
	case forwardIn:
		return -1, 1
	case forwardOut:
		return 1, 1
	case backIn:
		return -1, -1
	case backOut:
		return 1, -1
	}
	return 0, 0
}

// The letters of the steps: English and Russian (NOTATION.md: `f`/`п`
// forward, `i`/`в` inward, `o`/`н` outward; the word `back`/`назад` is the
// referee's own, for a step it refuses). A diagonal is two joined by `+`.
var (
	letterEN = [4]string{forward: "f", inward: "i", outward: "o", back: "back"}
	letterRU = [4]string{forward: "п", inward: "в", outward: "н", back: "назад"}
)

// parts splits a diagonal into its forward-or-back and side halves.
func (s step) parts() (step, step) {
	switch s {
	case forwardIn:
		return forward, inward
	case forwardOut:
		return forward, outward
	case backIn:
		return back, inward
	case backOut:
		return back, outward
	}
	return s, s
}

// join makes the diagonal of a forward-or-back step and a side step; ok is
// false when the two make no diagonal (`f+f`, `i+o`).
func join(a, b step) (step, bool) {
	if a == inward || a == outward {
		a, b = b, a
	}
	switch {
	case a == forward && b == inward:
		return forwardIn, true
	case a == forward && b == outward:
		return forwardOut, true
	case a == back && b == inward:
		return backIn, true
	case a == back && b == outward:
		return backOut, true
	}
	return 0, false
}

// maxCount bounds a step count as read: anything larger is kept as this,
// which is still far beyond any limit, so no path is ever spelled out.
const maxCount = 1 << 20

// run is a step repeated n times (`3f`).
type run struct {
	step step
	n    int
}

// path is a move's steps as runs, in the order driven.
type path []run

// steps counts the single steps of a path (saturating).
func (p path) steps() int {
	total := 0
	for _, r := range p {
		total = min(total+r.n, maxCount)
	}
	return total
}

// outwards counts the steps outward of a path (saturating).
func (p path) outwards() int {
	total := 0
	for _, r := range p {
		if r.step == outward {
			total = min(total+r.n, maxCount)
		}
	}
	return total
}

// cost is what a path costs, only meaningful when every step is legal
// (saturating, so a written count of a million stays a number).
func (p path) cost() int {
	total := 0
	for _, r := range p {
		total = min(total+r.n*stepCost[r.step], 3*maxCount)
	}
	return total
}

// firstBad is the index, counted in single steps, and the kind of the first
// back or diagonal step; ok is false when there is none.
func (p path) firstBad() (at int, s step, ok bool) {
	for _, r := range p {
		if !r.step.legal() && r.n > 0 {
			return at, r.step, true
		}
		at = min(at+r.n, maxCount)
	}
	return 0, 0, false
}

// text writes a path in one language's letters, a run of three or more as
// a count and a letter (`3f`), a run of two as two letters. A step back or
// a diagonal stands apart from its neighbours (`f back`, `f+i f`).
func (p path) text(letters *[4]string) string {
	var b strings.Builder
	apart := false // the last thing written was a word or a diagonal
	put := func(s string, word bool) {
		if b.Len() > 0 && (apart || word) {
			b.WriteByte(' ')
		}
		b.WriteString(s)
		apart = word
	}
	for _, r := range p {
		word := !r.step.legal()
		switch {
		case r.n == 0 || r.n >= 3 || word && r.n >= 2:
			put(strconv.Itoa(r.n)+stepText(r.step, letters), word)
		default:
			for range r.n {
				put(stepText(r.step, letters), word)
			}
		}
	}
	return b.String()
}

// words tells a legal path in words, run by run: «4 прямо и 1 внутрь».
func (p path) words() []Steps {
	out := make([]Steps, 0, len(p))
	for _, r := range p {
		if r.step.legal() {
			out = append(out, Steps{Count: r.n, Way: r.step})
		}
	}
	return out
}

// runs are the path's runs of steps told in full, for a sentence.
func (p path) runs() []Run {
	out := make([]Run, 0, len(p))
	for _, r := range p {
		if r.step.legal() {
			out = append(out, Run{Steps: referee.Quantity{Count: r.n, Unit: unitSteps}, Way: r.step})
		}
	}
	return out
}

// english and russian write a path in the notation's letters.
func (p path) english() string { return p.text(&letterEN) }
func (p path) russian() string { return p.text(&letterRU) }

func stepText(s step, letters *[4]string) string {
	if s.legal() || s == back {
		return letters[s]
	}
	a, b := s.parts()
	return letters[a] + "+" + letters[b]
}
