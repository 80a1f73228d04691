package cli_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestReplayKeyIsOneBlock: a picture's key is read in one place. On a
// phone whose frame cuts the picture's words, every line of the key goes
// under the verdict, the first ones too: big-races' first car row stood
// over the move's heading and the other rows under the verdict, and
// turtles' colour key (drawn with the board) over it and the last move's
// arrow under it. On a wide screen the key stays whole in the picture.
func TestReplayKeyIsOneBlock(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct {
		file, at string
		keys     []string // the key's lines, first to last
	}{
		// occupied's three bands leave its key below the phone's frame
		// (race-over's picture, its end said once, now fits whole).
		{"../../corpus/big-races/occupied.txt", "#pos-2", []string{"Машина white1 на клетке 4/3", "Машина grey1 на клетке 4/−1", "Машина white2 на клетке 4/−2", "Последний ход: машина white1"}},
		{"../../corpus/turtles/whole-game.txt", "#pos-11", []string{"красная — Ann", "фиолетовая — ничейная", "Последний ход:", "Ходит игрок Cat."}},
	} {
		ctx := run(t, browserCtx)
		phone(ctx, t)
		url := replayPage(t, c.file, "--lang", "ru")
		if err := chromedp.Do(ctx, chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		below := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`(function () { var k = document.querySelector("section.position.current .key-below"); return k ? k.textContent : ""; })()`)))
		below = strings.ReplaceAll(below, "\u00a0", " ")
		for _, k := range c.keys {
			if !strings.Contains(below, k) {
				t.Errorf("%s%s on a phone: the key's line %q is not with the rest under the verdict (%q)", c.file, c.at, k, below)
			}
		}
		// Where each key line is drawn, in the picture's units: under the
		// frame's foot, and within the copy set under the verdict.
		for _, k := range c.keys {
			at := must[map[string]any](t)(chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(function (words) {
				function norm(s) { return s.replace(/\u00a0/g, " "); }
				var s = document.querySelector("section.position.current");
				var fig = s.querySelector("figure");
				var svg = Array.prototype.find.call(fig.querySelectorAll("svg"), function (e) { return getComputedStyle(e).display !== "none"; });
				var vb = svg.viewBox.baseVal;
				// The line's top: a text of the picture's own, or of a shared
				// part it uses (a part in a part too), each use moving it by
				// its y.
				var y = null;
				function look(root, dy, depth, fs) {
					Array.prototype.forEach.call(root.querySelectorAll("text, use"), function (e) {
						var placed = e.closest("[transform]");
						if (y !== null || (placed && root.contains(placed) && placed !== root)) { return; }
						if (e.tagName === "text") {
							if (norm(e.textContent).indexOf(words) < 0) { return; }
							// Its top as drawn: a part's text read in the hidden
							// sheet is in the page's font size, not the picture's.
							var b = e.getBBox(), base = e.y.baseVal.getItem(0).value;
							var drawn = size(e, root, fs);
							var k = root === svg || !drawn ? 1 : drawn / parseFloat(getComputedStyle(e).fontSize);
							y = dy + base + (b.y - base) * k;
							return;
						}
						var part = document.getElementById((e.getAttribute("href") || "").slice(1));
						if (part && depth < 4) { look(part, dy + e.y.baseVal.value, depth + 1, size(e, root, fs)); }
					});
				}
				// The font size an element is drawn in: its own or its
				// part's, else the one its use is drawn in.
				function size(e, root, fs) {
					var sized = e.closest("[font-size]");
					return sized && root.contains(sized) ? parseFloat(sized.getAttribute("font-size")) : fs;
				}
				look(svg, 0, 0, 0);
				var copy = s.querySelector(".key-below svg");
				return {
					found: y !== null,
					y: y === null ? 0 : y,
					frame: vb.y + fig.clientHeight * vb.width / svg.getBoundingClientRect().width,
					copy: copy ? copy.viewBox.baseVal.y : 1e9
				};
			})(`+"`"+k+"`"+`)`)))
			if !at["found"].(bool) {
				t.Errorf("%s%s: the key's line %q is not in the picture", c.file, c.at, k)
				continue
			}
			if y := at["y"].(float64); y < at["frame"].(float64)-0.5 || y < at["copy"].(float64)-0.5 {
				t.Errorf("%s%s on a phone: the key's line %q (at %.1f) is in the board's frame (to %.1f), not under the verdict (from %.1f)", c.file, c.at, k, y, at["frame"], at["copy"])
			}
		}
		if below != "" {
			h, v, k := rectOf(ctx, t, "section.position.current h2"), rectOf(ctx, t, "section.position.current .verdict"), rectOf(ctx, t, "section.position.current .key-below")
			if k.Top < v.Bottom-1 || k.Top < h.Bottom-1 {
				t.Errorf("%s%s on a phone: the key (at %.0f) is not under the heading (%.0f) and the verdict (%.0f)", c.file, c.at, k.Top, h.Bottom, v.Bottom)
			}
		}
		// Wide: no copy under the verdict, the picture with its key whole
		// in its frame (read after the page's refit on a resize, 100 ms).
		desk := run(t, browserCtx)
		if err := chromedp.Do(desk, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next")), chromedp.Sleep(300*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
		state := must[map[string]any](t)(chromedp.Run(desk, chromedp.Evaluate[map[string]any](`(function () {
			var s = document.querySelector("section.position.current");
			var f = s.querySelector("figure");
			return {copies: s.querySelectorAll(".key-below").length, cut: f.scrollHeight > f.clientHeight + 1};
		})()`)))
		if state["copies"].(float64) != 0 || state["cut"].(bool) {
			t.Errorf("%s%s at 1280×800: %v copies of the key under the verdict, frame cut %v; want the key whole in the picture", c.file, c.at, state["copies"], state["cut"])
		}
	}
}
