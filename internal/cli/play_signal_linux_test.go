package cli_test

import (
	"os/signal"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// echoes reports whether the terminal echoes what is typed, as the
// terminal's own settings say (read on its other side).
func echoes(t *testing.T, term *terminal) bool {
	t.Helper()
	var tio syscall.Termios
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, term.pty.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&tio))); errno != 0 {
		t.Skip("the terminal's settings cannot be read:", errno)
	}
	return tio.Lflag&syscall.ECHO != 0
}

// TestPlayTerminalBackAfterSignal: the table stopped by a signal while it
// reads a line (kill -QUIT, -TERM, -HUP) leaves the terminal as it found
// it: echo on, no bracketed paste (issue 41, item 9: kill -QUIT left the
// shell without echo).
func TestPlayTerminalBackAfterSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			if signal.Ignored(sig) {
				// Started under nohup: the table restores the terminal and
				// then, rightly, goes on ignoring the hangup it inherited.
				t.Skip(sig, "is ignored by this process, and so by play")
			}
			term := startSized(t, 100, "", []string{"XDG_STATE_HOME=" + t.TempDir()}, "play", "turtles", "--players", "A, B")
			term.expect("A, move 1> ")
			time.Sleep(100 * time.Millisecond)
			if echoes(t, term) {
				t.Fatal("the terminal echoes while a line is read: not raw")
			}
			if err := term.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			term.wait()
			if !echoes(t, term) {
				t.Error("the terminal is left without echo")
			}
			if raw := term.raw(); strings.LastIndex(raw, "\x1b[?2004h") > strings.LastIndex(raw, "\x1b[?2004l") {
				t.Error("the terminal is left in bracketed paste mode")
			}
		})
	}
}
