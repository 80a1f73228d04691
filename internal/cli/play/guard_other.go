//go:build !unix

package play

import (
	"io"

	"golang.org/x/term"
)

// guard puts the terminal in raw mode and back; where there are no
// signals to catch, that is all.
type guard struct{}

func guardTerminal(io.Writer) *guard { return &guard{} }

func (*guard) raw(fd int, _ bool) (*term.State, error) { return term.MakeRaw(fd) }

func (*guard) restore(fd int, old *term.State) error { return term.Restore(fd, old) }

func (*guard) stop() {}
