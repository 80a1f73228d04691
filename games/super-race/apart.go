package superrace

import (
	"strings"

	"github.com/boardgame-referee/referee/notation"
)

// facesApart finds faces written with their two letters apart, as a face
// is said aloud («к п, к п, с у, …»): single letters that pair, colour
// then shape, into faces, with every other piece a face already. It gives
// the faces written as a turn writes them (`кп кп су`), in the letters
// typed; ok is false when the pieces are not that.
func facesApart(pieces []*piece) (string, bool) {
	var faces []string
	paired := false
	for i := 0; i < len(pieces); i++ {
		p := pieces[i]
		if p.Word == nil {
			return "", false
		}
		w := *p.Word
		if _, ok := readFace(notation.Fold(w)); ok {
			faces = append(faces, w)
			continue
		}
		if i+1 < len(pieces) && pieces[i+1].Word != nil && len([]rune(w)) == 1 && len([]rune(*pieces[i+1].Word)) == 1 {
			if _, ok := readFace(notation.Fold(w + *pieces[i+1].Word)); ok {
				faces = append(faces, w+*pieces[i+1].Word)
				paired = true
				i++
				continue
			}
		}
		return "", false
	}
	return strings.Join(faces, " "), paired
}

// apartError answers faces written apart with the line to type: the faces
// joined, then the rest of the line as it was written (rest, from the
// slash on; empty for `--dice`).
func apartError(pieces []*piece, rest string, at notation.Pos) *notation.Error {
	faces, ok := facesApart(pieces)
	if !ok {
		return nil
	}
	line := faces
	if rest = strings.TrimSpace(rest); rest != "" {
		line += " " + rest
	}
	return notation.ErrorAt(at, FacesApart{Suggestion: notation.Clip(line)})
}
