package superrace

import (
	"embed"

	"github.com/boardgame-referee/referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Spec is Super Race for the registry.
func Spec() referee.Spec {
	return referee.Spec{
		ID:      "super-race",
		Aliases: []string{"супер-гонка", "супергонка", "superrace"},
		Keys:    [][]string{trackKeys, startKeys},
		Reads:   reads,
		Players: []int{1, 2, 3, 4},
		Sample:  sample,
		Long:    long,
		Random:  random,
		Rules:   rules,
		Notes:   notes,
		// The closing count in the game’s word, a turn.
		TurnsPlayed: "super-race.unit.played",
		Locales:     referee.LocaleDir(locales),
		Flags: []referee.Flag{
			{Name: "dice", Views: []string{"moves"}, Usage: "super-race.flag.dice", Check: checkDice},
			{Name: "player", Views: []string{"board", "replay"}, Usage: "super-race.flag.player", Check: checkPlayer},
		},
		Listings: []referee.Listing{{Name: "tracks", Args: "[NAME | new FILE]", MaxArgs: 2, Short: "super-race.listing.tracks",
			Flags: tracksFlags, Run: listTracks}},
		Examples: examples,
		UI:       referee.UI{Layout: referee.TapDice, TapSets: taps, Held: "dice", HeldWords: 5, NumberedColumns: true},
		New:      newGame,
	}
}
