package serve

import (
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestKilledMidMove kills a server (SIGKILL, a process of its own) while
// moves are being entered as fast as it takes them: the game kept is
// whole every time — a game check reads with no problem — and holds
// every move the server answered for.
func TestKilledMidMove(t *testing.T) {
	if state := os.Getenv("SERVE_KILL_CHILD"); state != "" {
		serveForKill(t, state)
		return
	}
	if testing.Short() {
		t.Skip("starts servers of its own: skipped with -short")
	}
	for round, delay := range []time.Duration{150 * time.Millisecond, 400 * time.Millisecond, 900 * time.Millisecond} {
		dir := t.TempDir()
		addrFile := filepath.Join(dir, "addr")
		cmd := exec.Command(os.Args[0], "-test.run=^TestKilledMidMove$")
		cmd.Env = append(os.Environ(), "SERVE_KILL_CHILD="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var base string
		for i := 0; i < 200 && base == ""; i++ {
			if b, err := os.ReadFile(addrFile); err == nil && strings.HasSuffix(string(b), "\n") {
				base = "http://" + strings.TrimSpace(string(b))
			}
			time.Sleep(50 * time.Millisecond)
		}
		if base == "" {
			_ = cmd.Process.Kill()
			t.Fatal("the child server did not start")
		}
		post := func(path, body string) (*state, error) {
			resp, err := http.Post(base+path, "application/json", strings.NewReader(body))
			if err != nil {
				return nil, err
			}
			defer resp.Body.Close()
			var out struct{ State *state }
			err = json.NewDecoder(resp.Body).Decode(&out)
			return out.State, err
		}
		st, err := post("/api/start", `{"game":"big-races","players":["Ann","Bob","Vera"]}`)
		if err != nil || st.Play == nil {
			t.Fatalf("start: %v", err)
		}
		answered := 0
		done := make(chan struct{})
		go func() {
			defer close(done)
			for i := 0; ; i++ {
				if st.Play == nil || len(st.Play.Choices) == 0 {
					return
				}
				body, _ := json.Marshal(request{Line: st.Play.Choices[i%len(st.Play.Choices)].Move})
				next, err := post("/api/enter", string(body))
				if err != nil || next == nil || next.Play == nil {
					return // killed
				}
				st, answered = next, next.Play.Moves
			}
		}()
		time.Sleep(delay)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		<-done
		kept, _ := filepath.Glob(filepath.Join(dir, "referee", "unfinished", "*.txt"))
		if len(kept) != 1 {
			t.Fatalf("round %d: kept %v", round, kept)
		}
		data, err := os.ReadFile(kept[0])
		if err != nil {
			t.Fatal(err)
		}
		f := notation.ReadAll(kept[0], data, games.NewRegistry().Dialect)
		if len(f.Errors) > 0 || len(f.Games) != 1 {
			t.Fatalf("round %d: the kept game does not frame: %v\n%s", round, f.Errors, data)
		}
		r := referee.ReplayGame(kept[0], f.Games[0], games.NewRegistry(), referee.Options{})
		if p := r.FirstProblem(); p != nil {
			t.Fatalf("round %d: the kept game has a problem: %+v\n%s", round, p, data)
		}
		if got := r.Session.Moves(); got < answered {
			t.Errorf("round %d: %d moves kept, %d answered for", round, got, answered)
		}
		t.Logf("round %d: killed after %d moves answered; %d kept", round, answered, r.Session.Moves())
	}
}

// serveForKill is the child of TestKilledMidMove: a server until killed.
func serveForKill(t *testing.T, state string) {
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	s := New(Options{Games: games.NewRegistry(), Catalog: catalog, Rate: 1e6, Burst: 1e6,
		Getenv: func(k string) string {
			if k == "XDG_STATE_HOME" {
				return state
			}
			return ""
		}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(state, "addr"), []byte(ln.Addr().String()+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	time.Sleep(2 * time.Minute) // killed long before
	_ = srv.Close()
}
