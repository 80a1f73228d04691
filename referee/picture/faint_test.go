package picture

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// A picture that shows a refused move draws the last legal move's arrow,
// ring and trail faint, in its file and on a page, so that the refused
// move is the one thing in full ink; without a refusal they keep full ink.
func TestLastMoveFaintBesideARefusal(t *testing.T) {
	draw := func(refused bool) *Picture {
		p := New(60, 40, "t", "d")
		p.Add(LastTrail([]Point{{X: 10, Y: 20}, {X: 30, Y: 20}}, 3, ""))
		p.Mark(LastArrow([]Point{{X: 10, Y: 20}, {X: 30, Y: 20}}, LastWidth), Place(LastRing(3), 30, 20))
		if refused {
			p.Mark(Place(Ghost(func() *Node { return Circle(0, 0, 3) }), 40, 20), Place(RefusedBadge(0), 46, 16))
		}
		return p
	}
	marks := regexp.MustCompile(`<[a-z]+ [^>]*class="(last-arrow|last-mark|trail)"[^>]*>`)
	check := func(name, svg string, refused bool) {
		t.Helper()
		found := marks.FindAllString(svg, -1)
		if len(found) < 3 {
			t.Fatalf("%s: %d of the last move's marks written, want 3:\n%s", name, len(found), svg)
		}
		for _, m := range found {
			if faint := strings.Contains(m, `opacity="`+LastFaint+`"`); faint != refused {
				t.Errorf("%s (refused %v): %s", name, refused, m)
			}
		}
		if refused && !strings.Contains(svg, ghostClass) {
			t.Errorf("%s: the ghost is gone", name)
		}
	}
	for _, refused := range []bool{false, true} {
		var b bytes.Buffer
		if err := draw(refused).WriteSVG(&b, Options{}); err != nil {
			t.Fatal(err)
		}
		check("file", b.String(), refused)
		s := NewSheet()
		page := s.SVG(draw(refused), false)
		check("page", page+s.Shared(), refused)
	}
	// The game's own nodes are not changed: its other layout and its tests
	// see them as drawn.
	p := draw(true)
	var b bytes.Buffer
	_ = p.WriteSVG(&b, Options{})
	walk(&p.marks, style{}, 0, 0, func(n *Node, _ style, _, _ float64) {
		if lastMark(n) && n.attr("opacity") != "" {
			t.Errorf("the game's %s was changed", n.attr("class"))
		}
	})
}

// A refusal whose caption the edge sets on the picture alone, with no
// mark drawn (a move after a race's end), fades the last move's arrow in
// both layouts a page writes: the wide one's arrow stayed black beside
// its key's faint sample (big-races' race-over at a desktop's width).
func TestWideLayoutFaintBesideARefusal(t *testing.T) {
	draw := func(w, x float64) *Picture {
		p := New(w, 40, "t", "d")
		p.Mark(LastArrow([]Point{{X: x, Y: 20}, {X: x + 20, Y: 20}}, LastWidth))
		return p
	}
	p, wide := draw(60, 10), draw(100, 50)
	p.SetWide(wide)
	p.Refusal = "refused"
	s := NewSheet()
	page := s.SVG(p, false)
	i := strings.Index(page, `class="wide"`)
	if i < 0 {
		t.Fatalf("no wide layout written:\n%s", page)
	}
	for name, part := range map[string]string{"narrow": page[:i], "wide": page[i:]} {
		found := regexp.MustCompile(`<[a-z]+ [^>]*class="last-arrow"[^>]*>`).FindAllString(part, -1)
		if len(found) == 0 {
			t.Fatalf("%s: no last move's arrow:\n%s", name, part)
		}
		for _, m := range found {
			if !strings.Contains(m, `opacity="`+LastFaint+`"`) {
				t.Errorf("%s: the last move's arrow is not faint beside the refusal: %s", name, m)
			}
		}
	}
}
