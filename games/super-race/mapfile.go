package superrace

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"referee/notation"
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

// directionWords are the start directions a map may give.
var directionWords = map[string]heading{
	"up": up, "down": down, "left": leftward, "right": rightward,
	"вверх": up, "вниз": down, "влево": leftward, "вправо": rightward,
	"наверх": up, "налево": leftward, "направо": rightward,
}

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

// ParseMap reads a track map. file names the map in positions; fallback is
// its name when it has no name: line.
func ParseMap(file string, data []byte, fallback string) (*Track, *notation.Error) {
	at := func(line, col int) notation.Pos {
		return notation.Pos{Filename: file, Line: line, Column: col}
	}
	if bad, ok := badByte(data); ok {
		line, col := lineCol(data, bad)
		return nil, notation.Errorf(at(line, col), "super-race.map.not-text", notation.Facts{})
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1] // the newline that ends the last line
	}
	t := &Track{name: fallback, text: text}
	var (
		gridLine  = -1
		startSeen notation.Pos
		nameSeen  notation.Pos
	)
	for i, raw := range lines {
		line := raw
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		lead := utf8.RuneCountInString(line) - utf8.RuneCountInString(strings.TrimLeftFunc(line, unicode.IsSpace))
		key, value, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok {
			return nil, notation.Errorf(at(i+1, lead+1), "super-race.map.bad-line", notation.Facts{"text": notation.Clip(strings.TrimSpace(line))})
		}
		key = strings.TrimSpace(key)
		valueCol := lead + 1 + utf8.RuneCountInString(key) + 1
		if j := strings.IndexByte(line, ':'); j >= 0 {
			rest := line[j+1:]
			valueCol = utf8.RuneCountInString(line[:j+1]) + utf8.RuneCountInString(rest) - utf8.RuneCountInString(strings.TrimLeftFunc(rest, unicode.IsSpace)) + 1
		}
		value = strings.TrimSpace(value)
		folded := notation.Fold(key)
		switch {
		case isWord(folded, mapGridKeys):
			if value != "" {
				return nil, notation.Errorf(at(i+1, valueCol), "super-race.map.grid-value", notation.Facts{"text": notation.Clip(value)})
			}
			gridLine = i
		case isWord(folded, mapNameKeys):
			if nameSeen.Line > 0 {
				return nil, notation.Errorf(at(i+1, lead+1), "super-race.map.key-twice", notation.Facts{"key": key, "line": nameSeen.Line})
			}
			nameSeen = at(i+1, lead+1)
			t.name = value
		case isWord(folded, mapStartKeys):
			if startSeen.Line > 0 {
				return nil, notation.Errorf(at(i+1, lead+1), "super-race.map.key-twice", notation.Facts{"key": key, "line": startSeen.Line})
			}
			startSeen = at(i+1, lead+1)
			h, known := directionWords[notation.Fold(value)]
			if !known {
				var words []string
				for w := range directionWords {
					words = append(words, w)
				}
				if s, near := notation.Nearest(value, sortedWords(words)); near {
					return nil, notation.Errorf(at(i+1, valueCol), "super-race.map.direction-suggest", notation.Facts{"text": notation.Clip(value), "suggestion": s})
				}
				return nil, notation.Errorf(at(i+1, valueCol), "super-race.map.direction", notation.Facts{"text": notation.Clip(value)})
			}
			t.dir = h
		default:
			// Any other key is the map's own metadata, unless it is a typo
			// of a key the map needs.
			if s, near := notation.NearestKey(key, append(append(append([]string{}, mapNameKeys...), mapStartKeys...), mapGridKeys...)); near {
				return nil, notation.Errorf(at(i+1, lead+1), "super-race.map.key-suggest", notation.Facts{"key": key, "suggestion": s})
			}
		}
		if gridLine >= 0 {
			break
		}
	}
	if gridLine < 0 {
		return nil, notation.Errorf(at(max(1, len(lines)), 1), "super-race.map.no-grid", notation.Facts{})
	}
	gridPos := at(gridLine+1, 1)
	if startSeen.Line == 0 {
		return nil, notation.Errorf(gridPos, "super-race.map.no-start-key", notation.Facts{})
	}
	rows := lines[gridLine+1:]
	if len(rows) > maxSide {
		return nil, notation.Errorf(at(gridLine+2+maxSide, 1), "super-race.map.too-large", notation.Facts{"limit": maxSide})
	}
	t.rows = len(rows)
	for i, row := range rows {
		n := utf8.RuneCountInString(row)
		if n > maxSide {
			return nil, notation.Errorf(at(gridLine+2+i, maxSide+1), "super-race.map.too-large", notation.Facts{"limit": maxSide})
		}
		t.cols = max(t.cols, n)
	}
	t.w = t.cols + 2
	t.sq = make([]sq, (t.rows+2)*t.w)
	var starts []int
	for i, row := range rows {
		c := 0
		for _, r := range row {
			s, ok := squareOf(r)
			if !ok {
				return nil, badChar(at(gridLine+2+i, c+1), r)
			}
			cell := t.cell(i, c)
			t.sq[cell] = s
			if s.start() {
				starts = append(starts, cell)
			}
			c++
		}
	}
	if err := t.placeStarts(starts, gridPos, func(cell int) notation.Pos {
		r, c := t.rowCol(cell)
		return at(gridLine+2+r, c+1)
	}); err != nil {
		return nil, err
	}
	return t, nil
}

// placeStarts checks the start squares (one straight row across the start
// direction, no gap, spanning the track) and numbers them from the left as
// seen facing the start direction.
func (t *Track) placeStarts(starts []int, gridPos notation.Pos, pos func(cell int) notation.Pos) *notation.Error {
	if len(starts) == 0 {
		return notation.Errorf(gridPos, "super-race.map.no-start-square", notation.Facts{})
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
			return notation.Errorf(pos(s), "super-race.map.start-row", notation.Facts{"dir": notation.Term("super-race.heading." + t.dir.word())})
		}
	}
	// Reading order runs along the row (or down the column, as rows are
	// read one after another): the squares must follow one another.
	last := starts[len(starts)-1]
	for cell := first; cell != last; cell = t.next(cell, across) {
		if !t.sq[cell].start() {
			return notation.Errorf(pos(cell), "super-race.map.start-gap", notation.Facts{})
		}
	}
	for _, end := range []int{t.next(first, across.back()), t.next(last, across)} {
		if t.sq[end].track() {
			return notation.Errorf(pos(end), "super-race.map.start-span", notation.Facts{})
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
	facts := notation.Facts{"char": string(r)}
	switch r {
	case '\t':
		facts["char"] = "⇥"
		return notation.Errorf(pos, "super-race.map.tab", facts)
	case 's':
		facts["suggestion"] = "S"
		return notation.Errorf(pos, "super-race.map.bad-char-suggest", facts)
	}
	return notation.Errorf(pos, "super-race.map.bad-char", facts)
}

// badByte finds the first byte that makes data no text.
func badByte(data []byte) (int, bool) {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 || r < 0x20 && r != '\t' && r != '\r' && r != '\n' || r == 0x7f {
			return i, true
		}
		i += size
	}
	return 0, false
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
