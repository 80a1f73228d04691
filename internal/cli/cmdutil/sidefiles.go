package cmdutil

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"
)

// MaxSideFile bounds a file a header names (a track map): the largest
// built-in map is 3 kB, and a map of 200×200 squares is 40 kB.
const MaxSideFile = 1 << 20

// SideFiles reads the files a transcript's header names (track maps). A
// header is input, and input may be hostile: only a regular file inside the
// transcript's folder is read (the working folder for standard input) —
// named by a relative path that does not climb out of it, with no link
// leading out — or inside the folder maps, when the command was given one;
// at most MaxSideFile bytes; never a named pipe, which would hang, nor a
// device. Why a file is not read is said in the chosen language, for the
// game to quote.
func (f *Transcripts) SideFiles(transcript, maps string) func(string) ([]byte, error) {
	dir := "."
	if !IsStdin(transcript) && transcript != StdinShown {
		dir = filepath.Dir(transcript)
	}
	return func(name string) ([]byte, error) {
		data, err := readSide(dir, maps, name)
		if err != nil {
			return nil, FileError(f.Speaker, err)
		}
		return data, nil
	}
}

func readSide(dir, maps, name string) ([]byte, error) {
	path := name
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, name)
	}
	// Where the name says, before anything is opened: a path out of the
	// folders allowed is refused whether or not it is there.
	if !within(path, dir) && (maps == "" || !within(path, maps)) {
		return nil, ErrOutside
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil, err
	}
	if !withinReal(real, dir) && (maps == "" || !withinReal(real, maps)) {
		return nil, ErrOutside // a link leads out
	}
	// Opened without waiting: a named pipe put there after the check
	// would otherwise hang the open until someone writes to it.
	file, err := os.OpenFile(real, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	st, err := file.Stat()
	if err != nil {
		return nil, err
	}
	switch {
	case st.IsDir():
		return nil, syscall.EISDIR
	case !st.Mode().IsRegular():
		return nil, ErrNotRegular
	case st.Size() > MaxSideFile:
		return nil, TooLarge{MaxSideFile}
	}
	data, err := io.ReadAll(io.LimitReader(file, MaxSideFile+1))
	if err == nil && len(data) > MaxSideFile {
		err = TooLarge{MaxSideFile} // it grew while read
	}
	return data, err
}

// within reports whether path, as written, lies in dir: relative to it, it
// does not climb out.
func within(path, dir string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	d, err := filepath.Abs(dir)
	if err != nil {
		return false
	}
	return inside(abs, d)
}

// withinReal reports whether the real path (links resolved) lies in dir,
// its links resolved too.
func withinReal(real, dir string) bool {
	d, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false
	}
	abs, err := filepath.Abs(real)
	if err != nil {
		return false
	}
	d, err = filepath.Abs(d)
	if err != nil {
		return false
	}
	return inside(abs, d)
}

// inside reports whether the absolute path lies in the absolute folder dir.
func inside(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && filepath.IsLocal(rel)
}

func isTerminal(f *os.File) bool {
	return f != nil && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// AddMapsFlag adds --maps FOLDER to a command that reads transcripts: a
// folder, besides the transcript's own, whose track maps a header may name.
func AddMapsFlag(cmd *cobra.Command, f *Factory, dir *string) {
	cmd.Flags().StringVar(dir, "maps", "", f.Later("cli.flag.maps"))
}

// CheckMaps refuses a --maps that names no folder, as a usage error.
func CheckMaps(f *Factory, dir string) error {
	if dir == "" {
		return nil
	}
	st, err := os.Stat(dir)
	if err == nil && !st.IsDir() {
		err = syscall.ENOTDIR
	}
	if err != nil {
		why := osReason(f.Speaker, err, NoSuchFolder)
		if errors.Is(err, syscall.ENOTDIR) && st != nil {
			why = f.Speaker.Say(NotAFolder)
		}
		return Usage(BadMaps{Folder: dir, Why: why})
	}
	return nil
}
