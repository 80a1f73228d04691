// Package gen writes transcripts of seeded random whole games, every move
// drawn from the engine's own legal moves: the input of the benchmarks and
// of scripts/bench.sh.
package gen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"referee/games"
	"referee/notation"
	"referee/referee"
)

// header is a game's header for n players.
func header(game string, players []string, rng *rand.Rand) string {
	h := fmt.Sprintf("game: %s\nplayers: %s\n", game, strings.Join(players, ", "))
	if game == "turtles" && rng.IntN(4) > 0 {
		// Most recorded races reveal the secret colours at the end.
		colours := []string{"red", "yellow", "green", "blue", "purple"}
		rng.Shuffle(len(colours), func(i, j int) { colours[i], colours[j] = colours[j], colours[i] })
		var pairs []string
		for i, p := range players {
			pairs = append(pairs, p+"="+colours[i])
		}
		h += "colors: " + strings.Join(pairs, ", ") + "\n"
	}
	if game == "super-race" {
		h += "track: " + []string{"indianapolis", "monza"}[rng.IntN(2)] + "\n"
	}
	if game == "turbo" {
		var cards []string
		for _, p := range players {
			cards = append(cards, fmt.Sprintf("%s=%d", p, 6+rng.IntN(8)))
		}
		h += "cards: " + strings.Join(cards, ", ") + "\ntask: " + tasks[rng.IntN(len(tasks))] + "\n"
	}
	return h
}

// tasks are task cards for turbo, whose tasks no legal-move list can offer.
var tasks = []string{
	"frogs > 4", "birds + frogs >= 9", "hedgehogs = 6", "frogs > 4 and frogs < birds",
	"Лягушек больше четырёх, но меньше, чем птиц.", "Птиц больше семи, и при этом ёжиков меньше пяти.",
	"Сумма птиц и лягушек больше либо равна девяти.", "hedgehogs < 3", "birds > hedgehogs",
}

// playerCounts are the numbers of players each game is generated with.
var playerCounts = map[string][]int{
	"turtles": {2, 3, 4, 5}, "chinese-checkers": {2, 3, 4, 6}, "turbo": {2, 3, 4, 5},
	"big-races": {2, 3, 4}, "super-race": {1, 2, 3, 4},
}

// Write writes whole games of game until at least moves moves are written,
// and returns the number of games and moves.
func Write(w io.Writer, game string, moves int, seed uint64) (int, int, error) {
	reg := games.NewRegistry()
	spec, ok := reg.Lookup(game)
	if !ok {
		return 0, 0, fmt.Errorf("no game %q", game)
	}
	counts := playerCounts[spec.ID]
	if counts == nil {
		counts = []int{2, 3, 4}
	}
	out := bufio.NewWriter(w)
	rng := rand.New(rand.NewPCG(seed, 1))
	nGames, nMoves := 0, 0
	for nMoves < moves {
		n := counts[rng.IntN(len(counts))]
		players := []string{"Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"}[:n]
		h := header(spec.ID, players, rng)
		lines, err := play(spec, h, rng)
		if err != nil {
			return nGames, nMoves, err
		}
		out.WriteString(h)
		out.WriteString("\n")
		for _, l := range lines {
			out.WriteString(l)
			out.WriteByte('\n')
		}
		out.WriteString("\n")
		if len(lines) == 0 {
			return nGames, nMoves, fmt.Errorf("%s: a game with no legal move from the start", spec.ID)
		}
		nGames++
		nMoves += len(lines)
	}
	return nGames, nMoves, out.Flush()
}

// play plays one random whole game and returns its move lines.
func play(spec *referee.Spec, header string, rng *rand.Rand) ([]string, error) {
	return playUpTo(spec, header, rng, limit(spec.ID), 6)
}

// playUpTo plays one random game of at most most moves; in turbo, with
// at most taskCards task cards turned up after the first.
func playUpTo(spec *referee.Spec, header string, rng *rand.Rand, most, taskCards int) ([]string, error) {
	f := notation.Frame("gen", []byte(header))
	s, _, lines := referee.Begin(f.Games[0], spec, referee.Options{})
	if s == nil {
		return nil, fmt.Errorf("header refused: %v", lines)
	}
	var out []string
	taskCount := 0
	for len(out) < most && !s.Outcome().Over {
		var view referee.View
		if spec.ID == "super-race" {
			view = referee.View{"dice": roll(rng)} // the dice decide what is legal
		}
		legal := s.Legal(view).Moves
		if len(legal) == 0 {
			break
		}
		text := legal[rng.IntN(len(legal))].Text
		if spec.ID == "turbo" && isCall(legal[0].Text) && rng.IntN(4) > 0 {
			// Players see the task hold more often than not: a right call
			// (listed first) is made three times in four.
			text = legal[rng.IntN(callsIn(legal))].Text
		}
		if spec.ID == "turbo" && text == "end" && taskCount < taskCards {
			text = "task: " + tasks[rng.IntN(len(tasks))]
			taskCount++
		}
		if !strings.Contains(text, ":") {
			if who := s.Turn(); who >= 0 {
				text = s.Players()[who] + ": " + text
			}
		}
		ms, err := notation.SplitMoves(text, notation.Pos{Line: 1, Column: 1})
		if err != nil || len(ms) != 1 {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		if p := s.Play(ms[0]); !p.Legal() {
			return nil, fmt.Errorf("legal move %q refused: %+v %+v", text, p.Error, p.Violation)
		}
		out = append(out, text)
	}
	return out, nil
}

// isCall says whether a turbo move is a call.
func isCall(text string) bool {
	return strings.HasSuffix(text, ": turbo") || strings.HasSuffix(text, ": forsazh")
}

// callsIn counts the calls at the head of a legal-move list.
func callsIn(legal []referee.Choice) int {
	n := 0
	for n < len(legal) && isCall(legal[n].Text) {
		n++
	}
	return n
}

// limit bounds a game: random play rarely finishes a game of chinese
// checkers, and in super-race a random route can trap a player for good.
func limit(game string) int {
	if game == "super-race" {
		return 300
	}
	return 5000
}

// roll throws five dice of Super Race: each face a colour and a shape.
func roll(rng *rand.Rand) string {
	faces := make([]string, 5)
	for i := range faces {
		faces[i] = string("rby"[rng.IntN(3)]) + string("sc"[rng.IntN(2)])
	}
	return strings.Join(faces, " ")
}
