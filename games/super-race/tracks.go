package superrace

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// tracksFlags are the options of `referee tracks new`.
var tracksFlags = []referee.ListingFlag{
	{Name: "rows", Usage: "super-race.flag.rows"},
	{Name: "cols", Usage: "super-race.flag.cols"},
	{Name: "force", Usage: "super-race.flag.force", Bool: true},
}

// newWords start `referee tracks new FILE`.
var newWords = []string{"new", "новая", "новый", "новую"}

// The size of a blank map when none is asked for: about a printed sheet's
// squares.
const (
	defaultRows = 15
	defaultCols = 20
)

// listTracks is `referee tracks [NAME]`: the built-in tracks, or one map;
// and `referee tracks new FILE --rows R --cols C`: a blank map to copy a
// printed sheet into.
func listTracks(w referee.Words, args []string, opts map[string]string) (referee.Answer, referee.Message) {
	if len(args) > 0 && slices.ContainsFunc(newWords, notation.Is(args[0])) {
		return newMap(w, args[1:], opts)
	}
	for name := range opts {
		return referee.Answer{}, FlagWithoutNew{Flag: "--" + name}
	}
	if len(args) == 0 {
		var b strings.Builder
		for _, name := range builtinList() {
			t := builtinTracks()[name]
			b.WriteString(w.Say(TrackLine{ID: name, Name: builtinTrack(name), About: trackAbout(name),
				Starts: referee.Quantity{Count: len(t.starts), Unit: "super-race.unit.start-square"}}))
			b.WriteByte('\n')
		}
		return referee.Answer{Text: b.String()}, nil
	}
	if len(args) > 1 {
		return referee.Answer{}, TracksExtra{Text: notation.Clip(args[1])}
	}
	t, ok := builtin(args[0])
	if !ok {
		name := notation.Clip(args[0])
		if s, near := notation.Nearest(args[0], builtinSpellings()); near {
			return referee.Answer{}, TracksUnknownSuggest{Name: name, Suggestion: s}
		}
		return referee.Answer{}, TracksUnknown{Name: name, Tracks: trackNames()}
	}
	var b strings.Builder
	for _, id := range builtinList() {
		if builtinTracks()[id] == t {
			b.WriteString(commentLines(w.Say(trackComment(id))))
		}
	}
	b.WriteString(t.text)
	return referee.Answer{Text: b.String()}, nil
}

// commentLines makes a text said in lines the comment at a map's top: each
// line after "# ".
func commentLines(text string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		b.WriteString(strings.TrimRight("# "+line, " ") + "\n")
	}
	return b.String()
}

// newMap writes a blank map: a header whose comments say what each symbol
// of the grid means, `start:` to set, and a grid of rows × cols squares
// that are all not track yet, for a family to copy a printed sheet into,
// square by square. FILE gets `.map` when it has no extension; `-` prints
// the map instead.
func newMap(w referee.Words, args []string, opts map[string]string) (referee.Answer, referee.Message) {
	if len(args) == 0 {
		return referee.Answer{}, NewFile{}
	}
	if len(args) > 1 {
		return referee.Answer{}, TracksExtra{Text: notation.Clip(args[1])}
	}
	size := func(flag string, def int) (int, referee.Message) {
		v, given := opts[flag]
		if !given {
			return def, nil
		}
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 3 || n > maxSide {
			return 0, BadSize{Flag: "--" + flag, Value: notation.Clip(v), Max: maxSide}
		}
		return n, nil
	}
	rows, problem := size("rows", defaultRows)
	if problem != nil {
		return referee.Answer{}, problem
	}
	cols, problem := size("cols", defaultCols)
	if problem != nil {
		return referee.Answer{}, problem
	}
	file := args[0]
	name, shown := w.Say(Untitled{}), w.Say(UntitledFile{})
	if file != "-" {
		if filepath.Ext(file) == "" {
			file += ".map"
		}
		name, shown = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)), file
	}
	// A transcript names its map by a path inside its own folder: the
	// file's name, for a transcript beside it.
	rowsQ := referee.Quantity{Count: rows, Unit: "super-race.unit.row"}
	colsQ := referee.Quantity{Count: cols, Unit: "super-race.unit.sheet-square"}
	var b strings.Builder
	b.WriteString(commentLines(w.Say(MapTemplate{Name: name, File: filepath.Base(shown), Rows: rowsQ, Cols: colsQ})))
	b.WriteString("name: " + name + "\n")
	b.WriteString("start: up\n")
	b.WriteString("grid:\n")
	for range rows {
		b.WriteString(strings.Repeat("#", cols) + "\n")
	}
	return referee.Answer{
		Text: b.String(), File: file, Replace: opts["force"] == "true",
		Exists: MapExists{File: shown},
		Done:   MapWritten{File: shown, Rows: rowsQ, Cols: colsQ, Track: filepath.Base(shown)},
	}, nil
}
