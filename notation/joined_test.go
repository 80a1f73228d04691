package notation

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// Lines of several moves joined by `;` are read entry by entry; what they
// read as is what the line grammar reads the line whole as.

var joinedLines = []string{
	"red +1; blue +1", "red +1;red -1;red +1", "1. Нина: зелёная +1; Паша: синяя +2", "; ;", ";", "A:;B:",
	`"A;B": red +1; C: x`, `«Анна; Мария» : red +1;x`, `1. 2. x; y`, `y; 1. 2. x`, `x; 0. y; 1. 2. z`, `x; 0. y; z`,
	`1.;x`, `1. A: ;x`, `"A;B" x; y`, `„a;b“: c; d`, `„a;b”:c;d`, `“a;b”:c;d`, `"a;b"  :c`, `x;"a;b`, `3) 4) "q;r": s; t`,
	"\v; x", "x;\t;y", "Зина:; Маша: red +1", `"": x; y`, "A: d1:e5; B: c:d", "1.\"a;b\":x;y",
}

func TestJoinedLineMatchesGrammar(t *testing.T) {
	for _, line := range joinedLines {
		pos := Pos{Line: 4, Column: 3, Offset: 2}
		got, gotErr := SplitMoves(line, pos)
		want, wantErr := grammarSplit(line, pos)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%q (-grammar +entry by entry):\n%s", line, diff)
		}
		if diff := cmp.Diff(wantErr, gotErr); diff != "" {
			t.Errorf("%q: errors (-grammar +entry by entry):\n%s", line, diff)
		}
	}
}

// FuzzSplitMoves: a line read entry by entry reads as the grammar reads it
// whole: the same entries at the same places, or the same error.
func FuzzSplitMoves(f *testing.F) {
	for _, s := range joinedLines {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n\r") || !utf8.ValidString(line) {
			return
		}
		pos := Pos{Line: 1, Column: 1}
		got, gotErr := SplitMoves(line, pos)
		want, wantErr := grammarSplit(line, pos)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%q (-grammar +entry by entry):\n%s", line, diff)
		}
		if diff := cmp.Diff(wantErr, gotErr); diff != "" {
			t.Fatalf("%q: errors (-grammar +entry by entry):\n%s", line, diff)
		}
	})
}

// TestJoinedMovesChunked: a game's chunk holds as many moves as a chunk
// of lines would, however they are laid out: lines of a thousand moves
// each are framed a few lines at a time, not all at once (80 lines of
// 9,200 moves each took 169 MB and 33 s), and read as one move a line is.
func TestJoinedMovesChunked(t *testing.T) {
	const lines, perLine = 40, 1000
	joined := strings.Repeat("red +1;", perLine-1) + "red -1\n"
	var data bytes.Buffer
	data.WriteString("game: turtles\nplayers: A, B\n")
	for range lines {
		data.WriteString(joined)
	}
	r := NewReader("f", bytes.NewReader(data.Bytes()), testDialects)
	most, total := 0, 0
	for g := r.Next(); g != nil; g = r.Next() {
		for {
			most, total = max(most, len(g.Moves)), total+len(g.Moves)
			if !g.More() {
				break
			}
		}
	}
	if total != lines*perLine {
		t.Errorf("%d moves framed, want %d", total, lines*perLine)
	}
	if most > ChunkLines+perLine {
		t.Errorf("a chunk held %d moves; at most %d (a chunk and one line more)", most, ChunkLines+perLine)
	}
}

// BenchmarkJoinedLines frames 40 lines of 2,000 moves each, and the same
// moves one a line: the two should cost about the same a move.
func BenchmarkJoinedLines(b *testing.B) {
	for _, c := range []struct {
		name string
		line string
		n    int
	}{
		{"joined", strings.Repeat("red +1;red -1;", 999) + "red +1;red -1\n", 40},
		{"one-a-line", "red +1\nred -1\n", 40 * 1000},
	} {
		var data bytes.Buffer
		data.WriteString("game: turtles\nplayers: A, B\n")
		for range c.n {
			data.WriteString(c.line)
		}
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(data.Len()))
			for b.Loop() {
				r := NewReader("f", bytes.NewReader(data.Bytes()), testDialects)
				for g := r.Next(); g != nil; g = r.Next() {
					for g.More() {
					}
				}
			}
		})
	}
}
