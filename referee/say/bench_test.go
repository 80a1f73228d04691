package say_test

import (
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee/say"
)

// BenchmarkSayExamples says the example of every message type of every
// game, in each language: what saying a message costs, typography and
// all, over the kinds a check and the table say.
func BenchmarkSayExamples(b *testing.B) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		b.Fatal(err)
	}
	var examples []say.Message
	for _, s := range games.All() {
		examples = append(examples, s.Examples()...)
	}
	if len(examples) == 0 {
		b.Skip("no game gives examples yet")
	}
	for _, lang := range say.Languages {
		s := c.Speaker(lang)
		b.Run(lang, func(b *testing.B) {
			for b.Loop() {
				for _, m := range examples {
					_ = s.Say(m)
				}
			}
		})
	}
}
