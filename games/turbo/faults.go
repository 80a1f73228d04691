package turbo

import "github.com/boardgame-referee/referee/referee"

// The notation errors of the game: a header line or an entry it cannot
// read. Each names what was written, quoted back.

// PlayersCount: the game is for two to five.
type PlayersCount struct {
	Players referee.Quantity
}

func (PlayersCount) Code() referee.Code { return "turbo.players-count" }

// pairsLine is the header line of Name=value pairs a mistake is in.
type pairsLine int8

const (
	cardsLine pairsLine = iota // `cards:`, the face-down piles
	openLine                   // `open:`, the open cards of a position
)

var pairsKeys = [...]string{cardsLine: "cards", openLine: "open"}

// UnknownPlayer: a name in `cards:` or `open:` that is nobody's.
type UnknownPlayer struct {
	Name       string
	Suggestion string `say:"optional"` // the player's name nearest to it, if any
	line       pairsLine
}

func (m UnknownPlayer) Code() referee.Code {
	code := "turbo." + pairsKeys[m.line] + "-player"
	if m.Suggestion != "" {
		code += "-suggest"
	}
	return referee.Code(code)
}

// NamedTwice: a player given twice in `cards:` or `open:`.
type NamedTwice struct {
	Name string
	line pairsLine
}

func (m NamedTwice) Code() referee.Code { return referee.Code("turbo." + pairsKeys[m.line] + "-twice") }

// CardsMissing: `cards:` gives no pile to a player.
type CardsMissing struct {
	Name string
}

func (CardsMissing) Code() referee.Code { return "turbo.cards-missing" }

// PileSize: a face-down pile in `cards:` that is no count of cards.
type PileSize struct {
	Value string
	Max   int
}

func (PileSize) Code() referee.Code { return "turbo.cards-bad" }

// PairsForm: `cards:` or `open:` is not Name=value pairs separated by
// commas; the fault found, at its place.
type PairsForm struct {
	Empty     bool   // the line is empty
	Gap       bool   // nothing before a comma
	Trailing  bool   // nothing after the last comma
	Semicolon bool   // a «;» between pairs
	TwoEquals bool   // two «=» in Text: a comma left out
	Text      string // a pair without «=» (or with two)
	Name      string // a name with no value after its «=»
	Sign      string // a quote never closed
	First     string `say:"optional"` // with TwoEquals: the pair before the missing comma («Anna=5»)
	Second    string `say:"optional"` // with TwoEquals: the pair after it («Boris=5»)
	Key       string `say:"optional"` // the line's key as the transcript wrote it («cards», «карты»), quoted back
	Example   string `say:"optional"` // `cards:` only: a value for the players at hand (cardsExample)
	line      pairsLine
}

func (m PairsForm) Code() referee.Code { return referee.Code("turbo." + pairsKeys[m.line] + "-form") }

// OpenNotCard: a value of `open:` that reads as no card.
type OpenNotCard struct {
	Name, Value string
}

func (OpenNotCard) Code() referee.Code { return "turbo.open-not-card" }

// OpenNoSuchCard: a card of `open:` that does not exist.
type OpenNoSuchCard struct {
	Name, Value string
}

func (OpenNoSuchCard) Code() referee.Code { return "turbo.open-no-such-card" }

// OpenTooMany: `open:` shows more copies of a card than the base deck has.
type OpenTooMany struct {
	Value  string
	Copies int
}

func (OpenTooMany) Code() referee.Code { return "turbo.open-too-many" }

// DeckBad: a `deck:` the referee does not know.
type DeckBad struct {
	Value      string
	Suggestion string `say:"optional"`
}

func (m DeckBad) Code() referee.Code {
	if m.Suggestion != "" {
		return "turbo.deck-bad-suggest"
	}
	return "turbo.deck-bad"
}

// TaskEmpty: `task:` with no condition after it. Words and Formula are a
// task line of each form, under the line's own key and in its language
// («задание: Ежей больше пяти», "task: frogs > 4"), as the record writes it.
type TaskEmpty struct {
	Words   string
	Formula string
}

// taskLines are a task line in words and as a formula, in each language of
// the key words (0 English, 1 Russian).
var taskLines = [2][2]string{
	{"task: More than five hedgehogs", "task: frogs > 4"},
	{"задание: Ежей больше пяти", "задание: лягушки > 4"},
}

// taskEmpty is TaskEmpty in the language of keyed, a line's key word or the
// line itself: its first letter decides.
func taskEmpty(keyed string) TaskEmpty {
	lang := 0
	if scriptOf(keyed) == russianScript {
		lang = 1
	}
	return TaskEmpty{Words: taskLines[lang][0], Formula: taskLines[lang][1]}
}

func (TaskEmpty) Code() referee.Code { return "turbo.task-empty" }

