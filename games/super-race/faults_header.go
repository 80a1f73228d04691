package superrace

import "github.com/boardgame-referee/referee/referee"

// What is wrong with a header (notation errors), and the note of a header
// that names no track.

// PlayersCount: Super Race is for one to four players.
type PlayersCount struct{ Count int }

func (PlayersCount) Code() referee.Code { return "super-race.players-count" }

// TrackDefault notes a header with no track: line: the race is run on the
// default track, and the others a track: line may choose.
type TrackDefault struct {
	Track  builtinTrack
	Others []builtinTrack
}

func (TrackDefault) Code() referee.Code { return CodeTrackDefault }

// TrackUnknown: no built-in track and no map file of that name.
type TrackUnknown struct {
	Name   string
	Tracks []TypedTrack
}

func (TrackUnknown) Code() referee.Code { return "super-race.track-unknown" }

// TrackUnknownSuggest: a name one typo from a built-in track's.
type TrackUnknownSuggest struct{ Name, Suggestion string }

func (TrackUnknownSuggest) Code() referee.Code { return "super-race.track-unknown-suggest" }

// TrackNoFile: no map file at that path.
type TrackNoFile struct{ Name string }

func (TrackNoFile) Code() referee.Code { return "super-race.track-no-file" }

// TrackNoFiles: not a built-in track, and map files may not be read here.
type TrackNoFiles struct {
	Name   string
	Tracks []TypedTrack
}

func (TrackNoFiles) Code() referee.Code { return "super-race.track-no-files" }

// TrackEmpty: a track: line with no value.
type TrackEmpty struct{ Tracks []TypedTrack }

func (TrackEmpty) Code() referee.Code { return "super-race.track-empty" }

// TrackFolder: the path names a folder.
type TrackFolder struct{ Name string }

func (TrackFolder) Code() referee.Code { return "super-race.track-folder" }

// TrackPermission: the map file may not be read.
type TrackPermission struct{ Name string }

func (TrackPermission) Code() referee.Code { return "super-race.track-permission" }

// TrackUnreadable: the map file cannot be read, in the system's words;
// or, Outside, it lies outside the folders the referee reads maps from, a
// refusal of the referee's own, not the system's.
type TrackUnreadable struct {
	Name, Detail string
	Outside      bool
}

func (TrackUnreadable) Code() referee.Code { return "super-race.track-unreadable" }

// TurnKey: turn: is not used; the first of players: starts.
type TurnKey struct{ First string }

func (TurnKey) Code() referee.Code { return "super-race.turn-key" }

// StartPlayer: a name in start: that is nobody's.
type StartPlayer struct {
	Name    string
	Players []string
}

func (StartPlayer) Code() referee.Code { return "super-race.start-player" }

// StartPlayerSuggest: the same, with the nearest player's name.
type StartPlayerSuggest struct{ Name, Suggestion string }

func (StartPlayerSuggest) Code() referee.Code { return "super-race.start-player-suggest" }

// StartTwice: a player's start square given twice.
type StartTwice struct{ Name string }

func (StartTwice) Code() referee.Code { return "super-race.start-twice" }

// StartBad: a value that is no start square of the track.
type StartBad struct {
	Value  string
	Track  TrackName
	Starts referee.Quantity
}

func (StartBad) Code() referee.Code { return "super-race.start-bad" }
