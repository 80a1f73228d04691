package bigraces

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// open starts a session from header lines, read as the referee reads them.
func open(t testing.TB, header string) *referee.Session {
	t.Helper()
	s, r := refereetest.Open(Spec(), header)
	if s == nil {
		t.Fatalf("header: %v", r.FirstProblem())
	}
	return s
}

func engineOf(s *referee.Session) *engine { return s.Engine().(*engine) }

// apply plays one move line as the session would and returns the step.
func apply(t *testing.T, s *referee.Session, line string) referee.Played {
	t.Helper()
	moves, _ := s.Frame(line, 1)
	if len(moves) != 1 || moves[0].NoEntry {
		t.Fatalf("%q frames as %v", line, moves)
	}
	return s.Play(moves[0])
}

var catalog = func() *say.Catalog {
	c, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		panic(err)
	}
	return c
}()

// words renders a message in both languages and fails on anything raw.
func words(t *testing.T, m referee.Message) [2]string {
	t.Helper()
	var out [2]string
	for i, lang := range say.Languages {
		s := catalog.Speaker(lang).Say(m)
		if strings.Contains(s, "big-races.") || strings.Contains(s, "<no value>") || strings.Contains(s, "%!") {
			t.Errorf("%s: %q", lang, s)
		}
		// The no-break spaces of the Russian typography read as spaces here.
		out[i] = strings.ReplaceAll(s, "\u00a0", " ")
	}
	return out
}

// refusedAs plays a line that must be refused with code, and returns the
// violation’s English and Russian words.
func refusedAs(t *testing.T, s *referee.Session, line string, code referee.Code) [2]string {
	t.Helper()
	p := apply(t, s, line)
	if p.Error != nil {
		t.Fatalf("%q: %v", line, p.Error)
	}
	if p.Violation == nil || string(p.Violation.Code()) != string(code) {
		t.Fatalf("%q: violation %v, want %s", line, p.Violation, code)
	}
	return words(t, p.Violation)
}

func legal(t *testing.T, s *referee.Session, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if err := refereetest.Play(s, l); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
	}
}

func has(t *testing.T, said [2]string, en, ru string) {
	t.Helper()
	if !strings.Contains(said[0], en) {
		t.Errorf("English %q lacks %q", said[0], en)
	}
	if !strings.Contains(said[1], ru) {
		t.Errorf("Russian %q lacks %q", said[1], ru)
	}
}

// The example, word for word.
func TestTooFarExplained(t *testing.T) {
	s := open(t, "players: серые, белые\nsetup: серые1=4/20, белые2=3/18, белые1=2/2, серые2=1/1\n")
	legal(t, s, "серые1: ппп")
	said := refusedAs(t, s, "белые2: 2пн2п", CodeTooFar)
	has(t, said, "this move covers seven squares (two steps forward, one step outward and two steps forward; a step to the outer lane counts as three squares), but car белые2 may move at most five: the leader, car серые1, moved three squares, and the second car may move at most two squares more than the leader did",
		"этот ход — на семь клеток (два шага вперёд, один шаг наружу и два шага вперёд; шаг на внешнюю дорожку считается за три клетки), а машине белые2 можно пройти не больше пяти. Машина серые1, лидер раунда, прошла три клетки, а вторая машина может пройти самое большее на две клетки больше")
	legal(t, s, "белые2: 5п")
	said = refusedAs(t, s, "белые1: 7п", CodeTooFar)
	has(t, said, "this move covers seven squares, but car белые1 may move at most six: the car before it, белые2, moved five squares, and each car after the second may move at most one square more than the car before it",
		"этот ход — на семь клеток, а машине белые1 можно пройти не больше шести. Предыдущая машина, белые2, прошла пять клеток, а третья и каждая следующая машина может пройти самое большее на одну клетку больше, чем прошла предыдущая")
}

