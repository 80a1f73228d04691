package turbo

import "github.com/boardgame-referee/referee/referee/picture"

// iconH is how tall an animal's pictogram is on a card, in millimetres.
const iconH = 3.4

// animalIcon is the pictogram of a card's animal, drawn about (0, 0) in
// ink, iconH tall: a hedgehog's spines, a frog's eyes, a bird's beak and
// tail, a chameleon's curled tail — simple shapes, so that a family
// matches the animals by sight, as on the booklet's cards, not by reading
// words or learning stripes. Placed (picture.Place), a page
// writes each once.
func animalIcon(c Card, ink string) *picture.Node {
	k := iconH / 8 // the shapes are drawn on a grid 8 units tall
	d := new(picture.D)
	m := func(x, y float64) { d.M(x*k, y*k) }
	l := func(x, y float64) { d.L(x*k, y*k) }
	q := func(cx, cy, x, y float64) { d.Q(cx*k, cy*k, x*k, y*k) }
	oval := func(cx, cy, rx, ry float64) {
		m(cx+rx, cy)
		q(cx+rx, cy+ry, cx, cy+ry)
		q(cx-rx, cy+ry, cx-rx, cy)
		q(cx-rx, cy-ry, cx, cy-ry)
		q(cx+rx, cy-ry, cx+rx, cy)
		d.Z()
	}
	var dots []*picture.Node
	switch {
	case c.chameleon:
		// A long body on a branch, its tail curled under.
		oval(0.5, -0.5, 3.6, 2)
		m(-3, 0)
		q(-6, 0.5, -5.5, 2.6)
		q(-5, 4, -3.8, 3.2)
		q(-3.6, 2, -4.6, 2.2)
		q(-4.4, 0.8, -2.8, 1)
		d.Z()
		m(3.4, -1.6)
		l(5.6, -0.6)
		l(3.6, 0.8)
		d.Z()
		m(-4.5, 3.9)
		l(5.5, 3.9)
		l(5.5, 4.4)
		l(-4.5, 4.4)
		d.Z()
		dots = append(dots, picture.Circle(3.6*k, -1*k, 0.5*k).Fill("#ffffff"))
	case c.animal == Hedgehog:
		// A dome of spines, a pointed snout and a nose.
		m(-5, 3)
		l(-5, 1)
		l(-5.8, 0)
		l(-4.2, -0.6)
		l(-4.4, -2.4)
		l(-2.8, -1.8)
		l(-2.2, -3.8)
		l(-0.8, -2.4)
		l(0.4, -4)
		l(1.2, -2.2)
		l(2.6, -3.2)
		l(2.8, -1.2)
		l(4, -1)
		l(6, 1.8)
		l(4, 3)
		d.Z()
		dots = append(dots, picture.Circle(6*k, 1.8*k, 0.6*k).Fill(ink), picture.Circle(3.6*k, 0.6*k, 0.45*k).Fill("#ffffff"))
	case c.animal == Frog:
		// A squat body, two eyes on top, its legs spread.
		oval(0, 1, 4.4, 2.6)
		oval(-2.3, -1.9, 1.6, 1.6)
		oval(2.3, -1.9, 1.6, 1.6)
		m(-4, 2)
		l(-6, 3.8)
		l(-3, 3.6)
		d.Z()
		m(4, 2)
		l(6, 3.8)
		l(3, 3.6)
		d.Z()
		dots = append(dots, picture.Circle(-2.3*k, -2*k, 0.6*k).Fill("#ffffff"), picture.Circle(2.3*k, -2*k, 0.6*k).Fill("#ffffff"))
	default:
		// A round body, a head with a beak, a tail and a wing.
		oval(-0.5, 1, 3.6, 2.6)
		oval(2.8, -1.6, 1.8, 1.8)
		m(4.3, -2.2)
		l(6.2, -1.4)
		l(4.3, -0.8)
		d.Z()
		m(-3.6, 0.4)
		l(-6, -1.8)
		l(-5.2, 1.6)
		d.Z()
		dots = append(dots, picture.Circle(3.1*k, -2*k, 0.5*k).Fill("#ffffff"))
	}
	var plate []*picture.Node
	if c.chameleon {
		// On the dotted card, a white plate under it, as under its word.
		plate = append(plate, picture.Rect(-6.6*k, -3*k, 13*k, 8*k).Set("rx", "0.6").Fill("#ffffff"))
	}
	return picture.Group(append(append(plate, picture.Path(d).Fill(ink)), dots...)...).Class("animal")
}
