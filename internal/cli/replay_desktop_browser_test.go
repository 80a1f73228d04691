package cli_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplaySuperRaceMapOnTheDesktop: in a 1280×800 window a super-race
// map takes the page's column with its legend beside it, the move's words
// beside it as in every game (set under it, the verdict fell below the
// window beside an empty column): the map at least 420 px wide, the
// picture whole in its frame within the window, its text at least 11 CSS
// pixels, the heading beside the board, within the window.
func TestReplaySuperRaceMapOnTheDesktop(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct {
		file, at, lang string
	}{
		{"../../corpus/super-race/race.txt", "#pos-0", "ru"},
		{"../../corpus/super-race/race.txt", "#pos-21", "ru"},
		{"../../corpus/super-race/race.txt", "#pos-5", "en"},
		{"../../corpus/super-race/off-track.txt", "#pos-1", "en"},
	} {
		t.Run(c.file+c.at+"."+c.lang, func(t *testing.T) {
			ctx := run(t, browserCtx)
			url := replayPage(t, c.file, "--keep-going", "--lang", c.lang)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			frame := rectOf(ctx, t, "section.position.current figure")
			hidden := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () { var f = document.querySelector("section.position.current figure"); return f.scrollHeight - f.clientHeight; }())`)))
			if frame.Bottom > 800 || hidden > 1 {
				t.Errorf("the board's frame ends at %.0f px of 800, %.0f px of its picture scrolled out of it", frame.Bottom, hidden)
			}
			// The map: the picture's unchanging part (squares, walls and
			// the numbers around them), as the screen shows it.
			mapWidth := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () {
				var svgs = document.querySelectorAll("section.position.current figure svg");
				for (var k = 0; k < svgs.length; k++) {
					if (getComputedStyle(svgs[k]).display !== "none") { return svgs[k].querySelector(":scope > use").getBoundingClientRect().width; }
				}
				return 0;
			}())`)))
			t.Logf("the map is %.0f px wide in a picture %.0f px wide", mapWidth, frame.Width)
			if mapWidth < 420 {
				t.Errorf("the map is %.0f px wide, under 420 (the page's column is %.0f px)", mapWidth, frame.Width)
			}
			if px := leastText(ctx, t); px < 11 {
				t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
			}
			if h := rectOf(ctx, t, "section.position.current h2"); h.Left < frame.Right || h.Bottom > 800 {
				t.Errorf("the move's heading (%+v) is not beside the board (right %.0f) in the window", h, frame.Right)
			}
			screenshot(ctx, t, "super-race-desktop-"+c.lang+".png")
		})
	}
}

