package turtles

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// start builds a race from header lines, read as the referee reads them.
func start(t *testing.T, header string) *race {
	t.Helper()
	return open(t, header).Engine().(*race)
}

// open starts a session from header lines, read as the referee reads them.
func open(t *testing.T, header string) *referee.Session {
	t.Helper()
	s, r := refereetest.Open(Spec(), header)
	if s == nil {
		t.Fatalf("header: %v", r.FirstProblem())
	}
	return s
}

// play applies one move line for whoever's turn it is.
func play(t *testing.T, r *race, text string) referee.Step {
	t.Helper()
	m, err := r.Parse(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return r.Apply(-1, m, true)
}

// stacks shows the track as "sq:bottom/…/top" for comparison.
func stacks(r *race) string {
	var parts []string
	for sq := 0; sq <= r.track; sq++ {
		var names []string
		for _, t := range r.on(sq) {
			names = append(names, t.String())
		}
		if len(names) > 0 {
			parts = append(parts, notation.Itoa(sq)+":"+strings.Join(names, "/"))
		}
	}
	return strings.Join(parts, " ")
}

func TestCarryingAndLandingOnTop(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 3=blue, 2=yellow, 1=red, 5=green\n")
	for _, m := range []string{"yellow +1", "red +2"} {
		if s := play(t, r, m); s.Violation != nil {
			t.Fatalf("%s: %v", m, s.Violation)
		}
	}
	if got, want := stacks(r), "0:purple 3:blue/yellow/red 5:green"; got != want {
		t.Errorf("after the tower: %s, want %s", got, want)
	}
	play(t, r, "yellow +2") // yellow takes red, leaves blue, lands on green
	if got, want := stacks(r), "0:purple 3:blue 5:green/yellow/red"; got != want {
		t.Errorf("after yellow +2: %s, want %s", got, want)
	}
	play(t, r, "green -1") // the whole stack rides back, order kept
	if got, want := stacks(r), "0:purple 3:blue 4:green/yellow/red"; got != want {
		t.Errorf("after green -1: %s, want %s", got, want)
	}
}

func TestStackBreaksUpOnTheStart(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 1=red/yellow/green\n")
	play(t, r, "red -1")
	if got, want := stacks(r), "0:red/yellow/green/blue/purple"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	// Off the start a turtle carries nobody, though others stand there.
	play(t, r, "yellow +1")
	if got, want := stacks(r), "0:red/green/blue/purple 1:yellow"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestOvershootStopsOnTheFinish(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 8=blue/red\n")
	s := play(t, r, "blue +2")
	if s.Violation != nil || !r.over || r.finisher != Blue {
		t.Fatalf("blue +2 from 8: violation %v over %v", s.Violation, r.over)
	}
	if got, want := stacks(r), "0:yellow/green/purple 9:blue/red"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if len(s.Narration) != 1 {
		t.Fatalf("told %d messages, want one: %v", len(s.Narration), s.Narration)
	}
	if m, ok := s.Narration[0].(Moved); !ok || !m.Overshot || !m.To.Finish || m.From.N != 8 {
		t.Errorf("the overshoot is not told: %#v", s.Narration[0])
	}
	if v := play(t, r, "red +1").Violation; v == nil || v.Code() != "turtles.race-over" {
		t.Errorf("a move after the finish: %v", v)
	}
}

func TestViolations(t *testing.T) {
	cases := []struct {
		header, move, code string
	}{
		{"players: A, B\n", "blue +3", "turtles.no-such-card"},
		{"players: A, B\n", "blue +0", "turtles.no-such-card"},
		{"players: A, B\n", "blue -2", "turtles.no-such-card"},
		{"players: A, B\n", "rainbow +2 red", "turtles.no-such-card"},
		{"players: A, B\n", "last -1 red", "turtles.no-such-card"},
		{"players: A, B\n", "red -1", "turtles.back-from-start"},
		{"players: A, B\n", "rainbow -1 red", "turtles.back-from-start"},
		{"players: A, B\nsetup: 1=red, 2=yellow, 3=purple\n", "last +1 red", "turtles.not-last"},
		// All off the start: the rearmost real square counts.
		{"players: A, B\nsetup: 1=red/yellow, 2=green, 3=blue, 4=purple\n", "last +1 green", "turtles.not-last"},
		{"players: A, B\nsetup: finish=red\n", "blue +1", "turtles.race-over-setup"},
	}
	for _, c := range cases {
		r := start(t, c.header)
		before := stacks(r)
		s := play(t, r, c.move)
		if s.Violation == nil || string(s.Violation.Code()) != c.code {
			t.Errorf("%s / %s: got %v, want %s", c.header, c.move, s.Violation, c.code)
		}
		if stacks(r) != before || r.turn != 0 {
			t.Errorf("%s: an illegal move changed the position", c.move)
		}
	}
}

func TestLastTurtleChoice(t *testing.T) {
	// Blue under yellow on the rearmost square: choosing blue moves both,
	// choosing yellow moves yellow alone.
	r := start(t, "players: A, B\nsetup: 2=blue/yellow, 4=red, 5=green, 6=purple\n")
	play(t, r, "last +1 blue")
	if got, want := stacks(r), "3:blue/yellow 4:red 5:green 6:purple"; got != want {
		t.Errorf("choosing blue: %s, want %s", got, want)
	}
	r = start(t, "players: A, B\nsetup: 2=blue/yellow, 4=red, 5=green, 6=purple\n")
	play(t, r, "last +1 yellow")
	if got, want := stacks(r), "2:blue 3:yellow 4:red 5:green 6:purple"; got != want {
		t.Errorf("choosing yellow: %s, want %s", got, want)
	}
}

// TestLastTurtleUnnamed: «Если дальше всех позади одна, двигайте её» — a
// last-turtle card that names no turtle moves the one rearmost turtle; a
// choice must be named only when several share the rearmost square, and
// the error then gives a move that can be played.
func TestLastTurtleUnnamed(t *testing.T) {
	r := start(t, "players: Нина, Паша\nsetup: 1=красная, 2=жёлтая, 3=фиолетовая, 4=синяя\n")
	play(t, r, "отстающая +1")
	if got, want := stacks(r), "1:red/green 2:yellow 3:purple 4:blue"; got != want {
		t.Errorf("the one last turtle: %s, want %s", got, want)
	}
	// Now red and green share square 1, red below: the card must say which.
	_, err := r.Parse(&notation.Move{Text: "отстающая +2", TextPos: notation.Pos{Line: 3, Column: 7}})
	if err == nil {
		t.Fatal("a last-turtle card with two turtles last and none named was read")
	}
	want := ChoiceMissing{Card: "отстающая", Example: Chosen{Last: true, Step: "+2", Turtle: Red}, Rearmost: []Turtle{Red, Green}, Square: OnSquare{N: 1}}
	if diff := cmp.Diff(want, err.Message); diff != "" || err.Pos.Line != 3 || err.Pos.Column != 7 {
		t.Errorf("the choice missing (-want +got):\n%s at %v", diff, err.Pos)
	}
	// The example the error gives is a move that can be played.
	play(t, r, "last +2 red")
	if got, want := stacks(r), "2:yellow 3:purple/red/green 4:blue"; got != want {
		t.Errorf("the example played: %s, want %s", got, want)
	}
}

// TestRainbowUnnamed: a rainbow card always needs its turtle named, and
// the example names one the card can move.
func TestRainbowUnnamed(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 2=blue\n")
	for text, turtle := range map[string]Turtle{"rainbow +1": Yellow, "радуга -1": Blue} {
		_, err := r.Parse(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err == nil {
			t.Errorf("%q was read", text)
			continue
		}
		m, ok := err.Message.(ChoiceMissing)
		if !ok || m.Example.Turtle != turtle || m.Example.Last || m.Rearmost != nil {
			t.Errorf("%q: %#v, want an example with %v", text, err.Message, turtle)
		}
	}
}

func TestWrongPlayerAndTurnOrder(t *testing.T) {
	r := start(t, "players: A, B, C\nturn: B\n")
	if r.Turn() != 1 {
		t.Fatalf("turn: B gives turn %d", r.Turn())
	}
	m, _ := r.Parse(&notation.Move{Text: "red +1"})
	v := r.Apply(0, m, false).Violation
	if w, ok := v.(referee.WrongPlayer); !ok || w.Code() != CodeWrongPlayer || w.Expected != "B" || w.Actor != "A" {
		t.Errorf("A playing on B's turn: %#v", v)
	}
	if v := r.Apply(1, m, false).Violation; v != nil {
		t.Errorf("B on B's turn: %v", v)
	}
	if r.Turn() != 2 {
		t.Errorf("after B comes C, got %d", r.Turn())
	}
}

func TestWinner(t *testing.T) {
	cases := []struct {
		name, header, move string
		winners            []int
		why                string
	}{
		{"lower wins a shared square", "players: A, B\ncolors: A=yellow, B=red\nsetup: 8=green/yellow/red\n", "green +1", []int{0}, "turtles.why.lowest"},
		{"top of the stack does not win", "players: A, B\ncolors: A=red, B=yellow\nsetup: 8=green/yellow/red\n", "green +1", []int{1}, "turtles.why.lowest"},
		{"neutral finisher, furthest owned wins", "players: A, B\ncolors: A=red, B=blue\nsetup: 8=green, 5=red, 6=blue\n", "green +1", []int{1}, "turtles.why.furthest"},
		{"owned all on the start: shared", "players: A, B, C\ncolors: A=red, B=blue, C=yellow\nsetup: 8=green\n", "green +1", []int{0, 1, 2}, "turtles.why.start-tie"},
		{"one owned off the start beats the start", "players: A, B\ncolors: A=red, B=blue\nsetup: 8=green, 1=blue\n", "green +1", []int{1}, "turtles.why.furthest"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := start(t, c.header)
			play(t, r, c.move)
			o := r.Outcome()
			if !o.Over || string(o.Why.Code()) != c.why {
				t.Errorf("over %v why %s, want %s", o.Over, o.Why.Code(), c.why)
			}
			if diff := cmp.Diff(c.winners, o.Winners); diff != "" {
				t.Errorf("winners (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNoColoursNamesNobody(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 8=green\n")
	play(t, r, "green +1")
	if o := r.Outcome(); !o.Over || len(o.Winners) != 0 || o.Why.Code() != "turtles.why.no-colours" {
		t.Errorf("outcome without colours: %+v", o)
	}
}

func TestParseForms(t *testing.T) {
	cases := []struct {
		text   string
		kind   cardKind
		colour Turtle
		step   int
	}{
		{"blue +2", colourCard, Blue, 2},
		{"СИНЯЯ −1", colourCard, Blue, -1},
		{"желтая +1", colourCard, Yellow, 1},
		{"rainbow +1 yellow", rainbowCard, Yellow, 1},
		{"радуга жёлтая -1", rainbowCard, Yellow, -1},
		{"разноцветная +1 фиолетовая", rainbowCard, Purple, 1},
		{"last +2 green", lastCard, Green, 2},
		{"red - 1", colourCard, Red, -1},
		{"red + 2", colourCard, Red, 2},
		{"отстающая +1 зелёная", lastCard, Green, 1},
		{"последняя +2 красная", lastCard, Red, 2},
		{"pass", passMove, 0, 0},
		{"Пас", passMove, 0, 0},
		// A step said in words, as the booklet and the table say it.
		{"синяя вперёд на 2", colourCard, Blue, 2},
		{"синяя на две клетки вперёд", colourCard, Blue, 2},
		{"Синяя вперед на одну клетку", colourCard, Blue, 1},
		{"синяя назад на 1", colourCard, Blue, -1},
		{"синяя на одну клетку назад", colourCard, Blue, -1},
		{"blue forward 2", colourCard, Blue, 2},
		{"blue two squares forward", colourCard, Blue, 2},
		{"blue back one", colourCard, Blue, -1},
		{"blue forward +2", colourCard, Blue, 2},
		{"радуга вперёд на 1 жёлтая", rainbowCard, Yellow, 1},
		{"радуга жёлтая на одну клетку назад", rainbowCard, Yellow, -1},
		{"отстающая зелёная на две клетки вперёд", lastCard, Green, 2},
	}
	for _, c := range cases {
		_, m, err := parseMove(&notation.Move{Text: c.text})
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if m.kind != c.kind || m.colour != c.colour || m.step != c.step {
			t.Errorf("%q: got kind %d colour %v step %d", c.text, m.kind, m.colour, m.step)
		}
	}
	bad := map[string]string{
		"bleu +1":            "turtles.unknown-word-suggest",
		"xyzzy +1":           "turtles.unknown-word",
		"blue +1 red":        "turtles.choice-extra",
		"blue":               "turtles.step-missing",
		"+1 blue":            "turtles.card-missing",
		"blue +1 +1":         "turtles.extra",
		"pass now":           "turtles.extra",
		"blue +1 ?":          "turtles.extra",
		"red +":              "turtles.sign-alone",
		"rainbow +1 last":    "turtles.not-a-turtle",
		"last +1 red blue":   "turtles.extra",
		"синяя вперёд -1":    "turtles.spoken-sign",
		"blue back +1":       "turtles.spoken-sign",
		"синяя вперёд":       "turtles.step-missing",
		"blue forward 2 3":   "turtles.extra",
		"blue forward two 2": "turtles.extra",
		"blue two":           "turtles.step-missing", // a number word alone says no direction
	}
	for text, code := range bad {
		_, _, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err == nil || string(err.Code()) != code {
			t.Errorf("%q: got %v, want %s", text, err, code)
		}
	}
}

// TestLeftOverSaid: a move with something after it says the move as read
// and all that follows it, as typed: a second card is named whole
// («после «красная +1» стоит ещё «синяя +1»»), not its step alone (editor,
// round 36); a move written step first is shown card first.
func TestLeftOverSaid(t *testing.T) {
	extra := map[string]Extra{
		"красная +1 синяя +1": {Move: "красная +1", Text: "синяя +1"},
		"blue +1 +2":          {Move: "blue +1", Text: "+2"},
		"pass now":            {Move: "pass", Text: "now"},
		"blue +1 ?":           {Move: "blue +1", Text: "?"},
		"last +1 red blue":    {Move: "last +1 red", Text: "blue"},
		"разноцветная синяя +1 +2": {Move: "разноцветная синяя +1", Text: "+2"},
		"rainbow +1 +1":    {Move: "rainbow +1", Text: "+1"},
		"blue forward 2 3": {Move: "blue forward 2", Text: "3"},
		"жёлтая +1 красная −1 синяя +2": {Move: "жёлтая +1", Text: "красная −1 синяя +2"},
	}
	for text, want := range extra {
		_, _, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if got, ok := err.Message.(Extra); !ok || got != want {
			t.Errorf("%q: got %#v, want %#v", text, err.Message, want)
		}
	}
	first := map[string]string{
		"+1 красная":            "красная +1",
		"-1 blue":               "blue −1",
		"+1 разноцветная синяя": "разноцветная +1 синяя",
		"+2 last":               "last +2",
		"+1":                    "",
		"+1 пас":                "",
		"+1 хрюшка":             "",
		"+1 red blue":           "",
	}
	for text, want := range first {
		_, _, err := parseMove(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if got, ok := err.Message.(CardMissing); !ok || got.Example != want {
			t.Errorf("%q: got %#v, want the example %q", text, err.Message, want)
		}
	}
}

// TestNobodysCarriedSaidOnce: a nobody's turtle that carried only nobody's
// to the finish is said with them in one clause; any other nobody's turtle
// is said apart.
func TestNobodysCarriedSaidOnce(t *testing.T) {
	cases := []struct {
		f    Furthest
		want int
	}{
		{Furthest{Finisher: Blue, Nobodys: true, Riders: []Rider{Rider(Green)}, Neutral: []Turtle{Green}}, 2},
		{Furthest{Finisher: Blue, Nobodys: true, Riders: []Rider{Rider(Green), Rider(Purple)}, Neutral: []Turtle{Green, Purple}}, 3},
		{Furthest{Finisher: Blue, Nobodys: true, Riders: []Rider{Rider(Green), Rider(Red)}, Neutral: []Turtle{Green}}, 0},
		{Furthest{Finisher: Blue, Nobodys: true, Neutral: []Turtle{Green}}, 0},
		{Furthest{Finisher: Blue, Nobodys: true, Riders: []Rider{Rider(Green)}, Neutral: []Turtle{Green, Purple}}, 0},
		{Furthest{Finisher: Red, Riders: []Rider{Rider(Green)}, Neutral: []Turtle{Green}}, 0},
	}
	for _, c := range cases {
		if got := c.f.Carried(); got != c.want {
			t.Errorf("%+v: Carried %d, want %d", c.f, got, c.want)
		}
	}
}

// TestRandomGamesReplay: seeded random games, every move drawn from the
// engine's own legal moves, replay with no violation, and each ends with
// the race over or the move limit reached.
func TestRandomGamesReplay(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		players := []string{"A", "B", "C", "D", "E"}[:2+seed%4]
		s := open(t, "players: "+strings.Join(players, ", ")+"\n")
		r := s.Engine().(*race)
		rng := rand.New(rand.NewPCG(seed, 7))
		moves, err := refereetest.Playout(s, rng, 500)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !r.Outcome().Over && len(moves) < 500 {
			t.Errorf("seed %d: stopped after %d moves with the race not over", seed, len(moves))
		}
		// The turtles are always five, each once, stacks consistent.
		seen := 0
		for sq := 0; sq <= r.track; sq++ {
			for _, x := range r.on(sq) {
				if r.square[x] != sq {
					t.Fatalf("seed %d: %v on %d but recorded on %d", seed, x, sq, r.square[x])
				}
				seen++
			}
		}
		if seen != int(numTurtles) {
			t.Fatalf("seed %d: %d turtles on the track", seed, seen)
		}
	}
}

// TestChangedMoveIsListedOrFlagged: every card kind for every turtle, in
// positions from random games, is either in the legal list (as its colour
// card) or refused with a rule code — never accepted silently off the list.
func TestChangedMoveIsListedOrFlagged(t *testing.T) {
	cards := []string{"+1", "+2", "-1", "+3", "-2"}
	kinds := []string{"", "rainbow ", "last "}
	for seed := uint64(1); seed <= 30; seed++ {
		s := open(t, "players: A, B, C\n")
		r := s.Engine().(*race)
		rng := rand.New(rand.NewPCG(seed, 11))
		if _, err := refereetest.Playout(s, rng, int(seed)); err != nil {
			t.Fatal(err)
		}
		legal := map[string]bool{}
		for _, m := range r.Legal(nil).Moves {
			legal[m.Text] = true
		}
		for tt := Turtle(0); tt < numTurtles; tt++ {
			for _, kind := range kinds {
				for _, c := range cards {
					text := tt.String() + " " + c
					if kind != "" {
						text = kind + c + " " + tt.String()
					}
					copy := *r
					copy.stacks = make([][]Turtle, len(r.stacks))
					for i := range r.stacks {
						copy.stacks[i] = append([]Turtle(nil), r.stacks[i]...)
					}
					s := play(t, &copy, text)
					if s.Violation == nil && !legal[tt.String()+" "+c] {
						t.Errorf("seed %d: %q accepted but %q is not listed", seed, text, tt.String()+" "+c)
					}
				}
			}
		}
	}
}

// TestTurtleTerms: each turtle's term is its key's, as the locale files
// name it.
func TestTurtleTerms(t *testing.T) {
	for tt := Turtle(0); tt < numTurtles; tt++ {
		if got, want := string(tt.Term()), "turtles.turtle."+tt.String(); got != want {
			t.Errorf("%v.Term() = %q, want %q", tt, got, want)
		}
	}
}

// TestTurtleCodes: a turtle said is its colour's word, as the locale files
// name it.
func TestTurtleCodes(t *testing.T) {
	for tt := Turtle(0); tt < numTurtles; tt++ {
		if got, want := string(tt.Code()), "turtles.turtle."+tt.String(); got != want {
			t.Errorf("%v.Code() = %q, want %q", tt, got, want)
		}
	}
}

// TestOutcomeKeepsItsPlaces: the first outcome's places live in the race
// (nothing allocated for the ranking a check prints); an outcome worked
// out again never writes into an earlier one's, which a report may hold.
func TestOutcomeKeepsItsPlaces(t *testing.T) {
	r := start(t, "players: A, B, C\ncolors: A=red, B=blue, C=yellow\nsetup: 8=green/yellow/red, 3=blue\n")
	play(t, r, "green +1")
	first := r.Outcome()
	want := [][]int{{2}, {0}, {1}} // yellow lowest of the contenders on the finish, then red, then blue
	if diff := cmp.Diff(want, first.Places); diff != "" {
		t.Fatalf("places (-want +got):\n%s", diff)
	}
	if &first.Places[0][0] != &r.ranked.order[0] {
		t.Errorf("the first ranking was not made in the race's own room")
	}
	again := r.Outcome()
	again.Places[0][0], again.Places[1][0] = 9, 9
	if diff := cmp.Diff(want, first.Places); diff != "" {
		t.Errorf("the second outcome wrote into the first's places (-want +got):\n%s", diff)
	}
	if allocs := testing.AllocsPerRun(10, func() { r.rankedUsed = false; r.places() }); allocs != 0 {
		t.Errorf("the first ranking allocated %v times", allocs)
	}
}

// TestRefusalsNameThePieces: a refused card says the rule with the
// pieces it names, as typed facts: the turtle, its card, the squares.
func TestRefusalsNameThePieces(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 1=red, 2=yellow, 3=purple\n")
	if v, ok := play(t, r, "rainbow -1 blue").Violation.(BackFromStart); !ok || v.Turtle != Blue || !v.Card.Rainbow || v.Card.Step != "−1" {
		t.Errorf("rainbow −1 for blue on the start: %#v", v)
	}
	v, ok := play(t, r, "last +1 red").Violation.(NotLast)
	if !ok || v.Turtle != Red || v.Square != (OnSquare{N: 1}) || !v.Rear.Start() || !slices.Equal(v.Rearmost, []Turtle{Green, Blue}) {
		t.Errorf("last +1 red while green and blue are on the start: %#v", v)
	}
	if v, ok := play(t, r, "red +3").Violation.(NoSuchCard); !ok || v.Card != (Card{Turtle: Red, Step: "+3"}) {
		t.Errorf("red +3: %#v", v)
	}
	r = start(t, "players: A, B\nsetup: 8=blue\n")
	play(t, r, "blue +1")
	over, ok := play(t, r, "red +1").Violation.(referee.GameOver)
	if !ok || over.Code() != CodeRaceOver || over.How != (Finished{Turtle: Blue, Move: 1}) {
		t.Errorf("a card after the finish: %#v", over)
	}
	r = start(t, "players: A, B\nsetup: finish=green\n")
	over, ok = play(t, r, "red +1").Violation.(referee.GameOver)
	if !ok || over.Code() != CodeRaceOverSetup || over.How != (Finished{Turtle: Green}) {
		t.Errorf("a card after a setup's finish: %#v", over)
	}
}

// TestMovedSaysTheMove: what a card did is one message with the facts of
// the whole move: the squares, the riders, the tower it joined.
func TestMovedSaysTheMove(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 7=blue, 6=green/yellow, 2=red/purple\n")
	got := play(t, r, "green +1").Narration
	want := []referee.Message{Moved{Player: "A", Turtle: Green, From: FromSquare{N: 6}, To: ToSquare{N: 7}, Riders: []Rider{Rider(Yellow)},
		Tower: []Turtle{Blue, Green, Yellow}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("green +1 (-want +got):\n%s", diff)
	}
	got = play(t, r, "last +1 red").Narration
	m, ok := got[0].(Moved)
	if !ok || len(got) != 1 || !m.Chose() || !slices.Equal(m.Rearmost, []Turtle{Red, Purple}) || !slices.Equal(m.Riders, []Rider{Rider(Purple)}) || m.Tower != nil {
		t.Errorf("last +1 red: %#v", got)
	}
	got = play(t, r, "blue +2").Narration
	if m, ok := got[0].(Moved); !ok || !m.To.Finish || m.Overshot || len(m.Riders) != 2 || m.Tower != nil {
		t.Errorf("blue +2 from square 7 onto the finish: %#v", got)
	}
	r = start(t, "players: A, B\nsetup: 1=red/purple\n")
	got = play(t, r, "red -1").Narration
	if m, ok := got[0].(Moved); !ok || !m.Back || m.To.N != 0 || !m.Apart || m.Tower != nil {
		t.Errorf("red −1 with purple onto the start: %#v", got)
	}
	got = play(t, r, "yellow +1").Narration
	if m, ok := got[0].(Moved); !ok || m.Apart || m.Riders != nil || m.Tower != nil {
		t.Errorf("yellow +1 off the start, where others stand: %#v", got)
	}
}

// TestAllOnStartAgain: «ещё на старте» only before any card; once a card
// has taken a turtle off the start and back, the turtles are there again.
func TestAllOnStartAgain(t *testing.T) {
	r := start(t, "players: A, B\n")
	if got := r.Outcome().Why; got != (AllOnStart{}) {
		t.Errorf("before any card: %#v, want still on the start", got)
	}
	play(t, r, "pass")
	if got := r.Outcome().Why; got != (AllOnStart{}) {
		t.Errorf("after a pass: %#v, want still on the start", got)
	}
	play(t, r, "red +1")
	play(t, r, "red -1")
	if got := r.Outcome().Why; got != (AllOnStart{Again: true}) {
		t.Errorf("red off and back: %#v, want on the start again", got)
	}
}

// TestLowestNamesTheWinnerFirst: in a shared stack the winner's turtle is
// named first, whatever the seat order, so the sentence reads as the reason.
func TestLowestNamesTheWinnerFirst(t *testing.T) {
	r := start(t, "players: A, B\ncolors: A=red, B=yellow\nsetup: 8=green/yellow/red\n")
	play(t, r, "green +1")
	why, ok := r.Outcome().Why.(Lowest)
	if !ok {
		t.Fatalf("why %T, want Lowest", r.Outcome().Why)
	}
	want := []Owned{{Turtle: Yellow, Player: "B"}, {Turtle: Red, Player: "A"}}
	if diff := cmp.Diff(want, why.Contenders); diff != "" || why.Turtle != Yellow {
		t.Errorf("contenders (-want +got):\n%s", diff)
	}
}

// TestEveryoneRearmost: a last-turtle card with every turtle on one square
// says «все черепахи», not «самые отстающие» and all five.
func TestEveryoneRearmost(t *testing.T) {
	r := start(t, "players: A, B\n")
	_, err := r.Parse(&notation.Move{Text: "отстающая +1"})
	if err == nil {
		t.Fatal("a last-turtle card naming no turtle, all on the start, was read")
	}
	if m, ok := err.Message.(ChoiceMissing); !ok || !m.Everyone() {
		t.Errorf("%#v: want a choice among every turtle", err.Message)
	}
	told := play(t, r, "отстающая +1 синяя").Narration[0].(Moved)
	if !told.Everyone() {
		t.Errorf("%#v: want every turtle rearmost", told)
	}
	told = play(t, r, "отстающая +1 красная").Narration[0].(Moved)
	if told.Everyone() || !told.Chose() {
		t.Errorf("%#v: want a choice among four", told)
	}
}

// TestLastTurtleChoiceSaysWhoStays: the booklet's case — blue below yellow,
// both last; a last-turtle card for yellow leaves blue, and says so.
func TestLastTurtleChoiceSaysWhoStays(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 2=blue/yellow, 3=red, 4=green, 5=purple\n")
	told := play(t, r, "last +1 yellow").Narration[0].(Moved)
	if diff := cmp.Diff([]Turtle{Blue}, told.Stayed); diff != "" {
		t.Errorf("yellow chosen (-want +got):\n%s", diff)
	}
	r = start(t, "players: A, B\nsetup: 2=blue/yellow, 3=red, 4=green, 5=purple\n")
	if told := play(t, r, "last +1 blue").Narration[0].(Moved); told.Stayed != nil {
		t.Errorf("blue chosen carries yellow, yet %v stayed", told.Stayed)
	}
}

// TestColourCardSaysWhoStays: a colour card that takes a turtle out of the
// middle of a tower says who stays below, as the booklet's example does
// («синяя остаётся на прежней клетке»); a last-turtle card did already.
func TestColourCardSaysWhoStays(t *testing.T) {
	r := start(t, "players: A, B\nsetup: 3=blue/yellow/red\n")
	got := play(t, r, "yellow +2").Narration
	if m, ok := got[0].(Moved); !ok || !slices.Equal(m.Stayed, []Turtle{Blue}) || !slices.Equal(m.Riders, []Rider{Rider(Red)}) {
		t.Errorf("yellow +2 from the middle of a tower: %#v", got)
	}
	got = play(t, r, "blue +1").Narration
	if m, ok := got[0].(Moved); !ok || m.Stayed != nil {
		t.Errorf("blue +1, alone on its square: %#v", got)
	}
}

// TestPlacesChainsTheSquaresBehind: the squares between the finish and the
// start are said as one list joined by «;» («на клетке 5 — синяя; на
// клетке 2 — зелёная»), not by «и» as a list of facts is.
func TestPlacesChainsTheSquaresBehind(t *testing.T) {
	n := NoColours{Behind: []Place{{Turtles: []Turtle{Blue}, Square: OnSquare{N: 5}}, {Turtles: []Turtle{Green}, Square: OnSquare{N: 2}}}}
	p := n.Places()
	if p == nil || p.Square.N != 5 || p.Next == nil || p.Next.Square.N != 2 || p.Next.Next != nil || n.Behind[0].Next != nil {
		t.Errorf("places of blue on 5 and green on 2: %#v", p)
	}
	if (NoColours{}).Places() != nil {
		t.Errorf("no squares behind, yet places")
	}
}
