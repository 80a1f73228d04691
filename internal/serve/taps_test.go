package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTurtlesEveryCardTapped: the rainbow and last-turtle cards are
// offered as taps, grouped by card, each move the engine would accept,
// and one tapped plays in the game's language, here the page's (a game
// a Russian page started is written in Russian).
func TestTurtlesEveryCardTapped(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ts.start(t, "turtles", "Маша", "Петя")
	_, _, st := ts.call(t, "GET", "/api/state", "", "ru")
	groups := map[string][]string{}
	for _, c := range st.Play.Choices {
		if c.Group != "" {
			g := strings.ReplaceAll(c.Group, "\u00a0", " ")
			groups[g] = append(groups[g], c.Move)
		}
	}
	// At the start every turtle is rearmost: a last-turtle card moves any
	// of the five, a rainbow card +1 any of them, −1 none (all on the start).
	want := map[string]int{"разноцветная +1": 5, "отстающая +1": 5, "отстающая +2": 5}
	if len(groups) != len(want) {
		t.Errorf("groups: %v", groups)
	}
	for g, n := range want {
		if len(groups[g]) != n {
			t.Errorf("%s: %v, want %d moves", g, groups[g], n)
		}
	}
	move := groups["разноцветная +1"][0]
	if move != "разноцветная +1 красная" {
		t.Errorf("the move entered is %q, not as a Russian player types it in a Russian game", move)
	}
	st = ts.enter(t, move, "ru")
	if st.Play.Moves != 1 || !strings.Contains(lastSaid(st), "красн") {
		t.Errorf("%q: %d moves, said %q", move, st.Play.Moves, lastSaid(st))
	}
}

// TestUnkeptSaidInThePageLanguage: why a game cannot be kept is said in
// the page's language, as play says it, not in the system's English.
func TestUnkeptSaidInThePageLanguage(t *testing.T) {
	fileState := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(fileState, []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	relative := func(o *Options) {
		o.Getenv = func(k string) string {
			if k == "HOME" {
				return "masha"
			}
			return ""
		}
	}
	for _, c := range []struct {
		name, state string
		opt         func(*Options)
		ru, en      string
	}{
		{"a relative HOME", "", relative, "относительный путь masha", "HOME is masha, a relative path"},
		{"a file for a folder", fileState, nil, "нельзя записать (", "cannot be written ("},
	} {
		ts := newTestServer(t, c.state, c.opt)
		ts.start(t, "turtles", "Маша", "Петя")
		ts.enter(t, "red +1", "ru")
		for lang, want := range map[string]string{"ru": c.ru, "en": c.en} {
			_, _, st := ts.call(t, "GET", "/api/state", "", lang)
			said := ""
			for _, e := range st.Play.Log {
				for _, p := range e.Said {
					said += p.Text + "\n"
				}
			}
			if !strings.Contains(said, want) {
				t.Errorf("%s, %s: %q lacks %q", c.name, lang, said, want)
			}
			if lang == "ru" && (strings.Contains(said, "relative") || strings.Contains(said, "not a directory")) {
				t.Errorf("%s: English on a Russian page: %q", c.name, said)
			}
		}
	}
}
