package games_test

import (
	"encoding/xml"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// A move refused after the end has no place on the board, and its picture
// still says it was refused, and why, in its words and its <desc> (big
// races' move 5 and super race's move 22 were neither drawn nor
// mentioned: the final position alone, as though the move were legal).
func TestRefusedAfterTheEndIsSaid(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"big-races/race-over.txt", "super-race/game-over.txt"} {
		var spec referee.Spec
		for _, sp := range games.All() {
			if sp.ID == strings.Split(file, "/")[0] {
				spec = sp
			}
		}
		s, rep := refereetest.OpenFile(t, spec, "../corpus/"+file)
		var why referee.Message
		for _, l := range rep.Lines {
			if l.Kind == referee.KindViolation {
				why = l.Message
			}
		}
		if why == nil {
			t.Fatalf("%s: no move refused", file)
		}
		for _, lang := range say.Languages {
			w := c.Speaker(lang)
			want := w.Say(referee.PictureRefusedUndrawn{Why: why})
			for _, v := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
				p, ok := s.Picture(w, v)
				if !ok {
					t.Fatalf("%s: no picture", file)
				}
				var b strings.Builder
				if err := p.WriteSVG(&b, picture.Options{}); err != nil {
					t.Fatal(err)
				}
				desc, words := svgWords(t, b.String())
				if !strings.Contains(desc, want) {
					t.Errorf("%s %s %v: the <desc> does not say %q:\n%s", file, lang, v, want, desc)
				}
				// Its words say why once, by the verdict under the title;
				// the notes say only that the move is not drawn (a copy of
				// the reason there said it twice).
				if n := strings.Count(words, w.Say(why)); n != 1 {
					t.Errorf("%s %s %v: the picture's words say %q %d times, want once:\n%s", file, lang, v, w.Say(why), n, words)
				}
				if !strings.Contains(words, w.Say(referee.Term(spec.ID+".picture.refused-undrawn"))) {
					t.Errorf("%s %s %v: the picture's words do not say the refused move is not drawn:\n%s", file, lang, v, words)
				}
			}
		}
	}
}

// svgWords are a picture's <desc> and its texts, each line joined to the
// next by a space.
func svgWords(t *testing.T, svg string) (desc, words string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(svg))
	var texts []string
	in := ""
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		switch e := tok.(type) {
		case xml.StartElement:
			in = e.Name.Local
		case xml.CharData:
			switch in {
			case "desc":
				desc += string(e)
			case "text", "tspan":
				texts = append(texts, strings.TrimSpace(string(e)))
			}
		case xml.EndElement:
			in = ""
		}
	}
	return desc, strings.Join(texts, " ")
}
