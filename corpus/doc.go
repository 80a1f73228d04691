// Package corpus holds the transcripts the referee is proven on, one folder
// a game, each transcript beside its golden `check --explain` output in
// English and Russian. The tests here replay them all.
package corpus
