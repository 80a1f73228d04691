package picture

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

func TestWriteEscapesAndIsWellFormed(t *testing.T) {
	p := New(20, 10, `A <b> & "c"`, "Нина & Паша")
	p.Lang = "ru"
	p.Add(Text(1, 5, Normal, "middle", "<script>alert(1)</script>"), Rect(0, 0, 1.006, 2).Fill("#ffffff"))
	var b bytes.Buffer
	if err := p.WriteSVG(&b, Options{Prefix: "p3-", Standalone: true}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{`xml:lang="ru"`, `id="p3-title"`, `&lt;script&gt;`, `A &lt;b&gt; &amp; &#34;c&#34;`, `width="1.01"`, `width="20mm"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, "<script>") {
		t.Errorf("a text was not escaped:\n%s", out)
	}
	if err := valid(b.Bytes()); err != nil {
		t.Fatal(err)
	}
}

func TestFmt(t *testing.T) {
	for v, want := range map[float64]string{0: "0", 1.5: "1.5", 2.004: "2", -0.001: "0", 12.345678: "12.35", -3.1: "-3.1"} {
		if got := Fmt(v); got != want {
			t.Errorf("Fmt(%v) = %q, want %q", v, got, want)
		}
	}
}

func TestWidthScales(t *testing.T) {
	p := New(100, 50, "t", "d")
	var b bytes.Buffer
	if err := p.WriteSVG(&b, Options{Width: 200}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `width="200mm" height="100mm" viewBox="0 0 100 50"`) {
		t.Errorf("scaled size wrong:\n%s", b.String())
	}
}

func TestArrowHasHead(t *testing.T) {
	if Arrow([]Point{{0, 0}}, "#000", 1) != nil {
		t.Error("an arrow of one point is drawn")
	}
	a := Arrow([]Point{{0, 0}, {10, 0}}, "#000", 1)
	if len(a.kids) != 2 {
		t.Fatalf("arrow has %d parts, want line and head", len(a.kids))
	}
	// The halo's head is the arrow's own, outlined: no bigger by more
	// than the halo (it was 2.5 times the head and hid what it pointed at).
	h := HaloArrow([]Point{{0, 0}, {10, 0}}, "#000", 0.6, 0.4)
	if len(h.kids) != 4 {
		t.Fatalf("halo arrow has %d parts, want halo line and head, line and head", len(h.kids))
	}
	head, halo := h.kids[3], h.kids[1]
	if head.attrs[0].value != halo.attrs[0].value {
		t.Errorf("the halo's head %q is not the arrow's head %q", halo.attrs[0].value, head.attrs[0].value)
	}
}

// TestPlaceInFileAndOnSheet: a placed symbol is drawn in place in a file
// of its own, and written once on a sheet, each place a use of it.
func TestPlaceInFileAndOnSheet(t *testing.T) {
	pic := func(x float64) *Picture {
		p := New(50, 20, "t", "d")
		p.Back(Rect(0, 0, 50, 10).Fill("#eeeeee"))
		sym := Boxed(Circle(0, 0, 2).Fill("#d62728"), Text(0, 1, 2, "middle", "A").Fill("#ffffff"))
		p.Add(Place(sym, x, 5).Tip("Anna's piece"), Place(sym, x+5, 5), Text(1, 18, Small, "", "legend").Share())
		return p
	}
	var b bytes.Buffer
	if err := pic(10).WriteSVG(&b, Options{Standalone: true}); err != nil {
		t.Fatal(err)
	}
	if err := valid(b.Bytes()); err != nil {
		t.Fatal(err)
	}
	file := b.String()
	for _, want := range []string{`<g transform="translate(10 5)">`, `<g transform="translate(15 5)">`, `<title>Anna&#39;s piece</title>`, `fill="#eeeeee"`} {
		if !strings.Contains(file, want) {
			t.Errorf("the file lacks %s:\n%s", want, file)
		}
	}
	if strings.Contains(file, "<use") {
		t.Errorf("a file of its own uses parts:\n%s", file)
	}
	s := NewSheet()
	one, two := s.SVG(pic(10), true), s.SVG(pic(20), false)
	defs := s.Shared()
	// The page's script builds the shared parts into the <defs> of Defs.
	if !strings.Contains(s.Defs(), `<svg class="defs"`) || !strings.Contains(s.Defs(), "<defs>") {
		t.Errorf("the page's definitions have no <defs> for its script:\n%s", s.Defs())
	}
	if n := strings.Count(defs, `fill="#d62728"`); n != 1 {
		t.Errorf("the symbol is written %d times in the definitions, want once:\n%s", n, defs)
	}
	if n := strings.Count(defs, ">legend<"); n != 1 {
		t.Errorf("the shared legend is written %d times, want once:\n%s", n, defs)
	}
	if n := strings.Count(defs, `fill="#eeeeee"`); n != 1 {
		t.Errorf("the unchanging part is written %d times in the definitions, want once:\n%s", n, defs)
	}
	for _, svg := range []string{one, two} {
		if strings.Contains(svg, "#d62728") || strings.Contains(svg, "legend") || strings.Contains(svg, "#eeeeee") {
			t.Errorf("a picture on the sheet draws a shared part itself:\n%s", svg)
		}
		// The unchanging part is drawn first, under the rest: a use of
		// its one copy, as vectors (no CSS background image, which a
		// printer receives as an image of every page).
		if !strings.Contains(svg, `</title><use href="#s`) && !strings.Contains(svg, `</desc><use href="#s`) {
			t.Errorf("a picture does not draw its unchanging part first:\n%s", svg)
		}
	}
	if !strings.Contains(one, "<desc>d</desc>") || strings.Contains(two, "<desc>") {
		t.Errorf("described %q, not described %q: the description only where asked", one, two)
	}
	if !strings.Contains(two, `<use href="#s1" x="25" y="5"/>`) {
		t.Errorf("the second picture's piece is not a use of the first's symbol:\n%s", two)
	}
	if s.Size() < len(one)+len(two) {
		t.Errorf("Size %d is less than the pictures written, %d", s.Size(), len(one)+len(two))
	}
}

// TestSheetWritesAKeyedPartOnce: pictures whose unchanging parts bear one
// key use one copy, the part written once.
func TestSheetWritesAKeyedPartOnce(t *testing.T) {
	s := NewSheet()
	var first string
	for i := range 3 {
		p := New(50, 20, "t", "d")
		p.Back(Rect(0, 0, 50, 10).Fill("#eeeeee"), Text(1, 9, Small, "", "track"))
		p.BackKey("track")
		svg := s.SVG(p, false)
		at := strings.Index(svg, "<use")
		if at < 0 {
			t.Fatalf("picture %d draws no <use>:\n%s", i, svg)
		}
		use := svg[at:]
		end := strings.Index(use, "/>")
		if end < 0 {
			t.Fatalf("picture %d: an unclosed <use>:\n%s", i, svg)
		}
		use = use[:end]
		if i == 0 {
			first = use
		} else if use != first {
			t.Errorf("picture %d draws its part as %s, the first as %s", i, use, first)
		}
	}
	if n := strings.Count(s.Shared(), ">track<"); n != 1 {
		t.Errorf("the part is written %d times, want once", n)
	}
}

// TestTitleWraps: a title longer than the picture's width is wrapped, not
// cut, and the drawing moves down under it.
func TestTitleWraps(t *testing.T) {
	long := "«Супер-гонка», трасса «Индианаполис», в начальной позиции"
	p := New(80, 40, long, "d")
	p.Add(Text(4, 20, Small, "", "under"))
	w, h := p.Size()
	if w != 80 || h <= 40 {
		t.Fatalf("Size = %v×%v, want 80 wide and deeper than 40", w, h)
	}
	var b bytes.Buffer
	if err := p.WriteSVG(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if strings.Contains(svg, "…") {
		t.Errorf("the title is cut:\n%s", svg)
	}
	for _, word := range strings.Fields(long) {
		if !strings.Contains(svg, word) {
			t.Errorf("the title's word %q is missing:\n%s", word, svg)
		}
	}
	if !strings.Contains(svg, `viewBox="0 0 80 `+Fmt(h)+`"`) || !strings.Contains(svg, `transform="translate(0 `) {
		t.Errorf("the picture does not grow for its title:\n%s", svg)
	}
	for _, tx := range p.Texts() {
		if tx.Right > w || tx.Baseline > h {
			t.Errorf("%q leaves the picture: %+v", tx.Text, tx)
		}
		if tx.Text == "under" && tx.Y <= 20 {
			t.Errorf("the drawing under the title did not move down: %+v", tx)
		}
	}
}

func TestLayoutWidth(t *testing.T) {
	for v, want := range map[string]float64{"": MaxWidth, "80": 80, "100.5": 100.5, "20": Screen, "500": MaxWidth, "x": MaxWidth, "NaN": MaxWidth, "-3": MaxWidth} {
		view := map[string]string{}
		if v != "" {
			view[WidthKey] = v
		}
		if got := LayoutWidth(view); got != want {
			t.Errorf("LayoutWidth(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestFitAndClip(t *testing.T) {
	if got := Clip("Бабушка Галя", Small, 10); TextWidth(got, Small) > 10 || !strings.HasSuffix(got, "…") {
		t.Errorf("Clip = %q, %.1f mm wide", got, TextWidth(got, Small))
	}
	if got := Clip("Галя", Small, 100); got != "Галя" {
		t.Errorf("Clip of what fits = %q", got)
	}
	size, lines := Fit("a chameleon", Small, 1.6, 10, 2, false)
	if len(lines) > 2 || size < 1.6 {
		t.Fatalf("Fit = %v, %q", size, lines)
	}
	for _, l := range lines {
		if TextWidth(l, size) > 10 {
			t.Errorf("%q is %.1f mm wide at %.2f, more than 10", l, TextWidth(l, size), size)
		}
	}
	for _, l := range Wrap("Антидисэстаблишментарианство и ещё", Small, 15) {
		if TextWidth(l, Small) > 15 {
			t.Errorf("wrapped line %q is wider than 15 mm", l)
		}
	}
}

func TestContrast(t *testing.T) {
	if c := Contrast("#000000", "#ffffff"); c < 20.9 || c > 21.1 {
		t.Errorf("black on white = %.2f, want 21", c)
	}
	for _, ink := range Players {
		if c := Contrast(ink.Text, ink.Fill); c < 4.5 {
			t.Errorf("the label %s on %s is %.2f:1, less than 4.5:1", ink.Text, ink.Fill, c)
		}
	}
}

func valid(data []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var stack []string
	seen := map[string]bool{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if len(stack) == 0 && e.Name.Local != "svg" {
				return &xml.SyntaxError{Msg: "root is <" + e.Name.Local + ">, not <svg>"}
			}
			if len(stack) == 1 {
				seen[e.Name.Local] = true
			}
			stack = append(stack, e.Name.Local)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
	for _, want := range []string{"title", "desc"} {
		if !seen[want] {
			return &xml.SyntaxError{Msg: "no <" + want + ">"}
		}
	}
	return nil
}

// TestInksFor: players named as colours wear them, in either language and
// any form; the others take the palette's inks that are left, no two
// alike; a name that merely starts like a colour is no colour.
func TestInksFor(t *testing.T) {
	inks := InksFor([]string{"white", "grey", "black"})
	for i, want := range []string{"#ffffff", "#9a9a9a", "#222222"} {
		if inks[i].Fill != want {
			t.Errorf("player %d wears %s, want %s", i, inks[i].Fill, want)
		}
	}
	ru := InksFor([]string{"Белые", "Чёрные", "Серёжа", "синий"})
	if ru[0].Fill != "#ffffff" || ru[1].Fill != "#222222" || ru[3].Fill != Players[1].Fill {
		t.Errorf("Белые, Чёрные, синий wear %v", ru)
	}
	if ru[2].Fill != Players[0].Fill {
		t.Errorf("Серёжа wears %s, want the palette's first ink, %s", ru[2].Fill, Players[0].Fill)
	}
	// Anna takes the palette's first ink not worn: red is.
	mixed := InksFor([]string{"Red", "Anna", "red", "Boris"})
	if mixed[0].Fill != Players[0].Fill || mixed[1].Fill != Players[1].Fill || mixed[2].Fill != Players[2].Fill || mixed[3].Fill != Players[3].Fill {
		t.Errorf("Red, Anna, red, Boris wear %v", mixed)
	}
	seen := map[string]bool{}
	for _, ink := range InksFor([]string{"a", "b", "white", "c", "d", "e", "f", "g"}) {
		if seen[ink.Fill] {
			t.Errorf("two players wear %s", ink.Fill)
		}
		seen[ink.Fill] = true
	}
	for name, ink := range colourInks {
		if c := Contrast(ink.Text, ink.Fill); c < 4.5 {
			t.Errorf("%s's label %s on %s is %.2f:1, less than 4.5:1", name, ink.Text, ink.Fill, c)
		}
	}
}

// A picture laid out for a phone's column is drawn in its wide layout too,
// and a page's sheet writes both, classed for the page's style to show one
// (round 7: a desktop showed a big-races ring in the phone's 10-column
// bands, shrunk to a third of its room).
func TestForScreenWritesBothLayouts(t *testing.T) {
	var asked []map[string]string
	draw := func(v map[string]string) *Picture {
		asked = append(asked, v)
		return New(LayoutWidth(v), 50, "t", "")
	}
	p := ForScreen(map[string]string{WidthKey: Fmt(Screen)}, draw)
	if p.Wide() == nil || p.Wide().W != MaxWidth || !IsWide(asked[1]) || IsWide(asked[0]) {
		t.Fatalf("the wide layout: %+v, asked %v", p.Wide(), asked)
	}
	svg := NewSheet().SVG(p, false)
	narrow, wide := strings.Index(svg, `class="narrow"`), strings.Index(svg, `class="wide"`)
	if narrow < 0 || wide < narrow || strings.Count(svg, "<svg") != 2 {
		t.Errorf("the sheet's picture is not its narrow then its wide layout:\n%s", svg)
	}
	if p := ForScreen(map[string]string{}, draw); p.Wide() != nil {
		t.Error("a picture laid out for a page's width has a wide layout too")
	}
}

// TrimAlong cuts a curve's ends along its length, across its segments.
func TestTrimAlong(t *testing.T) {
	pts := []Point{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}}
	got := TrimAlong(pts, 1.5, 2.5)
	if len(got) != 3 || got[0] != (Point{1.5, 0}) || got[len(got)-1] != (Point{2.5, 0}) {
		t.Errorf("TrimAlong(0…5, 1.5, 2.5) = %v, want 1.5 … 2.5", got)
	}
}

// A file of its own shrinks to a screen narrower than its printed width
// and keeps its shape; a picture inlined in a page is the page's to size.
func TestStandaloneFitsTheScreen(t *testing.T) {
	for _, standalone := range []bool{true, false} {
		var b strings.Builder
		if err := New(100, 50, "t", "d").WriteSVG(&b, Options{Standalone: standalone}); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(b.String(), `style="max-width:100%;height:auto"`); got != standalone {
			t.Errorf("standalone %v: max-width set %v", standalone, got)
		}
	}
}
