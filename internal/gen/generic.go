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

// GenericTurtles writes n whole random legal turtles races as people and
// other programs write them, not as the referee does: the header's keys in
// English or Russian, names in Latin and Cyrillic letters, a third of the
// races starting from a `setup:`/`позиция:` list, colour words in any case
// and with е for ё, − or - for a minus, rainbow and last-turtle cards
// (`разноцветная −1 жёлтая`, `отстающая +2 Жёлтая`) where they stand, moves
// numbered or not, under their player's name or not. It is the generic
// workload of the speed goals (no shape of it is the referee's own) and returns
// the moves written.
func GenericTurtles(w io.Writer, n int, seed uint64) (int, error) {
	reg := games.NewRegistry()
	spec, _ := reg.Lookup("turtles")
	out := bufio.NewWriter(w)
	rng := rand.New(rand.NewPCG(seed, 40))
	moves := 0
	for written := 0; written < n; {
		ru := rng.IntN(2) == 0
		names := slices.Clone(genericNames)
		rng.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
		players := names[:2+rng.IntN(4)]
		colours := []string{"red", "yellow", "green", "blue", "purple"}
		rng.Shuffle(len(colours), func(i, j int) { colours[i], colours[j] = colours[j], colours[i] })
		pairs := make([]string, len(players))
		for i, p := range players {
			pairs[i] = p + "=" + spell(colours[i], ru, rng)
		}
		key := func(en, ru2 string) string {
			if ru {
				return ru2
			}
			return en
		}
		h := key("game: turtles", "игра: черепахи") + "\n" +
			key("players: ", "игроки: ") + strings.Join(players, ", ") + "\n" +
			key("colors: ", "цвета: ") + strings.Join(pairs, ", ") + "\n"
		if rng.IntN(3) == 0 {
			h += key("setup: ", "позиция: ") + setupList(ru, rng) + "\n"
		}
		s, err := begin(reg, spec, h)
		if err != nil {
			return moves, err
		}
		var lines []string
		for len(lines) < most(spec) && !s.Outcome().Over {
			line, err := genericMove(s, ru, len(lines), rng)
			if err != nil {
				return moves, err
			}
			lines = append(lines, line)
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
		out.WriteString(key("result: ", "итог: ") + strings.Join(winners, ", ") + "\n\n")
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

// genericNames are players' names in both alphabets, one with a space.
var genericNames = []string{"Аня", "Боря", "Vera", "Gleb", "Дарья", "Ёжик", "Anna Maria", "Пётр"}

// genericColours are each colour's words as transcripts write them.
var genericColours = map[string][2]string{
	"red": {"red", "красная"}, "yellow": {"yellow", "жёлтая"}, "green": {"green", "зелёная"},
	"blue": {"blue", "синяя"}, "purple": {"purple", "фиолетовая"},
}

// spell writes a colour in a language, in one of the cases people write it
// in, and a Russian ё as е now and then.
func spell(colour string, ru bool, rng *rand.Rand) string {
	w := genericColours[colour][0]
	if ru {
		w = genericColours[colour][1]
		if rng.IntN(3) == 0 {
			w = strings.ReplaceAll(w, "ё", "е")
		}
	}
	switch rng.IntN(6) {
	case 0:
		r := []rune(w)
		w = strings.ToUpper(string(r[0])) + string(r[1:])
	case 1:
		w = strings.ToUpper(w)
	}
	return w
}

// setupList is a starting position: a few turtles in stacks on the first
// squares, bottom to top, the others on the start.
func setupList(ru bool, rng *rand.Rand) string {
	colours := []string{"red", "yellow", "green", "blue", "purple"}
	rng.Shuffle(len(colours), func(i, j int) { colours[i], colours[j] = colours[j], colours[i] })
	stacks := map[int][]string{}
	for _, c := range colours[:1+rng.IntN(5)] {
		sq := 1 + rng.IntN(5)
		stacks[sq] = append(stacks[sq], spell(c, ru, rng))
	}
	var parts []string
	for sq := 1; sq <= 5; sq++ {
		if len(stacks[sq]) > 0 {
			parts = append(parts, fmt.Sprint(sq)+"="+strings.Join(stacks[sq], "/"))
		}
	}
	return strings.Join(parts, ", ")
}

// genericMove plays one random legal move of a race and writes it as a
// person might: a rainbow or last-turtle card where one stands for the
// colour card drawn, the words in the game's language and any case, a
// minus as − or -, numbered or not, named or not.
func genericMove(s *referee.Session, ru bool, done int, rng *rand.Rand) (string, error) {
	legal := s.Legal(nil).Moves
	if len(legal) == 0 {
		return "", fmt.Errorf("no legal move in a race not over")
	}
	// Players race forward, as in RussianTurtles.
	if forward := slices.DeleteFunc(slices.Clone(legal), func(c referee.Choice) bool { return !strings.Contains(c.Text, "+") }); len(forward) > 0 && rng.IntN(4) > 0 {
		legal = forward
	}
	colourCard := legal[rng.IntN(len(legal))].Text // "red +1", "pass"
	who := s.Players()[s.Turn()]
	var candidates []string
	if colour, step, ok := strings.Cut(colourCard, " "); ok {
		if rng.IntN(3) == 0 {
			candidates = append(candidates, "rainbow "+step+" "+colour, "last "+step+" "+colour)
		}
	}
	candidates = append(candidates, colourCard)
	for _, c := range candidates {
		text := written(c, ru, rng)
		line := text
		switch rng.IntN(4) {
		case 0:
		case 1:
			line = fmt.Sprintf("%d. %s: %s", done+1, who, text)
		default:
			line = who + ": " + text
		}
		if err := playLine(s, line); err == nil {
			return line, nil
		} else if c == colourCard {
			return "", err
		}
	}
	return "", fmt.Errorf("unreachable")
}

// written is a card in the words a transcript may use.
func written(card string, ru bool, rng *rand.Rand) string {
	words := strings.Fields(card)
	for i, w := range words {
		switch {
		case w == "rainbow" && ru:
			words[i] = []string{"разноцветная", "радуга"}[rng.IntN(2)]
		case w == "last" && ru:
			words[i] = []string{"отстающая", "последняя"}[rng.IntN(2)]
		case w == "pass" && ru:
			words[i] = "пас"
		case genericColours[w] != [2]string{}:
			words[i] = spell(w, ru, rng)
		case strings.HasPrefix(w, "-") && rng.IntN(2) == 0:
			words[i] = "−" + w[1:]
		}
	}
	return strings.Join(words, " ")
}
