package superrace

import (
	"slices"

	"github.com/boardgame-referee/referee/referee"
)

// The words of the game: colours, headings, steps, faces, squares, routes,
// distances and track names, as the messages carry them. Each says itself
// through its code in the chosen language.

// Code names the colour: «красный», red.
func (c colour) Code() referee.Code { return referee.Code("super-race.colour." + c.name()) }

// byFaces is a colour as the faces that may cross a square: «(с помощью)
// красных граней».
type byFaces colour

func (c byFaces) Code() referee.Code { return referee.Code("super-race.by-faces." + colour(c).name()) }

// byColour is the colour of the faces that may not: «синие (не подходят)».
type byColour colour

func (c byColour) Code() referee.Code { return referee.Code("super-race.by." + colour(c).name()) }

// oneFace is the colour a pass could have used, one face of it rolled:
// «(пропускать ход нельзя:) красную (грань можно использовать)».
type oneFace colour

func (c oneFace) Code() referee.Code { return referee.Code("super-race.one." + colour(c).name()) }

// everyByColour is a colour as a pass names it when every route that uses
// all its faces ends in a dead end: «а красные (грани заводят маршрут в
// тупик)»; a colour is used in full, never a face «целиком».
type everyByColour colour

func (c everyByColour) Code() referee.Code {
	return referee.Code("super-race.every." + colour(c).name())
}

// everyByFace is the same colour when one face of it was rolled: «а
// красная (грань заводит маршрут в тупик)».
type everyByFace colour

func (c everyByFace) Code() referee.Code {
	return referee.Code("super-race.every-face." + colour(c).name())
}

// onDice is a colour as the faces rolled that show it: «выпали красные грани», “the red faces rolled”.
type onDice colour

func (c onDice) Code() referee.Code { return referee.Code("super-race.on-dice." + colour(c).name()) }

// onDie is a colour as the one face rolled that shows it: «выпала одна
// красная грань».
type onDie colour

func (c onDie) Code() referee.Code { return referee.Code("super-race.on-die." + colour(c).name()) }

// Code names the heading: «вверх», up.
func (h heading) Code() referee.Code { return referee.Code("super-race.heading." + h.word()) }

// lineEdge is the edge of the start squares the start/finish line runs
// along, named by the heading that leads to it: «нижний край».
type lineEdge heading

func (e lineEdge) Code() referee.Code { return referee.Code("super-race.edge." + heading(e).word()) }

// Code names the face in the letters of the language: «кп», rs.
func (f face) Code() referee.Code { return referee.Code("super-race.face." + f.letters()) }

// Faces are five faces rolled, as a turn writes them: «кп кп ку сп жу».
type Faces struct {
	A, B, C, D, E face
}

func (Faces) Code() referee.Code { return "super-race.faces" }

// facesOf are the five faces of a roll.
func facesOf(faces []face) Faces {
	var f [numDice]face
	copy(f[:], faces)
	return Faces{f[0], f[1], f[2], f[3], f[4]}
}

// builtinTrack is a built-in track's name in the words of the language:
// «Индианаполис».
type builtinTrack string

func (t builtinTrack) Code() referee.Code { return referee.Code("super-race.track." + string(t)) }

// trackAbout says what a built-in track is like, for `referee tracks`.
type trackAbout string

func (t trackAbout) Code() referee.Code { return referee.Code("super-race.tracks." + string(t)) }

// trackComment is the comment a built-in track's map is printed with, in
// the words of the language: what the track is like, square by square. The
// map files hold only the map, so that `referee tracks NAME` says it in the
// output language from the one copy of the map's data.
type trackComment string

func (t trackComment) Code() referee.Code {
	return referee.Code("super-race.tracks.comment." + string(t))
}

// TrackName names a track: a built-in one in the words of the language, a
// map file's by its name: line, as written.
type TrackName struct {
	Builtin builtinTrack
	Map     string // the map's own name; "" for a built-in track
}

func (TrackName) Code() referee.Code { return "super-race.word.track" }

