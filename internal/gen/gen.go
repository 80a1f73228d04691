// Package gen writes transcripts of seeded random whole games, every move
// drawn from the engine's own legal moves: the input of the benchmarks and
// of scripts/bench.sh.
package gen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// header is a game's header for its players: the game's own sample, the
// choices among its ways drawn at random.
func header(spec *referee.Spec, players []string, rng *rand.Rand) string {
	h := fmt.Sprintf("game: %s\nplayers: %s\n", spec.ID, strings.Join(players, ", "))
	if spec.Sample != nil {
		h += spec.Sample(players, rng.IntN)
	}
	return h
}

// tasks are task cards for turbo, whose tasks no legal-move list can offer.
var tasks = []string{
	"frogs > 4", "birds + frogs >= 9", "hedgehogs = 6", "frogs > 4 and frogs < birds",
	"Лягушек больше четырёх, но меньше, чем птиц.", "Птиц больше семи, и при этом ёжиков меньше пяти.",
	"Сумма птиц и лягушек больше либо равна девяти.", "hedgehogs < 3", "birds > hedgehogs",
}

// Write writes whole games of game until at least moves moves are written,
// and returns the number of games and moves.
func Write(w io.Writer, game string, moves int, seed uint64) (int, int, error) {
	reg := games.NewRegistry()
	spec, ok := reg.Lookup(game)
	if !ok {
		return 0, 0, fmt.Errorf("no game %q", game)
	}
	// Games of up to six players: the names below.
	counts := slices.DeleteFunc(slices.Clone(spec.Players), func(n int) bool { return n > 6 })
	out := bufio.NewWriter(w)
	rng := rand.New(rand.NewPCG(seed, 1))
	nGames, nMoves := 0, 0
	for nMoves < moves {
		n := counts[rng.IntN(len(counts))]
		players := []string{"Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"}[:n]
		h := header(spec, players, rng)
		lines, err := play(reg, spec, h, rng)
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
func play(reg *games.Registry, spec *referee.Spec, header string, rng *rand.Rand) ([]string, error) {
	return playUpTo(reg, spec, header, rng, limit(spec.ID), 6)
}

// playUpTo plays one random game of at most most moves; in turbo, with
// at most taskCards task cards turned up after the first.
func playUpTo(reg *games.Registry, spec *referee.Spec, header string, rng *rand.Rand, most, taskCards int) ([]string, error) {
	s, err := begin(reg, spec, header)
	if err != nil {
		return nil, err
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
		if err := playLine(s, text); err != nil {
			return nil, err
		}
		out = append(out, text)
	}
	return out, nil
}

// begin starts the session of a game's header.
func begin(reg *games.Registry, spec *referee.Spec, header string) (*referee.Session, error) {
	g := notation.ReadAll("gen", []byte(header), reg.Dialect).Games[0]
	s := referee.Begin(g, spec, referee.Options{})
	if s == nil {
		return nil, fmt.Errorf("header refused: %v", g.Errors)
	}
	return s, nil
}

// playLine frames a move line as the file will have it and plays it: a
// move the engine offered must read as one and stand.
func playLine(s *referee.Session, text string) error {
	ms, _ := s.Frame(text, 1)
	if len(ms) != 1 || ms[0].NoEntry {
		return fmt.Errorf("%q does not frame as one move", text)
	}
	if p := s.Play(ms[0]); !p.Legal() {
		return fmt.Errorf("legal move %q refused: %+v %+v", text, p.Error, p.Violation)
	}
	return nil
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
