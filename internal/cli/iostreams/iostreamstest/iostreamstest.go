// Package iostreamstest makes the command line's streams for tests, kept
// out of iostreams so that no production binary carries it.
package iostreamstest

import (
	"bytes"

	"github.com/boardgame-referee/referee/internal/cli/iostreams"
)

// New makes streams of buffers for a test: nothing is a terminal until
// the test says so (SetStdoutTTY…).
func New() (s *iostreams.IOStreams, in, out, errOut *bytes.Buffer) {
	in, out, errOut = &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return iostreams.System(in, out, errOut), in, out, errOut
}
