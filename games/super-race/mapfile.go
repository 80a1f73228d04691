package superrace

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
)

// The track map file (NOTATION.md, super-race): a header of `key: value`
// lines, blank lines and `#` comments, then `grid:` and one row of squares a
// line. Every fault is reported at the map file's own line and column.

// The header keys of a map file, in every spelling.
var (
	mapNameKeys  = []string{"name", "название", "имя"}
	mapStartKeys = []string{"start", "старт"}
	mapGridKeys  = []string{"grid", "сетка", "карта"}
)

// mapKey is what a header key means.
type mapKey int8

const (
	metadataKey mapKey = iota // any other key: the map's own metadata
	nameKey
	startKey
	gridKey
)

// mapKeyIndex maps each folded spelling of a key to its meaning, and
// mapKeyWords lists them for suggestions: both made once, not per line.
var (
	mapKeyIndex = func() map[string]mapKey {
		idx := map[string]mapKey{}
		for k, words := range map[mapKey][]string{nameKey: mapNameKeys, startKey: mapStartKeys, gridKey: mapGridKeys} {
			for _, w := range words {
				idx[notation.Fold(w)] = k
			}
		}
		return idx
	}()
	mapKeyWords = slices.Concat(mapNameKeys, mapStartKeys, mapGridKeys)
)

// maxHeader bounds the lines before `grid:`, blank lines and comments
// included: a longer header is no map's, and a pasted blob is refused
// after reading this much of it, not all of it.
const maxHeader = 100

// longestKeyBytes bounds the keys worth a suggestion: a key one typo from
// a header key is at most a few letters longer than the longest spelling.
const longestKeyBytes = 64

// directionWords are the start directions a map may give.
var directionWords = map[string]heading{
	"up": up, "down": down, "left": leftward, "right": rightward,
	"вверх": up, "вниз": down, "влево": leftward, "вправо": rightward,
	"наверх": up, "налево": leftward, "направо": rightward,
}

// directionList is the direction words sorted, for suggestions that do
// not depend on the order of a map.
var directionList = slices.Sorted(maps.Keys(directionWords))

// squareOf reads one character of a grid row.
func squareOf(r rune) (sq, bool) {
	switch r {
	case ' ':
		return 0, true
	case '#':
		return wall, true
	case '.':
		return onTrack, true
	case '+':
		return onTrack | plusOne, true
	case 'S':
		return onTrack | startSq, true
	case 'r', 'к':
		return onTrack | withColour(red), true
	case 'b', 'с':
		return onTrack | withColour(blue), true
	case 'y', 'ж':
		return onTrack | withColour(yellow), true
	case 'R', 'К':
		return onTrack | withColour(red) | plusOne, true
	case 'B', 'С':
		return onTrack | withColour(blue) | plusOne, true
	case 'Y', 'Ж':
		return onTrack | withColour(yellow) | plusOne, true
	}
	return 0, false
}

// mapLines hands out the lines of a map one at a time, so that a file of
// millions of lines is refused after the few read, not split up first.
type mapLines struct {
	rest string
	n    int // the number of the line last handed out, from 1
}

// next is the next line, without its line ending; false at the end (the
// newline that ends the last line starts no line).
func (l *mapLines) next() (string, bool) {
	if l.rest == "" {
		return "", false
	}
	line, rest, _ := strings.Cut(l.rest, "\n")
	l.rest = rest
	l.n++
	return strings.TrimSuffix(line, "\r"), true
}

// readsAsMap reports whether a file reads as a track map: a line «grid:»
// (in any spelling) among its first maxHeader lines. Only such a file is
// quoted in a message: `track: .env` names a file that is no map, and
// its lines are nobody's business.
func readsAsMap(data []byte) bool {
	lines := mapLines{rest: string(data)}
	for lines.n < maxHeader {
		line, more := lines.next()
		if !more {
			return false
		}
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		key, _, ok := strings.Cut(line, ":")
		if ok && mapKeyIndex[notation.Fold(strings.TrimSpace(strings.TrimPrefix(key, "\uFEFF")))] == gridKey && strings.TrimSpace(key) != "" {
			return true
		}
	}
	return false
}

