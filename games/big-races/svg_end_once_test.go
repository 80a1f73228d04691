package bigraces

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A finished race's picture says the end once: its title names the
// winner, and the notes under the key neither name them again nor say
// the race is over; a move refused after the end is noted as not drawn,
// its reason said once, by the verdict under the title (race-over's key
// repeated the verdict and added «Гонка окончена.», «Победитель — grey.»
// to a title that said the winner already).
func TestFinishedRaceSaysTheEndOnce(t *testing.T) {
	s, rep := refereetest.OpenFile(t, Spec(), "../../corpus/big-races/race-over.txt")
	var why referee.Message
	for _, l := range rep.Lines {
		if l.Kind == referee.KindViolation {
			why = l.Message
		}
	}
	if why == nil {
		t.Fatal("race-over: no move refused")
	}
	o := s.Outcome()
	for _, lang := range []string{"en", "ru"} {
		w := catalog.Speaker(lang)
		won := w.Say(referee.PictureWon{Winners: []string{"grey"}})
		for _, v := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
			p, ok := s.Picture(w, v)
			if !ok || !o.Over {
				t.Fatalf("%s: no picture of a finished race", lang)
			}
			var b strings.Builder
			if err := p.WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			words := svgTexts(b.String())
			if n := strings.Count(words, won); n != 1 {
				t.Errorf("%s %v: %q said %d times, want once (the title):\n%s", lang, v, won, n, words)
			}
			for _, said := range []string{w.Say(referee.PictureWinners{Winners: []string{"grey"}}), w.Say(raceOver)} {
				if strings.Contains(words, said) {
					t.Errorf("%s %v: the notes say %q, which the title says:\n%s", lang, v, said, words)
				}
			}
			if n := strings.Count(words, w.Say(why)); n != 1 {
				t.Errorf("%s %v: the refusal's reason said %d times, want once (the verdict):\n%s", lang, v, n, words)
			}
			if !strings.Contains(words, w.Say(refusedUndrawn)) {
				t.Errorf("%s %v: no note that the refused move is not drawn:\n%s", lang, v, words)
			}
		}
	}
}

var svgText = regexp.MustCompile(`<text[^>]*>([^<]*)</text>`)

// svgTexts are a picture's texts, each line joined to the next by a space.
func svgTexts(svg string) string {
	var out []string
	for _, m := range svgText.FindAllStringSubmatch(svg, -1) {
		out = append(out, strings.TrimSpace(m[1]))
	}
	return strings.Join(out, " ")
}
