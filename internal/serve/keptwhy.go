package serve

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/referee"
)

// keptWhy is why the game cannot be kept, as a message each page says in
// its own language, not the system's English: the reasons play tells
// (play.not-kept…). play.KeptDir's own errors for an unset or relative
// HOME are not exported, so they are told by the variables it read.
func (s *Server) keptWhy(err error) referee.Message {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		folder := pe.Path
		if strings.HasSuffix(folder, ".lock") || strings.HasSuffix(folder, ".txt") || strings.HasPrefix(filepath.Base(folder), atomicfile.Prefix) {
			folder = filepath.Dir(folder) // the folder is what cannot be written
		}
		return FolderUnwritable{Folder: folder, Detail: cmdutil.WriteReason(err)}
	}
	if state := s.opts.Getenv("XDG_STATE_HOME"); state == "" || !filepath.IsAbs(state) {
		switch home := s.opts.Getenv("HOME"); {
		case home == "":
			return NoStateFolder{State: "XDG_STATE_HOME", Home: "HOME"}
		case !filepath.IsAbs(home):
			return RelativeHome{Home: "HOME", Value: home}
		}
	}
	return cmdutil.WriteReason(err)
}
