package cmdutil

import (
	"errors"
	"io/fs"
	"syscall"
	"testing"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/iostreams/iostreamstest"
	"github.com/boardgame-referee/referee/referee"
)

// factory is a factory speaking lang over test streams.
func factory(t *testing.T, lang string) *Factory {
	t.Helper()
	ios, _, _, _ := iostreamstest.New()
	f, err := New(ios, func(string) string { return "" }, lang)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestOSErrorSaid: the reasons a file cannot be read or written are said
// in the chosen language, and keep their cause for errors.Is.
func TestOSErrorSaid(t *testing.T) {
	sp := factory(t, "ru").Speaker
	cases := []struct {
		err         error
		read, write string
	}{
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.ENOENT}, "такого файла нет", "такой папки нет"},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.EACCES}, "нет прав доступа", "нет прав доступа"},
		// The Russian typography's no-break spaces, after «а», «не», «он»
		// and between a number and its unit.
		{&fs.PathError{Op: "read", Path: "x", Err: syscall.EISDIR}, "это папка, а\u00a0не\u00a0файл", "это папка, а\u00a0не\u00a0файл"},
		{TooLarge{MaxSideFile}, "он\u00a0больше 1048576\u00a0байт", ""},
		{TooLarge{21}, "он\u00a0больше 21\u00a0байта", ""},
	}
	for _, c := range cases {
		cause := c.err
		if pe, ok := c.err.(*fs.PathError); ok {
			cause = pe.Err
		}
		got := FileError(sp, c.err)
		var pe *fs.PathError
		if got.Error() != c.read || !errors.Is(got, cause) || errors.As(got, &pe) {
			t.Errorf("reading, %v is said %q, want %q (keeping its cause, and not the system's words)", c.err, got, c.read)
		}
		if got := WriteError(sp, c.err).Error(); c.write != "" && got != c.write {
			t.Errorf("writing, %v is said %q, want %q", c.err, got, c.write)
		}
	}
	if !errors.Is(FileError(sp, &fs.PathError{Err: syscall.ENOENT}), fs.ErrNotExist) {
		t.Error("a missing file said in Russian is no longer fs.ErrNotExist")
	}
}

// TestViewFlagWords: a view flag that names the words it takes refuses
// any other as a usage error in the chosen language, naming them, and
// keeps a word taken as the game spells it.
func TestViewFlagWords(t *testing.T) {
	holes := []string{"names", "имена", "numbers", "номера"}
	for _, c := range []struct {
		lang, arg, want, kept string
	}{
		{"en", "bogus", "--holes does not take the value “bogus”; it takes names/имена or numbers/номера", ""},
		{"ru", "bogus", "--holes не\u00a0принимает значение «bogus»; возможные значения: names/имена или numbers/номера", ""},
		{"en", "Имена", "", "имена"},
		{"en", "", "", ""},
	} {
		sp := factory(t, c.lang).Speaker
		view := referee.View{}
		cmd := &cobra.Command{Use: "board"}
		cmd.Flags().Var(ViewValue{view, "holes", holes}, "holes", "")
		err := cmd.ParseFlags([]string{"--holes", c.arg})
		if c.want == "" {
			if err != nil || view["holes"] != c.kept {
				t.Errorf("--holes %q: %v, kept %q, want %q", c.arg, err, view["holes"], c.kept)
			}
			continue
		}
		msg, ok := UsageOf(CommandFlagError("", err))
		if !ok || sp.Say(msg) != c.want {
			t.Errorf("--holes %q in %s: %v, want %q", c.arg, c.lang, err, c.want)
		}
	}
	// A flag naming no words takes any, as typed.
	view := referee.View{}
	if err := (ViewValue{view, "dice", nil}).Set(" rs rs "); err != nil || view["dice"] != " rs rs " {
		t.Errorf("a free flag: %v, %q", err, view["dice"])
	}
}

// TestOutsideIsTheReferees: a map refused for lying outside the folders
// allowed is the referee's refusal, which a game can tell from the
// system's words without importing cmdutil (round 16 help 2).
func TestOutsideIsTheReferees(t *testing.T) {
	err := FileError(factory(t, "ru").Speaker, ErrOutside)
	var own interface{ OutsideFolder() bool }
	if !errors.As(err, &own) || !own.OutsideFolder() {
		t.Fatalf("FileError(ErrOutside) = %v: no OutsideFolder mark", err)
	}
	if !errors.Is(err, ErrOutside) {
		t.Fatalf("FileError(ErrOutside) = %v: not ErrOutside", err)
	}
	var sys interface{ OutsideFolder() bool }
	if errors.As(FileError(factory(t, "ru").Speaker, syscall.EIO), &sys) {
		t.Fatal("a system error is marked as the referee's")
	}
}
