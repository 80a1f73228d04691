package gen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/boardgame-referee/referee/games"
)

// longNames are the players of a long game; a game takes as many as it
// has most, up to six (big-races' eight would make a game of other
// proportions than the others').
var longNames = []string{"Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"}

// Long writes one random game of game of at most moves moves, with the
// game's longest header (Spec.Long) of size — a track of size squares, a
// turbo pile of size cards — and returns how many moves it wrote: fewer
// when the game ends first.
func Long(w io.Writer, game string, moves, size int, seed uint64) (int, error) {
	reg := games.NewRegistry()
	spec, ok := reg.Lookup(game)
	if !ok {
		return 0, fmt.Errorf("no game %q", game)
	}
	players := longNames[:min(spec.Players[len(spec.Players)-1], len(longNames))]
	h := "game: " + spec.ID + "\nplayers: " + strings.Join(players, ", ") + "\n"
	if spec.Long != nil {
		h += spec.Long(players, size)
	}
	lines, err := playUpTo(reg, spec, h, rand.New(rand.NewPCG(seed, 2)), moves, moves)
	if err != nil {
		return 0, err
	}
	out := bufio.NewWriter(w)
	out.WriteString(h + "\n")
	for _, l := range lines {
		out.WriteString(l + "\n")
	}
	return len(lines), out.Flush()
}
