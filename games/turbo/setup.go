package turbo

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// The header keys of the game.
var (
	cardsKeys = []string{"cards", "карты"}
	deckKeys  = []string{"deck", "колода"}
	// openKeys give a position to settle a dispute from: the card on top
	// of each player's open pile now.
	openKeys = []string{"open", "открыто", "открытые"}
	// noCardWords say a player has no open card in `open:`.
	noCardWords = []string{"—", "–", "-", "−", "нет", "пусто", "ничего", "none", "nothing", "empty"}
	// baseWords name the base game's deck in `deck:`.
	baseWords = []string{"base", "basic", "база", "базовая", "базовый", "основная", "обычная"}
	taskKeys  = taskWords // `task:` in the header is the first task card
)

// edition is the game's name for a transcript of the base deck (`deck:
// base`): «Турбосчёт», the base game, not «Турбосчёт Форсаж».
func edition(h *notation.Game) referee.Term {
	if e := h.Lookup(deckKeys...); e != nil && slices.Contains(baseWords, notation.Fold(e.Value)) {
		return "turbo.name-base"
	}
	return ""
}

// maxPile bounds a face-down pile in `cards:`; the real deck has 54 animal
// cards and a few chameleons, so anything near this is a typing mistake.
const maxPile = 1000

// baseDeckSize is the base game's deck of animal cards, all dealt out.
const baseDeckSize = 54

// newTable reads the header: players, `cards:` and the first `task:`.
func newTable(s referee.Start) (*table, []*notation.Error) {
	h := s.Header
	n := len(s.Players)
	if n < 2 || n > 5 {
		return nil, []*notation.Error{notation.ErrorAt(h.Lookup(notation.PlayersKeys...).ValuePos, PlayersCount{Players: referee.Quantity{Count: n, Unit: "turbo.unit.player"}})}
	}
	t := &table{
		penalised: penaltyMark{who: -1}, won: wonRound{who: -1},
		names: s.Players, next: s.First, winner: -1,
		down: make([]int, n), open: make([][]Card, n), out: make([]bool, n),
	}
	if e := h.Lookup(notation.GameKeys...); e != nil {
		t.lang = max(0, slices.Index(notation.GameKeys, notation.Fold(e.Key)))
	}
	if e := h.Lookup(notation.PlayersKeys...); e != nil {
		// An example of a missing `cards:` line uses the record's own
		// key words: «карты:» beside «игроки:», "cards:" beside "players:".
		t.lang = slices.Index(notation.PlayersKeys, notation.Fold(e.Key))
		t.cardsKey = cardsKeys[t.lang]
	}
	if e := h.Lookup(cardsKeys...); e != nil {
		if err := t.readCards(s, e); err != nil {
			return nil, []*notation.Error{err}
		}
	}
	if e := h.Lookup(deckKeys...); e != nil {
		if !slices.Contains(baseWords, notation.Fold(e.Value)) {
			bad := DeckBad{Value: notation.Clip(e.Value)}
			if s, ok := notation.Nearest(e.Value, baseWords); ok {
				bad.Suggestion = s
			}
			return nil, []*notation.Error{notation.ErrorAt(e.ValuePos, bad)}
		}
		t.baseDeck = true
	}
	if e := h.Lookup(taskKeys...); e != nil {
		cond, err := parseTask(e.Key, e.Value, e.ValuePos)
		if err != nil {
			return nil, []*notation.Error{err}
		}
		t.task = writtenTask(cond, e.Value)
	}
	if e := h.Lookup(openKeys...); e != nil {
		if err := t.readOpen(s, e); err != nil {
			return nil, []*notation.Error{err}
		}
	}
	return t, nil
}

// player finds a name of a header line among the players, as people type
// names (a beginning that fits one player alone too, said so: «Тим» — это
// Тимофей): the index, or an error in the words of the line naming the
// nearest player.
func (t *table) player(s referee.Start, line pairsLine, name notation.Word) (int, *notation.Error) {
	if i, err := s.Player(name); i >= 0 || err != nil {
		return i, err
	}
	m := UnknownPlayer{Name: name.Text, line: line}
	if s, ok := notation.Nearest(name.Text, t.names); ok {
		m.Suggestion = s
	}
	return -1, notation.ErrorAt(name.Pos, m)
}

