package serve

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestBigRacesRecordIsCanonical: Big Races moves tapped (entered as the
// page enters them, the path alone) are kept under the car's name, the
// line NOTATION gives (`Dad1: ff`), and `check` reads the downloaded
// record without a note (the record said `Dad: ff`,
// and check noted «a player is named instead of a car»).
func TestBigRacesRecordIsCanonical(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	st := ts.start(t, "big-races", "Dad", "Mom")
	for i := 0; i < 4 && len(st.Play.Choices) > 0; i++ {
		st = ts.enter(t, st.Play.Choices[0].Move, "")
	}
	_, text, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(text, "\nDad1: ") || strings.Contains(text, "\nDad: ") {
		t.Errorf("the record:\n%s", text)
	}
	f := notation.ReadAll("game.txt", []byte(text), games.NewRegistry().Dialect)
	if len(f.Errors) > 0 || len(f.Games) != 1 {
		t.Fatalf("framing: %v", f.Errors)
	}
	r := referee.ReplayGame("game.txt", f.Games[0], games.NewRegistry(), referee.Options{})
	for _, l := range r.Lines {
		if l.Kind == referee.KindNote || l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			t.Errorf("check of the record says: %s", l.Message.Code())
		}
	}
	if r.Session.Moves() != 4 {
		t.Errorf("%d moves in the record:\n%s", r.Session.Moves(), text)
	}
}
