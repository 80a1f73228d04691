package superrace

import "github.com/boardgame-referee/referee/referee"

// What is wrong with a track map file, placed at its line and column.

// MapNotAMap: no grid: line among the first lines.
type MapNotAMap struct{ Limit int }

func (MapNotAMap) Code() referee.Code { return "super-race.map.not-a-map" }

// MapNotText: a byte that is no UTF-8, or a lone carriage return.
type MapNotText struct{ CR bool }

func (MapNotText) Code() referee.Code { return "super-race.map.not-text" }

// MapBadLine: a header line that is no key: value.
type MapBadLine struct{ Text string }

func (MapBadLine) Code() referee.Code { return "super-race.map.bad-line" }

// MapGridValue: words after grid:.
type MapGridValue struct{ Text string }

func (MapGridValue) Code() referee.Code { return "super-race.map.grid-value" }

// MapKeyTwice: a key given twice.
type MapKeyTwice struct {
	Key  string
	Line int // where it was given first
}

func (MapKeyTwice) Code() referee.Code { return "super-race.map.key-twice" }

// MapKeySuggest: a key one typo from a key of the format.
type MapKeySuggest struct{ Key, Suggestion string }

func (MapKeySuggest) Code() referee.Code { return "super-race.map.key-suggest" }

// MapDirection: a start direction that is none.
type MapDirection struct{ Text string }

func (MapDirection) Code() referee.Code { return "super-race.map.direction" }

// MapDirectionSuggest: the same, with the nearest direction.
type MapDirectionSuggest struct{ Text, Suggestion string }

func (MapDirectionSuggest) Code() referee.Code { return "super-race.map.direction-suggest" }

// MapNoStartKey: no start: line.
type MapNoStartKey struct{}

func (MapNoStartKey) Code() referee.Code { return "super-race.map.no-start-key" }

// MapNoStartSquare: no S in the grid. Where a Cyrillic «С» or «с» stands
// in it (the first, where the error is placed), that is named: «С» is a
// blue bend +1 in a map, and a Russian hand types it for «старт».
type MapNoStartSquare struct {
	Es CyrillicEs `say:"optional"`
}

func (MapNoStartSquare) Code() referee.Code { return "super-race.map.no-start-square" }

// MapStartRow: a start square out of the others' row.
type MapStartRow struct{ Dir heading }

func (MapStartRow) Code() referee.Code { return "super-race.map.start-row" }

// MapStartGap: a square that is no start square between start squares;
// Es when it is a Cyrillic «С» or «с», typed for an S.
type MapStartGap struct {
	Es CyrillicEs `say:"optional"`
}

func (MapStartGap) Code() referee.Code { return "super-race.map.start-gap" }

// MapStartSpan: track just beyond an end of the row of start squares; Es
// when it is a Cyrillic «С» or «с», typed for an S.
type MapStartSpan struct {
	Es CyrillicEs `say:"optional"`
}

// CyrillicEs is a Cyrillic «С» (a blue bend +1) or «с» (a blue square) in
// a map where a start square «S» was likely meant: both look like it, and
// «С» begins «старт».
type CyrillicEs struct {
	Char string
	Bend bool // the capital: a bend +1
}

func (CyrillicEs) Code() referee.Code { return "super-race.map.cyrillic-es" }

func (MapStartSpan) Code() referee.Code { return "super-race.map.start-span" }

// MapBadChar: a character that is no square.
type MapBadChar struct{ Char string }

func (MapBadChar) Code() referee.Code { return "super-race.map.bad-char" }

// MapBadCharSuggest: a lower-case s, meant as a start square.
type MapBadCharSuggest struct{ Char, Suggestion string }

func (MapBadCharSuggest) Code() referee.Code { return "super-race.map.bad-char-suggest" }

// MapTab: a tab in the grid.
type MapTab struct{}

func (MapTab) Code() referee.Code { return "super-race.map.tab" }

// MapTooLarge: more than Limit squares a side.
type MapTooLarge struct{ Limit int }

func (MapTooLarge) Code() referee.Code { return "super-race.map.too-large" }
