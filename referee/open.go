package referee

import (
	"strings"

	"referee/notation"
)

// Open replays the first game of a transcript through game alone, the way
// the referee reads a file; the `game:` line may be left out. The games'
// own tests build their positions with it, so the header is read (turn:,
// players:, the game's keys) exactly as `referee check` reads it.
func Open(game Game, text string) *Report {
	if !strings.HasPrefix(strings.TrimSpace(text), "game:") {
		text = "game: " + game.ID() + "\n" + text
	}
	var keys []string
	if k, ok := game.(Keyed); ok {
		keys = k.Keys()
	}
	f := notation.FrameKnowing("t", []byte(text), keys)
	if len(f.Games) == 0 {
		r := &Report{File: "t"}
		for _, e := range f.Errors {
			r.error(e)
		}
		return r
	}
	return ReplayGame("t", f.Games[0], single{game}, Options{})
}

// FirstProblem is the first error or violation of a report, or nil.
func (r *Report) FirstProblem() *Line {
	for _, l := range r.Lines {
		if l.Kind == KindError || l.Kind == KindViolation {
			return &l
		}
	}
	return nil
}

// single is a registry of one game.
type single struct{ game Game }

func (s single) Lookup(name string) (Game, bool) { return s.game, true }
func (s single) Names() []string                 { return []string{s.game.ID()} }
func (s single) IDs() []string                   { return []string{s.game.ID()} }
