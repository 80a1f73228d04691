package serve

import (
	"strings"
	"testing"
)

// TestFirstTurnOutOfTurnSaysWhatToDoAtTheTable: the first move made out of
// turn is refused in the engine's own words (which tell a transcript's
// reader to add a line), and under that verdict the phone says what to
// do at the table: the order of play is the order of the names at the
// start. A later move out of turn gets no such line.
func TestFirstTurnOutOfTurnSaysWhatToDoAtTheTable(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), nil)
	ts.start(t, "turtles", "Мама", "Папа")
	st := ts.enter(t, "Папа: красная +1", "ru")
	said := st.Play.Log[len(st.Play.Log)-1].Said
	var all []string
	for _, p := range said {
		all = append(all, p.Text)
	}
	text := strings.ReplaceAll(strings.Join(all, "\n"), "\u00a0", " ")
	verdict := strings.Index(text, "добавьте под строкой «игроки:»")
	hint := strings.Index(text, "На телефоне эту строку вводят здесь же, в поле для строки: «ход: Папа» — и игра начнётся с игрока Папа.")
	if verdict < 0 || hint < 0 || hint < verdict {
		t.Errorf("the refusal, then what to do at the table, expected:\n%s", text)
	}
	ts.enter(t, "Мама: красная +1", "ru")
	st = ts.enter(t, "Мама: синяя +1", "ru")
	said = st.Play.Log[len(st.Play.Log)-1].Said
	for _, p := range said {
		if strings.Contains(p.Text, "На телефоне порядок ходов") {
			t.Errorf("a later move out of turn says: %s", p.Text)
		}
	}
}
