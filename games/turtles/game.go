package turtles

import (
	"embed"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Spec is «Черепашьи бега» for the registry.
func Spec() referee.Spec {
	return referee.Spec{
		ID:      "turtles",
		Aliases: []string{"черепахи", "черепашьи-бега", "turtle-race"},
		Keys:    [][]string{colorsKeys, trackKeys, setupKeys},
		// The secret colours are revealed when the race ends: they may be
		// written after the moves.
		Trailers: colorsKeys,
		Reads:    reads,
		Players:  []int{2, 3, 4, 5},
		// The rules of the cards and the key say the same every turn.
		UI:     referee.UI{SameIntroEveryTurn: true, CroppableTrack: true},
		Sample: sample,
		Long:   long,
		Rules: []referee.Code{
			CodeNoSuchCard,
			CodeBackFromStart,
			CodeNotLast,
			CodeRaceOver,
			CodeRaceOverSetup,
			CodeWrongPlayer,
		},
		Notes:    []referee.Code{CodePassUnverified, CodeReadingStartTie},
		Examples: examples,
		TheGame:  "turtles.the-game",
		Locales:  referee.LocaleDir(locales),
		New: func(s referee.Start) (referee.Engine, []referee.Message, []*notation.Error) {
			r, errs := newRace(s)
			if errs != nil {
				return nil, nil, errs
			}
			return r, nil, nil
		},
	}
}
