// Package turbo is a placeholder until the game's engine lands.
package turbo

import (
	"embed"
	"io/fs"

	"referee/notation"
	"referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Game is the game for the registry.
type Game struct{}

func (Game) ID() string           { return "turbo" }
func (Game) Aliases() []string    { return nil }
func (Game) EventWords() []string { return nil }
func (Game) Rules() []string      { return nil }

func (Game) Locales() fs.FS {
	sub, _ := fs.Sub(locales, "locales")
	return sub
}

// New refuses every game until the engine lands.
func (Game) New(s referee.Start) (referee.Engine, []*notation.Error) {
	return nil, []*notation.Error{notation.Errorf(s.Header.Pos, "turbo.unsupported", nil)}
}
