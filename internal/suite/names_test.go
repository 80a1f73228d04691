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
