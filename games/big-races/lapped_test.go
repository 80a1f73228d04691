package bigraces

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// The leader laps a car on lane 1 when it passes through its cell, however
// far back the car stands: less than a lap (the usual case, the seed's
// «почти на круг»), a lap exactly (a step inward keeps the distance), or
// more than a lap when the car was already a lap down. The message names
// the car's cell and the cell the leader reaches it on, the whole laps
// between the two, which a reader can check against them, and the cells it
// stood behind the leader's start, which «почти» is said of; and whether the
// leader stopped on its cell or drove through it (the booklet's «ход через
// клетку»).
func TestLappedSaysHowFarBehind(t *testing.T) {
	const others = ", white1=3/26, black1=4/25, white2=2/24, grey2=3/23\n"
	cases := []struct {
		name, setup, move string
		cells, laps       int
		en, ru            string
	}{
		{"less than a lap", "laps: 2\nsetup: grey1=2/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "iff", 18, 0,
			"It stops on the square of car black2, which stands at 1/7 (the same place on the track as 1/27) and was almost a lap (18 squares) behind the leader before this move. Car black2 is taken out of the race at once.",
			"Машина grey1 останавливается на клетке машины black2, которая стоит на 1/7 (это то же место трассы, что и 1/27) и перед этим ходом отставала от лидера почти на круг — на 18 клеток. Машина black2 сразу снимается с дистанции."},
		{"passed through on the way", "laps: 2\nsetup: grey1=1/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "fff", 18, 0,
			"On the way the leader drives through the square of car black2, which stands at 1/7 (the same place on the track as 1/27) and was almost a lap (18 squares) behind the leader before this move",
			"По пути лидер проезжает через клетку машины black2, которая стоит на 1/7 (это то же место трассы, что и 1/27) и перед этим ходом отставала от лидера почти на круг — на 18 клеток"},
		{"a lap exactly", "laps: 2\nsetup: grey1=2/27, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "i", 20, 1,
			"car black2, which stands at 1/7 (the same place on the track as 1/27) and was exactly a lap (20 squares) behind the leader before this move", "машины black2, которая стоит на 1/7 (это то же место трассы, что и 1/27) и перед этим ходом отставала от лидера ровно на круг — на 20 клеток"},
		{"more than a lap", "laps: 3\nsetup: grey1=2/45, black2=1/7" + others, "iff", 38, 1,
			"car black2, which stands at 1/7 (the same place on the track as 1/47) and was almost two laps (38 squares) behind the leader before this move", "машины black2, которая стоит на 1/7 (это то же место трассы, что и 1/47) и перед этим ходом отставала от лидера почти на два круга — на 38 клеток"},
		{"two laps exactly", "laps: 3\nsetup: grey1=2/47, black2=1/7" + others, "i", 40, 2,
			"car black2, which stands at 1/7 (the same place on the track as 1/47) and was exactly two laps (40 squares) behind the leader before this move", "машины black2, которая стоит на 1/7 (это то же место трассы, что и 1/47) и перед этим ходом отставала от лидера ровно на два круга — на 40 клеток"},
		{"a cell short of a lap on a short ring", "length: 7\nlaps: 2\nsetup: grey1=1/10, black2=1/4, white1=2/3\n", "f", 6, 0,
			"car black2, which stands at 1/4 (the same place on the track as 1/11) and was almost a lap (six squares) behind the leader before this move", "машины black2, которая стоит на 1/4 (это то же место трассы, что и 1/11) и перед этим ходом отставала от лидера почти на круг — на шесть клеток"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			header := "players: white, grey, black\n" + c.setup
			if !strings.Contains(header, "length:") {
				header = "length: 20\n" + header
			}
			s := open(t, header)
			e := engineOf(s)
			from := e.cars[e.due()].pos
			black2, _ := e.roster.lookup("black2")
			// The engine itself, asked to tell: the session tells only
			// under --explain.
			m, perr := e.Parse(&notation.Move{Text: c.move, TextPos: notation.Pos{Line: 1, Column: 1}})
			if perr != nil {
				t.Fatalf("%s: %v", c.move, perr)
			}
			p := e.Apply(-1, m, true)
			if p.Violation != nil {
				t.Fatalf("%s: %v", c.move, p.Violation)
			}
			if e.cars[black2].state != retired || e.cars[black2].lapper == 0 {
				t.Fatalf("black2 not lapped: %+v", e.cars[black2])
			}
			if cells, laps := e.behind(from, black2); cells != c.cells || laps != c.laps {
				t.Errorf("behind = %d cells, %d laps; want %d, %d", cells, laps, c.cells, c.laps)
			}
			if len(p.Narration) == 0 || len(p.Narration[0].(Moved).Lapped) != 1 {
				t.Fatalf("told %+v", p.Narration)
			}
			said := words(t, p.Narration[0])
			has(t, said, c.en, c.ru)
			// The rules' words, «почти на круг», for a car less than
			// whole laps behind before the move; a car stepped onto from
			// the side, whole laps behind, is «ровно» so far behind.
			if exact := c.cells%20 == 0 && c.cells > 0; exact != strings.Contains(said[1], "ровно") || exact == strings.Contains(said[0], "almost") {
				t.Errorf("almost or exactly, wrongly: %v", said)
			}
		})
	}
}

