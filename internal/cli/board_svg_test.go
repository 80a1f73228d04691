package cli_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/golden"
)

// pictures are the golden pictures: a position of every game, drawn by
// `board --svg` in both languages (testdata/pictures/NAME.LANG.svg; -update
// rewrites them: look at each before committing, as at any golden file).
var pictures = []struct {
	name string
	args []string
}{
	{"turtles-short-race", []string{"--at", "1", "../../corpus/turtles/short-race.txt"}},
	{"chinese-checkers-chain", []string{"--at", "1", "../../corpus/chinese-checkers/chain-of-four.txt"}},
	{"chinese-checkers-names", []string{"--holes", "names", "../../corpus/chinese-checkers/chain-of-four.txt"}},
	{"turbo-covered-cards", []string{"../../corpus/turbo/covered-cards.txt"}},
	{"big-races-short-race", []string{"--at", "5", "../../corpus/big-races/short-race.txt"}},
	{"super-race-race", []string{"../../corpus/super-race/race.txt"}},
}

func svgOf(t *testing.T, args ...string) []byte {
	t.Helper()
	var out, errs bytes.Buffer
	code := cli.Main(append([]string{"board", "--svg"}, args...), cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
	if code != 0 {
		t.Fatalf("board --svg %s: exit %d\n%s", strings.Join(args, " "), code, errs.String())
	}
	return out.Bytes()
}

func TestPictureGoldens(t *testing.T) {
	for _, p := range pictures {
		for _, lang := range []string{"en", "ru"} {
			t.Run(p.name+"."+lang, func(t *testing.T) {
				got := svgOf(t, append([]string{"--lang", lang}, p.args...)...)
				path := filepath.Join("testdata", "pictures", p.name+"."+lang+".svg")
				golden.Check(t, path, got)
				checkSVG(t, path)
			})
		}
	}
}

// TestREADMEPicture keeps the README's picture what the command it names
// draws (docs/images/short-race.svg; -update redraws it).
func TestREADMEPicture(t *testing.T) {
	path := "../../docs/images/short-race.svg"
	golden.Check(t, path, svgOf(t, "--at", "1", "../../corpus/turtles/short-race.txt"))
	checkSVG(t, path)
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"docs/images/short-race.svg", "referee board --svg --at 1 corpus/turtles/short-race.txt -o docs/images/short-race.svg"} {
		if !bytes.Contains(readme, []byte(want)) {
			t.Errorf("README.md does not show %q", want)
		}
	}
}

// checkSVG parses a picture file: well-formed XML whose root is <svg>,
// with a <title> and a <desc> in words, and no reference to anything
// outside it.
func checkSVG(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	depth := 0
	texts := map[string]string{}
	var current string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", path, err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if depth == 0 && e.Name.Local != "svg" {
				t.Fatalf("%s: the root is <%s>", path, e.Name.Local)
			}
			if depth == 1 {
				current = e.Name.Local
			}
			for _, a := range e.Attr {
				if strings.Contains(a.Value, "http") && a.Name.Local != "xmlns" {
					t.Errorf("%s: <%s %s=%q> reaches outside the picture", path, e.Name.Local, a.Name.Local, a.Value)
				}
			}
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			if depth == 2 && (current == "title" || current == "desc") {
				texts[current] += string(e)
			}
		}
	}
	for _, want := range []string{"title", "desc"} {
		if len(strings.Fields(texts[want])) < 3 {
			t.Errorf("%s: <%s> is %q, not the position in words", path, want, texts[want])
		}
	}
}
