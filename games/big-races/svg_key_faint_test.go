package bigraces

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Beside a refused move the key's sample of the last move is faint
// exactly when the board's arrow is: in the file and on a page (a
// replay's), in both languages, at print and phone widths, and in full
// ink in both places when nothing is refused.
func TestKeySampleFaintAsTheBoardsArrow(t *testing.T) {
	// The arrow as placed on the board (a file's translated group, a
	// page's use of its shared drawing), not the drawing's inner groups.
	arrow := regexp.MustCompile(`<(?:g transform|use)[^>]*class="last-arrow"[^>]*>`)
	faintSample := regexp.MustCompile(`<g (?:id="\w+" )?opacity="` + picture.LastFaint + `">\s*<g class="key-sample">`)
	sample := regexp.MustCompile(`class="key-sample"`)
	legal := open(t, "players: white, grey\n")
	apply(t, legal, "white1: fff")
	for _, file := range []string{"occupied.txt", "only-leader-laps.txt", ""} {
		s := legal
		if file != "" {
			s, _ = refereetest.OpenFile(t, Spec(), "../../corpus/big-races/"+file)
		}
		for _, lang := range []string{"en", "ru"} {
			for _, v := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
				p, ok := s.Picture(catalog.Speaker(lang), v)
				if !ok {
					t.Fatalf("%s: no picture", file)
				}
				var b strings.Builder
				if err := p.WriteSVG(&b, picture.Options{}); err != nil {
					t.Fatal(err)
				}
				sh := picture.NewSheet()
				page := sh.SVG(p, false) + sh.Shared()
				for where, svg := range map[string]string{"file": b.String(), "page": page} {
					if file == "" {
						// Nothing refused: both in full ink.
						if strings.Contains(svg, `opacity="`+picture.LastFaint+`"`) {
							t.Errorf("%s %v %s: a legal position draws something faint", lang, v, where)
						}
						continue
					}
					arrows := arrow.FindAllString(svg, -1)
					if len(arrows) == 0 || !sample.MatchString(svg) {
						t.Fatalf("%s %s %v %s: no last move's arrow or no key sample", file, lang, v, where)
					}
					for _, a := range arrows {
						if !strings.Contains(a, `opacity="`+picture.LastFaint+`"`) {
							t.Errorf("%s %s %v %s: the board's last-move arrow is in full ink beside the refusal: %s", file, lang, v, where, a)
						}
					}
					if !faintSample.MatchString(svg) {
						t.Errorf("%s %s %v %s: the key's last-move sample is in full ink beside a faint arrow", file, lang, v, where)
					}
				}
			}
		}
	}
}
