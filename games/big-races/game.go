package bigraces

import (
	"embed"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Spec is «Большие гонки» for the registry.
func Spec() referee.Spec {
	return referee.Spec{
		ID:      "big-races",
		Aliases: []string{"большие-гонки"},
		Keys:    [][]string{lengthKeys, lapsKeys, setupKeys},
		// Moves are written under the cars' names: white1, white2.
		TheGame: "big-races.the-game",
		Pieces:  carOwner,
		Reads:   reads,
		Long:    long,
		Players: []int{2, 3, 4, 5, 6, 7, 8},
		UI:      referee.UI{Layout: referee.TapPaths},
		Rules: []referee.Code{
			CodeTooFar,
			CodeNoCost,
			CodeBadStep,
			CodeOffTrack,
			CodeOccupied,
			CodeCellTwice,
			CodeOnlyLeaderLaps,
			CodeWrongCar,
			CodeCarGone,
			CodeZeroWithMove,
			CodeRaceOver,
		},
		Notes: []referee.Code{CodeSetup, CodeReadingLeftOut, CodeReadingLappedBeforeTurn, CodeReadingPlayerForCar,
			CodeReadingLappedAtOnce, CodeReadingLappedStoppedOn, CodeReadingPastLine, CodeReadingSameRound, CodeReadingNoneFinished, CodeReadingTie},
		Examples: examples,
		Locales:  referee.LocaleDir(locales),
		New: func(s referee.Start) (referee.Engine, []referee.Message, []*notation.Error) {
			r, cs, err := readHeader(header{players: s.Header.Players, game: s.Header})
			if err != nil {
				return nil, nil, []*notation.Error{err}
			}
			e := &engine{race: r, names: s.Players, roster: cs}
			var notes []referee.Message
			if s.Header.Lookup(setupKeys...) != nil {
				notes = append(notes, e.setupNote())
			}
			return e, notes, nil
		},
	}
}