func TestWrongCarExplained(t *testing.T) {
	s := open(t, "players: A, B\nsetup: A1=2/12, B2=3/12, B1=4/8, A2=1/5\n")
	has(t, refusedAs(t, s, "B2: f", CodeWrongCar), "car A1 moves now, not car B2: the two cars are level, A1 at 2/12 and B2 at 3/12, and of two level cars the one nearer the centre moves first",
		"сейчас очередь машины A1, а не машины B2. Они идут наравне (на клетках 2/12 и 3/12), и первой из них ходит та, что ближе к центру")
	has(t, refusedAs(t, s, "A2: f", CodeWrongCar), "the car in front moves first, and A1 is at 2/12, A2 only at 1/5", "сейчас очередь машины A1, а не машины A2. Первой ходит машина, которая впереди: машина A1 стоит на клетке 2/12, машина A2 — только на 1/5")
	// A player named: their car still to move is named.
	has(t, refusedAs(t, s, "B: f", CodeWrongCar), "car A1 moves now, not car B2: the two cars are level, A1 at 2/12 and B2 at 3/12, and of two level cars the one nearer the centre moves first", "сейчас очередь машины A1, а не машины B2. Они идут наравне (на клетках 2/12 и 3/12), и первой из них ходит та, что ближе к центру")
	legal(t, s, "A1: f")
	has(t, refusedAs(t, s, "A1: f", CodeWrongCar), "car B2 moves now, not car A1: it has moved in this round already", "а машина A1 в этом раунде уже ходила")
	legal(t, s, "B: f") // B’s car due is B2
	has(t, refusedAs(t, s, "A: f", CodeWrongCar), "car B1 moves now, not car A2: the car in front moves first, and B1 is at 4/8, A2 only at 1/5", "сейчас очередь машины B1, а не машины A2. Первой ходит машина, которая впереди: машина B1 стоит на клетке 4/8, машина A2 — только на 1/5")
}

func TestPlayerWithoutCarsDue(t *testing.T) {
	s := open(t, "players: A, B, C\nsetup: A1=2/12, B1=3/10, C1=1/5\n")
	legal(t, s, "A1: f")
	has(t, refusedAs(t, s, "A: f", CodeWrongCar), "every car of A still racing has moved in this round", "сейчас очередь машины B1, а все машины игрока A, что ещё в гонке, в этом раунде уже ходили")
	has(t, refusedAs(t, s, "C2: f", CodeCarGone), "car C2 is out of the race: the setup does not list it", "её нет в позиции")
}

func TestCarGoneExplained(t *testing.T) {
	// B1 on lane 1 is boxed in: B2 (1/−2, the cell of 1/8) ahead, A2
	// (2/−3, the cell of 2/7) outside it.
	s := open(t, "players: A, B\nlength: 10\nlaps: 1\nsetup: A1=4/9, B1=1/7, A2=2/-3, B2=1/-2\n")
	legal(t, s, "A1: f", "B1: 0", "B2: f", "A2: f")
	has(t, refusedAs(t, s, "A1: f", CodeCarGone), "car A1 is out of the race: it crossed the finish line on move 1. Car B2 moves next", "машины A1 в гонке уже нет: ходом 1 она пришла к финишу. Сейчас очередь машины B2")
	has(t, refusedAs(t, s, "B1: f", CodeCarGone), "on move 2 it made a “zero” move, and it left the race when that round ended", "машины B1 в гонке уже нет: ход 2 был её ходом «ноль», и в конце того раунда она сошла с дистанции. Сейчас очередь машины B2")
	if o := s.Outcome(); o.Over || len(o.Winners) != 1 || o.Winners[0] != 0 || len(o.Places) != 1 {
		t.Fatalf("outcome %+v", o)
	}
}

func TestZeroWithMoveShowsOne(t *testing.T) {
	s := open(t, "players: A, B\n")
	has(t, refusedAs(t, s, "A1: 0", CodeZeroWithMove), "for example, to 4/1 (the move “f”)", "машина A1 может сдвинуться — например, на клетку 4/1 (ход «п»). Ход «ноль» объявляют, только если машину нельзя сдвинуть ни на одну клетку")
}

