package bigraces

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// build makes a race from header lines (the game: line is added).
func build(t *testing.T, lines ...string) (*race, roster) {
	t.Helper()
	f := refereetest.Frame(Spec(), "game: big-races\n"+strings.Join(lines, "\n")+"\n")
	if len(f.Games) != 1 || len(f.Games[0].Errors) > 0 {
		t.Fatalf("framing: %+v %+v", f.Errors, f.Games)
	}
	g := f.Games[0]
	r, cs, err := readHeader(header{players: g.Players, game: g})
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	return r, cs
}

// try judges one move written `car: path` or `path`; a legal one is played.
func try(t *testing.T, r *race, cs roster, line string) (played, fault) {
	t.Helper()
	name, text, named := strings.Cut(line, ":")
	if !named {
		name, text = "", line
	}
	m, err := parseMove(strings.TrimSpace(text), notation.Pos{Line: 1, Column: 1})
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	if name != "" {
		c, ok := cs.lookup(strings.TrimSpace(name))
		if !ok {
			t.Fatalf("%s: no car %q", line, name)
		}
		m.car = c
	}
	var d drive
	c, f := r.judge(-1, &m, &d)
	if f.kind != noFault {
		return played{}, f
	}
	return r.play(c, &m, &d), f
}

// ok plays legal moves.
func ok(t *testing.T, r *race, cs roster, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if _, f := try(t, r, cs, l); f.kind != noFault {
			t.Fatalf("%s: fault %d %+v", l, f.kind, f)
		}
	}
}

// refused plays a move that must break a rule, and checks the race did
// not change.
func refused(t *testing.T, r *race, cs roster, line string, want faultKind) fault {
	t.Helper()
	before := snapshot(r)
	_, f := try(t, r, cs, line)
	if f.kind != want {
		t.Fatalf("%s: fault %d, want %d (%+v)", line, f.kind, want, f)
	}
	if after := snapshot(r); after != before {
		t.Fatalf("%s: a refused move changed the race:\n%s\n%s", line, before, after)
	}
	return f
}

func snapshot(r *race) string {
	var b strings.Builder
	for i, c := range r.cars {
		b.WriteString(strings.Join([]string{itoa(i), cellText(c.pos), itoa(int(c.state))}, ":") + " ")
	}
	b.WriteString(itoa(r.next) + " " + itoa(r.moved) + " " + itoa(r.prevCost) + " " + itoa(r.moves))
	return b.String()
}

func itoa(n int) string { return signedText(n) }

func names(r *race, cs roster, list []int) string {
	var out []string
	for _, c := range list {
		out = append(out, cs.names[c])
	}
	return strings.Join(out, " ")
}

func TestGrid(t *testing.T) {
	r, cs := build(t, "players: белые, серые, черные")
	want := map[string]pos{"белые1": {4, 0}, "серые1": {4, -1}, "черные1": {4, -2}, "белые2": {4, -3}, "серые2": {4, -4}, "черные2": {4, -5}}
	for name, p := range want {
		c, _ := cs.lookup(name)
		if r.cars[c].pos != p {
			t.Errorf("%s at %v, want %v", name, r.cars[c].pos, p)
		}
	}
	if got := names(r, cs, r.order); got != "белые1 серые1 черные1 белые2 серые2 черные2" {
		t.Errorf("order %s", got)
	}
	if r.laps != 6 || r.length != 40 {
		t.Errorf("laps %d length %d", r.laps, r.length)
	}
	r2, _ := build(t, "players: A, B")
	if r2.laps != 2 {
		t.Errorf("two players: %d laps", r2.laps)
	}
}

func TestOrderDistanceThenInnerLane(t *testing.T) {
	r, cs := build(t, "players: A, B", "setup: A1=3/10, B1=2/10, A2=1/9, B2=4/11")
	if got := names(r, cs, r.order); got != "B2 B1 A1 A2" {
		t.Fatalf("order %s", got)
	}
	refused(t, r, cs, "A1: f", wrongCarFault)
	// Each round orders the cars afresh: A2 comes up level with B1 and A1
	// on the inner lane and goes before them.
	ok(t, r, cs, "B2: f", "B1: f", "A1: f", "A2: 2f")
	if got := names(r, cs, r.order); got != "B2 A2 B1 A1" || r.round != 2 {
		t.Fatalf("second round %s", got)
	}
}

