package turtles

import (
	"encoding/xml"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// markNode is an element of a written shell.
type markNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Kids    []markNode `xml:",any"`
}

func (e markNode) attr(k string) string {
	for _, a := range e.Attrs {
		if a.Name.Local == k {
			return a.Value
		}
	}
	return ""
}

func (e markNode) num(t *testing.T, k string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(e.attr(k), 64)
	if err != nil {
		t.Fatalf("<%s %s=%q>: %v", e.XMLName.Local, k, e.attr(k), err)
	}
	return v
}

// box is a rectangle in a shell's millimetres.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) w() float64 { return b.x1 - b.x0 }
func (b box) h() float64 { return b.y1 - b.y0 }

// markBox is the box one mark covers, its stroke included.
func markBox(t *testing.T, e markNode) box {
	t.Helper()
	sw := 0.0
	if e.attr("stroke-width") != "" {
		sw = e.num(t, "stroke-width") / 2
	}
	switch e.XMLName.Local {
	case "circle":
		cx, cy, r := e.num(t, "cx"), e.num(t, "cy"), e.num(t, "r")+sw
		return box{cx - r, cy - r, cx + r, cy + r}
	case "rect":
		x, y := e.num(t, "x"), e.num(t, "y")
		return box{x, y, x + e.num(t, "width"), y + e.num(t, "height")}
	case "path":
		b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		var nums []float64
		for _, f := range strings.FieldsFunc(e.attr("d"), func(r rune) bool { return r == ' ' || r == ',' || strings.ContainsRune("MLZ", r) }) {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatal(err)
			}
			nums = append(nums, v)
		}
		for i := 0; i+1 < len(nums); i += 2 {
			b = box{min(b.x0, nums[i]-sw), min(b.y0, nums[i+1]-sw), max(b.x1, nums[i]+sw), max(b.y1, nums[i+1]+sw)}
		}
		return b
	}
	t.Fatalf("a mark drawn as <%s>", e.XMLName.Local)
	return box{}
}

// Every turtle's shell carries the marks of its colour, and no two colours
// have the same marks: under deuteranopia or protanopia red and green
// shells were one olive, blue and purple close, told apart by their
// letters only. On every shell the picture draws — a tower's, the
// legend's and the start's narrow one, in both languages — each mark lies
// inside the shell, clear of the letter, and is at least 0.6 mm across
// (3 CSS px on a phone's screen, where 2.4 mm is 11 px).
func TestShellsMarkTheirColour(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	r := &race{}
	for _, lang := range []string{"en", "ru"} {
		w := cat.Speaker(lang)
		for _, hw := range [][2]float64{{pCell - 2.6, pShell}, {pCell - 2.6, pTall}, {8, pTall}, {(pCell - 0.8 - 2.2) / 2, pShell}, {(pCell - 0.8 - 2.2) / 2, pTall}} {
			width, height := hw[0], hw[1]
			seen := map[string]Turtle{}
			for tt := Turtle(0); tt < numTurtles; tt++ {
				for _, state := range []shellState{plain, ghost} {
					var b strings.Builder
					p := picture.New(20, 10, "", "")
					p.Add(r.shell(drawing{}, tt, width, height-0.5, state, w))
					if err := p.WriteSVG(&b, picture.Options{}); err != nil {
						t.Fatal(err)
					}
					var root markNode
					if err := xml.Unmarshal([]byte(b.String()), &root); err != nil {
						t.Fatal(err)
					}
					var marks *markNode
					var letter *markNode
					var walk func(e *markNode)
					walk = func(e *markNode) {
						if e.attr("class") == "marks" {
							marks = e
						}
						if e.XMLName.Local == "text" && strings.TrimSpace(e.Text) != "" {
							letter = e
						}
						for i := range e.Kids {
							walk(&e.Kids[i])
						}
					}
					walk(&root)
					what := fmt.Sprintf("%s, the %d shell %.1f mm wide (state %d)", lang, tt, width, state)
					if marks == nil || len(marks.Kids) == 0 || letter == nil {
						t.Fatalf("%s: no marks or no letter", what)
					}
					lw := picture.BoldWidth(letter.Text, picture.Small)
					lx := letter.num(t, "x")
					shape := ""
					for _, m := range marks.Kids {
						mb := markBox(t, m)
						if mb.x0 < 0.15 || mb.x1 > width-0.15 || mb.y0 < 0.15 || mb.y1 > height-0.5-0.15 {
							t.Errorf("%s: a mark %+v leaves the shell", what, mb)
						}
						if mb.x1 > lx-lw/2-0.05 && mb.x0 < lx+lw/2+0.05 {
							t.Errorf("%s: a mark %+v touches the letter %q (%.2f–%.2f)", what, mb, letter.Text, lx-lw/2, lx+lw/2)
						}
						if max(mb.w(), mb.h()) < 0.6 {
							t.Errorf("%s: a mark %+v is under 0.6 mm across", what, mb)
						}
						shape += fmt.Sprintf("%s/%s/%.1f;", m.XMLName.Local, m.attr("fill"), mb.w()/mb.h())
					}
					if state != plain {
						continue
					}
					// The marks by their shapes alone, whatever their place
					// and size: the kind of each, filled or stroked, its
					// proportions, and how many.
					key := fmt.Sprintf("%d marks: %s", len(marks.Kids), shape)
					if was, ok := seen[key]; ok {
						t.Errorf("%s: the %d and %d turtles bear the same marks (%s)", what, was, tt, key)
					}
					seen[key] = tt
				}
			}
		}
	}
}
