package bigraces

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// After a zero the picture says what it shows — the car where it stood,
// no outline of a start and no arrow — in both languages, not that the
// car drove (round 5: "grey1: 0" of lapped-and-zero.txt was "moved last:
// the dashed outline is where it started, the arrow the path it drove").
// A move that drove keeps its outline and its sentence.
func TestZeroSaidAsAZero(t *testing.T) {
	const header = "players: white, grey, black\nlength: 10\nlaps: 2\nsetup: white1=1/18, white2=2/17, grey2=1/9, grey1=4/9, black1=4/0, black2=3/-1\n"
	s := open(t, header)
	for _, line := range []string{"white1: ff", "white2: fff", "grey1: 0"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	for _, lang := range []string{"en", "ru"} {
		w := catalog.Speaker(lang)
		svg := svgIn(t, s, lang)
		grey1 := carNamed(t, s, "grey1")
		zero, drove := w.Say(PictureZero{Car: grey1}), w.Say(PictureLast{Car: grey1})
		if !strings.Contains(plain(svg), plain(zero)) {
			t.Errorf("%s: the picture after a zero does not say %q", lang, zero)
		}
		if strings.Contains(plain(svg), plain(drove)) {
			t.Errorf("%s: the picture after a zero says %q", lang, drove)
		}
		if strings.Contains(svg, `stroke-dasharray="0.9 0.7"`) {
			t.Errorf("%s: a start outline is drawn after a zero", lang)
		}
	}
	if p := apply(t, s, "black1: f"); p.Violation != nil {
		t.Fatalf("black1: f refused: %v", p.Violation)
	}
	svg := svgIn(t, s, "en")
	if !strings.Contains(plain(svg), plain(catalog.Speaker("en").Say(PictureLast{Car: carNamed(t, s, "black1")}))) || !strings.Contains(svg, `stroke-dasharray="0.9 0.7"`) {
		t.Error("after black1 drove, the picture lost its start outline or its sentence")
	}
}

// svgIn is the position's picture in a language, as SVG text.
func svgIn(t *testing.T, s *referee.Session, lang string) string {
	t.Helper()
	pic, ok := s.Picture(catalog.Speaker(lang), nil)
	if !ok {
		t.Fatal("no picture")
	}
	var b strings.Builder
	if err := pic.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// plain is the text of a picture's lines, or a sentence, one space
// between words (the lines joined, no-break spaces as spaces).
func plain(s string) string {
	s = regexp.MustCompile(`<[^>]*>`).ReplaceAllString(s, " ")
	s = html.UnescapeString(s)
	return strings.Join(strings.Fields(s), " ")
}

// carNamed is the race's car of that name.
func carNamed(t *testing.T, s *referee.Session, name string) Car {
	t.Helper()
	e := s.Engine().(*engine)
	c, ok := e.roster.lookup(name)
	if !ok {
		t.Fatalf("no car %s", name)
	}
	return e.car(c)
}
