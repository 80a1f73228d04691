package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/encoding/charmap"

	"github.com/boardgame-referee/referee/internal/golden"
)

// framed is a file as framed, every chunk of every game put together, in
// a form go-cmp can compare.
type framed struct {
	Errors []string
	Games  []framedGame
}

type framedGame struct {
	Pos, ID string
	Header  []string
	Players []string
	Moves   []string
	Errors  []string
}

func show(e *Error) string {
	return fmt.Sprintf("%d:%d %s %+v", e.Pos.Line, e.Pos.Column, e.Code(), e.Message)
}

// The header is read once every chunk is: a game refused for an error in
// its header, and the lines that close a game, come in later chunks.
func gameOf(g *Game) framedGame {
	fg := framedGame{Pos: fmt.Sprint(g.Pos.Line, ":", g.Pos.Column), ID: fmt.Sprint(g.ID)}
	for {
		for _, m := range g.Moves {
			if m.Err != nil {
				fg.Errors = append(fg.Errors, show(m.Err))
			}
			if !m.NoEntry {
				c := *m
				c.Err, c.Entry = nil, nil // compared by what they say
				fg.Moves = append(fg.Moves, fmt.Sprint(c))
			}
		}
		if !g.More() {
			break
		}
	}
	for _, e := range g.Errors {
		fg.Errors = append(fg.Errors, show(e))
	}
	for _, e := range g.Header {
		fg.Header = append(fg.Header, fmt.Sprint(*e))
	}
	for _, p := range g.Players {
		fg.Players = append(fg.Players, fmt.Sprint(p))
	}
	return fg
}

// streamed frames data through a Reader with chunks of chunk lines, reading
// the input a byte at a time.
func streamed(data []byte, keys []string, chunk int) framed {
	r := NewReader("f", iotest.OneByteReader(bytes.NewReader(data)), testDialects)
	r.chunk = chunk
	var out framed
	for g := r.Next(); g != nil; g = r.Next() {
		for _, e := range r.Errors() {
			out.Errors = append(out.Errors, show(e))
		}
		out.Games = append(out.Games, gameOf(g))
	}
	for _, e := range r.Errors() {
		out.Errors = append(out.Errors, show(e))
	}
	return out
}

// lazily reads data as `check` on several workers does (Reader.Lazy): a
// game that fits in a chunk is handed on unframed and framed only once the
// reader has gone on past it; a longer one is framed in chunks there and
// then.
func lazily(data []byte, chunk int) framed {
	r := NewReader("f", iotest.OneByteReader(bytes.NewReader(data)), testDialects)
	r.chunk = chunk
	r.Lazy()
	var out framed
	var games []*Game
	for g := r.Next(); g != nil; g = r.Next() {
		for _, e := range r.Errors() {
			out.Errors = append(out.Errors, show(e))
		}
		if g.HasMore() {
			out.Games = append(out.Games, gameOf(g))
			continue
		}
		games = append(games, g)
		out.Games = append(out.Games, framedGame{}) // framed below, after the reader went on
	}
	for _, e := range r.Errors() {
		out.Errors = append(out.Errors, show(e))
	}
	for i := range out.Games {
		if out.Games[i].ID == "" {
			g := games[0]
			games = games[1:]
			g.Frame()
			out.Games[i] = gameOf(g)
		}
	}
	return out
}

// skimmed frames each game's first chunk and reads the rest of it without
// framing its moves (Game.SkipMoves), then gives every header as it is
// left — for the games whose first chunk has a move (before one, a game is
// refused and its lines not read).
func skimmed(data []byte, keys []string, chunk int) [][]string {
	r := NewReader("f", iotest.OneByteReader(bytes.NewReader(data)), testDialects)
	r.chunk = chunk
	var out [][]string
	for g := r.Next(); g != nil; g = r.Next() {
		moved := len(g.Moves) > 0
		g.SkipMoves()
		if g.More() {
			panic("chunks after SkipMoves")
		}
		var h []string
		for _, e := range g.Header {
			h = append(h, fmt.Sprint(*e))
		}
		if moved {
			out = append(out, h)
		} else {
			out = append(out, nil)
		}
	}
	return out
}

