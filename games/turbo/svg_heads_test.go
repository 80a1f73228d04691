package turbo

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// The piles' heads take two lines at most over a column, on a phone too:
// «открытая стопка: считается верхняя карта» stood in four lines over
// every pile of a four-player table, more ink than the cards' own
// labels; what counts is said once, in the key, unless the head holds
// it in one line.
func TestPileHeadsShort(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	heads := regexp.MustCompile(`(?s)<g font-size="[\d.]+" fill="#444444">(.*?)</g>`)
	for _, lang := range say.Languages {
		w := cat.Speaker(lang)
		tb := newTestTable(t, "players: Anna, Boris, Vera, Gleb\n")
		play(t, tb, "Anna: 4 birds")
		for _, width := range []string{"80", "128"} {
			var b strings.Builder
			if err := tb.picture(w, referee.View{picture.WidthKey: width}, -1, nil, false, false).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			groups := heads.FindAllStringSubmatch(svg, -1)
			if len(groups) == 0 {
				t.Fatalf("%s %s mm: no piles' heads", lang, width)
			}
			for _, g := range groups {
				// «face down» in one line, «open pile» in two at most.
				if n := strings.Count(g[1], "<text"); n > 3 {
					t.Errorf("%s %s mm: a column's heads take %d lines, want 3 at most", lang, width, n)
				}
			}
			// Said once in the key, or in a head of one line.
			if !strings.Contains(svg, w.Say(topCounts)) && !strings.Contains(svg, ">"+w.Say(openTop)+"<") {
				t.Errorf("%s %s mm: neither the heads nor the key say that the top card counts", lang, width)
			}
		}
	}
}

// The penalty's mark stands by its caller's name, right after it, not at
// the column's right edge: there it stood in the gutter between the
// players, nearer the next player's name than the caller's.
func TestPenaltyMarkByTheCallersName(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	names := []string{"Anna", "Boris", "Vera", "Gleb"}
	for _, lang := range say.Languages {
		w := cat.Speaker(lang)
		for caller := range names {
			tb := newTestTable(t, fmt.Sprintf("players: %s\ntask: The sum of birds and frogs is at least nine\n", strings.Join(names, ", ")))
			play(t, tb, "Anna: 4 birds")
			play(t, tb, "Boris: 2 frogs")
			play(t, tb, names[caller]+": turbo")
			for _, width := range []string{"80", "128", ""} {
				p := tb.picture(w, referee.View{picture.WidthKey: width}, -1, nil, false, false)
				var mark *picture.Box
				for _, b := range p.Boxes() {
					if len(b.Texts) > 0 && strings.HasPrefix(b.Texts[0].Text, "⚠") {
						mark = &b
					}
				}
				if mark == nil {
					t.Fatalf("%s %q: no penalty mark", lang, width)
				}
				var name *picture.BoxText
				for _, tx := range p.Texts() {
					if tx.Text == names[caller] {
						name = &tx
					}
				}
				if name == nil {
					t.Fatalf("%s %q: no name %s", lang, width, names[caller])
				}
				if mark.X > name.Right+3 || mark.X+mark.W < name.Left {
					t.Errorf("%s %q, %s's call: the mark stands at x %.1f–%.1f, not by the name at %.1f–%.1f",
						lang, width, names[caller], mark.X, mark.X+mark.W, name.Left, name.Right)
				}
			}
		}
	}
}
