package turbo

import "github.com/boardgame-referee/referee/referee"

// The words of the game: the animals, a card, a call. Each is said by its
// code; a count picks its plural form.

// Code names an animal as a count of it is named: «лягушек», "frogs".
func (a Animal) Code() referee.Code { return animalCodes[a] }

var animalCodes = [numAnimals]referee.Code{"turbo.animal.hedgehog", "turbo.animal.frog", "turbo.animal.bird"}

// Card is what an animal card shows: n animals of one kind, or a
// chameleon. A card as written may be none that exists (ten birds): the
// engine refuses it. It is said «2 ежа», «хамелеон».
type Card struct {
	chameleon bool
	animal    Animal
	n         int
}

func (c Card) Code() referee.Code {
	if c.chameleon {
		return "turbo.card.chameleon"
	}
	return cardCodes[c.animal]
}

// Count is the number of animals, which picks the plural form.
func (c Card) Count() int { return c.n }

var cardCodes = [numAnimals]referee.Code{"turbo.unit.hedgehog", "turbo.unit.frog", "turbo.unit.bird"}

// Written is a card as an entry writes it, which may show several things
// («2 ежа и 3 лягушки»): a card that does not exist, refused.
type Written struct {
	Parts []Card
}

func (Written) Code() referee.Code { return "turbo.word.written" }

// Call is what a player calls: «Турбо!», «Форсаж!», or a touch of the task
// card. Only the call kinds of eventKind are calls.
type Call eventKind

func (c Call) Code() referee.Code { return callCodes[c] }

var callCodes = map[Call]referee.Code{
	Call(turboCall):   "turbo.call.turbo",
	Call(forsazhCall): "turbo.call.forsazh",
	Call(touchCall):   "turbo.call.touch",
}

// Either is two words of which one is meant: «число или животное». A longer
// choice is an Either of an Either.
type Either struct {
	A, B referee.Message
}

func (Either) Code() referee.Code { return "turbo.word.or" }

// either says items as a choice, the last after «или».
func either(items []referee.Message) referee.Message {
	out := items[0]
	for _, x := range items[1:] {
		out = Either{A: out, B: x}
	}
	return out
}