func TestStepMessages(t *testing.T) {
	s := open(t, "players: A, B\nsetup: A1=2/10, B1=2/12, A2=3/9\n")
	has(t, refusedAs(t, s, "B1: f back", CodeBadStep), "on its second step, car B1 would move back", "на втором шаге машина B1 поехала бы назад")
	// A move of one step has no step to count: the refusal names none.
	said := refusedAs(t, s, "B1: f+i", CodeBadStep)
	has(t, said, "car B1 would move diagonally forward and inward, but", "машина B1 поехала бы по диагонали — одним шагом вперёд и на внутреннюю дорожку")
	if strings.Contains(said[0], "step,") || strings.Contains(said[1], "шаге") {
		t.Errorf("a one-step move's refusal counts its step: %q", said)
	}
	has(t, refusedAs(t, s, "B1: iii", CodeOffTrack), "on its second step, car B1 would leave the track: lane 1 is the innermost", "на втором шаге машина B1 съехала бы с трассы: с первой, самой внутренней, дорожки шагнуть внутрь некуда")
	has(t, refusedAs(t, s, "B1: io", CodeCellTwice), "on its second step, car B1 would come back to 2/12, where it started", "на втором шаге машина B1 вернулась бы на клетку 2/12, откуда выехала. За один ход нельзя дважды побывать на одной клетке")
	has(t, refusedAs(t, s, "B1: 0f", CodeNoCost), "this move has no steps, but car B1 must move", "в этом ходе нет ни одного шага, а машина B1 должна")
	legal(t, s, "B1: f")
	has(t, refusedAs(t, s, "A1: 3f", CodeOccupied), "on its third step, car A1 would move onto 2/13, where car B1 stands", "на третьем шаге машина A1 въехала бы на клетку 2/13, а там стоит машина B1. Нельзя ни занимать клетку, на которой уже стоит машина, ни проезжать через неё")
}

// TestCellTwiceOnTheWay: a cell passed on the way is not where the car
// started, and the refusal does not say it is.
func TestCellTwiceOnTheWay(t *testing.T) {
	s := open(t, "players: A, B\n")
	legal(t, s, "A1: 4f")
	has(t, refusedAs(t, s, "B1: fio", CodeCellTwice), "on its third step, car B1 would come back to 4/0, but a car", "на третьем шаге машина B1 вернулась бы на клетку 4/0. За один ход нельзя дважды побывать на одной клетке")
}

func TestOccupiedSaysLeaderLapsOnlyOnLaneOne(t *testing.T) {
	s := open(t, "players: A, B\nlength: 20\nsetup: A1=2/24, B1=2/6, A2=1/3\n")
	has(t, refusedAs(t, s, "A1: ff", CodeOccupied), "(only the leader drives through the square of a car almost a lap behind, and only in lane 1)", "только лидер и только по первой дорожке")
}

func TestClaimAndCarNames(t *testing.T) {
	s := open(t, "players: Ёж, Уж\n")
	players := []string{"Ёж", "Уж"}
	for name, owner := range map[string]int{"Ёж1": 0, "еж2": 0, "УЖ1": 1, "Ёж3": 0, "Уж12": 1} {
		if got, ok := carOwner(players, name); !ok || got != owner {
			t.Errorf("carOwner(%q) = %d, %v", name, got, ok)
		}
	}
	for _, name := range []string{"Ёж", "Зуб1", "1", ""} {
		if _, ok := carOwner(players, name); ok {
			t.Errorf("carOwner(%q) claimed", name)
		}
	}
	p := apply(t, s, "Ёж3: п")
	if p.Error == nil || p.Error.Code() != "big-races.no-such-car" || p.Error.Pos.Column != 1 {
		t.Fatalf("Ёж3: %+v", p.Error)
	}
	p = apply(t, s, "Ёж1:")
	if p.Error == nil {
		t.Fatal("a car’s name with no path read")
	}
	p = apply(t, s, "Ёж1: ппх")
	if p.Error == nil || p.Error.Code() != "big-races.unknown-letter" || p.Error.Pos.Column != 8 {
		t.Fatalf("ппх: %+v", p.Error)
	}
	p = apply(t, s, "Уж: Ёж1: п")
	if p.Error == nil || p.Error.Code() != "big-races.not-their-car" {
		t.Fatalf("another player’s car: %+v", p.Error)
	}
	words(t, p.Error.Message)
	legal(t, s, "Ёж: еж1: ппп")
}

