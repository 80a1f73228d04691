package turbo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A seeded random game, played with real cards: the simulation deals the
// deck (54 animal cards and some chameleons), keeps every pile card by card,
// and writes the transcript as players would, in English or Russian. Legal()
// cannot list tasks, so the property test plays its own games rather than
// referee.Playout.

type simGame struct {
	rng   *rand.Rand
	names []string
	down  [][]Card // face-down piles, top first
	open  [][]Card // open piles, bottom to top
	out   []bool
	next  int
	task  *Condition
	tasks []string
	last  *turnUp
	over  bool
	lines []string
	// canon is each line in canonical notation for the moves Legal() lists
	// (turn-ups and right calls), "" for the others.
	canon []string
}

func deck(chameleons int) []Card {
	var out []Card
	for a := Animal(0); a < numAnimals; a++ {
		for n := 1; n <= 8; n++ {
			for range deckCopies(n) {
				out = append(out, Card{animal: a, n: n})
			}
		}
	}
	for range chameleons {
		out = append(out, Card{chameleon: true})
	}
	return out
}

func newSim(seed uint64) (*simGame, string) {
	rng := rand.New(rand.NewPCG(seed, 7))
	n := 2 + rng.IntN(4)
	g := &simGame{rng: rng, down: make([][]Card, n), open: make([][]Card, n), out: make([]bool, n)}
	for i := range n {
		g.names = append(g.names, fmt.Sprintf("P%d", i+1))
	}
	cards := deck(rng.IntN(7))
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	if rng.IntN(3) == 0 { // a short game: part of the deck
		cards = cards[:n+rng.IntN(len(cards)-n)]
	}
	for i, c := range cards {
		g.down[i%n] = append(g.down[i%n], c)
	}
	var counts []string
	for i, p := range g.down {
		counts = append(counts, fmt.Sprintf("%s=%d", g.names[i], len(p)))
	}
	for range 1 + rng.IntN(8) {
		for {
			c := cardTexts[rng.IntN(len(cardTexts))]
			if c.formal != "" {
				g.tasks = append(g.tasks, c.text)
				break
			}
		}
	}
	header := fmt.Sprintf("players: %s\ncards: %s\n", strings.Join(g.names, ", "), strings.Join(counts, ", "))
	return g, header
}

func (g *simGame) in() []int {
	var out []int
	for p := range g.names {
		if !g.out[p] {
			out = append(out, p)
		}
	}
	return out
}

func (g *simGame) counts() Counts {
	var c Counts
	for _, pile := range g.open {
		if len(pile) > 0 && !pile[len(pile)-1].chameleon {
			top := pile[len(pile)-1]
			c[top.animal] += top.n
		}
	}
	return c
}

func (g *simGame) say(line, canon string) {
	g.lines = append(g.lines, line)
	g.canon = append(g.canon, canon)
}

// word writes a card as a player might: "2 hedgehogs" or «2 ежа».
func (g *simGame) word(c Card) string {
	if c.chameleon {
		return []string{"chameleon", "хамелеон"}[g.rng.IntN(2)]
	}
	if g.rng.IntN(2) == 0 {
		return cardText(c)
	}
	forms := [numAnimals][3]string{{"ёж", "ежа", "ежей"}, {"лягушка", "лягушки", "лягушек"}, {"птица", "птицы", "птиц"}}
	f := 2
	switch {
	case c.n == 1:
		f = 0
	case c.n <= 4:
		f = 1
	}
	return fmt.Sprintf("%d %s", c.n, forms[c.animal][f])
}

func (g *simGame) checkOut(p int) {
	if len(g.down[p]) == 0 {
		g.out[p] = true
		if len(g.in()) <= 1 {
			g.over = true
		}
	}
}

// step plays one event.
func (g *simGame) step() {
	if g.task == nil {
		if len(g.tasks) == 0 {
			g.say([]string{"end", "конец"}[g.rng.IntN(2)], "")
			g.over = true
			return
		}
		text := g.tasks[0]
		g.tasks = g.tasks[1:]
		c, err := ParseCondition(text, at)
		if err != nil {
			panic(err)
		}
		g.task, g.last = &c, nil
		g.say([]string{"task: ", "задание: "}[g.rng.IntN(2)]+text, "")
		return
	}
	in := g.in()
	caller := in[g.rng.IntN(len(in))]
	holds := g.task.Holds(g.counts())
	forsazh := !holds && g.last != nil && g.last.card.chameleon
	switch r := g.rng.IntN(100); {
	case holds && r < 70:
		g.say(g.names[caller]+": "+[]string{"turbo", "турбо"}[g.rng.IntN(2)], g.names[caller]+": turbo")
		g.win(caller)
		return
	case forsazh && r < 70:
		g.say(g.names[caller]+": "+[]string{"forsazh", "форсаж"}[g.rng.IntN(2)], g.names[caller]+": forsazh")
		g.win(caller)
		return
	case r < 6:
		calls := []string{"touch", "касание"}
		if !holds {
			calls = append(calls, "turbo", "турбо")
		}
		if !forsazh {
			calls = append(calls, "forsazh", "форсаж")
		}
		g.say(g.names[caller]+": "+calls[g.rng.IntN(len(calls))], "")
		g.penalty(caller)
		return
	}
	p := g.next
	for g.out[p] {
		p = (p + 1) % len(g.names)
	}
	c := g.down[p][0]
	g.down[p] = g.down[p][1:]
	g.open[p] = append(g.open[p], c)
	g.last = &turnUp{who: p, card: c}
	g.next = (p + 1) % len(g.names)
	line := g.word(c)
	if g.rng.IntN(4) > 0 { // a card may leave its player unnamed
		line = g.names[p] + ": " + line
	}
	g.say(line, g.names[p]+": "+cardText(c))
	g.checkOut(p)
}

