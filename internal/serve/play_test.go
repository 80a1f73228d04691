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
	for _, c := range st.Play.Choices {
		if strings.Contains(c.Move, "turbo") {
			t.Errorf("the right call is among the moves sent to the page: %+v", c)
		}
	}
	st = ts.enter(t, "Boris: turbo", "")
	if got := lastSaid(st); !strings.Contains(got, "Call (Boris: turbo): right — the condition is met") || !strings.Contains(got, "Boris wins the round") {
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

// TestSecretColoursAsked: a turtles race over with the colours unknown
// asks for them (the colours to choose from, the key in the page's
// language); the line they make, entered, names the winner as play does.
func TestSecretColoursAsked(t *testing.T) {
	ts := newTestServer(t, "", nil)
	b, _ := json.Marshal(request{Game: "turtles", Players: []string{"Нина", "Паша"}, Header: []table.Header{{Key: "setup", Value: "7=blue, 6=green/yellow, 4=red"}}})
	if code, body, _ := ts.call(t, "POST", "/api/start", string(b), "ru"); code != 200 {
		t.Fatalf("start: %s", body)
	}
	ts.enter(t, "green +1", "ru")
	st := ts.enter(t, "blue +2", "ru")
	sec := st.Play.Secret
	if !st.Play.Over || sec == nil || sec.Key != "цвета" || len(sec.Values) != 5 || !sec.Distinct || !strings.Contains(sec.Ask, "цвет черепахи") {
		t.Fatalf("secret asked: %+v", sec)
	}
	st = ts.enter(t, sec.Key+": Нина="+sec.Values[1]+", Паша="+sec.Values[3], "ru")
	if st.Play.Secret != nil || !strings.Contains(strings.Join(st.Play.Outcome, " "), "победитель\u00a0— Паша") {
		t.Errorf("after the colours: %+v %q", st.Play.Secret, st.Play.Outcome)
	}
}
