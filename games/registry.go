// Package games is the list of games the referee knows, and nothing more.
package games

import (
	"slices"
	"strings"

	bigraces "referee/games/big-races"
	chinesecheckers "referee/games/chinese-checkers"
	superrace "referee/games/super-race"
	"referee/games/turbo"
	"referee/games/turtles"
	"referee/notation"
	"referee/referee"
)

// All lists every game, in the order `referee games` shows them.
func All() []referee.Spec {
	return []referee.Spec{
		turtles.Spec(),
		chinesecheckers.Spec(),
		turbo.Spec(),
		bigraces.Spec(),
		superrace.Spec(),
	}
}

// Registry finds games by id or alias.
type Registry struct{ specs []referee.Spec }

// NewRegistry builds the registry of every game.
func NewRegistry() *Registry { return &Registry{specs: All()} }

// Lookup finds a game by its id or any alias, forgiving case, ё, and spaces
// or underscores for the hyphens («Черепашьи бега», turtle race).
func (r *Registry) Lookup(name string) (*referee.Spec, bool) {
	name = notation.Unquoted(name) // «Черепашьи бега», as the referee prints it
	for i := range r.specs {
		if r.specs[i].ID == name {
			return &r.specs[i], true // as written: nothing to fold
		}
	}
	k := strings.Join(strings.FieldsFunc(notation.Fold(name), func(r rune) bool { return r == ' ' || r == '_' || r == '\t' }), "-")
	for i := range r.specs {
		s := &r.specs[i]
		if notation.Fold(s.ID) == k || slices.ContainsFunc(s.Aliases, func(a string) bool { return notation.Fold(a) == k }) {
			return s, true
		}
	}
	return nil, false
}

// Names lists the ids and aliases, for suggestions.
func (r *Registry) Names() []string {
	var out []string
	for _, s := range r.specs {
		out = append(out, s.ID)
		out = append(out, s.Aliases...)
	}
	return out
}

// Keys lists every header key any game defines, in every spelling.
func (r *Registry) Keys() []string {
	var out []string
	for i := range r.specs {
		out = append(out, r.specs[i].HeaderKeys()...)
	}
	return out
}

// IDs lists the game ids.
func (r *Registry) IDs() []string {
	var out []string
	for _, s := range r.specs {
		out = append(out, s.ID)
	}
	return out
}

// Specs lists the games.
func (r *Registry) Specs() []referee.Spec { return r.specs }

// PiecesOf lists the names a game's moves may be written under besides its
// players' (big-races' cars), for the framing.
func (r *Registry) PiecesOf(game string, players []string) []string {
	spec, ok := r.Lookup(game)
	if !ok || spec.Pieces == nil {
		return nil
	}
	return spec.Pieces(players)
}

// TrailersOf lists the header keys a game may have after its moves, as its
// last lines: `result:` for every game, and the game's own (turtles'
// `colors:`), every spelling.
func (r *Registry) TrailersOf(game string) []string {
	if spec, ok := r.Lookup(game); ok {
		return spec.TrailerKeys()
	}
	return append([]string(nil), notation.ResultKeys...)
}
