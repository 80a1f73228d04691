// Command gen writes a transcript of seeded random whole legal games:
//
//	go run ./scripts/gen -game turtles -moves 2000000 > turtles.txt
//	go run ./scripts/gen -generic 20000 > generic.txt
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/boardgame-referee/referee/internal/gen"
)

func main() {
	game := flag.String("game", "turtles", "the game")
	moves := flag.Int("moves", 100000, "write whole games until at least this many moves")
	seed := flag.Uint64("seed", 1, "the random seed")
	long := flag.Int("long", 0, "write one game of at most -moves moves instead, on a track of this size (turtles' track:, big-races' length:)")
	generic := flag.Int("generic", 0, "write this many turtles races as people write them instead (the speed goals' generic workload, docs/performance.md: setup lists, both alphabets, any case, ё and е, − and -, rainbow and last-turtle cards)")
	russian := flag.Int("russian", 0, "write this many Russian turtles races as the referee writes them instead (the speed goals' own-file workload, docs/performance.md)")
	flag.Parse()
	if *russian > 0 {
		n, err := gen.RussianTurtles(os.Stdout, *russian, *seed)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "gen: %d races, %d moves of Russian turtles\n", *russian, n)
		return
	}
	if *generic > 0 {
		n, err := gen.GenericTurtles(os.Stdout, *generic, *seed)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "gen: %d races, %d moves of turtles as people write them\n", *generic, n)
		return
	}
	if *long > 0 {
		n, err := gen.Long(os.Stdout, *game, *moves, *long, *seed)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "gen: 1 game, %d moves of %s\n", n, *game)
		return
	}
	games, n, err := gen.Write(os.Stdout, *game, *moves, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "gen: %d games, %d moves of %s\n", games, n, *game)
}