func TestLimits(t *testing.T) {
	r, cs := build(t, "players: A, B, C", "setup: A1=1/20, B1=2/19, C1=3/18, A2=4/17, B2=1/16, C2=2/15")
	refused(t, r, cs, "A1: 5f", tooFarFault)
	ok(t, r, cs, "A1: 3f")
	if r.limit() != 5 {
		t.Fatalf("second car's limit %d, want 3+2", r.limit())
	}
	refused(t, r, cs, "B1: 6f", tooFarFault)
	ok(t, r, cs, "B1: 5f")
	if r.limit() != 6 {
		t.Fatalf("third car's limit %d, want 5+1", r.limit())
	}
	ok(t, r, cs, "C1: 4f")
	if r.limit() != 5 {
		t.Fatalf("fourth car's limit %d, want 4+1", r.limit())
	}
	refused(t, r, cs, "A2: 6f", tooFarFault)
	ok(t, r, cs, "A2: 5f", "B2: 6f")
	refused(t, r, cs, "C2: 8f", tooFarFault)
	ok(t, r, cs, "C2: 7f")
	if r.round != 2 || r.limit() != 4 {
		t.Fatalf("round %d, leader limit %d", r.round, r.limit())
	}
	// A leader's zero counts 0: the second car may move 2.
	r, cs = build(t, "players: A, B", "setup: A1=4/9, A2=4/-30, B2=3/-31, B1=1/5")
	ok(t, r, cs, "A1: 0")
	if r.limit() != 2 {
		t.Fatalf("after the leader's zero: limit %d", r.limit())
	}
}

func TestStepCosts(t *testing.T) {
	r, cs := build(t, "players: A, B", "setup: A1=2/10, B1=3/5")
	// Outward costs 3, inward 1, forward 1.
	refused(t, r, cs, "A1: oi", cellTwiceFault)
	refused(t, r, cs, "A1: io", cellTwiceFault)
	refused(t, r, cs, "A1: ffo", tooFarFault) // 1 + 1 + 3
	p, _ := try(t, r, cs, "A1: of")
	if p.drive.cost != 4 || p.drive.to != (pos{3, 11}) {
		t.Fatalf("of: %+v", p.drive)
	}
	if r.limit() != 6 {
		t.Fatalf("limit after a cost of 4: %d", r.limit())
	}
	f := refused(t, r, cs, "B1: ffiii", offTrackFault)
	if f.at != 4 || f.cell.lane != 0 {
		t.Fatalf("off track at step %d, %+v", f.at, f.cell)
	}
	refused(t, r, cs, "B1: 0f", noCostFault)
	refused(t, r, cs, "B1: back", badStepFault)
	f = refused(t, r, cs, "B1: f f+i", badStepFault)
	if f.at != 1 || f.step != forwardIn {
		t.Fatalf("diagonal at %d: %+v", f.at, f)
	}
	refused(t, r, cs, "B1: 6fo", tooFarFault)
	refused(t, r, cs, "B1: 1000000f", tooFarFault)
	p, _ = try(t, r, cs, "B1: fifo") // 1 + 1 + 1 + 3 = 6
	if p.drive.cost != 6 || p.drive.to != (pos{3, 7}) {
		t.Fatalf("fifo: %+v", p.drive)
	}
}

func TestOccupied(t *testing.T) {
	r, cs := build(t, "players: A, B", "setup: A1=3/10, A2=2/9, B1=3/8, B2=4/2")
	ok(t, r, cs, "A1: i") // to 2/10, in front of A2
	f := refused(t, r, cs, "A2: f", occupiedFault)
	if f.other != 0 || f.cell != (pos{2, 10}) {
		t.Fatalf("%+v", f)
	}
	ok(t, r, cs, "A2: o")
}

