package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"unicode"

	"github.com/boardgame-referee/referee/referee"
)

// TestTapWrittenInTheGamesLanguage: a move tapped on a Russian phone in
// an English game is written in English in its record, whoever taps
// (not "Petya: пп"); the button still says it in Russian.
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

// TestHelpSaysWhenAFreshPhoneJoins: after a restart a phone
// that opens the address anew joins the game directly once another phone
// has gone back into it, and is offered it with one tap otherwise: the
// help says both, in both languages; the kept game's button says what it
// removes.
func TestHelpSaysWhenAFreshPhoneJoins(t *testing.T) {
	ts := newTestServer(t, "", nil)
	for lang, want := range map[string][]string{
		"en": {"joins the game directly if another phone has already gone back into it; otherwise it is offered the game first and needs one tap on “Go on with the last game”", "Remove saved game"},
		"ru": {"сразу попадает в партию, если другой телефон уже вернулся в неё; иначе партия предложена первой, и нужно одно касание — «Продолжить последнюю игру»", "Удалить сохранённую игру"},
	} {
		sp := ts.opts.Catalog.Speaker(lang)
		if got := strings.ReplaceAll(sp.Say(referee.Term("cli.long.serve")), "\u00a0", " "); !strings.Contains(got, want[0]) {
			t.Errorf("%s: the help does not say when a fresh phone joins: %q", lang, got)
		}
		if got := strings.ReplaceAll(sp.Say(referee.Term("serve.remove")), "\u00a0", " "); got != want[1] {
			t.Errorf("%s: the kept game's Remove reads %q", lang, got)
		}
	}
}
