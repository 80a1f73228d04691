#!/usr/bin/env bash
# Runs the Go benchmarks of the whole module with allocation counts. Pass a
# pattern to narrow them: scripts/bench.sh Turtles. Compare two runs with
# benchstat (go run golang.org/x/perf/cmd/benchstat old.txt new.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
go test -run '^$' -bench "${1:-.}" -benchmem -count "${COUNT:-1}" ./...
