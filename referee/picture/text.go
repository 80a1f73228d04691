package picture

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/referee/layout"
)

// TextWidth is how wide s is at a font size, in millimetres, set in the
// pictures' first font (see layout.TextWidth).
func TextWidth(s string, size float64) float64 { return layout.TextWidth(s, size, false) }

// BoldWidth is how wide s is in bold.
func BoldWidth(s string, size float64) float64 { return layout.TextWidth(s, size, true) }

// Wrap breaks s into lines no wider than width at a font size, at spaces;
// a word wider than the width is cut to fit (see Clip).
func Wrap(s string, size, width float64) []string { return wrap(s, size, width, false) }

// WrapBold is Wrap for bold text.
func WrapBold(s string, size, width float64) []string { return wrap(s, size, width, true) }

func wrap(s string, size, width float64, bold bool) []string {
	lines, _ := layOut(s, size, width, bold, true)
	return lines
}

// layOut wraps s at its spaces to width; a word wider than the width is
// clipped to it when clipWords is set, and said either way (wide).
func layOut(s string, size, width float64, bold, clipWords bool) (lines []string, wide bool) {
	measure := func(t string) float64 { return layout.TextWidth(t, size, bold) }
	line := ""
	for _, w := range strings.FieldsFunc(s, breaksLine) {
		if measure(w) > width {
			wide = true
			if clipWords {
				w = clip(w, size, width, bold)
			}
		}
		switch {
		case line == "":
			line = w
		case measure(line+" "+w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines, wide
}

// breaksLine reports whether a line may break at r: at a space, but not at
// a no-break space, which Russian text puts after «в», «на» and before a
// dash so that no line starts with «—» or ends with «в».
func breaksLine(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' }

// Clip shortens s with an ellipsis until it is no wider than width.
func Clip(s string, size, width float64) string { return clip(s, size, width, false) }

func clip(s string, size, width float64, bold bool) string {
	if layout.TextWidth(s, size, bold) <= width {
		return s
	}
	rs := []rune(s)
	cut := func(n int) string { return strings.TrimRight(string(rs[:n]), " ") + "…" }
	// The longest head that fits with its ellipsis: the width grows with n.
	lo, hi := 0, len(rs)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if layout.TextWidth(cut(mid), size, bold) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return cut(lo)
}

// Fit sets s in a box width wide and at most lines lines high: at size
// if it fits there, else at a smaller size down to least, wrapped at its
// spaces, the last line clipped when even that is not enough. It returns
// the size chosen and the lines.
func Fit(s string, size, least, width float64, lines int, bold bool) (float64, []string) {
	for sz := size; ; sz = max(least, sz*0.92) {
		ls, wide := layOut(s, sz, width, bold, false)
		if len(ls) <= lines && !wide {
			return sz, ls
		}
		if sz == least {
			ls = wrap(s, sz, width, bold)
			if len(ls) > lines {
				ls = append(ls[:lines-1:lines-1], clip(strings.Join(ls[lines-1:], " "), sz, width, bold))
			}
			return sz, ls
		}
	}
}

// Paragraph lays out lines of text from (x, y), the baseline of the first,
// each lead millimetres below the one before; it returns the group and the
// baseline after the last line.
func Paragraph(x, y, size, lead float64, lines []string) (*Node, float64) {
	g := Group().Num("font-size", size)
	for _, l := range lines {
		g.Add(Label(x, y, l))
		y += lead
	}
	return g, y
}

// Labels are lines of text from (x, y) with no style of their own (see
// Label), each lead below the one before, and the baseline after the last:
// for a run of lines whose group sets their size once.
func Labels(x, y, lead float64, lines []string) ([]*Node, float64) {
	var out []*Node
	for _, l := range lines {
		out = append(out, Label(x, y, l))
		y += lead
	}
	return out, y
}

// Lines are lines of text from (x, y), the baseline of the first, each
// lead below the one before, every one styled itself (anchor "start",
// "middle" or "end"): for texts a box holds (see Boxed).
func Lines(x, y, size, lead float64, anchor string, lines []string) []*Node {
	var out []*Node
	for _, l := range lines {
		out = append(out, Text(x, y, size, anchor, l))
		y += lead
	}
	return out
}

// Notes lays out the sentences under a picture, each wrapped in small type
// to width from x, lead millimetres between lines and gap more between
// sentences, each starting with a capital (see Capital); it returns them
// and where the next thing may start.
func Notes(x, y, width, lead, gap float64, notes []string) ([]*Node, float64) {
	var paras []*Node
	for _, n := range notes {
		para, next := Paragraph(x, y, Small, lead, Wrap(Capital(n), Small, width))
		paras = append(paras, para)
		y = next + gap
	}
	return paras, y
}

// Capital starts a line that stands alone — a note, a legend's line — with
// a capital letter, as every sentence starts, a name at its start too
// («Машина белые1 …», "White's car 1 …"): the messages start in lower
// case, as a part of a longer line does.
func Capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