// trackName is a track as the messages name it.
func trackName(t *Track) TrackName {
	for _, b := range builtinNames {
		if builtinTracks()[b.name] == t {
			return TrackName{Builtin: builtinTrack(b.name)}
		}
	}
	return TrackName{Map: t.name}
}

// TypedTrack is a built-in track as it is typed on a track: line and
// on the command line, with its name in the words of the language beside
// it: «indianapolis („Индианаполис“)». English, whose names are the ids
// capitalised, says the name alone.
type TypedTrack struct {
	ID   string `say:"optional"` // "indianapolis"
	Name builtinTrack
}

func (TypedTrack) Code() referee.Code { return "super-race.word.typed-track" }

// trackNames are the built-in tracks, as they are typed and named.
func trackNames() []TypedTrack {
	out := make([]TypedTrack, len(builtinNames))
	for i, b := range builtinNames {
		out[i] = TypedTrack{ID: b.name, Name: builtinTrack(b.name)}
	}
	return out
}

// otherTracks is every built-in track but one, for a note that names the
// track chosen and offers the rest.
func otherTracks(but builtinTrack) []builtinTrack {
	out := make([]builtinTrack, 0, len(builtinNames)-1)
	for _, b := range builtinNames {
		if builtinTrack(b.name) != but {
			out = append(out, builtinTrack(b.name))
		}
	}
	return out
}

// straights and curves are faces or steps of a shape counted, in words as
// the booklet counts them («две прямые», «один поворот»); a count no
// roll gives (a route written longer) in digits.
type (
	straights int
	curves    int
)

func (n straights) Code() referee.Code { return countCode("super-race.straights.", int(n)) }
func (n curves) Code() referee.Code    { return countCode("super-race.curves.", int(n)) }

// Count picks the plural form of a count in digits.
func (n straights) Count() int { return int(n) }
func (n curves) Count() int    { return int(n) }

// countCode is the code of a count: its word up to five dice, else "n".
func countCode(prefix string, n int) referee.Code {
	if n >= 1 && n <= numDice {
		return referee.Code(prefix + string(rune('0'+n)))
	}
	return referee.Code(prefix + "n")
}

// Shapes are straights and curves counted: «две прямые и один поворот».
type Shapes struct {
	Straights straights
	Curves    curves
}

func (Shapes) Code() referee.Code { return "super-race.word.shapes" }

func shapesOf(s, c int) Shapes { return Shapes{Straights: straights(s), Curves: curves(c)} }

// nth is a square of a route by its place in it, in words: «третий».
type nth int

func (n nth) Code() referee.Code { return countCode("super-race.nth.", int(n)) }

// Count picks the plural form of a place in digits.
func (n nth) Count() int { return int(n) }

// ColourDice are the dice of one colour: «красный: 2 прямые и 1 поворот».
type ColourDice struct {
	Colour colour
	Shapes Shapes
}

func (ColourDice) Code() referee.Code { return "super-race.dice.colour" }

// Dice are the dice rolled, by colour, the colours not rolled left out:
// «красный: 4 прямые; синий: 1 поворот».
type Dice struct {
	Red, Blue, Yellow *ColourDice
}

func (Dice) Code() referee.Code { return "super-race.word.dice" }

// diceOf is the dice of a tally by colour.
func diceOf(d tally) Dice {
	var out Dice
	for _, col := range colours {
		if d.total(col) == 0 {
			continue
		}
		cd := &ColourDice{Colour: col, Shapes: shapesOf(int(d[col][straight]), int(d[col][curve]))}
		switch col {
		case red:
			out.Red = cd
		case blue:
			out.Blue = cd
		default:
			out.Yellow = cd
		}
	}
	return out
}

// Route is a route in the notation of the language: «красный ^ ^ <».
type Route struct {
	Colour colour
	Steps  string `say:"optional"` // the steps as the notation writes them: "^ ^ <"
	// Letters: the same steps in the Russian notation's letters ("п п л"),
	// so that Russian output suggests a route in the words a Russian
	// player types rather than in symbols.
	Letters string `say:"optional"`
	// Ways: the same steps in words, for a route suggested to be read
	// aloud («прямо, потом направо»).
	Ways Ways `say:"optional"`
	// Latin: the route in the Latin notation ("red ^ >"), set when the
	// record it is suggested to is written so: Russian output then
	// suggests it in the record's own notation.
	Latin string `say:"optional"`
}

