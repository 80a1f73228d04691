package turbo

import (
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// A refused card meant for an empty open pile stands in the pile's place,
// never over its «пусто» (round 9: the ghost, a little to the right,
// half covered the word, which ran into the card's «лягушки»): Vera turns
// up out of turn; Boris's pile, empty too, still says so.
func TestRefusedCardStandsInTheEmptyPile(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, lang := range say.Languages {
		sp := cat.Speaker(lang)
		empty := ">" + sp.Say(referee.Term("turbo.picture.empty")) + "<"
		for _, width := range []string{"80", "128"} {
			if n := strings.Count(veraOutOfTurn(t, sp, referee.View{picture.WidthKey: width}), empty); n != 1 {
				t.Errorf("%s %s: %d piles say %s, want Boris's only (Vera's holds the refused card)", lang, width, n, empty)
			}
		}
	}
}

// A refused card is explained as what it is, a dashed card on its
// player's pile that does not count, not with the other games' key of an
// arrow «drawn where it meant to go» (pics21).
func TestRefusedCardHasItsOwnKey(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	sp := cat.Speaker("en")
	svg := veraOutOfTurn(t, sp, nil)
	first := func(s string) string { return strings.Join(strings.Fields(s)[:3], " ") }
	if own := first(sp.Say(RefusedCardKey{Player: "Vera"})); !strings.Contains(svg, own) {
		t.Errorf("the picture does not say its own key (%q…)", own)
	}
	if arrow := first(sp.Say(referee.Term("picture.key-refused"))); strings.Contains(svg, ">"+arrow) {
		t.Errorf("the picture explains the refused card with the arrows' key (%q…)", arrow)
	}
}

// veraOutOfTurn is the picture of Vera's card turned up out of turn,
// after Anna's, which the referee refuses.
func veraOutOfTurn(t *testing.T, sp *say.Speaker, v referee.View) string {
	t.Helper()
	tb := newTestTable(t, "players: Anna, Boris, Vera\ncards: Anna=18, Boris=18, Vera=18\ntask: frogs > 4\n")
	play(t, tb, "Anna: 2 hedgehogs")
	moves, err := notation.SplitMoves("Vera: 3 frogs", at)
	if err != nil {
		t.Fatal(err)
	}
	ev, perr := tb.Parse(moves[0])
	if perr != nil {
		t.Fatal(perr)
	}
	vera := slices.Index(tb.names, "Vera")
	if st := tb.Apply(vera, ev, false); st.Violation == nil {
		t.Fatal("Vera's card out of turn was played, want it refused")
	}
	var b strings.Builder
	if err := tb.PictureRefused(sp, v, vera, ev).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A refused card is drawn as the card it is: its animal's stripe and
// pattern, its count and word in the card's ink, the refused ink on its
// dashed outline and its cross alone (all in the refused ink, Vera's
// «3 frogs» no longer looked like the card she turned up).
func TestRefusedCardKeepsItsStripe(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, width := range []string{"80", "128"} {
		svg := veraOutOfTurn(t, cat.Speaker("en"), referee.View{picture.WidthKey: width})
		i := strings.Index(svg, `class="ghost"`)
		if i < 0 {
			t.Fatalf("width %s: no refused card", width)
		}
		card := svg[i:]
		if end := strings.Index(card, `class="refused-cross"`); end >= 0 {
			card = card[:end]
		}
		ink := animalInk[Frog]
		if !strings.Contains(card, `fill="`+ink.Fill+`"`) || !strings.Contains(card, `fill="#000000">3</text>`) ||
			strings.Contains(card, `fill="`+picture.Refused+`">`) || !strings.Contains(card, `stroke="`+picture.Refused+`" stroke-width="0.6" stroke-dasharray="`+picture.RefusedDash+`"/>`) {
			t.Errorf("width %s: the refused card is not drawn with its frog stripe and black count inside a dashed refused outline:\n%s", width, card)
		}
	}
}
