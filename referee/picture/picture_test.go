package picture

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

func TestWriteEscapesAndIsWellFormed(t *testing.T) {
	p := New(20, 10, `A <b> & "c"`, "Нина & Паша", "ru")
	p.Add(Text(1, 5, Normal, "middle", "<script>alert(1)</script>"), Rect(0, 0, 1.006, 2).Fill("url(#hatch)"))
	var b bytes.Buffer
	if err := p.WriteSVG(&b, Options{Prefix: "p3-", Standalone: true}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{`xml:lang="ru"`, `url(#p3-hatch)`, `id="p3-hatch"`, `&lt;script&gt;`, `A &lt;b&gt; &amp; &#34;c&#34;`, `width="1.01"`, `width="20mm"`} {
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
	p := New(100, 50, "t", "d", "en")
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
