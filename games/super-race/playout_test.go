package superrace

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// randomGame plays a seeded random race on a built-in track through a
// session, as `referee check` replays it: each turn random dice, then a
// random legal turn for them from the engine's own list (a pass when that
// is all there is). Routes that leave the player no way to the line are
// avoided while others exist, and the way that brings the player nearest is
// preferred most of the time, so that races end. Extra turns are sometimes
// declined, lines sometimes name their player and sometimes not. It returns
// the transcript.
func randomGame(t testing.TB, track string, players int, rng *rand.Rand) (string, *referee.Session) {
	names := []string{"Melanie", "Edgar", "Anna", "Boris"}[:players]
	header := fmt.Sprintf("game: super-race\nplayers: %s\ntrack: %s\n", strings.Join(names, ", "), track)
	s, rep := refereetest.Open(Spec(), header)
	if s == nil {
		t.Fatalf("header refused: %+v", rep.Lines)
	}
	var lines []string
	for turn := 0; turn < 3000 && !s.Outcome().Over; turn++ {
		r := s.Engine().(*race)
		p := s.Turn()
		// Players roll again while the dice bring them no nearer the line
		// (the transcript records only the final faces).
		var dice []string
		var choices []referee.Choice
		now := r.track.toGo(&r.cars[p])
		if r.cars[p].finished {
			now = -100
		}
		for roll := 0; roll < 30; roll++ {
			dice = dice[:0]
			for _, f := range randomFaces(rng) {
				dice = append(dice, f.letters())
			}
			choices = s.Legal(referee.View{"dice": strings.Join(dice, " ")}).Moves
			if len(choices) == 0 {
				t.Fatalf("no choice for %v", dice)
			}
			if best := bestToGo(r, p, choices); best != -1 && best < now {
				break
			}
		}
		text := pick(r, p, choices, rng)
		line := text
		switch {
		case r.extra && rng.IntN(4) == 0 && r.after(p) >= 0:
			// Decline the extra turn: the next player moves.
			q := r.after(p)
			line = names[q] + ": " + strings.SplitN(text, " / ", 2)[0] + " / " + pickFor(s, q, dice, rng)
		case rng.IntN(2) == 0:
			line = names[p] + ": " + text
		}
		if err := refereetest.Play(s, line); err != nil {
			t.Fatalf("turn %d %q: %v\n%s%s", turn, line, err, header, strings.Join(lines, "\n"))
		}
		lines = append(lines, line)
	}
	return header + strings.Join(lines, "\n") + "\n", s
}

// bestToGo is the fewest squares to go any of the choices leaves, -1 when
// every choice leaves no way to the line.
func bestToGo(r *race, p int, choices []referee.Choice) int {
	best := -1
	for _, ch := range choices {
		if n := toGoAfter(r, p, ch.Text); n != -1 && (best == -1 || n < best) {
			best = n
		}
	}
	return best
}

// pick chooses one of the choices for player p.
func pick(r *race, p int, choices []referee.Choice, rng *rand.Rand) string {
	if len(choices) == 1 {
		return choices[0].Text
	}
	best, bestGo := -1, 1<<30
	var alive []int
	for i, ch := range choices {
		n := toGoAfter(r, p, ch.Text)
		if n != -1 {
			alive = append(alive, i)
			if n < bestGo {
				best, bestGo = i, n
			}
		}
	}
	switch {
	case best >= 0 && rng.IntN(10) != 0:
		return choices[best].Text
	case len(alive) > 0:
		return choices[alive[rng.IntN(len(alive))]].Text
	}
	return choices[rng.IntN(len(choices))].Text
}

// pickFor chooses a colour and route for player q with the same dice (the
// plan after the `/`), as if q rolled them.
func pickFor(s *referee.Session, q int, dice []string, rng *rand.Rand) string {
	r := s.Engine().(*race)
	due, extra := r.due, r.extra
	r.due, r.extra = q, false
	choices := s.Legal(referee.View{"dice": strings.Join(dice, " ")}).Moves
	text := pick(r, q, choices, rng)
	r.due, r.extra = due, extra
	return strings.SplitN(text, " / ", 2)[1]
}

// toGoAfter is how many squares player p would still have to drive after
// the turn text, or -1 when no way would be left; a turn by a finished
// player, or one that finishes, counts below -100, the further past the
// line the lower.
func toGoAfter(r *race, p int, text string) int {
	mv, err := r.Parse(moveText(text))
	if err != nil {
		return -1
	}
	t := mv.(*turn)
	if t.pass {
		return r.track.toGo(&r.cars[p])
	}
	c := r.cars[p]
	c.used = append([]uint16(nil), c.used...)
	var w walk
	r.track.drive(&c, t.colour, t.route(), &w)
	for i := 0; i < w.n; i++ {
		c.used[w.cells[i]] = 1
	}
	c.cell, c.h, c.count = w.end, w.h, w.count
	if c.finished || w.finishes >= 0 {
		return -2 - r.track.past(r.track.next(w.end, w.h.back()), w.h) - 100
	}
	return r.track.toGo(&c)
}

// TestRandomRaces: seeded random races of one to four players on both
// built-in tracks replay with no violation, end, and replay the same from
// their transcript.
func TestRandomRaces(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	games := 60
	if testing.Short() {
		games = 12
	}
	turns := map[string]int{}
	for i := 0; i < games; i++ {
		track := builtinList()[i%2]
		players := 1 + i%4
		text, s := randomGame(t, track, players, rng)
		if !s.Outcome().Over {
			t.Fatalf("the race did not end:\n%s", text)
		}
		again, rep := refereetest.Open(Spec(), text)
		if again == nil || rep.Status() != referee.StatusOK || !again.Outcome().Over {
			t.Fatalf("the transcript does not replay: %v\n%s", rep.Lines, text)
		}
		if fmt.Sprint(again.Outcome().Winners) != fmt.Sprint(s.Outcome().Winners) {
			t.Fatalf("winners %v, then %v", s.Outcome().Winners, again.Outcome().Winners)
		}
		turns[track] += strings.Count(text, "\n") - 3
	}
	t.Logf("lines a race: %v (of %d races a track)", turns, games/2)
}
