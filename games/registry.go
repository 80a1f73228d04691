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

// Registry finds games by id or alias, and each game's dialect.
type Registry struct {
	specs    []referee.Spec
	dialects []*notation.Dialect // by the specs' order, each derived once
	// written are the ids and aliases as the games list them, to the
	// specs' index: a game: line almost always writes one so (игра:
	// черепахи), and is found without folding it.
	written map[string]int
	folded  [][]string // each game's id and aliases folded, in that order
}

// NewRegistry builds the registry of every game.
func NewRegistry() *Registry {
	r := &Registry{specs: All()}
	r.dialects = make([]*notation.Dialect, len(r.specs))
	r.written = map[string]int{}
	r.folded = make([][]string, len(r.specs))
	for i := range r.specs {
		r.dialects[i] = referee.DialectOf(&r.specs[i])
		for _, name := range append([]string{r.specs[i].ID}, r.specs[i].Aliases...) {
			r.folded[i] = append(r.folded[i], notation.Fold(name))
		}
	}
	for _, s := range r.specs {
		for _, name := range append([]string{s.ID}, s.Aliases...) {
			if found, ok := r.lookup(name); ok {
				r.written[name] = found // what the lookup finds, whatever the lists' overlaps
			}
		}
	}
	return r
}

// Lookup finds a game by its id or any alias, forgiving case, ё, and spaces
// or underscores for the hyphens («Черепашьи бега», turtle race).
func (r *Registry) Lookup(name string) (*referee.Spec, bool) {
	if i, ok := r.written[name]; ok {
		return &r.specs[i], true // as listed: nothing to fold
	}
	if i, ok := r.lookup(name); ok {
		return &r.specs[i], true
	}
	return nil, false
}

// lookup is Lookup by folding: the index of the game found.
func (r *Registry) lookup(name string) (int, bool) {
	name = notation.Unquoted(name) // «Черепашьи бега», as the referee prints it
	for i := range r.specs {
		if r.specs[i].ID == name {
			return i, true
		}
	}
	k := strings.Join(strings.FieldsFunc(notation.Fold(name), func(r rune) bool { return r == ' ' || r == '_' || r == '\t' }), "-")
	for i, names := range r.folded {
		if slices.Contains(names, k) {
			return i, true
		}
	}
	return -1, false
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

// Dialect is how the lines of the game a game: line names read: the
// Reader classifies every line with it. Nil for a game nobody knows.
func (r *Registry) Dialect(game string) *notation.Dialect {
	spec, ok := r.Lookup(game)
	if !ok {
		return nil
	}
	for i := range r.specs {
		if &r.specs[i] == spec {
			return r.dialects[i]
		}
	}
	return nil
}