// ParseMap reads a track map; its faults are placed in it. fallback is its
// name when it has no name: line. A file that does not read as a map
// (readsAsMap) is refused as a whole, quoting nothing of it.
func ParseMap(data []byte, fallback string) (*Track, *notation.Error) {
	if !readsAsMap(data) {
		return nil, notation.ErrorAt(notation.Pos{}, MapNotAMap{Limit: maxHeader})
	}
	if bad, ok := notation.FirstBadByte(data); ok {
		line, col := lineCol(data, bad)
		// A lone CR: old Mac line ends.
		return nil, notation.ErrorAt(mapPos(line, col), MapNotText{CR: data[bad] == '\r'})
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	lines := mapLines{rest: text}
	t := &Track{name: fallback, text: text}
	gridLine, err := t.readMapHeader(&lines)
	if err != nil {
		return nil, err
	}
	rows, err := t.readGrid(&lines)
	if err != nil {
		return nil, err
	}
	starts, es, err := t.laySquares(rows, gridLine)
	if err != nil {
		return nil, err
	}
	pos := func(cell int) notation.Pos {
		r, c := t.rowCol(cell)
		return mapPos(gridLine+1+r, c+1)
	}
	if err := t.placeStarts(starts, mapPos(gridLine, 1), pos); err != nil {
		return nil, t.namingEs(err, es, pos)
	}
	return t, nil
}

// mapPos is a place in the map file.
func mapPos(line, col int) notation.Pos {
	return notation.Pos{Line: line, Column: col}
}

// mapEntry is one `key: value` line of a map's header, trimmed.
type mapEntry struct {
	key, value       string
	keyPos, valuePos notation.Pos
}

// readMapHeader reads the header into t (its name and start direction)
// and returns the line of grid:, from 1.
func (t *Track) readMapHeader(lines *mapLines) (int, *notation.Error) {
	var startSeen, nameSeen notation.Pos
	for {
		raw, more := lines.next()
		if !more { // readsAsMap found a grid: line: never so
			return 0, notation.ErrorAt(notation.Pos{}, MapNotAMap{Limit: maxHeader})
		}
		e, ok, err := readMapEntry(raw, lines.n)
		if err != nil {
			return 0, err
		}
		if !ok {
			continue
		}
		switch mapKeyIndex[notation.Fold(e.key)] {
		case gridKey:
			if e.value != "" {
				return 0, notation.ErrorAt(e.valuePos, MapGridValue{Text: notation.Clip(e.value)})
			}
			if startSeen.Line == 0 {
				return 0, notation.ErrorAt(mapPos(lines.n, 1), MapNoStartKey{})
			}
			return lines.n, nil
		case nameKey:
			if err := firstTime(&nameSeen, e); err != nil {
				return 0, err
			}
			t.name = e.value
		case startKey:
			if err := firstTime(&startSeen, e); err != nil {
				return 0, err
			}
			if t.dir, err = startDirection(e); err != nil {
				return 0, err
			}
		default:
			if err := metadataKeyTypo(e); err != nil {
				return 0, err
			}
		}
	}
}

// readMapEntry reads line n of the header; false for a blank line or a
// comment.
func readMapEntry(raw string, n int) (mapEntry, bool, *notation.Error) {
	line := raw
	if j := strings.IndexByte(line, '#'); j >= 0 {
		line = line[:j]
	}
	if strings.TrimSpace(line) == "" {
		return mapEntry{}, false, nil
	}
	lead := utf8.RuneCountInString(line) - utf8.RuneCountInString(strings.TrimLeftFunc(line, unicode.IsSpace))
	key, value, ok := strings.Cut(strings.TrimSpace(line), ":")
	if !ok {
		return mapEntry{}, false, notation.ErrorAt(mapPos(n, lead+1), MapBadLine{Text: notation.Clip(strings.TrimSpace(line))})
	}
	j := strings.IndexByte(line, ':')
	rest := line[j+1:]
	valueCol := utf8.RuneCountInString(line[:j+1]) + utf8.RuneCountInString(rest) - utf8.RuneCountInString(strings.TrimLeftFunc(rest, unicode.IsSpace)) + 1
	return mapEntry{
		key: strings.TrimSpace(key), value: strings.TrimSpace(value),
		keyPos: mapPos(n, lead+1), valuePos: mapPos(n, valueCol),
	}, true, nil
}

// firstTime records where a key that may be given once is given, and
// refuses it the second time.
func firstTime(seen *notation.Pos, e mapEntry) *notation.Error {
	if seen.Line > 0 {
		return notation.ErrorAt(e.keyPos, MapKeyTwice{Key: e.key, Line: seen.Line})
	}
	*seen = e.keyPos
	return nil
}

// startDirection is the direction start: gives.
func startDirection(e mapEntry) (heading, *notation.Error) {
	if h, known := directionWords[notation.Fold(e.value)]; known {
		return h, nil
	}
	if s, near := notation.Nearest(e.value, directionList); near {
		return 0, notation.ErrorAt(e.valuePos, MapDirectionSuggest{Text: notation.Clip(e.value), Suggestion: s})
	}
	return 0, notation.ErrorAt(e.valuePos, MapDirection{Text: notation.Clip(e.value)})
}

// metadataKeyTypo refuses a key of the map's own metadata that is a typo
// of a key the map needs; any other key is welcome.
func metadataKeyTypo(e mapEntry) *notation.Error {
	if len(e.key) > longestKeyBytes {
		return nil
	}
	if s, near := notation.NearestKey(e.key, mapKeyWords); near {
		return notation.ErrorAt(e.keyPos, MapKeySuggest{Key: e.key, Suggestion: s})
	}
	return nil
}

// readGrid reads the rows after grid:, up to maxSide of them, each up to
// maxSide squares, and sets the grid's width.
func (t *Track) readGrid(lines *mapLines) ([]string, *notation.Error) {
	var rows []string
	for {
		row, more := lines.next()
		if !more {
			return rows, nil
		}
		if len(rows) == maxSide {
			return nil, notation.ErrorAt(mapPos(lines.n, 1), MapTooLarge{Limit: maxSide})
		}
		n := utf8.RuneCountInString(row)
		if n > maxSide {
			return nil, notation.ErrorAt(mapPos(lines.n, maxSide+1), MapTooLarge{Limit: maxSide})
		}
		rows = append(rows, row)
		t.cols = max(t.cols, n)
	}
}

// laySquares reads each character of the rows as a square, in a border of
// nothing, and returns the start squares and the cells of a Cyrillic «С»
// or «с», which look like S.
func (t *Track) laySquares(rows []string, gridLine int) (starts, es []int, err *notation.Error) {
	t.rows = len(rows)
	t.w = t.cols + 2
	t.sq = make([]sq, (t.rows+2)*t.w)
	for i, row := range rows {
		c := 0
		for _, r := range row {
			s, ok := squareOf(r)
			if !ok {
				return nil, nil, badChar(mapPos(gridLine+1+i, c+1), r)
			}
			cell := t.cell(i, c)
			t.sq[cell] = s
			if s.start() {
				starts = append(starts, cell)
			}
			if r == 'С' || r == 'с' {
				es = append(es, cell)
			}
			c++
		}
	}
	return starts, es, nil
}

// namingEs names a Cyrillic «С» or «с» in a fault of the start squares:
// one at the fault's place (a gap in the row, track past its end), or,
// when the grid has no S at all, the first of them, where the fault is
// then placed. The map reads them as the blue squares NOTATION.md makes
// them; the fault says that an S may have been meant.
func (t *Track) namingEs(err *notation.Error, es []int, pos func(cell int) notation.Pos) *notation.Error {
	esAt := func(cell int) CyrillicEs {
		c := CyrillicEs{Char: "с"}
		if t.sq[cell].plus() {
			c = CyrillicEs{Char: "С", Bend: true}
		}
		return c
	}
	switch m := err.Message.(type) {
	case MapNoStartSquare:
		if len(es) > 0 {
			m.Es = esAt(es[0])
			return notation.ErrorAt(pos(es[0]), m)
		}
	case MapStartGap:
		for _, cell := range es {
			if pos(cell) == err.Pos {
				m.Es = esAt(cell)
				return notation.ErrorAt(err.Pos, m)
			}
		}
	case MapStartSpan:
		for _, cell := range es {
			if pos(cell) == err.Pos {
				m.Es = esAt(cell)
				return notation.ErrorAt(err.Pos, m)
			}
		}
	}
	return err
}

// placeStarts checks the start squares (one straight row across the start
// direction, no gap, spanning the track) and numbers them from the left as
// seen facing the start direction.
func (t *Track) placeStarts(starts []int, gridPos notation.Pos, pos func(cell int) notation.Pos) *notation.Error {
	if len(starts) == 0 {
		return notation.ErrorAt(gridPos, MapNoStartSquare{})
	}
	across := rightward // the way the row of start squares runs
	if t.dir == rightward || t.dir == leftward {
		across = down
	}
	// In reading order the first start square fixes the row.
	first := starts[0]
	fr, fc := t.rowCol(first)
	for _, s := range starts[1:] {
		r, c := t.rowCol(s)
		if across == rightward && r != fr || across == down && c != fc {
			return notation.ErrorAt(pos(s), MapStartRow{Dir: t.dir})
		}
	}
	// Reading order runs along the row (or down the column, as rows are
	// read one after another): the squares must follow one another.
	last := starts[len(starts)-1]
	for cell := first; cell != last; cell = t.next(cell, across) {
		if !t.sq[cell].start() {
			return notation.ErrorAt(pos(cell), MapStartGap{})
		}
	}
	for _, end := range []int{t.next(first, across.back()), t.next(last, across)} {
		if t.sq[end].track() {
			return notation.ErrorAt(pos(end), MapStartSpan{})
		}
	}
	// Number from the left as seen facing the start direction.
	leftHand := t.dir.turn(left)
	if leftHand == across {
		for i, j := 0, len(starts)-1; i < j; i, j = i+1, j-1 {
			starts[i], starts[j] = starts[j], starts[i]
		}
	}
	t.starts = starts
	for _, s := range starts {
		t.sq[t.next(s, t.dir.back())] |= behind
	}
	return nil
}

// badChar is the error for a character that is no square.
func badChar(pos notation.Pos, r rune) *notation.Error {
	switch r {
	case '\t':
		return notation.ErrorAt(pos, MapTab{})
	case 's':
		return notation.ErrorAt(pos, MapBadCharSuggest{Char: "s", Suggestion: "S"})
	}
	return notation.ErrorAt(pos, MapBadChar{Char: shownChar(r)})
}

// shownChar is a character as a message quotes it: itself when it can be
// seen, else its code point (U+000D). A stray CR, a direction mark or a
// lone combining accent would vanish or garble the sentence around it.
func shownChar(r rune) string {
	if r == ' ' || unicode.IsGraphic(r) && !unicode.In(r, unicode.M, unicode.Z) {
		return string(r)
	}
	return fmt.Sprintf("U+%04X", r)
}

// lineCol is the line and column (in runes, from 1) of byte at.
func lineCol(data []byte, at int) (int, int) {
	line, start := 1, 0
	for i := 0; i < at; i++ {
		if data[i] == '\n' {
			line, start = line+1, i+1
		}
	}
	return line, utf8.RuneCount(data[start:at]) + 1
}
