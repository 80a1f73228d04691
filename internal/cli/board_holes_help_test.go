package cli_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// `board --help` says what --holes draws, and the text board does what it
// says (round-36 editor: the help called places the default, but the text
// board draws dots without the flag, and names draws places there).
func TestHolesHelpSaysWhatTheTextBoardShows(t *testing.T) {
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
	for lang, says := range map[string][]string{
		"en": {"Without the flag, the text board shows dots", "on the text board, the place too"},
		"ru": {"Без флага текстовая доска показывает точки", "на текстовой доске — тоже место в ряду"},
	} {
		help := strings.Join(strings.Fields(run(lang, "board", "--help")), " ")
		for _, s := range says {
			if !strings.Contains(help, s) {
				t.Errorf("board --help (%s) does not say %q:\n%s", lang, s, help)
			}
		}
		if strings.Contains(help, "default)") || strings.Contains(help, "по умолчанию)") {
			t.Errorf("board --help (%s) still calls places the default:\n%s", lang, help)
		}
	}
}
