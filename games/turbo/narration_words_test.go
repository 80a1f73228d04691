package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestToldWordsAgreeWithTheRules: the sentences a reader found false. The
// round's winner takes the piles (nobody hands them over); «Турбо!» on a
// chameleon is due because the task holds, not because the chameleon does
// not count; a new task that holds says who turns up next only if nobody
// calls; the closing count is of the cards the moves turned up («в этой
// записи открыли», said as «новых карт не открывали» is, not «в этой
// записи открыты», which reads as the table, nor «игроки открыли одну
// карту», which one player did); at the table, a touch when the condition is not met is a
// mistake because of the table, not for want of a «Турбо!», which would
// not have made it right (round-36 editor, R1/E1).
func TestToldWordsAgreeWithTheRules(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	frogs := func(n int) Card { return Card{animal: Frog, n: n} }
	chameleon := Card{chameleon: true}
	task := newTaskCard(Condition{Clauses: []Comparison{{Left: Side{{IsAnimal: true, Animal: Frog}}, Op: Greater, Right: Side{{N: 4}}}}})
	for _, c := range []struct {
		lang      string
		m         referee.Message
		want, not string
	}{
		{"ru", RoundWon{Player: "Боря", From: []string{"Аня"}, Cards: cardsOf(1)}, "Боря выигрывает раунд, забирает открытую стопку соперника (в ней 1 карта) и складывает её вниз своей колоды. Аня остаётся без открытых карт.", "отдаёт"},
		{"ru", RoundWon{Player: "Боря", From: []string{"Аня", "Вера"}, Cards: cardsOf(2)}, "забирает открытые стопки соперников (в них всего 2 карты) и складывает их вниз своей колоды. Аня и Вера остаются без открытых карт", "отдают"},
		{"ru", TurnedUp{Player: "Аня", Card: chameleon, Chameleon: true, OnTable: task.onTable(Counts{Frog: 5}), Holds: true}, "правило с «форсажем» не действует", "не в счёт, поэтому"},
		{"en", TurnedUp{Player: "Anna", Card: chameleon, Chameleon: true, OnTable: task.onTable(Counts{Frog: 5}), Holds: true}, "the Forsazh (“Boost”) rule does not apply", "does not count, so"},
		{"ru", NewTask{Task: task.words(), OnTable: task.onTable(Counts{Frog: 5}), Holds: true, Player: "Вера"}, "выкрикнув «Турбо!» Если никто этого не сделает, следующую карту откроет Вера", "». Следующую карту"},
		{"en", NewTask{Task: task.words(), OnTable: task.onTable(Counts{Frog: 5}), Holds: true, Player: "Vera"}, "call “Turbo!” wins the round; if nobody does, Vera turns up the next card", "your hand"},
		{"ru", GoesOut{Player: "Аня", Last: frogs(3), Pile: true}, "пока её не заберёт игрок, выигравший очередной раунд", ", её заберёт"},
		{"ru", referee.TurnsPlayed(0, Spec().TurnsPlayed), "в этой записи новых карт не открывали, игра продолжается", "за эту запись"},
		{"ru", referee.TurnsPlayed(1, Spec().TurnsPlayed), "в этой записи открыли одну карту", "игроки"},
		{"en", referee.TurnsPlayed(0, Spec().TurnsPlayed), "no new cards have been turned up in this transcript, and the game goes on", "no cards have"},
		{"ru", say.Form{Message: Touch{Player: "Даня", Task: task.words(), OnTable: task.onTable(Counts{Frog: 3})}, Template: "turbo.touch.table"}, "Даня касается карты с заданием, а условие не выполнено (на столе 3 лягушки). Это такая же ошибка, как неверный крик", "не крикнув"},
		{"en", say.Form{Message: Touch{Player: "Petya", Task: task.words(), OnTable: task.onTable(Counts{Frog: 3})}, Template: "turbo.touch.table"}, "Petya touches the task card while the condition is not met (there are 3 frogs on the table); that is a mistake", "without calling"},
		{"ru", say.Form{Message: Touch{Player: "Даня", Task: task.words(), OnTable: task.onTable(Counts{Frog: 5}), Holds: true}, Template: "turbo.touch.table"}, "Даня касается карты с заданием, не крикнув «Турбо!», — это ошибка", "не выполнено"},
		{"en", say.Form{Message: Touch{Player: "Petya", Task: task.words(), OnTable: task.onTable(Counts{Frog: 5}), Holds: true}, Template: "turbo.touch.table"}, "Petya touches the task card without calling “Turbo!”; that is a mistake", "not met"},
	} {
		// The catalog's no-break spaces are typography, not words.
		got := strings.ReplaceAll(cat.Speaker(c.lang).Say(c.m), "\u00a0", " ")
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%s %T: %q, want %q and not %q", c.lang, c.m, got, c.want, c.not)
		}
	}
}
