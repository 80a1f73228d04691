package cli

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"referee/games"
	"referee/referee"
	"referee/referee/say"
)

func speakingApp(t *testing.T, lang string) *app {
	t.Helper()
	a := &app{registry: games.NewRegistry(), view: referee.View{}}
	catalog, err := say.NewCatalog(a.registry.Specs(), lang)
	if err != nil {
		t.Fatal(err)
	}
	a.catalog, a.say = catalog, catalog.Speaker(lang)
	return a
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
		{"ru", 1, 1, "проверено партий: 1, ходов: 1, 0,5 МБ\u00a0(0,2 МБ/с)…"},
	}
	for _, c := range cases {
		p := &progress{a: speakingApp(t, c.lang)}
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
	a := speakingApp(t, "en")
	a.io = IO{Out: io.Discard, Err: io.Discard}
	p := &progress{a: a}
	in := &lastRead{Reader: strings.NewReader(b.String()), p: p}
	out := bufio.NewWriter(io.Discard)
	a.checkStream("long.txt", in, nil, checkOptions{jobs: 1}, out, nil, p)
	if in.moves == 0 {
		t.Error("no move was counted before the game's end")
	}
	if got := p.moves.Load(); got != n || p.games.Load() != 1 {
		t.Errorf("counted %d games, %d moves; want 1, %d", p.games.Load(), got, n)
	}
}
