package serve

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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

// TestRemoveNeverThroughALink: a removed/ that is a link to a folder
// elsewhere is not written through; the game stays kept, and a file of
// the same name already in removed/ is never replaced.
func TestRemoveNeverThroughALink(t *testing.T) {
	state := t.TempDir()
	ts := newTestServer(t, state, nil)
	ts.start(t, "turtles", "Ann", "Bob")
	ts.enter(t, "red +1", "")
	ts.Close()
	elsewhere := t.TempDir()
	removed := filepath.Join(state, "referee", "removed")
	if err := os.Symlink(elsewhere, removed); err != nil {
		t.Skip("no symlinks here:", err)
	}
	ts = newTestServer(t, state, nil)
	_, _, st := ts.call(t, "GET", "/api/state", "", "")
	if len(st.Kept) != 1 {
		t.Fatalf("kept: %+v", st.Kept)
	}
	name := st.Kept[0].Name
	b, _ := json.Marshal(request{Name: name})
	if _, body, _ := ts.call(t, "POST", "/api/forget", string(b), ""); strings.Contains(body, "its record is kept in") {
		t.Errorf("removed through a link: %s", body)
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) != 0 {
		t.Errorf("written through the link: %v", entries)
	}
	if _, err := os.Lstat(filepath.Join(state, "referee", "unfinished", name)); err != nil {
		t.Errorf("the game is no longer kept: %v", err)
	}
	// A real removed/ holding a file of that name: it is kept, and the
	// game goes beside it under another name.
	if err := os.Remove(removed); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(removed, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(removed, name), []byte("older"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, body, _ := ts.call(t, "POST", "/api/forget", string(b), ""); !strings.Contains(body, "its record is kept in") {
		t.Fatalf("forget: %s", body)
	}
	if old, _ := os.ReadFile(filepath.Join(removed, name)); string(old) != "older" {
		t.Errorf("the file already in removed/ was replaced: %q", old)
	}
}

// writeKept writes a kept game of turtles by hand into the state folder:
// its moves (none for a game begun and left), kept at the time given.
func writeKept(t *testing.T, state, name string, at time.Time, moves ...string) string {
	t.Helper()
	return writeKeptText(t, state, name, at, "game: turtles\nplayers: Ann, Bob\n\n"+strings.Join(moves, "\n")+"\n")
}

// writeKeptText keeps a whole record, header and all, as the server keeps
// a game, dated at.
func writeKeptText(t *testing.T, state, name string, at time.Time, text string) string {
	t.Helper()
	dir := filepath.Join(state, "referee", "unfinished")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, at, at); err != nil {
		t.Fatal(err)
	}
	return path
}

// locksIn are the lock files in the kept games' folder.
func locksIn(state string) []string {
	l, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "*.lock"))
	return l
}

// TestKeptListedWithoutLocks: a game played and the server stopped as
// Ctrl-C stops it leaves its game kept and no lock file; the start page's
// list of kept games leaves none either (no .lock beside every kept
// game), and offers no game left with no move, the newest
// first.
func TestKeptListedWithoutLocks(t *testing.T) {
	state := t.TempDir()
	ts := newTestServer(t, state, nil)
	ts.start(t, "turtles", "Ann", "Bob")
	ts.enter(t, "red +1", "")
	if len(locksIn(state)) != 1 {
		t.Fatalf("the game played holds no lock: %v", locksIn(state))
	}
	ts.Close()
	if l := locksIn(state); len(l) > 0 {
		t.Errorf("lock files left after the server stopped: %v", l)
	}
	now := time.Now()
	writeKept(t, state, "turtles-20261201-100000.txt", now.Add(-time.Hour), "Ann: blue +1")
	writeKept(t, state, "turtles-20261201-110000.txt", now.Add(time.Minute)) // begun and left
	next := newTestServer(t, state, nil)
	_, _, st := next.call(t, "GET", "/api/state", "", "")
	var names []string
	for _, k := range st.Kept {
		names = append(names, k.Name)
	}
	if len(st.Kept) != 2 || st.Kept[1].Name != "turtles-20261201-100000.txt" || st.Kept[0].Moves != 1 {
		t.Errorf("offered %v, want the game played and then the older one, not the game with no move", names)
	}
	if l := locksIn(state); len(l) > 0 {
		t.Errorf("lock files left by the list of kept games: %v", l)
	}
}