func TestHeaderErrors(t *testing.T) {
	for header, code := range map[string]string{
		"players: A\n":                            "big-races.players-count",
		"players: A, B, C, D, E, F, G, H, I\n":    "big-races.players-count",
		"players: A, B7\n":                        "big-races.player-digit",
		"players: A, B\nlength: 3\n":              "big-races.length-bad",
		"players: A, B\nlength: сорок\n":          "big-races.length-bad",
		"players: A, B, C\nlength: 6\n":           "big-races.length-short",
		"players: A, B\nlaps: 0\n":                "big-races.laps-bad",
		"players: A, B\nlength: 1 2\n":            "big-races.length-bad", // not 12
		"players: A, B\nlaps: 1 0\n":              "big-races.laps-bad",   // not 10
		"players: A, B\nsetup: A1=1/- 5\n":        "big-races.setup-place",
		"players: A, B\nsetup: Q9=1/1\n":          "big-races.setup-car",
		"players: A, B\nsetup: C1=1/1\n":          "big-races.setup-car-suggest",
		"players: A, B\nsetup: a=1/1\n":           "big-races.setup-player",
		"players: A, B\nsetup: A1=1/1, a1=2/2\n":  "big-races.setup-twice",
		"players: A, B\nsetup: A1=1\n":            "big-races.setup-place",
		"players: A, B\nsetup: A1=0/1\n":          "big-races.setup-lane",
		"players: A, B\nsetup: A1=1/80\n":         "big-races.setup-distance",
		"players: A, B\nsetup: A1=1/-40\n":        "big-races.setup-distance",
		"players: A, B\nsetup: A1=1/1, B1=1/41\n": "big-races.setup-cell",
	} {
		s, r := refereetest.Open(Spec(), header)
		p := r.FirstProblem()
		if s != nil || p == nil || string(p.Message.Code()) != code {
			t.Errorf("%q: %v, want %s", header, p, code)
			continue
		}
		words(t, p.Message)
	}
}

// TestRandomRacesReplay: races played from the engine’s own Legal(), read
// back through the grammar and the session, never break a rule, always end,
// and place every player.
func TestRandomRacesReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	for i := range 60 {
		players := 2 + rng.IntN(7)
		names := make([]string, players)
		for p := range names {
			names[p] = []string{"белые", "серые", "черные", "red", "blue", "Ёж", "Уж", "Z"}[p]
		}
		header := fmt.Sprintf("players: %s\nlength: %d\nlaps: %d\n", strings.Join(names, ", "), 2*players+1+rng.IntN(30), 1+rng.IntN(2))
		s := open(t, header)
		lines, err := refereetest.Playout(s, rng, 100000)
		if err != nil {
			t.Fatalf("race %d (%s): %v", i, header, err)
		}
		o := s.Outcome()
		if !o.Over || len(o.Winners) != 1 || len(o.Places) != players {
			t.Fatalf("race %d: after %d moves, outcome %+v", i, len(lines), o)
		}
		if o.Places[0][0] != o.Winners[0] {
			t.Fatalf("race %d: winner %d, first place %d", i, o.Winners[0], o.Places[0][0])
		}
		words(t, o.Why)
		if len(s.Legal(nil).Moves) != 0 {
			t.Fatalf("race %d: moves after the end", i)
		}
	}
}

// TestEverythingSaid: the narration, the refusals of changed moves, the
// outcomes and the boards of random races render in both languages with
// nothing raw, and the boards fit 80 columns.
func TestEverythingSaid(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 19))
	seen := map[string]bool{}
	for i := range 40 {
		players := 2 + rng.IntN(7)
		header := fmt.Sprintf("players: %s\nlength: %d\nlaps: 1\n", strings.Join([]string{"A", "B", "C", "D", "E", "F", "G", "H"}[:players], ", "), 2*players+1+rng.IntN(100))
		s, _ := refereetest.Open(Spec(), header)
		e := engineOf(s)
		for n := 0; !e.over && n < 2000; n++ {
			if n%7 == 0 {
				for _, lang := range say.Languages {
					board := s.Board(catalog.Speaker(lang), nil)
					for _, l := range strings.Split(strings.TrimSuffix(board, "\n"), "\n") {
						if utf8.RuneCountInString(l) > boardWidth || strings.Contains(l, "big-races.") || strings.Contains(l, "<no value>") {
							t.Fatalf("race %d, %s board line %q", i, lang, l)
						}
					}
				}
			}
			ch := s.Legal(nil)
			words(t, ch.Intro)
			for _, c := range ch.Moves[:min(3, len(ch.Moves))] {
				words(t, c.Say)
			}
			// A changed move: refused in words, or listed.
			bad := []string{"0", "oo", "ooo", "5f", "22f", "iiii", "io", "back", "f+i", "0f", e.roster.names[rng.IntN(len(e.cars))] + ": f"}[rng.IntN(11)]
			p := apply(t, s, bad)
			if p.Violation != nil {
				words(t, p.Violation)
				seen[string(p.Violation.Code())] = true
			} else if p.Error != nil {
				t.Fatalf("%q: %v", bad, p.Error)
			} else {
				for _, m := range p.Narration {
					words(t, m)
				}
				continue
			}
			c := ch.Moves[rng.IntN(len(ch.Moves))]
			moves, _ := s.Frame(c.Text, 1)
			played := s.Play(moves[0])
			if !played.Legal() {
				t.Fatalf("legal %q refused: %v", c.Text, played.Violation)
			}
			for _, m := range played.Narration {
				words(t, m)
				seen[string(m.Code())] = true
			}
		}
		words(t, s.Outcome().Why)
	}
	for _, c := range Spec().Rules {
		if c != CodeRaceOver && c != CodeOnlyLeaderLaps && !seen[string(c)] {
			t.Errorf("no random race said %s", c)
		}
	}
}

