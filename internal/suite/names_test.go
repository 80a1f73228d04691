package suite

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestGameNames: a game's test is named from the game itself — a name
// comment above it (the first game's too), on its game: line or a header
// line, a name: header, else its players and first move — so that a game
// put above another renames nothing, and each name is once in its file.
func TestGameNames(t *testing.T) {
	text := "# A remark.\n# name: Пример 1\ngame: turtles\nplayers: A, B\nA: red +1\n\n" +
		"game: turtles   # имя: Пример 2\nplayers: A, B\nA: red +1\n\n" +
		"game: turtles\nname: Пример 3\nplayers: A, B\nA: red +1\n\n" +
		"game: turtles\nplayers: A, B\nA: blue +1\n\n" +
		"game: turtles\nplayers: A, B\nA: blue +1\n"
	want := []string{"x.txt#Пример 1", "x.txt#Пример 2", "x.txt#Пример 3", "x.txt#A, B: blue +1", "x.txt#A, B: blue +1 (2)"}
	names := func(text string) []string {
		t.Helper()
		dir := suiteDir(t, map[string]string{"x.txt": text})
		var out bytes.Buffer
		o := options(t, &out, &out, dir)
		o.JSON = true
		Run(o)
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var j struct{ Test, Name string }
			if err := json.Unmarshal([]byte(l), &j); err != nil {
				t.Fatalf("%v: %s", err, l)
			}
			if j.Test == "game" {
				got = append(got, j.Name)
			}
		}
		return got
	}
	// Games that share a derived name are told apart by their own text,
	// and games alike to the letter by their order.
	got := names(text)
	if len(got) != len(want) || !slices.Equal(got[:3], want[:3]) ||
		!regexp.MustCompile(`^x\.txt#A, B: blue \+1 \([0-9a-f]{6}\)$`).MatchString(got[3]) || got[4] != strings.TrimSuffix(got[3], ")")+", 2)" {
		t.Errorf("names %q, want %q, the last two told apart by a hash", got, want)
	}
	want = got
	// A game inserted at the top renames nothing below it, nor does one
	// that shares a derived name with games below (round 2: `(2)` became
	// `(3)`).
	got = names("game: turtles\nplayers: C, D\nC: red +1\n\n" + text)
	if len(got) != len(want)+1 || !slices.Equal(got[1:], want) || got[0] != "x.txt#C, D: red +1" {
		t.Errorf("with a game above: %q, want %q after the new one", got, want)
	}
	got = names("game: turtles\nplayers: A, B\nA: blue +1\nB: red +1\n\n" + text)
	if len(got) != len(want)+1 || !slices.Equal(got[1:], want) || !strings.HasPrefix(got[0], "x.txt#A, B: blue +1 (") {
		t.Errorf("with a game of the same derived name above: %q, want %q after the new one", got, want)
	}
	// The first of two games that come to share a name is renamed: its
	// name never said it was one of several.
	solo := names("game: turtles\nplayers: E, F\nE: red +1\n")
	two := names("game: turtles\nplayers: E, F\nE: red +1\nF: blue +1\n\ngame: turtles\nplayers: E, F\nE: red +1\n")
	if len(two) != 2 || two[0] == two[1] || solo[0] != "x.txt#E, F: red +1" {
		t.Errorf("a name alone %q, shared %q", solo, two)
	}
}

// TestNameNotHandedOver: a game edited until it is another but for that
// one's expectation keeps its own name, and the other keeps its own: a
// CI history never pins one example's failure on another (round 5: the
// broken example took the name of the one it came to look like).
func TestNameNotHandedOver(t *testing.T) {
	game := func(result, comment string) string {
		return "game: turtles\nplayers: A, B\nA: blue +1\nB: red +1\nresult: " + result + comment + "\n\n"
	}
	names := func(text string) []string {
		t.Helper()
		dir := suiteDir(t, map[string]string{"x.txt": text})
		var out bytes.Buffer
		o := options(t, &out, &out, dir)
		o.JSON = true
		Run(o)
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var j struct{ Test, Name string }
			if err := json.Unmarshal([]byte(l), &j); err != nil {
				t.Fatalf("%v: %s", err, l)
			}
			if j.Test == "game" {
				got = append(got, j.Name)
			}
		}
		return got
	}
	other := game("A", "   # expect: referee.result-wrong")
	before := names(game("B", "") + other)
	after := names(game("A", "") + other)
	if len(before) != 2 || len(after) != 2 || after[1] != before[1] || after[0] == before[1] || strings.Contains(after[0], ", 2)") {
		t.Errorf("names before the edit %q, after it %q: the second must keep its name, the first take none of it", before, after)
	}
}

// TestNamesHashedSaid: a run that tells games apart by a hash says once
// how to keep their names; a run that needs none says nothing of it.
func TestNamesHashedSaid(t *testing.T) {
	const note = "give the game a name of its own: “# name: …”"
	two := "game: turtles\nplayers: A, B\nA: blue +1\n\ngame: turtles\nplayers: A, B\nA: blue +1\nB: red +1\n\n"
	for _, c := range []struct {
		files map[string]string
		want  int
	}{
		{map[string]string{"x.txt": two, "y.txt": two}, 1},
		{map[string]string{"x.txt": "game: turtles\nplayers: A, B\nA: blue +1\n"}, 0},
	} {
		var out bytes.Buffer
		Run(options(t, &out, &out, suiteDir(t, c.files)))
		if got := strings.Count(out.String(), note); got != c.want {
			t.Errorf("said %d times, want %d:\n%s", got, c.want, out.String())
		}
		// It says how many, and which first (round 7's editor: "without
		// naming the games").
		if c.want > 0 && !strings.Contains(out.String(), "4 games share") || c.want > 0 && !strings.Contains(out.String(), "(among them x.txt#A, B: blue +1 (") {
			t.Errorf("the note names not the games:\n%s", out.String())
		}
	}
}
