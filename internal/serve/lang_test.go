package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"unicode"
)

// TestTapWrittenInTheGamesLanguage: a move tapped on a Russian phone in
// an English game is written in English in its record, whoever taps
// (round 8: "Petya: пп"); the button still says it in Russian.
func TestTapWrittenInTheGamesLanguage(t *testing.T) {
	for _, game := range []string{"big-races", "turtles"} {
		ts := newTestServer(t, "", nil)
		b, _ := json.Marshal(request{Game: game, Players: []string{"Masha", "Petya"}})
		if code, body, _ := ts.call(t, "POST", "/api/start", string(b), "en"); code != 200 {
			t.Fatal(body)
		}
		for range 2 {
			_, _, st := ts.call(t, "GET", "/api/state", "", "ru")
			if st == nil || st.Play == nil || len(st.Play.Choices) == 0 {
				t.Fatalf("%s: no choices", game)
			}
			c := st.Play.Choices[len(st.Play.Choices)-1]
			if !strings.ContainsFunc(c.Label, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
				t.Errorf("%s: the Russian page's button says %q", game, c.Label)
			}
			ts.enter(t, c.Move, "ru")
		}
		resp, err := http.Get(ts.http.URL + "/transcript")
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.ContainsFunc(string(data), func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
			t.Errorf("%s: the English game's record has Russian in it:\n%s", game, data)
		}
	}
}
