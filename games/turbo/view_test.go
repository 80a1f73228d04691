package turbo

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// boardLines draws the board in both languages, at 80 columns and at the
// narrower widths a table's terminal may have, and checks every line fits
// and says nothing raw.
func boardLines(t *testing.T, tb *table, what string) {
	t.Helper()
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range say.Languages {
		for _, width := range []int{80, 60, 40} {
			board := tb.Board(cat.Speaker(lang), referee.View{referee.WidthKey: fmt.Sprint(width)})
			for _, line := range strings.Split(strings.TrimSuffix(board, "\n"), "\n") {
				if n := utf8.RuneCountInString(line); n > width {
					t.Errorf("%s, %s: a line of %d runes at %d columns:\n%s\nin\n%s", what, lang, n, width, line, board)
				}
				if strings.Contains(line, "turbo.") || strings.Contains(line, "<no value>") {
					t.Errorf("%s, %s: %q", what, lang, line)
				}
			}
		}
	}
}

// turnUps plays rounds of cards in seat order, each card of the deck in
// turn, so no card comes up more often than the deck has it.
func turnUps(t *testing.T, tb *table, rounds int) {
	t.Helper()
	cards := deck(0)
	for i := range rounds * len(tb.names) {
		c := cards[(i*7)%len(cards)]
		legal(t, tb, fmt.Sprintf("%s: %s", quoteName(tb.names[i%len(tb.names)]), cardText(c)))
	}
}

func quoteName(n string) string {
	if strings.Contains(n, " ") {
		return `"` + n + `"`
	}
	return n
}

func TestBoardFitsEightyColumns(t *testing.T) {
	long := `"Александра Викторовна", Константинопольский, Maximilian-Alexander, "Евдокия Тихоновна", Бартоломей-Бартоломеевич`
	cards := `cards: "Александра Викторовна"=30, Константинопольский=30, Maximilian-Alexander=30, "Евдокия Тихоновна"=30, Бартоломей-Бартоломеевич=30`
	task := "task: Лягушек больше двадцати, но меньше, чем птиц, и при этом сумма ежей, птиц и лягушек больше либо равна девяноста девяти, и ежей меньше одного.\n"

	tb := newTestTable(t, "players: "+long+"\n"+cards+"\n"+task)
	boardLines(t, tb, "the start")
	turnUps(t, tb, 8)
	boardLines(t, tb, "long piles")
	legal(t, tb, `"Евдокия Тихоновна": touch`)
	boardLines(t, tb, "after a penalty")

	// A won round: the board waits for the next task.
	tb = newTestTable(t, "players: "+long+"\n"+cards+"\ntask: frogs > 0\n")
	turnUps(t, tb, 3)
	legal(t, tb, "Бартоломей-Бартоломеевич: turbo")
	boardLines(t, tb, "waiting for a task")
	legal(t, tb, "end")
	boardLines(t, tb, "the count at the end")

	// Without «cards:», and names too long to leave the piles a column.
	huge := []string{strings.Repeat("Ж", 70), "Анна-Мария-Луиза-Фердинанда-Шарлотта фон Штейнбах-Гогенцоллерн", "B"}
	tb = newTestTable(t, `players: "`+strings.Join(huge, `", "`)+"\"\n"+task)
	turnUps(t, tb, 6)
	boardLines(t, tb, "very long names")
	if b := tb.Board(mustSpeaker(t, "en"), nil); !strings.Contains(b, "\n  "+huge[2]+"\n") {
		t.Errorf("with names too long for columns each name has its own line:\n%s", b)
	}
}

func mustSpeaker(t *testing.T, lang string) *say.Speaker {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	return cat.Speaker(lang)
}

func TestWrap(t *testing.T) {
	cases := []struct {
		lead, text, indent string
		width              int
		want               []string
	}{
		{"", "a b c", "  ", 80, []string{"a b c"}},
		{"", "frogs 11 > 4 ✓, frogs 11 < birds 5 ✗", "  ", 20, []string{"frogs 11 > 4 ✓,", "  frogs 11 < birds 5", "  ✗"}},
		{"", "«6 лягушек», «3 лягушки»", "", 14, []string{"«6 лягушек»,", "«3 лягушки»"}},
		{"  A | ", "1 bird, 2 birds", "    | ", 14, []string{"  A | 1 bird,", "    | 2 birds"}},
		{"", strings.Repeat("x", 25), "", 10, []string{"xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"}},
		{"  ", "", "", 10, []string{""}},
		{"", "next: Анна Мария.", "", 12, []string{"next:", "Анна Мария."}},
		{"", "say «task: …» now", "", 10, []string{"say", "«task: …»", "now"}},
		{"", "Анна — 2 cards", "", 8, []string{"Анна —", "2 cards"}},
	}
	for _, c := range cases {
		got := wrap(c.lead, c.text, c.indent, c.width, []string{"Анна Мария"})
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("wrap(%q, %q, %d) = %q, want %q", c.lead, c.text, c.width, got, c.want)
		}
	}
}
