package serve

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"
)

// countWord reads a count as the English sentences say it ("six", "12").
func countWord(s string) int {
	for i, w := range []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"} {
		if s == w {
			return i
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// TestBigRacesCellsButtonsCountCells: Big Races on a phone, «How many
// cells» then the paths. Every path listed under a number says it is a
// move of that many cells, and no number is more than the car may move
// as the line above them says (family judge serve16: the buttons counted
// steps, «5» listing "a move of seven cells" while the line said "up to
// six cells", and 1–4 offered for a car that might move six).
func TestBigRacesCellsButtonsCountCells(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Masha, Petya, Zina", "", true)
	upTo := regexp.MustCompile(`up to (\w+) cells?`)
	moveOf := regexp.MustCompile(`a move of (\w+) cells`)
	outward := 0
	for turn := 0; turn < 30 && outcome(t, ctx) == ""; turn++ {
		lengths := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-steps]')].map((b) => b.textContent)`)
		if len(lengths) > 0 {
			due := text(t, ctx, ".due")
			m := upTo.FindStringSubmatch(due)
			if m == nil {
				t.Fatalf("turn %d: the line above says no limit: %q", turn+1, due)
			}
			limit := countWord(m[1])
			for _, l := range lengths {
				n, _ := strconv.Atoi(l)
				if n > limit {
					t.Errorf("turn %d: «%s» offered, the line above says %q", turn+1, l, due)
				}
				tap(t, ctx, fmt.Sprintf(`[data-steps="%s"]`, l), true, false)
				labels := eval[[]string](t, ctx, `[...document.querySelectorAll('#paths button')].map((b) => b.getAttribute('aria-label') || b.textContent)`)
				if len(labels) == 0 {
					t.Fatalf("turn %d: «%s» tapped, no paths", turn+1, l)
				}
				for _, label := range labels {
					if c := moveOf.FindStringSubmatch(label); c != nil {
						outward++
						if countWord(c[1]) != n {
							t.Errorf("turn %d: under «%s»: %q", turn+1, l, label)
						}
					}
				}
				tap(t, ctx, fmt.Sprintf(`[data-steps="%s"]`, l), true, false) // folded again
			}
			tap(t, ctx, "[data-steps]:last-child", true, false)
		}
		tap(t, ctx, ".moves button:last-child", true, true)
	}
	if outward == 0 {
		t.Fatal("no path with an outward step listed: the test tests nothing")
	}
	b.check(t, ts.http.URL)
}
