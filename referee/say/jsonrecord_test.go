package say

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestJSONRecordAsEncodingJSON: a game's record, written field by field
// (JSONRecord), is what encoding/json writes of jsonReport — the struct
// WriteFileErrorJSON encodes — byte for byte: the same fields in the same
// order, none the struct lacks (DisallowUnknownFields), none it has left
// out. Every corpus game, told move by move and gone on after a refusal,
// in both languages.
func TestJSONRecordAsEncodingJSON(t *testing.T) {
	reg := games.NewRegistry()
	c, err := NewCatalog(reg.Specs())
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join("..", "..", "corpus", "*", "*.txt"))
	if err != nil || len(files) < 50 {
		t.Fatalf("corpus files: %d, %v", len(files), err)
	}
	records := 0
	for _, lang := range Languages {
		s := c.Speaker(lang)
		for _, path := range files {
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			r := notation.NewReader(path, bufio.NewReader(f), reg.Dialect)
			for g := r.Next(); g != nil; g = r.Next() {
				rep := referee.ReplayGame(path, g, reg, referee.Options{KeepGoing: true, Tell: true, ReadFile: func(name string) ([]byte, error) {
					return os.ReadFile(filepath.Join(filepath.Dir(path), name)) // a track map beside the transcript
				}})
				var got bytes.Buffer
				if err := NewJSONRecord(s).Write(&got, rep); err != nil {
					t.Fatal(err)
				}
				dec := json.NewDecoder(bytes.NewReader(got.Bytes()))
				dec.DisallowUnknownFields()
				var j jsonReport
				if err := dec.Decode(&j); err != nil {
					t.Fatalf("%s (%s): the record does not read as jsonReport: %v\n%s", path, lang, err, got.String())
				}
				var want bytes.Buffer
				enc := json.NewEncoder(&want)
				enc.SetEscapeHTML(false)
				if err := enc.Encode(j); err != nil {
					t.Fatal(err)
				}
				if w := JSONSafe(want.Bytes()); !bytes.Equal(got.Bytes(), w) {
					t.Errorf("%s (%s): the record\n%s\nencoding/json writes\n%s", path, lang, got.String(), w)
				}
				records++
			}
			f.Close()
		}
	}
	if records < 100 {
		t.Errorf("only %d records compared", records)
	}
}
