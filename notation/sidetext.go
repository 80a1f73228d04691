package notation

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/unicode/norm"
)

// SideText reads a whole file a header names (a track map) as the Reader
// reads a transcript: UTF-16 with a byte-order mark (Notepad's «Unicode»)
// decoded, and in NFC. Other bytes are left as they are, for the file's own
// reader to judge. A character UTF-16 cannot read (a lone surrogate, an odd
// last byte) is an error at its place in the file.
func SideText(data []byte) ([]byte, *Error) {
	if len(data) >= 2 && (data[0] == 0xFF && data[1] == 0xFE || data[0] == 0xFE && data[1] == 0xFF) {
		decoded, err := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder().Bytes(data)
		if err != nil {
			return nil, ErrorAt(Pos{Line: 1, Column: 1}, Undecodable{Encoding: "UTF-16"})
		}
		if i := bytes.IndexRune(decoded, utf8.RuneError); i >= 0 {
			line := 1 + bytes.Count(decoded[:i], []byte{'\n'})
			start := bytes.LastIndexByte(decoded[:i], '\n') + 1
			return nil, ErrorAt(Pos{Line: line, Column: utf8.RuneCount(decoded[start:i]) + 1, Offset: i - start}, Undecodable{Encoding: "UTF-16"})
		}
		data = decoded
	}
	if !plainNFC(data) && utf8.Valid(data) && !norm.NFC.IsNormal(data) {
		data = norm.NFC.Bytes(data)
	}
	return data, nil
}