func (g *simGame) win(w int) {
	for p := range g.names {
		if p != w {
			g.down[w] = append(g.down[w], g.open[p]...)
			g.open[p] = nil
		}
	}
	g.task, g.last = nil, nil
}

// winners: the last player in when the others are out; after `end`, the
// players still in with the most cards, face-down and open, in seat order.
func (g *simGame) winners() []int {
	var out []int
	best := -1
	for _, p := range g.in() {
		switch n := len(g.down[p]) + len(g.open[p]); {
		case n > best:
			out, best = []int{p}, n
		case n == best:
			out = append(out, p)
		}
	}
	return out
}

func (g *simGame) penalty(c int) {
	for i := 1; i < len(g.names) && len(g.down[c]) > 0; i++ {
		p := (c + i) % len(g.names)
		if !g.out[p] {
			g.down[p] = append(g.down[p], g.down[c][0])
			g.down[c] = g.down[c][1:]
		}
	}
	g.checkOut(c)
}

// TestRandomGames: seeded random games replay with no violation; at each
// event the engine agrees with the simulation's piles card for card, and
// the animals it keeps counted are the ones on the simulation's top cards; each
// turn-up and right call is among the moves Legal() lists; and the winners
// are the simulation's, counted on its own piles.
func TestRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		g, header := newSim(seed)
		s := newTestSession(t, header)
		tb := s.Engine().(*table)
		for steps := 0; !g.over && steps < 2000; steps++ {
			g.step()
			i := len(g.lines) - 1
			if g.canon[i] != "" && !slices.Contains(legalTexts(tb), g.canon[i]) {
				t.Fatalf("seed %d, line %d %q: not among the legal moves", seed, i+1, g.lines[i])
			}
			if err := refereetest.Play(s, g.lines[i]); err != nil {
				t.Fatalf("seed %d, line %d %q: %v\n%s", seed, i+1, g.lines[i], err, strings.Join(g.lines, "\n"))
			}
			if tb.counts() != g.counts() {
				t.Fatalf("seed %d, after %q: counts %v, the top cards show %v", seed, g.lines[i], tb.counts(), g.counts())
			}
			for p := range g.names {
				if tb.down[p] != len(g.down[p]) || !slices.Equal(tb.open[p], g.open[p]) || tb.out[p] != g.out[p] {
					t.Fatalf("seed %d, after %q: player %d has %d down, %v open, out %v; want %d, %v, %v",
						seed, g.lines[i], p, tb.down[p], tb.open[p], tb.out[p], len(g.down[p]), g.open[p], g.out[p])
				}
			}
		}
		o := tb.Outcome()
		if o.Over != g.over {
			t.Fatalf("seed %d: over %v, want %v", seed, o.Over, g.over)
		}
		if want := g.winners(); g.over && !slices.Equal(o.Winners, want) {
			t.Fatalf("seed %d: winners %v, want %v", seed, o.Winners, want)
		}
	}
}

// TestRandomGamesMutated: in a random game, a card turned up by another
// player than the one due is refused, and leaves the table as it was.
func TestRandomGamesMutated(t *testing.T) {
	for seed := uint64(1); seed <= 100; seed++ {
		g, header := newSim(seed)
		for steps := 0; !g.over && steps < 400; steps++ {
			g.step()
		}
		s := newTestSession(t, header)
		tb := s.Engine().(*table)
		for i, line := range g.lines {
			moves, _ := notation.SplitMoves(g.canon[i], at)
			if g.canon[i] != "" && !strings.HasSuffix(g.canon[i], "turbo") && !strings.HasSuffix(g.canon[i], "forsazh") && len(moves) == 1 {
				due := tb.Turn()
				for _, other := range g.names {
					if other == g.names[due] {
						continue
					}
					before := snapshot(tb)
					if err := refereetest.Play(s, other+": "+moves[0].Text); err == nil {
						t.Fatalf("seed %d, line %d: %s turned up a card out of turn and it was accepted", seed, i+1, other)
					}
					if snapshot(tb) != before {
						t.Fatalf("seed %d, line %d: a refused card changed the table", seed, i+1)
					}
				}
			}
			if err := refereetest.Play(s, line); err != nil {
				t.Fatalf("seed %d, line %d %q: %v", seed, i+1, line, err)
			}
		}
	}
}
