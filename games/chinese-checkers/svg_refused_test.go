package chinesecheckers

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused hop over an empty hole keeps its marks apart (pics21): its
// path arcs round the hole hopped over, clear of the culprit's ring and
// the hole's label, and its large cross stands in a gap beside the end,
// over no piece.
func TestRefusedHopMarksApart(t *testing.T) {
	g := start(t, "players: A, B\n")
	mustPlay(t, g, "d1-e5", "n1-m5")
	cat := refereetest.Catalog(t, Spec())
	sh := g.newSheet(cat.Speaker("en"), nil)
	path := []hole{holeNamed(t, "e5"), holeNamed(t, "e7")}
	culprit, ok := sh.culprit(path)
	if !ok || culprit != holeNamed(t, "e6") {
		t.Fatalf("culprit %v, %v; want e6", culprit, ok)
	}
	var b strings.Builder
	p := picture.New(sh.width, 200, "", "")
	p.Add(sh.refusedChain(path))
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	cx, cy := sh.star.at(culprit)
	ring := sh.star.piece + 0.6 + 0.65 + 0.1 // the culprit's ring and its halo
	num := regexp.MustCompile(`-?[0-9.]+`)
	for _, d := range regexp.MustCompile(` d="([^"]+)"`).FindAllStringSubmatch(b.String(), -1) {
		v := num.FindAllString(d[1], -1)
		for i := 0; i+1 < len(v); i += 2 {
			x, _ := strconv.ParseFloat(v[i], 64)
			y, _ := strconv.ParseFloat(v[i+1], 64)
			if dist := math.Hypot(x-cx, y-cy); dist < ring {
				t.Errorf("the refused path passes (%.1f, %.1f), %.1f mm from e6, inside its ring (%.1f)", x, y, dist, ring)
			}
		}
	}
	at, _ := sh.gap(path)
	bx, by := at.X, at.Y
	for h := range hole(numHoles) {
		if g.board[h] == empty || h == path[0] {
			continue
		}
		hx, hy := sh.star.at(h)
		if dist := math.Hypot(bx-hx, by-hy); dist < sh.star.piece+1.1 {
			t.Errorf("the cross at (%.1f, %.1f) lies over the piece on %v (%.1f mm away)", bx, by, h, dist)
		}
	}
}

// A chain refused under the goal lock (corpus left-goal-chain.txt,
// l5-n2-l7: into the target on n2 and out again) outlines n2, the hole in
// the target it leaves, and bows each hop away from the other, so that
// the two legs open out from n2 instead of looping through it.
func TestRefusedChainOutOfTheTarget(t *testing.T) {
	g := start(t, "players: Аня, Боря\ngoal-lock: on\nsetup: Аня=l5 a1 b1 b2 c1 c2 c3 d1 d2 d3; Боря=m6 m7 q1 p1 p2 o1 o2 o3 n4 n3\n")
	cat := refereetest.Catalog(t, Spec())
	sh := g.newSheet(cat.Speaker("ru"), nil)
	path := []hole{holeNamed(t, "l5"), holeNamed(t, "n2"), holeNamed(t, "l7")}
	if culprit, ok := sh.culprit(path); !ok || culprit != holeNamed(t, "n2") {
		t.Errorf("culprit %v, %v; want n2, the hole in the target the chain leaves", culprit, ok)
	}
	var b strings.Builder
	p := picture.New(sh.width, 200, "", "")
	p.Add(sh.refusedChain(path))
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	at := func(h hole) picture.Point { x, y := sh.star.at(h); return picture.Point{X: x, Y: y} }
	// side is where q lies from the line a–b, signed.
	side := func(a, b, q picture.Point) float64 {
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		return ((b.X-a.X)*(q.Y-a.Y) - (b.Y-a.Y)*(q.X-a.X)) / l
	}
	l5, n2, l7 := at(path[0]), at(path[1]), at(path[2])
	num := regexp.MustCompile(`-?[0-9.]+`)
	for _, d := range regexp.MustCompile(` d="([^"]+)"`).FindAllStringSubmatch(b.String(), -1) {
		v := num.FindAllString(d[1], -1)
		for i := 0; i+1 < len(v); i += 2 {
			x, _ := strconv.ParseFloat(v[i], 64)
			y, _ := strconv.ParseFloat(v[i+1], 64)
			q := picture.Point{X: x, Y: y}
			near := false
			for _, h := range []picture.Point{l5, n2, l7} {
				near = near || math.Hypot(q.X-h.X, q.Y-h.Y) < 1.6*sh.star.piece
			}
			if near {
				continue // the legs' ends, and the head
			}
			// Each point belongs to the leg whose middle it is nearer.
			a, b, other := l5, n2, l7
			if math.Hypot(q.X-(n2.X+l7.X)/2, q.Y-(n2.Y+l7.Y)/2) < math.Hypot(q.X-(l5.X+n2.X)/2, q.Y-(l5.Y+n2.Y)/2) {
				a, b, other = n2, l7, l5
			}
			if side(a, b, q)*side(a, b, other) > 0 {
				t.Errorf("the leg %v–%v passes (%.1f, %.1f), on the side of the chain's other leg: the legs loop", a, b, x, y)
			}
		}
	}
}

