package superrace

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The map's geometry, in millimetres.
const (
	sMargin  = 4.0
	sNumbers = 5.0 // the row numbers on the left, the column numbers above
	// sMinCell holds a «+1» or an «S2» at the least size: a map too large
	// for the page grows the page instead.
	sMinCell = 4.6
)

// squareInk is how a square of each colour is drawn: grey plain, red
// hatched, blue dotted, yellow crossed, so that the colours differ in grey
// too; the letter of the colour is in each square's tooltip and the key.
var squareInk = [...]picture.Ink{
	grey:   {Fill: "#eeeeee"},
	red:    {Fill: "#ea8f8f", Pattern: "hatch"},
	blue:   {Fill: "#8fb4ea", Pattern: "dots"},
	yellow: {Fill: "#f7dc6f", Pattern: "cross"},
}

// routeDash is each player's line: solid, dashed, dotted, dash-dot, so the
// routes differ without colour.
var routeDash = [...]string{"", "2.2 1", "0.6 0.9", "2.2 0.8 0.6 0.8"}

// routeInks are the players' lines, by seat: teal, purple, green and
// slate, inks no die face and no square uses (red, blue, yellow, grey),
// nor the refused move's magenta or the last move's near-black, and far
// apart in lightness and hue under the common colour blindnesses; the
// dashes (routeDash) tell them apart without colour. A player's own ink
// drew Melanie's route red and Edgar's blue over red and blue squares,
// "Edgar moved with blue" a blue line across a red pit lane.
var routeInks = [...]string{"#00897b", "#7b3fa0", "#558b2f", "#455a64"}

// routeColour is the colour of player p's line.
func routeColour(p int) string { return routeInks[p%len(routeInks)] }

// inkBlack is black, as the palette writes it.
const inkBlack = "#000000"

// Picture draws the track map, row by row as the text board does, with
// row and column numbers; squares in their colours and patterns, the +1
// bends marked «+1», start squares numbered, the start/finish line as a
// chequered bar on their edge; every player's route (or, with `--player`,
// one player's) drawn through the squares as on the paper — straight
// through a square or curving from one edge to the next — each in the
// player's ink and dash, a little apart where routes share squares; the
// last turn drawn heavier, each route ending in an arrowhead across the
// edge it stands on (before the first turn, across the start line into its
// start square); the squares' labels over the lines; then where each
// player stands, in the text board's words.
//
// Laid out for a phone's column (picture.Screen), it has a wide layout too
// (picture.ForScreen): the same map with its words beside it, which a wide
// screen shows across its whole column, the page's words under it (under
// the map, the words made the picture so tall that a desktop's window
// shrank the map to 388 pixels beside a blank column).
func (r *race) Picture(w referee.Words, v referee.View) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, -1, nil, nil) })
}

// PictureRefused draws the race with a turn it refused: the route as
// written, from where its player's car stands, dashed in the refused ink,
// as far as it stays on the map, with its arrowhead where it would stand.
func (r *race) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	p := actor
	if p < 0 {
		p = r.due
	}
	if r.phase == over || (p >= 0 && p < len(r.cars) && r.cars[p].finished) {
		// After the end, or by a player who has finished, a turn has no
		// place on the map: the words say it was refused, and why.
		if _, _, _, no := r.whose(actor); no != nil {
			return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, -1, nil, no) })
		}
		return r.refusalUndrawn(w, v)
	}
	t, ok := mv.(*turn)
	if !ok || t.pass || len(t.route()) == 0 {
		return r.refusalUndrawn(w, v)
	}
	if p < 0 || p >= len(r.cars) || r.cars[p].finished {
		return r.refusalUndrawn(w, v)
	}
	c := &r.cars[p]
	route := r.visits(c, t)
	// The square that breaks the rule, when one does: judged on a copy,
	// whose walk the judgement leaves its steps in.
	culprit := -1
	judged := *r
	switch judged.judge(p, t).(type) {
	case WrongColour, UsedSquare:
		culprit = judged.w.cell
	}
	return picture.ForScreen(v, func(v referee.View) *picture.Picture {
		sh := r.newSheet(w, v)
		sh.culprit = culprit
		return r.drawSheet(sh, v, p, route, nil)
	})
}

// refusalUndrawn is the race before a refused turn that has nothing to
// draw on the map, titled as before it.
func (r *race) refusalUndrawn(w referee.Words, v referee.View) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture {
		sh := r.newSheet(w, v)
		sh.refusedTitle = true
		return r.drawSheet(sh, v, -1, nil, nil)
	})
}

