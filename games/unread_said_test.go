package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// A transcript stopped on a line the game cannot read is drawn at the
// position before that line, and its picture says which line and why, as
// it says a refused move (a file stopped on a garbled line was drawn with
// no word of it, as though the game had simply ended there). Every corpus
// file of every game whose check stops on an unreadable line.
func TestUnreadLineIsSaid(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, spec := range games.All() {
		files, _ := filepath.Glob("../corpus/" + spec.ID + "/*.txt")
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, rep := refereetest.Open(spec, fromHeader(string(data)))
			if s == nil {
				continue // a header refused: no position to draw
			}
			var last *referee.Line
			for i := range rep.Lines {
				if rep.Lines[i].Kind == referee.KindError || rep.Lines[i].Kind == referee.KindViolation {
					last = &rep.Lines[i]
				}
			}
			if last == nil || last.Kind != referee.KindError || last.Pos.Line == 0 {
				continue
			}
			seen++
			for _, lang := range say.Languages {
				w := c.Speaker(lang)
				p, ok := s.Picture(w, referee.View{picture.WidthKey: picture.Fmt(picture.Screen)})
				if !ok {
					t.Fatalf("%s: no picture", file)
				}
				var b strings.Builder
				if err := p.WriteSVG(&b, picture.Options{}); err != nil {
					t.Fatal(err)
				}
				// Nothing of the line is drawn: the last legal move keeps
				// its ink (faint, it read as though a refused move were
				// drawn somewhere).
				if strings.Contains(b.String(), `opacity="`+picture.LastFaint+`"`) {
					t.Errorf("%s %s: the last move is drawn faint beside a line that is not drawn", file, lang)
				}
				desc, words := svgWords(t, b.String())
				desc, words = strings.Join(strings.Fields(desc), " "), strings.Join(strings.Fields(words), " ")
				why := strings.Join(strings.Fields(w.Say(last.Message)), " ")
				if !strings.Contains(words, why) {
					t.Errorf("%s %s: the picture's words do not say %q:\n%s", file, lang, why, words)
				}
				if !strings.Contains(desc, why) {
					t.Errorf("%s %s: the <desc> does not say %q:\n%s", file, lang, why, desc)
				}
			}
		}
	}
	if seen < 10 {
		t.Fatalf("%d corpus files stop on an unreadable line; the test needs some", seen)
	}
}

// fromHeader is a corpus file from its header on, the comments above it
// and its game line left out (Open names the game; a Russian «игра:» line
// after that would name it twice).
func fromHeader(text string) string {
	lines := strings.Split(text, "\n")
	for len(lines) > 0 {
		l := strings.TrimSpace(lines[0])
		if l != "" && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "game:") && !strings.HasPrefix(l, "игра:") {
			break
		}
		lines = lines[1:]
	}
	return strings.Join(lines, "\n")
}
