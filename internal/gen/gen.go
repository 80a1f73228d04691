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
	return playUpTo(reg, spec, header, rng, most(spec), 6)
}

// most bounds a random game of spec's.
func most(spec *referee.Spec) int {
	if spec.Random != nil && spec.Random.Most > 0 {
		return spec.Random.Most
	}
	return referee.DefaultRandomMoves
}

// playUpTo plays one random game of at most most moves, with at most
// added lines the legal moves do not hold (turbo's task cards after the
// first), as the game's RandomPlay steers it.
func playUpTo(reg *games.Registry, spec *referee.Spec, header string, rng *rand.Rand, most, added int) ([]string, error) {
	s, err := begin(reg, spec, header)
	if err != nil {
		return nil, err
	}
	random := spec.Random
	if random == nil {
		random = &referee.RandomPlay{}
	}
	var out []string
	for len(out) < most && !s.Outcome().Over {
		var view referee.View
		if random.View != nil {
			view = random.View(rng.IntN)
		}
		legal := s.Legal(view).Moves
		if len(legal) == 0 {
			break
		}
		text := legal[rng.IntN(len(legal))].Text
		if random.Instead != nil {
			var add bool
			if text, add = random.Instead(legal, text, added > 0, rng.IntN); add {
				added--
			}
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