// sheet is one picture of the race in the making: what its parts share —
// the players shown, the map's layout, where the words go — and what they
// build in turn: the changing group, the players' arrowheads, the route
// in focus and the notes.
type sheet struct {
	r                *race
	w                referee.Words
	show             []int           // the players shown
	no               referee.Message // why `--player` names nobody, when it does not
	last             string          // the last turn in words
	lastArrow        *picture.Node   // the last turn's arrow, a mark
	wide             bool
	cell, width      float64
	x0, y0           float64 // the map's corner
	keyX, keyY, keyW float64 // the words: under the map, or beside it
	base             Drawing // the map as the first player shown sees it
	box              mapBox
	g                *picture.Node         // what changes from position to position
	arrows           []*picture.Node       // where the players stand, over everything
	bases            map[int]picture.Point // where each shown player's arrowhead stands
	tips             map[int]picture.Point // where each shown player's arrowhead points
	focus            *picture.Node
	notes            []string
	keys             []picture.KeyLine
	refusedTitle     bool              // a refused turn's picture, though nothing of it is drawn: the title says so
	culprit          int               // the square a refused turn breaks the rule on, or -1
	refused          *picture.Node     // a refused turn's line and marks, over everything
	choosing         bool              // a tap view with the dice in: the routes they allow are offered
	spots            map[int]tokenSpot // where each shown player's token stands
	heads            map[int]headSeg   // where each shown player's arrowhead lies
	tags             map[int]squareTag // the squares' «+1» and «S2», by square
	spotOrder        []int             // the shown players, in the order their tokens are drawn
	tagOver          []int             // the squares whose tags no token there stands clear of
}

// picture draws the race with the turn refusedBy was refused, when
// refused is given; undrawn, when it is given, is why a refused turn is
// not drawn. It reads as the picture from top to bottom, under to over.
func (r *race) picture(w referee.Words, v referee.View, refusedBy int, refused []Visit, undrawn referee.Message) *picture.Picture {
	return r.drawSheet(r.newSheet(w, v), v, refusedBy, refused, undrawn)
}

// drawSheet is picture on a sheet made for the view.
func (r *race) drawSheet(sh *sheet, v referee.View, refusedBy int, refused []Visit, undrawn referee.Message) *picture.Picture {
	w := sh.w
	title := sh.title(v, refusedBy >= 0 || undrawn != nil || sh.refusedTitle)
	back := picture.Group()
	back.Add(sh.numbers())
	labels := sh.squares(back)
	sh.choosing = refused == nil && r.choosing(v)
	sh.placeTokens()
	sh.routes(refused == nil)
	sh.refusedTurn(refusedBy, refused)
	// The labels go over the routes' lines; where the players stand over
	// them, opaque, so that a «+1» never hides a player's arrowhead; the
	// last turn's arrow and a refused turn over everything, as marks,
	// neither faded (faded beside a refusal, the route ends were lost).
	sh.g.Add(labels.Share())
	// The tokens over the labels and the arrowheads, which stop short of
	// them and whose squares' tags stand clear of them: where a player
	// is reads from the token, never hidden.
	// Where a square is too small to hold its tag clear of a token, the
	// tag over the token and the arrowheads over both, as they were.
	top := append(append([]*picture.Node{}, sh.arrows...), sh.tokens()...)
	if len(sh.tagOver) > 0 {
		top = append(append(sh.tokens(), sh.tokenTags()...), sh.arrows...)
	}
	if sh.lastArrow == nil {
		sh.g.Add(top...)
	}
	sh.g.Add(sh.offers(v))
	if m := r.lastMover; m >= 0 && m < len(r.names) && m < len(r.cars) {
		// The last turn in words under the title: whose, how many
		// squares, and whether it ended on a +1 bend.
		route := r.track.draw(&r.cars[m]).Route
		n := 0
		if len(route) > 0 {
			for _, v := range route {
				if v.Turn == route[len(route)-1].Turn {
					n++
				}
			}
		}
		if r.lastPass {
			n = 0
		}
		sh.last = w.Say(LastCaption{Player: r.names[m], Squares: n, Extra: r.lastPlus, Pass: r.lastPass})
	}
	refusal := sh.refusal(undrawn)
	y := sh.standings()
	y = sh.status(y)
	tall := y + sMargin - 2.5
	if sh.wide {
		tall = max(tall, sh.y0+float64(sh.base.Rows)*sh.cell+sMargin)
	}
	desc := r.inWords(w, sh.show)
	if refusal != "" {
		desc += " " + refusal
	}
	p := picture.New(sh.width, tall, title, desc)
	p.Last = sh.last
	var over *picture.Node
	if sh.lastArrow != nil {
		// The squares' «+1» and «S1» again over the last turn's arrow:
		// the bend a turn ends on is what its extra turn is about, and
		// the arrow covered it; the players' arrowheads over them, drawn
		// there alone, and the tokens over all but a refused turn.
		over = picture.Group(labels).Add(top...)
	}
	p.Mark(sh.lastArrow, over, sh.refused, picture.Focus(sh.focus))
	if sh.wide {
		// Map and words side by side fill a wide screen's column; the
		// page's words go under them.
		p.SetWordsUnder()
	}
	p.Back(back)
	p.BackKey(fmt.Sprintf("%p %v %v", r.track, sh.cell, sh.show[0]))
	p.Add(sh.g)
	return p
}

