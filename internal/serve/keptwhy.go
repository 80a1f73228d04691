package serve

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/referee"
)

// keptWhy is why the game cannot be kept, as a message each page says in
// its own language, not the system's English: the reasons play tells
// (play.not-kept…), found from play.KeptDir's own errors.
func (s *Server) keptWhy(err error) referee.Message {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		folder := pe.Path
		if strings.HasSuffix(folder, ".lock") || strings.HasSuffix(folder, ".txt") || strings.HasPrefix(filepath.Base(folder), atomicfile.Prefix) {
			folder = filepath.Dir(folder) // the folder is what cannot be written
		}
		return FolderUnwritable{Folder: folder, Detail: cmdutil.WriteReason(err)}
	}
	var rel play.RelativeHome
	switch {
	case errors.Is(err, play.ErrNoHome):
		return NoStateFolder{State: "XDG_STATE_HOME", Home: "HOME"}
	case errors.As(err, &rel):
		return RelativeHome{Home: "HOME", Value: rel.Home}
	}
	return cmdutil.WriteReason(err)
}
