package superrace

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The header keys of the game.
var (
	trackKeys = []string{"track", "трасса"}
	startKeys = []string{"start", "старт"}
)

// defaultTrack is the track of a header with no track: line.
const defaultTrack = "indianapolis"

// maxPlayers is the number of players the box is for.
const maxPlayers = 4

// newGame reads the header into a race.
func newGame(s referee.Start) (referee.Engine, []referee.Message, []*notation.Error) {
	h := s.Header
	if n := len(s.Players); n < 1 || n > maxPlayers {
		pos := h.Pos
		if e := h.Lookup(notation.PlayersKeys...); e != nil {
			pos = e.ValuePos
		}
		return nil, nil, []*notation.Error{notation.ErrorAt(pos, PlayersCount{Count: n})}
	}
	var notes []referee.Message
	t := builtinTracks()[defaultTrack]
	if e := h.Lookup(trackKeys...); e != nil {
		var err *notation.Error
		if t, err = loadTrack(e, s.File, s.ReadFile); err != nil {
			return nil, nil, []*notation.Error{err}
		}
	} else {
		// The players choose the track before the race (seed: «Игроки вместе
		// решают, в какую версию будут играть»); a header that does not say
		// gets the first built-in one, and is told so.
		notes = append(notes, TrackDefault{Track: defaultTrack, Others: otherTracks(defaultTrack)})
	}
	starts := make([]int, len(s.Players))
	if e := h.Lookup(startKeys...); e != nil {
		if err := readStarts(e, s, t, starts); err != nil {
			return nil, nil, []*notation.Error{err}
		}
	}
	r := newRace(t, s.Players, starts)
	if e := h.Lookup(startKeys...); e != nil {
		r.startKey = e.Key
	}
	if s.First != 0 {
		// NOTATION.md: `turn:` is not used; the first of players: starts.
		return nil, nil, []*notation.Error{notation.ErrorAt(h.Lookup(notation.TurnKeys...).Pos, TurnKey{First: s.Players[0]})}
	}
	return r, notes, nil
}

// loadTrack finds the track a track: line names: a built-in one, or a map
// file read through the edge, relative to the transcript (named as shown).
func loadTrack(e *notation.Entry, transcript string, read func(string) ([]byte, error)) (*Track, *notation.Error) {
	if t, ok := builtin(e.Value); ok {
		return t, nil
	}
	name := notation.Clip(e.Value)
	if e.Value == "" {
		// Read as a path, "" would be the transcript's own folder.
		return nil, notation.ErrorAt(e.ValuePos, TrackEmpty{Tracks: trackNames()})
	}
	if !looksLikePath(e.Value) {
		if s, ok := notation.Nearest(e.Value, builtinSpellings()); ok {
			return nil, notation.ErrorAt(e.ValuePos, TrackUnknownSuggest{Name: name, Suggestion: s})
		}
	}
	if read == nil {
		return nil, notation.ErrorAt(e.ValuePos, TrackNoFiles{Name: name, Tracks: trackNames()})
	}
	data, err := read(e.Value)
	if err != nil {
		return nil, notation.ErrorAt(e.ValuePos, unreadable(err, looksLikePath(e.Value), name))
	}
	// The map's faults are placed in the map file, named as the user finds
	// it: beside the transcript.
	file := e.Value
	if dir := filepath.Dir(transcript); transcript != "" && transcript != "-" && transcript != "<stdin>" && !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	// The map is text as a transcript is: UTF-16 with its mark read too.
	data, perr := notation.SideText(data)
	var t *Track
	if perr == nil {
		t, perr = ParseMap(data, filepath.Base(e.Value))
	}
	if perr != nil {
		// The fault stands on the track: line, so it names the transcript
		// (two transcripts sharing a bad map are told apart); where in the
		// map it is goes with it.
		side := notation.Side{Key: e.Key, File: file, Pos: perr.Pos}
		return nil, notation.ErrorAt(notation.Pos{Line: e.Pos.Line}, notation.InFile{Side: side, Message: perr.Message})
	}
	return t, nil
}

// unreadable says why a map file cannot be read: the kinds of error the
// edge's reader gives have messages of their own in every language; any
// other keeps the system's words, marked as such. path says whether the
// value was meant as a file.
func unreadable(err error, path bool, name string) referee.Message {
	switch {
	case errors.Is(err, fs.ErrNotExist) && !path:
		return TrackUnknown{Name: name, Tracks: trackNames()}
	case errors.Is(err, fs.ErrNotExist):
		return TrackNoFile{Name: name}
	case errors.Is(err, syscall.EISDIR):
		return TrackFolder{Name: name}
	case errors.Is(err, fs.ErrPermission):
		return TrackPermission{Name: name}
	}
	var own interface{ OutsideFolder() bool }
	if errors.As(err, &own) && own.OutsideFolder() {
		return TrackUnreadable{Name: name, Outside: true}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the message names the file already
	}
	return TrackUnreadable{Name: name, Detail: notation.Clip(err.Error())}
}

// readStarts reads `start: Name=N, …`.
func readStarts(e *notation.Entry, s referee.Start, t *Track, starts []int) *notation.Error {
	players := s.Players
	pairs, err := notation.Pairs(e.Value, e.ValuePos)
	if err != nil {
		return err
	}
	seen := make([]bool, len(players))
	for _, p := range pairs {
		// A name as people type it: a beginning that fits one player
		// alone too, said so («Тим» — это Тимофей).
		who, err := s.Player(p.Key)
		if err != nil {
			return err
		}
		if who < 0 {
			name := notation.Clip(p.Key.Text)
			if near, ok := notation.Nearest(p.Key.Text, players); ok {
				return notation.ErrorAt(p.Key.Pos, StartPlayerSuggest{Name: name, Suggestion: near})
			}
			return notation.ErrorAt(p.Key.Pos, StartPlayer{Name: name, Players: players})
		}
		if seen[who] {
			return notation.ErrorAt(p.Key.Pos, StartTwice{Name: players[who]})
		}
		seen[who] = true
		n, convErr := strconv.Atoi(p.Value.Text)
		if convErr != nil || n < 1 || n > len(t.starts) {
			return notation.ErrorAt(p.Value.Pos, StartBad{Value: notation.Clip(p.Value.Text),
				Track: trackName(t), Starts: referee.Quantity{Count: len(t.starts), Unit: "super-race.unit.start-square"}})
		}
		starts[who] = n - 1
	}
	return nil
}