// FuzzReaderChunks: the streaming Reader frames any text the same in
// chunks of any size as it does whole.
func FuzzReaderChunks(f *testing.F) {
	for _, data := range golden.Files(f, "../corpus/*/*.txt") {
		f.Add(data, uint8(3))
	}
	f.Add([]byte("x\ngame: turtles\nplayers: A, B\n1. A: red +1\n2. B: blue +1\n4. A: red +1\n\ngame: t\n"), uint8(1))
	f.Add([]byte("game: t\nplayers: \"Анна Каренина\", B\nАнна Каренина: x; B: y\n"), uint8(2))
	// Trailers across a chunk's end: one a move shows was not last, then
	// the ones that close the game.
	f.Add([]byte("game: t\nplayers: A, B\nA: x\nresult: A\nB: y\ncolors: A=red\n\nитог: B\n"), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		if _, bad := firstBadByte(data); bad {
			return // a game cut by bytes that are not text is handed on in chunks only
		}
		keys := []string{"colors", "цвета", "setup"}
		want := streamed(data, keys, 0)
		for _, size := range []int{1 + int(chunk)%7} {
			if diff := cmp.Diff(want, streamed(data, keys, size)); diff != "" {
				t.Fatalf("chunks of %d lines (-reference +reader):\n%s", size, diff)
			}
			if diff := cmp.Diff(want, lazily(data, size)); diff != "" {
				t.Fatalf("chunks of %d lines, framed lazily (-reference +reader):\n%s", size, diff)
			}
		}
		if diff := cmp.Diff(want, lazily(data, ChunkLines)); diff != "" {
			t.Fatalf("framed lazily (-reference +reader):\n%s", diff)
		}
		// Read on past the first chunk without framing the moves, a game
		// ends with the header it has framed whole: the same trailers.
		size := 1 + int(chunk)%7
		skim := skimmed(data, keys, size)
		if len(skim) != len(want.Games) {
			t.Fatalf("%d games skimmed, %d framed", len(skim), len(want.Games))
		}
		for i, h := range skim {
			if h != nil && !slices.Equal(h, want.Games[i].Header) {
				t.Fatalf("game %d, chunks of %d lines: skimmed header %q, framed %q", i+1, size, h, want.Games[i].Header)
			}
		}
	})
}

// TestReaderStreams: a long game comes in chunks, each with its own moves,
// and the numbers are checked across them.
func TestReaderStreams(t *testing.T) {
	var b strings.Builder
	b.WriteString("game: turtles\nplayers: A, B\n")
	for i := 1; i <= 10000; i++ {
		fmt.Fprintf(&b, "%d. red +1\n", i)
	}
	b.WriteString("10002. red +1\ngame: turtles\nplayers: C, D\nC: red +1\n")
	r := NewReader("f", strings.NewReader(b.String()), testDialects)
	g := r.Next()
	chunks, moves, errs := 0, 0, len(g.Errors)
	for more := true; more; more = g.More() {
		chunks++
		for _, m := range g.Moves {
			if m.NoEntry {
				errs++
			} else {
				moves++
			}
		}
		if len(g.Moves) > ChunkLines {
			t.Fatalf("a chunk of %d moves", len(g.Moves))
		}
	}
	if chunks != 3 || moves != 10001 || errs != 1 {
		t.Errorf("%d chunks, %d moves, %d errors", chunks, moves, errs)
	}
	if g2 := r.Next(); g2 == nil || g2.Players[0].Text != "C" || len(g2.Moves) != 1 {
		t.Errorf("the next game: %+v", g2)
	}
	if r.Next() != nil {
		t.Error("a third game")
	}
}

// TestReaderNotText: input that stops being text ends the file there, with
// the games before it framed.
func TestReaderNotText(t *testing.T) {
	r := NewReader("f", strings.NewReader("game: turtles\nplayers: A, B\nA: red +1\ngame: turtles\nplayers: A, B\nA: re\x00d +1\n"), testDialects)
	if g := r.Next(); g == nil || len(g.Moves) != 1 {
		t.Fatalf("first game: %+v", g)
	}
	if g := r.Next(); g != nil {
		t.Errorf("the half-read game: %+v", g)
	}
	errs := r.Errors()
	if len(errs) != 1 || errs[0].Code() != "notation.not-text" || errs[0].Pos.Line != 6 || errs[0].Pos.Column != 6 {
		t.Errorf("errors %v", errs)
	}
}

