// Package htmlreplay writes a game as one self-contained HTML page: every
// position's picture move by move, the verdict of each move, a move list
// linking to the positions and the outcome at the last one. Nothing is
// fetched: the style and the script are inlined, the pictures are inline
// SVG drawn from one sheet of shared parts (picture.Sheet), and there are
// no fonts or images of its own.
//
// Like lichess's replay, one board is shown at a time, the move list beside
// it on a wide screen and under it on a phone, the current move kept in
// view. The board comes first, as large as the window lets it be and its
// text never under 11 CSS pixels; the verdict beside it, or under it on a
// phone. Printing prints the position shown, or the whole game when
// asked. Without JavaScript every position is on the page, one under the
// other. With it, a position is not built until shown (each is kept in a
// <noscript>, which a browser running scripts reads as text), and nor is
// a shared part until a position shown uses it: a page of 2,000 positions
// opens as fast as one of a few.
package htmlreplay

import (
	_ "embed"
	"html/template"
	"io"
	"regexp"
	"sync"

	"github.com/boardgame-referee/referee/referee/picture"
)

//go:embed page.tmpl
var pageText string

//go:embed page.css
var pageCSS string

//go:embed page.js
var pageJS string

// cssComment is a comment of the style sheet with the line end after it.
var cssComment = regexp.MustCompile(`/\*[\s\S]*?\*/\n?`)

// pageStyle is the style sheet without its comments, which say why for
// whoever edits it: a page carries none of them (8 KB of the 5 MB a
// 2,000-move page may take).
var pageStyle = sync.OnceValue(func() string { return cssComment.ReplaceAllString(pageCSS, "") })

// page is parsed when the first page is written, not at every start-up.
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Funcs(template.FuncMap{"args": remarkOf}).Parse(pageText))
})

// remarkArgs is what the template of a remark sees: the remark and the
// page's words (its label: «Примечание:», "Illegal move:").
type remarkArgs struct {
	R Remark
	W Words
}

func remarkOf(r Remark, w Words) remarkArgs { return remarkArgs{r, w} }

// Page is what the page shows, every word already in the chosen language.
// The HTML fields are sentences made safe by the caller (escaped, names in
// <bdi>); the pictures were written by referee/picture, escaped already.
type Page struct {
	Lang      string
	Title     string        // the game and the file, the window's title
	Game      string        // the game, the page's heading
	File      string        // the file's name, small beside it
	Players   template.HTML // who played
	Words     Words         // the page's own words
	Games     template.HTML // the file's other games, when it holds more than one: under the board shown
	Header    []Remark      // what the referee said before the first move: under the board shown
	Positions []Position
	Outcome   template.HTML
	After     []Remark // the claimed result checked, problems after the last move
	// Defs is the pictures' patterns, Shared their shared parts and
	// unchanging parts, one a line (see picture.Sheet).
	Defs, Shared template.HTML
	// LeastText is the pictures' least text size, in their millimetres:
	// the page's script never shows a picture so small that this text is
	// under 11 CSS pixels (it lets the picture scroll instead).
	LeastText string
}

// Words are the page's labels.
type Words struct {
	Moves, Previous, Next, Position, Keys, Outcome, Start string
	// Counter is the pager's counter with {at} and {of} where the script
	// puts the number of the position's move, as its heading says it, and
	// the last move's; at the start it says Start.
	Counter                              string
	Legal, Illegal, Error, Note, Penalty string
	Print, PrintAll                      string
	Reference                            string // the heading of a move's folded reference
	// Jump names the field the counter opens, the number of the move to
	// go to; JumpHint tells a screen reader that the counter opens it.
	Jump, JumpHint string
}

// Position is the position at the start or after one entry.
type Position struct {
	ID    string        // the anchor: pos-0, pos-1, …
	Label template.HTML // "the start", "move 3 (Нина: зелёная +1)"
	Over  template.HTML // under the heading of a finished game: "Game over — Anna wins"
	Short template.HTML // the move list's entry: "3. Нина: зелёная +1"
	// Written is the turn as written, in small type after a heading in
	// the game's words (super-race's «Ход 11 — Эдгар, красные грани»);
	// empty when the heading quotes it itself.
	Written template.HTML
	Kind    string        // "start", "legal", "penalty" (legal, but it cost its player), "illegal" or "error"
	Verdict template.HTML // the explanation of an illegal move or a notation error, or why a penalty was paid
	Code    string        // its code
	Place   string        // FILE:LINE:COL of the entry
	Told    []template.HTML
	// Reference is what the referee tells once for reading the game (how
	// a cell is written), apart from the ruling.
	Reference []template.HTML
	// Event: the line is no move (a new task card, the end of the game,
	// a header among the moves): nobody played it, so it has no «legal
	// move» badge, only what it did.
	Event   bool
	Notes   []Remark
	Picture template.HTML // the SVG
	// LastMove is the last legal move in words, the picture's caption
	// under its title («Последний ход: Cat — жёлтая −1»), which the page,
	// leaving out the title's band, sets under the heading of a refused
	// move or an error, whose heading names another move (there it is
	// otherwise nowhere), after a little arrow drawn as the last move is,
	// dark and cased in white whoever moved.
	LastMove string
	N        int  // the number of the move it is after (0: the start), as its heading says
	Last     bool // the game's last position: the outcome is said there
	Lazy     bool // built by the script when shown (see the package comment)
}

// Remark is a line the referee said, with its code when it has one.
type Remark struct {
	Text template.HTML
	Code string
	Kind string
	// Place is FILE:LINE:COL of what it is about: with the code, on the
	// quiet source line under the words, not in the family's sentence.
	Place string
}

// Write writes the page.
func Write(w io.Writer, p *Page) error {
	return page().Execute(w, struct {
		*Page
		CSS template.CSS
		JS  template.JS
	}{p, template.CSS(pageStyle() + picture.Style), template.JS(pageJS)})
}
