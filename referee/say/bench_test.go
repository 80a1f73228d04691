package say_test

import (
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// BenchmarkSayNarration renders a turtles narration sentence with its facts
// (a move's telling in --explain and play), in each language: the cost of
// the typography a Russian sentence gets.
func BenchmarkSayNarration(b *testing.B) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		b.Fatal(err)
	}
	m := referee.Say("turtles.told.forward", referee.Facts{
		"turtle": referee.Term("turtles.turtle.green"), "card": "зелёная +1",
		"steps": referee.Quantity{Count: 1, Unit: "turtles.unit.square"},
		"from":  referee.Say("turtles.square.n", referee.Facts{"n": 6}), "to": referee.Say("turtles.square.n", referee.Facts{"n": 7}),
		"off": referee.Say("turtles.square.from-n", referee.Facts{"n": 6}), "onto": referee.Say("turtles.square.to-n", referee.Facts{"n": 7}),
	})
	for _, lang := range say.Languages {
		s := c.Speaker(lang)
		b.Run(lang, func(b *testing.B) {
			for b.Loop() {
				_ = s.Say(m)
			}
		})
	}
}
