package turbo

import (
	"embed"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Spec is «Турбосчёт Форсаж» for the registry.
func Spec() referee.Spec {
	return referee.Spec{
		ID:      "turbo",
		Aliases: []string{"турбосчёт", "турбосчет", "турбо", "форсаж", "hurri-count", "турбосчёт-форсаж", "hurry-count"},
		Keys:    [][]string{append([]string(nil), cardsKeys...), append([]string(nil), taskWords...), append([]string(nil), deckKeys...), append([]string(nil), openKeys...)},
		// `task: <condition>` is an event, not a player's move.
		EventWords: append([]string(nil), taskWords...),
		Reads:      reads,
		Players:    []int{2, 3, 4, 5},
		// The closing sentence counts the cards turned up, the booklet's
		// turns, not the calls and task cards among them.
		TurnsPlayed: "turbo.unit.turned-up",
		Edition:     edition,
		Sample:      sample,
		Long:        long,
		Random:      random,
		UI:          referee.UI{Layout: referee.TapCards, TapSets: taps, Race: true, Dealt: true, Dispute: true},
		Rules: []referee.Code{
			CodeOutOfTurn,
			CodePlayerOut,
			CodeNoSuchCard,
			CodeTooManyCopies,
			CodeCardBuried,
			CodeCallWhileOut,
			CodeTaskMissing,
			CodeTaskStands,
			CodeGameOver,
			CodeCallerMissing,
		},
		// The booklet says only that a player with no cards is out; that
		// they make no calls is the referee's reading
		// (turbo.reading.out-no-calls), so a call refused by it is a ruling.
		InterpretedRules: []referee.Code{CodeCallWhileOut},
		Notes: []referee.Code{
			CodeRightTurbo,
			CodeWrongTurbo,
			CodeRightForsazh,
			CodeWrongForsazh,
			CodeTouch,
			CodePenalty,
			CodeRoundWon,
			CodeMissedTurbo,
			CodeGoesOut,
			CodeNextAfterRound,
			CodeReadingOutNoCalls,
			CodeReadingEarlyCall,
			CodeReadingHoldsAtOnce,
			CodeReadingOrderAfterRound,
			CodeReadingForsazhRound,
			CodeReadingPenaltyOrder,
			CodeReadingPenaltyInOnly,
			CodeReadingOutNotCounted,
			CodeReadingLastCard,
			CodeReadingOpenTurn,
		},
		Examples: examples,
		Locales:  referee.LocaleDir(locales),
		New: func(s referee.Start) (referee.Engine, []referee.Message, []*notation.Error) {
			t, errs := newTable(s)
			if errs != nil {
				return nil, nil, errs
			}
			t.orderFrom(s.Header)
			return t, t.warnings(), nil
		},
	}
}