// readOpen reads `open: Аня=5 лягушек, Боря=хамелеон, Вика=—`, a position
// to settle a dispute from: the card on top of each player's open pile
// now, a player not listed (or `—`) having none. What lies under those
// cards is not known, so the piles' sizes are not either (see hidden). The
// card turned up last is the one of the player before the one due
// (`turn:`), if they have one: a «Форсаж!» is judged on it.
func (t *table) readOpen(s referee.Start, e *notation.Entry) *notation.Error {
	pairs, err := cardPairs(e.Value, e.ValuePos, openLine)
	if err != nil {
		if form, ok := err.Message.(PairsForm); ok {
			form.Key = e.Key
			err.Message = form
		}
		return err
	}
	t.hidden, t.fromOpen = make([]bool, len(t.names)), true
	given := make([]bool, len(t.names))
	for _, p := range pairs {
		who, err := t.player(s, openLine, p.Key)
		if err != nil {
			return err
		}
		if given[who] {
			return notation.ErrorAt(p.Key.Pos, NamedTwice{Name: t.names[who], line: openLine})
		}
		given[who] = true
		if slices.ContainsFunc(noCardWords, notation.Is(p.Value.Text)) {
			continue
		}
		ev, perr := parseEvent(&notation.Move{Text: p.Value.Text, TextPos: p.Value.Pos})
		if perr != nil {
			return perr
		}
		value := notation.Clip(p.Value.Text)
		if ev.kind != cardEvent {
			return notation.ErrorAt(p.Value.Pos, OpenNotCard{Name: t.names[who], Value: value})
		}
		if len(ev.parts) != 1 || !t.isCard(ev.parts[0]) {
			return notation.ErrorAt(p.Value.Pos, OpenNoSuchCard{Name: t.names[who], Value: value})
		}
		c := ev.parts[0]
		if t.baseDeck && !c.chameleon {
			if n, _ := t.copiesOpen(c); n >= deckCopies(c.n) {
				return notation.ErrorAt(p.Value.Pos, OpenTooMany{Value: value, Copies: n + 1})
			}
		}
		t.open[who], t.hidden[who] = []Card{c}, true
		t.sums.add(c, 1)
	}
	if before := (t.next + len(t.names) - 1) % len(t.names); len(t.open[before]) > 0 {
		t.lastCard = turnUp{who: before, card: t.open[before][0]}
		t.last = &t.lastCard
	}
	t.markHeld(heldSince{card: t.last != nil, who: t.lastCard.who, what: t.lastCard.card})
	return nil
}

// readCards reads `cards: Anna=27, Boris=27`: every player's face-down pile
// after the deal.
func (t *table) readCards(s referee.Start, e *notation.Entry) *notation.Error {
	pairs, err := cardPairs(e.Value, e.ValuePos, cardsLine)
	if err != nil {
		// The sample to copy names this game's players, not Аня and Боря.
		if form, ok := err.Message.(PairsForm); ok {
			form.Key = e.Key
			if len(t.names) > 0 {
				form.Example = cardsExample(t.names)
			}
			err.Message = form
		}
		return err
	}
	given := make([]bool, len(t.names))
	for _, p := range pairs {
		who, err := t.player(s, cardsLine, p.Key)
		if err != nil {
			return err
		}
		if given[who] {
			return notation.ErrorAt(p.Key.Pos, NamedTwice{Name: t.names[who], line: cardsLine})
		}
		n, convErr := strconv.Atoi(p.Value.Text)
		if convErr != nil || n < 1 || n > maxPile {
			return notation.ErrorAt(p.Value.Pos, PileSize{Value: notation.Clip(p.Value.Text), Max: maxPile})
		}
		given[who], t.down[who] = true, n
	}
	for i, ok := range given {
		if !ok {
			return notation.ErrorAt(e.ValuePos, CardsMissing{Name: t.names[i]})
		}
	}
	t.cardsKnown = true
	return nil
}

