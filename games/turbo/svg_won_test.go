package turbo

import (
	"os"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/say"
)

// drawSVG draws the table for a view of the given width, in a language.
func drawSVG(t *testing.T, cat *say.Catalog, tb *table, lang, width string) string {
	t.Helper()
	var b strings.Builder
	if err := tb.Picture(cat.Speaker(lang), referee.View{picture.WidthKey: width}).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The picture of a call that won a round still shows what was called on
// (pics52, fault 1: the task box was empty, the task card gone with the
// round, and the cards the winner took gone too): the task card just won,
// greyed and headed with its winner, whether it held, and the piles taken,
// greyed where they lay. The engine keeps the round (table.won); the next
// entry's picture no longer shows it, and a refused entry leaves it.
func TestPictureShowsTheRoundJustWon(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()}, say.Languages...)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, header string
		lines        []string
		count        string // the count on Anna's card, which the winner takes
		holds        bool
	}{
		{"turbo", "players: Anna, Boris\ncards: Anna=10, Boris=12\ntask: Exactly six hedgehogs\n",
			[]string{"Anna: 2 hedgehogs", "Boris: 4 hedgehogs", "Boris: turbo"}, "2", true},
		{"forsazh", "players: Anna, Boris, Vera\ncards: Anna=10, Boris=10, Vera=10\ntask: birds > 8\n",
			[]string{"Anna: 3 frogs", "Boris: chameleon", "Vera: forsazh"}, "3", false},
	} {
		for _, lang := range say.Languages {
			w := cat.Speaker(lang)
			for _, width := range []string{"80", "128"} {
				tb := newTestTable(t, c.header)
				for _, line := range c.lines {
					play(t, tb, line)
				}
				d := tb.draw()
				if d.task != nil || d.won == nil {
					t.Fatalf("%s: after the winning call the drawing has task %v and no round won (%v)", c.name, d.task, d.won)
				}
				winner := tb.names[tb.winner]
				svg := drawSVG(t, cat, tb, lang, width)
				head := w.Say(TaskWon{Player: winner})
				if !strings.Contains(svg, ">"+head+"<") {
					t.Errorf("%s %s %s: no task card headed %q", c.name, lang, width, head)
				}
				task := picture.Capital(w.Say(d.won.task.Task))
				if first := picture.Wrap(task, picture.Normal, 60)[0]; !strings.Contains(svg, ">"+first) {
					t.Errorf("%s %s %s: the task won, %q, is not drawn", c.name, lang, width, task)
				}
				state := w.Say(taskFails)
				if c.holds {
					state = w.Say(taskHolds)
				}
				if !strings.Contains(svg, ">"+state+"<") {
					t.Errorf("%s %s %s: the task won does not say %q", c.name, lang, width, state)
				}
				// The taken card, greyed where it lay: its count and word
				// in the grey ink.
				word := w.Say(FaceWord(d.won.taken[0][len(d.won.taken[0])-1]))
				if !strings.Contains(svg, `fill="`+wonInk+`">`+c.count+"<") || !strings.Contains(svg, `fill="`+wonInk+`">`+word+"<") {
					t.Errorf("%s %s %s: the taken card (%s %s) is not drawn greyed", c.name, lang, width, c.count, word)
				}
				// A refused entry changes nothing: the round stays drawn.
				if step := play(t, tb, "Anna: 2 frogs"); step.Violation == nil {
					t.Fatalf("%s: a card with no task up was taken", c.name)
				}
				if tb.draw().won == nil {
					t.Errorf("%s: a refused entry forgot the round won", c.name)
				}
				play(t, tb, "task: frogs > 3")
				if svg := drawSVG(t, cat, tb, lang, width); strings.Contains(svg, head) || strings.Contains(svg, wonInk) {
					t.Errorf("%s %s %s: the round won is still drawn after the next task", c.name, lang, width)
				}
			}
		}
	}
}

// The table of two players laid out for a phone fits the frame the replay
// page gives it at 390×844 (pics52, fault 3: one player under the other it
// was 646 px tall, at the least size its text may show at, in a frame of
// 475 px, and its sentences were cut at the frame's foot with nothing
// showing that the frame scrolled): every position of end-count.txt is at
// most 560 px tall without its title band, which the page leaves room for
// (TestReplayTwoPlayerTableFitsItsFrame holds the page to it: the Russian
// table, the taller, shows whole in a frame of 576 px).
func TestTwoPlayerTableFitsAPhone(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()}, say.Languages...)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../corpus/turbo/end-count.txt")
	if err != nil {
		t.Fatal(err)
	}
	header, moves, _ := strings.Cut(string(data), "\n\n")
	header = header[strings.Index(header, "players:"):]
	for _, lang := range say.Languages {
		tb := newTestTable(t, header)
		lines := []string{""}
		for _, l := range strings.Split(strings.TrimSpace(moves), "\n") {
			lines = append(lines, strings.TrimSpace(l))
		}
		for i, line := range lines {
			if line != "" {
				if step := play(t, tb, line); step.Violation != nil {
					t.Fatalf("%q refused", line)
				}
			}
			p := tb.Picture(cat.Speaker(lang), referee.View{picture.WidthKey: "80"})
			// The page draws its own heading, not the picture's title.
			scale := 11 / p.SmallestText() // CSS pixels a millimetre
			if px := (p.H - picture.Head) * scale; px > 560 {
				t.Errorf("%s, position %d: at %.0f×%.0f mm the table is %.0f px tall at its least size, want at most 560", lang, i, p.W, p.H-picture.Head, px)
			}
		}
	}
}
