package cli

import (
	"bytes"
	"io"
	"maps"
	"math"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/say"
)

// svgOptions are the flags of `board --svg`.
type svgOptions struct {
	on    bool
	width float64 // printed width in millimetres; 0: the picture's own
}

// drawSVG writes the session's position as an SVG document. A --width
// narrower than the picture's own asks the game to lay it out for that
// width (fewer squares a row, smaller discs; its text as large); a picture
// that cannot be laid out so narrow is printed smaller, and one whose text
// would then be smaller than reads (picture.Least) is refused, with the
// width it takes.
func drawSVG(sp *say.Speaker, s *referee.Session, view referee.View, opt svgOptions) ([]byte, error) {
	if opt.width > 0 && opt.width < picture.MaxWidth {
		view = maps.Clone(view)
		if view == nil {
			view = referee.View{}
		}
		view[picture.WidthKey] = picture.Fmt(opt.width)
	}
	p, ok := s.Picture(sp, view)
	if !ok {
		return nil, cmdutil.Usage(NoPicture{Game: s.Spec().ID})
	}
	if opt.width > 0 {
		w, _ := p.Size()
		if smallest := p.SmallestText(); smallest*opt.width/w < picture.Least-1e-9 {
			least := math.Ceil(w * picture.Least / smallest)
			return nil, cmdutil.Usage(TooNarrow{Width: picture.Fmt(opt.width), Least: picture.Fmt(least)})
		}
	}
	p.Lang = sp.Lang
	var b bytes.Buffer
	if err := p.WriteSVG(&b, picture.Options{Standalone: true, Width: opt.width}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// svgWidth checks --width, when given: a printed width up to 1 m (0 too is
// refused: the picture's own width is had by leaving the flag out); how
// narrow a picture may be printed is its own (see drawSVG). Written so
// that NaN, which compares false with everything, is refused too.
func svgWidth(w float64, given bool) error {
	if given && !(w > 0 && w <= 1000) {
		return cmdutil.Usage(BadWidth{Width: picture.Fmt(w)})
	}
	return nil
}

// emit writes a command's output: to the file named by -o (see writeFile),
// or to standard output when it is "" or "-". A file that cannot be written
// is a usage error in the chosen language.
func emit(out io.Writer, sp *say.Speaker, name string, data []byte, inputs []string) error {
	if name == "" || name == "-" {
		_, err := out.Write(data)
		return err
	}
	if err := writeFile(name, data, inputs); err != nil {
		return cmdutil.Usage(CannotWrite{File: name, Why: cmdutil.WriteError(sp, err).Error()})
	}
	return nil
}

// writeFile writes a command's output file (-o): whole or not at all,
// through a link named (as the shell's > does), never onto one of the
// command's inputs.
func writeFile(name string, data []byte, inputs []string) error {
	return atomicfile.Write(name, data, atomicfile.Policy{FollowLinks: true, Inputs: inputs})
}
