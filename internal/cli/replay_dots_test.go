package cli_test

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/referee/picture"
)

// Every player's pattern is seen on the replay page as in the picture
// alone (judge pics19): a chinese-checkers page draws its pieces smaller
// than `board --svg` does, and Вера's green pieces, whose dots are what
// tells them from Аня's red under deuteranopia, kept only the four dots
// of a grid that fell in their middle, under the letter. Each dotted
// piece on the six-player page, and its legend swatch, has a ring of at
// least six dots clear of its letter.
func TestReplayPageKeepsEveryPiecesDots(t *testing.T) {
	page := filepath.Join(t.TempDir(), "six.html")
	var out, errs bytes.Buffer
	if code := cli.Main([]string{"replay", "--html", "../../corpus/chinese-checkers/six-player-game.txt", "-o", page}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
		t.Fatalf("exit %d\n%s", code, errs.String())
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("bad number %q", s)
		}
		return v
	}
	for _, ink := range picture.Players {
		if ink.Pattern != "dots" {
			continue
		}
		// A piece: its disc, its dots, its letter.
		piece := regexp.MustCompile(`<circle cx="0" cy="0" r="([\d.]+)" fill="` + ink.Fill + `"[^>]*/>(?:<path d="([^"]*)"[^>]*/>)?</g><text x="0" y="([\d.]+)" font-size="([\d.]+)"[^>]*>([^<]*)</text>`)
		found := piece.FindAllStringSubmatch(html, -1)
		if len(found) == 0 {
			t.Fatalf("the page has no piece of fill %s", ink.Fill)
		}
		for _, m := range found {
			r, d, base, size, label := num(m[1]), m[2], num(m[3]), num(m[4]), m[5]
			// The letter's box: its width, from the baseline up its
			// capital's height.
			half := picture.BoldWidth(label, size) / 2
			top := base - 0.75*size
			clear := 0
			for _, dot := range strings.Split(d, "M")[1:] {
				xy := strings.Fields(strings.TrimSuffix(strings.TrimSpace(dot), "h0"))
				if len(xy) != 2 {
					t.Fatalf("a dot is not a point: %q in %q", dot, d)
				}
				x, y := num(xy[0]), num(strings.TrimSuffix(xy[1], "h0"))
				const dotR = 0.25
				if math.Hypot(x, y)+dotR > r {
					t.Errorf("a dot at %v,%v sticks out of a disc of radius %v", x, y, r)
				}
				if math.Abs(x)-dotR > half || y+dotR < top || y-dotR > base {
					clear++
				}
			}
			if clear < 6 {
				t.Errorf("a %s piece of radius %v («%s») shows %d dots clear of its letter, want 6 or more: %q", ink.Fill, r, label, clear, d)
			}
		}
	}
}
