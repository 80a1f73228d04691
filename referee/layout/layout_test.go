package layout

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestWidth(t *testing.T) {
	for s, want := range map[string]int{"abc": 3, "ёжик": 4, "Ёжик": 4, "猫": 2, "e\u0301": 1, "": 0} {
		if got := Width(s); got != want {
			t.Errorf("Width(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestWrap(t *testing.T) {
	got := Wrap("> ", []string{"one", "two three", "four"}, "  ", 12)
	want := []string{"> one", "  two three", "  four"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	// A word wider than a line is cut, by columns: 猫 takes two.
	got = Wrap("", []string{strings.Repeat("猫", 5)}, "", 4)
	want = []string{"猫猫", "猫猫", "猫"}
	if !slices.Equal(got, want) {
		t.Errorf("wide: got %q, want %q", got, want)
	}
	// A cluster wider than a line after the indent stands alone on one,
	// rather than the wrap looking for room it never finds.
	done := make(chan []string)
	go func() {
		done <- Wrap("", []string{"猫猫猫猫"}, "    ", 5)
		done <- Wrap("", []string{"猫"}, "", 1)
	}()
	for _, want := range [][]string{{"猫猫", "    猫", "    猫"}, {"猫"}} {
		select {
		case got = <-done:
			if !slices.Equal(got, want) {
				t.Errorf("a cluster wider than the room: got %q, want %q", got, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("Wrap of a cluster wider than the room on a line does not return")
		}
	}
	for _, l := range Wrap("", strings.Fields(strings.Repeat("ёлка ", 50)), "    ", 20) {
		if Width(l) > 20 {
			t.Errorf("%q is wider than 20 columns", l)
		}
	}
	if got := WrapText("   keep the indent", "", 80); got[0] != "   keep the indent" {
		t.Errorf("WrapText: %q", got)
	}
}

func TestTextWidth(t *testing.T) {
	// DejaVu Sans sets "a" 1255/2048 em wide and its bold 1382/2048.
	if got := TextWidth("aa", 2.048, false); got < 2.50 || got > 2.52 {
		t.Errorf("TextWidth(aa, 2.048) = %v, want 2.51", got)
	}
	if bold, plain := TextWidth("Бабушка Галя", 3, true), TextWidth("Бабушка Галя", 3, false); bold <= plain {
		t.Errorf("bold %v is not wider than regular %v", bold, plain)
	}
	// A letter the table lacks counts an em a column: 猫 two.
	if got := TextWidth("猫", 1, false); got != 2 {
		t.Errorf("TextWidth(猫, 1) = %v, want 2", got)
	}
	if TextWidth("W", 1, false) <= TextWidth("i", 1, false) {
		t.Error("W is measured no wider than i")
	}
}
