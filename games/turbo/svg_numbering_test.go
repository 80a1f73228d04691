package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused card's picture numbers it as its verdict and the replay's
// pager do, among the turns (the cards turned up): a call and a new task
// before it are no turns. Counting every line titled «стол перед ходом 4
// (отклонён)» over «Ход 2 (Boris: 8 birds)». A refused call, no turn, has
// no number of its own.
func TestRefusedTitleNumbersTheTurns(t *testing.T) {
	const record = "game: turbo\nplayers: Anna, Boris\ndeck: base\ncards: Anna=18, Boris=18\ntask: birds > 7\n\nAnna: 8 birds\nBoris: turbo\ntask: frogs > 5\n"
	cases := []struct {
		last string
		want map[string]string
	}{
		{"Boris: 8 birds", map[string]string{"ru": "перед ходом 2 (отклонён)", "en": "before move 2 (refused)"}},
		{"turbo", map[string]string{"ru": "перед отклонённым ходом (после хода 1)", "en": "before the refused move (after move 1)"}},
	}
	cat := refereetest.Catalog(t, Spec())
	for _, c := range cases {
		s, _ := refereetest.Open(Spec(), record+c.last+"\n")
		if s == nil {
			t.Fatal("the record does not open")
		}
		for lang, want := range c.want {
			p, ok := s.Picture(cat.Speaker(lang), referee.View{})
			if !ok {
				t.Fatalf("%s: no picture", c.last)
			}
			if p.Refusal == "" {
				t.Fatalf("%s: not refused", c.last)
			}
			if !strings.Contains(p.Title, want) {
				t.Errorf("%s (%s): titled %q, want %q in it", c.last, lang, p.Title, want)
			}
		}
	}
}
