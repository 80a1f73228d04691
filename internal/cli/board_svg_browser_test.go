package cli_test

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestPictureTextsStayInTheirBoxes draws pictures of every game in both
// languages — every corpus transcript's last position, and positions of
// random games with long names and a refused move — in headless Chromium,
// and holds every text, as the browser sets it (getBBox), inside its box
// (a card, a disc, a shell; a disc's square) and inside the picture.
func TestPictureTextsStayInTheirBoxes(t *testing.T) {
	browserCtx, errs := browser(t)
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	var page strings.Builder
	page.WriteString("<!DOCTYPE html><meta charset=utf-8><style>svg{width:640px;height:auto;display:block;margin:4px}</style><body>\n")
	n := 0
	add := func(name string, svg []byte) {
		// The standalone file, inline: its XML declaration off.
		s := string(svg)
		if i := strings.Index(s, "<svg"); i > 0 {
			s = s[i:]
		}
		s = strings.Replace(s, "<svg ", `<svg data-name="`+html.EscapeString(name)+`" `, 1)
		page.WriteString(s)
		n++
	}
	// Every corpus transcript's last position, in both languages.
	for _, spec := range games.All() {
		files, _ := filepath.Glob(filepath.Join("../../corpus", spec.ID, "*.txt"))
		for _, f := range files {
			for _, lang := range say.Languages {
				var out, stderr bytes.Buffer
				if code := cliMain([]string{"board", "--svg", "--lang", lang, f}, &out, &stderr); code <= 1 && out.Len() > 0 {
					add(filepath.Base(f)+" "+lang, out.Bytes())
				}
			}
		}
	}
	// Random games, a refused move now and then.
	for _, spec := range games.All() {
		header := refereetest.PictureHeader(spec)
		s, r := refereetest.Open(spec, header)
		if s == nil {
			t.Fatalf("%s: %v", spec.ID, r.FirstProblem())
		}
		rng := rand.New(rand.NewPCG(7, 23))
		for move := 0; move < 60 && !s.Outcome().Over; move++ {
			if move%6 == 0 {
				refused := refuseOne(s, rng)
				for _, lang := range say.Languages {
					p, _ := s.Picture(c.Speaker(lang), nil)
					var b bytes.Buffer
					if err := p.WriteSVG(&b, picture.Options{}); err != nil {
						t.Fatal(err)
					}
					add(fmt.Sprintf("%s move %d %s (refused: %v)", spec.ID, move, lang, refused), b.Bytes())
				}
			}
			if !playRandom(s, rng) {
				break
			}
		}
	}
	// A control: a card whose word is too wide for it, and a text past
	// the picture's edge. The check must find both.
	control := picture.New(40, 30, "control", "control")
	control.Lang = "en"
	control.Add(picture.Boxed(picture.Rect(10, 10, 10, 8).Fill("#ffffff"), picture.Text(15, 15, picture.Small, "middle", "hedgehogs")),
		picture.Text(38, 28, picture.Small, "", "over the edge"))
	var cb bytes.Buffer
	if err := control.WriteSVG(&cb, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	add("control", cb.Bytes())
	page.WriteString("</body>")
	file := filepath.Join(t.TempDir(), "pictures.html")
	if err := os.WriteFile(file, []byte(page.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	// The browser's time starts now: drawing the pictures above is not
	// the browser's work. Laying out some 460 pictures ran past a minute on
	// a loaded machine: it has five (this is no test of speed; the
	// deadline only stops a hang).
	ctx, cancel := context.WithTimeout(browserCtx, 5*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	seen := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("svg[data-name]").length`)))
	if seen != n || n < 101 {
		t.Fatalf("the browser shows %d pictures of %d", seen, n)
	}
	var bad, caught []string
	for _, b := range must[[]string](t)(chromedp.Run(ctx, chromedp.Evaluate[[]string](overflowScript))) {
		if strings.HasPrefix(b, "control: ") {
			caught = append(caught, b)
			continue
		}
		bad = append(bad, b)
	}
	if len(caught) != 2 || !strings.Contains(caught[0]+caught[1], "leaves its rect") {
		t.Errorf("the check found %q in the control picture, want its word leaving its card and its text leaving the picture", caught)
	}
	for i, b := range bad {
		if i == 40 {
			t.Errorf("… and %d more", len(bad)-40)
			break
		}
		t.Error(b)
	}
	t.Logf("%d pictures, %d texts out of place", n, len(bad))
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// overflowScript finds every text that leaves its box or its picture, as
// the browser sets it: each box (picture.Boxed, <g class="box">) is its
// first shape; a text must lie inside it, inside the square a disc holds,
// within a fifth of a millimetre.
const overflowScript = `(function () {
	var bad = [];
	function bounds(el) {
		var b = el.getBBox(), m = el.getCTM();
		var xs = [], ys = [];
		[[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]].forEach(function (p) {
			xs.push(m.a * p[0] + m.c * p[1] + m.e);
			ys.push(m.b * p[0] + m.d * p[1] + m.f);
		});
		return {l: Math.min.apply(null, xs), r: Math.max.apply(null, xs), t: Math.min.apply(null, ys), b: Math.max.apply(null, ys)};
	}
	function out(r, box, slack) {
		return r.l < box.l - slack || r.r > box.r + slack || r.t < box.t - slack || r.b > box.b + slack;
	}
	document.querySelectorAll("svg[data-name]").forEach(function (svg) {
		var name = svg.getAttribute("data-name");
		var size = svg.getBoundingClientRect();
		var mm = size.width / svg.viewBox.baseVal.width;
		var slack = 0.2 * mm;
		var whole = {l: 0, r: size.width, t: 0, b: size.height};
		svg.querySelectorAll("text").forEach(function (t) {
			if (t.textContent !== "" && out(bounds(t), whole, slack)) {
				bad.push(name + ": «" + t.textContent + "» leaves the picture");
			}
		});
		svg.querySelectorAll("g.box").forEach(function (g) {
			var box = g.firstElementChild;
			while (box && box.tagName === "g") { box = box.firstElementChild; }
			if (!box) { return; }
			var r = bounds(box);
			if (box.tagName === "circle") {
				var inset = (r.r - r.l) / 2 * (1 - Math.SQRT1_2);
				r = {l: r.l + inset, r: r.r - inset, t: r.t + inset, b: r.b - inset};
			}
			g.querySelectorAll("text").forEach(function (t) {
				var tb = bounds(t);
				if (t.textContent !== "" && out(tb, r, slack)) {
					bad.push(name + ": «" + t.textContent + "» leaves its " + box.tagName + " by " +
						(Math.max(r.l - tb.l, tb.r - r.r, r.t - tb.t, tb.b - r.b) / mm).toFixed(2) + " mm");
				}
			});
		});
	});
	return bad;
}())`

// playRandom plays a random legal move (super-race for a random throw);
// false when there is none.
func playRandom(s *referee.Session, rng *rand.Rand) bool {
	view := referee.View(nil)
	if s.Spec().ID == "super-race" {
		faces := make([]string, 5)
		for i := range faces {
			faces[i] = string("rby"[rng.IntN(3)]) + string("sc"[rng.IntN(2)])
		}
		view = referee.View{"dice": strings.Join(faces, " ")}
	}
	legal := s.Legal(view).Moves
	if len(legal) == 0 {
		return false
	}
	text := legal[rng.IntN(len(legal))].Text
	if who := s.Turn(); who >= 0 && !strings.Contains(text, ":") {
		text = `"` + s.Players()[who] + `": ` + text
	}
	for _, name := range s.Players() {
		if rest, ok := strings.CutPrefix(text, name+": "); ok {
			text = `"` + name + `": ` + rest
		}
	}
	return refereetest.Play(s, text) == nil
}

// refuseOne plays a legal move of the player due as another player's, which
// the engine refuses; it reports whether it did.
func refuseOne(s *referee.Session, rng *rand.Rand) bool {
	legal := s.Legal(referee.View{"dice": "rs rs rs rc bs"}).Moves
	due, n := s.Turn(), len(s.Players())
	if len(legal) == 0 || due < 0 || n < 2 || strings.Contains(legal[0].Text, ":") {
		return false
	}
	other := s.Players()[(due+1+rng.IntN(n-1))%n]
	ms, err := notation.SplitMoves(`"`+other+`": `+legal[rng.IntN(len(legal))].Text, notation.Pos{Line: 1, Column: 1})
	if err != nil || len(ms) != 1 {
		return false
	}
	return s.Play(ms[0]).Violation != nil
}

// cliMain is the command line with no environment.
func cliMain(args []string, out, errs *bytes.Buffer) int {
	return cli.Main(args, cli.IO{Out: out, Err: errs, Getenv: func(string) string { return "" }})
}
