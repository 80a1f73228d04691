#!/usr/bin/env bash
# samecheck: `referee check` of this tree prints byte for byte what another
# binary prints (a speed change must change no verdict, no order, no exit
# status):
#
#   scripts/samecheck.sh BASE-BINARY [NEW-BINARY]
#
# It runs both on every corpus file, docs example and file of the
# command-line scripts' archives (internal/cli/testdata/script/*.txtar,
# golden files left out), one file at a time and all of them in one run, and
# on generated files of many legal games of every game and one of them all
# followed by the corpus (illegal games among legal ones), each with
# plain, --json, --explain, --keep-going and all three, in English and
# Russian, at -j 1 and -j 2; stdout, stderr and the exit status are
# compared. NEW-BINARY defaults to a build of this tree.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: scripts/samecheck.sh BASE-BINARY [NEW-BINARY]}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
new=${2:-}
if [ -z "$new" ]; then
  new=$work/referee
  go build -o "$new" ./cmd/referee
fi

# The scripts' archives, unpacked: each file after its "-- name --" line.
mkdir -p "$work/txtar"
for a in internal/cli/testdata/script/*.txtar; do
  awk -v dir="$work/txtar/$(basename "$a" .txtar)" '
    /^-- .* --$/ { name = substr($0, 4, length($0) - 6); out = dir "/" name; system("mkdir -p \"$(dirname \"" out "\")\""); printf "" > out; next }
    out != "" { print >> out }' "$a"
done
mapfile -t files < <(
  { ls corpus/*/*.txt; find docs/examples -name '*.txt'; find "$work/txtar" -type f ! -name '*golden*' ! -name '*.svg' ! -name '*.html'; } | sort)

# Generated files: many games in a row, so the pool's batches fill.
for g in turtles chinese-checkers turbo big-races super-race; do
  go run ./scripts/gen -game "$g" -moves 20000 -seed 3 >"$work/gen-$g.txt" 2>/dev/null
done
cat "$work"/gen-*.txt corpus/*/*.txt >"$work/gen-mixed.txt"
gen=("$work"/gen-*.txt)

runs=0 diffs=0
compare() { # compare FLAGS... -- FILES...
  local flags=() lang
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done
  shift
  for lang in en ru; do
    set +e
    (cd "$work" && "$base" check --lang "$lang" "${flags[@]}" "$@" >"$work/a.out" 2>"$work/a.err"; echo $? >"$work/a.rc")
    (cd "$work" && "$new" check --lang "$lang" "${flags[@]}" "$@" >"$work/b.out" 2>"$work/b.err"; echo $? >"$work/b.rc")
    set -e
    runs=$((runs + 1))
    if ! cmp -s "$work/a.out" "$work/b.out" || ! cmp -s "$work/a.err" "$work/b.err" || ! cmp -s "$work/a.rc" "$work/b.rc"; then
      diffs=$((diffs + 1))
      echo "DIFFERENT: check --lang $lang ${flags[*]} $*" | cut -c1-300
      diff "$work/a.out" "$work/b.out" | head -5 || true
    fi
  done
}

abs=()
for f in "${files[@]}"; do abs+=("$(realpath "$f")"); done
for j in 1 2; do
  for flags in "" "--json" "--explain" "--keep-going" "--json --explain --keep-going"; do
    # shellcheck disable=SC2086
    for f in "${abs[@]}"; do compare -j $j $flags -- "$f"; done
    # shellcheck disable=SC2086
    compare -j $j $flags -- "${abs[@]}"
    # shellcheck disable=SC2086
    for f in "${gen[@]}"; do compare -j $j $flags -- "$f"; done
  done
done
echo "samecheck: $runs runs compared ($(( ${#files[@]} )) files, ${#gen[@]} generated), $diffs different"
[ "$diffs" = 0 ]
