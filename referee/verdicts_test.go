package referee

import "testing"

// TestClosingAlone: a game one player played alone closes without calling
// them its winner, which a game with two players still does.
func TestClosingAlone(t *testing.T) {
	won := &Outcome{Over: true, Winners: []int{0}}
	alone := Closing(&Report{Players: []string{"Melanie"}, Outcome: won})
	if w, ok := alone.(OverWinner); !ok || !w.Alone || w.Winner != "Melanie" {
		t.Errorf("one player: %#v", alone)
	}
	two := Closing(&Report{Players: []string{"Маша", "Петя"}, Outcome: won})
	if w, ok := two.(OverWinner); !ok || w.Alone || w.Winner != "Маша" {
		t.Errorf("two players: %#v", two)
	}
}