func TestLocalesAgree(t *testing.T) {
	if en, ru := catalog.IDs("en"), catalog.IDs("ru"); !slices.Equal(en, ru) {
		t.Errorf("en and ru differ:\n%v\n%v", en, ru)
	}
}

// TestSkipHandsOn: after a refused move is left out (--keep-going), the
// car due is passed over as if it had used its whole limit, or every car
// before the one the next entry names.
func TestSkipHandsOn(t *testing.T) {
	s := open(t, "players: A, B\n")
	e := engineOf(s)
	refusedAs(t, s, "A1: 5f", CodeTooFar)
	if !e.Skip(-1, &move{car: -1}) || e.due() != 1 || e.limit() != 6 {
		t.Fatalf("after the skip: due %d, limit %d", e.due(), e.limit())
	}
	legal(t, s, "B1: i4f")
	// The next entry is B’s: A2 is passed over.
	if !e.Skip(1, &move{car: -1}) || e.due() != 3 {
		t.Fatalf("due %d", e.due())
	}
	// A retry by the car due passes nobody.
	if !e.Skip(1, &move{car: 3}) || e.due() != 3 {
		t.Fatalf("due %d", e.due())
	}
}

// TestLeftOutIsNotNarratedAsMoved: a car whose move --keep-going left out
// made no move; the limit after it, a wrong-car refusal and the board say
// so instead of telling the move it never made.
func TestLeftOutIsNotNarratedAsMoved(t *testing.T) {
	s := open(t, "players: white, grey\n")
	e := engineOf(s)
	refusedAs(t, s, "white1: 5f", CodeTooFar)
	e.Skip(-1, &move{car: -1})
	said := words(t, e.limitWhy())
	has(t, said, "the move of the leader (car white1) was refused and left out, and the referee counts it as four squares, as far as the leader could go; the second car may move up to two squares more", "ход лидера (машины white1) пропущен как недопустимый. Судья считает, что лидер сделал ход на четыре клетки, то есть прошёл столько, сколько мог, и второй машине можно на две клетки больше")
	has(t, said, "counts it as four squares, as far as the leader could go", "ход лидера (машины white1) пропущен как недопустимый. Судья считает, что лидер сделал ход на четыре клетки, то есть прошёл столько, сколько мог, и второй машине можно на две клетки больше")
	if strings.Contains(said[0], "moved four") || strings.Contains(said[1], "прошёл четыре клетки,") {
		t.Errorf("the leader is said to have moved: %q", said)
	}
	legal(t, s, "grey1: i4f")
	e.Skip(1, &move{car: -1}) // white2 is passed over for grey2
	has(t, words(t, e.limitWhy()), "the move of car white2, whose turn came before it, was refused and left out", "ход предыдущей машины (white2) пропущен как недопустимый. Судья считает, что она сделала ход на шесть клеток, то есть прошла столько, сколько могла, и следующей машине можно на одну клетку больше")
	has(t, refusedAs(t, s, "white2: f", CodeWrongCar), "car grey2 moves now, not car white2: its move in this round was refused and left out, and its turn has passed", "сейчас очередь машины grey2. Ход машины white2 в этом раунде пропущен как недопустимый, и её очередь прошла")
	board := func(lang string) string {
		return strings.Join(strings.Fields(strings.ReplaceAll(e.Board(catalog.Speaker(lang), referee.View{}), "\u00a0", " ")), " ")
	}
	has(t, [2]string{board("en"), board("ru")},
		"car white2 at 4/−2 (behind the start line, column 38): its move in this round was refused and left out",
		"машина white2 на клетке 4/−2 (позади линии старта, столбец 38): её ход в этом раунде пропущен как недопустимый")
	// In the next round nothing is left out any more.
	legal(t, s, "grey2: if")
	if why := e.limitWhy(); !why.Leader {
		t.Errorf("a new round: %+v", why)
	}
	legal(t, s, "grey1: f")
	if why := e.limitWhy(); !why.Second || why.LeftOut || why.Zero {
		t.Errorf("after a move made: %+v", why)
	}
}

