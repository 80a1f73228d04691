//go:build unix

package play

import (
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"golang.org/x/term"
)

// guard puts the terminal back as it was when a signal stops the table
// while a line is read (raw, and asking for bracketed paste): kill -QUIT
// left the shell without echo. The signal then does what it would have
// done, on the terminal restored.
type guard struct {
	mu     sync.Mutex
	fd     int
	state  *term.State // the terminal as it was, while it is raw
	paste  bool        // bracketed paste was asked for
	screen io.Writer
	sigs   chan os.Signal
}

// stopSignals are the signals that stop the table: from another
// terminal, or the terminal closed (Ctrl-C and Ctrl-\ are keys while a
// line is read).
var stopSignals = []os.Signal{syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT}

func guardTerminal(screen io.Writer) *guard {
	g := &guard{screen: screen, sigs: make(chan os.Signal, 1)}
	signal.Notify(g.sigs, stopSignals...)
	go g.watch()
	return g
}

func (g *guard) watch() {
	sig, ok := <-g.sigs
	if !ok {
		return
	}
	g.mu.Lock()
	if g.state != nil {
		_ = term.Restore(g.fd, g.state)
		if g.paste {
			_, _ = io.WriteString(g.screen, "\x1b[?2004l")
		}
	}
	// Held: no line is read raw again while the signal is raised anew.
	signal.Reset(sig)
	if s, ok := sig.(syscall.Signal); ok {
		_ = syscall.Kill(os.Getpid(), s)
	}
}

// raw puts the terminal in raw mode, and remembers how to put it back.
func (g *guard) raw(fd int, paste bool) (*term.State, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	old, err := term.MakeRaw(fd)
	if err == nil {
		g.fd, g.state, g.paste = fd, old, paste
	}
	return old, err
}

// restore puts the terminal back.
func (g *guard) restore(fd int, old *term.State) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.state = nil
	return term.Restore(fd, old)
}

// stop lets the signals do what they did before.
func (g *guard) stop() {
	signal.Stop(g.sigs)
	close(g.sigs)
}
