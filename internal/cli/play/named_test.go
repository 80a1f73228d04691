package play

import "testing"

// The list's head names the player due unless what the game said just
// before it starts with that name (super-race's position line).
func TestNamedFirst(t *testing.T) {
	for _, c := range []struct {
		about, player string
		want          bool
	}{
		{"Маша сейчас на стыке двух квадратов", "Маша", true},
		{"Маша", "Маша", true},
		{"Машаня сейчас у края карты", "Маша", false},
		{"Ходы одноцветными картами записывают так", "Маша", false},
		{"", "Маша", false},
		{"Условие выполнено", "", false},
	} {
		if got := namedFirst(c.about, c.player); got != c.want {
			t.Errorf("namedFirst(%q, %q) = %v, want %v", c.about, c.player, got, c.want)
		}
	}
}
