package notation

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKeyMeantBySynonym: a word people write for a header key (an
// editor's «расстановка:» for «позиция:») stays metadata, with a note
// naming the key it probably means; a metadata key or an unrelated word
// gets none.
func TestKeyMeantBySynonym(t *testing.T) {
	f := frame("f", []byte("игра: t\nигроки: А, Б\nрасстановка: 8=red\nWinner: А\nисточник: буклет\nвремя: вечер\nА: red +1\n"))
	if len(f.Games) != 1 {
		t.Fatalf("games: %d", len(f.Games))
	}
	g := f.Games[0]
	var got []UnknownKeySuggest
	for _, e := range g.Errors {
		if m, ok := e.Message.(UnknownKeySuggest); ok {
			if !e.Note {
				t.Errorf("%v is not a note", e)
			}
			got = append(got, m)
		}
	}
	want := []UnknownKeySuggest{{Key: "расстановка", Suggestion: "setup"}, {Key: "Winner", Suggestion: "result"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
	var kept []string
	for _, e := range g.Header {
		kept = append(kept, e.Key)
	}
	if diff := cmp.Diff([]string{"игроки", "расстановка", "Winner", "источник", "время"}, kept); diff != "" {
		t.Errorf("header kept (-want +got):\n%s", diff)
	}
	// The game's own spelling in the word's language comes first.
	if s, ok := KeyMeant("расстановка", []string{"setup", "позиция"}); !ok || s != "позиция" {
		t.Errorf("KeyMeant(расстановка) = %q, %v", s, ok)
	}
}
