package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// Once the task cards have run out, the task card's place on a phone's
// table says so: left empty and dashed at the top of the finished game's
// last picture, it read as a task missing.
func TestTaskPlaceSaysTheTasksRanOut(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, lang := range say.Languages {
		sp := cat.Speaker(lang)
		tb := newTestTable(t, "players: Anna, Boris\ncards: Anna=10, Boris=12\ntask: hedgehogs = 6\n")
		play(t, tb, "Anna: 2 hedgehogs")
		play(t, tb, "Boris: 4 hedgehogs")
		play(t, tb, "Boris: turbo")
		var between strings.Builder
		if err := tb.Picture(sp, referee.View{picture.WidthKey: "80"}).WriteSVG(&between, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		words := sp.Say(tasksGone)
		if strings.Contains(between.String(), words) {
			t.Errorf("%s: between rounds the task's place says %q", lang, words)
		}
		play(t, tb, "end")
		var b strings.Builder
		if err := tb.Picture(sp, referee.View{picture.WidthKey: "80"}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), ">"+words+"<") {
			t.Errorf("%s: after the end of the tasks the task's place does not say %q", lang, words)
		}
	}
}
