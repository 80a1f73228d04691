package cli_test

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// A picture of a refused move says, under its title, which move was
// refused and by which rule — the very sentence check prints, its code
// left to the description — and marks
// the move by a shape, a cross at its end, not by its ink alone (pics15
// faults 3 and 4: the caption said only "Dashed magenta", and under
// protanopia super-race's refused arrow read as the blue player's route).
func TestRefusedPictureSaysWhatAndWhy(t *testing.T) {
	for _, file := range []string{
		"../../corpus/turtles/wrong-player.txt",
		"../../corpus/chinese-checkers/hop-too-long.txt",
		"../../corpus/turbo/card-buried.txt",
		"../../corpus/big-races/only-leader-laps.txt",
		"../../corpus/super-race/wrong-colour.txt",
	} {
		for _, lang := range []string{"en", "ru"} {
			var out, errs bytes.Buffer
			cli.Main([]string{"board", "--svg", "--lang", lang, file}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
			// check's verdict, as board prints it on standard error:
			// FILE:LINE:COL: Move N (…): … [code]
			m := regexp.MustCompile(`(?m)^[^\n]*?:\d+:\d+: (\S+ \d+ \([^\n]*\[[a-z.-]+\])$`).FindStringSubmatch(errs.String())
			if m == nil {
				t.Fatalf("%s %s: no verdict on standard error:\n%s", file, lang, errs.String())
			}
			verdict := m[1]
			svg := out.String()
			caption := regexp.MustCompile(`(?s)<g[^>]*class="refusal"[^>]*>(.*?)</g>`).FindStringSubmatch(svg)
			if caption == nil {
				t.Errorf("%s %s: the picture has no caption of the refused move", file, lang)
				continue
			}
			var words []string
			for _, l := range regexp.MustCompile(`<text[^>]*>([^<]*)</text>`).FindAllStringSubmatch(caption[1], -1) {
				words = append(words, html.UnescapeString(l[1]))
			}
			// The family's sentence without its rule code, which is for
			// editors and CI: the code stays in the picture's description
			// (pics21: "machine codes appear in a family picture").
			sentence := regexp.MustCompile(` \[[a-z.-]+\]$`).ReplaceAllString(verdict, "")
			if got := strings.Join(words, " "); norm(got) != norm(sentence) {
				t.Errorf("%s %s: the caption says\n%q\nwant check's verdict without its code\n%q", file, lang, got, sentence)
			}
			if !strings.Contains(html.UnescapeString(descOf(svg)), verdict) {
				t.Errorf("%s %s: the description does not say the verdict", file, lang)
			}
			if n := strings.Count(svg, `class="refused-cross"`); n < 2 {
				t.Errorf("%s %s: %d crosses, want one ending the move and one before the caption", file, lang, n)
			}
		}
	}
}

// norm is text with its spaces, breaking or not, as single spaces.
func norm(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), " ")
}

// TestRefusedInPlacePictureKey: a refused move with nowhere to go on the
// board (a backward card on the start, a step off the outer lane) is drawn
// as a dashed ring round its piece, and the key says a ring, not «magenta
// dashes» of a path that is not drawn (pics17 faults 4 and 5); a move
// refused with a path keeps the path's key.
func TestRefusedInPlacePictureKey(t *testing.T) {
	for _, c := range []struct {
		file string
		ring bool
	}{
		{"../../corpus/turtles/back-from-start.txt", true},
		{"../../corpus/big-races/off-track.txt", true},
		{"../../corpus/turtles/wrong-player.txt", false},
		{"../../corpus/big-races/only-leader-laps.txt", false},
	} {
		var out, errs bytes.Buffer
		cli.Main([]string{"board", "--svg", "--lang", "en", c.file}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		text := norm(html.UnescapeString(strings.Join(regexp.MustCompile(`<text[^>]*>([^<]*)</text>`).FindAllString(out.String(), -1), " ")))
		text = regexp.MustCompile(`<[^>]*>`).ReplaceAllString(text, "")
		ring, path := strings.Contains(text, "Dashed magenta ring"), strings.Contains(text, "Magenta dashes")
		if ring != c.ring || path == c.ring {
			t.Errorf("%s: the key says a ring %v, a path ending in a cross %v", c.file, ring, path)
		}
		if c.ring && !regexp.MustCompile(`stroke-dasharray`).MatchString(out.String()) {
			t.Errorf("%s: nothing dashed is drawn", c.file)
		}
	}
}
