package turbo

import (
	"embed"
	"io/fs"

	"referee/notation"
	"referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Game is «Турбосчёт Форсаж» for the registry.
type Game struct{}

func (Game) ID() string { return "turbo" }
func (Game) Aliases() []string {
	return []string{"турбосчёт", "турбосчет", "форсаж", "hurri-count", "турбосчёт-форсаж", "hurry-count"}
}

// EventWords: `task: <condition>` is an event, not a player's move.
// A copy: the caller may change it.
func (Game) EventWords() []string { return append([]string(nil), taskWords...) }

// Keys lists the header keys of the game in every spelling.
func (Game) Keys() []string { return append(append([]string(nil), cardsKeys...), taskWords...) }

// KeyGroups lists the spellings of each header key.
func (Game) KeyGroups() [][]string {
	return [][]string{append([]string(nil), cardsKeys...), append([]string(nil), taskWords...)}
}

// Rules lists the rule codes, for `referee explain`.
func (Game) Rules() []string {
	return []string{
		"turbo.out-of-turn",
		"turbo.player-out",
		"turbo.no-such-card",
		"turbo.too-many-copies",
		"turbo.call-while-out",
		"turbo.task-missing",
		"turbo.task-stands",
		"turbo.game-over",
	}
}

// Notes lists the codes of what the referee decides on the way without a
// violation — a call judged right or wrong, the penalty, the round won, a
// missed «Турбо!», a player going out — for `referee explain`
// (referee.Explained). Each note's message ID is its code.
func (Game) Notes() []string {
	return []string{
		"turbo.right-turbo",
		"turbo.wrong-turbo",
		"turbo.right-forsazh",
		"turbo.wrong-forsazh",
		"turbo.touch",
		"turbo.penalty",
		"turbo.round-won",
		"turbo.missed-turbo",
		"turbo.goes-out",
	}
}

func (Game) Locales() fs.FS { return referee.LocaleDir(locales) }

// New reads the header into the table as dealt.
func (Game) New(s referee.Start) (referee.Engine, []*notation.Error) {
	t, errs := newTable(s)
	if errs != nil {
		return nil, errs
	}
	return t, nil
}
