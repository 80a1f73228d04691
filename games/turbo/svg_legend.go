package turbo

import (
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// keys writes, after the key of the stripes, the small keys together: the
// last card's and the refused move's; the sums, the task and what is due
// follow larger (status): a small key between the task and what is due
// read as a footnote to the task.
func (s *sheet) keys() {
	s.y += 1.5
	if s.topInKey {
		// In the back, under the stripes' key: the same in every
		// position, written once a page (a 2,000-move page stays under
		// its 5 MB).
		para, next := picture.Paragraph(tMargin, s.y, picture.Small, picture.Small*1.35, picture.Wrap(picture.Capital(s.w.Say(topCounts)), picture.Small, s.width-2*tMargin))
		s.back.Add(para)
		s.y = next + 0.6
	}
	if s.d.last >= 0 {
		// The sample as faint as the frame it stands for: beside a refused
		// entry the picture draws the last card's frame faint, and a full
		// black sample named a frame not drawn.
		sample := lastCardSample()
		if s.refusing {
			sample = picture.Group(sample).Set("opacity", picture.LastFaint)
		}
		s.key(sample, lastSampleHalf, lastSampleHalf, s.w.Say(LastCardKey{Player: s.d.players[s.d.last].name}))
	}
	if s.penalty != nil && s.t.penalised.who >= 0 && s.t.penalised.who < len(s.t.names) {
		s.lines(s.w.Say(PenaltyKey{Player: s.t.names[s.t.penalised.who], Call: Call(s.t.penalised.kind)}), picture.Small)
	}
	if s.taken && s.d.won != nil {
		s.lines(s.w.Say(TakenKey{Winner: s.d.won.winner}), picture.Small)
	}
	switch {
	case s.refused != nil && s.refused.kind == cardEvent && s.refusedBy >= 0 && s.refusedBy < len(s.t.names):
		// A refused card is a dashed card on its player's pile: no arrow,
		// no «where it meant to go» (the other games' key, of arrows,
		// explained what was not drawn).
		s.key(refusedCardSample(), picture.SampleW/4+1.4, picture.SampleW/2, s.w.Say(RefusedCardKey{Player: s.t.names[s.refusedBy]}))
	case s.refused != nil:
		s.key(picture.SampleRefused(false), picture.SampleW/2, picture.SampleW/2, s.w.Say(referee.Term("picture.key-refused")))
	}
}

// topCounts says that an open pile's top card alone counts.
const topCounts = referee.Term("turbo.picture.key-top")

// key writes a line of the marks' key, one shared part: its sample, which
// reaches left and right of its middle, at the left margin, in line with
// the stripes' samples above it (centred in picture.Keys's wider place it
// stood indented), then its words, wrapped beside it.
func (s *sheet) key(sample *picture.Node, left, right float64, text string) {
	tx := tMargin + left + right + 1.6
	para, next := picture.Paragraph(tx, s.y, picture.Small, picture.Small*1.35, picture.Wrap(picture.Capital(text), picture.Small, s.width-tMargin-tx))
	s.g.Add(picture.Group(picture.Place(sample, tMargin+left, s.y-picture.Small*0.36), para).Share())
	s.y = max(next, s.y+picture.SampleH-0.8) + 0.6
}

// lastSampleHalf is half the last card's sample's width, its frame's
// casing included.
const lastSampleHalf = 1.1 + 0.45 + 0.3

// lastCardSample is the key's sample of the last card turned up: a small
// card in the last move's frame.
func lastCardSample() *picture.Node {
	return picture.SampleFramed(func(k float64) *picture.Node {
		return picture.Rect(-1.1-k, -1.3-k, 2.2+2*k, 2.6+2*k).Set("rx", picture.Fmt(0.4+k))
	})
}

// refusedCardSample is the key's sample of a refused card: a small card
// as a ghost, the circled cross beside it.
func refusedCardSample() *picture.Node {
	return picture.SampleRefusedShape(func(dx float64) *picture.Node { return picture.Rect(dx-1.2, -1.5, 2.4, 3).Set("rx", "0.4") })
}

// status writes the sums, the task card under the piles on a wide layout,
// what is due and who won. Right after a round is won the sums would
// count a table the call no longer judges (the taken piles are drawn
// greyed beside them); the call's verdict says what the table showed.
func (s *sheet) status() {
	if !s.d.hideCall && s.d.won == nil {
		// The sums in the key's size, a little below it: larger and right
		// under the key they read as a heading of what follows.
		s.y += 0.5
		s.lines(s.w.Say(sumsOf(s.d)), picture.Small)
	}
	if !s.narrow && (s.d.task != nil || s.d.won != nil) {
		s.y = s.t.taskCard(s.w, s.g, s.d, s.y, s.width, false) + 4
	}
	if s.d.status != nil {
		s.lines(s.w.Say(s.d.status), picture.Normal)
	}
	// The board's status names the winners of a finished game already
	// (BoardOver); the winners' line is for any other status.
	if _, over := s.d.status.(BoardOver); !over {
		if m, ok := referee.Winners(s.t.Outcome(), s.t.names); ok {
			s.lines(s.w.Say(m), picture.Normal)
		}
	}
}

// lines writes a sentence across the picture at size, from a capital.
func (s *sheet) lines(text string, size float64) {
	para, next := picture.Paragraph(tMargin, s.y, size, size*1.35, picture.Wrap(picture.Capital(text), size, s.width-2*tMargin))
	s.g.Add(para.Share())
	s.y = next + 0.6
}

// suitKey writes the key of the stripes into back from y: each animal's
// stripe and its name, then the chameleon's dotted card, as many a line as
// fit; it returns where the next thing may start.
func (t *table) suitKey(w referee.Words, back *picture.Node, y, width float64) float64 {
	head := picture.Wrap(w.Say(keySuits), picture.Small, width-2*tMargin)
	texts, next := picture.Labels(tMargin, y+picture.Small, 3.2, head)
	back.Add(picture.Group(texts...).Num("font-size", picture.Small))
	y = next - 3.2 + 2.2
	x := tMargin
	item := func(sample func(x, y float64) *picture.Node, word string) {
		wd := 4 + picture.TextWidth(word, picture.Small)
		if x+wd > width-tMargin && x > tMargin {
			x, y = tMargin, y+4.2
		}
		back.Add(sample(x, y), picture.Text(x+4, y+2.6, picture.Small, "", word))
		x += wd + 3.5
	}
	for a := Animal(0); a < numAnimals; a++ {
		ink := animalInk[a]
		item(func(x, y float64) *picture.Node {
			band := func() *picture.Node { return picture.Rect(x, y, 2.6, 3.4) }
			return picture.Group(band().Fill(ink.Fill).Stroke("#000000", 0.2), picture.Texture(band, ink.Pattern))
		}, w.Say(suitWords[a]))
	}
	item(func(x, y float64) *picture.Node {
		card := func() *picture.Node { return picture.Rect(x, y, 2.6, 3.4) }
		return picture.Group(card().Fill("#ffffff").Stroke("#000000", 0.2), picture.Texture(card, "dots"))
	}, w.Say(chameleonKey))
	return y + 3.4 + 3
}

// inWords is the table in words: each player's piles (the top card, the
// one that counts, and how many it covers), the animals, the task and
// what is due.
func (t *table) inWords(w referee.Words, d drawing) string {
	var parts []string
	for _, v := range d.players {
		m := PileWords{Player: v.name, Down: v.down}
		if len(v.open) > 0 {
			m.Top, m.Under = v.open[len(v.open)-1], len(v.open)-1
		}
		parts = append(parts, w.Say(m))
	}
	out := strings.Join(parts, "; ") + "."
	if !d.hideCall {
		out += " " + w.Say(sumsOf(d))
	}
	if state, ok := d.task.(TaskState); ok && d.hideCall {
		out += " " + w.Say(TaskShown{Task: state.Task})
	} else if d.task != nil {
		out += " " + w.Say(d.task)
	}
	if d.status != nil {
		out += " " + w.Say(d.status)
	}
	return out
}

// PictureTitle is a picture's title: the game (its edition's name), and
// when — after which move, the cards turned up counted as check counts
// them («Ход 3»), and the entry after it when the last was none (Then):
// `--at N` counts every entry (NOTATION.md), and a title "after 3 moves"
// over a call was check's move 2.
type PictureTitle struct {
	Game  referee.Term
	Cards int
	Then  referee.Message // nil: the last entry was a card, or there was none
	// Refused: the table before a refused card, its turn's number
	// (Cards+1); 0: none. RefusedEntry: before a refused entry that is no
	// turn (a call, a task, the end), which has no number of its own.
	Refused      int  `say:"optional"`
	RefusedEntry bool `say:"optional"`
}

func (PictureTitle) Code() referee.Code { return "turbo.picture.title" }

// CallAfter is a call or a touch that came after the last card turned up:
// Call is its word («Турбо!», «Форсаж!», a touch of the task card).
type CallAfter struct {
	Player string
	Call   referee.Term
}

func (CallAfter) Code() referee.Code { return "turbo.picture.then-call" }

// TaskAfter is a new task card laid out after the last card turned up.
type TaskAfter struct{}

func (TaskAfter) Code() referee.Code { return "turbo.picture.then-task" }

// EndAfter is the end of the tasks, after the last card turned up.
type EndAfter struct{}

func (EndAfter) Code() referee.Code { return "turbo.picture.then-end" }

// callTerms name each call in a title.
var callTerms = map[eventKind]referee.Term{
	turboCall: "turbo.picture.call.turbo", forsazhCall: "turbo.picture.call.forsazh", touchCall: "turbo.picture.call.touch",
}

// title is the picture's title: the game, and the table's moment.
func (t *table) title() PictureTitle {
	p := PictureTitle{Game: "game.turbo", Cards: t.cards}
	if t.baseDeck {
		p.Game = "turbo.name-base"
	}
	if t.events == 0 {
		return p
	}
	switch k := t.latest.kind; k {
	case turboCall, forsazhCall, touchCall:
		if t.latest.who >= 0 && t.latest.who < len(t.names) {
			p.Then = CallAfter{Player: t.names[t.latest.who], Call: callTerms[k]}
		}
	case taskEvent:
		p.Then = TaskAfter{}
	case endEvent:
		p.Then = EndAfter{}
	}
	return p
}

// LastCaption says the last card turned up under the picture's title:
// whose, and which card.
type LastCaption struct {
	Player string
	Card   Card
}

func (LastCaption) Code() referee.Code { return "turbo.picture.last-caption" }

// LastCardKey says whose card is framed in its animal's ink: the one turned up last.
type LastCardKey struct {
	Player string
}

func (LastCardKey) Code() referee.Code { return "turbo.picture.key-last" }

// PenaltyKey explains the penalty's mark by a player's name: their call
// was wrong, and they paid for it ("⚠ Penalty “Turbo!”" alone left the
// reader asking: was the call wrong? who paid whom?).
type PenaltyKey struct {
	Player string
	Call   Call
}

func (PenaltyKey) Code() referee.Code { return "turbo.picture.key-penalty" }

// TakenKey explains the greyed piles: the open piles the round's winner
// took (greyed with no key, they said nothing).
type TakenKey struct{ Winner string }

func (TakenKey) Code() referee.Code { return "turbo.picture.key-taken" }

// RefusedCardKey says what the dashed card on a player's pile is: their
// card, refused, which does not count.
type RefusedCardKey struct {
	Player string
}

func (RefusedCardKey) Code() referee.Code { return "turbo.picture.key-refused-card" }

// TaskWon heads the task card a call just won, greyed: who won it.
type TaskWon struct {
	Player string
}

func (TaskWon) Code() referee.Code { return "turbo.picture.task-won" }

// PileWords is a player's place in words, for the picture's description:
// the top card and how many it covers, and the face-down pile.
type PileWords struct {
	Player string
	Top    Card // zero when the open pile is empty
	Under  int
	Down   referee.Message
}

func (PileWords) Code() referee.Code { return "turbo.picture.desc-player" }

// UnderCards are the cards under the top one, with their unit.
func (m PileWords) UnderCards() referee.Quantity {
	return referee.Quantity{Count: m.Under, Unit: "turbo.picture.unit.card"}
}

// FaceWord is the word on a card's face under its count: «лягушки» under
// «3», or the chameleon's word alone.
type FaceWord Card

func (c FaceWord) Code() referee.Code {
	if c.chameleon {
		return "turbo.picture.word.chameleon"
	}
	return faceWordCodes[c.animal]
}

// Count is the count on the face, which picks the word's form.
func (c FaceWord) Count() int { return c.n }

var faceWordCodes = [numAnimals]referee.Code{"turbo.picture.word.hedgehog", "turbo.picture.word.frog", "turbo.picture.word.bird"}