// newSheet lays the map out for the view. A square is as wide as the
// width lets the map be, and no taller than leaves room on a page of the
// width's proportions for the words under the map; a map too large for
// the page at the least size grows the page. The wide layout is the
// phone's map, its words beside it.
func (r *race) newSheet(w referee.Words, v referee.View) *sheet {
	sh := &sheet{r: r, w: w, wide: picture.IsWide(v), g: picture.Group(), bases: map[int]picture.Point{}, tips: map[int]picture.Point{}, culprit: -1, tags: map[int]squareTag{}}
	sh.show, sh.no = r.shown(v)
	t := r.track
	layout := picture.LayoutWidth(v)
	if sh.wide {
		layout = picture.Screen
	}
	cell := (layout - 2*sMargin - sNumbers) / float64(t.cols)
	// The words: three lines a player's standing, the key, three notes of
	// two lines — the same in every position, so that the map is.
	words := float64(len(sh.show))*(3*3.2+0.8) + 3*(2*3.2+0.8) +
		mapKeyHeight(w, layout-2*sMargin)
	height := picture.MaxHeight * layout / picture.MaxWidth
	sh.cell = max(sMinCell, min(cell, (height-(sMargin+8+sNumbers)-5-words-sMargin)/float64(t.rows)))
	sh.width = max(layout, 2*sMargin+sNumbers+sh.cell*float64(t.cols))
	sh.place()
	sh.base = r.track.draw(&r.cars[sh.show[0]])
	sh.box = mapBox{sh.x0, sh.y0, sh.x0 + float64(sh.base.Cols)*sh.cell, sh.y0 + float64(sh.base.Rows)*sh.cell}
	return sh
}

// place puts the map in the middle of the page when its squares leave
// room, and the words under the map, or beside it in the wide layout, as
// wide as leaves the picture at least MaxWidth.
func (sh *sheet) place() {
	t, cell := sh.r.track, sh.cell
	sh.x0, sh.y0 = max(sMargin+sNumbers, (sh.width-cell*float64(t.cols)+sNumbers)/2), sMargin+8+sNumbers
	sh.keyX, sh.keyY = sMargin, sh.y0+float64(t.rows)*cell+5
	if sh.wide {
		sh.keyX, sh.keyY = sh.x0+cell*float64(t.cols)+3, sh.y0-sNumbers+picture.Small
		sh.width = max(picture.MaxWidth, sh.keyX+40+sMargin)
	}
	sh.keyW = sh.width - sh.keyX - sMargin
}

// at is where square i of the map is drawn.
func (sh *sheet) at(i int) (x, y float64) {
	return sh.x0 + float64(i%sh.base.Cols)*sh.cell, sh.y0 + float64(i/sh.base.Cols)*sh.cell
}

// title is the picture's title, before a refused turn when refused; one
// player's sheet says whose it is.
func (sh *sheet) title(v referee.View, refused bool) string {
	r, t := sh.r, sh.r.track
	turns := 0
	for _, c := range r.cars {
		turns += c.turns
	}
	title := sh.w.Say(PictureTitle{Track: trackName(t), When: referee.WhenShown(turns, refused, false)})
	if strings.TrimSpace(v["player"]) != "" && sh.no == nil {
		title = sh.w.Say(PlayerTitle{Track: trackName(t), When: referee.WhenShown(turns, refused, false), Player: r.names[sh.show[0]]})
	}
	return title
}

// numbers is the columns' numbers above the map and the rows' on its
// left: every one where they fit side by side, else every fifth.
func (sh *sheet) numbers() *picture.Node {
	cell, x0, y0 := sh.cell, sh.x0, sh.y0
	numbers := picture.Group().Num("font-size", picture.Small).Fill("#555555")
	every := 1
	if picture.TextWidth("88", picture.Small)+0.4 > cell {
		every = 5
	}
	for c := 0; c < sh.base.Cols; c++ {
		if (c+1)%every == 0 || every == 1 {
			numbers.Add(picture.Text(x0+float64(c)*cell+cell/2, y0-1.2, picture.Small, "middle", strconv.Itoa(c+1)))
		}
	}
	for rr := 0; rr < sh.base.Rows; rr++ {
		if (rr+1)%every == 0 || every == 1 || cell >= picture.Small+0.6 {
			numbers.Add(picture.Text(x0-1, y0+float64(rr)*cell+cell/2+picture.Small*0.35, picture.Small, "end", strconv.Itoa(rr+1)))
		}
	}
	return numbers
}

// inWords is the race in words: where each player shown stands.
func (r *race) inWords(w referee.Words, show []int) string {
	parts := []string{w.Say(PictureDesc{Track: trackName(r.track)})}
	for _, p := range show {
		parts = append(parts, w.Say(r.standing(p)))
	}
	return strings.Join(parts, " ")
}
