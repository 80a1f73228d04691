package chinesecheckers

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The header keys of the game.
var (
	seatsKeys    = []string{"seats", "seat", "места", "место"}
	piecesKeys   = []string{"pieces", "фишки", "фишек"}
	blockingKeys = []string{"blocking", "блокировка"}
	// «замок-цели» first of the Russian spellings: the table names a key by
	// its first, and «блокировка» is the other house rule's word.
	goalLockKeys = []string{"goal-lock", "goallock", "goal_lock", "замок-цели", "блокировка-цели", "замок"}
	setupKeys    = []string{"setup", "позиция"}

	// headerKeys are all of them, for Keys.
	headerKeys = [][]string{seatsKeys, piecesKeys, blockingKeys, goalLockKeys, setupKeys}
)

var (
	noneWords    = []string{"none", "no", "off", "нет", "без", "выкл"}
	parlettWords = []string{"parlett", "парлетт", "парлет"}
	onWords      = []string{"on", "yes", "да", "вкл"}
	offWords     = []string{"off", "no", "нет", "выкл"}
)

// defaultSeats: «Двое … противоположные лучи»; «трое … через один»;
// «четверо … два соседних луча остаются пустыми»; шестеро — все лучи.
var defaultSeats = map[int][]int{2: {1, 4}, 3: {1, 3, 5}, 4: {2, 3, 5, 6}, 6: {1, 2, 3, 4, 5, 6}}

// The setup grammar: `Аня=a1 b1 b2; Боря=q1 p1 p2`, each player's pieces.
// Holes may also be separated by commas.
var setupLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t]+`},
		{Name: "String", Pattern: notation.QuotedPattern},
		{Name: "Semi", Pattern: `;`},
		{Name: "Comma", Pattern: `,`},
		{Name: "Equals", Pattern: `=`},
		{Name: "Word", Pattern: `[^\s,;="«»“”„]+`},
	})
})

type setupSyntax struct {
	Groups []*groupSyntax `parser:"@@ ( Semi @@ )* Semi?"`
}

type groupSyntax struct {
	Pos   lexer.Position
	Words []string           `parser:"@(Word | String)+ Equals"` // a name, its words as NOTATION.md §1 reads them: «бабушка Зина=…»
	Holes []*setupHoleSyntax `parser:"@@ ( Comma? @@ )*"`
}

type setupHoleSyntax struct {
	Pos  lexer.Position
	Name string `parser:"@Word"`
}

var setupParser = sync.OnceValue(func() *participle.Parser[setupSyntax] {
	return participle.MustBuild[setupSyntax](participle.Lexer(setupLexer()), participle.Elide("Space"), participle.Map(notation.Unquote, "String"))
})

// newGame reads the header into the starting position.
func newGame(s referee.Start) (*game, *notation.Error) {
	h := s.Header
	n := len(s.Players)
	if n < 2 || n > 6 {
		return nil, notation.ErrorAt(h.Lookup(notation.PlayersKeys...).ValuePos, PlayerCount{Players: n})
	}
	g := &game{lines: starLines(), names: s.Players, pieces: 10, seat: make([]int, n), target: make([]int, n),
		place: make([]int, n), parlettW: make([]bool, n), last: -1}
	if e := h.Lookup(seatsKeys...); e != nil {
		if err := g.readSeats(e); err != nil {
			return nil, err
		}
	} else if n == 5 {
		// «Игра впятером не является стандартным форматом»: refused unless the
		// seats are named (RULES.md).
		return nil, notation.ErrorAt(h.Lookup(notation.PlayersKeys...).ValuePos, FiveNeedSeats{First: s.Players[0], Second: s.Players[1]})
	} else {
		copy(g.seat, defaultSeats[n])
	}
	for i, p := range g.seat {
		g.target[i] = opposite(p)
	}
	if n == 5 {
		empty := 0
		for p := 1; p <= 6; p++ {
			if !g.seated(p) {
				empty = p
			}
		}
		g.warnings = append(g.warnings, FivePlayers{Point: empty, Player: g.names[g.seatedAt(opposite(empty))]})
	}
	if !clockwise(g.seat) {
		g.warnings = append(g.warnings, SeatsOrder{Players: s.Players})
	}
	if err := g.readHouseRules(h); err != nil {
		return nil, err
	}
	for i := range g.board {
		g.board[i] = empty
	}
	g.own = make([]int, n)
	for p := range g.own {
		g.own[p] = g.pieces
	}
	if e := h.Lookup(setupKeys...); e != nil {
		if err := g.readSetup(e); err != nil {
			return nil, err
		}
	} else {
		for p, pt := range g.seat {
			for _, h := range regionSet[pt][g.size] {
				g.board[h] = int8(p)
			}
		}
	}
	// A setup may already have a player home: that player was first. With
	// two or more home the excerpt cannot say who finished first, so it is
	// refused (readSetup).
	g.turn = s.First
	for p := range n {
		if won, byParlett := g.hasWon(p); won {
			g.finish(p, byParlett)
		}
	}
	if g.place[g.turn] != 0 {
		g.next()
	}
	return g, nil
}

