package gen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"

	"referee/games"
)

// longHeaders are the headers of the longest games each game's rules let
// random play make: the most players, the longest track a family plays
// and beyond. Replay's page-size benchmark draws them.
var longHeaders = map[string]string{
	"turtles":          "game: turtles\nplayers: Anna, Boris, Vera, Gleb, Dasha\ncolors: Anna=red, Boris=yellow, Vera=green, Gleb=blue, Dasha=purple\ntrack: %d\n",
	"chinese-checkers": "game: chinese-checkers\nplayers: Anna, Boris, Vera, Gleb, Dasha, Egor\n",
	"turbo":            "game: turbo\nplayers: Anna, Boris, Vera, Gleb, Dasha\ncards: Anna=500, Boris=500, Vera=500, Gleb=500, Dasha=500\ntask: frogs > 4\n",
	"big-races":        "game: big-races\nplayers: Anna, Boris, Vera, Gleb\nlength: %d\nlaps: 30\n",
	"super-race":       "game: super-race\nplayers: Anna, Boris, Vera, Gleb\ntrack: indianapolis\n",
}

// Long writes one random game of game of at most moves moves, on a track
// of size squares where the game has one (turtles' track:, big-races'
// length:), and returns how many moves it wrote: fewer when the game ends
// first.
func Long(w io.Writer, game string, moves, size int, seed uint64) (int, error) {
	reg := games.NewRegistry()
	spec, ok := reg.Lookup(game)
	if !ok {
		return 0, fmt.Errorf("no game %q", game)
	}
	h := longHeaders[spec.ID]
	if h == "" {
		return 0, fmt.Errorf("no long header for %s", spec.ID)
	}
	if spec.ID == "turtles" || spec.ID == "big-races" {
		h = fmt.Sprintf(h, size)
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
