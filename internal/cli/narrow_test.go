package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
)

// TestNarrowTerminal: on a terminal of a phone's 60 columns, `board` of
// every game of the corpus and `explain` print no line wider than it,
// broken between words (issue 36: big-races' and chinese-checkers' boards
// printed lines of 70–80 columns, `explain big-races.too-far` of 261);
// into a pipe an explanation's paragraph stays one line.
func TestNarrowTerminal(t *testing.T) {
	files, err := filepath.Glob("../../corpus/*/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatal("no corpus", err)
	}
	fits := func(t *testing.T, what, text string) {
		t.Helper()
		for _, l := range strings.Split(text, "\n") {
			if w := layout.Width(l); w > 60 {
				t.Errorf("%s: a line of %d columns: %q", what, w, l)
			}
		}
	}
	for _, lang := range []string{"en", "ru"} {
		f, _, out, _ := streams(t, lang)
		f.IOStreams.SetWidth(60)
		for _, file := range files {
			out.Reset()
			opts := &BoardOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Speaker: f.Speaker, View: referee.View{}, File: file, At: -1}
			if boardRun(opts) == nil || out.Len() > 0 {
				fits(t, lang+" board "+file, out.String())
			}
		}
		for _, code := range []string{"big-races.too-far", "chinese-checkers.hop-too-long", "turbo.reading.last-card", "super-race.dead-end"} {
			out.Reset()
			if err := explainRun(&ExplainOptions{IO: f.IOStreams, Codes: codeBookOf(f), Code: code}); err != nil {
				t.Fatal(err)
			}
			fits(t, lang+" explain "+code, out.String())
		}
	}
	f, _, out, _ := streams(t, "en")
	if err := explainRun(&ExplainOptions{IO: f.IOStreams, Codes: codeBookOf(f), Code: "big-races.too-far"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "\nA step forward or to the inner lane counts as one square, a step to the outer lane as three. The leader") {
		t.Errorf("into a pipe the rule is no longer one line:\n%s", out)
	}
}
