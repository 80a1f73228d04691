package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// `tracks new` writes a blank map: comments that say what each symbol is,
// the header to set, a grid of the size asked for, all not track; with the
// sheet copied into it, it reads as a track.
func TestBlankMap(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range say.Languages {
		w := cat.Speaker(lang)
		ans, problem := listTracks(w, []string{"new", "dir/oval"}, map[string]string{"rows": "9", "cols": "10"})
		if problem != nil {
			t.Fatalf("%s: %v", lang, problem)
		}
		if ans.File != "dir/oval.map" || ans.Replace || ans.Exists == nil || ans.Done == nil {
			t.Errorf("%s: %+v", lang, ans)
		}
		header, grid, ok := strings.Cut(ans.Text, "grid:\n")
		if !ok {
			t.Fatalf("%s: no grid: line in\n%s", lang, ans.Text)
		}
		if grid != strings.Repeat("##########\n", 9) {
			t.Errorf("%s: the grid is\n%s", lang, grid)
		}
		for _, symbol := range []string{".", "r b y", "+", "R B Y", "S", "#"} {
			if !strings.Contains(header, "\n#   "+symbol+"  ") {
				t.Errorf("%s: no comment on %q in\n%s", lang, symbol, header)
			}
		}
		for _, line := range strings.Split(strings.TrimSuffix(header, "\n"), "\n") {
			if !strings.HasPrefix(line, "#") && line != "name: oval" && line != "start: up" {
				t.Errorf("%s: %q is neither a comment nor the header to set", lang, line)
			}
			if strings.Contains(line, "{{") || strings.Contains(line, "super-race.") {
				t.Errorf("%s: %q", lang, line)
			}
		}
		if _, err := ParseMap([]byte(ans.Text), "oval"); err == nil || err.Code() != "super-race.map.no-start-square" {
			t.Errorf("%s: a blank map read as %v", lang, err)
		}
		copied := header + "grid:\n" + oval[strings.Index(oval, "grid:\n")+len("grid:\n"):]
		if _, err := ParseMap([]byte(copied), "oval"); err != nil {
			t.Errorf("%s: the blank map with the sheet copied in: %v", lang, err)
		}
	}
	w := cat.Speaker("en")
	if ans, _ := listTracks(w, []string{"new", "-"}, nil); ans.File != "-" || !strings.Contains(ans.Text, "name: My track\n") || strings.Count(ans.Text, "####################\n") != 15 {
		t.Errorf("tracks new -: %+v", ans)
	}
	if ans, _ := listTracks(w, []string{"new", "x.txt"}, map[string]string{"force": "true"}); ans.File != "x.txt" || !ans.Replace {
		t.Errorf("--force: %+v", ans)
	}
	for _, c := range []struct {
		args []string
		opts map[string]string
		id   string
	}{
		{[]string{"new", "x"}, map[string]string{"rows": "2"}, "super-race.tracks.bad-size"},
		{[]string{"new", "x"}, map[string]string{"cols": "many"}, "super-race.tracks.bad-size"},
		{[]string{"new"}, nil, "super-race.tracks.new-file"},
		{[]string{"new", "x", "y"}, nil, "super-race.tracks.extra"},
		{nil, map[string]string{"rows": "5"}, "super-race.tracks.flag-without-new"},
		{[]string{"monza", "x"}, nil, "super-race.tracks.extra"},
	} {
		if _, problem := listTracks(w, c.args, c.opts); problem == nil || string(problem.Code()) != c.id {
			t.Errorf("tracks %v %v: %v, want %s", c.args, c.opts, problem, c.id)
		}
	}
}
