package chinesecheckers

import (
	"testing"
)

func TestStarHasTheRowsOfTheNotation(t *testing.T) {
	total := 0
	for r, n := range rowLengths {
		if int(rowStart[r]) != total {
			t.Errorf("row %c starts at hole %d, want %d", 'a'+r, rowStart[r], total)
		}
		total += n
	}
	if total != numHoles {
		t.Fatalf("%d holes, want 121", total)
	}
	for name, want := range map[string]int{"a1": 0, "d1": 6, "e5": 14, "i5": 60, "q1": 120, "m13": 110, "e13": 22} {
		if h := holeNamed(t, name); int(h) != want {
			t.Errorf("%s is hole %d, want %d", name, h, want)
		}
	}
}

func TestAdjacency(t *testing.T) {
	edges := 0
	degree := map[string]int{}
	for h := range hole(numHoles) {
		for d, n := range neighbour[h] {
			if n == noHole {
				continue
			}
			edges++
			degree[h.String()]++
			if neighbour[n][(d+3)%6] != h {
				t.Errorf("%s → %s in direction %d does not lead back", h, n, d)
			}
		}
	}
	// The hexagon of 61 holes has 156 links; each point has 18 inside it and
	// 8 to the hexagon.
	if edges/2 != 156+6*(18+8) {
		t.Errorf("%d links, want 312", edges/2)
	}
	for name, want := range map[string]int{"a1": 2, "d1": 4, "e1": 2, "e5": 5, "i5": 6, "q1": 2, "h1": 4} {
		if degree[name] != want {
			t.Errorf("%s has %d neighbours, want %d", name, degree[name], want)
		}
	}
}

func TestPoints(t *testing.T) {
	tips := map[int]string{1: "a1", 2: "e13", 3: "m13", 4: "q1", 5: "m1", 6: "e1"}
	count := 0
	for p := 1; p <= 6; p++ {
		if n := len(regionSet[p][0]); n != 10 {
			t.Errorf("point %d has %d holes", p, n)
		}
		if n := len(regionSet[p][1]); n != 15 {
			t.Errorf("point %d's 15-piece start has %d holes", p, n)
		}
		if !region[p][0][holeNamed(t, tips[p])] {
			t.Errorf("point %d does not hold its tip %s", p, tips[p])
		}
		for _, h := range regionSet[p][0] {
			if !region[p][1][h] {
				t.Errorf("point %d: %s not in its 15 holes", p, h)
			}
		}
		count += len(regionSet[p][0])
	}
	if count != 60 {
		t.Errorf("points cover %d holes, want 60 (the other 61 are the hexagon)", count)
	}
	var in15 []string
	for _, h := range regionSet[1][1] {
		if !region[1][0][h] {
			in15 = append(in15, h.String())
		}
	}
	if got := join(in15); got != "e5 e6 e7 e8 e9" {
		t.Errorf("the five holes in front of point 1: %s", got)
	}
	// targetsAt says of each hole what region says.
	for k := range 2 {
		for h := range numHoles {
			for p := 1; p <= 6; p++ {
				if in := targetsAt[k][h]&(1<<p) != 0; in != region[p][k][h] {
					t.Errorf("hole %s, point %d, size %d: targetsAt %v, region %v", hole(h), p, k, in, region[p][k][h])
				}
			}
		}
	}
	for p, q := range map[int]int{1: 4, 2: 5, 3: 6, 4: 1, 5: 2, 6: 3} {
		if opposite(p) != q {
			t.Errorf("opposite(%d) = %d, want %d", p, opposite(p), q)
		}
	}
}

func TestLines(t *testing.T) {
	cases := []struct {
		a, b   string
		steps  int
		onLine bool
	}{
		{"e5", "e9", 4, true},
		{"c1", "e5", 2, true},
		{"i5", "g6", 0, false},
		{"i5", "f7", 0, false},
		{"a1", "q1", 0, false}, // same column, but not a line of the board
		{"e1", "i1", 4, true},
	}
	for _, c := range cases {
		_, steps, ok := starLines().line(holeNamed(t, c.a), holeNamed(t, c.b))
		if ok != c.onLine || ok && steps != c.steps {
			t.Errorf("line(%s, %s) = %d, %v; want %d, %v", c.a, c.b, steps, ok, c.steps, c.onLine)
		}
	}
	if d := distance(holeNamed(t, "i5"), holeNamed(t, "g6")); d != 2 {
		t.Errorf("distance i5–g6 = %d, want 2", d)
	}
}

// TestLineEveryPair: line (its table) answers as the plain search does —
// each direction tried, a whole number of its unit steps — for every pair of
// holes.
func TestLineEveryPair(t *testing.T) {
	for a := hole(0); a < numHoles; a++ {
		for b := hole(0); b < numHoles; b++ {
			dr := int(holeRow[b]) - int(holeRow[a])
			dc := int(holeCol[b]) - int(holeCol[a])
			wantDir, wantSteps, wantOK := 0, 0, false
			for d, off := range directions {
				for k := 1; k < numCols; k++ {
					if off[0]*k == dr && off[1]*k == dc {
						wantDir, wantSteps, wantOK = d, k, true
					}
				}
			}
			if dir, steps, ok := starLines().line(a, b); ok != wantOK || dir != wantDir || steps != wantSteps {
				t.Fatalf("line(%s, %s) = %d, %d, %v; want %d, %d, %v", a, b, dir, steps, ok, wantDir, wantSteps, wantOK)
			}

		}
	}
}

func join(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out
}

// distance is the number of steps between two holes over the whole grid.
func distance(a, b hole) int {
	dr := abs(int(holeRow[b]) - int(holeRow[a]))
	dc := abs(int(holeCol[b]) - int(holeCol[a]))
	if dc <= dr {
		return dr
	}
	return dr + (dc-dr)/2
}
