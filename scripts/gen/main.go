// Command gen writes a transcript of seeded random whole legal games:
//
//	go run ./scripts/gen -game turtles -moves 2000000 > turtles.txt
package main

import (
	"flag"
	"fmt"
	"os"

	"referee/internal/gen"
)

func main() {
	game := flag.String("game", "turtles", "the game")
	moves := flag.Int("moves", 100000, "write whole games until at least this many moves")
	seed := flag.Uint64("seed", 1, "the random seed")
	flag.Parse()
	games, n, err := gen.Write(os.Stdout, *game, *moves, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "gen: %d games, %d moves of %s\n", games, n, *game)
}
