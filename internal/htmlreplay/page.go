// Package htmlreplay writes a game as one self-contained HTML page: every
// position's picture move by move, the verdict of each move, a move list
// linking to the positions and the outcome. Nothing is fetched: the style
// and the script are inlined, the pictures are inline SVG, and there are
// no fonts or images of its own. Without JavaScript every position is on
// the page, one under the other; the script only pages through them
// (previous/next buttons, the arrow keys, the move list).
package htmlreplay

import (
	_ "embed"
	"html/template"
	"io"
	"sync"
)

//go:embed page.tmpl
var pageText string

//go:embed page.css
var pageCSS string

//go:embed page.js
var pageJS string

// page is parsed when the first page is written, not at every start-up.
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Parse(pageText))
})

// Page is what the page shows, every word already in the chosen language.
type Page struct {
	Lang      string
	Title     string   // the game and the file
	Players   string   // who played
	Words     Words    // the page's own words
	Header    []Remark // what the referee said before the first move
	Positions []Position
	Outcome   string
	After     []Remark // the claimed result checked, problems after the last move
}

// Words are the page's labels.
type Words struct {
	Moves, Previous, Next, Position, Keys, Outcome, Start, NoScript string
	Legal, Illegal, Error, Note                                     string
}

// Position is the position at the start or after one entry.
type Position struct {
	ID      string // the anchor: pos-0, pos-1, …
	Label   string // "the start", "move 3 (Нина: зелёная +1)"
	Short   string // the move list's entry: "3. Нина: зелёная +1"
	Kind    string // "start", "legal", "illegal" or "error"
	Verdict string // the explanation of an illegal move or a notation error
	Code    string // its code
	Place   string // FILE:LINE:COL of the entry
	Told    []string
	Notes   []Remark
	Picture template.HTML // the SVG, written by referee/picture (encoding/xml): escaped already
}

// Remark is a line the referee said, with its code when it has one.
type Remark struct {
	Text, Code, Kind string
}

// Write writes the page.
func Write(w io.Writer, p *Page) error {
	return page().Execute(w, struct {
		*Page
		CSS template.CSS
		JS  template.JS
	}{p, template.CSS(pageCSS), template.JS(pageJS)})
}
