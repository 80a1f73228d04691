package play

import (
	"io"
	"testing"

	"golang.org/x/term"
)

// TestLoneEscAndAltDropped: a lone Esc does nothing and Alt with a key the
// editor binds to nothing is dropped, so the line is what was typed
// (round 5: the Esc reached the line, which was refused as holding a
// control character, or took the letters typed after it).
func TestLoneEscAndAltDropped(t *testing.T) {
	for name, reads := range map[string][]string{
		"lone Esc":              {"\x1b", "red +1\r"},
		"lone Esc, then ]":      {"\x1b", "]red +1\r"},
		"two lone Escs":         {"\x1b", "\x1b", "red +1\r"},
		"Esc Esc":               {"\x1b\x1b", "red +1\r"},
		"Alt+x":                 {"\x1bx", "red +1\r"},
		"Alt+.":                 {"\x1b.", "red +1\r"},
		"Alt+. in one read":     {"\x1b.red +1\r"},
		"Alt+б":                 {"\x1bб", "red +1\r"},
		"lone Esc before Enter": {"red +1", "\x1b", "\r"},
		"arrow split":           {"red +1", "\x1b", "[D", "\r"},
	} {
		want := "red +1"
		if name == "lone Esc, then ]" {
			want = "]red +1"
		}
		k := &keys{in: &chunks{reads}}
		tm := term.NewTerminal(struct {
			io.Reader
			io.Writer
		}{k, io.Discard}, "")
		line, err := tm.ReadLine()
		if err != nil || line != want {
			t.Errorf("%s: %q, %v; want %q", name, line, err, want)
		}
	}
}
