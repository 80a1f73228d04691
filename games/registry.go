// Package games is the list of games the referee knows, and nothing more.
package games

import (
	"slices"
	"strings"
	"sync"

	bigraces "github.com/boardgame-referee/referee/games/big-races"
	chinesecheckers "github.com/boardgame-referee/referee/games/chinese-checkers"
	superrace "github.com/boardgame-referee/referee/games/super-race"
	"github.com/boardgame-referee/referee/games/turbo"
	"github.com/boardgame-referee/referee/games/turtles"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
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

// Registry finds games by id or alias, and each game's dialect. What it
// derives from the games is derived when first asked for, once: a check
// of one short game reads one game's dialect and names it by its id.
type Registry struct {
	specs    []referee.Spec
	dialects []lazyDialect // by the specs' order
	// written are the ids and aliases as the games list them, to the
	// specs' index: a game: line almost always writes one so (игра:
	// черепахи), and is found without folding it.
	names   sync.Once
	written map[string]int
	folded  [][]string // each game's id and aliases folded, in that order
}

// lazyDialect is a game's dialect, derived the first time it is asked for.
type lazyDialect struct {
	once    sync.Once
	dialect *notation.Dialect
}

// NewRegistry builds the registry of every game.
func NewRegistry() *Registry {
	r := &Registry{specs: All()}
	r.dialects = make([]lazyDialect, len(r.specs))
	return r
}

// index folds the games' names and lists them as written, once.
func (r *Registry) index() {
	r.names.Do(func() {
		r.folded = make([][]string, len(r.specs))
		for i := range r.specs {
			for _, name := range append([]string{r.specs[i].ID}, r.specs[i].Aliases...) {
				r.folded[i] = append(r.folded[i], notation.Fold(name))
			}
		}
		r.written = map[string]int{}
		for _, s := range r.specs {
			for _, name := range append([]string{s.ID}, s.Aliases...) {
				if found, ok := r.lookup(name); ok {
					r.written[name] = found // what the lookup finds, whatever the lists' overlaps
				}
			}
		}
	})
}

// Lookup finds a game by its id or any alias, forgiving case, ё, Unicode
// normal forms, invisible characters, and spaces or underscores for the
// hyphens («Черепашьи бега», turtle race).
func (r *Registry) Lookup(name string) (*referee.Spec, bool) {
	if i := r.byID(name); i >= 0 {
		return &r.specs[i], true // the id itself: nothing to fold, nothing to index
	}
	r.index()
	if i, ok := r.written[name]; ok {
		return &r.specs[i], true // as listed: nothing to fold
	}
	// Read as a transcript's lines are: in NFC, invisible characters
	// dropped (a name pasted from a PDF comes decomposed, «ё» as е and a
	// combining diaeresis).
	if i, ok := r.lookup(notation.NFC(name)); ok {
		return &r.specs[i], true
	}
	// A Latin letter typed for the Cyrillic one it looks like («турбo»):
	// a game's name is no person's, so a name that looks exactly like a
	// game's is that game (a suggestion would look like what was typed).
	k := skeletonKey(name)
	for i, spec := range r.specs {
		for _, n := range append([]string{spec.ID}, spec.Aliases...) {
			if skeletonKey(n) == k {
				return &r.specs[i], true
			}
		}
	}
	return nil, false
}

// skeletonKey is what a game's name looks like (notation.Skeleton), its
// words joined by hyphens whatever joined them.
func skeletonKey(name string) string {
	return strings.Join(strings.FieldsFunc(notation.Skeleton(notation.Unquoted(name)), func(r rune) bool {
		return r == ' ' || r == '_' || r == '-' || r == '\t'
	}), "-")
}

// byID is the index of the game whose id name is, or -1.
func (r *Registry) byID(name string) int {
	for i := range r.specs {
		if r.specs[i].ID == name {
			return i
		}
	}
	return -1
}

// lookup is Lookup by folding: the index of the game found. The names
// are indexed (index).
func (r *Registry) lookup(name string) (int, bool) {
	name = notation.Unquoted(name) // «Черепашьи бега», as the referee prints it
	if i := r.byID(name); i >= 0 {
		return i, true
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
			d := &r.dialects[i]
			d.once.Do(func() { d.dialect = referee.DialectOf(&r.specs[i]) })
			return d.dialect
		}
	}
	return nil
}
