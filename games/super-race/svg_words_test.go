package superrace

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The key beside each player's line says where they stand in the words a
// family uses — how far from the finish line — not as rows and columns
// (pics22: "stands on the edge between two squares: row 10, column 3 and
// row 9, column 3"); the arrowhead on the map shows the place, and the
// picture's description still names the squares.
func TestStandingsInWordsNotSquares(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/race.txt")
	r := s.Engine().(*race)
	cat := refereetest.Catalog(t, Spec())
	hidden := regexp.MustCompile(`(?s)<(title|desc)[^>]*>.*?</(title|desc)>`)
	texts := regexp.MustCompile(`>([^<]+)<`)
	for lang, square := range map[string]*regexp.Regexp{"en": regexp.MustCompile(`row[ \x{a0}]\d+, column[ \x{a0}]\d+`), "ru": regexp.MustCompile(`ряд(у|е)?[ \x{a0}]\d+, столб(ец|це)[ \x{a0}]\d+`)} {
		var b strings.Builder
		p := r.Picture(cat.Speaker(lang), referee.View{picture.WidthKey: "80"})
		if err := p.WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		var shown strings.Builder
		for _, m := range texts.FindAllStringSubmatch(hidden.ReplaceAllString(b.String(), ""), -1) {
			shown.WriteString(m[1] + " ")
		}
		if m := square.FindString(shown.String()); m != "" {
			t.Errorf("%s: the picture names a square, %q, in %q", lang, m, shown.String())
		}
		if !square.MatchString(p.Desc) {
			t.Errorf("%s: the picture's description does not name the squares: %q", lang, p.Desc)
		}
	}
}
