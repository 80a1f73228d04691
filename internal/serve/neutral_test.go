package serve

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/table"
)

// TestServeImportsNoGame: serve knows no game. What a game offers to be
// tapped reaches it through the referee package (referee.UI.TapSets,
// referee.Tapped), so no file of it, test or not, imports a game's
// package (games/<id>); the registry, the list of games, it may.
func TestServeImportsNoGame(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files: %v", err)
	}
	const games = "github.com/boardgame-referee/referee/games/"
	for _, f := range files {
		parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range parsed.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(path, games) {
				t.Errorf("%s imports %s: a game's words reach serve through the referee package", f, path)
			}
		}
	}
	// Nor does the page name a game's words: the calls it enters are the
	// server's.
	scripts, err := filepath.Glob(filepath.Join("assets", "*.js"))
	if err != nil || len(scripts) < 2 {
		t.Fatalf("the page's modules: %v %v", scripts, err)
	}
	for _, f := range scripts {
		js, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, word := range []string{"'турбо'", "'форсаж'", "'касание'", "'открыто'", "'ход'", "pathSteps", "'rs'", "frogs"} {
			if strings.Contains(string(js), word) {
				t.Errorf("%s spells %s, a word of a game's notation", f, word)
			}
		}
	}
}

// TestTapsEnterWhatTheServerOffered: a turbo call tapped and a big-races
// path tapped enter exactly the line the server offered for them, in the
// game's language, and the game plays it.
func TestTapsEnterWhatTheServerOffered(t *testing.T) {
	for _, c := range []struct{ lang, call string }{{"en", "turbo"}, {"ru", "турбо"}} {
		t.Run("turbo-"+c.lang, func(t *testing.T) {
			ts := newTestServer(t, "", func(o *Options) { o.Lang = c.lang })
			b, _ := json.Marshal(request{Game: "turbo", Players: []string{"Anna", "Boris"},
				Header: []table.Header{{Key: "cards", Value: "Anna=18, Boris=18"}, {Key: "task", Value: "frogs > 1"}}})
			code, body, st := ts.call(t, "POST", "/api/start", string(b), c.lang)
			if code != 200 || st == nil || st.Play == nil {
				t.Fatalf("start: %d %s", code, body)
			}
			var call string
			for _, w := range st.Taps["turbo"]["calls"] {
				if w.Key == "turbo" {
					call = w.Move
				}
			}
			if call != c.call {
				t.Fatalf("the turbo call offered enters %q, want %q (taps: %+v)", call, c.call, st.Taps["turbo"]["calls"])
			}
			if len(st.Taps) != 1 {
				t.Errorf("a turbo game is offered the taps of %d games", len(st.Taps))
			}
			line := "Boris: " + call // the page's line: the caller, then the call the server offered
			st = ts.enter(t, line, c.lang)
			last := st.Play.Log[len(st.Play.Log)-1]
			if last.Typed != line || len(last.Said) == 0 || last.Said[0].Kind == "bad" {
				t.Errorf("%q: logged %+v", line, last)
			}
			if _, transcript, _ := ts.call(t, "GET", "/transcript", "", c.lang); !strings.Contains(transcript, "\n"+line+"\n") {
				t.Errorf("the record lacks %q:\n%s", line, transcript)
			}
		})
	}
	for _, lang := range []string{"en", "ru"} {
		t.Run("big-races-"+lang, func(t *testing.T) {
			ts := newTestServer(t, "", func(o *Options) { o.Lang = lang })
			st := ts.start(t, "big-races", "Маша", "Петя")
			var path *choice
			for i, ch := range st.Play.Choices {
				// Its length, then the cell it ends on as the board marks
				// it: the cell tapped on the board.
				if len(ch.Steps) != 2 || !regexp.MustCompile(`^[1-4]/-?\d+$`).MatchString(ch.Steps[1]) {
					t.Errorf("%q is tapped through %v, not its length and its cell", ch.Move, ch.Steps)
				}
				if n, err := strconv.Atoi(ch.Steps[0]); err != nil || n <= 0 {
					t.Errorf("%q: length %q", ch.Move, ch.Steps[0])
				}
				path = &st.Play.Choices[i]
			}
			if path == nil {
				t.Fatal("no path offered")
			}
			st = ts.enter(t, path.Move, lang)
			last := st.Play.Log[len(st.Play.Log)-1]
			if st.Play.Moves != 1 || last.Typed != path.Move || len(last.Said) == 0 || last.Said[0].Kind == "bad" {
				t.Errorf("%q: %d moves, logged %+v", path.Move, st.Play.Moves, last)
			}
			if _, transcript, _ := ts.call(t, "GET", "/transcript", "", lang); !strings.Contains(transcript, ": "+path.Move+"\n") && !strings.Contains(transcript, "\n"+path.Move+"\n") {
				t.Errorf("the record lacks %q:\n%s", path.Move, transcript)
			}
		})
	}
}