// TestReadInt: a whole number with the space around it and any minus or
// dash forgiven; a space inside it is no number.
func TestReadInt(t *testing.T) {
	for in, want := range map[string]int{"12": 12, " 12 ": 12, "-3": -3, "−3": -3, "–3": -3, "—3": -3, "0": 0} {
		if v, ok := readInt(in); !ok || v != want {
			t.Errorf("readInt(%q) = %d, %v; want %d", in, v, ok, want)
		}
	}
	for _, in := range []string{"1 2", "1 0", "- 3", "", "12a", "1234567890"} {
		if v, ok := readInt(in); ok {
			t.Errorf("readInt(%q) = %d, want no number", in, v)
		}
	}
	// An em dash reads as a minus in a setup, as everywhere Fold reads.
	r, cs := build(t, "players: A, B", "length: 10", "setup: A1=1/—3, B1=2/4")
	if p := r.cars[cs.folded["a1"]].pos; p != (pos{1, -3}) {
		t.Errorf("A1 at %v", p)
	}
}

// TestNameWithColon: a quoted player name may hold a colon; its cars are
// found by their whole names, not cut at the name’s own colon.
func TestNameWithColon(t *testing.T) {
	s := open(t, "players: \"A:B\", C\n")
	legal(t, s, "\"A:B1\": ff", "C1: ff", "\"A:B\": \"A:B2\": ff")
	has(t, refusedAs(t, s, "«A:B»: «A:B1»: f", CodeWrongCar), "not car A:B1:", "машина A:B1 в этом раунде")
}

// TestPlayerWhereCarIsNamed: a player’s name where a car is named is
// answered with that player’s cars, not «neither a player nor a car».
func TestPlayerWhereCarIsNamed(t *testing.T) {
	s := open(t, "players: white, grey\n")
	p := apply(t, s, "white: white: ff")
	if p.Error == nil || p.Error.Code() != "big-races.player-not-car" || p.Error.Pos.Column != 8 {
		t.Fatalf("white: white: %+v", p.Error)
	}
	has(t, words(t, p.Error.Message),
		"“white” is a player, and a car is named here: white drives “white1” and “white2”",
		"«white» — имя игрока, а здесь нужна машина; машины этого игрока — «white1» и «white2»")
}

// TestWordingDetails: the line «moves» prints about the car due begins
// with a capital in Russian too (and not with «Ходит», which the line
// after it says), and a setup’s distances are written with the minus the
// cells use.
func TestWordingDetails(t *testing.T) {
	s := open(t, "players: A, B\n")
	if said := words(t, s.Legal(nil).Intro); said[1] != "Машина A1 на клетке 4/0 может пройти до четырёх клеток: она лидер раунда." {
		t.Errorf("about: %q", said[1])
	}
	_, r := refereetest.Open(Spec(), "players: A, B\nsetup: A1=1/-41\n")
	p := r.FirstProblem()
	if p == nil || p.Message.Code() != "big-races.setup-distance" {
		t.Fatalf("setup at −41: %v", p)
	}
	has(t, words(t, p.Message), "cannot stand at distance −41: a car still racing stands between −39", "на расстоянии −41")
}

// TestLongPathSaysTotal: a path is told by what it counts as, in words up
// to ten and in digits past that, never as a sum; a count too long to read
// is more than a million.
func TestLongPathSaysTotal(t *testing.T) {
	s := open(t, "players: A, B\n")
	said := refusedAs(t, s, "A1: "+strings.Repeat("fi", 15000), CodeTooFar)
	has(t, said, "covers 30000 squares, but car A1 may move at most four:", "этот ход — на 30000 клеток, а машине A1 можно пройти не больше четырёх")
	has(t, refusedAs(t, s, "A1: 5f", CodeTooFar), "covers five squares", "этот ход — на пять клеток")
	has(t, refusedAs(t, s, "A1: 99999999f", CodeTooFar), "covers more than a million squares", "этот ход — больше чем на миллион клеток")
	for _, w := range said {
		if strings.Contains(w, " + ") || strings.Contains(w, " = ") {
			t.Errorf("a sum: %.200q", w)
		}
	}
}

