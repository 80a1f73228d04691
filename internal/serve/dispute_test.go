package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"testing"

	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestDisputeJudgedAsCheckJudgesIt: a dispute entered on the page (the
// open cards, the task, whose turn, then a call) is judged by the same
// engine call as check on the record the page downloads: the call's
// verdict is the same messages with the same facts, with and without
// whose turn it is. (The words differ where play's live sentence for a
// verdict differs from check's note: both are the locale's, not serve's.)
func TestDisputeJudgedAsCheckJudgesIt(t *testing.T) {
	for _, header := range [][]table.Header{
		{{Key: "open", Value: "Masha=5h, Petya=2h"}, {Key: "task", Value: "hedgehogs > 4"}, {Key: "turn", Value: "Masha"}},
		{{Key: "open", Value: "Masha=5h, Petya=2h"}, {Key: "task", Value: "hedgehogs > 4"}},
		{{Key: "open", Value: "Masha=x, Petya=2f"}, {Key: "task", Value: "frogs > 4"}, {Key: "turn", Value: "Petya"}},
	} {
		for _, call := range []string{"Masha: forsazh", "Petya: turbo"} {
			ts := newTestServer(t, "", nil)
			b, _ := json.Marshal(request{Game: "turbo", Players: []string{"Masha", "Petya"}, Header: header})
			if code, body, _ := ts.call(t, "POST", "/api/start", string(b), ""); code != 200 {
				t.Fatal(body)
			}
			ts.enter(t, call, "")
			var served []referee.Message
			for _, l := range ts.log[len(ts.log)-1].lines {
				served = append(served, l.Message)
			}
			resp, err := http.Get(ts.http.URL + "/transcript")
			if err != nil {
				t.Fatal(err)
			}
			data, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			var checked []referee.Message
			for _, r := range refereetest.Replay(notation.ReadAll("t", data, ts.opts.Games.Dialect), ts.opts.Games, referee.Options{}) {
				for _, l := range r.Lines {
					if l.Move > 0 { // the call's lines, not the header's notes
						checked = append(checked, l.Message)
					}
				}
			}
			if len(served) == 0 || !reflect.DeepEqual(served, checked) {
				t.Errorf("%v, %s:\nserve: %#v\ncheck: %#v", header, call, served, checked)
			}
		}
	}
}

// TestLineTypedInsteadOfTheAnswer: a call that waits on the question who
// turned up the last card, followed by a line typed instead of an
// answer, is logged with the verdict it gets unanswered — not lost, and
// not logged later under another question's answer.
func TestLineTypedInsteadOfTheAnswer(t *testing.T) {
	ts := newTestServer(t, "", nil)
	header := []table.Header{{Key: "open", Value: "Masha=3f, Petya=x"}, {Key: "task", Value: "frogs > 4"}}
	b, _ := json.Marshal(request{Game: "turbo", Players: []string{"Masha", "Petya"}, Header: header})
	if code, body, _ := ts.call(t, "POST", "/api/start", string(b), ""); code != 200 {
		t.Fatal(body)
	}
	ts.enter(t, "Masha: forsazh", "")
	if ts.t.Asked() == nil || ts.waiting != "Masha: forsazh" {
		t.Fatalf("the call does not wait on a question (waiting %q)", ts.waiting)
	}
	ts.enter(t, "Petya: turbo", "")
	if ts.waiting != "" {
		t.Errorf("the line that waited is still waiting: %q", ts.waiting)
	}
	var call *said
	for i := range ts.log {
		if ts.log[i].typed == "Masha: forsazh" {
			call = &ts.log[i]
		}
	}
	if call == nil || len(call.lines) == 0 {
		t.Errorf("the call that waited is not logged with a verdict: %+v", ts.log)
	}
}
