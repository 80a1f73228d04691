package cli_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// terminal is referee play run on a pseudo-terminal, as a person runs it:
// standard input, output and error are the terminal.
type terminal struct {
	t    *testing.T
	pty  *os.File
	cmd  *exec.Cmd
	mu   sync.Mutex
	out  bytes.Buffer
	seen int // how far expect has read
	done chan struct{}
}

func startTerminal(t *testing.T, env []string, args ...string) *terminal {
	t.Helper()
	return startSized(t, 120, "", env, args...)
}

// startSized is referee play on a terminal of cols columns, run in dir (a
// new folder when "").
func startSized(t *testing.T, cols uint16, dir string, env []string, args ...string) *terminal {
	t.Helper()
	bin, err := exec.LookPath("referee") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Skip("no referee on PATH:", err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	if dir == "" {
		cmd.Dir = t.TempDir()
	}
	cmd.Env = append([]string{"HOME=" + cmd.Dir, "TERM=xterm", "PATH=" + os.Getenv("PATH")}, env...)
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: cols})
	if err != nil {
		t.Skip("no pseudo-terminal here:", err)
	}
	term := &terminal{t: t, pty: f, cmd: cmd, done: make(chan struct{})}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			term.mu.Lock()
			term.out.Write(buf[:n])
			term.mu.Unlock()
			if err != nil {
				close(term.done)
				return
			}
		}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = f.Close()
	})
	return term
}

