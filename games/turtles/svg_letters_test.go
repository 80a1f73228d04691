package turtles

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A turtle's letter on the track is 11 CSS px or more on a phone 390 px
// wide showing the picture whole at its width, the A5 picture's and the
// phone's (at 7 px the letters were specks on the nine empty squares).
func TestTurtleLettersReadOnAPhone(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/turtles/whole-game.txt")
	cat := refereetest.Catalog(t, Spec())
	for _, lang := range []string{"en", "ru"} {
		w := cat.Speaker(lang)
		want := map[string]bool{}
		for _, l := range letters {
			want[w.Say(l)] = true
		}
		for _, view := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
			var b strings.Builder
			if err := s.Engine().(*race).Picture(w, view).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			mm, err := strconv.ParseFloat(regexp.MustCompile(`<svg [^>]*width="([\d.]+)mm"`).FindStringSubmatch(svg)[1], 64)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, m := range regexp.MustCompile(`<text [^>]*font-size="([\d.]+)"[^>]*font-weight="bold"[^>]*>([^<]+)</text>`).FindAllStringSubmatch(svg, -1) {
				if !want[m[2]] {
					continue
				}
				n++
				size, _ := strconv.ParseFloat(m[1], 64)
				if px := size * 390 / mm; px < 11 {
					t.Errorf("%s, view %v: the turtle letter %q is %.1f CSS px at 390 px, want 11 or more", lang, view, m[2], px)
				}
			}
			if n < int(numTurtles) {
				t.Errorf("%s, view %v: %d turtle letters found, want %d or more", lang, view, n, numTurtles)
			}
		}
	}
}