// cardPairs splits the value of `cards:` (or `open:`, line) into Name=value
// pairs: separated by commas, a name as in `players:` (a word, or quoted
// when it has commas), then «=» and the count (or the card). The value is
// read here rather than by a shared list grammar so that every mistake is
// told in the words of this line («cards: wants Name=N, …»), at the place
// where it is.
func cardPairs(value string, base notation.Pos, line pairsLine) ([]notation.Pair, *notation.Error) {
	at := func(off int) notation.Pos {
		return base.Add(lexer.Position{Offset: off, Line: 1, Column: utf8.RuneCountInString(value[:off]) + 1})
	}
	bad := func(off int, fault PairsForm) *notation.Error {
		fault.line = line
		return notation.ErrorAt(at(off), fault)
	}
	if strings.TrimSpace(value) == "" {
		return nil, bad(0, PairsForm{Empty: true})
	}
	// Split at the commas outside quotes; a «;» or an open quote is wrong
	// wherever it is.
	var items [][2]int // byte offsets of each item: start, end
	start, open, quoteAt := 0, rune(0), 0
	for i, r := range value {
		switch {
		case open != 0:
			if notation.Closes(open, r) {
				open = 0
			}
		case notation.Opens(r):
			open, quoteAt = r, i
		case r == ';':
			return nil, bad(i, PairsForm{Semicolon: true})
		case r == ',':
			items = append(items, [2]int{start, i})
			start = i + 1
		}
	}
	if open != 0 {
		return nil, bad(quoteAt, PairsForm{Sign: string(open)})
	}
	items = append(items, [2]int{start, len(value)})

	var out []notation.Pair
	for k, it := range items {
		text := value[it[0]:it[1]]
		item := strings.TrimSpace(text)
		from := it[0] + len(text) - len(strings.TrimLeftFunc(text, unicode.IsSpace))
		switch {
		case item == "" && k == len(items)-1:
			return nil, bad(it[0]-1, PairsForm{Trailing: true})
		case item == "":
			return nil, bad(it[1], PairsForm{Gap: true})
		}
		eq := equalsOutsideQuotes(value, from, it[1])
		switch {
		case len(eq) == 0:
			return nil, bad(from, PairsForm{Text: notation.Clip(item)})
		case len(eq) > 1:
			first, second := splitAtMissingComma(value[from:it[1]], eq[1]-from)
			return nil, bad(eq[1], PairsForm{TwoEquals: true, Text: notation.Clip(item), First: notation.Clip(first), Second: notation.Clip(second)})
		}
		name := strings.TrimSpace(value[from:eq[0]])
		num := value[eq[0]+1 : it[1]]
		numFrom := eq[0] + 1 + len(num) - len(strings.TrimLeftFunc(num, unicode.IsSpace))
		num = strings.TrimSpace(num)
		switch {
		case name == "":
			return nil, bad(eq[0], PairsForm{})
		case num == "":
			return nil, bad(eq[0], PairsForm{Name: notation.Clip(name)})
		}
		out = append(out, notation.Pair{
			Key:   notation.Word{Pos: at(from), Text: notation.Unquoted(name)},
			Value: notation.Word{Pos: at(numFrom), Text: num},
		})
	}
	return out, nil
}

// splitAtMissingComma splits an item with two «=» where its comma was left
// out: the second pair's name begins after the last space before its «=»
// (at), so «Anna=5 Boris=5» is «Anna=5» and «Boris=5».
func splitAtMissingComma(item string, at int) (first, second string) {
	cut := strings.LastIndexFunc(strings.TrimRightFunc(item[:at], unicode.IsSpace), unicode.IsSpace)
	if cut < 0 {
		return strings.TrimSpace(item), ""
	}
	return strings.TrimSpace(item[:cut]), strings.TrimSpace(item[cut:])
}

// equalsOutsideQuotes lists the offsets of «=» in value[from:to] that stand
// outside quotes.
func equalsOutsideQuotes(value string, from, to int) []int {
	var out []int
	open := rune(0)
	for i, r := range value[from:to] {
		switch {
		case open != 0:
			if notation.Closes(open, r) {
				open = 0
			}
		case notation.Opens(r):
			open = r
		case r == '=':
			out = append(out, from+i)
		}
	}
	return out
}

// warnings says which checks cannot be made without `cards:`, and that
// the cards under the open ones of `open:` are not known.
func (t *table) warnings() []referee.Message {
	var out []referee.Message
	if !t.cardsKnown {
		out = append(out, NoCards{Key: t.cardsKey, Example: cardsExample(t.names)})
	}
	if t.hidden != nil {
		out = append(out, FromOpen{OpenKey: t.key(openKeys), Counted: t.cardsKnown})
	}
	return out
}

// NoCards: without `cards:` the face-down piles are not counted.
type NoCards struct {
	Key     string // the `cards:` key in the record's own words, or "" when the record names no players
	Example string // what `cards:` would say for these players, dealt the 54 base cards
}

// cardsExample is a `cards:` line's value for the players at hand, so the
// example names the people playing, not strangers, and deals what the
// booklet deals: all 54 base cards, as evenly as they go (27 each for two).
func cardsExample(names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		k := baseDeckSize / len(names)
		if i < baseDeckSize%len(names) {
			k++
		}
		parts[i] = n + "=" + strconv.Itoa(k)
	}
	return strings.Join(parts, ", ")
}

func (NoCards) Code() referee.Code { return "turbo.warn.no-cards" }

// FromOpen: a game judged from the position `open:` gives, whose covered
// cards nobody knows.
type FromOpen struct {
	OpenKey string // `open:` in the record's own key words, quoted back
	// Counted: `cards:` is given, so the piles are counted until a winner
	// takes a pile whose covered cards nobody knows (English leaves it out).
	Counted bool `say:"optional"`
}

// key is a line's key word in the record's own language, as the record
// writes its keys («открыто» beside «игроки», "open" beside "players"):
// the referee quotes a key as the reader would write it.
func (t *table) key(words []string) string { return words[t.lang] }

// endWords are the end of the tasks in each language, as key words.
var endWords = []string{"end", "конец"}

func (FromOpen) Code() referee.Code { return "turbo.warn.open" }
