package referee

import (
	"fmt"
	"sync"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// A text read once is not read again; an error is read every time, at
// its own place; the memo never holds more than memoTexts texts.
func TestMemo(t *testing.T) {
	reads := 0
	memo := NewMemo(func(m *notation.Move) (string, *notation.Error) {
		reads++
		if m.Text == "bad" {
			return "", notation.ErrorAt(m.TextPos, notation.MoveMissing{})
		}
		return "read " + m.Text, nil
	})
	for range 3 {
		if got, err := memo.Read(&notation.Move{Text: "red +1"}); err != nil || got != "read red +1" {
			t.Fatalf("Read = %q, %v", got, err)
		}
	}
	if reads != 1 {
		t.Fatalf("a text read %d times, want once", reads)
	}
	for line := 1; line <= 2; line++ {
		_, err := memo.Read(&notation.Move{Text: "bad", TextPos: notation.Pos{Line: line, Column: 1}})
		if err == nil || err.Pos.Line != line {
			t.Fatalf("error %v, want one on line %d", err, line)
		}
	}
	if reads != 3 {
		t.Fatalf("an error was kept: %d reads, want 3", reads)
	}
	for i := range 3 * memoTexts {
		_, _ = memo.Read(&notation.Move{Text: fmt.Sprint(i)})
		if len(memo.moves) > memoTexts {
			t.Fatalf("%d texts kept, at most %d", len(memo.moves), memoTexts)
		}
	}
	long := string(make([]byte, memoLength+1))
	_, _ = memo.Read(&notation.Move{Text: long})
	if _, kept := memo.moves[long]; kept {
		t.Fatal("a text longer than a move was kept")
	}
}

// Workers of `check -j N` read through one memo at once (go test -race).
func TestMemoWorkers(t *testing.T) {
	memo := NewMemo(func(m *notation.Move) (string, *notation.Error) { return m.Text, nil })
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := range 2 * memoTexts {
				text := fmt.Sprint((i * (w + 1)) % (memoTexts + 7))
				if got, _ := memo.Read(&notation.Move{Text: text}); got != text {
					t.Errorf("Read(%q) = %q", text, got)
				}
			}
		})
	}
	wg.Wait()
}
