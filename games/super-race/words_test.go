package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// A route of one curve turns inside its one square: the words for it say
// the turn, not a step to the side («один квадрат налево» sent a child's
// pencil one square to the left; round-37 editor). A straight one square
// is still «один квадрат прямо».
func TestOneCurveSaysTheTurn(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		route  []step
		lang   string
		want   string
		denied string
	}{
		{[]step{left}, "ru", "один квадрат с\u00a0поворотом налево", ""},
		{[]step{right}, "ru", "один квадрат с\u00a0поворотом направо", ""},
		{[]step{ahead}, "ru", "один квадрат прямо", "поворот"},
		{[]step{left}, "en", "one square, turning left", ""},
		{[]step{right}, "en", "one square, turning right", ""},
		{[]step{ahead}, "en", "one square straight on", "turning"},
		{[]step{ahead, left}, "ru", "прямо, потом налево", "поворот"},
	} {
		got := cat.Speaker(c.lang).Say(waysOf(c.route))
		if !strings.Contains(got, c.want) || (c.denied != "" && strings.Contains(got, c.denied)) {
			t.Errorf("%s %v: %q, want %q", c.lang, c.route, got, c.want)
		}
	}
}

// A dead end refused where every route of the colour chosen ends in one
// says so of this roll here, not of the colour for ever («Красный цвет
// всегда ведёт в тупик» read as a law of the game; round-37 editor).
func TestDeadEndOtherColourSaysHere(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	route := routeOf(blue, []step{left})
	m := DeadEnd{Off: true, Colour: red, Other: true, Route: &route}
	got := cat.Speaker("ru").Say(m)
	if strings.Contains(got, "всегда") || !strings.Contains(got, "Здесь любой красный маршрут ведёт в\u00a0тупик") {
		t.Errorf("ru: %q", got)
	}
}

// The dead-end note gives the reason for the referee's own rule: a turn
// the printed rules allow would leave the player stuck for the rest of
// the race («Поэтому» followed from nothing; round-37 editor).
func TestDeadEndNoteGivesTheReason(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	got := cat.Speaker("ru").Say(DeadEndReading{})
	if !strings.Contains(got, "застрянет в\u00a0тупике до\u00a0конца гонки. Поэтому") {
		t.Errorf("ru: %q", got)
	}
}
