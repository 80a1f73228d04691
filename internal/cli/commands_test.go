package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams/iostreamstest"
)

// streams are fake streams and a factory over them, speaking lang.
func streams(t *testing.T, lang string) (*cmdutil.Factory, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	ios, in, out, errOut := iostreamstest.New()
	f, err := cmdutil.New(ios, func(string) string { return "" }, lang)
	if err != nil {
		t.Fatal(err)
	}
	return f, in, out, errOut
}

// run parses args with a command made by build, its run function
// replaced by one that keeps the options.
func parse[O any](t *testing.T, f *cmdutil.Factory, build func(*cmdutil.Factory, func(*O) error) *cobra.Command, args ...string) (*O, error) {
	t.Helper()
	var got *O
	cmd := build(f, func(o *O) error { got = o; return nil })
	cmd.SetArgs(args)
	cmd.SetOut(f.IOStreams.Out)
	cmd.SetErr(f.IOStreams.ErrOut)
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	err := cmd.Execute()
	return got, err
}

// TestNewCmdCheck: check's flags land in its options, and its own usage
// errors are found before it runs.
func TestNewCmdCheck(t *testing.T) {
	f, _, _, _ := streams(t, "en")
	dir := t.TempDir()
	opts, err := parse(t, f, NewCmdCheck, "--json", "--explain", "--keep-going", "-j", "3", "--maps", dir, "a.txt", "-")
	if err != nil {
		t.Fatal(err)
	}
	if !opts.JSON || !opts.Explain || !opts.KeepGoing || opts.Jobs != 3 || opts.Maps != dir || !reflect.DeepEqual(opts.Files, []string{"a.txt", "-"}) {
		t.Errorf("options %+v", opts)
	}
	for _, c := range []struct {
		args []string
		id   string
	}{
		{nil, "cli.no-files"},
		{[]string{"-j", "0", "a.txt"}, "cli.bad-jobs"},
		{[]string{"-", "-"}, "cli.stdin-twice"},
		{[]string{"--maps", filepath.Join(dir, "none"), "a.txt"}, "cli.bad-maps"},
	} {
		opts, err := parse(t, f, NewCmdCheck, c.args...)
		if msg, ok := cmdutil.UsageOf(err); !ok || string(msg.Code()) != c.id || opts != nil {
			t.Errorf("check %s: %v (ran: %v), want %s", strings.Join(c.args, " "), err, opts != nil, c.id)
		}
	}
}

// TestNewCmdBoard: --at given or not, the SVG options, -o and a view flag.
func TestNewCmdBoard(t *testing.T) {
	f, _, _, _ := streams(t, "en")
	opts, err := parse(t, f, NewCmdBoard, "game.txt")
	if err != nil || opts.At != -1 || opts.SVG.on || opts.File != "game.txt" {
		t.Errorf("board game.txt: %+v, %v", opts, err)
	}
	opts, err = parse(t, f, NewCmdBoard, "--at", "0", "--svg", "--width", "100", "-o", "x.svg", "--holes", "Names", "game.txt")
	if err != nil || opts.At != 0 || !opts.SVG.on || opts.SVG.width != 100 || opts.Output != "x.svg" || opts.View["holes"] != "names" {
		t.Errorf("board with flags: %+v, %v", opts, err)
	}
	if _, err := parse(t, f, NewCmdBoard, "--at", "-1", "game.txt"); err == nil {
		t.Error("--at -1 taken")
	}
}

// TestCheckRun: check's run function on fake streams: a verdict on
// standard output, exit status 1 for an illegal move, nothing on standard
// error, and no progress line when standard error is no terminal.
func TestCheckRun(t *testing.T) {
	f, in, out, errOut := streams(t, "en")
	in.WriteString("game: turtles\nplayers: A, B\nA: red -1\n")
	err := checkRun(&CheckOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Files: []string{"-"}, Jobs: 1})
	var exit cmdutil.ExitError
	if !errors.As(err, &exit) || exit.Code != 1 {
		t.Errorf("exit %v, want 1", err)
	}
	if !strings.HasPrefix(out.String(), "<stdin>:3:1: Move 1 (A: red −1)") || errOut.Len() > 0 {
		t.Errorf("stdout %q, stderr %q", out.String(), errOut.String())
	}
}

// TestMovesRun: moves' run function, --json, on fake streams.
func TestMovesRun(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(name, []byte("game: turtles\nplayers: A, B\nA: red +1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, _, out, _ := streams(t, "ru")
	opts, err := parse(t, f, NewCmdMoves, "--json", name)
	if err != nil {
		t.Fatal(err)
	}
	if err := movesRun(opts); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), `["red +1","red +2","red -1",`) {
		t.Errorf("moves --json: %q", out.String())
	}
}

// TestGamesRun: games lists every game, named in the chosen language,
// under a heading line that names its columns.
func TestGamesRun(t *testing.T) {
	f, _, out, _ := streams(t, "ru")
	if err := gamesRun(&GamesOptions{f.IOStreams, f.Registry, f.Speaker}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n"); n != len(f.Registry.Specs())+1 || !strings.HasPrefix(out.String(), "код\tназвание\t") || !strings.Contains(out.String(), "\nturtles\t«Черепашьи бега»\t") {
		t.Errorf("games:\n%s", out.String())
	}
}

// TestUnreadableNameVisible: a file name that cannot be opened is quoted
// back with its controls made visible by every command that reads one
// (an ESC in a name once cleared the screen).
func TestUnreadableNameVisible(t *testing.T) {
	name := filepath.Join(t.TempDir(), "x\x1b[2J\u009b.txt")
	for _, args := range [][]string{{"check", name}, {"moves", name}, {"board", name}, {"replay", "--html", name}, {"test", name}} {
		f, _, out, errOut := streams(t, "en")
		root := NewCmdRoot(f)
		root.SetArgs(args)
		_ = root.Execute()
		said := out.String() + errOut.String()
		if strings.ContainsAny(said, "\x1b\u009b") || !strings.Contains(said, `x\x1b[2J`) {
			t.Errorf("%s: %q", args[0], said)
		}
	}
}

// TestJSONNameEscaped: under --json a file name's C1 and bidi controls are
// \u escapes (encoding/json writes them raw, and a terminal obeys
// U+009B as it does ESC [), in check's record and in test's; the name
// read back is the file's.
func TestJSONNameEscaped(t *testing.T) {
	name := filepath.Join(t.TempDir(), "x\u009b\u202e.txt")
	if err := os.WriteFile(name, []byte("game: turtles\nplayers: A, B\nA: red +1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"check", "--json", name}, {"test", "--json", name}} {
		f, _, out, _ := streams(t, "en")
		root := NewCmdRoot(f)
		root.SetArgs(args)
		_ = root.Execute()
		if strings.ContainsAny(out.String(), "\u009b\u202e") || !strings.Contains(out.String(), `x\u009b\u202e.txt`) {
			t.Errorf("%s: %q", args[0], out.String())
		}
		var rec struct{ File string }
		if err := json.Unmarshal([]byte(strings.SplitN(out.String(), "\n", 2)[0]), &rec); err != nil || rec.File != name {
			t.Errorf("%s: the record's file reads back %q (%v), want %q", args[0], rec.File, err, name)
		}
	}
}
