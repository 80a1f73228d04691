package chinesecheckers

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Each player's target point is tinted in their ink, lightly, as the
// booklet's star has coloured points: the reader need not match "from
// point 1 to point 4" against the tips' numbers (pics22). Every hole of a
// target is tinted, no two players' targets alike, and the other holes
// stay the plain grey.
func TestTargetsTintedInTheirOwnersInk(t *testing.T) {
	g := open(t, "players: Anna, Ben, Carl\n").Engine().(*game)
	w := refereetest.Catalog(t, Spec()).Speaker("en")
	var b strings.Builder
	if err := g.Picture(w, referee.View{}).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	fill := map[string]string{}
	for _, m := range regexp.MustCompile(`<circle [^>]*fill="(#[0-9a-f]{6})"[^>]*>\s*<title>([a-q]\d+)</title>`).FindAllStringSubmatch(b.String(), -1) {
		fill[m[2]] = m[1]
	}
	if len(fill) != numHoles {
		t.Fatalf("%d holes drawn with their names, want %d", len(fill), numHoles)
	}
	inTarget := map[hole]int{}
	tints := map[string]int{}
	for p := range g.names {
		for _, h := range regionSet[g.target[p]][g.size] {
			inTarget[h] = p + 1
			f := fill[h.String()]
			if f == holeFill || f == "#ffffff" {
				t.Errorf("%s's target hole %v is not tinted (%s)", g.names[p], h, f)
			}
			if q, ok := tints[f]; ok && q != p {
				t.Errorf("%s's and %s's targets share the tint %s", g.names[q], g.names[p], f)
			}
			tints[f] = p
		}
	}
	for h := range hole(numHoles) {
		if inTarget[h] == 0 && fill[h.String()] != holeFill {
			t.Errorf("hole %v, in no one's target, is %s, not the plain %s", h, fill[h.String()], holeFill)
		}
	}
}

// The tinted holes are explained in the picture's key, in every language,
// its sample holes in the targets' own tints: a reader is not left to
// guess what a pale blue hole means.
func TestTargetTintsKeyed(t *testing.T) {
	g := open(t, "players: Anna, Ben, Carl\n").Engine().(*game)
	for _, lang := range []string{"en", "ru"} {
		w := refereetest.Catalog(t, Spec()).Speaker(lang)
		var b strings.Builder
		if err := g.Picture(w, referee.View{}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		first := strings.Fields(w.Say(targetsKey))[:2]
		if !strings.Contains(svg, strings.Join(first, " ")) {
			t.Errorf("%s: the key does not say what the tinted holes are (%q)", lang, w.Say(targetsKey))
		}
		sample := regexp.MustCompile(`(?s)<g class="key-sample">(.*?)</g>`).FindAllStringSubmatch(svg, -1)
		sh := &sheet{g: g, inks: picture.InksFor(g.names)}
		fills := sh.targetFills()
		found := false
		for _, s := range sample {
			n := 0
			for p := range g.names {
				if strings.Contains(s[1], `fill="`+fills[regionSet[g.target[p]][g.size][0]]+`"`) {
					n++
				}
			}
			found = found || n == len(g.names)
		}
		if !found {
			t.Errorf("%s: no key sample shows the three targets' tints", lang)
		}
	}
}
