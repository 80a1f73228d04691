package turbo

import (
	"fmt"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// The mark of a wrong call by its caller's name, as the penalty it cost
// or refused, covers no word of the table: not the heads over the piles («open pile: the top card counts»,
// which it covered on a phone, family judge serve20), not a name, not a
// card's words — on a phone, a page and the wide layout, in either
// language, whoever made the call.
func TestPenaltyMarkCoversNoWord(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	views := map[string]referee.View{
		"phone": {picture.WidthKey: "80"},
		"page":  {picture.WidthKey: "128"},
		"board": {},
		"wide":  {picture.WidthKey: picture.Fmt(picture.MaxWidth), picture.WideKey: "wide"},
	}
	names := []string{"Masha", "Petya", "Granny", "Dad"}
	calls := []string{"turbo", "forsazh", "touch"}
	for _, lang := range say.Languages {
		w := cat.Speaker(lang)
		for n := 2; n <= 4; n++ {
			for caller := range n {
				for _, call := range calls {
					header := fmt.Sprintf("players: %s\ntask: The sum of birds and frogs is at least nine\n", strings.Join(names[:n], ", "))
					tb := newTestTable(t, header)
					play(t, tb, names[0]+": 4 birds")
					play(t, tb, names[1]+": 2 frogs")
					play(t, tb, names[caller]+": "+call)
					if tb.penalised.who != caller {
						t.Fatalf("%s: no penalty", call)
					}
					for view, v := range views {
						for _, refused := range []bool{false, true} {
							p := tb.picture(w, v, -1, nil, false, false)
							sign := "⚠"
							if refused {
								// The same call refused: its mark in the
								// refused ink by the name.
								p = tb.picture(w, v, caller, &event{kind: tb.penalised.kind}, true, false)
								sign = "✗"
							}
							var mark *picture.Box
							for _, b := range p.Boxes() {
								if len(b.Texts) > 0 && strings.HasPrefix(b.Texts[0].Text, sign) {
									mark = &b
								}
							}
							if mark == nil {
								t.Fatalf("%s %s %d players: no %s mark", lang, view, n, sign)
							}
							texts := p.Texts()
							// Texts are placed as written, below a title of
							// several lines: the mark's box goes with them.
							for _, tx := range texts {
								if tx.Text == mark.Texts[0].Text && tx.X == mark.Texts[0].X {
									dy := tx.Y - mark.Texts[0].Y
									mark.Y += dy
									for i := range mark.Texts {
										mark.Texts[i].Y += dy
									}
								}
							}
							for _, tx := range texts {
								if strings.TrimSpace(tx.Text) == "" || inBox(*mark, tx) {
									continue
								}
								if tx.Right > mark.X && tx.Left < mark.X+mark.W && tx.Baseline+0.24*tx.Size > mark.Y && tx.Top < mark.Y+mark.H {
									t.Errorf("%s %s, %d players, %s by %s: the mark (%.1f,%.1f %.1f×%.1f) covers %q (%.1f–%.1f, %.1f–%.1f)",
										lang, view, n, call, names[caller], mark.X, mark.Y, mark.W, mark.H, tx.Text, tx.Left, tx.Right, tx.Top, tx.Baseline)
								}
							}
						}
					}
				}
			}
		}
	}
}

// inBox tells whether a text is one of the box's own.
func inBox(b picture.Box, tx picture.BoxText) bool {
	for _, own := range b.Texts {
		if own.Text == tx.Text && own.X == tx.X && own.Y == tx.Y {
			return true
		}
	}
	return false
}
