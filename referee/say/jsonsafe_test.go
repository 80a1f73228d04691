package say

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// TestJSONSafe: every C1 and bidi control is escaped, the value read back
// is the one encoded, and nothing else changes (a dash, Cyrillic, U+00A0).
func TestJSONSafe(t *testing.T) {
	for _, s := range []string{"c\u009bd.txt", "a\u202eb\u2066c\u2069", "\u200e\u200f\u061c", "Маша — ход\u00a01", "\u0085", "plain"} {
		enc, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		safe := JSONSafe(enc)
		var back string
		if err := json.Unmarshal(safe, &back); err != nil || back != s {
			t.Errorf("JSONSafe(%s) = %s, reads back %q (%v), want %q", enc, safe, back, err, s)
		}
		for _, r := range string(safe) {
			if jsonEscapedRune(r) {
				t.Errorf("JSONSafe(%s) = %s still holds %U", enc, safe, r)
			}
		}
		if string(safe) != string(enc) && !hasEscaped(s) {
			t.Errorf("JSONSafe(%s) changed a string with nothing to escape: %s", enc, safe)
		}
	}
}

// FuzzJSONSafe: whatever string is encoded, JSONSafe's output reads back
// as it, and holds no rune it escapes.
func FuzzJSONSafe(f *testing.F) {
	f.Add("c\u009bd")
	f.Add("\u2066x\u2069 — y")
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		enc, _ := json.Marshal(s)
		safe := JSONSafe(enc)
		var back string
		if err := json.Unmarshal(safe, &back); err != nil || back != s {
			t.Fatalf("JSONSafe(%s) = %s reads back %q, %v", enc, safe, back, err)
		}
		for _, r := range string(safe) {
			if jsonEscapedRune(r) {
				t.Fatalf("JSONSafe(%s) = %s still holds %U", enc, safe, r)
			}
		}
	})
}

func jsonEscapedRune(r rune) bool {
	return r >= 0x80 && r <= 0x9F || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r == 0x061C || r == 0x200E || r == 0x200F
}

func hasEscaped(s string) bool {
	for _, r := range s {
		if jsonEscapedRune(r) {
			return true
		}
	}
	return false
}
