package notation

import (
	"bytes"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestSideText: a file a header names is read as a transcript is: UTF-16
// with its mark decoded, NFD composed, a character UTF-16 cannot read an
// error at its place; anything else left for the file's reader.
func TestSideText(t *testing.T) {
	text := "name: Овал\nstart: up\ngrid:\n#S.#\n"
	for name, data := range map[string][]byte{
		"utf-16le": append([]byte{0xFF, 0xFE}, utf16le(text)...),
		"utf-16be": append([]byte{0xFE, 0xFF}, utf16be(text)...),
		"nfd":      []byte(norm.NFD.String("name: Ёлка\nstart: up\n")),
		"utf-8":    []byte(text),
	} {
		got, err := SideText(data)
		want := text
		if name == "nfd" {
			want = "name: Ёлка\nstart: up\n"
		}
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v", name, got, err)
		}
	}
	bad := append(append([]byte{0xFF, 0xFE}, utf16le("name: x\nst")...), 0x00, 0xD8)
	bad = append(bad, utf16le("art: up\n")...)
	if _, err := SideText(bad); err == nil || err.Message != (Undecodable{Encoding: "UTF-16"}) || err.Pos.Line != 2 || err.Pos.Column != 3 {
		t.Errorf("a lone surrogate: %v", err)
	}
	notUTF8 := []byte("name: \xff\n")
	if got, err := SideText(notUTF8); err != nil || !bytes.Equal(got, notUTF8) {
		t.Errorf("bytes that are not UTF-8 are not the side text's to judge: %q, %v", got, err)
	}
}
