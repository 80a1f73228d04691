package picture

import (
	"math"
	"strconv"
)

// Ink is how a player's pieces are drawn: a fill, the colour of a label
// on it, and a pattern laid over the fill, so that pieces differ in
// greyscale too (the label, the player's letter, is the surest sign).
type Ink struct {
	Fill, Text, Pattern string
}

// Players are the players' inks in seat order (eight at most in any game).
// Red and blue come out alike in grey, so blue is hatched; yellow, black
// and white stand apart by themselves. Every label reads on its fill at
// 4.5:1 or more, what small print needs (WCAG AA).
var Players = []Ink{
	{"#d62728", "#ffffff", ""},
	{"#2b5fb8", "#ffffff", "hatch"},
	{"#237d35", "#ffffff", "dots"},
	{"#f5d312", "#000000", ""},
	{"#222222", "#ffffff", ""},
	{"#ffffff", "#000000", ""},
	{"#f08a24", "#000000", "cross"},
	{"#7d4fb0", "#ffffff", "hatch"},
}

// PlayerInk is player p's ink; past the eighth the inks come round again.
func PlayerInk(p int) Ink { return Players[p%len(Players)] }

// Piece is a round piece of a player's ink with a label, drawn around
// (0, 0) for Place: a chinese-checkers piece, a car. The label is set as
// large as the disc holds.
func Piece(r float64, ink Ink, label string) *Node {
	disc := Circle(0, 0, r).Fill(ink.Fill).Stroke("#000000", Outline(ink.Fill))
	g := Group(disc)
	g.Add(Texture(func() *Node { return Circle(0, 0, r) }, ink.Pattern))
	if label == "" {
		return Solid(g)
	}
	return Solid(Boxed(g, PieceLabel(r, ink, label)))
}

// PieceLabel is the label of a Piece of radius r, drawn around (0, 0)
// alone: for a board that draws a line over its pieces and their letters
// over the line again, so that the line hides no letter.
func PieceLabel(r float64, ink Ink, label string) *Node {
	// The label's box is the square inside the disc.
	side := r * math.Sqrt2 * 0.98
	size := r * 1.15
	if w := BoldWidth(label, size); w > side {
		size *= side / w
	}
	return Text(0, size*0.36, size, "middle", label).Bold().Fill(ink.Text)
}

// Outline is the width of a piece's black outline: heavier for a light
// fill (white, yellow), whose edge would be lost on a white board.
func Outline(fill string) float64 {
	if Contrast(fill, "#ffffff") < 1.6 {
		return 0.55
	}
	return 0.3
}

// Contrast is the contrast ratio of two colours written #rrggbb, as WCAG
// reckons it: 1 for the same, 21 for black on white.
func Contrast(a, b string) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Luminance is a colour's relative luminance (WCAG); a colour that is not
// #rrggbb counts as black.
func Luminance(c string) float64 {
	if len(c) != 7 || c[0] != '#' {
		return 0
	}
	v, err := strconv.ParseUint(c[1:], 16, 32)
	if err != nil {
		return 0
	}
	channel := func(x uint64) float64 {
		s := float64(x) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(v>>16&255) + 0.7152*channel(v>>8&255) + 0.0722*channel(v&255)
}

// Apart is the least distance in CIELAB (ΔE*ab) between the refused ink and any ink a
// game draws its players, pieces, cards or squares in: the refused move
// is never taken for a player's.
const Apart = 40.0
