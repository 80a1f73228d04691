package picturetest

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

func TestInkDistance(t *testing.T) {
	if d := InkDistance("#d62728", "#d62728"); d != 0 {
		t.Errorf("InkDistance of a colour to itself is %v", d)
	}
	if d := InkDistance("#000000", "#ffffff"); d < 99 || d > 101 {
		t.Errorf("InkDistance of black to white is %v, want 100", d)
	}
}

// WithoutKeySamples takes out every sample picture.Keys draws and nothing
// else: it finds them by the class the picture gives them.
func TestWithoutKeySamples(t *testing.T) {
	p := picture.New(60, 30, "t", "d")
	nodes, _ := picture.Keys(0, 10, 50, 4, 1, []picture.KeyLine{{Sample: picture.SampleLast(), Text: "last"}})
	p.Add(nodes...)
	var b strings.Builder
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if !strings.Contains(svg, `class="key-sample"`) {
		t.Fatalf("no key sample drawn:\n%s", svg)
	}
	out := WithoutKeySamples(svg)
	if strings.Contains(out, `class="key-sample"`) || !strings.Contains(out, "Last") {
		t.Errorf("samples left or words lost:\n%s", out)
	}
}