// readHouseRules reads the header's house rules: `pieces: 15` (two
// players, facing), `blocking:` (Parlett's anti-blocking rule) and
// `goal-lock:`.
func (g *game) readHouseRules(h *notation.Game) *notation.Error {
	if e := h.Lookup(piecesKeys...); e != nil {
		switch e.Value {
		case "10":
		case "15":
			if n := len(g.names); n != 2 {
				return notation.ErrorAt(e.ValuePos, FifteenPlayers{Players: n})
			}
			if g.seat[1] != opposite(g.seat[0]) {
				return notation.ErrorAt(e.ValuePos, FifteenSeats{First: g.seat[0], Second: g.seat[1]})
			}
			g.pieces, g.size = 15, 1
		default:
			return notation.ErrorAt(e.ValuePos, BadPieces{Key: e.Key, Value: notation.Clip(e.Value)})
		}
	}
	if e := h.Lookup(blockingKeys...); e != nil {
		on, near, ok := houseSwitch(e.Value, noneWords, valueNone, parlettWords, valueParlett)
		if !ok {
			return notation.ErrorAt(e.ValuePos, BadBlocking{Key: e.Key, Value: notation.Clip(e.Value), Suggestion: near})
		}
		g.parlett = on
	}
	if e := h.Lookup(goalLockKeys...); e != nil {
		on, near, ok := houseSwitch(e.Value, offWords, valueOff, onWords, valueOn)
		if !ok {
			return notation.ErrorAt(e.ValuePos, BadGoalLock{Key: e.Key, Value: notation.Clip(e.Value), Suggestion: near})
		}
		g.goalLock = on
	}
	return nil
}

// houseSwitch reads a house rule's value, one of the words off or on: ok
// false when it is neither, near then the value nearest it, in words.
func houseSwitch(value string, off []string, offWord referee.Message, on []string, onWord referee.Message) (isOn bool, near referee.Message, ok bool) {
	switch v := notation.Fold(value); {
	case slices.ContainsFunc(off, notation.Is(v)):
		return false, nil, true
	case slices.ContainsFunc(on, notation.Is(v)):
		return true, nil, true
	}
	return false, nearestValue(value, off, offWord, on, onWord), false
}

// seated reports whether some player sits at point p.
func (g *game) seated(p int) bool { return g.seatedAt(p) >= 0 }

// seatedAt is the player at point p, or -1.
func (g *game) seatedAt(p int) int {
	for i, s := range g.seat {
		if s == p {
			return i
		}
	}
	return -1
}

// clockwise reports whether the seats, in the order of the players: line,
// go round the star clockwise: «Turn order is clockwise around the star».
func clockwise(seats []int) bool {
	prev := 0
	for _, s := range seats[1:] {
		d := (s - seats[0] + 6) % 6
		if d <= prev {
			return false
		}
		prev = d
	}
	return true
}

func (g *game) player(name string) int {
	for i, p := range g.names {
		if notation.Same(p, name) {
			return i
		}
	}
	return -1
}

func (g *game) unknownPlayer(w notation.Word, key string) *notation.Error {
	m := HeaderNotAPlayer{Name: notation.Clip(w.Text), Key: key, Players: g.names}
	m.Suggestion = nearest(w.Text, g.names)
	return notation.ErrorAt(w.Pos, m)
}

