package cli

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/internal/cli/iostreams/iostreamstest"
)

// testFactory is a factory speaking lang over test streams.
func testFactory(t *testing.T, lang string) *cmdutil.Factory {
	t.Helper()
	ios, _, _, _ := iostreamstest.New()
	f, err := cmdutil.New(ios, func(string) string { return "" }, lang)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestProgressLine: the display's counts take their plural forms (or the
// colon style) and its decimals are written as the language writes them.
func TestProgressLine(t *testing.T) {
	cases := []struct {
		lang         string
		games, moves int64
		want         string
	}{
		{"en", 1, 1, "checked 1 game, 1 move, 0.5 MB (0.2 MB/s)…"},
		{"en", 2, 12345, "checked 2 games, 12345 moves, 0.5 MB (0.2 MB/s)…"},
		{"ru", 1, 1, "проверено: 1\u00a0партия, 1\u00a0ход, 0,5 МБ\u00a0(0,2 МБ/с)…"},
		{"ru", 5, 21, "проверено: 5\u00a0партий, 21\u00a0ход, 0,5 МБ\u00a0(0,2 МБ/с)…"},
	}
	for _, c := range cases {
		p := &progress{say: testFactory(t, c.lang).Speaker}
		p.games.Store(c.games)
		p.moves.Store(c.moves)
		p.bytes.Store(1 << 19)
		if got := p.line(3 * time.Second); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// lastRead notes the moves counted when the reader reaches the end of
// the input: the game is then still being checked.
type lastRead struct {
	io.Reader
	p     *progress
	moves int64
}

func (r *lastRead) Read(b []byte) (int, error) {
	n, err := r.Reader.Read(b)
	if err == io.EOF {
		r.moves = r.p.moves.Load()
	}
	return n, err
}

// TestProgressCountsMovesAsPlayed: a long game's moves are counted while it
// is checked, not only when it ends.
func TestProgressCountsMovesAsPlayed(t *testing.T) {
	const n = 200_000
	var b strings.Builder
	b.WriteString("game: turtles\nplayers: A, B\n")
	for i := range n {
		b.WriteString([]string{"A: pass\n", "B: pass\n"}[i%2])
	}
	f := testFactory(t, "en")
	p := &progress{say: f.Speaker}
	in := &lastRead{Reader: strings.NewReader(b.String()), p: p}
	c := &checker{opts: &CheckOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Jobs: 1}, out: bufio.NewWriter(io.Discard), progress: p}
	c.stream("long.txt", f.Transcripts().Frame("long.txt", in), nil)
	if in.moves == 0 {
		t.Error("no move was counted before the game's end")
	}
	if got := p.moves.Load(); got != n || p.games.Load() != 1 {
		t.Errorf("counted %d games, %d moves; want 1, %d", p.games.Load(), got, n)
	}
}

// slowGames gives a game every tick, as a slow pipe would.
type slowGames struct {
	n    int
	tick time.Duration
}

func (s *slowGames) Read(b []byte) (int, error) {
	if s.n == 0 {
		return 0, io.EOF
	}
	s.n--
	time.Sleep(s.tick)
	return copy(b, "game: turtles\nplayers: A, B\nA: red +1\n\n"), nil
}

// TestProgressSharesTheTerminal: when standard output and error are one
// terminal, the progress line is taken off before any output is written,
// so no fragment of it stays in front of a verdict (issue 19, item 13).
func TestProgressSharesTheTerminal(t *testing.T) {
	var screen bytes.Buffer
	var mu sync.Mutex
	shared := writerFunc(func(b []byte) (int, error) {
		mu.Lock()
		defer mu.Unlock()
		return screen.Write(b)
	})
	ios := iostreams.System(&slowGames{n: 16, tick: 100 * time.Millisecond}, shared, shared)
	ios.SetStderrTTY(true)
	ios.SetStdoutTTY(true)
	ios.SetSameTerminal(true)
	f, err := cmdutil.New(ios, func(string) string { return "" }, "en")
	if err != nil {
		t.Fatal(err)
	}
	if err := checkRun(&CheckOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Files: []string{"-"}, Jobs: 2}); err != nil {
		t.Fatal(err)
	}
	text := screen.String()
	if !strings.Contains(text, "\r\x1b[Kchecked") {
		t.Fatalf("the progress line was never drawn:\n%q", text)
	}
	if strings.Count(text, "One move has been accepted, and the race goes on") != 16 {
		t.Errorf("not every verdict is there:\n%q", text)
	}
	// Every progress line ends with "…"; what follows it must take it off.
	for i := strings.Index(text, "…"); i >= 0; i = nextIndex(text, "…", i) {
		if rest := text[i+len("…"):]; rest != "" && !strings.HasPrefix(rest, "\r\x1b[K") {
			t.Fatalf("output written after the progress line without clearing it: %q", text[max(0, i-60):min(len(text), i+60)])
		}
	}
}

func nextIndex(s, sub string, after int) int {
	j := strings.Index(s[after+len(sub):], sub)
	if j < 0 {
		return -1
	}
	return after + len(sub) + j
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }
