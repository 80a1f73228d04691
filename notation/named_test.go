package notation

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// TestNamedProperty: a name typed for a player (issue 36 item 5) is one
// player only when that player's name, or a word of it, begins with it as
// people's tools may spell it, and no other's does unless it names that
// one whole; a beginning of several names is an error naming exactly those;
// a name read other than whole is said. Over random casts of names that
// share beginnings, and random beginnings of them.
func TestNamedProperty(t *testing.T) {
	stems := []string{"Ан", "Аня", "Антон", "Тимофей", "Тим", "бабушка Зина", "Зоя", "Ольга", "Оля", "Anna", "Ann"}
	rng := rand.New(rand.NewPCG(36, 5))
	for range 2000 {
		var players []string
		for _, i := range rng.Perm(len(stems))[:2+rng.IntN(4)] {
			players = append(players, stems[i])
		}
		c := NewCast(nil, players)
		name := []rune(players[rng.IntN(len(players))])
		typed := string(name[:1+rng.IntN(len(name))])
		if rng.IntN(3) == 0 {
			typed = strings.ToUpper(typed)
		}
		who, read, err := c.Named(Word{Text: typed, Pos: Pos{Line: 2, Column: 7}})
		begins := func(p string) bool {
			k, n := Skeleton(typed), Skeleton(p)
			if strings.HasPrefix(n, k) {
				return true
			}
			for _, w := range strings.FieldsFunc(n, unicode.IsSpace) {
				if strings.HasPrefix(w, k) {
					return true
				}
			}
			return false
		}
		var fits []string
		for _, p := range players {
			if begins(p) {
				fits = append(fits, p)
			}
		}
		switch {
		case who >= 0 && err != nil:
			t.Fatalf("%q in %q: both a player and an error", typed, players)
		case who >= 0 && !begins(players[who]):
			t.Fatalf("%q in %q: read as %q, which it does not begin", typed, players, players[who])
		case who >= 0 && c.Player(typed) < 0 && len(fits) != 1:
			t.Fatalf("%q in %q: a beginning of %q read as %q", typed, players, fits, players[who])
		case who >= 0 && (read == nil) != (c.whole(typed) == who):
			t.Fatalf("%q in %q as %q: said %v", typed, players, players[who], read)
		case who < 0 && err == nil:
			t.Fatalf("%q in %q: nobody, though it begins %q", typed, players, fits)
		case who < 0:
			m := err.Message.(NameAmbiguous)
			if strings.Join(m.Players, "|") != strings.Join(fits, "|") || err.Pos != (Pos{Line: 2, Column: 7}) {
				t.Fatalf("%q in %q: names %q at %v, want %q", typed, players, m.Players, err.Pos, fits)
			}
		}
	}
}
