package cli_test

import (
	"bytes"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// The text board does what `board --help` says of --holes (round-36
// editor: the help called places the default, but the text board draws
// dots without the flag, and names draws places there); the help's words
// are held to each view by chinese-checkers' TestHolesHelpSaysWhatEachViewShows.
func TestHolesTextBoardDoesWhatItsHelpSays(t *testing.T) {
	run := func(lang string, args ...string) string {
		var out, errs bytes.Buffer
		if code := cli.Main(append([]string{"--lang", lang}, args...), cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code != 0 {
			t.Fatalf("%v: exit %d, %s", args, code, errs.String())
		}
		return out.String()
	}
	const file = "../../corpus/chinese-checkers/diagram.txt"
	plain := run("en", "board", file)
	if none := run("en", "board", "--holes", "none", file); plain != none {
		t.Errorf("board without --holes is not board --holes none:\n%s\n%s", plain, none)
	}
	if names, places := run("en", "board", "--holes", "names", file), run("en", "board", "--holes", "places", file); names != places || names == plain {
		t.Errorf("board --holes names does not draw the places, as its help says:\n%s", names)
	}
}