// TestTrailers: `colors:` and `result:` may close a game after its moves;
// a move after one shows it was not last, and that is an error.
func TestTrailers(t *testing.T) {
	src := "game: turtles\nplayers: A, B\nA: red +1\nB: blue +1\ncolors: A=red, B=blue\nитог: A\n\ngame: turtles\nplayers: A, B\nA: red +1\nresult: A\nB: blue +1\n"
	r := NewReader("f", strings.NewReader(src), testDialects)
	g := r.Next()
	if len(g.Moves) != 2 || g.Lookup("colors") == nil || !g.Lookup("colors").Trailer || g.Lookup("итог") == nil || len(g.Errors) != 0 {
		t.Fatalf("first game: moves %d, header %+v, errors %v", len(g.Moves), g.Header, g.Errors)
	}
	g = r.Next()
	errs := g.Problems()
	if len(g.Moves) != 3 || g.Lookup("result") != nil || len(errs) != 1 || errs[0].Code() != "notation.trailer-not-last" || errs[0].Pos.Line != 11 {
		t.Fatalf("second game: moves %d, header %+v, errors %v", len(g.Moves), g.Header, errs)
	}
	// Without the game's trailers, only result: may close a game.
	plain := func(game string) *Dialect { return NewDialect(game, [][]string{{"colors"}}, nil) }
	g = NewReader("f", strings.NewReader(src), plain).Next()
	if g.Lookup("colors") != nil || g.Lookup("итог") == nil {
		t.Errorf("default trailers: header %+v", g.Header)
	}
}

// TestEncodings: files saved on Russian Windows are read — UTF-16 by its
// byte-order mark, Windows-1251 when a line is not UTF-8 but reads as
// Russian in it (with a note) — and anything else is not text.
func TestEncodings(t *testing.T) {
	text := "game: turtles\nplayers: Нина, Паша\n1. Нина: зелёная +1\n"
	utf16 := func(big bool) []byte {
		out := []byte{0xFF, 0xFE}
		if big {
			out = []byte{0xFE, 0xFF}
		}
		for _, r := range text { // all in the basic plane
			if big {
				out = append(out, byte(r>>8), byte(r))
			} else {
				out = append(out, byte(r), byte(r>>8))
			}
		}
		return out
	}
	cp1251, err := charmapEncode(text)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"utf-16le": utf16(false), "utf-16be": utf16(true), "windows-1251": cp1251} {
		r := NewReader("f", bytes.NewReader(data), testDialects)
		g := r.Next()
		if g == nil || len(g.Players) != 2 || g.Players[0].Text != "Нина" || len(g.Moves) != 1 || g.Moves[0].Text != "зелёная +1" {
			t.Errorf("%s: %+v %v", name, g, r.Errors())
			continue
		}
		notes := g.Errors // the note is the game's, whose line it is on
		if name == "windows-1251" {
			if len(notes) != 1 || notes[0].Code() != "notation.windows-1251" || notes[0].Pos.Line != 2 {
				t.Errorf("%s: notes %v", name, notes)
			}
		} else if len(notes) != 0 {
			t.Errorf("%s: notes %v", name, notes)
		}
	}
	// Latin-1 reads as Cyrillic gibberish in Windows-1251 («Josй»): no guess.
	r := NewReader("f", bytes.NewReader([]byte("game: turtles\nplayers: Jos\xe9, B\n")), testDialects)
	if g := r.Next(); g != nil {
		t.Errorf("latin-1 framed: %+v", g)
	}
	if errs := r.Errors(); len(errs) != 1 || errs[0].Code() != "notation.not-text" {
		t.Errorf("latin-1: %v", errs)
	}
	// A UTF-8 file with Cyrillic and then a bad byte is not taken for 1251.
	r = NewReader("f", strings.NewReader("game: turtles\nplayers: Нина, Паша\n1. Нина: \xe7\xe5\xeb\xb8\xed\xe0\xff +1\n"), testDialects)
	if g := r.Next(); g != nil || len(r.Errors()) != 1 {
		t.Errorf("a bad line in a UTF-8 file was read")
	}
}

