package cli_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/boardgame-referee/referee/referee/layout"
)

// terminal is referee play run on a pseudo-terminal, as a person runs it:
// standard input, output and error are the terminal.
type terminal struct {
	t    *testing.T
	pty  *os.File
	cmd  *exec.Cmd
	mu   sync.Mutex
	out  bytes.Buffer
	seen int // how far expect has read
	done chan struct{}
}

func startTerminal(t *testing.T, env []string, args ...string) *terminal {
	t.Helper()
	return startSized(t, 120, "", env, args...)
}

// startSized is referee play on a terminal of cols columns, run in dir (a
// new folder when "").
func startSized(t *testing.T, cols uint16, dir string, env []string, args ...string) *terminal {
	t.Helper()
	bin, err := exec.LookPath("referee") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Skip("no referee on PATH:", err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	if dir == "" {
		cmd.Dir = t.TempDir()
	}
	cmd.Env = append([]string{"HOME=" + cmd.Dir, "TERM=xterm", "PATH=" + os.Getenv("PATH")}, env...)
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: cols})
	if err != nil {
		t.Skip("no pseudo-terminal here:", err)
	}
	term := &terminal{t: t, pty: f, cmd: cmd, done: make(chan struct{})}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			term.mu.Lock()
			term.out.Write(buf[:n])
			term.mu.Unlock()
			if err != nil {
				close(term.done)
				return
			}
		}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = f.Close()
	})
	return term
}