// Beside a refused move (corpus hop-over-empty.txt) the key draws the
// last move's sample as faint as the board draws its arrow, and says
// pale; the culprit's sample is the ring the star draws, not a square.
// Without a refused move the sample and its words are the full ones.
func TestRefusedKeyMatchesBoard(t *testing.T) {
	g := start(t, "players: A, B\n")
	mustPlay(t, g, "d1-e5", "n1-m5")
	cat := refereetest.Catalog(t, Spec())
	for _, lang := range []string{"en", "ru"} {
		w := cat.Speaker(lang)
		svg := func(refused []hole) string {
			var b strings.Builder
			actor := -1
			if refused != nil {
				actor = 0
			}
			if err := g.picture(w, nil, actor, refused).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			return b.String()
		}
		faintSample := regexp.MustCompile(`<g opacity="` + regexp.QuoteMeta(picture.LastFaint) + `">\s*<g class="key-sample">`)
		refused := svg([]hole{holeNamed(t, "e5"), holeNamed(t, "e7")})
		if !faintSample.MatchString(refused) {
			t.Errorf("%s: beside a refused move the last move's key sample is not faint", lang)
		}
		// The sentences' first words: a key line wraps.
		pale := strings.Join(strings.Fields(w.Say(lastMoveMarksFaint))[:2], " ")
		full := strings.Join(strings.Fields(w.Say(lastMoveMarks))[:3], " ")
		if !strings.Contains(refused, pale) || strings.Contains(refused, full) {
			t.Errorf("%s: beside a refused move the key does not say the last move is pale", lang)
		}
		if regexp.MustCompile(`<rect[^>]*stroke="` + picture.Refused + `"`).MatchString(refused) {
			t.Errorf("%s: the culprit's key sample is a square; the star draws a ring", lang)
		}
		plain := svg(nil)
		if faintSample.MatchString(plain) || !strings.Contains(plain, full) {
			t.Errorf("%s: without a refused move the last move's key is not the full one", lang)
		}
	}
}

// The picture names the last move once, in the caption under its title:
// the key's foot said it a second time. The description, read instead
// of the picture, keeps it.
func TestLastMoveSaidOnce(t *testing.T) {
	g := start(t, "players: A, B\n")
	mustPlay(t, g, "d1-e5", "n1-m5")
	cat := refereetest.Catalog(t, Spec())
	for _, lang := range []string{"en", "ru"} {
		for _, refused := range [][]hole{nil, {holeNamed(t, "e5"), holeNamed(t, "e7")}} {
			actor := -1
			if refused != nil {
				actor = 0
			}
			var b strings.Builder
			if err := g.picture(cat.Speaker(lang), nil, actor, refused).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			desc := regexp.MustCompile(`(?s)<desc[^>]*>.*?</desc>`)
			svg := desc.ReplaceAllString(b.String(), "")
			if n := strings.Count(svg, "n1-m5"); n != 1 {
				t.Errorf("%s, refused %v: the picture names the last move n1-m5 %d times, want once", lang, refused, n)
			}
			if !strings.Contains(desc.FindString(b.String()), "n1-m5") {
				t.Errorf("%s, refused %v: the description no longer names the last move", lang, refused)
			}
		}
	}
}

// A refused move onto a piece sets its crossed ghost in an empty hole
// beside the end, off the move's line: straight on past it (k10 for the
// last hop k7-k9 of faq-many-hops.txt, a piece on k9, k10 empty) it read
// as a hop that landed there.
func TestGhostBesideOffTheMovesLine(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/chinese-checkers/faq-many-hops.txt")
	g := s.Engine().(*game)
	cat := refereetest.Catalog(t, Spec())
	sh := g.newSheet(cat.Speaker("en"), nil)
	path := []hole{holeNamed(t, "k7"), holeNamed(t, "k9")}
	if sh.d.owner[path[1]] < 0 || sh.d.owner[holeNamed(t, "k10")] >= 0 {
		t.Fatal("the test wants a piece on k9 and k10 empty")
	}
	at, ok := sh.beside(path)
	if !ok {
		t.Fatal("no empty hole beside k9")
	}
	fx, fy := sh.star.at(path[0])
	ex, ey := sh.star.at(path[1])
	ax, ay := sh.star.at(at)
	if cross := (ex-fx)*(ay-ey) - (ey-fy)*(ax-ex); math.Abs(cross) < 0.1*sh.star.pitch*sh.star.pitch {
		t.Errorf("the ghost stands on %v, on the move's line", at)
	}
}
