package bigraces

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

// A lap cut into strips joins them so that the join reads as the track
// going on: a band of the track's grey as wide as a stripe of the track
// is thin, not a hairline; each strip after the first numbers its first
// column; and the key says, in one line, that the track goes on in the
// next strip. At print and phone widths.
func TestStripsJoinAsTheTrack(t *testing.T) {
	s := open(t, "players: white, grey\n")
	apply(t, s, "white1: fff")
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		sh, _, svg := sheetFor(t, s, width)
		if len(sh.bands) < 2 {
			t.Fatalf("at %v mm the lap is drawn in one strip", width)
		}
		// The joins in the grid's grey (#999999), drawn with round joins
		// unlike the grid's straight lines.
		bands := regexp.MustCompile(`<path d="[^"]*" fill="none" stroke="#999999" stroke-width="([\d.]+)" stroke-linejoin="round"/>`).FindAllStringSubmatch(svg, -1)
		if len(bands) < len(sh.bands)-1 {
			t.Errorf("at %v mm %d joins in the track's grey for %d strips", width, len(bands), len(sh.bands))
		}
		for _, m := range bands {
			if w, _ := strconv.ParseFloat(m[1], 64); w < 1 {
				t.Errorf("at %v mm a join is a %v mm line, not a band", width, w)
			}
		}
		for b := 1; b < len(sh.bands); b++ {
			if col := sh.bands[b][0]; !strings.Contains(svg, fmt.Sprintf(">%d</text>", col)) {
				t.Errorf("at %v mm strip %d does not number its first column, %d", width, b+1, col)
			}
		}
		if strings.Count(svg, "Grey band with an arrow:") != 1 {
			t.Errorf("at %v mm the key does not say once that the track goes on in the next strip", width)
		}
	}
}
