package chinesecheckers

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A two-player picture is the whole board in the box: a six-pointed star
// drawn under the holes, through all six tips, wide enough to hold every
// hole, the empty points' too.
func TestTwoPlayerPictureIsTheWholeStar(t *testing.T) {
	g := open(t, "players: Anna, Ben\n").Engine().(*game)
	w := refereetest.Catalog(t, Spec()).Speaker("en")
	var b strings.Builder
	if err := g.Picture(w, referee.View{}).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<path d="([^"]+)" fill="` + boardFill + `" stroke="` + boardFill + `" stroke-width="([0-9.]+)"`).FindStringSubmatch(b.String())
	if m == nil {
		t.Fatal("no star drawn under the holes")
	}
	sh := g.newSheet(w, referee.View{})
	if width, _ := strconv.ParseFloat(m[2], 64); width < 2*sh.star.hole {
		t.Errorf("the star's edge is %.1f wide, narrower than a hole (%.1f)", width, 2*sh.star.hole)
	}
	for _, tip := range []string{"a1", "e1", "e13", "m1", "m13", "q1"} {
		x, y := sh.star.at(holeNamed(t, tip))
		if !strings.Contains(m[1], picture.Fmt(x)+" "+picture.Fmt(y)) {
			t.Errorf("the star does not run through the tip %s", tip)
		}
	}
}

// The white player's target holes, tinted white, are drawn with a second
// light grey ring: on the white page their fill alone did not show.
func TestWhiteTargetHolesRinged(t *testing.T) {
	g := open(t, "players: Аня, Боря, Вера, Гоша, Даша, Белые\n").Engine().(*game)
	w := refereetest.Catalog(t, Spec()).Speaker("ru")
	var b strings.Builder
	if err := g.Picture(w, referee.View{}).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	sh := g.newSheet(w, referee.View{})
	fills := sh.targetFills()
	white := 0
	for h := range hole(numHoles) {
		if fills[h] != "#ffffff" {
			continue
		}
		white++
		x, y := sh.star.at(h)
		if !strings.Contains(svg, `<circle cx="`+picture.Fmt(x)+`" cy="`+picture.Fmt(y)+`" r="`+picture.Fmt(sh.star.hole-0.6)+`" fill="none"`) {
			t.Errorf("the white target hole %v has no second ring", h)
		}
	}
	if white == 0 {
		t.Fatal("no target hole tinted white: the test's sixth player is not white")
	}
}
