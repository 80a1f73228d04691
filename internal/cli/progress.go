package cli

import (
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// progress shows, on a terminal, how a check that runs longer than a
// second is getting on: games, moves and MB/s on one line of standard
// error, never on standard output and never when standard error is not a
// terminal.
type progress struct {
	w            io.Writer // standard error
	say          *say.Speaker
	start        time.Time
	bytes, games atomic.Int64
	moves        atomic.Int64
	quit         chan struct{}
	wg           sync.WaitGroup
	mu           sync.Mutex // the line, which output on the same terminal clears
	shown        bool
	sameTerminal bool // standard output shows on the same terminal
}

// startProgress starts the display, or returns nil when standard error is
// no terminal (every method is then a no-op).
func startProgress(ios *iostreams.IOStreams, sp *say.Speaker) *progress {
	if !ios.IsStderrTTY() {
		return nil
	}
	p := &progress{w: ios.ErrOut, say: sp, start: time.Now(), quit: make(chan struct{}), sameTerminal: ios.SameTerminal()}
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
			p.clear()
			return
		case now := <-tick.C:
			elapsed := now.Sub(p.start)
			if elapsed < time.Second {
				continue
			}
			p.mu.Lock()
			io.WriteString(p.w, "\r\033[K"+p.line(elapsed))
			p.shown = true
			p.mu.Unlock()
		}
	}
}

// line is what the display says after elapsed: games and moves with their
// plural forms (or the colon style, in Russian), MB and MB/s written as the
// language writes decimals (0.5, 0,5).
func (p *progress) line(elapsed time.Duration) string {
	games, moves := int(p.games.Load()), int(p.moves.Load())
	mb := float64(p.bytes.Load()) / (1 << 20)
	return p.say.Say(Progress{
		Games: referee.Quantity{Count: games, Unit: "cli.unit.game"}, Moves: referee.Quantity{Count: moves, Unit: "referee.unit.move"},
		MB: p.say.Decimal(mb), Rate: p.say.Decimal(mb / elapsed.Seconds())})
}

// clear takes the line off the terminal.
func (p *progress) clear() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clearLocked()
}

func (p *progress) clearLocked() {
	if p.shown {
		io.WriteString(p.w, "\r\033[K")
		p.shown = false
	}
}

// guard is out for output that shows where the line is (standard output
// and error on one terminal): each write first takes the line off, so no
// fragment of it stays before the output; the next tick draws it again.
// Output elsewhere is out itself.
func (p *progress) guard(out io.Writer) io.Writer {
	if p == nil || !p.sameTerminal {
		return out
	}
	return guarded{p, out}
}

type guarded struct {
	p   *progress
	out io.Writer
}

func (g guarded) Write(b []byte) (int, error) {
	g.p.mu.Lock()
	defer g.p.mu.Unlock()
	g.p.clearLocked()
	return g.out.Write(b)
}

func (p *progress) stop() {
	if p == nil {
		return
	}
	close(p.quit)
	p.wg.Wait()
}

// game counts a game checked.
func (p *progress) game() {
	if p == nil {
		return
	}
	p.games.Add(1)
}

// moveCounter counts a game's legal moves as they are played
// (referee.Options.Each), so a long game is seen to move; done counts the
// rest at its end. The shared count is added to a thousand moves at a
// time: workers adding every move would fight over it.
func (p *progress) moveCounter() (each func(*referee.Session, *referee.Played), done func()) {
	n := 0
	each = func(_ *referee.Session, played *referee.Played) {
		if played == nil || !played.Legal() {
			return
		}
		if n++; n == 1024 {
			p.moves.Add(int64(n))
			n = 0
		}
	}
	return each, func() { p.moves.Add(int64(n)) }
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