// TestNoneFinishedSaid: the outcome when every car left without finishing.
// Play cannot reach it (in the last round every car would have to declare
// zero, each with a car on the cell ahead of it, which takes a whole lane
// of cars, and a ring is longer than the number of cars), so the state is
// made by hand: the words are still checked.
func TestNoneFinishedSaid(t *testing.T) {
	s := open(t, "players: white, grey\nlength: 10\nsetup: white1=2/5, grey1=3/7, white2=1/3, grey2=4/3\n")
	e := engineOf(s)
	for i, c := range []string{"white2", "grey2", "white1", "grey1"} {
		car := e.cars[e.roster.folded[c]]
		e.departed = append(e.departed, departure{car: e.roster.folded[c], pos: car.pos, when: 2*i + 1, by: -1})
		e.cars[e.roster.folded[c]].state = retired
	}
	e.over = true
	o := e.Outcome() // the engine’s own: the session worked its outcome out before the state was made
	_ = s
	if w, ok := o.Why.(Won); !ok || !w.NoneFinished || len(o.Winners) != 1 || o.Winners[0] != 1 {
		t.Fatalf("outcome %+v", o)
	}
	has(t, words(t, o.Why),
		"No car reached the finish; of the cars that left the race, car grey1 went furthest, so its player takes first place. Places: grey first (car grey1) and white second (car white1). The rules advise deciding a player’s place “by the result of their first car”; the referee takes that to be whichever of their two cars ranked higher, whatever its number. Cars in order of place: grey1 (made a “zero” move at 3/7), white1 (made a “zero” move at 2/5), grey2 (made a “zero” move at 4/3) and white2 (made a “zero” move at 1/3).",
		"До финиша не дошла ни одна машина; дальше всех успела проехать машина grey1, и первое место — у её владельца. Места игроков: первое — grey (по машине grey1), второе — white (по машине white1). Правила советуют определять место игрока «по результату его первой машины»; судья считает первой ту машину игрока, что заняла место выше, — неважно, № 1 это или № 2. Машины по местам: grey1 (сделала ход «ноль» на клетке 3/7), white1 (сделала ход «ноль» на клетке 2/5), grey2 (сделала ход «ноль» на клетке 4/3) и white2 (сделала ход «ноль» на клетке 1/3).")
	// Who wins and how the cars that left at one distance are placed are
	// the referee’s readings, said once as notes.
	var readings []string
	for _, m := range o.Interpretations {
		readings = append(readings, string(m.Code()))
	}
	if want := []string{string(CodeReadingNoneFinished), string(CodeReadingTie)}; !slices.Equal(readings, want) {
		t.Errorf("readings %v, want %v", readings, want)
	}
}

// `moves` tells each path in words a child reads, with the cell it ends on;
// what an outward step counts and whom a path laps are said, and no sum.
func TestChoicesInWords(t *testing.T) {
	s := open(t, "players: white, grey, black\nlength: 20\nlaps: 2\nsetup: grey1=2/25, black2=1/7, white1=3/6, black1=4/5, white2=2/4, grey2=3/3\n")
	said := map[string][2]string{}
	for _, c := range s.Legal(nil).Moves {
		said[c.Text] = words(t, c.Say)
	}
	has(t, said["4f"], "4f — 4 forward, to 2/29", "4п — 4 вперёд, до клетки 2/29")
	has(t, said["fi"], "fi — 1 forward and 1 inward, to 1/26", "пв — 1 вперёд и 1 внутрь, до клетки 1/26")
	has(t, said["o"], "o — 1 outward, to 3/25 (a step to the outer lane counts as three squares)", "н — 1 наружу, до клетки 3/25 (шаг на внешнюю дорожку считается за три клетки)")
	has(t, said["ffi"], "ffi — 2 forward and 1 inward, to 1/27; laps car black2", "ппв — 2 вперёд и 1 внутрь, до клетки 1/27; снимает с дистанции машину black2")
	for text, w := range said {
		if strings.Contains(w[0]+w[1], "+") || strings.Contains(w[0]+w[1], "=") {
			t.Errorf("%s is told with a sum: %q", text, w)
		}
		// A line of `moves` is typed back as a move: a colon in it would
		// read as a name before the move.
		if strings.Contains(w[0]+w[1], ":") {
			t.Errorf("%s is told with a colon: %q", text, w)
		}
	}
}

