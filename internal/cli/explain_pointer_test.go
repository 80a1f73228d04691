package cli_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// A rule whose text ends by pointing to another page keeps the pointer
// last: what breaking the rule means comes before it, not after it
// (round-36 help editor, edits 16 and 21; turbo editor, R12 and E8).
func TestExplainPointerClosesTheRule(t *testing.T) {
	for _, c := range []struct{ lang, code, after, pointer string }{
		{"ru", "super-race.dead-end", "Ход, который нарушает это правило, не засчитывается.", "«referee explain super-race.reading.dead-end»."},
		{"en", "super-race.dead-end", "A move that breaks this rule is refused.", "“referee explain super-race.reading.dead-end”."},
		{"ru", "turbo.out-of-turn", "Ход, который нарушает это правило, не засчитывается.", "«referee explain turbo.reading.order-after-round»."},
		{"en", "chinese-checkers.pass-with-move", "A move that goes against this ruling is refused.", "“referee explain chinese-checkers.reading.pass”."},
	} {
		var out, errs bytes.Buffer
		if code := cli.Main([]string{"--lang", c.lang, "explain", c.code}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code != 0 {
			t.Fatalf("explain %s: exit %d, %s", c.code, code, errs.String())
		}
		page := strings.Join(strings.Fields(strings.ReplaceAll(out.String(), "\u00a0", " ")), " ")
		after, pointer := strings.Index(page, c.after), strings.Index(page, c.pointer)
		if after < 0 || pointer < 0 || after > pointer || !strings.Contains(page, c.pointer+" ") && !strings.HasSuffix(page, c.pointer) {
			t.Errorf("explain %s (%s): the pointer does not close the rule:\n%s", c.code, c.lang, out.String())
		}
	}
}
