package superrace

import (
	"embed"

	"referee/referee"
)

//go:embed locales/*.toml
var locales embed.FS

// Spec is Super Race for the registry.
func Spec() referee.Spec {
	return referee.Spec{
		ID:      "super-race",
		Aliases: []string{"супер-гонка", "супергонка", "superrace"},
		Keys:    [][]string{trackKeys, startKeys},
		Rules:   rules,
		Notes:   notes,
		Locales: referee.LocaleDir(locales),
		Flags: []referee.Flag{
			{Name: "dice", Views: []string{"moves"}, Usage: "super-race.flag.dice"},
			{Name: "player", Views: []string{"board", "replay"}, Usage: "super-race.flag.player"},
		},
		Listings: []referee.Listing{{Name: "tracks", Args: "[NAME | new FILE]", MaxArgs: 2, Short: "super-race.listing.tracks",
			Flags: tracksFlags, Run: listTracks}},
		New: newGame,
	}
}
