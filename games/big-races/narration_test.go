package bigraces

import (
	"strings"
	"testing"
)

// TestRulesExplainedOnce: the narration explains each rule of the limits,
// what a step outward counts, how a round is ordered and how a cell is
// written the first time a move rests on it, and never again in the game.
// A move that uses its whole limit says so in other words than the rule's
// «больше», in the present tense as the move is told, and never as «её предел», which reads as a form's field.
func TestRulesExplainedOnce(t *testing.T) {
	s := open(t, "players: Нина, Паша\nlength: 10\nlaps: 1\n")
	s.SetTell(true)
	var told [2]strings.Builder
	for _, line := range []string{"4п", "4пвп", "5п", "5п", "4п", "6п", "6пв", "7п"} {
		p := apply(t, s, line)
		if !p.Legal() || len(p.Narration) == 0 {
			t.Fatalf("%q: %+v", line, p)
		}
		for _, m := range p.Narration {
			said := words(t, m)
			told[0].WriteString(said[0] + "\n")
			told[1].WriteString(said[1] + "\n")
		}
	}
	for _, once := range [][2]string{
		{"The leader may move one to four squares", "Лидер может пройти от одной до четырёх клеток"},
		{"The second car may move at most two squares more than the leader did", "торая машина может пройти самое большее на две клетки больше, чем прошёл лидер"},
		{"ach car after the second may move at most one square more than the car before it", "ретья и каждая следующая машина может пройти самое большее на одну клетку больше, чем прошла предыдущая"},
		{"first the leader (the car in front)", "Первой ходит машина, которая впереди всех (лидер)"},
		{"A square is written as two numbers", "Клетку записывают двумя числами"},
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
	if strings.Contains(told[1].String(), "Больше пройти") || strings.Count(told[1].String(), ". Это её предел") != 3 || strings.Contains(told[1].String(), "было нельзя") {
		t.Errorf("ru: a whole limit is not said «. Это её предел»:\n%s", told[1].String())
	}
}

// TestCarNamedForAnyPlayer: a car is named so that the sentence reads for
// any player's name — as the players write it, the name and the number,
// in which no case changes the name (only «машина» takes the case: «машине Нина1»), and
// no English possessive on a Russian name; a player named by a colour is
// no exception (never «№ 1 чёрных», which declines and re-spells the name).
func TestCarNamedForAnyPlayer(t *testing.T) {
	for player, want := range map[string][2]string{
		"Нина":          {"car Нина1", "машине Нина1"},
		"бабушка Зина":  {"car бабушка Зина1", "машине бабушка Зина1"},
		"Белые":         {"car Белые1", "машине Белые1"},
		"чёрные":        {"car чёрные1", "машине чёрные1"},
		"Черные":        {"car Черные1", "машине Черные1"},
		"white":         {"car white1", "машине white1"},
		"Белый медведь": {"car Белый медведь1", "машине Белый медведь1"},
	} {
		s := open(t, "players: "+player+", Паша\n")
		p := apply(t, s, "5п")
		if p.Violation == nil {
			t.Fatalf("%s: 5п taken", player)
		}
		has(t, words(t, p.Violation), want[0], want[1])
	}
}

// TestZeroToldWhole: a zero says every way the car is shut in — the car
// just ahead by its own cell and the same place in the count of the car
// shut in (so that «ahead» at 4/2 reads true; never «a lap behind», which
// B1, four cells behind A1 on a ring of five, is not), the car inside,
// and that lane 4 has no lane outside it.
func TestZeroToldWhole(t *testing.T) {
	s := open(t, "players: A, B\nlength: 5\nsetup: A1=4/6, B1=4/2, A2=3/1, B2=1/0\n")
	s.SetTell(true)
	p := apply(t, s, "A1: 0")
	if !p.Legal() || len(p.Narration) != 1 {
		t.Fatalf("A1: 0: %+v", p)
	}
	has(t, words(t, p.Narration[0]),
		"car B1 is just ahead of it, at 4/2 (the same place on the track as 4/7), and car A2 is beside it in lane 3, at 3/1 (the same place on the track as 3/6).",
		"прямо перед ней стоит машина B1 (4/2 — то же место трассы, что и 4/7), а сбоку, на третьей дорожке, — машина A2 (3/1 — то же место трассы, что и 3/6).")
	for _, w := range words(t, p.Narration[0]) {
		if strings.Contains(w, "lap behind") || strings.Contains(w, "отстаёт") {
			t.Errorf("a blocker said to be a lap behind: %s", w)
		}
	}
	has(t, words(t, p.Narration[0]), ". There is no lane outside lane 4.", ". Наружу, с четвёртой дорожки, ехать некуда.")
}

// TestOutwardStepsCounted: a move with a step outward counts more cells
// than the car took steps; the line says both, so that a family counting
// squares on the board finds the referee right.
func TestOutwardStepsCounted(t *testing.T) {
	s := open(t, "players: A, B\n")
	s.SetTell(true)
	legal(t, s, "A1: 4f")
	p := apply(t, s, "B1: ifo")
	if !p.Legal() || len(p.Narration) == 0 {
		t.Fatalf("B1: ifo: %+v", p)
	}
	has(t, words(t, p.Narration[0]), "takes three steps, from 4/−1 to 4/0. A step forward or to the inner lane counts as one square and a step to the outer lane as three, so the whole move counts as five squares (1 + 1 + 3), though it could have moved up to six squares",
		"делает три шага — с 4/−1 на 4/0. Шаг вперёд или на внутреннюю дорожку считается за одну клетку, а шаг на внешнюю дорожку — за три, так что всего получается пять клеток (1 + 1 + 3), хотя по правилам машина могла пройти до шести")
}

// TestZeroExampleInTheLettersTyped: a zero refused for a car that can move
// shows the move it could make in the letters the zero was written in,
// in English too, as path-in-words answers.
func TestZeroExampleInTheLettersTyped(t *testing.T) {
	s := open(t, "players: белые, серые\n")
	p := apply(t, s, "белые1: ноль")
	if p.Violation == nil {
		t.Fatalf("ноль at the start taken: %+v", p)
	}
	has(t, words(t, p.Violation), "(the move “п”)", "(ход «п»)")
}
