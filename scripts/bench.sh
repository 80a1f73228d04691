#!/usr/bin/env bash
# Benchmarks, two kinds:
#   scripts/bench.sh [pattern]        Go benchmarks of the whole module with allocation counts
#                                     (BenchmarkCheck: a bulk check of each game, moves/s).
#   scripts/bench.sh --binary [moves] the whole binary: first the speed goals (20,000 turtles
#                                     races of the project's own file and of the generic workload,
#                                     against the previous binary, $PREVIOUS, and pgn-extract checking
#                                     as many plies of chess, one core and two beside two processes
#                                     of one core; long games of every game; start-up beside a Go
#                                     hello-world), CPU time, each the median of 5 runs taken in
#                                     turn; allocations per move and per game (Go benchmarks); then
#                                     generated files of whole legal games of every game
#                                     (scripts/gen): moves/s, MB/s and peak RSS, one core (text
#                                     and --json) and every core; moves 0: the goals alone.
#   scripts/bench.sh --play [counts]  one long game piped into `play`, beside `check --explain` of the
#                                     same moves (default 2000,20000): seconds and peak RSS.
# Compare two Go benchmark runs with benchstat (go run golang.org/x/perf/cmd/benchstat old.txt new.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--play" ]; then
  bin=$(mktemp -d)/referee
  go build -o "$bin" ./cmd/referee
  echo "machine: $(nproc) CPUs, $(uname -m), $(go version | cut -d' ' -f3)"
  go run ./scripts/benchrun -bin "$bin" -play "${2:-2000,20000}"
  exit 0
fi
if [ "${1:-}" = "--binary" ]; then
  bin=$(mktemp -d)/referee
  # The install line's build (README: CGO_ENABLED=0, static), and a plain
  # build beside it for its start-up: cobra's pflag imports net, which links
  # libc when cgo is on.
  CGO_ENABLED=0 go build -o "$bin" ./cmd/referee
  go build -o "$bin-cgo" ./cmd/referee
  echo "machine: $(nproc) CPUs, $(uname -m), $(go version | cut -d' ' -f3)"
  if [ -z "$(command -v pgn-extract || ls /usr/games/pgn-extract 2>/dev/null)" ]; then
    echo "pgn-extract is missing: installing Debian's package pgn-extract"
    if ! { [ "$(id -u)" = 0 ] && apt-get install -y pgn-extract >/dev/null 2>&1; }; then
      echo "pgn-extract could not be installed (apt-get install -y pgn-extract, as root): measured without it"
    fi
  fi
  go run ./scripts/benchrun -bin "$bin" -prev "${PREVIOUS:-}" -cgo "$bin-cgo" -issue "${ISSUE_RACES:-20000}" -moves "${2:-1000000}" turtles chinese-checkers turbo big-races super-race
  echo "allocations, check -j 1 in-process (go test -bench 'BenchmarkCheck(Russian|Generic)Turtles/-j1\$'):"
  go test -run '^$' -bench 'BenchmarkCheck(Russian|Generic)Turtles/-j1$' -benchtime 5x ./internal/cli | grep -o 'Benchmark[^ ]*\|[0-9.]* allocs/game\|[0-9.]* allocs/move' | paste - - -
  exit 0
fi
go test -run '^$' -bench "${1:-.}" -benchmem -count "${COUNT:-1}" ./...
