package play

import "testing"

func TestVisible(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"turtles.txt", "turtles.txt"},
		{"Маша", "Маша"},
		{"\x1b]2;pwned\x07", `\x1b]2;pwned\x07`},
		{"\x1b[2J", `\x1b[2J`},
		{"a\tb\r\n\x7f", `a\tb\r\n\x7f`},
		{"\u009b31m", `\u009b31m`},
		{"caf\xe9", `caf\xe9`},
		{"\u202egnp.exe", `\u202egnp.exe`},
		{"\u202bשלום\u202c", "\u202bשלום\u202c"}, // paired: shown as it is
		{"a\u2069b", `a\u2069b`},
	} {
		if got := visible(c.in); got != c.want {
			t.Errorf("visible(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
