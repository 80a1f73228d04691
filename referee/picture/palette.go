package picture

// Ink is how a player's pieces are drawn: a fill, the colour of a label
// on it, and a pattern laid over the fill, so that pieces differ in
// greyscale too (the label, the player's letter, is the surest sign).
type Ink struct {
	Fill, Text, Pattern string
}

// Players are the players' inks in seat order (eight at most in any game).
// Red and blue come out alike in grey, so blue is hatched; yellow, black
// and white stand apart by themselves.
var Players = []Ink{
	{"#d62728", "#ffffff", ""},
	{"#2b5fb8", "#ffffff", "hatch"},
	{"#2e9e44", "#ffffff", "dots"},
	{"#f5d312", "#000000", ""},
	{"#222222", "#ffffff", ""},
	{"#ffffff", "#000000", ""},
	{"#f08a24", "#000000", "cross"},
	{"#9b6bc6", "#ffffff", "hatch"},
}

// PlayerInk is player p's ink; past the eighth the inks come round again.
func PlayerInk(p int) Ink { return Players[p%len(Players)] }

// Piece is a round piece of a player's ink with a label: a chinese-checkers
// piece, a car.
func Piece(cx, cy, r float64, ink Ink, label string) *Node {
	g := Group(Circle(cx, cy, r).Fill(ink.Fill).Stroke("#000000", 0.3))
	g.Add(Texture(func() *Node { return Circle(cx, cy, r) }, ink.Pattern))
	if label != "" {
		g.Add(Text(cx, cy+r*0.42, r*1.15, "middle", label).Bold().Fill(ink.Text))
	}
	return g
}
