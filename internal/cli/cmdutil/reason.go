package cmdutil

import (
	"errors"
	"io/fs"

	"github.com/boardgame-referee/referee/referee"
)

// SystemWords is the system's own words for an error the catalog has no
// words for: all there are for it, in any language.
type SystemWords struct{ Text string }

func (SystemWords) Code() referee.Code { return "cli.system-words" }

// WriteReason is why a file or folder cannot be written, as a message
// said later in each reader's language (serve's pages differ in theirs):
// the words WriteError says, kept as a value.
func WriteReason(err error) referee.Message {
	if m, ok := reasonOf(err, NoSuchFolder); ok {
		return m
	}
	return SystemWords{Text: systemText(err)}
}

// systemText is the system's words for err, without the path a
// *fs.PathError puts before them.
func systemText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err.Error()
}
