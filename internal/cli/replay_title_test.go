package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestReplayHeadingNamesTheGame: a replay page's heading is the game's
// name, the file's name small beside it and kept on one line, and a
// refused move's verdict gives its place by the file's name: the path as
// typed (/work/…/corpus/…:5:1) is noise to a family, and a heading
// «Chinese Checkers: three-player-|game.txt» wrapped inside the name.
func TestReplayHeadingNamesTheGame(t *testing.T) {
	file, err := filepath.Abs("../../corpus/turtles/no-such-card.txt")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "game.html")
	var stdout, stderr bytes.Buffer
	cli.Main([]string{"replay", "--html", file, "-o", out, "--keep-going"}, cli.IO{Out: &stdout, Err: &stderr, Getenv: func(string) string { return "" }})
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	page := string(b)
	if want := `<h1><bdi>Turtle Race</bdi> <small class="file">no-such-card.txt</small></h1>`; !strings.Contains(page, want) {
		t.Errorf("the page's heading is not %s", want)
	}
	if !strings.Contains(page, `<span class="place">no-such-card.txt:5:1</span>`) {
		t.Error("the refused move's place is not given by the file's name, no-such-card.txt:5:1")
	}
	if strings.Contains(page, filepath.Dir(file)) {
		t.Errorf("the page says the file's folder, %s", filepath.Dir(file))
	}
	if !strings.Contains(stderr.String(), file+":5:1") {
		t.Errorf("the referee's own report no longer gives the path as typed:\n%s", stderr.String())
	}
}

// TestReplayLastHeadingNamesTheWinner: a finished game's last position
// says who won, in both languages, on a line of its own under the move's
// verdict — the page leaves the picture's title out, and the legend's last
// small line was the only place on the board that said it; after the move
// in the heading («— ♛ Anna») it read as if the winner had moved — and no
// position before it does.
func TestReplayLastHeadingNamesTheWinner(t *testing.T) {
	for _, c := range []struct{ file, lang, won string }{
		{"../../corpus/turtles/whole-game.txt", "en", "<p class=\"game-over\">♛ Game over — <bdi>Ann</bdi> wins</p>"},
		{"../../corpus/big-races/short-race.txt", "ru", "<p class=\"game-over\">♛ Игра окончена, победитель — <bdi>Аня</bdi></p>"},
		{"../../corpus/super-race/shared-win.txt", "en", "<p class=\"game-over\">♛ Game over — <bdi>Melanie</bdi> and <bdi>Edgar</bdi> win</p>"},
	} {
		out := filepath.Join(t.TempDir(), "game.html")
		var stdout, stderr bytes.Buffer
		cli.Main([]string{"replay", "--html", c.file, "-o", out, "--lang", c.lang}, cli.IO{Out: &stdout, Err: &stderr, Getenv: func(string) string { return "" }})
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr.String())
		}
		page := strings.ReplaceAll(string(b), "\u00a0", " ")
		if n := strings.Count(page, c.won); n != 1 {
			t.Errorf("%s (%s): %d headings followed by %q, want the last one", c.file, c.lang, n, c.won)
		}
		if strings.Contains(page, "♛ <bdi>") || strings.Contains(page, "— ♛") {
			t.Errorf("%s (%s): a heading still names the winner after its move", c.file, c.lang)
		}
	}
}

// TestReplayPlayOnIsNoGameOver: in a game whose winner is known while the
// others play on for the places (chinese checkers of three or more), the
// positions after the first finisher say who won and that play goes on,
// and only the last says the game is over: «Игра окончена, победитель —
// Боря» under each of the moves after his finish read as though they were
// never played.
func TestReplayPlayOnIsNoGameOver(t *testing.T) {
	for _, c := range []struct{ lang, on, over string }{
		{"ru", "♛ Победитель — <bdi>Боря</bdi>; остальные разыгрывают следующие места", "♛ Игра окончена"},
		{"en", "♛ <bdi>Боря</bdi> has won; the others play on for the places", "♛ Game over"},
	} {
		out := filepath.Join(t.TempDir(), "game.html")
		var stdout, stderr bytes.Buffer
		cli.Main([]string{"replay", "--html", "../../corpus/chinese-checkers/six-player-game.txt", "-o", out, "--lang", c.lang}, cli.IO{Out: &stdout, Err: &stderr, Getenv: func(string) string { return "" }})
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr.String())
		}
		page := strings.ReplaceAll(string(b), "\u00a0", " ")
		on, over := strings.Count(page, c.on), strings.Count(page, c.over)
		if on < 2 {
			t.Errorf("%s: %d positions say %q, want every one after the first finish but the last", c.lang, on, c.on)
		}
		if over != 1 {
			t.Errorf("%s: %d positions say %q, want the last one only", c.lang, over, c.over)
		}
		if last, first := strings.LastIndex(page, c.over), strings.LastIndex(page, c.on); over == 1 && last < first {
			t.Errorf("%s: the game is said over before play on is", c.lang)
		}
	}
}

// TestReplayLineHeadingsSayItOnce: a line that is no turn is headed in its
// game's own words when the game has them — turbo's «Новое задание: сумма
// ежей и птиц меньше семи» and «Конец игры», not «Новое задание (задание:
// Сумма…)» and «Конец игры (конец)» — in the list of moves as well, and a
// line nobody played (a task card, the end) gets no «✓ Ход по правилам»
// badge: it is no move. A call, which a player makes, keeps both.
func TestReplayLineHeadingsSayItOnce(t *testing.T) {
	for _, c := range []struct {
		lang, task, end, legal, call string
	}{
		{"ru", "Новое задание: сумма ежей и\u00a0птиц меньше семи", "Конец игры", "✓", "Крик (<bdi>Боря</bdi>: турбо)"},
		{"en", "New task: the sum of hedgehogs and birds is less than seven", "End of the game", "✓", "Call (<bdi>Боря</bdi>: турбо)"},
	} {
		out := filepath.Join(t.TempDir(), "game.html")
		var stdout, stderr bytes.Buffer
		cli.Main([]string{"replay", "--html", "../../corpus/turbo/end-count.txt", "-o", out, "--lang", c.lang}, cli.IO{Out: &stdout, Err: &stderr, Getenv: func(string) string { return "" }})
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr.String())
		}
		page := string(b)
		for _, want := range []string{
			`<h2 id="pos-4">` + c.task + `</h2>`, `<h2 id="pos-7">` + c.end + `</h2>`,
			`href="#pos-4">` + c.task + `</a>`, `href="#pos-7">` + c.end + `</a>`,
			`<h2 id="pos-3">` + c.call + `</h2>`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("%s: the page has no %s", c.lang, want)
			}
		}
		for _, id := range []string{"pos-4", "pos-7"} {
			sec := page[strings.Index(page, `<h2 id="`+id+`">`):]
			sec = sec[:strings.Index(sec, "</section>")]
			if strings.Contains(sec, `<div class="verdict legal">`) || strings.Contains(sec, c.legal) {
				t.Errorf("%s: %s, a line nobody played, says %q", c.lang, id, c.legal)
			}
		}
		sec := page[strings.Index(page, `<h2 id="pos-3">`):]
		if sec = sec[:strings.Index(sec, "</section>")]; !strings.Contains(sec, `<div class="verdict legal"><strong>`+c.legal) {
			t.Errorf("%s: the call lost its %q badge:\n%s", c.lang, c.legal, sec)
		}
	}
}