// escapes are the terminal's control sequences, left out when the screen's
// text is read.
var escapes = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\r`)

// raw is everything written to the terminal so far.
func (term *terminal) raw() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.out.String()
}

// expect waits until the text on the terminal, past what was expected
// before, holds want; a no-break space matches a space (where Russian
// typography puts them is the catalog's business, tested there), and a
// space matches a line broken there by the table's wrapping (where lines
// break is the width's business, tested by TestPlayNarrowTerminal).
func (term *terminal) expect(want string) {
	term.t.Helper()
	words := strings.Fields(strings.ReplaceAll(want, "\u00a0", " "))
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	pattern := regexp.MustCompile(strings.Join(words, `\s+`))
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		text := strings.ReplaceAll(escapes.ReplaceAllString(term.raw(), ""), "\u00a0", " ")
		if m := pattern.FindStringIndex(text[min(term.seen, len(text)):]); m != nil {
			term.seen += m[1]
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	term.t.Fatalf("the terminal never showed %q; it shows:\n%s", want, escapes.ReplaceAllString(term.raw(), ""))
}

func (term *terminal) typeKeys(keys string) {
	term.t.Helper()
	if _, err := term.pty.Write([]byte(keys)); err != nil {
		term.t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // let the editor take each burst as typed
}

// leave types Ctrl-D at the prompt until the program leaves: a Ctrl-D
// typed while the line editor switches the terminal's mode may be flushed
// (TestPlayNarrowTerminal timed out so in CI, the prompt on the screen).
func (term *terminal) leave() {
	term.t.Helper()
	for range 5 {
		term.typeKeys("\x04")
		select {
		case <-term.done:
			_ = term.cmd.Wait()
			return
		case <-time.After(2 * time.Second):
		}
	}
	term.t.Fatalf("play did not leave after Ctrl-D; the terminal shows:\n%s", escapes.ReplaceAllString(term.raw(), ""))
}

// wait waits for the program to leave.
func (term *terminal) wait() {
	term.t.Helper()
	select {
	case <-term.done:
	case <-time.After(10 * time.Second):
		term.t.Fatalf("play did not leave; the terminal shows:\n%s", escapes.ReplaceAllString(term.raw(), ""))
	}
	_ = term.cmd.Wait()
}

// TestPlayAtATerminal: the question a Russian family asks, settled the way
// they would settle it: the players asked for, the prompt naming who is to
// move, Tab completing the move, the verdict in red, the prompt staying with
// the same player, :help, Ctrl-D; and the lines kept for the next run.
func TestPlayAtATerminal(t *testing.T) {
	state := t.TempDir()
	term := startTerminal(t, []string{"LANG=ru_RU.UTF-8", "XDG_STATE_HOME=" + state}, "play", "черепахи")
	term.expect("Кто играет")
	term.expect("игроки> ")
	term.typeKeys("Маша, Петя\r")
	term.expect("Маша, ход 1> ")
	if !strings.Contains(term.raw(), "\x1b[1m") {
		t.Error("the player due is not in bold")
	}
	// Tab completes the colour as far as the cards agree, a second Tab
	// lists the steps.
	term.typeKeys("кр\t")
	term.expect("красная +")
	term.typeKeys("\t")
	term.expect("+1")
	term.expect("+2")
	// Ctrl-C leaves the list, then clears the line.
	term.typeKeys("\x03")
	term.typeKeys("\x03")
	term.typeKeys("красная -1\r")
	term.expect("со старта назад не ходят")
	term.expect("Маша, ход 1> ")
	if !regexp.MustCompile(`\x1b\[31m[^\x1b]*красная черепаха стоит на\x{a0}старте`).MatchString(term.raw()) {
		t.Error("the refusal is not in red")
	}
	term.typeKeys(":пом\t\r")
	term.expect(":выход")
	term.expect("Маша, ход 1> ")
	// Ctrl-D in the middle of a line does not leave: it is no end of input.
	term.typeKeys("крас\x04")
	term.typeKeys("ная +1\r")
	term.expect("Ход 1 (Маша: красная +1)")
	term.expect("Петя, ход 2> ")
	term.typeKeys("\x04") // Ctrl-D on an empty line asks first: the game is not saved
	term.expect("не\u00a0сохранена. Сохранить её в\u00a0turtles.txt? [Д/н]")
	term.typeKeys("н\r")
	term.expect("судья её\u00a0запомнил")
	term.wait()

	// One history a game: the lines typed at the turtles table.
	history, err := os.ReadFile(filepath.Join(state, "referee", "history-turtles"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"Маша, Петя", "красная -1", "красная +1"} {
		if !strings.Contains(string(history), line+"\n") {
			t.Errorf("history lacks %q:\n%s", line, history)
		}
	}

	// The next run offers the game left; declined, it is set aside, and
	// the up arrow has the lines typed.
	term = startTerminal(t, []string{"LANG=ru_RU.UTF-8", "XDG_STATE_HOME=" + state}, "play", "черепахи", "--players", "Маша, Петя")
	term.expect("Отложена партия «Черепашьи бега»: играют Маша и\u00a0Петя, сыграно 1\u00a0ход. Продолжить игру? [Д/н]")
	term.typeKeys("нет\r")
	term.expect("Партия отложена")
	term.expect("Маша, ход 1> ")
	term.typeKeys("\x1b[A\r") // up: the last line typed, red +1
	term.expect("Ход 1 (Маша: красная +1)")
	term.typeKeys(":выход\r")
	term.expect("не\u00a0сохранена")
	term.typeKeys("\x03") // Ctrl-C cancels the question; the game goes on
	term.expect("Петя, ход 2> ")
	term.typeKeys(":выход\r")
	term.typeKeys("\r") // Enter: yes, saved
	term.expect("Партия записана в\u00a0turtles.txt")
	term.wait()
}

// TestPlayAtATerminalNoColor: NO_COLOR keeps the terminal plain.
func TestPlayAtATerminalNoColor(t *testing.T) {
	term := startTerminal(t, []string{"NO_COLOR=1", "XDG_STATE_HOME=" + t.TempDir()}, "play", "turtles", "--players", "A, B")
	term.expect("A, move 1> ")
	term.typeKeys("red -1\r")
	term.expect("no turtle can move back from there")
	term.typeKeys("\x04") // nothing played: nothing to ask
	term.wait()
	if sgr := regexp.MustCompile(`\x1b\[[0-9;]*m`).FindString(term.raw()); sgr != "" {
		t.Errorf("colour %q with NO_COLOR set", sgr)
	}
}

// TestPlayPastedLongLine: a long line pasted at the prompt is answered at
// once (issue 19, item 11): a pasted megabyte is refused as too long
// within a second or so, and the table goes on; a line typed past the
// most the editor takes is refused as cut, not played in part. The
// terminal pastes in brackets, as every terminal does once the editor
// asks for it.
func TestPlayPastedLongLine(t *testing.T) {
	term := startTerminal(t, []string{"XDG_STATE_HOME=" + t.TempDir()}, "play", "turtles", "--players", "A, B")
	term.expect("A, move 1> ")
	if !strings.Contains(term.raw(), "\x1b[?2004h") {
		t.Fatal("the editor does not ask for bracketed paste")
	}
	paste := func(line, answer string) {
		t.Helper()
		start := time.Now()
		term.typeKeys("\x1b[200~" + line + "\x1b[201~\r")
		term.expect(answer)
		took := time.Since(start)
		t.Logf("a pasted line of %d bytes answered in %v", len(line), took.Round(time.Millisecond))
		if took > 5*time.Second {
			t.Errorf("a pasted line of %d bytes took %v", len(line), took)
		}
	}
	paste("red +1"+strings.Repeat(" ", 16<<10), "Move 1 (A: red +1)")
	term.expect("B, move 2> ")
	paste("blue +1; "+strings.Repeat("x", 1<<20), "longer than 65536 bytes")
	term.expect("B, move 2> ")
	// Cut at the bound between letters, never inside one (the editor
	// would wait for the rest of a letter for ever).
	paste(strings.Repeat("б", 40000), "longer than 65536 bytes")
	term.expect("B, move 2> ")
	paste("x"+strings.Repeat("б", 40000), "longer than 65536 bytes")
	term.expect("B, move 2> ")
	// Typed (or pasted by a terminal that does not bracket), past 4096
	// characters: refused whole.
	term.typeKeys("blue +1" + strings.Repeat(" ", 5000) + "\r")
	term.expect("longer than 4096 characters")
	term.expect("B, move 2> ")
	term.typeKeys("blue +1\r")
	term.expect("Move 2 (B: blue +1)")
	term.typeKeys("\x04")
	term.expect("Save it to turtles.txt? [Y/n]")
	term.typeKeys("n\r")
	term.wait()
}

// TestPlayPastedEndlessLine: a paste whose line runs on past 16 MB is
// bounded as a transcript's line is: refused with check's message, at its
// line, and the table ends (exit 2) instead of holding it all; the rest of
// the paste is read to its end and dropped, not left for the shell.
func TestPlayPastedEndlessLine(t *testing.T) {
	term := startTerminal(t, []string{"XDG_STATE_HOME=" + t.TempDir()}, "play", "turtles", "--players", "A, B")
	term.expect("A, move 1> ")
	go func() {
		// Written as a terminal writes a paste, more than the bound; the
		// write may block until the table reads, or fail once it left.
		_, _ = term.pty.Write([]byte("\x1b[200~" + strings.Repeat("x", 17<<20) + "\nred +1\n\x1b[201~"))
	}()
	term.expect("<stdin>:1:1: This line runs past 16777216 bytes, and the referee reads no further")
	term.expect("[notation.line-endless]")
	term.wait()
	if code := term.cmd.ProcessState.ExitCode(); code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	if strings.Contains(term.raw(), "Move 1") {
		t.Error("a line pasted after the endless one was played")
	}
}

// langEnv is the environment of a family speaking lang, their games kept
// in state.
func langEnv(lang, state string) []string {
	locale := map[string]string{"ru": "ru_RU.UTF-8", "en": "en_GB.UTF-8"}[lang]
	return []string{"LANG=" + locale, "XDG_STATE_HOME=" + state}
}

// checkSaved runs `referee check` of a saved game and returns what it says.
func checkSaved(t *testing.T, file string, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("referee")
	if err != nil {
		t.Skip(err)
	}
	out, err := exec.Command(bin, append([]string{"check"}, append(args, file)...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("referee check %s: %v\n%s", file, err, out)
	}
	return string(out)
}

// TestPlayNeverLosesAGame: a family with a name that has a space plays a few
// moves, naming players by a beginning of their names; a stray Ctrl-D asks
// before leaving, and «no» leaves the game kept; the next `referee play`
// offers to go on with it, and goes on where it was; the game saved then
// is one `check` accepts. In Russian and in English.
func TestPlayNeverLosesAGame(t *testing.T) {
	for _, c := range []struct {
		lang, game, players, move1, move2, move3, move4         string
		seen2, seen3, question, no, kept, resume, goesOn, saved string
	}{
		{"ru", "черепахи", "Маша, Петя, бабушка Зина", "красная +1", "Пет: синяя +1", "Зин: синяя +1", "синяя +1",
			"(Петя: синяя +1)", "(бабушка Зина: синяя +1)", "Партия (3 хода) не сохранена. Сохранить её в turtles.txt? [Д/н]", "н",
			"судья её запомнил", "Отложена партия «Черепашьи бега»: играют Маша, Петя и бабушка Зина, сыграно 3 хода. Продолжить игру? [Д/н]", "Маша, ход 4> ", "Партия записана в turtles.txt (4 хода)"},
		{"en", "turtles", "Masha, Petya, Granny Zina", "red +1", "Pe: blue +1", "Gr: blue +1", "blue +1",
			"(Petya: blue +1)", "(Granny Zina: blue +1)", "The game (3 moves) is not saved. Save it to turtles.txt? [Y/n]", "no",
			"the referee remembers it", "A game of Turtle Race is waiting (Masha, Petya and Granny Zina, 3 moves so far). Go on with it? [Y/n]", "Masha, move 4> ", "Saved to turtles.txt (4 moves)"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			state, dir := t.TempDir(), t.TempDir()
			term := startSized(t, 120, dir, langEnv(c.lang, state), "play", c.game)
			term.expect("> ")
			term.typeKeys(c.players + "\r")
			term.typeKeys(c.move1 + "\r")
			term.typeKeys(c.move2 + "\r")
			term.expect(c.seen2)
			term.typeKeys(c.move3 + "\r")
			term.expect(c.seen3)
			// The prompt first: a Ctrl-D typed before the editor makes the
			// terminal raw is the line discipline's, and is lost.
			term.expect("> ")
			term.typeKeys("\x04")
			term.expect(c.question)
			term.typeKeys(c.no + "\r")
			term.expect(c.kept)
			term.wait()
			kept, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "turtles-*.txt"))
			if len(kept) != 1 {
				t.Fatalf("kept: %v", kept)
			}
			if data, _ := os.ReadFile(kept[0]); !strings.Contains(string(data), strings.TrimSuffix(strings.TrimPrefix(c.seen3, "("), ")")+"\n") {
				t.Errorf("the kept game lacks the last move:\n%s", data)
			}
			if _, err := os.Stat(filepath.Join(dir, "turtles.txt")); err == nil {
				t.Error("«no» saved the game")
			}

			// The next run offers it, and goes on where it was.
			term = startSized(t, 120, dir, langEnv(c.lang, state), "play")
			term.expect(c.resume)
			term.typeKeys("\r")
			term.expect(c.goesOn)
			term.typeKeys(c.move4 + "\r")
			term.typeKeys(map[string]string{"ru": ":сохранить\r", "en": ":save\r"}[c.lang])
			term.expect(c.saved)
			term.typeKeys(map[string]string{"ru": ":выход\r", "en": ":quit\r"}[c.lang]) // saved: nothing to ask
			term.wait()
			// Saved whole but not over, it stays kept as saved in its file,
			// so the next run offers it (issue 36, item 7).
			kept, _ = filepath.Glob(filepath.Join(state, "referee", "unfinished", "turtles-*.txt"))
			if len(kept) != 1 {
				t.Fatalf("kept: %v", kept)
			}
			if data, _ := os.ReadFile(kept[0]); !strings.Contains(string(data), "\n# saved\n") || !strings.Contains(string(data), filepath.Join(dir, "turtles.txt")) {
				t.Errorf("the game kept does not say it is saved in turtles.txt:\n%s", data)
			}
			saved, err := os.ReadFile(filepath.Join(dir, "turtles.txt"))
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range []string{map[string]string{"ru": "игра: черепахи", "en": "game: turtles"}[c.lang], strings.Trim(c.seen3, "()")} {
				if !strings.Contains(string(saved), line+"\n") {
					t.Errorf("the saved game lacks %q:\n%s", line, saved)
				}
			}
			out := checkSaved(t, filepath.Join(dir, "turtles.txt"))
			if !strings.Contains(out, "Four moves") || strings.Contains(out, "[") { // counts to nine in words, opening the sentence
				t.Errorf("check of the saved game:\n%s", out)
			}
		})
	}
}

// TestPlayBigRacesPrompt: the prompt names the car due and how far it may
// go, a verdict is the move told in words (no sums), after the reference
// notes of the first move as paragraphs of their own, :explain tells it
// again whole, as check --explain does, and :board starts with the
// prompt's line.
func TestPlayBigRacesPrompt(t *testing.T) {
	for _, c := range []struct{ lang, game, first, move, verdict, second, explain, board string }{
		{"ru", "большие-гонки", "Маша (машина № 1, лидер раунда 1, до четырёх клеток), ход 1> ", "4п",
			"Очерёдность ходов. В\u00a0каждом раунде все машины ходят по\u00a0одному разу. Первой ходит машина, которая впереди всех (лидер), за\u00a0ней\u00a0— вторая, третья и\u00a0так далее до\u00a0последней, в\u00a0том порядке, в\u00a0каком машины стояли в\u00a0начале раунда. Из\u00a0двух машин, идущих наравне, раньше ходит та, что ближе к\u00a0центру. Как читать запись клетки. Клетку записывают двумя числами через косую черту, например 3/1. Первое число\u00a0— номер дорожки: первая ближе всех к\u00a0центру, четвёртая\u00a0— дальше всех. Второе число\u00a0— номер клетки от\u00a0линии старта: клетка 0\u00a0— на\u00a0самой линии, клетки впереди по\u00a0ходу гонки нумеруют 1, 2, 3 и\u00a0так далее, позади линии\u00a0— −1, −2, −3 и\u00a0так далее. На\u00a0новом круге счёт не\u00a0начинается заново, а\u00a0продолжается. Шаг на\u00a0соседнюю дорожку номер клетки не\u00a0меняет. Перед гонкой первая по\u00a0жребию машина стоит на\u00a0клетке 4/0, вторая\u00a0— прямо за\u00a0ней, на\u00a04/−1. Ход 1 (Маша: 4п): машина Маша1, лидер раунда, проходит четыре клетки\u00a0— с\u00a04/0 на\u00a04/4. Лидер может пройти от\u00a0одной до\u00a0четырёх клеток.",
			"Петя (машина № 1, до шести клеток), ход 2> ",
			"Очерёдность ходов. В\u00a0каждом раунде все машины ходят по\u00a0одному разу. Первой ходит машина, которая впереди всех (лидер), за\u00a0ней\u00a0— вторая, третья и\u00a0так далее до\u00a0последней, в\u00a0том порядке, в\u00a0каком машины стояли в\u00a0начале раунда. Из\u00a0двух машин, идущих наравне, раньше ходит та, что ближе к\u00a0центру. Как читать запись клетки. Клетку записывают двумя числами через косую черту, например 3/1. Первое число\u00a0— номер дорожки: первая ближе всех к\u00a0центру, четвёртая\u00a0— дальше всех. Второе число\u00a0— номер клетки от\u00a0линии старта: клетка 0\u00a0— на\u00a0самой линии, клетки впереди по\u00a0ходу гонки нумеруют 1, 2, 3 и\u00a0так далее, позади линии\u00a0— −1, −2, −3 и\u00a0так далее. На\u00a0новом круге счёт не\u00a0начинается заново, а\u00a0продолжается. Шаг на\u00a0соседнюю дорожку номер клетки не\u00a0меняет. Перед гонкой первая по\u00a0жребию машина стоит на\u00a0клетке 4/0, вторая\u00a0— прямо за\u00a0ней, на\u00a04/−1. Ход 1 (Маша: 4п): в\u00a0записи не\u00a0названы ни\u00a0машина, ни\u00a0игрок, значит, ходит машина Маша1, лидер раунда\u00a0— сейчас её\u00a0очередь. Она проходит четыре клетки\u00a0— с\u00a04/0 на\u00a04/4. Лидер может пройти от\u00a0одной до\u00a0четырёх клеток.",
			"Петя (машина № 1, до шести клеток), ход 2.\n"},
		{"en", "big-races", "Маша (car 1, leading round 1, up to four squares), move 1> ", "4f",
			"Order of play. In each round every car moves once: first the leader (the car in front), then the others in the order they were in when the round began. Of two cars level with each other, the one nearer the centre moves first. How squares are written. A square is written as two numbers with a slash, such as 3/1. The first number is the lane, counted from the centre: lane 1 is nearest the centre, lane 4 furthest from it. The second number counts the squares from the start line: square 0 is on the line itself, the squares past it are 1, 2, 3 and so on, and squares behind the line are −1, −2, −3 and so on; the count runs on from lap to lap. A step into the next lane does not change the second number. At the start, the car drawn first stands at 4/0, and the car drawn second stands just behind it, at 4/−1. Move 1 (Маша: 4f): the leader, car Маша1, moves four squares, from 4/0 to 4/4. The leader may move one to four squares.",
			"Петя (car 1, up to six squares), move 2> ",
			"Order of play. In each round every car moves once: first the leader (the car in front), then the others in the order they were in when the round began. Of two cars level with each other, the one nearer the centre moves first. How squares are written. A square is written as two numbers with a slash, such as 3/1. The first number is the lane, counted from the centre: lane 1 is nearest the centre, lane 4 furthest from it. The second number counts the squares from the start line: square 0 is on the line itself, the squares past it are 1, 2, 3 and so on, and squares behind the line are −1, −2, −3 and so on; the count runs on from lap to lap. A step into the next lane does not change the second number. At the start, the car drawn first stands at 4/0, and the car drawn second stands just behind it, at 4/−1. Move 1 (Маша: 4f): the move names neither a car nor a player, so it is taken as a move by car Маша1, the leader, whose turn it is. Car Маша1 moves four squares, from 4/0 to 4/4. The leader may move one to four squares.",
			"Петя (car 1, up to six squares), move 2.\n"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			term := startTerminal(t, langEnv(c.lang, t.TempDir()), "play", c.game, "--players", "Маша, Петя")
			term.expect(c.first)
			term.typeKeys(c.move + "\r")
			term.expect(c.verdict)
			term.expect(c.second)
			term.typeKeys(map[string]string{"ru": ":правило\r", "en": ":explain\r"}[c.lang])
			term.expect(c.explain)
			term.typeKeys(map[string]string{"ru": ":доска\r", "en": ":board\r"}[c.lang])
			term.expect(c.board)
			term.typeKeys("\x04")
			// The answer once the question is asked: a key typed before it
			// may be read as the answer to nothing.
			term.expect(map[string]string{"ru": "[Д/н]", "en": "[Y/n]"}[c.lang])
			term.typeKeys("n\r")
			term.wait()
		})
	}
}

// TestPlayBoardSaysTurnOnce: at a terminal :board does not put the
// prompt's bare line («Петя, ход 2.») above a board that names the player
// due itself: the prompt under it says it.
func TestPlayBoardSaysTurnOnce(t *testing.T) {
	term := startTerminal(t, langEnv("ru", t.TempDir()), "play", "черепахи", "--players", "Маша, Петя")
	term.expect("Маша, ход 1> ")
	term.typeKeys("красная +1\r")
	term.expect("Петя, ход 2> ")
	term.typeKeys(":доска\r")
	term.expect("Ходит игрок Петя.")
	term.expect("Петя, ход 2> ")
	if text := escapes.ReplaceAllString(term.raw(), ""); strings.Contains(text, "Петя, ход 2.") {
		t.Errorf("the turn is said above the board too:\n%s", text)
	}
	term.typeKeys("\x04")
	term.expect("[Д/н]")
	term.typeKeys("n\r")
	term.wait()
}

// TestPlayTurboDispute: a dispute settled in two lines and the call: the
// cards open now, the task on the table, then the call, judged at once in
// one line; the prompt then says a new task card is due.
func TestPlayTurboDispute(t *testing.T) {
	for _, c := range []struct{ lang, game, players, open, task, call, verdict, due string }{
		{"ru", "турбосчёт", "Аня, Боря, Вика", "открыто: Аня=5 лягушек, Боря=хамелеон", "задание: Лягушек больше четырёх.", "Вик: турбо",
			"Крик (Вика: турбо): верно — условие выполнено (на открытых картах 5 лягушек)", "ждём задание, ход 1> "},
		{"en", "turbo", "Anna, Boris, Vera", "open: Anna=5 frogs, Boris=chameleon", "task: More than four frogs.", "Ve: turbo",
			"Call (Vera: turbo): right — the condition is met (the open cards show 5 frogs)", "waiting for a task, move 1> "},
	} {
		t.Run(c.lang, func(t *testing.T) {
			term := startTerminal(t, langEnv(c.lang, t.TempDir()), "play", c.game, "--players", c.players)
			term.expect(map[string]string{"ru": "Примечание: в записи нет строки «карты:»", "en": "Note: the transcript has no “cards:” line saying how many cards each player was dealt"}[c.lang])
			term.expect("> ")
			term.typeKeys(c.open + "\r")
			term.typeKeys(c.task + "\r")
			term.typeKeys(c.call + "\r")
			term.expect(c.verdict)
			// One line, the round won told in it, and no code: at the
			// table a code is shown by :explain.
			if v := term.lineAfter(c.verdict); !strings.Contains(v, map[string]string{"ru": "выигрывает раунд", "en": "wins the round"}[c.lang]) || strings.Contains(v, "[turbo.") {
				t.Errorf("the verdict is not one line with no codes: %q", v)
			}
			term.expect(c.due)
			term.typeKeys("\x04")
			term.expect(map[string]string{"ru": "[Д/н]", "en": "[Y/n]"}[c.lang])
			term.typeKeys("n\r")
			term.wait()
		})
	}
}

// lineAfter is the rest of the screen's line (wrapped lines joined) from
// where text starts, the last one the terminal shows it on.
func (term *terminal) lineAfter(text string) string {
	screen := strings.ReplaceAll(escapes.ReplaceAllString(term.raw(), ""), "\u00a0", " ")
	i := strings.LastIndex(screen, strings.ReplaceAll(text, "\u00a0", " "))
	if i < 0 {
		return ""
	}
	rest := screen[i:]
	var out []string
	for j, l := range strings.Split(rest, "\n") {
		if j > 0 && !strings.HasPrefix(l, "  ") {
			break
		}
		out = append(out, strings.TrimSpace(l))
	}
	return strings.Join(out, " ")
}

// TestPlayNarrowTerminal: at 60 columns every line the table prints — the
// star of chinese-checkers, its legend, the help, a rule explained — fits,
// broken between words, and the star's rows are not split.
func TestPlayNarrowTerminal(t *testing.T) {
	for _, lang := range []string{"ru", "en"} {
		t.Run(lang, func(t *testing.T) {
			term := startSized(t, 60, "", langEnv(lang, t.TempDir()), "play", "chinese-checkers", "--players", "Маша, Петя, бабушка Зина", "--lang", lang)
			term.expect("> ")
			for _, cmd := range []string{":board --holes names", ":board", ":help", ":explain chinese-checkers.from-empty", "e5-f5", ":explain"} {
				term.typeKeys(cmd + "\r")
			}
			// Ctrl-D once the last :explain (of e5-f5, from-empty too) and
			// the prompt after it are drawn: typed before, under load, the
			// line editor's switch to raw mode could flush it.
			term.expect("chinese-checkers.from-empty")
			term.expect("chinese-checkers.from-empty")
			term.expect("> ")
			term.leave()
			screen := strings.ReplaceAll(escapes.ReplaceAllString(term.raw(), ""), "\r", "")
			for _, l := range strings.Split(screen, "\n") {
				if w := layout.Width(l); w > 60 {
					t.Errorf("a line of %d columns: %q", w, l)
				}
			}
			// Each board's widest row, e, has its 13 holes on one line.
			if n := len(regexp.MustCompile(`(?m)^e( +\S+){13} *$`).FindAllString(screen, -1)); n != 2 {
				t.Errorf("the star's row e is whole on %d boards of 2:\n%s", n, screen)
			}
		})
	}
}

// TestPlayTurtlesColours: a race over before the secret colours were
// shown: each player is asked for theirs (Tab completing it), the winner
// is named, and the save holds the colours and the result.
func TestPlayTurtlesColours(t *testing.T) {
	for _, c := range []struct{ lang, game, setup, move, ask1, typed1, ask2, answer2, winner, save, colours, result string }{
		{"ru", "черепахи", "позиция: 8=синяя", "синяя +1", "Маша, цвет черепахи> ", "жёл\t", "бабушка Зина, цвет черепахи> ", "синяя",
			"победитель\u00a0— бабушка Зина", ":сохранить", "цвета: Маша=жёлтая, бабушка Зина=синяя", "итог: бабушка Зина"},
		{"en", "turtles", "setup: 8=blue", "blue +1", "Маша, turtle colour> ", "yel\t", "бабушка Зина, turtle colour> ", "blue",
			"бабушка Зина wins", ":save", "colors: Маша=yellow, бабушка Зина=blue", "result: бабушка Зина"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			dir := t.TempDir()
			term := startSized(t, 120, dir, langEnv(c.lang, t.TempDir()), "play", c.game, "--players", "Маша, бабушка Зина")
			term.expect("> ")
			term.typeKeys(c.setup + "\r")
			term.typeKeys(c.move + "\r")
			term.expect(c.ask1)
			term.typeKeys(c.typed1)
			term.typeKeys("\r")
			term.expect(c.ask2)
			term.typeKeys(c.answer2 + "\r")
			term.expect(c.winner)
			term.typeKeys(c.save + "\r")
			// The save said, not the hint before it that names the file
			// too: a Ctrl-D typed while the save was under way was lost
			// on a loaded machine.
			term.expect("turtles.txt (1")
			term.expect("> ")
			term.typeKeys("\x04")
			term.wait()
			saved, err := os.ReadFile(filepath.Join(dir, "turtles.txt"))
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range []string{c.colours, c.result} {
				if !strings.Contains(string(saved), line+"\n") {
					t.Errorf("the saved race lacks %q:\n%s", line, saved)
				}
			}
			if out := checkSaved(t, filepath.Join(dir, "turtles.txt"), "--lang", c.lang); !strings.Contains(out, c.winner) {
				t.Errorf("check of the saved race:\n%s", out)
			}
		})
	}
}

// TestPlaySuperRaceRoute: Tab completes the route after the dice and the
// slash, in the language spoken; a refused header line is not dropped
// unnoticed when Enter would start the game.
func TestPlaySuperRaceRoute(t *testing.T) {
	term := startTerminal(t, langEnv("ru", t.TempDir()), "play", "супер-гонка", "--players", "Маша, Петя, бабушка Зина")
	term.expect("(«трасса:» и «старт:»)")
	term.expect("строка заголовка или Enter, чтобы начать> ")
	term.typeKeys("старт: Маша=1, Петя=2, Зина=9\r")
	term.expect("«9» — не стартовый квадрат")
	term.typeKeys("\r")
	term.expect("Строка «старт:» не принята")
	term.typeKeys("старт: Маша=1, Петя=2, бабушка Зина=3\r")
	term.expect("Строка «старт:» принята")
	term.typeKeys("\r")
	term.expect("Маша, ход 1> ")
	term.typeKeys("кп кп кп кп кп / \t")
	term.expect("красный п п п п п")
	term.typeKeys("\r")
	term.expect("Ход 1 (Маша: кп кп кп кп кп / красный п п п п п): ")
	term.expect("Петя, ход 2> ")
	term.typeKeys("\x04")
	term.expect("[Д/н]")
	term.typeKeys("н\r")
	term.wait()
}

// TestPlayResumeNamesNoStateFile: a kept game goes on with one line, how
// many moves were played, and the prompt: its notes were said when it was
// played, and the file in the state folder, which the family never named,
// is named nowhere.
func TestPlayResumeNamesNoStateFile(t *testing.T) {
	state := t.TempDir()
	unfinished := filepath.Join(state, "referee", "unfinished")
	if err := os.MkdirAll(unfinished, 0o700); err != nil {
		t.Fatal(err)
	}
	kept := "# referee play: a game in progress, kept so it is never lost\nигра: турбо\nигроки: Маша, Петя\nзадание: Ежей больше пяти\n\nМаша: 2е\nПетя: 3п\n"
	if err := os.WriteFile(filepath.Join(unfinished, "turbo-20261201-213000.txt"), []byte(kept), 0o600); err != nil {
		t.Fatal(err)
	}
	term := startTerminal(t, langEnv("ru", state), "play")
	term.expect("Отложена партия «Турбосчёт Форсаж»: играют Маша и Петя, сыграно 2 хода. Продолжить игру? [Д/н]")
	term.typeKeys("\r")
	term.expect("Игра «Турбосчёт Форсаж». За столом: Маша и Петя. Партия продолжается, сыграно 2 хода.")
	term.expect("Маша, ход 3> ")
	term.typeKeys("\x04")
	term.expect("[Д/н]")
	term.typeKeys("н\r")
	term.wait()
	for _, never := range []string{state, "unfinished", "turbo.warn.no-cards", "Переиграно"} {
		if strings.Contains(term.raw(), never) {
			t.Errorf("the resumed game says %q:\n%s", never, escapes.ReplaceAllString(term.raw(), ""))
		}
	}
}