// ConditionWord: a word of a task not understood, and what could stand
// there.
type ConditionWord struct {
	Word       string
	Suggestion string `say:"optional"`
	Expected   referee.Message
}

func (m ConditionWord) Code() referee.Code {
	if m.Suggestion != "" {
		return "turbo.condition-word-suggest"
	}
	return "turbo.condition-word"
}

// ConditionChameleon: a task that counts chameleons, which show no animals.
type ConditionChameleon struct {
	Word string
}

func (ConditionChameleon) Code() referee.Code { return "turbo.condition-chameleon" }

// ConditionEnd: a task that stops short.
type ConditionEnd struct {
	After    string // the task as written, up to where it stops
	Expected referee.Message
}

func (ConditionEnd) Code() referee.Code { return "turbo.condition-end" }

// Expect is a kind of word a task may go on with.
type Expect int8

const (
	expectComparison Expect = iota
	expectNumber
	expectAnimal
	expectThan
	expectConjunction
	expectEnd
	expectClause
	numExpect
)

func (e Expect) Code() referee.Code { return expectCodes[e] }

var expectCodes = [...]referee.Code{
	expectComparison: "turbo.expect.comparison", expectNumber: "turbo.expect.number", expectAnimal: "turbo.expect.animal",
	expectThan: "turbo.expect.than", expectConjunction: "turbo.expect.conjunction", expectEnd: "turbo.expect.end",
	expectClause: "turbo.expect.clause",
}

// TaskWords is a kind of word a task may go on with, in the words of the
// language the task is written in (Lang, "ru" or "en"), whatever the
// output's: the words are input, quoted as facts.
type TaskWords struct {
	Expect Expect          `say:"-"`
	Lang   string          `say:"-"`
	Words  referee.Message `say:"optional"` // a choice, «A, B или C»; nil for the end of the task
	// InList: the kind is one of several the task may go on with, so its
	// words are said in brackets, not after a colon.
	InList bool `say:"optional"`
}

// HintWord is one word a task may go on with, quoted as input.
type HintWord struct {
	Word string
}

func (HintWord) Code() referee.Code { return "turbo.word.hint" }

func (w TaskWords) Code() referee.Code { return expectCodes[w.Expect] + referee.Code("."+w.Lang) }

// hintWords are the words each kind offers, by the task's language, said
// as a choice («больше, меньше или ровно»): a conjunction and a whole
// comparison by one example each.
var hintWords = map[string][numExpect][]string{
	"ru": {
		expectComparison: {"больше", "меньше", "больше либо равно", "ровно", ">", "<"}, expectNumber: {"5", "пяти"},
		expectAnimal: {"ежей", "лягушек", "птиц"}, expectThan: {"чем"}, expectConjunction: {"и"},
		expectClause: {"Ежей больше пяти"},
	},
	"en": {
		expectComparison: {"more than", "fewer than", "at least", "exactly", ">", "<"}, expectNumber: {"5", "five"},
		expectAnimal: {"hedgehogs", "frogs", "birds"}, expectThan: {"than"}, expectConjunction: {"and"},
		expectClause: {"More than five hedgehogs"},
	},
}

// wordsIn is a kind of word in a language's words.
func wordsIn(lang string, e Expect) TaskWords {
	w := TaskWords{Expect: e, Lang: lang}
	var words []referee.Message
	for _, word := range hintWords[lang][e] {
		words = append(words, HintWord{Word: word})
	}
	if len(words) > 0 {
		w.Words = oneOf(words)
	}
	return w
}

// NoAnimal: a clause of a task that compares numbers only, in the formal
// form.
type NoAnimal struct {
	Clause string
}

func (NoAnimal) Code() referee.Code { return "turbo.condition-no-animal" }

// TooLong: an entry or a task longer than any card's text.
type TooLong struct {
	Max int
}

func (TooLong) Code() referee.Code { return "turbo.too-long" }

// NumberTooBig: a number of a task past any count.
type NumberTooBig struct {
	Number string
	Max    int
}

func (NumberTooBig) Code() referee.Code { return "turbo.number-too-big" }

// NumberWords: number words that make no number.
type NumberWords struct {
	Words string
}

func (NumberWords) Code() referee.Code { return "turbo.number-words" }

// EventWord: an entry's word not understood, with the nearest word an entry
// may start with when there is one.
type EventWord struct {
	Word       string
	Suggestion string `say:"optional"`
}

func (m EventWord) Code() referee.Code {
	if m.Suggestion != "" {
		return "turbo.event-word-suggest"
	}
	return "turbo.event-word"
}

// EventEnd: an entry that stops short of a card.
type EventEnd struct {
	Text string
}

func (EventEnd) Code() referee.Code { return "turbo.event-end" }