// A line of `moves` reads back as its move: the letters, with the same
// path in words after the dash; words that say another path are refused.
func TestToldPathReadsBack(t *testing.T) {
	for text, want := range map[string]string{
		"4пв — 4 прямо и 1 внутрь, до клетки 3/8":                                                                                "4fi",
		"fo — 1 forward and 1 outward, to 2/28 (counts as 4 cells, since a step outward counts 3)":                               "fo",
		"ffi — 2 forward and 1 inward, to 1/27, and laps black2":                                                                 "ffi",
		"пн — 1 прямо и 1 наружу, до клетки 4/5 (ход на четыре клетки, так как шаг наружу считается за три)":                     "fo",
		"ппв — 2 прямо и 1 внутрь, до клетки 1/27; обгоняет на круг машину black2":                                               "ffi",
		"пн — 1 вперёд и 1 наружу, до клетки 4/5 (ход на четыре клетки, так как шаг на внешнюю дорожку считается за три клетки)": "fo",
		"ппв — 2 вперёд и 1 внутрь, до клетки 1/27; снимает с дистанции машину black2":                                           "ffi",
	} {
		m, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
		if err != nil || m.path.english() != want {
			t.Errorf("%q: %v %v, want %s", text, m.path.english(), err, want)
		}
	}
	for _, text := range []string{"4пв — 3 прямо, до клетки 3/8", "4п — до клетки 3/8", "4п — anything"} {
		if _, err := parseMove(text, notation.Pos{Line: 1, Column: 1}); err == nil || err.Code() != "big-races.told-differs" {
			t.Errorf("%q: %v, want big-races.told-differs", text, err)
		}
	}
	// The refusal says what the list prints after the letters.
	_, err := parseMove("4пв — 3 прямо, до клетки 3/8", notation.Pos{Line: 1, Column: 1})
	// English too says what the letters are and what the words say, so a
	// reader sees the difference (round 15’s editor).
	has(t, words(t, err.Message), "“4пв” is four steps forward and one step inward, but the words say “3 прямо”, three steps forward",
		"слова после тире не совпадают с ходом: «4пв» — это четыре шага вперёд и один шаг внутрь, а после тире написано «3 прямо», то есть три шага вперёд. Ход читают по буквам до тире, а слова после тире должны говорить то же самое")
	_, err = parseMove("4fi — 3 forward", notation.Pos{Line: 1, Column: 1})
	has(t, words(t, err.Message), "“4fi” is four steps forward and one step inward, but the words say “3 forward”, that is, three steps forward", "«3 forward» — это не ход «4fi»")
}

// TestPromptSaysLeaderAndRound: the table’s prompt says which car is due
// and, for the leader, the round it opens, before its move.
func TestPromptSaysLeaderAndRound(t *testing.T) {
	s := open(t, "players: A, B\nlength: 10\n")
	e := engineOf(s)
	has(t, words(t, e.DueNote()), "car 1, leading round 1, up to four squares", "машина № 1, лидер раунда 1, до четырёх клеток")
	legal(t, s, "A1: 4f")
	has(t, words(t, e.DueNote()), "car 1, up to six squares", "машина № 1, до шести клеток")
	legal(t, s, "B1: 4f", "A2: f", "B2: f")
	has(t, words(t, e.DueNote()), "leading round 2", "лидер раунда 2")
}

// TestLeaderZeroTold: when the leader declares zero, the second car’s
// limit is told as the leader’s zero and two cells more, not as a later
// car’s one more.
func TestLeaderZeroTold(t *testing.T) {
	// A1 is boxed in: B1 a lap behind on the cell ahead of it, A2 a lap
	// behind on the cell inside it, neither on lane 1.
	s := open(t, "players: A, B\nlength: 5\nsetup: A1=4/6, B1=4/2, A2=3/1, B2=1/0\n")
	s.SetTell(true)
	legal(t, s, "A1: 0")
	p := apply(t, s, "B1: ff")
	if !p.Legal() || len(p.Narration) == 0 {
		t.Fatalf("B1: ff: %+v", p)
	}
	has(t, words(t, p.Narration[0]), "the most it may move. The leader made a “zero” move and stayed where it was, so the second car may move at most two squares",
		"машина B1 проходит две клетки — с 4/2 на 4/4. Это её предел: лидер сделал ход «ноль», то есть не прошёл ни одной клетки, поэтому вторая машина может пройти не больше двух клеток.")
}
