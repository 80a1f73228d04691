package superrace

import (
	"errors"
	"io/fs"
	"slices"
	"syscall"
	"testing"
	"unicode/utf16"

	"github.com/boardgame-referee/referee/notation"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestHeader: the header is read — players, track, start squares — and
// every fault in it is refused at its place.
func TestHeader(t *testing.T) {
	s, rep := refereetest.Open(Spec(), "players: A, B\n")
	if s == nil {
		t.Fatalf("no track: %v", rep.Lines)
	}
	noted := false
	for _, l := range rep.Lines {
		noted = noted || l.Kind == referee.KindNote && string(l.Message.Code()) == string(CodeTrackDefault)
	}
	if !noted || s.Engine().(*race).track != builtinTracks()[defaultTrack] {
		t.Errorf("a header without a track: is not run on %s with a note: %+v", defaultTrack, rep.Lines)
	}
	s, _ = refereetest.Open(Spec(), "players: A, B\nтрасса: Монца\nстарт: b=4\n")
	if s == nil || s.Engine().(*race).track != builtinTracks()["monza"] || s.Engine().(*race).cars[1].cell != builtinTracks()["monza"].starts[3] {
		t.Fatal("the Russian header is not read")
	}
	for _, c := range []struct {
		header string
		code   string
		line   int
		col    int
	}{
		{"players: A, B, C, D, E\ntrack: monza\n", "super-race.players-count", 2, 10},
		{"players: A, B\ntrack: monca\n", "super-race.track-unknown-suggest", 3, 8},
		{"players: A, B\ntrack: nowhere\n", "super-race.track-no-files", 3, 8},
		{"players: A, B\ntrack: monza\nstart: C=1\n", "super-race.start-player", 4, 8},
		{"players: Anna, B\ntrack: monza\nstart: Ana=1\n", "super-race.start-player-suggest", 4, 8},
		{"players: A, B\ntrack: monza\nstart: A=5\n", "super-race.start-bad", 4, 8},
		{"players: A, B\ntrack: monza\nstart: A=1, A=2\n", "super-race.start-twice", 4, 13},
	} {
		s, rep := refereetest.Open(Spec(), c.header)
		if s != nil {
			t.Errorf("%q accepted", c.header)
			continue
		}
		l := rep.FirstProblem()
		if l == nil || string(l.Message.Code()) != c.code || l.Pos.Line != c.line || l.Pos.Column != c.col {
			t.Errorf("%q: %+v, want %s at %d:%d", c.header, l, c.code, c.line, c.col)
		}
	}
}

// TestTrackUnreadable: a track: value that names no readable map file is
// refused with a message of its own for each kind of failure, none of them
// quoting the system's English unmarked.
func TestTrackUnreadable(t *testing.T) {
	pathErr := func(err error) error { return &fs.PathError{Op: "read", Path: "x.map", Err: err} }
	for _, c := range []struct {
		value  string
		err    error
		code   string
		detail string
	}{
		{"", nil, "super-race.track-empty", ""},
		{"adir.map", pathErr(syscall.EISDIR), "super-race.track-folder", ""},
		{"locked.map", &fs.PathError{Op: "open", Path: "locked.map", Err: syscall.EACCES}, "super-race.track-permission", ""},
		{"gone.map", pathErr(fs.ErrNotExist), "super-race.track-no-file", ""},
		{"gone", pathErr(fs.ErrNotExist), "super-race.track-unknown", ""},
		{"big.map", errors.New("larger than 16777216 bytes"), "super-race.track-unreadable", "larger than 16777216 bytes"},
		{"bad.map", pathErr(syscall.EIO), "super-race.track-unreadable", syscall.EIO.Error()},
	} {
		read := func(name string) ([]byte, error) {
			if name == "" {
				t.Errorf("%q: an empty name was read", c.value)
			}
			return nil, c.err
		}
		e := &notation.Entry{Key: "track", Value: c.value, ValuePos: notation.Pos{Line: 3, Column: 8}}
		_, err := loadTrack(e, "t", read)
		if err == nil || string(err.Code()) != c.code || err.Pos.Column != 8 {
			t.Errorf("%q: %v, want %s", c.value, err, c.code)
			continue
		}
		if got, _ := err.Message.(TrackUnreadable); got.Detail != c.detail {
			t.Errorf("%q: detail %q, want %q", c.value, got.Detail, c.detail)
		}
	}
}

// TestTrackUTF16: a map saved as UTF-16 with its mark (Notepad's
// «Unicode») is read as the map it is, not called no map; a character
// UTF-16 cannot read is refused at its place in the map.
func TestTrackUTF16(t *testing.T) {
	text := builtinTracks()["monza"].text
	u16 := []byte{0xFF, 0xFE}
	for _, r := range utf16.Encode([]rune(text)) {
		u16 = append(u16, byte(r), byte(r>>8))
	}
	e := &notation.Entry{Key: "track", Value: "ours.map", ValuePos: notation.Pos{Line: 3, Column: 8}}
	tr, err := loadTrack(e, "t", func(string) ([]byte, error) { return u16, nil })
	if err != nil || tr.text != text {
		t.Fatalf("UTF-16 map: %v", err)
	}
	bad := append(slices.Clone(u16[:4]), 0x00, 0xD8)
	bad = append(bad, u16[4:]...)
	_, err = loadTrack(e, "t", func(string) ([]byte, error) { return bad, nil })
	side, m, ok := notation.SideOf(errMessage(err))
	if !ok || m != (notation.Undecodable{Encoding: "UTF-16"}) || side.Pos.Line != 1 || side.Pos.Column != 2 {
		t.Errorf("a lone surrogate in the map: %v", err)
	}
}

func errMessage(err *notation.Error) notation.Message {
	if err == nil {
		return nil
	}
	return err.Message
}