// escapes are the terminal's control sequences, left out when the screen's
// text is read.
var escapes = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\r`)

// raw is everything written to the terminal so far.
func (term *terminal) raw() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.out.String()
}

// expect waits until the text on the terminal, past what was expected
// before, holds want; a no-break space matches a space (where Russian
// typography puts them is the catalog's business, tested there).
func (term *terminal) expect(want string) {
	term.t.Helper()
	want = strings.ReplaceAll(want, "\u00a0", " ")
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		text := strings.ReplaceAll(escapes.ReplaceAllString(term.raw(), ""), "\u00a0", " ")
		if i := strings.Index(text[min(term.seen, len(text)):], want); i >= 0 {
			term.seen += i + len(want)
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	term.t.Fatalf("the terminal never showed %q; it shows:\n%s", want, escapes.ReplaceAllString(term.raw(), ""))
}

func (term *terminal) typeKeys(keys string) {
	term.t.Helper()
	if _, err := term.pty.Write([]byte(keys)); err != nil {
		term.t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // let the editor take each burst as typed
}

// wait waits for the program to leave.
func (term *terminal) wait() {
	term.t.Helper()
	select {
	case <-term.done:
	case <-time.After(10 * time.Second):
		term.t.Fatalf("play did not leave; the terminal shows:\n%s", escapes.ReplaceAllString(term.raw(), ""))
	}
	_ = term.cmd.Wait()
}

// TestPlayAtATerminal: the question a Russian family asks, settled the way
// they would settle it: the players asked for, the prompt naming who is to
// move, Tab completing the move, the verdict in red, the prompt staying with
// the same player, :help, Ctrl-D; and the lines kept for the next run.
func TestPlayAtATerminal(t *testing.T) {
	state := t.TempDir()
	term := startTerminal(t, []string{"LANG=ru_RU.UTF-8", "XDG_STATE_HOME=" + state}, "play", "черепахи")
	term.expect("Кто играет")
	term.expect("игроки> ")
	term.typeKeys("Маша, Петя\r")
	term.expect("Маша, ход 1> ")
	if !strings.Contains(term.raw(), "\x1b[1m") {
		t.Error("the player due is not in bold")
	}
	// Tab completes the colour as far as the cards agree, a second Tab
	// lists the steps.
	term.typeKeys("кр\t")
	term.expect("красная +")
	term.typeKeys("\t")
	term.expect("+1")
	term.expect("+2")
	// Ctrl-C leaves the list, then clears the line.
	term.typeKeys("\x03")
	term.typeKeys("\x03")
	term.typeKeys("красная -1\r")
	term.expect("[turtles.back-from-start]")
	term.expect("Маша, ход 1> ")
	if !regexp.MustCompile(`\x1b\[31m[^\x1b]*красная черепаха стоит на\x{a0}старте`).MatchString(term.raw()) {
		t.Error("the refusal is not in red")
	}
	term.typeKeys(":пом\t\r")
	term.expect(":выход")
	term.expect("Маша, ход 1> ")
	// Ctrl-D in the middle of a line does not leave: it is no end of input.
	term.typeKeys("крас\x04")
	term.typeKeys("ная +1\r")
	term.expect("Ход 1 (Маша: красная +1)")
	term.expect("Петя, ход 2> ")
	term.typeKeys("\x04") // Ctrl-D on an empty line asks first: the game is not saved
	term.expect("не\u00a0сохранена. Сохранить её в\u00a0turtles.txt? [Д/н]")
	term.typeKeys("н\r")
	term.expect("не\u00a0потеряна")
	term.wait()

	// One history a game: the lines typed at the turtles table.
	history, err := os.ReadFile(filepath.Join(state, "referee", "history-turtles"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"Маша, Петя", "красная -1", "красная +1"} {
		if !strings.Contains(string(history), line+"\n") {
			t.Errorf("history lacks %q:\n%s", line, history)
		}
	}

	// The next run offers the game left; declined, it is set aside, and
	// the up arrow has the lines typed.
	term = startTerminal(t, []string{"LANG=ru_RU.UTF-8", "XDG_STATE_HOME=" + state}, "play", "черепахи", "--players", "Маша, Петя")
	term.expect("Продолжить партию «Черепашьи бега» (Маша и\u00a0Петя, 1\u00a0ход)? [Д/н]")
	term.typeKeys("нет\r")
	term.expect("Партия отложена")
	term.expect("Маша, ход 1> ")
	term.typeKeys("\x1b[A\r") // up: the last line typed, red +1
	term.expect("Ход 1 (Маша: красная +1)")
	term.typeKeys(":выход\r")
	term.expect("не\u00a0сохранена")
	term.typeKeys("\x03") // Ctrl-C: neither; the game goes on
	term.expect("Петя, ход 2> ")
	term.typeKeys(":выход\r")
	term.typeKeys("\r") // Enter: yes, saved
	term.expect("Партия записана в\u00a0turtles.txt")
	term.wait()
}

// TestPlayAtATerminalNoColor: NO_COLOR keeps the terminal plain.
func TestPlayAtATerminalNoColor(t *testing.T) {
	term := startTerminal(t, []string{"NO_COLOR=1", "XDG_STATE_HOME=" + t.TempDir()}, "play", "turtles", "--players", "A, B")
	term.expect("A, move 1> ")
	term.typeKeys("red -1\r")
	term.expect("[turtles.back-from-start]")
	term.typeKeys("\x04") // nothing played: nothing to ask
	term.wait()
	if sgr := regexp.MustCompile(`\x1b\[[0-9;]*m`).FindString(term.raw()); sgr != "" {
		t.Errorf("colour %q with NO_COLOR set", sgr)
	}
}

// TestPlayPastedLongLine: a long line pasted at the prompt is answered at
// once (issue 19, item 11): a pasted megabyte is refused as too long
// within a second or so, and the table goes on; a line typed past the
// most the editor takes is refused as cut, not played in part. The
// terminal pastes in brackets, as every terminal does once the editor
// asks for it.
func TestPlayPastedLongLine(t *testing.T) {
	term := startTerminal(t, []string{"XDG_STATE_HOME=" + t.TempDir()}, "play", "turtles", "--players", "A, B")
	term.expect("A, move 1> ")
	if !strings.Contains(term.raw(), "\x1b[?2004h") {
		t.Fatal("the editor does not ask for bracketed paste")
	}
	paste := func(line, answer string) {
		t.Helper()
		start := time.Now()
		term.typeKeys("\x1b[200~" + line + "\x1b[201~\r")
		term.expect(answer)
		took := time.Since(start)
		t.Logf("a pasted line of %d bytes answered in %v", len(line), took.Round(time.Millisecond))
		if took > 5*time.Second {
			t.Errorf("a pasted line of %d bytes took %v", len(line), took)
		}
	}
	paste("red +1"+strings.Repeat(" ", 16<<10), "Move 1 (A: red +1)")
	term.expect("B, move 2> ")
	paste("blue +1; "+strings.Repeat("x", 1<<20), "longer than 65536 bytes")
	term.expect("B, move 2> ")
	// Typed (or pasted by a terminal that does not bracket), past 4096
	// characters: refused whole.
	term.typeKeys("blue +1" + strings.Repeat(" ", 5000) + "\r")
	term.expect("longer than 4096 characters")
	term.expect("B, move 2> ")
	term.typeKeys("blue +1\r")
	term.expect("Move 2 (B: blue +1)")
	term.typeKeys("\x04")
	term.expect("Save it to turtles.txt? [Y/n]")
	term.typeKeys("n\r")
	term.wait()
}
