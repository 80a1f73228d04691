package superrace

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// only is a registry of this one game, for refereetest.Replay.
type only struct{ spec referee.Spec }

func (o only) Lookup(string) (*referee.Spec, bool) { return &o.spec, true }
func (o only) Names() []string                     { return []string{o.spec.ID} }
func (o only) IDs() []string                       { return []string{o.spec.ID} }

// raceFile writes n seeded random whole races, two to four players on both
// built-in tracks, as one transcript file, and counts its turns.
func raceFile(b *testing.B, n int) ([]byte, int) {
	rng := rand.New(rand.NewPCG(7, 8))
	var buf strings.Builder
	turns := 0
	for i := range n {
		text, s := randomGame(b, builtinList()[i%2], 2+i%3, rng)
		if !s.Outcome().Over {
			b.Fatal("a race did not end")
		}
		buf.WriteString(text)
		buf.WriteByte('\n')
		turns += s.Moves()
	}
	return []byte(buf.String()), turns
}

// BenchmarkCheckRaces checks a file of 200 whole random races as `referee
// check` does, without printing, and reports turns checked per second.
func BenchmarkCheckRaces(b *testing.B) {
	const n = 200
	data, turns := raceFile(b, n)
	reg := only{Spec()}
	spec := Spec()
	dialects := refereetest.Dialects(&spec)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		reports := refereetest.Replay(notation.ReadAll("x", data, dialects), reg, referee.Options{})
		if len(reports) != n || reports[n-1].Status() != referee.StatusOK {
			b.Fatalf("%d reports, last %s", len(reports), reports[len(reports)-1].Status())
		}
	}
	b.ReportMetric(float64(turns*b.N)/b.Elapsed().Seconds(), "turns/s")
	b.ReportMetric(float64(turns)/n, "turns/race")
}

// BenchmarkDrive is one turn's route driven and checked square by square,
// the core of judging a turn.
func BenchmarkDrive(b *testing.B) {
	r := newRace(builtinTracks()["monza"], []string{"A"}, []int{0})
	mv, _ := r.Parse(moveText("rs rs rc bs yc / red ^ ^ >"))
	t := mv.(*turn)
	b.ReportAllocs()
	for b.Loop() {
		c := &r.cars[0]
		r.track.drive(c, t.colour, t.route(), &r.w)
	}
}

// BenchmarkJudgePass is a legal pass judged: every colour's routes
// searched, none found.
func BenchmarkJudgePass(b *testing.B) {
	r := mustRace(b, loop)
	mv, _ := r.Parse(moveText("rs rc bc bc yc / pass"))
	t := mv.(*turn)
	if no := r.judge(0, t); no != nil {
		b.Fatal(no.Code())
	}
	b.ReportAllocs()
	for b.Loop() {
		r.judge(0, t)
	}
}

// BenchmarkRead is one turn read by the fast reader.
func BenchmarkRead(b *testing.B) {
	m := moveText("rs rs rc bs yc / red ^ ^ >")
	var t turn
	b.ReportAllocs()
	for b.Loop() {
		if err := readTurn(m, &t); err != nil {
			b.Fatal(err)
		}
	}
}