// TestDecodedUnreadable: what a decoding cannot read — a byte Windows-1251
// lacks, a lone surrogate in UTF-16, UTF-16 of an odd length — is one
// character of a file that is text: its line is an error in its place in
// its game (never a U+FFFD in a name, never the game dropped), and the
// lines after it are read, comments too. On a game: line, the game is
// named and refused.
func TestDecodedUnreadable(t *testing.T) {
	cp, err := charmapEncode("game: turtles\nplayers: Нина, Паша\nПаша: синяя +1\n")
	if err != nil {
		t.Fatal(err)
	}
	cp = append(cp, []byte("\xcf\xe0\xf8\xe0\x98: x\n")...)     // «Паша» and 0x98
	cp = append(cp, []byte("\xcd\xe8\xed\xe0: x # after\n")...) // «Нина: x»
	u16 := []byte{0xFF, 0xFE}
	for _, c := range "game: t\nplayers: A, B\n" {
		u16 = append(u16, byte(c), 0)
	}
	after := []byte{'B', 0, ':', 0, ' ', 0, 'y', 0, ' ', 0, '#', 0, ' ', 0, 'a', 0, 'f', 0, 't', 0, 'e', 0, 'r', 0, '\n', 0}
	surrogate := append(append(append([]byte{}, u16...), 0x00, 0xD8, 'A', 0, ':', 0, ' ', 0, 'x', 0, '\n', 0), after...)
	odd := append(append(append([]byte{}, u16...), after...), 'A', 0, ':', 0, ' ', 0, 'x', 0, '\n', 0, 'A')
	gameLine := append(append([]byte{0xFF, 0xFE}, utf16le("game: t")...), 0x00, 0xD8)
	gameLine = append(gameLine, utf16le("\nplayers: A, B\nA: x # after\n")...)
	for name, c := range map[string]struct {
		data      []byte
		enc       string
		line, col int
		moves     int  // entries framed, not counting the error
		header    bool // the error is the header's: the game cannot start
	}{
		"windows-1251 0x98": {cp, "Windows-1251", 4, 5, 2, false},
		"lone surrogate":    {surrogate, "UTF-16", 3, 1, 1, true},
		"odd length":        {odd, "UTF-16", 5, 1, 2, false},
		"on the game: line": {gameLine, "UTF-16", 1, 8, 1, true},
	} {
		r := NewReader("f", bytes.NewReader(c.data), testDialects)
		g := r.Next()
		if g == nil {
			t.Fatalf("%s: no game; errors %v", name, r.Errors())
		}
		var errs []*Error
		for _, e := range g.Problems() {
			if !e.Note { // the note that the file is read as Windows-1251
				errs = append(errs, e)
			}
		}
		moves := 0
		for _, m := range g.Moves {
			if m.Err == nil {
				moves++
			}
		}
		if c.header != headerRefused(g) {
			t.Errorf("%s: header errors %v", name, g.Errors)
		}
		if len(errs) != 1 || errs[0].Message != (Undecodable{Encoding: c.enc}) || errs[0].Pos.Line != c.line || errs[0].Pos.Column != c.col || moves != c.moves {
			t.Errorf("%s: errors %v, %d moves", name, errs, moves)
		}
		if r.Next() != nil || len(r.Errors()) != 0 {
			t.Errorf("%s: a file error or a second game", name)
		}
		if name == "odd length" {
			continue // its last line is the bad one
		}
		byGame, _, _, cm, _ := watchedWith(c.data, 0)
		if cm.stopped || len(byGame) != 2 || len(byGame[1]) != 1 || byGame[1][0].Text != " after" {
			t.Errorf("%s: the comments stopped %v, found %v", name, cm.stopped, byGame)
		}
	}
}

func charmapEncode(s string) ([]byte, error) {
	return charmap.Windows1251.NewEncoder().Bytes([]byte(s))
}

