package notation

// Kind is what a game's message is to the one who reads it, which is how
// `referee explain` files and tags its code. A game's message declares it
// with a Kind method (Kinded); a message without one is an error of the
// transcript, the commonest kind, which `check` reports with its code in
// brackets. Rules and notes are the codes a Spec lists as such, whatever
// their messages declare.
type Kind int

const (
	// KindError is an error of the transcript: a line the grammar or the
	// header cannot read (turtles' StepMissing).
	KindError Kind = iota
	// KindWarning is a remark said beside the verdicts, a check the
	// referee cannot make (turbo's NoCards).
	KindWarning
	// KindTold is what a move did, said when asked (Step.Told).
	KindTold
	// KindWhy is why the game ended as it did (Outcome.Why), or why a
	// move was refused, said inside its verdict.
	KindWhy
	// KindWords is a word or a part of a sentence, never said alone with
	// its code: a colour, a square, a move as `moves` lists it.
	KindWords
)

// Kinded is a message that declares its kind.
type Kinded interface {
	Message
	Kind() Kind
}

// KindOf is the kind a message declares, KindError when it declares none.
func KindOf(m Message) Kind {
	if k, ok := m.(Kinded); ok {
		return k.Kind()
	}
	return KindError
}

// Kind of a term: a word.
func (Term) Kind() Kind { return KindWords }

// Kind of a count with its unit: words.
func (Quantity) Kind() Kind { return KindWords }
