package notation

import "slices"

// keySynonyms are words people write for a header key that are no typo of
// it (an editor's «расстановка:» for «позиция:»): each maps to the key's
// spellings, in the word's own language first; the first the game has is
// suggested. Such a key is still metadata, as NOTATION.md says of any key
// a game does not define; the note only says which key was probably meant.
var keySynonyms = map[string][]string{
	"расстановка":  {"позиция", "setup"},
	"расположение": {"позиция", "setup"},
	"положение":    {"позиция", "setup"},
	"position":     {"setup", "позиция"},
	"arrangement":  {"setup", "позиция"},
	"layout":       {"setup", "позиция"},
	"участники":    {"игроки", "players"},
	"соперники":    {"игроки", "players"},
	"participants": {"players", "игроки"},
	"результат":    {"итог", "result"},
	"победитель":   {"итог", "result"},
	"победители":   {"итог", "result"},
	"winner":       {"result", "итог"},
	"winners":      {"result", "итог"},
	"outcome":      {"result", "итог"},
}

// KeyMeant returns the key of keys (a game's spellings) that an unknown
// key most likely means: one typo away (NearestKey), or a word people use
// for it (keySynonyms).
func KeyMeant(word string, keys []string) (string, bool) {
	if s, near := NearestKey(word, keys); near {
		return s, true
	}
	for _, s := range keySynonyms[Fold(word)] {
		if slices.Contains(keys, s) {
			return s, true
		}
	}
	return "", false
}
