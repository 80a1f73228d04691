package picture

import (
	"strings"
	"unicode/utf8"
)

// em is the average advance of a letter of DejaVu Sans, the first font
// the pictures ask for, in ems: Latin and Cyrillic lower case are about
// 0.55–0.6, capitals and digits wider. The estimate errs wide, so text
// wrapped to a width stays inside it.
const em = 0.62

// TextWidth estimates how wide s is at a font size, in millimetres.
func TextWidth(s string, size float64) float64 {
	return float64(utf8.RuneCountInString(s)) * size * em
}

// Wrap breaks s into lines no wider than width at a font size, at spaces;
// a word wider than the width stands alone on its line.
func Wrap(s string, size, width float64) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case TextWidth(line+" "+w, size) <= width:
			line += " " + w
		default:
			out = append(out, line)
			line = w
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// Paragraph lays out lines of text from (x, y), the baseline of the first,
// each lead millimetres below the one before; it returns the group and the
// baseline after the last line.
func Paragraph(x, y, size, lead float64, lines []string) (*Node, float64) {
	g := Group()
	for _, l := range lines {
		g.Add(Text(x, y, size, "", l))
		y += lead
	}
	return g, y
}

// Notes lays out the sentences under a picture, each wrapped in small type
// to width from x, lead millimetres between lines and gap more between
// sentences; it returns them and where the next thing may start.
func Notes(x, y, width, lead, gap float64, notes []string) ([]*Node, float64) {
	var paras []*Node
	for _, n := range notes {
		para, next := Paragraph(x, y, Small, lead, Wrap(n, Small, width))
		paras = append(paras, para)
		y = next + gap
	}
	return paras, y
}
