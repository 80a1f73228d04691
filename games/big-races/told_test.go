package bigraces

import (
	"strings"
	"testing"
)

// TestRulesExplainedOnce: the narration explains each rule of the limits,
// what a step outward counts, how a round is ordered and how a cell is
// written the first time a move rests on it, and never again in the game.
// A move that uses its whole limit says so in other words than the rule's
// «больше», and never as «её предел», which reads as a form's field.
func TestRulesExplainedOnce(t *testing.T) {
	s := open(t, "players: Нина, Паша\nlength: 10\nlaps: 1\n")
	s.SetTell(true)
	var told [2]strings.Builder
	for _, line := range []string{"4п", "4пвп", "5п", "5п", "4п", "6п", "6пв", "7п"} {
		p := apply(t, s, line)
		if !p.Legal() || len(p.Told) != 1 {
			t.Fatalf("%q: %+v", line, p)
		}
		said := words(t, p.Told[0])
		told[0].WriteString(said[0] + "\n")
		told[1].WriteString(said[1] + "\n")
	}
	for _, once := range [][2]string{
		{"The leader may move one to four cells", "Лидер может пройти от одной до четырёх клеток"},
		{"The second car may move up to two cells more than the leader did", "Вторая машина может пройти до двух клеток сверх хода лидера"},
		{"Each later car may move up to one cell more than the car before it", "Каждая следующая машина может пройти до одной клетки сверх хода машины перед ней"},
		{"first the leader (the car furthest ahead)", "первым — лидер, машина впереди всех"},
		{"How to read cells", "Как читать клетки"},
	} {
		for i, lang := range []string{"en", "ru"} {
			if n := strings.Count(told[i].String(), once[i]); n != 1 {
				t.Errorf("%s: «%s» said %d times:\n%s", lang, once[i], n, told[i].String())
			}
		}
	}
	// Every move says what it counted as, each time.
	if n := strings.Count(told[1].String(), " проходит "); n != 8 {
		t.Errorf("ru: %d moves told with their count:\n%s", n, told[1].String())
	}
	if strings.Contains(told[1].String(), "предел") || strings.Count(told[1].String(), ", больше было нельзя") != 3 {
		t.Errorf("ru: a whole limit is not said «, больше было нельзя»:\n%s", told[1].String())
	}
}

// TestCarNamedForAnyPlayer: a car is named so that the sentence reads for
// any player's name — as the players write it, the name and the number,
// in which no case changes the name (only «машина» takes the case), and
// no English possessive on a Russian name; a colour said in the plural is
// the colour's genitive in Russian.
func TestCarNamedForAnyPlayer(t *testing.T) {
	for player, want := range map[string][2]string{
		"Нина":          {"car Нина1", "машина Нина1"},
		"бабушка Зина":  {"car бабушка Зина1", "машина бабушка Зина1"},
		"Белые":         {"car Белые1", "машина № 1 белых"},
		"чёрные":        {"car чёрные1", "машина № 1 чёрных"},
		"Черные":        {"car Черные1", "машина № 1 чёрных"},
		"white":         {"car white1", "машина white1"},
		"Белый медведь": {"car Белый медведь1", "машина Белый медведь1"},
	} {
		s := open(t, "players: "+player+", Паша\n")
		p := apply(t, s, "5п")
		if p.Violation == nil {
			t.Fatalf("%s: 5п taken", player)
		}
		has(t, words(t, p.Violation), want[0], want[1])
	}
}
