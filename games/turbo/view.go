package turbo

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
)

// Legal lists what may be done now without a penalty, in canonical
// notation: the right call («Турбо!» or «Форсаж!») by each player still in,
// then every card the player due may turn up (each card the deck still has
// face down somewhere). A wrong call or a touch is legal too but costs a
// card, so it is not listed. While a won round waits for its next task, any
// `task: …` may come: it cannot be listed, so it is the form of the line
// due (Choices.Templates), the card's text left to the players; `end` is listed.
func (t *table) Legal(v referee.View) referee.Choices {
	if t.over {
		return referee.Choices{}
	}
	if t.task == nil {
		// What is due is the task card: said first, in the sentence that
		// says why none is on the table (the start, a round won).
		// The sentence names `task:` and `end` in the words the list
		// below says them in, not the record's (the keys left empty).
		about := t.waiting()
		about.TaskKey, about.EndWord = "", ""
		return referee.Choices{
			Intro:     about,
			Moves:     []referee.Choice{{Text: "end", Say: referee.Term("turbo.move.end")}},
			Templates: []referee.Choice{{Text: "task: …", Say: referee.Term("turbo.move.task")}},
		}
	}
	var out []referee.Choice
	// Played live, the right call is the players' to find (referee.LiveKey).
	if right := t.rightCall(); right != cardEvent && !t.hidesCall(v) {
		for _, p := range t.in() {
			out = append(out, referee.Choice{Text: t.names[p] + ": " + callText[right], Say: CallMove{Player: t.names[p], call: Call(right)}})
		}
	}
	who := t.names[t.turn()]
	for a := Animal(0); a < numAnimals; a++ {
		for n := 1; n <= maxAnimals; n++ {
			c := Card{animal: a, n: n}
			if !t.isCard(c) {
				continue
			}
			if t.baseDeck {
				open, _ := t.copiesOpen(c)
				if buried, _, _ := t.copiesBuried(c); open+buried >= deckCopies(n) {
					continue
				}
			}
			out = append(out, referee.Choice{Text: who + ": " + cardText(c), Say: CardMove{Player: who, Card: c}})
		}
	}
	if t.isCard(Card{chameleon: true}) {
		out = append(out, referee.Choice{Text: who + ": chameleon", Say: CardMove{Player: who, Card: Card{chameleon: true}}})
	}
	// What is due says the task on the table with who turns up next: the
	// players compare the table with it (on a phone the piles of four
	// players pushed the task card out of the board's frame). Played live,
	// whether it holds is the players' to find.
	return referee.Choices{Intro: TaskDue{Task: t.task.words(), Holds: t.holds() && !t.hidesCall(v)}, Moves: out}
}

// TaskDue is the task on the table, said with what is due: whether it
// holds is said only when the referee may say it (not played live).
type TaskDue struct {
	Task  referee.Message
	Holds bool `say:"optional"`
}

func (TaskDue) Code() referee.Code { return "turbo.due.task" }

// CardMove is a card turned up, as the list of moves says it; it reads
// back.
type CardMove struct {
	Player string
	Card   Card `say:"optional"` // a chameleon's move is said as the word alone
}

func (m CardMove) Code() referee.Code {
	if m.Card.chameleon {
		return "turbo.move.chameleon"
	}
	return "turbo.move.card"
}

// CallMove is a call, as the list of moves says it; it reads back.
type CallMove struct {
	Player string
	call   Call
}

func (m CallMove) Code() referee.Code {
	return referee.Code("turbo.move." + callText[eventKind(m.call)])
}

// callText is a call in canonical notation.
var callText = map[eventKind]string{turboCall: callNames[turboCall][0], forsazhCall: callNames[forsazhCall][0], touchCall: callNames[touchCall][0]}

// cardText is a card in canonical notation: "1 hedgehog", "2 hedgehogs".
func cardText(c Card) string {
	if c.chameleon {
		return "chameleon"
	}
	if c.n == 1 {
		return "1 " + animalKeys[c.animal]
	}
	return fmt.Sprintf("%d %s", c.n, c.animal)
}