// readSeats reads `seats: Аня=1, Боря=4`.
func (g *game) readSeats(e *notation.Entry) *notation.Error {
	pairs, err := notation.Pairs(e.Value, e.ValuePos)
	if err != nil {
		return err
	}
	for _, p := range pairs {
		who := g.player(p.Key.Text)
		if who < 0 {
			return g.unknownPlayer(p.Key, e.Key)
		}
		pt, convErr := strconv.Atoi(p.Value.Text)
		if convErr != nil || pt < 1 || pt > 6 {
			return notation.ErrorAt(p.Value.Pos, BadSeat{Value: notation.Clip(p.Value.Text)})
		}
		if g.seat[who] != 0 {
			return notation.ErrorAt(p.Key.Pos, SeatedTwice{Key: e.Key, Name: g.names[who]})
		}
		if other := g.seatedAt(pt); other >= 0 {
			return notation.ErrorAt(p.Value.Pos, SeatTaken{Key: e.Key, Point: pt, First: g.names[other], Second: g.names[who]})
		}
		g.seat[who] = pt
	}
	for i, s := range g.seat {
		if s == 0 {
			return notation.ErrorAt(e.ValuePos, SeatMissing{Key: e.Key, Name: g.names[i]})
		}
	}
	return nil
}

// readSetup reads `setup: Аня=a1 b1 …; Боря=…`: every player's pieces. A
// rulebook's diagram shows a few pieces, not twenty: a player may have fewer
// than a full set, and then finishes when every one of them stands in the
// target point (RULES.md is silent on partial positions), said once
// in a note.
func (g *game) readSetup(e *notation.Entry) *notation.Error {
	syn, err := setupParser().ParseString("", e.Value)
	if err != nil {
		return notation.FromParse(err, e.ValuePos, expectSetup)
	}
	given := make([]bool, len(g.names))
	var listed []hole // the holes listed so far, which a suggestion avoids
	for _, grp := range syn.Groups {
		namePos := e.ValuePos.Add(grp.Pos)
		name := strings.Join(grp.Words, " ")
		who := g.player(name)
		if who < 0 {
			return g.unknownPlayer(notation.Word{Pos: namePos, Text: name}, e.Key)
		}
		if given[who] {
			return notation.ErrorAt(namePos, SetupPlayerTwice{Key: e.Key, Name: g.names[who]})
		}
		given[who] = true
		if len(grp.Holes) > g.pieces {
			return notation.ErrorAt(namePos, SetupTooMany{Key: e.Key, Name: g.names[who], Given: referee.Quantity{Count: len(grp.Holes), Unit: "chinese-checkers.unit.piece"}, Want: g.pieces})
		}
		g.own[who] = len(grp.Holes)
		for _, hs := range grp.Holes {
			pos := e.ValuePos.Add(hs.Pos)
			h, perr := parseHole(hs.Name, pos, listed...)
			if perr != nil {
				return perr
			}
			switch other := int(g.board[h]); {
			case other == who:
				return notation.ErrorAt(pos, SetupHoleTwice{Key: e.Key, Hole: h.String(), Name: g.names[who]})
			case other != empty:
				return notation.ErrorAt(pos, SetupHoleShared{Key: e.Key, Hole: h.String(), First: g.names[other], Second: g.names[who]})
			}
			g.board[h] = int8(who)
			listed = append(listed, h)
		}
	}
	for i, ok := range given {
		if !ok {
			return notation.ErrorAt(e.ValuePos, SetupMissing{Key: e.Key, Name: g.names[i], Want: g.pieces})
		}
	}
	var partial []string
	for p, n := range g.own {
		if n < g.pieces {
			partial = append(partial, g.names[p])
		}
	}
	if len(partial) > 0 {
		g.warnings = append(g.warnings, PartialSetup{Players: partial, Pieces: g.pieces, All: len(partial) == len(g.names)})
	}
	// Who is home already? One player home was first; with two or more
	// nobody can tell from the setup who finished first, and the places
	// (the winner among them) would be a guess.
	var home []string
	for p, name := range g.names {
		if won, _ := g.hasWon(p); won {
			home = append(home, name)
		}
	}
	if len(home) > 1 {
		return notation.ErrorAt(e.ValuePos, SetupSeveralHome{Players: home})
	}
	return nil
}

// nearestValue is the header value nearest to a value written, when one
// is near enough to suggest (`Parlet` → parlett), said in the output's
// language as the error around it is: of the two lists of spellings, the
// value (a word) whose list holds the nearest; nil otherwise.
func nearestValue(value string, a []string, aWord referee.Message, b []string, bWord referee.Message) referee.Message {
	s := nearest(value, a, b)
	switch {
	case s == "":
		return nil
	case slices.Contains(a, s):
		return aWord
	}
	return bWord
}

// nearest is the word of the lists nearest to a value written, when one is
// near enough to suggest (`Parlet` → parlett); "" otherwise.
func nearest(value string, lists ...[]string) string {
	s, ok := notation.Nearest(value, slices.Concat(lists...))
	if !ok {
		return ""
	}
	return s
}
