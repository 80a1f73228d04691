package bigraces

import (
	"strings"
	"testing"
)

// TestRulesExplainedOnce: the narration explains each rule of the limits,
// what a step outward counts and how a round is ordered the first time a
// move rests on it, and never again in the game.
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
		{"the leader may move one to four cells", "лидеру можно от одной до четырёх клеток"},
		{"the second car of a round may move two cells more than the leader did", "второй машине раунда можно на две клетки больше, чем прошёл лидер"},
		{"each later car may move one cell more than the car before it", "каждой следующей машине можно на одну клетку больше"},
		{"the car in front moves first", "первой в раунде ходит машина, которая впереди"},
	} {
		for i, lang := range []string{"en", "ru"} {
			if n := strings.Count(told[i].String(), once[i]); n != 1 {
				t.Errorf("%s: «%s» said %d times:\n%s", lang, once[i], n, told[i].String())
			}
		}
	}
	// Every move says what it counted as, each time.
	if n := strings.Count(told[1].String(), "— это ход на"); n != 8 {
		t.Errorf("ru: %d moves told with their count:\n%s", n, told[1].String())
	}
}

// TestCarNamedForAnyPlayer: a car is named so that the sentence reads for
// any player's name — the number and the player, the name where no case
// changes it (only «машина» takes the case: «машине № 1 игрока Нина»), and
// a colour said in the plural as the colour's genitive.
func TestCarNamedForAnyPlayer(t *testing.T) {
	for player, want := range map[string][2]string{
		"Нина":          {"Нина's car 1", "машине № 1 игрока Нина"},
		"бабушка Зина":  {"бабушка Зина's car 1", "машине № 1 игрока бабушка Зина"},
		"Белые":         {"Белые's car 1", "машине № 1 белых"},
		"чёрные":        {"чёрные's car 1", "машине № 1 чёрных"},
		"Черные":        {"Черные's car 1", "машине № 1 чёрных"},
		"white":         {"white's car 1", "машине № 1 игрока white"},
		"Белый медведь": {"Белый медведь's car 1", "машине № 1 игрока Белый медведь"},
	} {
		s := open(t, "players: "+player+", Паша\n")
		p := apply(t, s, "5п")
		if p.Violation == nil {
			t.Fatalf("%s: 5п taken", player)
		}
		has(t, words(t, p.Violation), want[0], want[1])
	}
}
