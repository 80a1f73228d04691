package superrace

import "github.com/boardgame-referee/referee/referee"

// What `referee tracks` says: the built-in tracks, a blank map, and what is
// wrong with a command.

// TrackLine is a built-in track in the list.
type TrackLine struct {
	ID     string // as a track: line names it
	Name   builtinTrack
	About  trackAbout
	Starts referee.Quantity
}

func (TrackLine) Code() referee.Code { return "super-race.tracks.line" }

// FlagWithoutNew: an option of `tracks new` given without new.
type FlagWithoutNew struct{ Flag string }

func (FlagWithoutNew) Code() referee.Code { return "super-race.tracks.flag-without-new" }

// TracksExtra: an argument too many.
type TracksExtra struct{ Text string }

func (TracksExtra) Code() referee.Code { return "super-race.tracks.extra" }

// TracksUnknown: no built-in track of that name.
type TracksUnknown struct {
	Name   string
	Tracks []TypedTrack
}

func (TracksUnknown) Code() referee.Code { return "super-race.tracks.unknown" }

// TracksUnknownSuggest: the same, with the nearest name.
type TracksUnknownSuggest struct{ Name, Suggestion string }

func (TracksUnknownSuggest) Code() referee.Code { return "super-race.tracks.unknown-suggest" }

// NewFile: `tracks new` needs the file to write.
type NewFile struct{}

func (NewFile) Code() referee.Code { return "super-race.tracks.new-file" }

// BadSize: a size that is not a number of squares from 3 to Max.
type BadSize struct {
	Flag, Value string
	Max         int
}

func (BadSize) Code() referee.Code { return "super-race.tracks.bad-size" }

// Untitled is the name of a blank map printed rather than written.
type Untitled struct{}

func (Untitled) Code() referee.Code { return "super-race.tracks.untitled" }

// UntitledFile is its file as a transcript would name it.
type UntitledFile struct{}

func (UntitledFile) Code() referee.Code { return "super-race.tracks.untitled-file" }

// MapExists: the file exists already.
type MapExists struct{ File string }

func (MapExists) Code() referee.Code { return "super-race.tracks.exists" }

// MapWritten: the blank map is written, and what to do next.
type MapWritten struct {
	File       string
	Rows, Cols referee.Quantity
	Track      string // the file as a transcript beside it names it
}

func (MapWritten) Code() referee.Code { return "super-race.tracks.written" }

// MapTemplate is the comment at the top of a blank map: what each symbol
// of the grid means.
type MapTemplate struct {
	Name, File string
	Rows, Cols referee.Quantity
}

func (MapTemplate) Code() referee.Code { return "super-race.tracks.template" }
