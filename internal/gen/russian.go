package gen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
)

// russianTurtles are the words of a turtles race as a Russian transcript
// writes them: the engine's legal moves are written in English, each word
// of which is put in Russian before it is framed and played.
var russianTurtles = strings.NewReplacer(
	"red", "красная", "yellow", "жёлтая", "green", "зелёная", "blue", "синяя", "purple", "фиолетовая",
	"rainbow", "радуга", "last", "последняя", "pass", "пас",
)

// russianNames are the players of a Russian transcript.
var russianNames = []string{"Аня", "Боря", "Вера", "Глеб", "Даша"}

// RussianTurtles writes n whole random legal races of turtles as a Russian
// transcript: `игра: черепахи`, the players, their colours revealed
// (`цвета:`) and the winner claimed (`итог:`), each move under its
// player's name (`Аня: жёлтая +2`). It is the project's own
// file of the speed goals (the one pgn-extract is measured against) and returns the moves written.
func RussianTurtles(w io.Writer, n int, seed uint64) (int, error) {
	reg := games.NewRegistry()
	spec, _ := reg.Lookup("turtles")
	out := bufio.NewWriter(w)
	rng := rand.New(rand.NewPCG(seed, 3))
	colours := []string{"красная", "жёлтая", "зелёная", "синяя", "фиолетовая"}
	moves := 0
	for written := 0; written < n; {
		players := russianNames[:2+rng.IntN(len(russianNames)-1)]
		rng.Shuffle(len(colours), func(i, j int) { colours[i], colours[j] = colours[j], colours[i] })
		pairs := make([]string, len(players))
		for i, p := range players {
			pairs[i] = p + "=" + colours[i]
		}
		h := fmt.Sprintf("игра: черепахи\nигроки: %s\nцвета: %s\n", strings.Join(players, ", "), strings.Join(pairs, ", "))
		lines, s, err := playRace(reg, spec, h, rng)
		if err != nil {
			return moves, err
		}
		o := s.Outcome()
		if !o.Over || len(o.Winners) == 0 {
			continue // a race random play did not finish: no result to claim
		}
		winners := make([]string, len(o.Winners))
		for i, who := range o.Winners {
			winners[i] = players[who]
		}
		out.WriteString(h)
		out.WriteString("итог: " + strings.Join(winners, ", ") + "\n\n")
		for _, l := range lines {
			out.WriteString(l)
			out.WriteByte('\n')
		}
		out.WriteByte('\n')
		moves += len(lines)
		written++
	}
	return moves, out.Flush()
}

// playRace plays one random race to its end, each move written in Russian
// and framed as the file will have it.
func playRace(reg *games.Registry, spec *referee.Spec, header string, rng *rand.Rand) ([]string, *referee.Session, error) {
	s, err := begin(reg, spec, header)
	if err != nil {
		return nil, nil, err
	}
	var out []string
	for len(out) < most(spec) && !s.Outcome().Over {
		legal := s.Legal(nil).Moves
		if len(legal) == 0 {
			break
		}
		// Players race forward: a card that moves a turtle on is played
		// when the hand has one, so a race lasts about fifteen moves, as
		// in the project's own file.
		forward := slices.DeleteFunc(slices.Clone(legal), func(c referee.Choice) bool { return !strings.Contains(c.Text, "+") })
		if len(forward) > 0 {
			legal = forward
		}
		text := russianTurtles.Replace(legal[rng.IntN(len(legal))].Text)
		if !strings.Contains(text, ":") {
			text = s.Players()[s.Turn()] + ": " + text
		}
		if err := playLine(s, text); err != nil {
			return nil, nil, err
		}
		out = append(out, text)
	}
	return out, s, nil
}
