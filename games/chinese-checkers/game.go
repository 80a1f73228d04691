package chinesecheckers

import (
	"embed"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Spec is Chinese checkers for the registry.
func Spec() referee.Spec {
	return referee.Spec{
		ID:      "chinese-checkers",
		Aliases: []string{"китайские-шашки", "halma", "sternhalma", "stern-halma", "халма"},
		// The very lists the header is read with (setup.go), so the framing
		// never takes `места:` for a move by a player called «места».
		Keys:    append([][]string(nil), headerKeys...),
		Reads:   reads,
		Players: []int{2, 3, 4, 6},
		UI:      referee.UI{Layout: referee.TapPieces},
		// What the picture writes in the empty holes: their places in the
		// row (the default), their names or numbers, or nothing.
		Flags: []referee.Flag{{Name: "holes", Views: []string{"board", "replay"}, Usage: "chinese-checkers.flag.holes", Values: []string{"edges", "края", "places", "места", "names", "имена", "numbers", "номера", "none", "нет"}}},
		Rules: []referee.Code{
			CodeStepNotAdjacent,
			CodeStepToOccupied,
			CodeHopOverEmpty,
			CodeHopTooLong,
			CodeHopOffLine,
			CodeHopOntoOccupied,
			CodeStepThenHop,
			CodeHopThenStep,
			CodeChainRepeatsHole,
			CodeChainEndsAtStart,
			CodeFromEmpty,
			CodeNotOwnPiece,
			CodeWrongPlayer,
			CodePassWithMove,
			CodeLeftGoal,
			CodePlayerFinished,
			CodeGameOver,
		},
		// The booklet is silent on the first three; the notes below are the
		// referee's readings behind them. Goal-lock is a house rule the
		// players switch on in the header, off by default: explain must not
		// tag it a rule of the game, which every move obeys, but a
		// ruling («[толкование]» / "[ruling]"); its text says when it holds.
		InterpretedRules: []referee.Code{CodeChainRepeatsHole, CodeChainEndsAtStart, CodePassWithMove, CodeLeftGoal},
		// Each note has its .rule and .example. A row read one way of two
		// is a note on a move the referee accepts, not a transcript error.
		Notes:    []referee.Code{CodeFivePlayers, CodeSeatsOrder, CodePartialSetup, CodeRowRead, CodeReadingChainOnce, CodeReadingChainEnd, CodeReadingPass},
		Examples: examples,
		// The closing count in the game’s own unit: English drops the first “yet” of
		// “No move has been accepted yet. No piece has reached … yet.”
		TurnsPlayed: "chinese-checkers.unit.played",
		Locales:     referee.LocaleDir(locales),
		New: func(s referee.Start) (referee.Engine, []referee.Message, []*notation.Error) {
			g, err := newGame(s)
			if err != nil {
				return nil, nil, []*notation.Error{err}
			}
			return g, g.warnings, nil
		},
	}
}
