// Package games is the list of games the referee knows, and nothing more.
package games

import (
	"strings"

	chinesecheckers "referee/games/chinese-checkers"
	"referee/games/turbo"
	"referee/games/turtles"
	"referee/notation"
	"referee/referee"
)

// All lists every game, in the order `referee games` shows them.
func All() []referee.Game {
	return []referee.Game{
		turtles.NewGame(),
		chinesecheckers.Game{},
		turbo.Game{},
	}
}

// Registry finds games by id or alias.
type Registry struct{ games []referee.Game }

// NewRegistry builds the registry of every game.
func NewRegistry() Registry { return Registry{games: All()} }

// Lookup finds a game by its id or any alias, forgiving case, ё, and spaces
// or underscores for the hyphens («Черепашьи бега», turtle race).
func (r Registry) Lookup(name string) (referee.Game, bool) {
	k := strings.Join(strings.FieldsFunc(notation.Fold(name), func(r rune) bool { return r == ' ' || r == '_' || r == '\t' }), "-")
	for _, g := range r.games {
		if notation.Fold(g.ID()) == k {
			return g, true
		}
		for _, a := range g.Aliases() {
			if notation.Fold(a) == k {
				return g, true
			}
		}
	}
	return nil, false
}

// Names lists the ids and aliases, for suggestions.
func (r Registry) Names() []string {
	var out []string
	for _, g := range r.games {
		out = append(out, g.ID())
		out = append(out, g.Aliases()...)
	}
	return out
}

// Keys lists every header key any game defines, in every spelling.
func (r Registry) Keys() []string {
	var out []string
	for _, g := range r.games {
		if k, ok := g.(referee.Keyed); ok {
			out = append(out, k.Keys()...)
		}
	}
	return out
}

// IDs lists the game ids.
func (r Registry) IDs() []string {
	var out []string
	for _, g := range r.games {
		out = append(out, g.ID())
	}
	return out
}

// Games lists the games.
func (r Registry) Games() []referee.Game { return r.games }
