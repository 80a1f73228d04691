package bigraces

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/notation"
)

// The header keys of the game (NOTATION.md).
var (
	lengthKeys = []string{"length", "длина"}
	lapsKeys   = []string{"laps", "круги"}
	setupKeys  = []string{"setup", "позиция"}
)

// header is what a race is built from: the player names as written in
// `players:` with their places, and the header.
type header struct {
	players []notation.Word
	game    *notation.Game
}

// roster is how the cars of a race are named: `<player>1`, `<player>2`.
type roster struct {
	players []string       // the players' names, as written
	names   []string       // by car, as the player's name is written
	folded  map[string]int // folded car name → car
}

func nameCars(players []string) roster {
	n := len(players)
	cs := roster{players: players, names: make([]string, 2*n), folded: make(map[string]int, 4*n)}
	for i := range cs.names {
		cs.names[i] = players[i%n] + strconv.Itoa(i/n+1)
		cs.folded[notation.Fold(cs.names[i])] = i
		cs.folded[cs.names[i]] = i // as written: found without folding
	}
	return cs
}

// car is car c as a word.
func (cs roster) car(c int) Car {
	n := len(cs.players)
	return Car{Player: cs.players[c%n], N: c/n + 1}
}

// lookup finds a car by its name, forgiving case and ё.
func (cs roster) lookup(name string) (int, bool) {
	if c, ok := cs.folded[name]; ok {
		return c, true
	}
	c, ok := cs.folded[notation.Fold(name)]
	return c, ok
}

// player is the player whose name is written (quoted or not, forgiving
// case and ё), or -1.
func (cs roster) player(name string) int {
	k := notation.Fold(notation.Unquoted(name))
	for p, n := range cs.players {
		if notation.Fold(n) == k {
			return p
		}
	}
	return -1
}

// readHeader builds the race the header describes: the players' cars on
// the grid, or where `setup:` puts them.
func readHeader(h header) (*race, roster, *notation.Error) {
	playersAt := h.game.Pos
	if e := h.game.Lookup(notation.PlayersKeys...); e != nil {
		playersAt = e.ValuePos
	}
	names, err := playerNames(h, playersAt)
	if err != nil {
		return nil, roster{}, err
	}
	if e := h.game.Lookup(notation.TurnKeys...); e != nil {
		// «Следующий ход первой делает та фишка-машина, которая вышла на
		// первое место»: who moves first follows from the position, never
		// from a header.
		return nil, roster{}, notation.ErrorAt(e.Pos, TurnKey{Key: e.Key})
	}
	n := len(names)
	length, err := readLength(h, n, playersAt)
	if err != nil {
		return nil, roster{}, err
	}
	laps, err := readLaps(h, n)
	if err != nil {
		return nil, roster{}, err
	}
	r := newRace(n, length, laps)
	cs := nameCars(names)
	if e := h.game.Lookup(setupKeys...); e != nil {
		if err := r.readSetup(e, cs); err != nil {
			return nil, roster{}, err
		}
	}
	return r, cs, nil
}

// playerNames are the players' names, as many as the game takes, none
// ending in a digit.
func playerNames(h header, playersAt notation.Pos) ([]string, *notation.Error) {
	n := len(h.players)
	if n < minPlayers || n > maxPlayers {
		return nil, notation.ErrorAt(playersAt, PlayersCount{Count: n, Min: minPlayers, Max: maxPlayers})
	}
	// Car names add a digit to the player's: «белые» drives «белые1»
	// and «белые2». A name ending in a digit would make them
	// ambiguous («a1» + «1» = «a11», the first car of «a1» or of «a11»?).
	// Every such name is said at once, at the first one's place.
	names := make([]string, n)
	var digit []Written
	first := -1
	for i, w := range h.players {
		names[i] = w.Text
		if r := []rune(w.Text); len(r) > 0 && unicode.IsDigit(r[len(r)-1]) {
			if first < 0 {
				first = i
			}
			digit = append(digit, Written{Text: w.Text})
		}
	}
	if first >= 0 {
		v := PlayerDigit{Name: h.players[first].Text}
		if len(digit) > 1 {
			v.Names = digit
		}
		return nil, notation.ErrorAt(h.players[first].Pos, v)
	}
	return names, nil
}

