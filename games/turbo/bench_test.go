package turbo

import (
	"math/rand/v2"
	"strings"
	"testing"

	streamingGC "github.com/boardgame-referee/referee/internal/streaming"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// longGame plays a long game the way the referee's long benchmark file is
// written (scripts/gen -long): five players with piles of 1,000 cards, each
// line drawn from the legal moves, a right call made three times in four
// when there is one, a new task from the sample tasks after each won round.
// It returns the header and the entries as the session frames them.
func longGame(b *testing.B, moves int) (string, []*notation.Move) {
	b.Helper()
	players := []string{"Anna", "Boris", "Vera", "Gleb", "Dasha"}
	header := "players: " + strings.Join(players, ", ") + "\n" + long(players, 1000)
	s := newTestSession(b, header)
	rng := rand.New(rand.NewPCG(1, 2))
	isCall := func(text string) bool {
		return strings.HasSuffix(text, ": turbo") || strings.HasSuffix(text, ": forsazh")
	}
	var out []*notation.Move
	for len(out) < moves && !s.Over() {
		legal := s.Legal(nil).Moves
		text := legal[rng.IntN(len(legal))].Text
		if isCall(legal[0].Text) && rng.IntN(4) > 0 {
			calls := 0
			for calls < len(legal) && isCall(legal[calls].Text) {
				calls++
			}
			text = legal[rng.IntN(calls)].Text
		}
		if text == "end" {
			text = "task: " + sampleTasks[rng.IntN(len(sampleTasks))]
		}
		ms, _ := s.Frame(text, len(out)+1)
		if len(ms) != 1 {
			b.Fatalf("%q frames as %d entries", text, len(ms))
		}
		if p := s.Play(ms[0]); !p.Legal() {
			b.Fatalf("legal move %q refused: %v %v", text, p.Error, p.Violation)
		}
		out = append(out, ms[0])
	}
	return header, out
}

// engineMove is an entry as the session hands it to the engine: its actor,
// and for an event word (`task: …`) the whole entry as its text.
type engineMove struct {
	actor int
	m     *notation.Move
}

func engineMoves(ms []*notation.Move) []engineMove {
	out := make([]engineMove, len(ms))
	for i, m := range ms {
		out[i] = engineMove{actor: -1, m: m}
		switch m.Who.Whom {
		case notation.Player:
			out[i].actor = m.Who.Index
		case notation.Event:
			w := *m
			w.Text, w.TextPos = m.Actor+": "+m.Text, m.ActorPos
			out[i].m = &w
		}
	}
	return out
}

// streaming sets the garbage collector as the binary's check does
// (internal/streaming), for the benchmark's run.
func streaming(b *testing.B) {
	b.Cleanup(streamingGC.Set())
}

// BenchmarkEngine is the engine alone on a long game, as `check` drives it
// without --explain: each entry read (Parse) and played (Apply), the notes'
// facts built but not rendered. ns/move is what a move costs turbo itself.
// Each run is a check of its own, with a Spec of its own: what a Spec
// keeps (the texts read) is not warm from the run before.
func BenchmarkEngine(b *testing.B) {
	header, ms := longGame(b, 20000)
	moves := engineMoves(ms)
	streaming(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		s, r := refereetest.Open(Spec(), header)
		if s == nil {
			b.Fatal(r.FirstProblem())
		}
		tb := s.Engine().(*table)
		b.StartTimer()
		for _, em := range moves {
			mv, err := tb.Parse(em.m)
			if err != nil {
				b.Fatal(err)
			}
			if step := tb.Apply(em.actor, mv, false); step.Violation != nil {
				b.Fatal(step.Violation.Code())
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/move")
}

// BenchmarkNotes renders the lines the same long game makes, as `check`
// prints them (say.Speaker.LineText), in each language: what the shared
// sentence code costs a move of turbo, beside BenchmarkEngine.
func BenchmarkNotes(b *testing.B) {
	header, ms := longGame(b, 20000)
	s := newTestSession(b, header)
	var lines []referee.Line
	for _, m := range ms {
		p := s.Play(m)
		lines = append(lines, p.Lines()...)
	}
	cat, err := say.NewCatalog([]referee.Spec{Spec()}, say.Languages...)
	if err != nil {
		b.Fatal(err)
	}
	streaming(b)
	for _, lang := range say.Languages {
		b.Run(lang, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				// A speaker of its own for each run, as each check has:
				// what it keeps (finished sentences) would serve the next
				// run's same lines.
				sp := cat.Speaker(lang)
				for _, l := range lines {
					sp.LineText(l)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ms)), "ns/move")
			b.ReportMetric(float64(len(lines))/float64(len(ms)), "lines/move")
		})
	}
}
