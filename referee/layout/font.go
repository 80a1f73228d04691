package layout

//go:generate go run ./internal/fontwidths -o dejavu.go

// TextWidth is how wide s is set in DejaVu Sans (bold or not) at a font
// size, in the size's units: millimetres for a size in millimetres. The
// pictures ask for DejaVu Sans first; the advances are the font's own
// (dejavu.go), without kerning, which only narrows a line. A letter the
// table lacks counts as an em a display column, the widest a common letter
// is, so that text measured stays inside its box.
func TextWidth(s string, size float64, bold bool) float64 {
	units := 0
	for _, r := range s {
		units += advance(r, bold)
	}
	return float64(units) * size / dejaVuEm
}

// advance is a letter's advance in the font's units.
func advance(r rune, bold bool) int {
	for i := len(dejaVu) - 1; i >= 0; i-- {
		t := &dejaVu[i]
		if r < t.lo {
			continue
		}
		if k := int(r - t.lo); k < len(t.regular) {
			a := t.regular[k]
			if bold {
				a = t.bold[k]
			}
			if a > 0 {
				return int(a)
			}
		}
		break
	}
	return Width(string(r)) * dejaVuEm
}