// TestReplayTurtlesForColourBlindReaders: with Chromium's deuteranopia and
// protanopia, where red and green shells are one olive and blue and
// purple close, every turtle's shell shown bears its colour's marks at a
// size a phone and a desktop show: each mark 3 CSS px across or more
// (not only the letters telling them apart). The screenshots are for a
// reader to look at.
func TestReplayTurtlesForColourBlindReaders(t *testing.T) {
	browserCtx, errs := browser(t)
	url := replayPage(t, "../../corpus/turtles/short-race.txt")
	for _, c := range []struct {
		name          string
		width, height int64
		vision        emulation.SetEmulatedVisionDeficiencyType
	}{
		// The desktop first: measured after the phone's tab, on the same
		// browser, its marks came out under 3 px every run, and above it
		// alone — the phone's emulation outlived its tab.
		{"desktop-protanopia", 1280, 800, emulation.SetEmulatedVisionDeficiencyTypeProtanopia},
		{"phone-deuteranopia", 390, 844, emulation.SetEmulatedVisionDeficiencyTypeDeuteranopia},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := run(t, browserCtx)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(c.width, c.height)); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Call(ctx, emulation.SetEmulatedVisionDeficiency, emulation.SetEmulatedVisionDeficiencyParams{Type: c.vision}); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-0"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			// Each shell shown, its own or in a shared part it uses: its
			// marks' least size across in CSS px, each mark's size in the
			// picture's units times the picture's scale.
			type shell struct {
				Marks int     `json:"marks"`
				Least float64 `json:"least"`
			}
			shells := must[[]shell](t)(chromedp.Run(ctx, chromedp.Evaluate[[]shell](`(function () {
				var svg = Array.prototype.filter.call(document.querySelectorAll("section.position.current figure svg"), function (s) {
					return getComputedStyle(s).display !== "none";
				})[0];
				var box = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
				var scale = Math.min(box.width / vb.width, box.height / vb.height);
				function num(e, k) { return parseFloat(e.getAttribute(k)) || 0; }
				function across(m) {
					var sw = num(m, "stroke-width");
					switch (m.tagName) {
					case "circle": return 2 * num(m, "r") + sw;
					case "rect": return Math.max(num(m, "width"), num(m, "height"));
					case "path":
						var v = (m.getAttribute("d").match(/-?[\d.]+/g) || []).map(parseFloat);
						var xs = v.filter(function (_, i) { return i % 2 === 0; }), ys = v.filter(function (_, i) { return i % 2 === 1; });
						return Math.max(Math.max.apply(null, xs) - Math.min.apply(null, xs), Math.max.apply(null, ys) - Math.min.apply(null, ys)) + sw;
					}
					return 0;
				}
				var out = [], seen = {};
				(function walk(node) {
					node.querySelectorAll("g.marks").forEach(function (g) {
						var least = Infinity;
						Array.prototype.forEach.call(g.children, function (m) { least = Math.min(least, across(m) * scale); });
						out.push({marks: g.children.length, least: least});
					});
					node.querySelectorAll("use").forEach(function (u) {
						var id = (u.getAttribute("href") || "").slice(1), part = id && document.getElementById(id);
						if (part && !seen[id]) { seen[id] = true; walk(part); }
					});
				}(svg));
				return out;
			}())`)))
			// The legend's five shells and the track's.
			if len(shells) < 5 {
				t.Fatalf("%d shells bear marks, want every turtle's", len(shells))
			}
			for _, s := range shells {
				if s.Marks == 0 || s.Least < 3 {
					t.Errorf("a shell's marks (%+v) show under 3 CSS px", s)
				}
			}
			screenshot(ctx, t, "turtles-"+c.name+".png")
			if _, err := chromedp.Call(ctx, emulation.SetEmulatedVisionDeficiency, emulation.SetEmulatedVisionDeficiencyParams{Type: emulation.SetEmulatedVisionDeficiencyTypeNone}); err != nil {
				t.Fatal(err)
			}
		})
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayMoveListHeadingAndWholeEntries: on a desktop, after End, ←,
// Home and → on a long game, the move list's heading is in view at the
// list's top, the first entry under it is whole (not the top entry cut in
// half at the list's edge, the heading scrolled away), and the current move is in view.
func TestReplayMoveListHeadingAndWholeEntries(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/chinese-checkers/six-player-game.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	type view struct {
		ListTop, HeadTop, HeadBottom, FirstTop, FirstBottom, ItemTop, ItemBottom, ListBottom float64
	}
	for _, k := range []struct{ key, name string }{{kb.End, "End"}, {kb.ArrowLeft, "←"}, {kb.ArrowLeft, "← again"}, {kb.Home, "Home"}, {kb.End, "End again"}, {kb.ArrowRight, "→"}} {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(k.key)); err != nil {
			t.Fatal(err)
		}
		v := must[view](t)(chromedp.Run(ctx, chromedp.Evaluate[view](`(function () {
			var list = document.getElementById("moves"), head = list.querySelector("h2");
			var l = list.getBoundingClientRect(), h = head.getBoundingClientRect();
			var first = null;
			list.querySelectorAll("ol.moves li").forEach(function (li) {
				var r = li.getBoundingClientRect();
				if (!first && r.bottom > h.bottom + 1) { first = r; }
			});
			var item = list.querySelector("ol.moves li.current").getBoundingClientRect();
			return {ListTop: l.top, HeadTop: h.top, HeadBottom: h.bottom, FirstTop: first.top, FirstBottom: first.bottom,
				ItemTop: item.top, ItemBottom: item.bottom, ListBottom: l.bottom};
		}())`)))
		if v.HeadTop < v.ListTop-1 || v.HeadTop < 0 {
			t.Errorf("after %s the list's heading (%.0f–%.0f) is out of view (the list from %.0f)", k.name, v.HeadTop, v.HeadBottom, v.ListTop)
		}
		if v.FirstTop < v.HeadBottom-1 {
			t.Errorf("after %s the first entry under the heading (%.0f–%.0f) is cut by it (bottom %.0f)", k.name, v.FirstTop, v.FirstBottom, v.HeadBottom)
		}
		if v.ItemTop < v.HeadBottom-1 || v.ItemBottom > v.ListBottom+1 || v.ItemBottom > 800 {
			t.Errorf("after %s the current move (%.0f–%.0f) is out of the list's view (%.0f–%.0f)", k.name, v.ItemTop, v.ItemBottom, v.HeadBottom, v.ListBottom)
		}
	}
	screenshot(ctx, t, "move-list-end-desktop.png")
}

// TestReplayRefusedVerdictBesideTheBoard: at 1280×800 a refused move's
// verdict is beside the board, whole in the window, in every game's one
// layout, and the board and its words use the page's column (super-race's
// verdict started at y≈735, under its map, beside an empty column).
func TestReplayRefusedVerdictBesideTheBoard(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct{ file, at string }{
		{"../../corpus/super-race/wrong-colour.txt", "#pos-4"},
		{"../../corpus/big-races/occupied.txt", "#pos-2"},
	} {
		file := c.file
		t.Run(file, func(t *testing.T) {
			ctx := run(t, browserCtx)
			url := replayPage(t, file, "--lang", "ru")
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			frame := rectOf(ctx, t, "section.position.current figure")
			v := rectOf(ctx, t, "section.position.current .verdict.illegal")
			main := rectOf(ctx, t, "main")
			if v.Top > 800 || v.Bottom > 800 || v.Left < frame.Right {
				t.Errorf("the verdict (%+v) is not beside the board (right %.0f) within the window", v, frame.Right)
			}
			if frame.Width < 550 || main.Right-v.Right > 40 {
				t.Errorf("the board is %.0f px wide and the verdict ends %.0f px short of the column's %.0f", frame.Width, main.Right-v.Right, main.Right)
			}
			screenshot(ctx, t, "refused-desktop-"+filepath.Base(file)+".png")
		})
	}
}
