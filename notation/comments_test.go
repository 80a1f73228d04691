package notation

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"

	"referee/internal/golden"
)

// watched frames data through a Reader watched by Comments, reading a byte
// at a time with chunks of chunk lines (0: whole games), and returns the
// comments taken after each game was framed, by game, and what was left
// for the end.
func watched(data []byte, chunk int) (byGame [][]Comment, games []*Game, last []Comment) {
	c := WatchComments("f", iotest.OneByteReader(bytes.NewReader(data)), nil)
	r := NewReader("f", c, nil)
	r.chunk = chunk
	byGame = [][]Comment{nil}
	for g := r.Next(); g != nil; g = r.Next() {
		games = append(games, g)
		byGame = append(byGame, c.Take(len(games)))
		for g.More() {
			byGame[len(games)] = append(byGame[len(games)], c.Take(len(games))...)
		}
	}
	return byGame, games, c.Take(1 << 30)
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
	r := NewReader("f", c, nil)
	for g := r.Next(); g != nil; g = r.Next() {
	}
	if got := c.Take(1); len(got) != 1 || got[0].Text != " keep me" || got[0].Pos.Line != 2 {
		t.Errorf("%+v", got)
	}
}

// FuzzComments: whatever the input and however it is read, each comment is
// on the line the framing counts, in the game whose lines hold it, and is
// all there is once its game is framed.
func FuzzComments(f *testing.F) {
	for _, data := range golden.Files(f, "../corpus/*/*.txt") {
		f.Add(data, uint8(3))
	}
	f.Add([]byte("# a\ngame: t # b\nplayers: \"A#\", B\nA#: x # c\n\ngame: t\n# d\n"), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		if _, bad := firstBadByte(data); bad {
			watched(data, 1+int(chunk)%5) // no panic; where a game stops is TestCommentsStopAtNonText's
			return
		}
		whole := Frame("f", data)
		starts := []int{}
		for _, g := range whole.Games {
			starts = append(starts, g.Pos.Line)
		}
		lines := strings.Split(string(data), "\n")
		for _, size := range []int{0, 1 + int(chunk)%5} {
			byGame, games, last := watched(data, size)
			if len(games) != len(whole.Games) {
				t.Fatalf("%d games watched, %d framed", len(games), len(whole.Games))
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
					if c.Game != in {
						t.Fatalf("comment on line %d given to game %d; it is among the lines of game %d", c.Pos.Line, c.Game, in)
					}
					line := strings.TrimSuffix(lines[c.Pos.Line-1], "\r")
					if c.Pos.Line == 1 {
						line = strings.TrimPrefix(line, "\uFEFF")
					}
					text := spaces(line)
					code := stripComment(text)
					if len(code) == len(text) || text[len(code)+1:] != c.Text {
						t.Fatalf("line %d %q: comment %q", c.Pos.Line, line, c.Text)
					}
				}
			}
		}
	})
}