// TestZeroReliesOnNoLimit: a car lapped before its turn changes only the
// limit of the car that moves next; when that car declares zero, which has
// no limit, the reading is not said on it.
func TestZeroReliesOnNoLimit(t *testing.T) {
	s := open(t, "players: white, grey, black\nlength: 10\nlaps: 2\nsetup: white1=1/18, white2=2/17, grey2=1/9, grey1=4/9, black1=4/0, black2=3/-1\n")
	legal(t, s, "white1: ff", "white2: fff")
	p := apply(t, s, "grey1: 0")
	if !p.Legal() {
		t.Fatalf("grey1: 0: %+v", p)
	}
	for _, n := range p.Notes {
		if n.Code() == CodeReadingLappedBeforeTurn {
			t.Errorf("grey1's zero noted %s", n.Code())
		}
	}
}

// The note that the referee also takes off a car the leader only stops on
// is said when the leader stopped on it, not when it drove through: the
// reader would look for a stop that never happened. Taking it off at once
// is relied on either way.
func TestLappedStoppedOnOnlyWhenItStops(t *testing.T) {
	cases := []struct {
		name, setup, move string
		stops             bool
	}{
		{"stops on its cell", "setup: grey1=2/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "iff", true},
		{"drives through it", "setup: grey1=1/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n", "fff", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := engineOf(open(t, "length: 20\nplayers: white, grey, black\nlaps: 2\n"+c.setup))
			m, perr := e.Parse(&notation.Move{Text: c.move, TextPos: notation.Pos{Line: 1, Column: 1}})
			if perr != nil {
				t.Fatalf("%s: %v", c.move, perr)
			}
			p := e.Apply(-1, m, false)
			if p.Violation != nil {
				t.Fatalf("%s: %v", c.move, p.Violation)
			}
			var stopped, atOnce bool
			for _, r := range p.Interpretations {
				switch r := r.(type) {
				case LappedStoppedOn:
					stopped = true
					if len(r.Cars) != 1 || r.Cars[0] != (Car{Player: "black", N: 2}) {
						t.Errorf("%s: the stop note names %v, want black2", c.move, r.Cars)
					}
				case LappedAtOnce:
					atOnce = true
					if len(r.Cars) != 1 || r.Cars[0] != (Car{Player: "black", N: 2}) {
						t.Errorf("%s: the at-once note names %v, want black2", c.move, r.Cars)
					}
				}
			}
			// A stop says «at once» in its own note: one note, not two.
			if stopped != c.stops || atOnce == c.stops {
				t.Errorf("%s: readings %v, want the stop note %v and the at-once note %v", c.move, p.Interpretations, c.stops, !c.stops)
			}
			// The places and the board say the same: the leader stopped on
			// the car's cell, or drove through it (round 31: the board said
			// «проехал» of a stop).
			lapped := 0
			for _, r := range e.carList() {
				if r.By != (Car{}) {
					lapped++
					if r.Stopped != c.stops {
						t.Errorf("%s: %v ranked with Stopped %v, want %v", c.move, r.Car, r.Stopped, c.stops)
					}
				}
			}
			if lapped != 1 {
				t.Errorf("%s: %d cars ranked as lapped, want 1", c.move, lapped)
			}
		})
	}
}
