package turtles

import (
	"embed"
	"io/fs"

	"referee/notation"
	"referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Game is the turtles game for the registry. Build it with NewGame.
type Game struct {
	read *readCache
}

// NewGame makes the game with its own cache of moves read.
func NewGame() Game { return Game{read: &readCache{}} }

func (Game) ID() string { return "turtles" }
func (Game) Aliases() []string {
	return []string{"черепахи", "черепашьи-бега", "turtle-race"}
}
func (Game) EventWords() []string { return nil }

// Keys lists the header keys of the game in every spelling.
func (g Game) Keys() []string { return concat(g.KeyGroups()...) }

// KeyGroups lists the spellings of each header key.
func (Game) KeyGroups() [][]string { return [][]string{colorsKeys, trackKeys, setupKeys} }

func concat(sets ...[]string) []string {
	var out []string
	for _, s := range sets {
		out = append(out, s...)
	}
	return out
}

// Rules lists the rule codes, for `referee explain`.
func (Game) Rules() []string {
	return []string{
		"turtles.no-such-card",
		"turtles.back-from-start",
		"turtles.not-last",
		"turtles.race-over",
		"turtles.race-over-setup",
		"turtles.wrong-player",
	}
}

// Notes lists the codes of the notes the game prints, for `referee explain`.
func (Game) Notes() []string { return []string{"turtles.pass-unverified"} }

func (Game) Locales() fs.FS { return referee.LocaleDir(locales) }

// New reads the header into the starting position.
func (g Game) New(s referee.Start) (referee.Engine, []*notation.Error) {
	r, errs := newRace(s)
	if errs != nil {
		return nil, errs
	}
	r.names = s.Players
	r.read = g.read
	return r, nil
}
