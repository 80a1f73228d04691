package turtles

import "github.com/boardgame-referee/referee/referee"

// Where a race stands, or why it ended as it did: the reason the closing
// sentence gives (referee.Outcome's Why). The turtle that reached the
// finish is named in each reason of a race over, and whether it is
// nobody's: «ничейные фигуры могли вызвать окончание гонки…, но сами
// победителями не становятся».

// AllOnStart: every turtle stands on the start: still, or again once a
// card has taken one off it and back («ещё» would then be false).
type AllOnStart struct {
	Again bool // a card has been played
}

func (AllOnStart) Code() referee.Code { return "turtles.why.all-on-start" }

// Leading: the race goes on; these turtles are in front.
type Leading struct {
	Turtles []Turtle // bottom to top
	Square  OnSquare
}

func (Leading) Code() referee.Code { return "turtles.why.leading" }

// Tower reports whether the leaders stand in a tower, so their order
// bottom to top needs saying.
func (l Leading) Tower() bool { return len(l.Turtles) > 1 }

// NoColours: the race is over, but without colors: nobody can be named.
// The position is said finish first: the finish's tower, then every other
// occupied square back to the start.
type NoColours struct {
	Finisher Turtle
	Placed   bool     // the setup put the finisher there; no move did
	Finish   []Turtle // the finish's tower, bottom to top
	Riders   []Rider  `say:"optional"` // came to the finish on the finisher, bottom to top: «и привезла с собой жёлтую»
	Behind   []Place  `say:"optional"` // the occupied squares between, from the finish back (said as Places)
	Start    []Turtle // the turtles on the start, apart
	Key      string   `say:"optional"` // the colours key as the record's header spells it («цвета» or «colors»); the sentences name the key in their own language
	// Tapped: the colours are asked on the page right under the sentence
	// (serve), so it does not advise adding the «цвета:» line.
	Tapped bool `say:"optional"`
}

// AskedByTaps is the reason without its advice to add the colours line
// (referee.AskedByTaps).
func (n NoColours) AskedByTaps() referee.Message {
	n.Tapped = true
	return n
}

// Tower reports whether more than one turtle stands on the finish, so the
// order bottom to top needs saying.
func (n NoColours) Tower() bool { return len(n.Finish) > 1 }

// OneAtStart reports whether a single turtle is left on the start, for a
// verb that agrees with it ("purple is at the start").
func (n NoColours) OneAtStart() bool { return len(n.Start) == 1 }

// Places chains Behind for saying: the squares are parts of one list
// joined by «;», which a list of facts (joined by «и») cannot say.
func (n NoColours) Places() *Place {
	var next *Place
	for i := len(n.Behind) - 1; i >= 0; i-- {
		p := n.Behind[i]
		p.Next = next
		next = &p
	}
	return next
}

// Place is the turtles on one square between the finish and the start,
// said where they stand: «на клетке 4 — красная». The start is said on its
// own, so that its list of turtles never runs into the next square's.
type Place struct {
	Turtles []Turtle // bottom to top, or apart on the start
	Square  OnSquare
	Next    *Place `say:"optional" json:"-"` // the next square back, when said as a chain (NoColours.Places)
}

func (Place) Code() referee.Code { return "turtles.why.place" }

// Alone reports whether one turtle stands there, for a verb that agrees
// with it (“yellow is on square 7”, “red and blue are on square 4”).
func (p Place) Alone() bool { return len(p.Turtles) == 1 }

func (NoColours) Code() referee.Code { return "turtles.why.no-colours" }

// Furthest: one player's turtle is further than any other player's.
type Furthest struct {
	Finisher Turtle
	Placed   bool // the setup put the finisher there; no move did
	Nobodys  bool // the turtle that finished is no player's
	// Riders came to the finish on the finisher, bottom to top: «дошла до
	// финиша и привезла с собой жёлтую» (the booklet's «башня достигает
	// финиша»); nil when it came alone or the setup put it there.
	Riders []Rider `say:"optional"`
	// Neutral are the other turtles of nobody's on the finish or on the
	// winner's square, bottom to top: «Зелёная черепаха ничейная» (the
	// booklet: «ничейные фигуры… сами победителями не становятся»).
	Neutral []Turtle `say:"optional"`
	Turtle  Turtle
	Player  string `say:"optional"` // the winner, who is said among Tokens
	Square  OnSquare
	// Tokens are every player's turtle, in seat order, said as Owners: at
	// the end every token is turned over («откройте жетоны»), and a player
	// whose turtle is behind is named too.
	Tokens []Owned `say:"optional"`
}

// OneNeutral: «черепаха ничейная», not «черепахи ничейные».
func (f Furthest) OneNeutral() bool { return len(f.Neutral) == 1 }

func (Furthest) Code() referee.Code { return "turtles.why.furthest" }

// Carried counts the turtles of nobody's that came to the finish
// together, the finisher and every turtle it carried, when those are all
// the Neutral there are: the sentence then says them once, «но обе они
// ничейные», not the finisher's «ничейная» and then
// each rider's again. 0 otherwise.
func (f Furthest) Carried() int {
	if !f.Nobodys || len(f.Riders) == 0 || len(f.Riders) != len(f.Neutral) {
		return 0
	}
	for i, r := range f.Riders {
		if Turtle(r) != f.Neutral[i] {
			return 0
		}
	}
	return 1 + len(f.Riders)
}

