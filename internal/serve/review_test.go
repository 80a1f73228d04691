package serve

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/boardgame-referee/referee/internal/table"
)

// TestUnkeptGameNotLeft: a game the state folder cannot keep is not let
// go by "New game", a new start or a resume: each is refused and says to
// download the record first; once it is downloaded, it may be left.
func TestUnkeptGameNotLeft(t *testing.T) {
	state := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(state, []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, state, nil)
	ts.start(t, "turtles", "Anna", "Boris")
	st := ts.enter(t, "red +1", "")
	if !st.Play.NotKept {
		t.Fatalf("the game is kept in a file: %+v", st.Play)
	}
	b, _ := json.Marshal(request{Game: "turtles", Players: []string{"Vera"}})
	for _, c := range []struct{ path, body string }{{"/api/leave", "{}"}, {"/api/start", string(b)}, {"/api/resume", `{"name":"x.txt"}`}} {
		_, body, st := ts.call(t, "POST", c.path, c.body, "")
		if st == nil || st.Play == nil || st.Play.Moves != 1 || !strings.Contains(body, "download the record first") || !strings.Contains(body, `"download":true`) {
			t.Errorf("%s on a game not kept: %s", c.path, body)
		}
	}
	_, body, st := ts.call(t, "POST", "/api/leave", "{}", "ru")
	if st == nil || st.Play == nil || !strings.Contains(body, "сначала скачайте запись") {
		t.Errorf("in Russian: %s", body)
	}
	if code, text, _ := ts.call(t, "GET", "/transcript", "", ""); code != 200 || !strings.Contains(text, "red +1") {
		t.Fatalf("download: %d %s", code, text)
	}
	if _, body, st = ts.call(t, "POST", "/api/leave", "{}", ""); st == nil || st.Play != nil {
		t.Errorf("leaving a game downloaded: %s", body)
	}
}

// stalled is a response writer whose reader stopped reading: every write
// waits until the test lets it go.
type stalled struct {
	header  http.Header
	writing chan bool
	release chan bool
}

func (w *stalled) Header() http.Header { return w.header }
func (w *stalled) WriteHeader(int)     {}
func (w *stalled) Write(b []byte) (int, error) {
	select {
	case w.writing <- true:
	default:
	}
	<-w.release
	return len(b), nil
}

// TestStalledPhoneStallsNobody: a phone that stops reading its answer
// holds up no other phone's move (the answer is written after the game's
// lock is let go).
func TestStalledPhoneStallsNobody(t *testing.T) {
	ts := newTestServer(t, "", nil)
	ts.start(t, "turtles", "Anna", "Boris")
	for _, path := range []string{"/api/state", "/transcript", "/api/enter"} {
		w := &stalled{header: http.Header{}, writing: make(chan bool, 1), release: make(chan bool)}
		var req *http.Request
		if path == "/api/enter" {
			req = httptest.NewRequest("POST", path, strings.NewReader(`{"line":"yellow +1"}`))
			req.Header.Set("Content-Type", "application/json")
		} else {
			req = httptest.NewRequest("GET", path, nil)
		}
		req.Host = "127.0.0.1"
		go ts.Handler().ServeHTTP(w, req)
		select {
		case <-w.writing:
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: nothing written", path)
		}
		done := make(chan int, 1)
		go func() {
			code, _, _ := ts.call(t, "GET", "/api/state", "", "")
			done <- code
		}()
		select {
		case code := <-done:
			if code != 200 {
				t.Errorf("another phone while %s stalls: %d", path, code)
			}
		case <-time.After(20 * time.Second):
			t.Errorf("a phone stalled on %s holds up every other", path)
		}
		close(w.release)
	}
}

