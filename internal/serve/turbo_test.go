package serve

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/table"
)

// TestTurboLiveKeepsTheAnswer: played live, no phone is told whether the
// task holds, what the table shows or the right call before a call is
// made; the call's verdict is play's own. A dispute (the open cards
// given) is still judged on the board.
func TestTurboLiveKeepsTheAnswer(t *testing.T) {
	ts := newTestServer(t, "", nil)
	ts.start(t, "turbo", "Anna", "Boris")
	ts.enter(t, "task: frogs > 4", "")
	st := ts.enter(t, "Anna: 5f", "")
	for _, give := range []string{"is met", "The right call", "Turbo!", "The table shows", "Any call now"} {
		if strings.Contains(st.Play.Picture, give) {
			t.Errorf("the board gives the answer away (%q) in live play:\n%s", give, st.Play.Picture)
		}
	}
	if strings.Contains(st.Play.Due, "Turbo") {
		t.Errorf("due gives the answer away: %q", st.Play.Due)
	}
	st = ts.enter(t, "Boris: turbo", "")
	if got := lastSaid(st); !strings.Contains(got, "right: the condition is met") || !strings.Contains(got, "Boris wins the round") {
		t.Errorf("the call's verdict = %q, want play's", got)
	}

	// A dispute: the board settles it.
	ts2 := newTestServer(t, "", nil)
	b, _ := json.Marshal(request{Game: "turbo", Players: []string{"Anna", "Boris"}, Header: []table.Header{
		{Key: "open", Value: "Anna=5f, Boris=—"}, {Key: "task", Value: "frogs > 4"}, {Key: "turn", Value: "Boris"}}})
	code, body, st := ts2.call(t, "POST", "/api/start", string(b), "")
	if code != 200 || st == nil || st.Play == nil {
		t.Fatalf("start a dispute: %d %s", code, body)
	}
	if !strings.Contains(st.Play.Picture, "The right call now") {
		t.Errorf("a dispute's board does not judge it:\n%s", st.Play.Picture)
	}
}
