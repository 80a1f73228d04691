package notation

import "testing"

// TestPlainText: the lines a file is mostly made of are plain, anything the
// reader must look at twice (a comment, a quote, a second entry, a letter
// past the two-byte ones, a cut letter, a control byte) is not.
func TestPlainText(t *testing.T) {
	for s, want := range map[string]bool{
		"":                 true,
		"Нина: зелёная +1": true,
		"12. Éva:\tred +1": true,
		"a#b":              false,
		"a;b":              false,
		`a"b`:              false,
		"\xc2\xa0":         false, // no-break space
		"\xe2\x80\x94":     false, // em dash
		"\xdf\xbf":         false,
		"1234567\xd0":      false, // a letter cut short
		"ab\x80cd":         false,
		"\x00":             false,
		"\t:\x7f":          false,
		"абвгдежзийклмнопрст:": true,
	} {
		if got := plainText(s); got != want {
			t.Errorf("plainText(%q) = %v, want %v", s, got, want)
		}
		if got := plainText([]byte(s)); got != want {
			t.Errorf("plainText([]byte(%q)) = %v, want %v", s, got, want)
		}
	}
}