// Owners says whose each player's turtle is, in seat order: «Жёлтый жетон
// — у игрока Нина, синий — у игрока Паша».
func (f Furthest) Owners() *Owner { return owners(f.Tokens) }

// Lowest: players' turtles share the furthest square, in one tower; the
// lowest of them wins.
type Lowest struct {
	Finisher Turtle
	Placed   bool // the setup put the finisher there; no move did
	Nobodys  bool // the turtle that finished is no player's
	// Riders came to the finish on the finisher, bottom to top, as in
	// Furthest: the reader then knows why «обе» stand on the finish.
	Riders []Rider `say:"optional"`
	// Neutral as in Furthest: the reader then knows why they do not win.
	Neutral []Turtle `say:"optional"`
	// the winner's first, then in seat order; said as Colours
	Contenders []Owned `say:"optional"`
	// Tokens are every player's turtle, in seat order, said as Owners: at
	// the end every token is turned over («откройте жетоны»), and a player
	// whose turtle is not a contender is named too.
	Tokens []Owned `say:"optional"`
	Turtle Turtle  // the lowest
	Above  []Below // the other contenders, which it is below: «синяя ниже жёлтой»
	Square OnSquare
}

func (Lowest) Code() referee.Code { return "turtles.why.lowest" }

// OneNeutral: «зелёный никому не достался», not «достались».
func (l Lowest) OneNeutral() bool { return len(l.Neutral) == 1 }

// NeutralTokens are the Neutral turtles said as their tokens, after the
// players' tokens (Owners): «…, а зелёный никому не достался» (the
// booklet's «Зелёный жетон никому не достался, жёлтый — у игрока А»).
func (l Lowest) NeutralTokens() []Token {
	out := make([]Token, len(l.Neutral))
	for i, t := range l.Neutral {
		out[i] = Token(t)
	}
	return out
}

// Rivals is how many players' turtles share the tower: «обе», «все три».
func (l Lowest) Rivals() int { return len(l.Contenders) }

// Colours are the contenders' turtles, the winner's first: «синяя и жёлтая».
func (l Lowest) Colours() []Turtle { return colours(l.Contenders) }

// Owners says whose each player's turtle is, in seat order: «Жёлтый жетон
// — у игрока Нина, синий — у игрока Паша» (a name is never declined).
func (l Lowest) Owners() *Owner { return owners(l.Tokens) }

// SharedOnStart: a turtle of nobody's finished while the players' turtles
// all stood apart on the start, and nothing tells them apart.
type SharedOnStart struct {
	Finisher   Turtle
	Placed     bool    // the setup put the finisher there; no move did
	Contenders []Owned `say:"optional"` // said as Owners
}

func (SharedOnStart) Code() referee.Code { return "turtles.why.start-tie" }

// Owners says whose each turtle on the start is: «Красный жетон — у
// игрока A, синий — у игрока B».
func (s SharedOnStart) Owners() *Owner { return owners(s.Contenders) }

// Owner is the first of a list of whose turtle is whose, said as the
// booklet says where a colour token is: «Синий жетон — у игрока Паша»
// (the booklet's «жёлтый — у игрока А»), the player's name in the
// nominative, for a name is never declined (English: “blue belongs to
// Pasha”, no possessive on a name); the rest follow as OwnerToo.
type Owner struct {
	Player string
	Turtle Token
	Next   *OwnerToo `say:"optional" json:"-"`
}

func (Owner) Code() referee.Code { return "turtles.owner" }

// OwnerToo is a later entry of that list, the noun left out: «жёлтый — у
// игрока Нина».
type OwnerToo struct {
	Player string
	Turtle Token
	Next   *OwnerToo `say:"optional" json:"-"`
}

func (OwnerToo) Code() referee.Code { return "turtles.owner-too" }

// Token is a player's secret colour as the colour token says it, an
// adjective agreeing with «жетон»: «синий жетон — у игрока Паша». The
// booklet says the colour belongs to the player, not that the player plays
// for it: anyone moves any turtle. English says the colour alone.
type Token Turtle

func (t Token) Code() referee.Code { return referee.Code("turtles.token." + turtleKeys[t]) }

func colours(owned []Owned) []Turtle {
	out := make([]Turtle, len(owned))
	for i, o := range owned {
		out[i] = o.Turtle
	}
	return out
}

// owners chains owned for saying: the first entry has the verb, the rest
// leave it out, joined by commas, which a list of facts (joined by «и»)
// cannot say.
func owners(owned []Owned) *Owner {
	if len(owned) == 0 {
		return nil
	}
	var next *OwnerToo
	for i := len(owned) - 1; i > 0; i-- {
		next = &OwnerToo{Player: owned[i].Player, Turtle: Token(owned[i].Turtle), Next: next}
	}
	return &Owner{Player: owned[0].Player, Turtle: Token(owned[0].Turtle), Next: next}
}

// Owned is a player's turtle, named with its player: «жёлтая черепаха: Нина».
type Owned struct {
	Turtle Turtle
	Player string
}

func (Owned) Code() referee.Code { return "turtles.owned" }

// Below is a turtle another stands below, said as Russian says it after
// «ниже»: «синяя ниже жёлтой» (the genitive; English says it alike).
type Below Turtle

func (t Below) Code() referee.Code { return referee.Code("turtles.below." + turtleKeys[t]) }
