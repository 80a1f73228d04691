package cli_test

import (
	"bytes"
	"strings"
	"syscall"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// fullDisk is standard output on a full disk: it takes a few bytes, then
// fails every write.
type fullDisk struct{ room int }

func (d *fullDisk) Write(b []byte) (int, error) {
	if len(b) <= d.room {
		d.room -= len(b)
		return len(b), nil
	}
	n := d.room
	d.room = 0
	return n, syscall.ENOSPC
}

// TestWriteFailures: output that cannot be written ends every command with
// exit status 2 and one line in the chosen language, never a usage hint
// and never exit 0 (issue 19, item 4) — whether the disk is full at the
// first byte or after some.
func TestWriteFailures(t *testing.T) {
	game := "../../corpus/turtles/short-race.txt"
	commands := [][]string{
		{"check", game}, {"check", "--json", game}, {"check", "--explain", "-j", "1", game},
		{"moves", "../../corpus/turtles/tower.txt"}, {"moves", "--json", "../../corpus/turtles/tower.txt"},
		{"explain"}, {"explain", "turtles.back-from-start"},
		{"board", game}, {"board", "--svg", game},
		{"games"}, {"tracks"}, {"tracks", "monza"},
		{"--help"}, {"check", "--help"}, {"--version"}, {"completion", "bash"},
		{"play", "turtles", "--players", "A, B"},
	}
	for _, args := range commands {
		for _, room := range []int{0, 10} {
			for _, lang := range []string{"en", "ru"} {
				var errs bytes.Buffer
				code := cli.Main(append([]string{"--lang", lang}, args...), cli.IO{In: strings.NewReader("red +1\n:board\n"), Out: &fullDisk{room: room}, Err: &errs, Getenv: func(string) string { return "" }})
				want := map[string]string{
					"en": "referee: cannot write the output: there is no space left on the device\n",
					"ru": "referee: не\u00a0удалось записать вывод: на\u00a0устройстве не\u00a0осталось места\n",
				}[lang]
				if code != 2 || errs.String() != want {
					t.Errorf("%s into a full disk (%d bytes free), in %s: exit %d, stderr %q; want 2, %q", strings.Join(args, " "), room, lang, code, errs.String(), want)
				}
			}
		}
	}
}

// TestErrorStreamFails: standard error that cannot be written ends the
// command with exit status 2 too.
func TestErrorStreamFails(t *testing.T) {
	var out bytes.Buffer
	code := cli.Main([]string{"check", "missing.txt"}, cli.IO{In: strings.NewReader(""), Out: &out, Err: &fullDisk{}, Getenv: func(string) string { return "" }})
	if code != 2 {
		t.Errorf("exit %d", code)
	}
}