// Board draws the table: each player's open pile, top card first (only the
// top card counts), the face-down count, then the animals on the table, the
// task in the formal form and whether it holds, and what is due. Every line
// fits in the view's width (80 columns unless the view says): long lines
// wrap at spaces, never inside a word.
func (t *table) Board(w referee.Words, v referee.View) string {
	d := t.draw()
	boardWidth := v.Width()
	var b strings.Builder
	put := func(lead, text, indent string) {
		for _, line := range wrap(lead, text, indent, boardWidth, t.names) {
			b.WriteString(line + "\n")
		}
	}
	// The heading's cells stand over the columns they name.
	title := w.Say(referee.Term("turbo.board.title"))
	heads := strings.Split(title, " | ")
	var downs, piles []string
	nameW, downW := 0, 0
	if len(heads) == 3 {
		nameW, downW = layout.Width(heads[0]), layout.Width(heads[1])
	}
	for p, v := range d.players {
		var pile []string
		for i := len(v.open) - 1; i >= 0; i-- {
			pile = append(pile, w.Say(PileCard{Card: v.open[i], Chameleon: v.open[i].chameleon}))
		}
		if len(pile) > 0 && t.hidden != nil && t.hidden[p] {
			// `open:` gave the top card; what lies under it is not known.
			pile = append(pile, w.Say(referee.Term("turbo.board.under")))
		}
		open := w.Say(referee.Term("turbo.board.empty"))
		if len(pile) > 0 {
			open = strings.Join(pile, ", ")
		}
		down := w.Say(v.down)
		downs, piles = append(downs, down), append(piles, open)
		nameW, downW = max(nameW, layout.Width(v.name)), max(downW, layout.Width(down))
	}
	// The piles stand in a column after the names and the face-down counts,
	// wrapping within it; when the names are too long to leave the column
	// room, each player's piles go on the lines under their name.
	columns := 2+nameW+3+downW+3 <= boardWidth-minPileWidth
	if columns && len(heads) == 3 {
		lead := "  " + layout.Pad(heads[0], nameW) + " | " + layout.Pad(heads[1], downW) + " | "
		put(lead, heads[2], "  "+layout.Pad("", nameW)+" | "+layout.Pad("", downW)+" | ")
	} else {
		put("", title, "  ")
	}
	for p, v := range d.players {
		if columns {
			lead := "  " + layout.Pad(v.name, nameW) + " | " + layout.Pad(downs[p], downW) + " | "
			cont := "  " + layout.Pad("", nameW) + " | " + layout.Pad("", downW) + " | "
			put(lead, piles[p], cont)
			continue
		}
		put("  ", v.name, "    ")
		lead := "    " + downs[p] + " | "
		put(lead, piles[p], strings.Repeat(" ", layout.Width(lead)))
	}
	put("", w.Say(sumsOf(d)), "  ")
	if d.task != nil {
		put("", w.Say(d.task), "  ")
	}
	put("", w.Say(d.status), "  ")
	return b.String()
}

// minPileWidth is the least room the open-pile column keeps beside the
// names: two or three cards a line.
const minPileWidth = 30

// wrap breaks lead followed by text into lines of at most width columns,
// at the spaces of text; lead is kept as it is (a table's columns), and the
// lines after the first start with indent. A line breaks where a reader
// expects it: not inside «6 frogs», «frogs 11 > 4 ✓» or a name in keep (the
// players' names may have spaces).
func wrap(lead, text, indent string, width int, keep []string) []string {
	return layout.Wrap(lead, glue(layout.Fields(text), keep), indent, width)
}

// glue joins the words a line should not break between: a number and what
// it counts («6 frogs»), an operator and its operands («frogs 11 > 4 ✓»), a
// dash and the word before it, the words inside «…», and the words of a
// name in keep.
func glue(words, keep []string) []string {
	var out []string
	quoted := 0 // « not closed yet
	name := 0   // words of a name still to join to the word before
	for i, w := range words {
		if i > 0 && (quoted > 0 || name > 0 || !breakable(words[i-1], w)) {
			out[len(out)-1] += " " + w
		} else {
			out = append(out, w)
		}
		if name > 0 {
			name--
		} else {
			name = max(nameAt(words[i:], keep)-1, 0)
		}
		quoted = max(quoted+strings.Count(w, "«")-strings.Count(w, "»"), 0)
	}
	return out
}

// nameAt is the number of words of the name in keep that words start with,
// 0 when none does.
func nameAt(words, keep []string) int {
	for _, name := range keep {
		k := len(strings.Fields(name))
		if k > 1 && k <= len(words) && strings.HasPrefix(strings.TrimLeft(strings.Join(words[:k], " "), "«\"“„("), name) {
			return k
		}
	}
	return 0
}

// breakable says whether a line may break between the words prev and next.
func breakable(prev, next string) bool {
	switch {
	case isOperator(next) || strings.HasPrefix(next, "✓") || strings.HasPrefix(next, "✗") || next == "—" || next == "–":
		return false
	case strings.ContainsAny(prev[len(prev)-1:], ",;:.") || prev == "—" || prev == "–":
		return true
	case isOperator(prev):
		return false
	}
	first, _ := utf8.DecodeRuneInString(strings.TrimLeft(next, "«\"“„("))
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(prev, "»\"”)"))
	return !unicode.IsDigit(first) && !unicode.IsDigit(last)
}

func isOperator(w string) bool {
	switch w {
	case "<", ">", "≤", "≥", "=", "+", "<=", ">=":
		return true
	}
	return false
}
