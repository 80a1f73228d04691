package notation

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// testDialect is a game for the framing's own tests: header keys colors
// (which may close a game) and setup, turbo's event key task, and moves that
// read as one when they are words of letters, digits, + and -.
func testDialect(game string) *Dialect {
	d := NewDialect(game, [][]string{{"colors", "цвета"}, {"setup"}, {"task"}}, []string{"colors"})
	d.Events = []string{"task"}
	// A move is a word, a sign and a digit: `red +1`, `синяя -1`.
	d.Reads = func(text string) bool {
		word, step, ok := strings.Cut(text, " ")
		return ok && word != "" && len(step) == 2 && (step[0] == '+' || step[0] == '-') && step[1] >= '0' && step[1] <= '9'
	}
	return d
}

// testDialects gives every game the test dialect.
var testDialects Dialects = testDialect

// frame reads a whole file with the test dialect, as `check` reads.
func frame(name string, data []byte) *File { return ReadAll(name, data, testDialects) }

func TestDialectKeysAndCast(t *testing.T) {
	d := testDialect("t")
	for word, want := range map[string]int{"players": KeyPlayers, "Игроки": KeyPlayers, "ИТОГ": KeyResult, "ход": KeyTurn, "«цвета»": 4, "source": -1, "": -1} {
		if got := d.Key(word); got != want {
			t.Errorf("Key(%q) = %d, want %d", word, got, want)
		}
	}
	c := NewCast(d, []string{"Маша", "бабушка Зина", "Зина Петровна", "Петя"})
	for name, want := range map[string]int{
		"Маша": 0, "маша": 0, "«бабушка Зина»": 1, "Бабушка  Зина": 1, "бабушка": 1,
		"Зина":     -1, // two players share it
		"Петровна": 2, "Петя": 3, "Вася": -1,
	} {
		if got := c.Player(name); got != want {
			t.Errorf("Player(%q) = %d, want %d", name, got, want)
		}
	}
	for typed, want := range map[string]int{"Ма": 0, "баб": 1, "Пет": -1, "Петя": 3, "Петр": 2, "": -1} {
		if got := c.Prefix(typed); got != want {
			t.Errorf("Prefix(%q) = %d, want %d", typed, got, want)
		}
	}
	if w := c.Who("бабушка"); w.Whom != Player || w.Index != 1 {
		t.Errorf("Who(бабушка) = %+v", w)
	}
	if w := c.Who("Вася"); w.Whom != Nobody {
		t.Errorf("Who(Вася) = %+v", w)
	}
}

func TestDialectKeyAllocatesNothing(t *testing.T) {
	d := testDialect("t")
	if n := testing.AllocsPerRun(10, func() { d.Key("Нина") }); n != 0 {
		t.Errorf("Key allocates %v", n)
	}
}

// posOfByte is the place of a byte of a file: line and column in runes.
func posOfByte(name string, data []byte, at int) Pos {
	p := Pos{Line: 1, Column: 1, Offset: at}
	lineStart := 0
	for i := 0; i < at; i++ {
		if data[i] == '\n' {
			p.Line++
			lineStart = i + 1
		}
	}
	p.Column = utf8.RuneCount(data[lineStart:at]) + 1
	return p
}

// TestCastPrefixed: at the table a beginning of a name that fits one player
// alone names them; a file's cast does not read so, a whole name or a word
// still wins, and a beginning two players share names nobody.
func TestCastPrefixed(t *testing.T) {
	d := testDialect("t")
	c := NewCast(d, []string{"Маша", "бабушка Зина", "Петя", "Пётр"})
	if w := c.Who("Зин"); w.Whom != Nobody {
		t.Errorf("a file's cast reads “Зин” as %+v", w)
	}
	p := c.Prefixed()
	if p.Prefixed() != p || c.Prefixed() != p {
		t.Error("Prefixed is not made once")
	}
	for name, want := range map[string]int{"Зин": 1, "ба": 1, "бабушка З": 1, "м": 0, "Маша": 0, "Пет": -1, "Пе": -1, "Петя": 2, "Вася": -1} {
		w := p.Who(name)
		if got := w.Index; w.Whom != Player && want >= 0 || got != want {
			t.Errorf("Prefixed().Who(%q) = %+v, want player %d", name, w, want)
		}
	}
	if w := c.Who("Зин"); w.Whom != Nobody {
		t.Errorf("the prefixed lookup leaked into the file's cast: %+v", w)
	}
}

// TestCastKey: a name before a colon is a header key through the cast as
// through the dialect, the players' names and others alike; a cast made for
// names alone (no dialect) has no keys.
func TestCastKey(t *testing.T) {
	d := NewDialect("x", nil, nil)
	c := NewCast(d, []string{"Аня", "Players"})
	for _, word := range []string{"Аня", "Players", "players", "игроки", "Боря", "итог"} {
		if got, want := c.Key(word), d.Key(word); got != want {
			t.Errorf("Cast.Key(%q) = %d, Dialect.Key says %d", word, got, want)
		}
	}
	if got := NewCast(nil, []string{"Аня"}).Key("players"); got != -1 {
		t.Errorf("a cast without a dialect: Key(players) = %d, want -1", got)
	}
}