// TestLongLineNotText: a line too long to read is still looked at, as far
// as the buffer holds it, for bytes that are not text: a binary file with
// no line ends is not text, not one line too long. A rune cut in two at
// the buffer's end is no bad byte; a file of long lines of text is read on.
func TestLongLineNotText(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	blob := make([]byte, 3<<20)
	for i := range blob {
		blob[i] = byte(rng.Uint32())
	}
	blob = bytes.ReplaceAll(blob, []byte("\n"), []byte(" "))
	cyr := strings.Repeat("ж", MaxLine) // two bytes a rune: the head ends in the middle of one, or not
	for name, c := range map[string]struct {
		src       string
		code      string
		line, col int
	}{
		"binary, no line ends":   {string(blob), "notation.not-text", 1, 0},
		"binary in a game":       {"game: t\nplayers: A, B\n" + string(blob[:200000]) + "\nA: x\n", "notation.not-text", 3, 0},
		"a NUL early in a line":  {"game: t\nplayers: A, B\nA: " + strings.Repeat("x", 10) + "\x00" + strings.Repeat("x", MaxLine) + "\n", "notation.not-text", 3, 14},
		"a CR alone in the head": {"game: t\nplayers: A, B\nA: x\ry" + strings.Repeat("x", MaxLine) + "\n", "notation.not-text", 3, 5},
		"Cyrillic, cut even":     {"game: t\nplayers: A, B\n" + cyr + "\nA: x\n", "notation.line-too-long", 3, 1},
		"Cyrillic, cut odd":      {"game: t\nplayers: A, B\nx" + cyr + "\nA: x\n", "notation.line-too-long", 3, 1},
		"a CRLF cut in two":      {"game: t\nplayers: A, B\n" + strings.Repeat("x", MaxLine+1) + "\r\nA: x\n", "notation.line-too-long", 3, 1},
		"a NUL past the head":    {"game: t\nplayers: A, B\n" + strings.Repeat("x", MaxLine+2) + "\x00\nA: x\n", "notation.line-too-long", 3, 1},
		// Encodings: the head is read as the file is.
		"windows-1251": {string(cp1251("game: t\nplayers: Аня, B\n" + strings.Repeat("Аня ", MaxLine/4+1) + "\nАня: x\n")), "notation.line-too-long", 3, 1},
		"utf-16":       {string(utf16le("\uFEFFgame: t\nplayers: A, B\n" + strings.Repeat("ё", MaxLine/2+1) + "\nA: x\n")), "notation.line-too-long", 3, 1},
		// A character UTF-16 cannot read in a line too long: the line
		// is skipped as too long, and the file read on.
		"utf-16 bad": {string(utf16le("\uFEFFgame: t\nplayers: A, B\nx")) + "\x00\xd8" + string(utf16le(strings.Repeat("ё", MaxLine/2+1)+"\nA: x\n")), "notation.line-too-long", 3, 1},
	} {
		r := NewReader("f", strings.NewReader(c.src), testDialects)
		var errs []*Error
		for g := r.Next(); g != nil; g = r.Next() {
			errs = append(errs, r.Errors()...)
			for {
				for _, e := range g.Problems() {
					if !e.Note {
						errs = append(errs, e)
					}
				}
				if !g.More() {
					break
				}
			}
		}
		errs = append(errs, r.Errors()...)
		if len(errs) != 1 || string(errs[0].Code()) != c.code || errs[0].Pos.Line != c.line || c.col > 0 && errs[0].Pos.Column != c.col {
			t.Errorf("%s: %v", name, errs)
		}
		// The comments read the same head and stop where the reader stops.
		_, _, _, cm, rr := watchedWith([]byte(c.src), 0)
		if stop := c.code == "notation.not-text"; cm.stopped != stop || cm.lineNo != rr.lineNo {
			t.Errorf("%s: the comments stopped %v at line %d, the reader at %d", name, cm.stopped, cm.lineNo, rr.lineNo)
		}
	}
}

