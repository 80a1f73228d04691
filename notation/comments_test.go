package notation

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/encoding/charmap"

	"github.com/boardgame-referee/referee/internal/golden"
)

// watched frames data through a Reader watched by Comments, reading a byte
// at a time with chunks of chunk lines (0: whole games), and returns the
// comments taken after each game was framed, by game, and what was left
// for the end.
func watched(data []byte, chunk int) (byGame [][]Comment, games []*Game, last []Comment) {
	byGame, games, last, _, _ = watchedWith(data, chunk)
	return byGame, games, last
}

// watchedWith is watched, also returning the comments and the reader.
func watchedWith(data []byte, chunk int) (byGame [][]Comment, games []*Game, last []Comment, c *Comments, r *Reader) {
	c = WatchComments("f", iotest.OneByteReader(bytes.NewReader(data)), nil)
	r = NewReader("f", c, testDialects)
	r.chunk = chunk
	byGame = [][]Comment{nil}
	for g := r.Next(); g != nil; g = r.Next() {
		games = append(games, g)
		byGame = append(byGame, c.Take(len(games)))
		for g.More() {
			byGame[len(games)] = append(byGame[len(games)], c.Take(len(games))...)
		}
	}
	return byGame, games, c.Take(1 << 30), c, r
}

func TestComments(t *testing.T) {
	data := "\uFEFF# before\n" +
		"game: turtles # one\r\n" +
		"players: \"A #1\", B\n" +
		"\"A #1\": red +1   # at the end\n" +
		"   # alone, indented\n" +
		"B:\u00a0blue +1 # после неразрывного пробела\n" +
		"x" + strings.Repeat("#", MaxLine) + "\n" + // too long: skipped, but counted
		"игра: черепахи # two\n" +
		"players: C, D # last, no end of line"
	byGame, games, last := watched([]byte(data), 0)
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	show := func(cs []Comment) []string {
		var out []string
		for _, c := range cs {
			out = append(out, fmt.Sprintf("%d:%d g%d alone=%v %q", c.Pos.Line, c.Pos.Column, c.Game, c.Alone, c.Text))
		}
		return out
	}
	got := [][]string{show(byGame[0]), show(byGame[1]), show(byGame[2]), show(last)}
	want := [][]string{
		nil,
		{
			`1:1 g0 alone=true " before"`, // before the first game: read with it
			`2:15 g1 alone=false " one"`,
			`4:18 g1 alone=false " at the end"`,
			`5:4 g1 alone=true " alone, indented"`,
			`6:12 g1 alone=false " после неразрывного пробела"`,
		},
		{`8:16 g2 alone=false " two"`, `9:15 g2 alone=false " last, no end of line"`},
		nil,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("comments (-want +got):\n%s", diff)
	}
}

// TestCommentsStopAtNonText: past input that is not text the Reader reads
// nothing, and neither do the comments.
func TestCommentsStopAtNonText(t *testing.T) {
	data := "game: turtles # a\nplayers: A, B\nA: red +1 \x00 # b\n# c\ngame: turtles # d\n"
	byGame, games, last := watched([]byte(data), 0)
	var all []Comment
	for _, cs := range byGame {
		all = append(all, cs...)
	}
	all = append(all, last...)
	if len(games) != 0 || len(all) != 1 || all[0].Text != " a" {
		t.Errorf("%d games, comments %+v", len(games), all)
	}
}

// TestCommentsKeep: only the comments keep accepts are held.
func TestCommentsKeep(t *testing.T) {
	c := WatchComments("f", strings.NewReader("game: t # x\n# keep me\n# not me\n"), func(s string) bool { return strings.Contains(s, "keep") })
	r := NewReader("f", c, testDialects)
	for g := r.Next(); g != nil; g = r.Next() {
	}
	if got := c.Take(1); len(got) != 1 || got[0].Text != " keep me" || got[0].Pos.Line != 2 {
		t.Errorf("%+v", got)
	}
}

