package notation

import (
	"testing"

	"referee/internal/golden"
)

// FuzzFrame: no bytes make the framing panic or hang, and every error it
// reports has a place in the file.
func FuzzFrame(f *testing.F) {
	for _, data := range golden.Files(f, "../corpus/*/*.txt") {
		f.Add(data)
	}
	f.Add([]byte("game: turtles\nplayers: \"A B\", C\n1. \"A B\": red +1; 2. C: x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file := Frame("f", data)
		var errs []*Error
		errs = append(errs, file.Errors...)
		for _, g := range file.Games {
			errs = append(errs, g.Errors...)
			for _, m := range g.Moves {
				if m.Text == "" && m.Actor == "" || m.TextPos.Line < 1 || m.TextPos.Column < 1 {
					t.Fatalf("move without text or place: %+v", m)
				}
			}
		}
		for _, e := range errs {
			if e.Pos.Line < 1 || e.Pos.Column < 1 || e.Code == "" {
				t.Fatalf("error without a place or code: %+v", e)
			}
		}
	})
}