func TestLapping(t *testing.T) {
	// A1 leads at 45 (column 5); B1 on lane 1 at 7 stands on column 7, in
	// A1's path, a lap behind.
	r, cs := build(t, "players: A, B", "length: 40", "setup: A1=1/45, B1=1/7, A2=1/3, B2=3/3")
	p, _ := try(t, r, cs, "A1: ff")
	b1, _ := cs.lookup("B1")
	if p.drive.laps != 1 || int(p.drive.lapped[0])-1 != b1 || p.drive.to != (pos{1, 47}) {
		t.Fatalf("lapped %+v", p.drive)
	}
	if r.cars[b1].state != retired || r.cars[b1].onTrack || r.at(pos{1, 7}) != 0 {
		t.Fatalf("B1 not removed: %+v", r.cars[b1])
	}
	// B1 was due next; it makes no move, and A2 is the second car: 2 + 2.
	if r.due() != cs.folded["a2"] || r.limit() != 4 {
		t.Fatalf("due %d limit %d", r.due(), r.limit())
	}
	// Only the leader laps.
	r, cs = build(t, "players: A, B", "setup: A1=2/50, A2=1/42, B1=1/4, B2=3/3")
	ok(t, r, cs, "A1: f")
	f := refused(t, r, cs, "A2: 2f", onlyLeaderLapsFault)
	if f.other != cs.folded["b1"] || f.cell != (pos{1, 44}) {
		t.Fatalf("%+v", f)
	}
	refused(t, r, cs, "A2: fi", offTrackFault)
	// A car on lane 2 is a wall for the leader too; it may stop on a
	// lapped car's cell.
	r, cs = build(t, "players: A, B", "setup: A1=2/44, B1=1/6, A2=2/6, B2=3/3")
	refused(t, r, cs, "A1: ff", occupiedFault)
	ok(t, r, cs, "A1: fif")
	if r.cars[cs.folded["b1"]].state != retired || r.at(pos{1, 46}) != cs.folded["a1"] {
		t.Fatal("B1 not lapped")
	}
	if got := names(r, cs, r.ranking()); got != "B1" {
		t.Fatalf("ranking %s", got)
	}
}

func TestZero(t *testing.T) {
	// B1 on 4/9 is walled in by two cars a lap behind: A2 on 4/−30 (column
	// 10) ahead of it, B2 on 3/−31 (column 9) inside it.
	r, cs := build(t, "players: A, B", "setup: A1=2/30, B1=4/9, A2=4/-30, B2=3/-31")
	refused(t, r, cs, "A1: 0", zeroWithMoveFault)
	ok(t, r, cs, "A1: f", "B1: ноль")
	b1 := cs.folded["b1"]
	if r.cars[b1].state != zeroed || !r.cars[b1].onTrack || r.limit() != 1 {
		t.Fatalf("B1 %+v, limit %d", r.cars[b1], r.limit())
	}
	ok(t, r, cs, "A2: f", "B2: f")
	if r.cars[b1].state != retired || r.cars[b1].onTrack || r.at(pos{4, 9}) >= 0 {
		t.Fatalf("B1 still on the track after the round: %+v", r.cars[b1])
	}
	if got := names(r, cs, r.order); got != "A1 A2 B2" {
		t.Fatalf("order %s", got)
	}
}

func TestFinish(t *testing.T) {
	// length 10, 1 lap: the line is at 10.
	r, cs := build(t, "players: A, B", "length: 10", "laps: 1", "setup: A1=3/8, B1=3/7, A2=2/5, B2=4/4")
	p, _ := try(t, r, cs, "A1: 3f") // 9, 10, 11: over the line
	if !p.finished || !p.first || r.winner() != cs.folded["a1"] {
		t.Fatalf("%+v winner %d", p, r.winner())
	}
	// A1 stays on 3/11 (column 1) until the round ends.
	if r.at(pos{3, 11}) != cs.folded["a1"] {
		t.Fatal("A1 left the track at once")
	}
	ok(t, r, cs, "B1: 3f") // 8, 9, 10
	ok(t, r, cs, "A2: ff")
	if r.over {
		t.Fatal("over too soon")
	}
	refused(t, r, cs, "B2: 4f", tooFarFault) // A2 spent 2: B2 may spend 3
	ok(t, r, cs, "B2: 3f")
	if r.at(pos{3, 11}) >= 0 || r.cars[cs.folded["a1"]].state != done {
		t.Fatal("A1 still on the track after the round")
	}
	if got := names(r, cs, r.order); got != "A2 B2" {
		t.Fatalf("order %s", got)
	}
	pl, best := r.standings()
	if len(pl) != 2 || pl[0] != 0 || pl[1] != 1 || names(r, cs, best) != "A1 B1" {
		t.Fatalf("standings %v %v", pl, best)
	}
	ok(t, r, cs, "A2: 3f")
	if r.over {
		t.Fatal("over with B2 racing")
	}
	ok(t, r, cs, "B2: 3f")
	if !r.over || r.due() != -1 || names(r, cs, r.ranking()) != "A1 B1 A2 B2" {
		t.Fatalf("over %v, ranking %s", r.over, names(r, cs, r.ranking()))
	}
}

