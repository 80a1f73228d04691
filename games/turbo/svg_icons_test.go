package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Every open top card shows its animal's pictogram, as the booklet's
// cards do: matching animals is the game, and a card was a number, a word
// and a stripe (pics22). player-goes-out ends with three top cards open:
// Anna's bird, Boris's hedgehog and Vera's birds. On a page the
// pictograms are symbols, each drawn once.
func TestTopCardsShowTheirAnimal(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/turbo/player-goes-out.txt")
	w := refereetest.Catalog(t, Spec()).Speaker("en")
	p := s.Engine().(*table).Picture(w, referee.View{})
	var b strings.Builder
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), `class="animal"`); n != 3 {
		t.Errorf("%d pictograms of animals on the table, want 3, one a top card", n)
	}
	sh := picture.NewSheet()
	page := sh.SVG(p, false) + sh.SVG(p, false)
	if n := strings.Count(page, `class="animal"`); n != 0 {
		t.Errorf("on a page %d pictograms are drawn in place, want each a symbol used", n)
	}
	if n := strings.Count(sh.Shared(), `class="animal"`); n != 2 {
		t.Errorf("a page's definitions hold %d pictograms, want 2 (a bird's, a hedgehog's), each once", n)
	}
}

// The piles a round's winner took, greyed where they lay, are explained
// in the key (pics22: greyed with no key, their animals lost).
func TestTakenPilesExplained(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/turbo/chameleon-turbo.txt")
	tb := s.Engine().(*table)
	for _, lang := range []string{"en", "ru"} {
		w := refereetest.Catalog(t, Spec()).Speaker(lang)
		var b strings.Builder
		if err := tb.Picture(w, referee.View{}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		first := strings.Fields(w.Say(TakenKey{Winner: "Boris"}))[0]
		if !strings.Contains(b.String(), ">"+first+" ") {
			t.Errorf("%s: the key does not explain the taken piles (%q…)", lang, first)
		}
	}
}

// A card's pictogram stands clear of its count: the count's top (a bold
// digit is about 0.73 of its size tall) at least half a millimetre below
// the pictogram's foot (the frog sat on the «3»).
func TestPictogramClearOfTheCount(t *testing.T) {
	const iconTop, countSize = 0.8, 7.0
	if gap := countBase - 0.73*countSize - (iconTop + iconH); gap < 0.5 {
		t.Errorf("the count's top is %.2f mm under the pictogram, want at least 0.5", gap)
	}
}