// readLength is the track's length in cells, long enough for every car
// on the grid.
func readLength(h header, n int, playersAt notation.Pos) (int, *notation.Error) {
	length, at := defaultLength, playersAt
	if e := h.game.Lookup(lengthKeys...); e != nil {
		v, ok := readInt(e.Value)
		if !ok || v < minLength || v > maxLength {
			return 0, notation.ErrorAt(e.ValuePos, LengthBad{Value: notation.Clip(e.Value), Min: minLength, Max: maxLength})
		}
		length, at = v, e.ValuePos
	}
	if length <= 2*n {
		return 0, notation.ErrorAt(at, LengthShort{Length: length, Cars: 2 * n})
	}
	return length, nil
}

// readLaps is the number of laps of the race.
func readLaps(h header, n int) (int, *notation.Error) {
	laps := 2
	if n > 2 {
		laps = 6 // seed: «для двух игроков оптимальная дистанция — 2 круга, для трех и более — 6 кругов»
	}
	if e := h.game.Lookup(lapsKeys...); e != nil {
		v, ok := readInt(e.Value)
		if !ok || v < 1 || v > maxLaps {
			return 0, notation.ErrorAt(e.ValuePos, LapsBad{Value: notation.Clip(e.Value), Max: maxLaps})
		}
		laps = v
	}
	return laps, nil
}

// readInt reads a whole number, forgiving the space around it and the
// typographic minus and dashes (notation.Fold); a space inside («1 2») is
// no number, not 12.
func readInt(s string) (int, bool) {
	s = notation.Fold(s)
	if len(s) > 9 {
		return 0, false
	}
	v, err := strconv.Atoi(s)
	return v, err == nil
}

// readSetup reads `setup: белые1=2/15, серые1=4/14`: each car still
// racing, its lane and distance. A car not listed has left the race and
// takes no place (RULES.md). A new round begins.
func (r *race) readSetup(e *notation.Entry, cs roster) *notation.Error {
	pairs, err := notation.Pairs(e.Value, e.ValuePos)
	if err != nil {
		return err
	}
	listed := make([]bool, len(r.cars))
	taken := map[int]int{}
	for _, p := range pairs {
		c, ok := cs.lookup(p.Key.Text)
		if !ok {
			if pl := cs.player(p.Key.Text); pl >= 0 {
				return notation.ErrorAt(p.Key.Pos, SetupPlayer{Name: p.Key.Text, Cars: cs.written(pl, pl+len(cs.names)/2)})
			}
			if s, ok := notation.Nearest(p.Key.Text, cs.names); ok {
				return notation.ErrorAt(p.Key.Pos, SetupCarSuggest{Name: p.Key.Text, Suggestion: s})
			}
			return notation.ErrorAt(p.Key.Pos, SetupCar{Name: p.Key.Text})
		}
		if listed[c] {
			return notation.ErrorAt(p.Key.Pos, SetupTwice{Car: cs.car(c)})
		}
		listed[c] = true
		laneText, distText, found := strings.Cut(p.Value.Text, "/")
		lane, okLane := readInt(laneText)
		dist, okDist := readInt(distText)
		if !found || !okLane || !okDist {
			return notation.ErrorAt(p.Value.Pos, SetupPlace{Car: cs.car(c), Value: notation.Clip(p.Value.Text)})
		}
		if lane < innerLane || lane > outerLane {
			return notation.ErrorAt(p.Value.Pos, SetupLane{Car: cs.car(c), Lane: lane})
		}
		if dist <= -r.length || dist >= r.goal {
			return notation.ErrorAt(p.Value.Pos, SetupDistance{Car: cs.car(c), Distance: Distance(dist), Min: Distance(1 - r.length), Max: Distance(r.goal - 1)})
		}
		at := pos{lane, dist}
		if o, ok := taken[r.cell(at)]; ok {
			return notation.ErrorAt(p.Value.Pos, SetupCell{Car: cs.car(c), Other: cs.car(o), Cell: cellOf(at)})
		}
		taken[r.cell(at)] = c
		r.cars[c] = car{pos: at}
	}
	for c := range r.cars {
		if !listed[c] {
			r.cars[c].state = absent
		}
	}
	r.place()
	return nil
}

// signedText writes a number with the typographic minus.
func signedText(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}
