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

// TestClosingStoppedCountsTurns: a check stopped at a problem counts the
// turns before it, not the lines — a call or a touch checked is no turn.
func TestClosingStoppedCountsTurns(t *testing.T) {
	got := Closing(&Report{Stopped: true, Moves: 5, Turns: 3, Outcome: &Outcome{}})
	if s, ok := got.(Stopped); !ok || s.Moves != 3 {
		t.Errorf("got %#v, want Stopped{Moves: 3}", got)
	}
}

// TestClosingTheGame: the closing sentence uses the game's word for
// itself, the referee's when the game has none.
func TestClosingTheGame(t *testing.T) {
	over := &Outcome{Over: true}
	got := Closing(&Report{Outcome: over})
	if o, ok := got.(OverNobody); !ok || o.Game != TheGame {
		t.Errorf("no session: %#v", got)
	}
	race := &Report{Outcome: over, Session: &Session{spec: &Spec{TheGame: "turtles.the-game"}}}
	if o, ok := Closing(race).(OverNobody); !ok || o.Game != "turtles.the-game" {
		t.Errorf("a game's own word: %#v", Closing(race))
	}
}
