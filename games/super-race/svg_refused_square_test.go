package superrace

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused turn of a player on the map goes square by square from the
// square they stand on: every straight leg of its dashed line runs along a
// row or a column, and every curve turns a corner inside a square (its
// control point in line with both its ends). From the tip straight to the
// first square's way out, Edgar's «blue > ^» in wrong-colour.txt ran
// diagonally from between two tokens, seemingly from Melanie's.
func TestRefusedTurnSquareBySquare(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, file := range []string{"wrong-colour.txt", "extra-twice.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/"+file)
		for _, width := range []string{"80", "128"} {
			p, ok := s.Picture(cat.Speaker("en"), map[string]string{picture.WidthKey: width})
			if !ok {
				t.Fatal("no picture")
			}
			root := parseSVG(t, p)
			dashed := 0
			root.walk("", "", func(e svgNode, _, stroke string) {
				if e.XMLName.Local != "path" || stroke != picture.Refused || e.attr("stroke-dasharray") == "" {
					return
				}
				dashed++
				for _, leg := range pathLegs(t, e.attr("d")) {
					if !axisAligned(leg[0], leg[1]) {
						t.Errorf("%s at %s mm: a leg of the refused turn runs from %v to %v, along no row or column", file, width, leg[0], leg[1])
					}
				}
			})
			if dashed == 0 {
				t.Errorf("%s at %s mm: no refused turn drawn", file, width)
			}
		}
	}
}

func axisAligned(a, b [2]float64) bool {
	return math.Abs(a[0]-b[0]) < 1e-3 || math.Abs(a[1]-b[1]) < 1e-3
}

// pathLegs are a path's straight legs and its curves' two halves (end to
// control point, control point to end), from an absolute M/L/Q path.
func pathLegs(t *testing.T, d string) [][2][2]float64 {
	t.Helper()
	var legs [][2][2]float64
	var at [2]float64
	cmd := byte(0)
	var nums []float64
	flush := func() {
		switch cmd {
		case 'M':
			at = [2]float64{nums[0], nums[1]}
		case 'L':
			for i := 0; i+1 < len(nums); i += 2 {
				to := [2]float64{nums[i], nums[i+1]}
				legs = append(legs, [2][2]float64{at, to})
				at = to
			}
		case 'Q':
			for i := 0; i+3 < len(nums); i += 4 {
				c, to := [2]float64{nums[i], nums[i+1]}, [2]float64{nums[i+2], nums[i+3]}
				legs = append(legs, [2][2]float64{at, c}, [2][2]float64{c, to})
				at = to
			}
		case 0:
		default:
			t.Fatalf("path %q: command %c not read by the test", d, cmd)
		}
		nums = nums[:0]
	}
	for _, f := range strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' }) {
		for f != "" {
			if c := f[0]; strings.IndexByte("MLQCZAHVSTmlqczahvst", c) >= 0 {
				flush()
				cmd, f = c, f[1:]
				continue
			}
			end := strings.IndexAny(f, "MLQCZAHVSTmlqczahvst")
			if end < 0 {
				end = len(f)
			}
			v, err := strconv.ParseFloat(f[:end], 64)
			if err != nil {
				t.Fatalf("path %q: %v", d, err)
			}
			nums = append(nums, v)
			f = f[end:]
		}
	}
	flush()
	return legs
}
