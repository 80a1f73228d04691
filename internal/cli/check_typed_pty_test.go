package cli_test

import (
	"strings"
	"testing"
	"time"
)

// TestCheckTypedAtATerminal: `check -` (and `check /dev/stdin`) with a
// person at the keyboard says that it reads what is typed and how the
// typing ends, and no progress line runs into the typing (round 7's
// attacker: "checked 0 games…" was shown while waiting, what was typed
// appended to it, and nothing said Ctrl-D).
func TestCheckTypedAtATerminal(t *testing.T) {
	for _, name := range []string{"-", "/dev/stdin"} {
		t.Run(strings.TrimPrefix(name, "/dev/"), func(t *testing.T) {
			term := startTerminal(t, []string{"LANG=ru_RU.UTF-8"}, "check", name)
			term.expect("Запись партии читается с клавиатуры")
			term.expect("Ctrl-D в начале строки.")
			time.Sleep(1600 * time.Millisecond) // past the second after which progress shows
			term.typeKeys("игра: черепахи\rигроки: Маша, Петя\rМаша: красная +1\r")
			term.typeKeys("\x04")
			term.expect("Засчитан один ход")
			term.wait()
			if out := term.raw(); strings.Contains(out, "проверено") || strings.Contains(out, "МБ/с") {
				t.Errorf("a progress line was shown while the transcript was typed:\n%s", out)
			}
		})
	}
}
