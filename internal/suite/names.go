package suite

import (
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
)

// A game's test is named from the game itself, never from its place in the
// file, so that a game inserted above it renames nothing (go test's
// subtests are named by their author, pytest's ids by their parameters):
//
//  1. a `# name: …` comment (`# имя: …`) at the end of its game: line or of
//     a header line, or on a line of its own between the game before and
//     its game: line;
//  2. else a header line `name: …` (`имя: …`);
//  3. else its players and its first move, as written: `Нина, Паша: красная -1`;
//  4. else (no player, no move) the game's id as written.
//
// A derived name that games of the file share gets, in each of them, a
// short hash of that game's own text (its id, header, moves and
// expectations, each with its line from the game: line):
// `Нина, Паша: красная -1 (3f2a9c)`, so a game that collides, added above
// or below, renames no other game; games alike to the letter are told
// apart by their order: `(3f2a9c, 2)`. Which names collide is known from
// a first reading of the file (derivedNames); standard input, read once,
// counts in order instead: `(2)`. A name given twice in one file is an
// error, since only its author can tell the two apart.

// nameKeys are the header keys that name a game, folded.
var nameKeys = expect.NameKeywords

// mostNameRunes is as much of a derived name as is kept: a first move of a
// hundred squares is no name.
const mostNameRunes = 80

// namer names the games of one file, unique within it.
type namer struct {
	given   map[string]int // the names given, by the line they were given on
	derived map[string]int // the derived names, by how many games took them
	pending []expect.Name  // names on lines of their own between games: the next game's
	// known is the file's first reading: each game's derived name and
	// hash, in order; nil when the file could be read only once.
	known []gameKey
	seen  map[gameKey]int // how many games alike to the letter were named
	count map[string]int  // how many games of the file derive each name
	// hashed: the last name was told apart from others by a hash or a count.
	hashed bool
}

// gameKey is a game as the first reading knew it.
type gameKey struct {
	name string
	hash uint64
}

func newNamer(known []gameKey) *namer {
	n := &namer{given: map[string]int{}, derived: map[string]int{}, known: known, seen: map[gameKey]int{}, count: map[string]int{}}
	for _, k := range known {
		if k.name != "" {
			n.count[k.name]++
		}
	}
	return n
}

// derivedNames reads a file's games once, for each its derived name and
// the hash of its text; a game its comments or a name: header name has
// none ("" ), so it shares no derived name.
func derivedNames(r *notation.Reader, comments *notation.Comments) []gameKey {
	var out []gameKey
	namedNext := false // a name on a line of its own names the next game
	k := 0
	for g := r.Next(); g != nil; g = r.Next() {
		k++
		g.Frame()
		name := derivedName(g)
		if e := g.Lookup(nameKeys...); e != nil && strings.TrimSpace(e.Value) != "" {
			name = ""
		}
		h := fnv.New64a()
		write := func(parts ...string) {
			for _, p := range parts {
				io.WriteString(h, p)
				h.Write([]byte{0})
			}
		}
		write(g.ID.Text)
		for _, e := range g.Header {
			write(e.Key, e.Value)
		}
		for {
			for _, m := range g.Moves {
				write(m.Actor, m.Text)
			}
			if !g.More() {
				break
			}
		}
		cs := comments.Take(k)
		// Its expectations tell it apart too: two games alike but for an
		// expectation are two examples, and editing one into the other's
		// moves must not hand it the other's name. Each is hashed with its
		// line from the game: line, so an expectation moved to another
		// move is another example.
		for _, c := range cs {
			if c.Game == k && expect.Is(c.Text) {
				write(strings.TrimSpace(c.Text), strconv.Itoa(c.Pos.Line-g.Pos.Line))
			}
		}
		var names []expect.Name
		for _, c := range cs {
			if n, ok, err := expect.ParseName(c); ok && err == nil && c.Game == 0 && c.Alone {
				names = append(names, n) // above the first game
			}
		}
		_, mine, after, _ := splitNames(cs, headerLines(g), lastLine(g))
		if namedNext || len(names)+len(mine) > 0 {
			name = ""
		}
		namedNext = len(after) > 0
		out = append(out, gameKey{name, h.Sum64()})
	}
	return out
}

