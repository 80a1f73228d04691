//go:build !linux

package atomicfile

import (
	"errors"
	"os"
)

// openUnnamed: only Linux makes a file with no name (O_TMPFILE).
func openUnnamed(string, string) (*os.File, bool) { return nil, false }

func linkUnnamed(*os.File, string) error { return errors.ErrUnsupported }
