package cli_test

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// A picture after a pass says the pass under its title, not the player's
// earlier turn as if it were the last (fresh judge check25: «Edgar —
// 4 квадрата» after Edgar's pass, move 7 of race.txt).
func TestPassSaidUnderTheTitle(t *testing.T) {
	for lang, want := range map[string]string{"en": "Last move: Edgar — a pass", "ru": "Последний ход: Edgar — пас"} {
		var out, errs bytes.Buffer
		cli.Main([]string{"board", "--svg", "--at", "7", "--lang", lang, "../../corpus/super-race/race.txt"}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }})
		caption := regexp.MustCompile(`class="last-move">\s*<text[^>]*>([^<]*)<`).FindStringSubmatch(out.String())
		if caption == nil || norm(caption[1]) != norm(want) {
			t.Errorf("%s: the caption after Edgar's pass is %q, want %q", lang, caption, want)
		}
	}
}
