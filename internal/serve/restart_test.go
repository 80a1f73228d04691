package serve

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestKeptGamesToldApartAndRemoved: two games of the same players kept in
// the same minute are told apart by their last move; one is removed from
// the list by its name, its file moved (never deleted) to the state
// folder's removed/, the page told where; a name outside the folder, or
// the game another server plays, is refused and nothing moves.
func TestKeptGamesToldApartAndRemoved(t *testing.T) {
	state := t.TempDir()
	for _, move := range []string{"red +1", "blue +2"} {
		ts := newTestServer(t, state, nil)
		ts.start(t, "turtles", "Ann", "Bob")
		ts.enter(t, move, "")
		ts.Close()
	}
	ts := newTestServer(t, state, nil)
	_, _, st := ts.call(t, "GET", "/api/state", "", "")
	if len(st.Kept) != 2 || st.Kept[0].Text == st.Kept[1].Text {
		t.Fatalf("kept games not told apart: %+v", st.Kept)
	}
	if !strings.Contains(st.Kept[0].Text+st.Kept[1].Text, "the last move: Ann: red +1") {
		t.Errorf("no last move in %q, %q", st.Kept[0].Text, st.Kept[1].Text)
	}
	name := st.Kept[1].Name
	before, err := os.ReadFile(filepath.Join(state, "referee", "unfinished", name))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"../x.txt", "/etc/passwd", ".hidden.txt", "nothing.txt", st.Kept[0].Name + "/.."} {
		b, _ := json.Marshal(request{Name: bad})
		if _, body, _ := ts.call(t, "POST", "/api/forget", string(b), ""); !strings.Contains(body, "no longer kept") {
			t.Errorf("forget %q: %s", bad, body)
		}
	}
	b, _ := json.Marshal(request{Name: name})
	code, body, st := ts.call(t, "POST", "/api/forget", string(b), "")
	moved := filepath.Join(state, "referee", "removed", name)
	if code != 200 || len(st.Kept) != 1 || st.Kept[0].Name == name || !strings.Contains(body, "its record is kept in "+strings.ReplaceAll(moved, `\`, `\\`)) {
		t.Fatalf("forget: %d %s", code, body)
	}
	if after, err := os.ReadFile(moved); err != nil || string(after) != string(before) {
		t.Errorf("the removed game's record: %q, %v", after, err)
	}
	if _, err := os.Lstat(filepath.Join(state, "referee", "unfinished", name)); err == nil {
		t.Errorf("the removed game is still in unfinished/")
	}
	// The game another server plays is not removed under it.
	b, _ = json.Marshal(request{Name: st.Kept[0].Name})
	ts.call(t, "POST", "/api/resume", string(b), "")
	other := newTestServer(t, state, nil)
	if _, body, _ := other.call(t, "POST", "/api/forget", string(b), ""); !strings.Contains(body, "no longer kept") {
		t.Errorf("forget a game played elsewhere: %s", body)
	}
	if _, err := os.Lstat(filepath.Join(state, "referee", "unfinished", st.Kept[0].Name)); err != nil {
		t.Errorf("the game played elsewhere: %v", err)
	}
}

// TestResumeShowsTheLastVerdict: a game gone on with shows its last move
// and what the referee said of it, as it was said when it was played; the
// game itself is as it was (its moves, its kept file untouched).
func TestResumeShowsTheLastVerdict(t *testing.T) {
	state := t.TempDir()
	first := newTestServer(t, state, nil)
	first.start(t, "turtles", "Ann", "Bob")
	first.enter(t, "red +1", "")
	said := lastSaid(first.enter(t, "blue +2", ""))
	_, _, st := first.call(t, "GET", "/api/state", "", "")
	kept := filepath.Join(state, "referee", "unfinished", st.Play.Kept)
	if st.Play.Kept == "" || st.Run == "" {
		t.Fatalf("the page is not told the kept game (%q) or the run (%q)", st.Play.Kept, st.Run)
	}
	run := st.Run
	first.Close()
	if first.KeptAt() != kept {
		t.Errorf("kept at %q, not %q", first.KeptAt(), kept)
	}
	before, _ := os.ReadFile(kept)
	next := newTestServer(t, state, nil)
	b, _ := json.Marshal(request{Name: filepath.Base(kept)})
	_, _, st = next.call(t, "POST", "/api/resume", string(b), "")
	if st.Play == nil || st.Play.Moves != 2 || st.Run == run {
		t.Fatalf("resumed: %+v (run %q)", st.Play, st.Run)
	}
	if got := lastSaid(st); got != said || len(st.Play.Log) != 1 || st.Play.Log[0].Typed != "Bob: blue +2" {
		t.Errorf("after going on the page shows %+v, not %q", st.Play.Log, said)
	}
	if after, _ := os.ReadFile(kept); string(after) != string(before) {
		t.Errorf("the kept file changed by going on:\n%s\n%s", before, after)
	}
}
