package say

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzJSONString: jsonString writes a string as encoding/json does with
// HTML left unescaped, as the record's encoder is set, and
// appendJSONString that, made JSONSafe.
func FuzzJSONString(f *testing.F) {
	for _, s := range []string{"", "Нина", "a\"b\\c", "\x00\x01\b\f\n\r\t\x1f\x7f", "<&>", "\u2028\u2029", "\xff\xd0", "«ёж» ✓", "\u202e"} {
		f.Add(s)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	f.Fuzz(func(t *testing.T, s string) {
		buf.Reset()
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		want := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
		if got := jsonString(nil, s); !bytes.Equal(got, want) {
			t.Fatalf("jsonString(%q) = %s, encoding/json %s", s, got, want)
		}
		if got, safe := appendJSONString([]byte("x"), s), append([]byte("x"), JSONSafe(want)...); !bytes.Equal(got, safe) {
			t.Fatalf("appendJSONString(%q) = %s, JSONSafe of encoding/json %s", s, got, safe)
		}
	})
}