// FuzzComments: whatever the input, in whatever encoding, and however it
// is read, each comment is on the line the framing counts, in the game
// whose lines hold it, and is all there is once its game is framed; in a
// UTF-8 file its text is the line's after its #, the line read in NFC.
func FuzzComments(f *testing.F) {
	for _, data := range golden.Files(f, "../corpus/*/*.txt") {
		f.Add(data, uint8(3))
	}
	f.Add([]byte("# a\ngame: t # b\nplayers: \"A#\", B\nA#: x # c\n\ngame: t\n# d\n"), uint8(1))
	f.Add(cp1251("game: turtles # раз\nplayers: Аня, Боря # два\nАня: красная +1 # три\ngame: turtles\n# четыре\n"), uint8(2))
	f.Add(utf16le("\uFEFFgame: turtles # one\r\nplayers: A, B\r\nA: red +1 # two\r\n"), uint8(2))
	f.Add(append(utf16le("\uFEFFgame: t # one\r\n"), 'A'), uint8(1))                  // an odd last byte
	f.Add(append(cp1251("game: t\nplayers: Аня # два\n"), "\x98 # x\n"...), uint8(1)) // a byte 1251 lacks
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		_, bad := firstBadByte(data)
		plain := !bad && !bytes.HasPrefix(data, []byte{0xFF, 0xFE}) && !bytes.HasPrefix(data, []byte{0xFE, 0xFF})
		lines := strings.Split(string(data), "\n")
		for _, size := range []int{0, 1 + int(chunk)%5} {
			byGame, games, last, c, r := watchedWith(data, size)
			// The comments read the lines the reader read, and stop where it
			// stops: the same encodings, the same text.
			stop := 0
			for _, e := range r.Errors() {
				if e.Code() == "notation.not-text" || e.Code() == "notation.letter-cut" { // both end the reading
					stop = e.Pos.Line
				}
			}
			if c.stopped != (stop > 0) || stop > 0 && c.lineNo != stop || stop == 0 && c.lineNo != r.lineNo || c.Games() < len(games) {
				t.Fatalf("comments read %d lines (stopped %v, %d games), the reader %d (not text at line %d, %d games)", c.lineNo, c.stopped, c.Games(), r.lineNo, stop, len(games))
			}
			if plain {
				// Every comment is found.
				seen := map[int]bool{}
				for _, cs := range append(byGame, last) {
					for _, cm := range cs {
						seen[cm.Pos.Line] = true
					}
				}
				for i, l := range lines {
					l = strings.TrimSuffix(l, "\r")
					if i == 0 {
						l = strings.TrimPrefix(l, "\uFEFF")
					}
					if i == len(lines)-1 && l == "" || len(l) > MaxLine {
						continue
					}
					if text := spaces(l); len(stripComment(text)) < len(text) && !seen[i+1] {
						t.Fatalf("the comment of line %d %q is missed", i+1, l)
					}
				}
			}
			var starts []int
			for _, g := range games {
				starts = append(starts, g.Pos.Line)
			}
			for _, c := range last {
				if c.Game <= len(games) && len(games) > 0 {
					t.Fatalf("a comment of game %d left after it was framed: %+v", c.Game, c)
				}
			}
			for k, cs := range append(byGame, last) {
				for _, c := range cs {
					if k < len(byGame) && c.Game > k {
						t.Fatalf("game %d took a comment of game %d", k, c.Game)
					}
					in := 0
					for in < len(starts) && starts[in] <= c.Pos.Line {
						in++
					}
					if c.Game <= len(games) && c.Game != in {
						t.Fatalf("comment on line %d given to game %d; it is among the lines of game %d", c.Pos.Line, c.Game, in)
					}
					if !plain {
						continue
					}
					line := strings.TrimSuffix(lines[c.Pos.Line-1], "\r")
					if c.Pos.Line == 1 {
						line = strings.TrimPrefix(line, "\uFEFF")
					}
					// The reader reads a line in NFC (nfcLine: an em quad is
					// an em space); the comment is the text after its # of
					// the line as read.
					read, _ := nfcLine([]byte(line))
					text := spaces(string(read))
					code := stripComment(text)
					if len(code) == len(text) || text[len(code)+1:] != c.Text {
						t.Fatalf("line %d %q: comment %q", c.Pos.Line, line, c.Text)
					}
				}
			}
		}
	})
}

func cp1251(s string) []byte {
	b, err := charmap.Windows1251.NewEncoder().Bytes([]byte(s))
	if err != nil {
		panic(err)
	}
	return b
}

func utf16le(s string) []byte {
	var b []byte
	for _, r := range utf16.Encode([]rune(s)) {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

// TestCommentsEncodings: comments of a file saved on Russian Windows, as
// Windows-1251 or UTF-16 (either byte order), are read decoded, on the
// framing's lines and in its games.
func TestCommentsEncodings(t *testing.T) {
	text := "game: turtles # раз\nplayers: Аня, Боря # два\nАня: красная +1 # три\r\n\nигра: черепахи\nplayers: A, B # четыре"
	utf16be := func(s string) []byte {
		b := utf16le(s)
		for i := 0; i+1 < len(b); i += 2 {
			b[i], b[i+1] = b[i+1], b[i]
		}
		return b
	}
	for name, data := range map[string][]byte{
		"utf-8":        []byte(text),
		"windows-1251": cp1251(text),
		"utf-16le":     utf16le("\uFEFF" + text),
		"utf-16be":     utf16be("\uFEFF" + text),
	} {
		for _, chunk := range []int{0, 1} {
			byGame, games, last := watched(data, chunk)
			var got []string
			for _, cs := range append(byGame, last) {
				for _, c := range cs {
					got = append(got, fmt.Sprintf("%d:%d g%d %q", c.Pos.Line, c.Pos.Column, c.Game, c.Text))
				}
			}
			want := []string{`1:15 g1 " раз"`, `2:20 g1 " два"`, `3:17 g1 " три"`, `6:15 g2 " четыре"`}
			if diff := cmp.Diff(want, got); diff != "" || len(games) != 2 {
				t.Errorf("%s, chunks of %d: %d games, comments (-want +got):\n%s", name, chunk, len(games), diff)
			}
		}
	}
}
