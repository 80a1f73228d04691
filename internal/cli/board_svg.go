package cli

import (
	"bytes"

	"referee/referee"
	"referee/referee/picture"
)

// svgOptions are the flags of `board --svg`.
type svgOptions struct {
	on    bool
	width float64 // printed width in millimetres; 0: the picture's own
}

// drawSVG writes the session's position as an SVG document.
func (a *app) drawSVG(s *referee.Session, opt svgOptions) ([]byte, error) {
	p, ok := s.Picture(a.say, a.view)
	if !ok {
		return nil, usageError{referee.Say("cli.no-picture", referee.Facts{"game": s.Spec().ID})}
	}
	p.Lang = a.say.Lang
	var b bytes.Buffer
	if err := p.WriteSVG(&b, picture.Options{Standalone: true, Width: opt.width}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// svgWidth checks --width, when given: a printed width from 20 mm to 1 m
// (0 too is refused: the picture's own width is had by leaving the flag
// out). Written so that NaN, which compares false with everything, is
// refused too.
func svgWidth(w float64, given bool) error {
	if given && !(w >= 20 && w <= 1000) {
		return usageError{referee.Say("cli.bad-width", referee.Facts{"width": picture.Fmt(w)})}
	}
	return nil
}

// emit writes a command's output: to the file named by -o (see writeFile),
// or to standard output when it is "" or "-". A file that cannot be written
// is a usage error in the chosen language.
func (a *app) emit(name string, data []byte) error {
	if name == "" || name == "-" {
		_, err := a.io.Out.Write(data)
		return err
	}
	if err := a.writeFile(name, data); err != nil {
		return usageError{referee.Say("cli.cannot-write", referee.Facts{"file": name, "why": a.writeError(err).Error()})}
	}
	return nil
}