// TestReaderCut: input that stops being text inside a game already handed
// on cuts it there: the lines before the bad one are framed, the game says
// where it was cut, and the error is the file's. A game left half read is
// read on to the next game: line without being framed.
func TestReaderCut(t *testing.T) {
	var b strings.Builder
	b.WriteString("game: t\nplayers: A, B\n")
	for range 6000 {
		b.WriteString("A: x\n")
	}
	lines := strings.SplitAfter(b.String(), "\n")
	lines[4999] = "A: \x00\n" // line 5000
	cut := strings.Join(lines, "")
	r := NewReader("f", strings.NewReader(cut), testDialects)
	g := r.Next()
	if g == nil || !g.HasMore() {
		t.Fatalf("game %v, errors %v", g, r.Errors())
	}
	moves := len(g.Moves)
	for g.More() {
		moves += len(g.Moves)
	}
	at, ok := g.Cut()
	if !ok || at.Line != 5000 || at.Column != 4 || moves != 4997 { // lines 3 to 4999
		t.Errorf("cut %v at %v, %d moves", ok, at, moves)
	}
	if r.Next() != nil {
		t.Error("a game after the cut")
	}
	if errs := r.Errors(); len(errs) != 1 || errs[0].Code() != "notation.not-text" || errs[0].Pos.Line != 5000 {
		t.Errorf("errors %v", errs)
	}
	// A short game is never cut: it is framed whole or not handed on.
	if g := NewReader("f", strings.NewReader("game: t\nplayers: A, B\nA: \x00\n"), testDialects).Next(); g != nil {
		t.Errorf("a half-read short game: %+v", g)
	}

	// Left half read, a long game is read on without framing it.
	long := strings.Repeat("A: x\n", 200000)
	r = NewReader("f", strings.NewReader("game: t\nplayers: A, B\n"+long+"game: t\nplayers: C, D\nC: x\n"), testDialects)
	if g := r.Next(); g == nil || !g.HasMore() {
		t.Fatal("no long game")
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	g = r.Next()
	runtime.ReadMemStats(&after)
	if g == nil || g.Players[0].Text != "C" || len(g.Moves) != 1 {
		t.Fatalf("the game after: %+v", g)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("reading on past a game left half read allocated %d bytes", n)
	}
	// The bad byte in the part left unread is still the file's error.
	r = NewReader("f", strings.NewReader("game: t\nplayers: A, B\n"+long+"A: \x00\n"), testDialects)
	r.Next()
	if r.Next() != nil {
		t.Error("a second game")
	}
	if errs := r.Errors(); len(errs) != 1 || errs[0].Code() != "notation.not-text" || errs[0].Pos.Line != 200003 {
		t.Errorf("errors %v", errs)
	}
}

// TestHeaderBounded: a header is held whole until the first move, so it is
// bounded: past ChunkLines entries it is an error and the game is read no
// further; and the header stops being read at its first error, which
// refuses the game anyway (a file of `1.` lines is not read whole as one).
func TestHeaderBounded(t *testing.T) {
	src := "game: t\nplayers: A, B\n" + strings.Repeat("note: x\n", 2*ChunkLines) + "A: x\n" + strings.Repeat("A: x\n", 10) + "game: t\nplayers: C, D\nC: x\n"
	for _, chunk := range []int{ChunkLines, 0} {
		r := NewReader("f", strings.NewReader(src), testDialects)
		r.chunk = chunk
		g := r.Next()
		if len(g.Header) != ChunkLines || len(g.Errors) != 1 || g.Errors[0].Code() != "notation.header-too-long" || g.Errors[0].Pos.Line != ChunkLines+2 || g.Errors[0].Message != (HeaderTooLong{Lines: ChunkLines}) {
			t.Fatalf("chunks of %d: %d entries, errors %v", chunk, len(g.Header), g.Errors)
		}
		moves := len(g.Moves)
		for g.More() {
			moves += len(g.Moves)
		}
		if moves != 0 {
			t.Errorf("chunks of %d: %d moves and errors after the header", chunk, moves)
		}
		if g := r.Next(); g == nil || g.Players[0].Text != "C" {
			t.Errorf("chunks of %d: the next game %+v", chunk, g)
		}
	}
	if diff := cmp.Diff(streamed([]byte(src), nil, 0), streamed([]byte(src), nil, 3)); diff != "" {
		t.Errorf("(-reference +reader):\n%s", diff)
	}

	// A file of `1.` lines is no header held whole: the first such line
	// begins the moves, and they come in chunks.
	r := NewReader("f", strings.NewReader("game: t\nplayers: A, B\n"+strings.Repeat("1.\n", 3*ChunkLines)), testDialects)
	g := r.Next()
	if len(g.Errors) != 0 || len(g.Moves) != ChunkLines-1 || !g.HasMore() {
		t.Errorf("a file of 1.: %d header errors, %d entries, more %v", len(g.Errors), len(g.Moves), g.HasMore())
	}
}

// TestBeforeGame: text before the first game is said once a stretch of it,
// at its first line; and what is held until the first game is bounded.
func TestBeforeGame(t *testing.T) {
	src := "hello\nworld\n\n  again\n# a comment ends a stretch too\nmore\n" + strings.Repeat("x", MaxLine+1) + "\nstill\ngame: t\nplayers: A, B\n"
	r := NewReader("f", strings.NewReader(src), testDialects)
	if g := r.Next(); g == nil {
		t.Fatal("no game")
	}
	var got []string
	for _, e := range r.Errors() {
		got = append(got, show(e))
	}
	want := []string{
		"1:1 notation.before-game {Text:hello}",
		"4:3 notation.before-game {Text:again}",
		"6:1 notation.before-game {Text:more}",
		"7:1 notation.line-too-long {Limit:65536}",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(streamed([]byte(src), nil, 0), streamed([]byte(src), nil, 2)); diff != "" {
		t.Errorf("(-reference +reader):\n%s", diff)
	}
	// A long file of stray text, or of stretches of it: one error a
	// stretch, at most ChunkLines of them.
	for name, c := range map[string]struct {
		line string
		want int
	}{"one stretch": {"hello\n", 1}, "many stretches": {"hello\n\n", ChunkLines}} {
		r = NewReader("f", strings.NewReader(strings.Repeat(c.line, 3*ChunkLines)+"game: t\n"), testDialects)
		if g := r.Next(); g == nil {
			t.Fatalf("%s: no game", name)
		}
		if errs := r.Errors(); len(errs) != c.want {
			t.Errorf("%s: %d errors", name, len(errs))
		}
	}
}

// TestTrailersInChunks: an entry after the moves counts once the game is
// read whole (Lookup); a game read on without framing its moves still
// reads the entries that close it.
func TestTrailersInChunks(t *testing.T) {
	src := "game: t\nplayers: A, B\nA: x\nresult: A\nB: y\nA: x\nB: y\nresult: B\n"
	r := NewReader("f", strings.NewReader(src), testDialects)
	r.chunk = 3 // the first chunk ends with result: A
	g := r.Next()
	if e := g.Lookup("result"); e != nil || len(g.Header) != 2 {
		t.Errorf("in the first chunk: %+v", e)
	}
	for g.More() {
	}
	if e := g.Lookup("result"); e == nil || e.Value != "B" || !e.Trailer {
		t.Errorf("read whole: %+v", e)
	}
	r = NewReader("f", strings.NewReader(src), testDialects)
	r.chunk = 3
	g = r.Next()
	g.SkipMoves()
	if g.HasMore() || g.More() {
		t.Error("chunks left after SkipMoves")
	}
	if e := g.Lookup("result"); e == nil || e.Value != "B" || len(g.Header) != 2 {
		t.Errorf("skipped: %+v, header %v", e, g.Header)
	}
}

// endless is a stream of one byte with no end.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

// TestEndlessLine: a line with no end — /dev/zero, `yes | tr -d '\n'` — is
// refused as it is read: bytes that are not text at its head at once, text
// at MaxSkip; the file is read no further, and the comments stop there too.
func TestEndlessLine(t *testing.T) {
	for name, c := range map[string]struct {
		in   io.Reader
		code string
	}{
		"zeros":           {endless(0), "notation.not-text"},
		"text, no end":    {endless('y'), "notation.line-endless"},
		"in a game":       {io.MultiReader(strings.NewReader("game: t\nplayers: A, B\nA: red +1\n"), endless('y')), "notation.line-endless"},
		"zeros in a game": {io.MultiReader(strings.NewReader("game: t\nplayers: A, B\nA: red +1\n"), endless(0)), "notation.not-text"},
	} {
		cm := WatchComments("f", c.in, nil)
		r := NewReader("f", cm, testDialects)
		for g := r.Next(); g != nil; g = r.Next() {
			for g.More() {
			}
		}
		errs := r.Errors()
		if len(errs) != 1 || string(errs[0].Code()) != c.code {
			t.Errorf("%s: %v", name, errs)
			continue
		}
		if !cm.stopped || cm.lineNo != errs[0].Pos.Line {
			t.Errorf("%s: the comments stopped %v at line %d, the reader at %d", name, cm.stopped, cm.lineNo, errs[0].Pos.Line)
		}
	}
}

// TestReadErrorIsNoEnd: an input that fails to be read on is no end of the
// file: the error stands at the line it kept from being read, the game it
// cuts is not judged as whole, and the games before it are.
func TestReadErrorIsNoEnd(t *testing.T) {
	boom := errors.New("input/output error")
	src := "game: t\nplayers: A, B\nA: red +1\n\ngame: t\nplayers: C, D\nC: red +1\n"
	r := NewReader("f", io.MultiReader(strings.NewReader(src), iotest.ErrReader(boom)), testDialects)
	var games []*Game
	for g := r.Next(); g != nil; g = r.Next() {
		games = append(games, g)
	}
	errs := r.Errors()
	if len(games) != 1 || len(errs) != 1 || errs[0].Code() != "notation.read-error" || errs[0].Pos.Line != 8 || errs[0].Message != (ReadError{Detail: boom.Error()}) {
		t.Errorf("%d games, errors %v", len(games), errs)
	}
	// Nothing read at all: the error, not "no game".
	r = NewReader("f", iotest.ErrReader(boom), testDialects)
	if g := r.Next(); g != nil {
		t.Fatal("a game")
	}
	if errs := r.Errors(); len(errs) != 1 || errs[0].Code() != "notation.read-error" || errs[0].Pos.Line != 1 {
		t.Errorf("errors %v", errs)
	}
}

// TestDoubleByteOrderMark: a file saved twice with a byte-order mark reads
// as one saved once.
func TestDoubleByteOrderMark(t *testing.T) {
	f := frame("f", []byte("\uFEFF\uFEFFgame: t\nplayers: A, B\nA: red +1\n"))
	if len(f.Errors) != 0 || len(f.Games) != 1 {
		t.Errorf("errors %v, %d games", f.Errors, len(f.Games))
	}
}

// TestUTF16WithoutMark: UTF-16 with no byte-order mark is said to look so,
// in either byte order, Russian keys as well as English ones; Windows-1251
// and a control byte in UTF-8 text do not look so.
func TestUTF16WithoutMark(t *testing.T) {
	for _, data := range [][]byte{
		utf16le("game: turtles\nplayers: A, B\n"),
		utf16le("игра: черепахи\nигроки: Маша, Петя\n"),
		utf16be("игра: черепахи\nигроки: Маша, Петя\n"),
	} {
		f := frame("f", data)
		if len(f.Errors) != 1 || f.Errors[0].Code() != "notation.not-text" || f.Errors[0].Message != (NotText{UTF16: true}) {
			t.Errorf("% x: errors %v", data[:8], f.Errors)
		}
	}
	for _, data := range [][]byte{[]byte("game: turtles\nplayers: A\x01, B\n"), []byte("game: turtles\nplayers: A\x00\x00\x00, B\n")} {
		f := frame("f", data)
		if len(f.Errors) != 1 || f.Errors[0].Code() != "notation.not-text" || f.Errors[0].Message == (NotText{UTF16: true}) {
			t.Errorf("%q: errors %v", data, f.Errors)
		}
	}
}

func utf16be(s string) []byte {
	le := utf16le(s)
	for i := 0; i+1 < len(le); i += 2 {
		le[i], le[i+1] = le[i+1], le[i]
	}
	return le
}

// TestEachGameHasItsCast: a game naming the players a game before named
// is framed with words and a cast of its own: their places are its own
// lines', its cast finds them, and the first game's words are still its
// own after the games after it are read.
func TestEachGameHasItsCast(t *testing.T) {
	data := []byte("game: t\nplayers: Аня, Боря\nАня: red +1\n\ngame: t\n\nplayers:  Аня, Боря\nБоря: red +1\ngame: t\nplayers: Аня, Боря\nАня: blue +1\n")
	r := NewReader("f", bytes.NewReader(data), testDialects)
	first := r.Next()
	if first == nil || len(first.Players) != 2 || first.Players[1].Pos.Line != 2 || first.Players[1].Pos.Column != 15 {
		t.Fatalf("first game's players: %+v", first.Players)
	}
	for _, want := range []struct {
		line, column int
		who          Who
	}{{7, 16, Who{Player, 1}}, {10, 15, Who{Player, 0}}} {
		g := r.Next()
		if g == nil {
			t.Fatal("a game is missing")
		}
		if len(g.Players) != 2 || g.Players[0].Text != "Аня" || g.Players[1].Pos.Line != want.line || g.Players[1].Pos.Column != want.column {
			t.Errorf("players: %+v, want Боря at %d:%d", g.Players, want.line, want.column)
		}
		if g.Cast == nil || g.Cast.Player("боря") != 1 || len(g.Moves) != 1 || g.Moves[0].Who != want.who {
			t.Errorf("cast %v, moves %+v", g.Cast, g.Moves)
		}
	}
	if first.Players[1].Pos.Line != 2 || first.Players[1].Text != "Боря" || first.Cast.Player("боря") != 1 || len(first.Moves) != 1 || first.Moves[0].Text != "red +1" {
		t.Errorf("the first game changed after the next were read: players %+v, moves %+v", first.Players, first.Moves)
	}
}

// TestGameLineTextMakesNothing: a line that is no game: line is looked at
// where it lies, with no string made of it, whatever its first byte lets
// through (a move by Gleb, an indented line, a Cyrillic name).
func TestGameLineTextMakesNothing(t *testing.T) {
	for _, l := range []string{"Gleb: red +1", "  12. Паша: blue -1", "\u00a0Нина: red +1", "Игроки: А, Б"} {
		raw := []byte(l)
		if _, ok := gameLineText(raw, ""); ok {
			t.Fatalf("%q read as a game: line", l)
		}
		if n := testing.AllocsPerRun(100, func() { gameLineText(raw, "") }); n != 0 {
			t.Errorf("%q: %v allocations a look", l, n)
		}
	}
}

// TestGameLineTextSharesTheLast: a game: line like the game before's is
// that game's string, not a new copy; another line is a copy of its own.
func TestGameLineTextSharesTheLast(t *testing.T) {
	last, _ := gameLineText([]byte("игра: черепахи"), "")
	raw := []byte("игра: черепахи")
	if n := testing.AllocsPerRun(100, func() { gameLineText(raw, last) }); n != 0 {
		t.Errorf("the same line again: %v allocations a look", n)
	}
	other := []byte("игра: турбо")
	text, ok := gameLineText(other, last)
	if !ok || text != "игра: турбо" {
		t.Fatalf("another game: line read as %q, %v", text, ok)
	}
	other[0] = 'x' // the copy is the game's own, not the reader's buffer
	if text != "игра: турбо" {
		t.Errorf("the line's string changed with the buffer: %q", text)
	}
}