// TestShutdownLetsMovesEnd: at shutdown a move in flight is taken and
// kept in the game's own file before its lock is let go; after it, no
// move is taken, and none is kept in a file claimed anew.
func TestShutdownLetsMovesEnd(t *testing.T) {
	state := t.TempDir()
	ts := newTestServer(t, state, nil)
	ts.start(t, "turtles", "Anna", "Boris")
	ts.enter(t, "red +1", "")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	active := make(chan bool, 1)
	srv := &http.Server{Handler: ts.Handler(), ConnState: func(_ net.Conn, cs http.ConnState) {
		if cs == http.StateActive {
			select {
			case active <- true:
			default:
			}
		}
	}}
	go func() { _ = srv.Serve(ln) }() // ends with ErrServerClosed at the test's end
	ts.mu.Lock()                      // the move below waits for the game
	done := make(chan string, 1)
	go func() {
		resp, err := http.Post("http://"+ln.Addr().String()+"/api/enter", "application/json", strings.NewReader(`{"line":"yellow +1"}`))
		if err != nil {
			done <- err.Error()
			return
		}
		resp.Body.Close()
		done <- resp.Status
	}()
	// Once the move is being served (it waits for the lock), shut down.
	<-active
	shut := make(chan error, 1)
	go func() { shut <- ts.Shutdown(context.Background(), srv) }()
	time.Sleep(100 * time.Millisecond)
	ts.mu.Unlock()
	if got := <-done; got != "200 OK" {
		t.Errorf("the move in flight: %s", got)
	}
	if err := <-shut; err != nil {
		t.Errorf("shutdown: %v", err)
	}
	kept, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "turtles-*.txt"))
	if len(kept) != 1 {
		t.Fatalf("kept: %v", kept)
	}
	b, _ := os.ReadFile(kept[0])
	if !strings.Contains(string(b), "yellow +1") {
		t.Errorf("the move in flight not kept: %q", b)
	}
	// After: refused, nothing written.
	h := httptest.NewServer(ts.Handler())
	defer h.Close()
	resp, err := http.Post(h.URL+"/api/enter", "application/json", strings.NewReader(`{"line":"green +1"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a move after the shutdown: %s", resp.Status)
	}
	if again, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "*.txt")); len(again) != 1 {
		t.Errorf("kept after the shutdown: %v", again)
	}
}

// TestResumeSaysWhy: a kept game that cannot be read back is refused with
// what reading it found, not only "no longer kept".
func TestResumeSaysWhy(t *testing.T) {
	state := t.TempDir()
	dir := filepath.Join(state, "referee", "unfinished")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "turtles-1.txt"), []byte("game: turtles\nplayers: Anna\n\nAnna: red +1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, state, nil)
	_, body, _ := ts.call(t, "POST", "/api/resume", `{"name":"turtles-1.txt"}`, "")
	if strings.Contains(body, "no longer kept") || !strings.Contains(body, "two to five players") {
		t.Errorf("resume of a game that cannot be read: %s", body)
	}
}

// TestDownloadedGameOverLeftUnkept: a game over, downloaded, is kept no
// more, and leaving it does not keep it again.
func TestDownloadedGameOverLeftUnkept(t *testing.T) {
	state := t.TempDir()
	ts := newTestServer(t, state, nil)
	b, _ := json.Marshal(request{Game: "turtles", Players: []string{"Nina", "Pasha"}, Header: []table.Header{
		{Key: "setup", Value: "7=blue, 6=green/yellow, 4=red"}, {Key: "colors", Value: "Nina=yellow, Pasha=blue"}}})
	if code, body, _ := ts.call(t, "POST", "/api/start", string(b), ""); code != 200 {
		t.Fatalf("start: %s", body)
	}
	ts.enter(t, "green +1", "")
	if st := ts.enter(t, "blue +2", ""); !st.Play.Over {
		t.Fatal("not over")
	}
	if code, _, _ := ts.call(t, "GET", "/transcript", "", ""); code != 200 {
		t.Fatal("download")
	}
	ts.call(t, "POST", "/api/leave", "{}", "")
	if kept, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "*.txt")); len(kept) != 0 {
		t.Errorf("kept again after leaving: %v", kept)
	}
}
