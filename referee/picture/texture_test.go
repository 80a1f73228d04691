package picture

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// A texture prints as vectors: lines and dots inside the shape, no
// <pattern> (which Chromium prints as a tile of pixels) and no url(#…).
func TestTexturesAreVectorsInsideTheirShape(t *testing.T) {
	shapes := map[string]func() *Node{
		"rect":    func() *Node { return Rect(1, 2, 6, 4) },
		"rounded": func() *Node { return Rect(-3, -2, 6, 4).Set("rx", "1.3") },
		"circle":  func() *Node { return Circle(0, 0, 2.5) },
	}
	for name, shape := range shapes {
		inside, x0, y0, x1, y1, _ := outline(shape())
		for _, pattern := range []string{"hatch", "dots", "cross"} {
			n := Texture(shape, pattern)
			if n == nil {
				t.Fatalf("%s %s: no texture", name, pattern)
			}
			o := &out{}
			o.node(n)
			s := o.b.String()
			if strings.Contains(s, "url(") || strings.Contains(s, "pattern") {
				t.Errorf("%s %s is drawn with a pattern:\n%s", name, pattern, s)
			}
			d := n.attr("d")
			pts := numbers(t, d)
			if len(pts) < 4 {
				t.Errorf("%s %s draws almost nothing: %q", name, pattern, d)
			}
			for i := 0; i+1 < len(pts); i += 2 {
				x, y := pts[i], pts[i+1]
				// Fmt rounds to 0.01: allow that much.
				if x < x0-0.01 || x > x1+0.01 || y < y0-0.01 || y > y1+0.01 ||
					!(inside(x, y) || inside(x+0.01, y) || inside(x-0.01, y) || inside(x, y+0.01) || inside(x, y-0.01)) {
					t.Errorf("%s %s: point %v,%v outside the shape: %q", name, pattern, x, y, d)
					break
				}
			}
		}
	}
}

func numbers(t *testing.T, d string) []float64 {
	var v []float64
	for _, f := range strings.FieldsFunc(d, func(r rune) bool { return strings.ContainsRune("MLh ", r) }) {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(x) {
			t.Fatalf("bad number %q in %q", f, d)
		}
		v = append(v, x)
	}
	// "h0" leaves a 0 after each dot's point: drop them.
	if strings.Contains(d, "h0") {
		var xy []float64
		for i := 0; i+2 < len(v)+1; i += 3 {
			xy = append(xy, v[i], v[i+1])
		}
		v = xy
	}
	return v
}