func TestLabels(t *testing.T) {
	got := string(labels([]string{"белые", "Борис", "Анна", "Алла", "ёж", "42x"}))
	if got != "БОАЛЁXбоалёx" {
		t.Fatalf("labels %q", got)
	}
	// serve22: Папа was a Latin «A» beside Аня's Cyrillic «А».
	if got := string(labels([]string{"Петя", "Аня", "Мама", "Папа"})); got != "ПАМБпамб" {
		t.Errorf("labels %q", got)
	}
}

func TestWindow(t *testing.T) {
	r, _ := build(t, "players: A, B")
	if cols := r.window(r.due()); len(cols) != 40 || cols[0] != 0 {
		t.Fatalf("whole ring: %v", cols)
	}
	r, _ = build(t, "players: A, B", "length: 200", "setup: A1=1/198, B1=2/3, A2=3/150, B2=4/151")
	cols := r.window(r.due())
	// Due A1 at column 198 may reach 202 (column 2): 196…5 and 148…153.
	if len(cols) != 200-(147-6+1) || cols[0] != 148 {
		t.Fatalf("window %v", cols)
	}
	d := r.draw([]string{"A", "B"})
	if len(d.bands) != 1 || len(d.cars) != 4 || !d.cars[0].due {
		t.Fatalf("drawing %+v", d)
	}
}

func TestPlacesOfCarsThatLeft(t *testing.T) {
	r := newRace(2, 20, 1)
	r.departed = []departure{
		{car: 0, pos: pos{3, 7}, when: 5},
		{car: 1, pos: pos{2, 7}, when: 9},
		{car: 2, pos: pos{1, 7}, when: 9},
		{car: 3, pos: pos{4, 8}, when: 1},
	}
	// The greater distance first; at one distance the later; at once, the
	// inner lane.
	if got := r.ranking(); fmt.Sprint(got) != "[3 2 1 0]" {
		t.Fatalf("ranking %v", got)
	}
	// Nobody finished: no winner until the race is over, then the best
	// placed car's player.
	if r.winner() != -1 {
		t.Fatal("a winner while racing")
	}
	r.over = true
	if pl, best := r.standings(); r.winner() != 3 || fmt.Sprint(pl, best) != "[1 0] [3 2]" {
		t.Fatalf("winner %d, standings %v %v", r.winner(), pl, best)
	}
	r.over = false
	r.finishers = []int{1}
	r.departed = r.departed[:1]
	if got := r.ranking(); fmt.Sprint(got) != "[1 0]" {
		t.Fatalf("finishers first: %v", got)
	}
}

func TestBoxedCarsLeaveTogether(t *testing.T) {
	// B1 and C1 both at 7 are boxed in by cars a lap behind; both declare
	// zero and leave when the round ends, B1 (lane 1) placed above C1.
	r, cs := build(t, "players: A, B, C", "length: 20", "laps: 1",
		"setup: A1=2/15, B1=1/7, C1=3/7, A2=1/-12, B2=2/-13, C2=3/-12")
	ok(t, r, cs, "A1: f", "B1: 0", "C1: 0", "A2: f", "C2: f", "B2: f")
	if got := names(r, cs, r.ranking()); got != "B1 C1" {
		t.Fatalf("ranking %s", got)
	}
	// The rest leave too, one way or another: with nobody over the line,
	// the best-placed car's player wins.
	for !r.over {
		playRandom(r, rand.New(rand.NewPCG(1, 1)))
	}
	if w := r.winner(); w != r.ranking()[0] {
		t.Fatalf("winner %d, ranking %v", w, r.ranking())
	}
}

func TestLeaderBoxedIn(t *testing.T) {
	r, cs := build(t, "players: A, B", "length: 20", "laps: 1",
		"setup: A1=4/7, A2=4/-12, B1=3/-13")
	// A1 on lane 4 at 7: A2 (4/−12, the cell of 4/8) ahead, B1 (3/−13,
	// the cell of 3/7) inside. A1 leads, and cannot move: the leader laps
	// only on lane 1.
	refused(t, r, cs, "A1: f", occupiedFault)
	ok(t, r, cs, "A1: 0")
	if r.winner() != -1 {
		t.Fatal("a winner before anyone finished or the race ended")
	}
}

// cellText writes a position as the setup does: lane/distance.
func cellText(p pos) string { return strconv.Itoa(p.lane) + "/" + signedText(p.dist) }