// writtenAs is the route as the record it is suggested to writes a turn:
// in the Latin notation when latin.
func (r Route) writtenAs(latin bool) Route {
	if latin {
		r.Latin = r.Colour.name() + " " + r.Steps
	}
	return r
}

// way is a step of a route in words: «прямо», «налево», «направо»; 0 is
// no step.
type way int8

func (w way) Code() referee.Code {
	return referee.Code("super-race.way." + [...]string{"", "ahead", "left", "right"}[w])
}

// Ways are the steps of a route in words, in order, up to five (one a
// die); a route ends at the first that is 0. Ahead is the route's number of
// squares when it has two or more and every one is straight on, said as a
// count («три квадрата прямо») rather than the same word again and again;
// 0 otherwise. Turning: the route is one square and
// its face a curve, which turns the route inside that square: «один квадрат
// с поворотом налево», not «один квадрат налево», a step to the side.
type Ways struct {
	A, B, C, D, E way
	Ahead         int
	Turning       bool
}

func (Ways) Code() referee.Code { return "super-race.ways" }

// waysOf are the steps of a route in words.
func waysOf(route []step) Ways {
	var w [numDice]way
	straight := len(route) > 1
	for i, s := range route[:min(len(route), numDice)] {
		w[i] = way(s) + 1
		straight = straight && s == ahead
	}
	out := Ways{A: w[0], B: w[1], C: w[2], D: w[3], E: w[4]}
	if straight {
		out.Ahead = min(len(route), numDice)
	}
	out.Turning = len(route) == 1 && route[0] != ahead
	return out
}

func (Route) Code() referee.Code { return "super-race.route" }

func routeOf(col colour, route []step) Route {
	b := make([]byte, 0, 2*len(route))
	l := make([]byte, 0, 4*len(route))
	for i, s := range route {
		if i > 0 {
			b, l = append(b, ' '), append(l, ' ')
		}
		b, l = append(b, s.symbol()...), append(l, s.letter()...)
	}
	return Route{Colour: col, Steps: string(b), Letters: string(l), Ways: waysOf(route)}
}

// Square is a square of the map named by its row and column (from 1),
// as the board numbers them: «ряд 7, столбец 2». What it is — coloured, a
// +1 bend, not track — is said by the sentence that needs it.
type Square struct {
	Row, Col int
}

func (Square) Code() referee.Code { return "super-race.word.square" }

// Position is where a route stands: on the start line before its start
// square, or at the junction of its last square and the next («на стыке
// квадратов»).
type Position struct {
	Started bool
	Last    Square // the square driven through last (when started)
	Next    Square // the square the next turn enters
	Edge    bool   // there is none: the route ends at the edge of the map
	Start   int    // the start square ahead (before the first turn)
}

func (Position) Code() referee.Code { return "super-race.word.position" }

// Past is how far from the start/finish line a finished route ends,
// along the start direction: whole squares and a half, past it or short
// of it; on the line when nothing.
type Past struct {
	Squares int
	Half    bool
	Short   bool // short of the line: the route drove back over it
}

func (Past) Code() referee.Code { return "super-race.word.past" }

// Count picks the plural form: by the whole squares.
func (p Past) Count() int { return p.Squares }

// pastOf is a distance in half squares.
func pastOf(half int) Past {
	p := Past{Short: half < 0}
	if half < 0 {
		half = -half
	}
	p.Squares, p.Half = half/2, half%2 != 0
	return p
}

// Reading is a reading of a rule the texts leave silent, said once a game
// as a note; its code names it.
type Reading referee.Code

func (r Reading) Code() referee.Code { return referee.Code(r) }

// sortedWords sorts a list of candidate words, so that suggestions do not
// depend on the order of a map.
func sortedWords(words []string) []string {
	slices.Sort(words)
	return words
}
