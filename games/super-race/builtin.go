package superrace

import (
	"embed"
	"slices"
	"strings"
	"sync"

	"github.com/boardgame-referee/referee/notation"
)

// The built-in tracks, written in the track map format like any user's map.
//
//go:embed tracks/*.map
var trackFiles embed.FS

// builtinNames are the built-in tracks' names with their spellings.
var builtinNames = []struct {
	name  string
	words []string
}{
	{"indianapolis", []string{"indianapolis", "indy", "индианаполис"}},
	{"monza", []string{"monza", "монца", "монза"}}, // «Монза» is the seed's spelling
}

// builtinTracks are the built-in tracks, parsed once when first asked for
// (not at start-up: most runs never race on them).
var builtinTracks = sync.OnceValue(func() map[string]*Track {
	out := map[string]*Track{}
	for _, b := range builtinNames {
		data, err := trackFiles.ReadFile("tracks/" + b.name + ".map")
		if err != nil {
			panic(err) // embedded: present at build time
		}
		t, perr := ParseMap(data, b.name)
		if perr != nil {
			panic(perr) // the built-in maps are tested
		}
		out[b.name] = t
	}
	return out
})

// builtin finds a built-in track by any of its spellings.
func builtin(name string) (*Track, bool) {
	for _, b := range builtinNames {
		if slices.ContainsFunc(b.words, notation.Is(name)) {
			return builtinTracks()[b.name], true
		}
	}
	return nil, false
}

// builtinList is the built-in tracks' names.
func builtinList() []string {
	out := make([]string, len(builtinNames))
	for i, b := range builtinNames {
		out[i] = b.name
	}
	return out
}

// builtinSpellings is every spelling of a built-in name, for suggestions.
func builtinSpellings() []string {
	var out []string
	for _, b := range builtinNames {
		out = append(out, b.words...)
	}
	return out
}

// looksLikePath reports whether a track: value is meant as a file.
func looksLikePath(s string) bool { return strings.ContainsAny(s, "/\\.") }
