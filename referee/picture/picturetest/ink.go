// Package picturetest holds what tests of pictures share: how far apart
// two inks look, a picture without its keys' samples, and the last move's marks.
package picturetest

import (
	"math"
	"regexp"
	"strconv"
)

// InkDistance is how far apart two colours written #rrggbb look: their
// distance in CIELAB (ΔE*ab, 1976), about 2.3 for a difference the eye
// just sees, 40 and more for two colours nobody takes for one another.
func InkDistance(a, b string) float64 {
	la, aa, ba := cieLab(a)
	lb, ab, bb := cieLab(b)
	return math.Sqrt((la-lb)*(la-lb) + (aa-ab)*(aa-ab) + (ba-bb)*(ba-bb))
}

// cieLab is a colour's L*a*b* under D65; a colour that is not #rrggbb
// counts as black.
func cieLab(c string) (l, a, b float64) {
	var v uint64
	if len(c) == 7 && c[0] == '#' {
		v, _ = strconv.ParseUint(c[1:], 16, 32)
	}
	lin := func(x uint64) float64 {
		s := float64(x) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	r, g, bl := lin(v>>16&255), lin(v>>8&255), lin(v&255)
	x := (0.4124*r + 0.3576*g + 0.1805*bl) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*bl
	z := (0.0193*r + 0.1192*g + 0.9505*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return 116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
}

// WithoutKeySamples is an SVG without its keys' samples: for a test that
// finds a picture's marks by their ink, which a sample shares.
func WithoutKeySamples(svg string) string {
	return keySampleRE.ReplaceAllString(svg, "")
}

// keySampleRE finds a key's sample group; TestWithoutKeySamples holds its
// class to the one picture.Keys draws.
var keySampleRE = regexp.MustCompile(`(?s)<g class="key-sample">.*?</g>`)
