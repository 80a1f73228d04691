package serve

import (
	"strings"
	"testing"
)

// TestHeaderSetReadsAfterItsLabel: a header line typed on the phone is
// told as a note whose words go on after the note's label, not as a
// second label («Примечание: Добавлено в запись: …» read as two).
func TestHeaderSetReadsAfterItsLabel(t *testing.T) {
	for _, c := range []struct{ lang, line, want string }{
		{"ru", "ход: Папа", "Примечание: в запись добавлена строка «ход: Папа»."},
		{"en", "turn: Dad", "Note: the line “turn: Dad” was added to the record."},
	} {
		ts := newTestServer(t, t.TempDir(), func(o *Options) { o.Lang = c.lang })
		players := []string{"Мама", "Папа"}
		if c.lang == "en" {
			players = []string{"Mom", "Dad"}
		}
		ts.start(t, "turtles", players...)
		st := ts.enter(t, c.line, c.lang)
		if got := strings.ReplaceAll(lastSaid(st), "\u00a0", " "); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}
