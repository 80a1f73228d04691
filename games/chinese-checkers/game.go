package chinesecheckers

import (
	"embed"
	"io/fs"

	"referee/notation"
	"referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Game is Chinese checkers for the registry.
type Game struct{}

func (Game) ID() string { return "chinese-checkers" }
func (Game) Aliases() []string {
	return []string{"китайские-шашки", "halma", "sternhalma", "stern-halma", "халма"}
}
func (Game) EventWords() []string { return nil }

// Keys lists the header keys of the game in every spelling, so the framing
// never takes `места:` for a move by a player called «места», and a
// misspelt key (`blockng:`) gets the nearest one. These are the very lists
// the header is read with (setup.go).
func (Game) Keys() []string {
	var out []string
	for _, set := range headerKeys {
		out = append(out, set...)
	}
	return out
}

// KeyGroups lists the spellings of each header key.
func (Game) KeyGroups() [][]string { return append([][]string(nil), headerKeys...) }

// Rules lists every rule code, for `referee explain`.
func (Game) Rules() []string {
	return []string{
		"chinese-checkers.step-not-adjacent",
		"chinese-checkers.step-to-occupied",
		"chinese-checkers.hop-over-empty",
		"chinese-checkers.hop-too-long",
		"chinese-checkers.hop-off-line",
		"chinese-checkers.hop-onto-occupied",
		"chinese-checkers.step-then-hop",
		"chinese-checkers.hop-then-step",
		"chinese-checkers.chain-repeats-hole",
		"chinese-checkers.chain-ends-at-start",
		"chinese-checkers.from-empty",
		"chinese-checkers.not-own-piece",
		"chinese-checkers.wrong-player",
		"chinese-checkers.pass-with-move",
		"chinese-checkers.left-goal",
		"chinese-checkers.player-finished",
		"chinese-checkers.game-over",
	}
}

// Notes lists the codes of the notes about a non-standard start, which the
// referee shows with their codes, for `referee explain` (referee.Explained):
// each is a reading of the rules, with its .rule and .example.
func (Game) Notes() []string {
	return []string{"chinese-checkers.five-players", "chinese-checkers.seats-order"}
}

func (Game) Locales() fs.FS { return referee.LocaleDir(locales) }

// New reads the header into the starting position.
func (Game) New(s referee.Start) (referee.Engine, []*notation.Error) {
	g, err := newGame(s)
	if err != nil {
		return nil, []*notation.Error{err}
	}
	return g, nil
}