// splitNames takes the name comments out of a game's comments: those on its
// game: line or a header line name it (names), those on a line of their
// own after its last line name the next game (after), and any other is
// misplaced (bad). last is the game's last line read; 0 when it is not
// known yet (a long game's first chunk), so that none is taken for the
// next game's.
func splitNames(cs []notation.Comment, header func(line int) bool, last int) (rest []notation.Comment, names, after []expect.Name, bad []*notation.Error) {
	for _, c := range cs {
		n, ok, err := expect.ParseName(c)
		if !ok {
			rest = append(rest, c)
			continue
		}
		if expect.Is(c.Text) {
			rest = append(rest, c) // an expectation beside the name is read as one
		}
		switch {
		case err != nil:
			bad = append(bad, err)
		case header(c.Pos.Line):
			names = append(names, n)
		case c.Alone && last > 0 && c.Pos.Line > last:
			after = append(after, n)
		default:
			bad = append(bad, notation.ErrorAt(c.Pos, NamePlace))
		}
	}
	return rest, names, after, bad
}

// name names game g, the k-th of its file (from 1), from the names its
// comments give it (given, with the pending ones between it and the game
// before) or from the game itself.
func (n *namer) name(g *notation.Game, k int, given []expect.Name) (string, []*notation.Error) {
	var errs []*notation.Error
	n.hashed = false
	given = append(n.pending, given...)
	n.pending = nil
	if len(given) == 0 {
		if e := g.Lookup(nameKeys...); e != nil && strings.TrimSpace(e.Value) != "" {
			given = append(given, expect.Name{Pos: e.Pos, Text: oneLine(e.Value)})
		}
	}
	if len(given) > 0 {
		for _, other := range given[1:] {
			errs = append(errs, notation.ErrorAt(other.Pos, NameTwice{Line: given[0].Pos.Line}))
		}
		name := visible(given[0].Text)
		if line, taken := n.given[name]; taken {
			errs = append(errs, notation.ErrorAt(given[0].Pos, NameTaken{Name: verbatim(name), Line: line}))
		} else {
			n.given[name] = given[0].Pos.Line
		}
		return name, errs
	}
	name := derivedName(g)
	if k <= len(n.known) && n.known[k-1].name == name {
		key := n.known[k-1]
		if n.count[name] == 1 {
			return name, nil
		}
		n.seen[key]++
		n.hashed = true
		name += fmt.Sprintf(" (%06x", key.hash>>40)
		if c := n.seen[key]; c > 1 {
			name += ", " + strconv.Itoa(c)
		}
		return name + ")", nil
	}
	n.derived[name]++
	if k := n.derived[name]; k > 1 {
		n.hashed = true
		name += " (" + strconv.Itoa(k) + ")"
	}
	return name, nil
}

// derivedName is a game's name when none is given: its players and first
// move as written, or its id.
func derivedName(g *notation.Game) string {
	players := make([]string, len(g.Players))
	for i, p := range g.Players {
		players[i] = p.Text
	}
	name := strings.Join(players, ", ")
	for _, m := range g.Moves {
		if m.NoEntry || m.Err != nil || m.Text == "" {
			continue
		}
		if name != "" {
			name += ": "
		}
		name += m.Text
		break
	}
	if name == "" {
		name = g.ID.Text
	}
	return visible(clip(oneLine(name), mostNameRunes))
}

// lastLine is the last line of a game read whole: its game: line, header,
// entries and errors.
func lastLine(g *notation.Game) int {
	last := g.Pos.Line
	for _, e := range g.Header {
		last = max(last, e.Pos.Line)
	}
	for _, m := range g.Moves {
		last = max(last, m.Pos.Line)
	}
	for _, e := range g.Errors {
		last = max(last, e.Pos.Line)
	}
	return last
}

// headerLines reports whether a line is the game: line or a header line.
func headerLines(g *notation.Game) func(line int) bool {
	lines := map[int]bool{g.Pos.Line: true}
	for _, e := range g.Header {
		if !e.Trailer {
			lines[e.Pos.Line] = true
		}
	}
	return func(line int) bool { return lines[line] }
}

func oneLine(s string) string { return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ") }

// clip cuts a text to at most n runes, ending it with … when cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return strings.TrimSpace(string(r[:n-1])) + "…"
}
