package superrace

import (
	"embed"
	"strings"

	"referee/notation"
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
		Listings: []referee.Listing{{Name: "tracks", Args: "[NAME]", MaxArgs: 1, Short: "super-race.listing.tracks", Run: listTracks}},
		New:      newGame,
	}
}

// listTracks is `referee tracks [NAME]`: the built-in tracks, or one map.
func listTracks(w referee.Words, args []string) (string, *referee.Message) {
	if len(args) == 0 {
		var b strings.Builder
		for _, name := range builtinList() {
			t := builtinTracks()[name]
			b.WriteString(w.Say(referee.Say("super-race.tracks.line", referee.Facts{"id": name, "name": trackName(t),
				"about": referee.Term("super-race.tracks." + name), "starts": referee.Quantity{N: len(t.starts), Unit: "super-race.unit.start-square"}})))
			b.WriteByte('\n')
		}
		return b.String(), nil
	}
	t, ok := builtin(args[0])
	if !ok {
		facts := referee.Facts{"name": notation.Clip(args[0]), "tracks": trackNames()}
		if s, near := notation.Nearest(args[0], builtinSpellings()); near {
			facts["suggestion"] = s
			return "", &referee.Message{ID: "super-race.tracks.unknown-suggest", Facts: facts}
		}
		return "", &referee.Message{ID: "super-race.tracks.unknown", Facts: facts}
	}
	return t.text, nil
}
