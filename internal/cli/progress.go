package cli

import (
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/term"

	"referee/referee"
)

// progress shows, on a terminal, how a check that runs longer than a
// second is getting on: games, moves and MB/s on one line of standard
// error, never on standard output and never when standard error is not a
// terminal.
type progress struct {
	a            *app
	start        time.Time
	bytes, games atomic.Int64
	moves        atomic.Int64
	quit         chan struct{}
	wg           sync.WaitGroup
	shown        bool
}

// startProgress starts the display, or returns nil when standard error is
// no terminal (every method is then a no-op).
func (a *app) startProgress() *progress {
	f, ok := a.io.Err.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	p := &progress{a: a, start: time.Now(), quit: make(chan struct{})}
	p.wg.Add(1)
	go p.loop()
	return p
}

func (p *progress) loop() {
	defer p.wg.Done()
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-p.quit:
			if p.shown {
				fmt.Fprint(p.a.io.Err, "\r\033[K")
			}
			return
		case now := <-tick.C:
			elapsed := now.Sub(p.start)
			if elapsed < time.Second {
				continue
			}
			mb := float64(p.bytes.Load()) / (1 << 20)
			line := p.a.say.Say(referee.Say("cli.progress", referee.Facts{
				"games": p.games.Load(), "moves": p.moves.Load(), "mb": fmt.Sprintf("%.1f", mb), "rate": fmt.Sprintf("%.1f", mb/elapsed.Seconds())}))
			fmt.Fprintf(p.a.io.Err, "\r\033[K%s", line)
			p.shown = true
		}
	}
}

func (p *progress) stop() {
	if p == nil {
		return
	}
	close(p.quit)
	p.wg.Wait()
}

// game counts a game checked.
func (p *progress) game(moves int) {
	if p == nil {
		return
	}
	p.games.Add(1)
	p.moves.Add(int64(moves))
}

// count counts the bytes read from in.
func (p *progress) count(in io.Reader) io.Reader {
	if p == nil {
		return in
	}
	return countingReader{in, &p.bytes}
}

type countingReader struct {
	in io.Reader
	n  *atomic.Int64
}

func (c countingReader) Read(b []byte) (int, error) {
	n, err := c.in.Read(b)
	c.n.Add(int64(n))
	return n, err
}
