package notation

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TestPlainIsNFC: the letters plainNFC lets through are in NFC each, and combine with nothing before them, so any line of
// them is in NFC as it stands: such a line need not be looked at again.
func TestPlainIsNFC(t *testing.T) {
	for r := rune(0); r <= 0x047F; r++ {
		s := string(r)
		if !plainNFC(s) {
			continue
		}
		if !norm.NFC.IsNormalString(s) || !norm.NFC.PropertiesString(s).BoundaryBefore() {
			t.Errorf("U+%04X %q is taken as plain but is not NFC-stable", r, s)
		}
	}
	// The commonest decomposed text is not let through.
	for _, s := range []string{"е\u0308", "и\u0306", "e\u0301", "\u037e"} {
		if plainNFC(s) {
			t.Errorf("%q taken as NFC", s)
		}
	}
}

// TestReaderReadsNFC: text in NFD (PDFs, some macOS tools) is read as the
// same text composed: `игра: турбосчёт` names the game, «жёлтая» is one
// word, a name is the player's — in a file, and typed at the table.
func TestReaderReadsNFC(t *testing.T) {
	nfd := norm.NFD.String("игра: турбосчёт\nигроки: Алёна, Йорик\nАлёна: жёлтая +1 # «ё»\n")
	if nfd == norm.NFC.String(nfd) {
		t.Fatal("the test text is not decomposed")
	}
	f := frame("f", []byte(nfd))
	if len(f.Games) != 1 || len(f.Errors) != 0 {
		t.Fatalf("games %d, errors %v", len(f.Games), f.Errors)
	}
	g := f.Games[0]
	if g.ID.Text != "турбосчёт" || len(g.Players) != 2 || g.Players[0].Text != "Алёна" || g.Players[1].Text != "Йорик" {
		t.Errorf("game %q, players %v", g.ID.Text, g.Players)
	}
	if len(g.Moves) != 1 || g.Moves[0].Text != "жёлтая +1" || g.Moves[0].Who != (Who{Player, 0}) || g.Moves[0].TextPos.Column != 8 {
		t.Errorf("moves %+v", g.Moves)
	}
	// A line typed at the table.
	cast := NewCast(testDialect("t"), []string{"Алёна", "Йорик"})
	moves, _ := FrameLine(testDialect("t"), cast, norm.NFD.String("Йорик: жёлтая +1"), Pos{Line: 1, Column: 1}, true)
	if len(moves) != 1 || moves[0].Who != (Who{Player, 1}) || moves[0].Text != "жёлтая +1" {
		t.Errorf("typed: %+v", moves)
	}
}

// TestLookAlikeNames: a name written with a Latin letter for a Cyrillic
// one, with an invisible character, or decomposed is the player's; two
// players whose names look the same are found (and refused by the header).
func TestLookAlikeNames(t *testing.T) {
	c := NewCast(nil, []string{"Аня", "Боря", "бабушка Зина"})
	for typed, want := range map[string]int{
		"Aня":                       0, // Latin A
		"Аня\u200b":                 0, // a zero-width space
		"\u200bАня":                 0,
		"aня":                       0,
		"Бoря":                      1, // Latin o
		"бабушка\u00a0 Зина":        2,
		"бaбушкa Зинa":              2,
		"Вика":                      -1,
		"Ан":                        -1, // a beginning is no whole name
		"Б" + "\u043e\u0301" + "ря": -1, // an accent is a letter of its own
	} {
		if got := c.Player(typed); got != want {
			t.Errorf("Player(%q) = %d, want %d", typed, got, want)
		}
	}
	two := NewCast(nil, []string{"Аня", "Боря", "Aня"})
	if two.LookAlike(2) != 0 || two.LookAlike(1) != -1 {
		t.Errorf("LookAlike: %d, %d", two.LookAlike(2), two.LookAlike(1))
	}
	if NewCast(nil, []string{"Аня", "аня"}).LookAlike(1) != -1 {
		t.Error("the same name folded is named twice, not alike")
	}
}

// FuzzLookAlikeNames: a name changed only in what does not show — Latin
// letters for Cyrillic ones that look the same, invisible characters,
// composed or decomposed — names the same player, never nobody or another;
// and two players so named are told to be alike.
func FuzzLookAlikeNames(f *testing.F) {
	for _, s := range []string{"Аня", "Алёна", "Йорик", "бабушка Зина", "Mария", "Ёжик", "Öztürk", "Éva", "Вера", "Хосе"} {
		f.Add(s, uint64(0x9e3779b97f4a7c15))
	}
	f.Fuzz(func(t *testing.T, name string, seed uint64) {
		name = strings.Join(strings.Fields(name), " ")
		if name == "" || !utf8.ValidString(name) || strings.ContainsAny(name, QuoteChars+",=;:#") || strings.ContainsFunc(name, func(r rune) bool { return invisible(r) || !unicode.IsPrint(r) }) {
			return
		}
		name = NFC(name)
		variant := disguise(name, seed)
		other := "Zz" + name // another player, whose name starts differently
		c := NewCast(nil, []string{other, name})
		if got := c.Player(variant); got != 1 {
			t.Fatalf("Player(%q) = %d for players %q, %q", variant, got, other, name)
		}
		if Fold(variant) != Fold(name) {
			two := NewCast(nil, []string{name, variant})
			if two.LookAlike(1) != 0 {
				t.Fatalf("%q and %q are not told alike", name, variant)
			}
		}
	})
}

// disguise changes a name only in what does not show, as seed says: a
// Cyrillic capital for the Latin it looks like and back, an invisible
// character between letters, the name decomposed.
func disguise(name string, seed uint64) string {
	latin := map[rune]rune{'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x'}
	for cyr, lat := range latin {
		latin[lat] = cyr
	}
	for cyr, lat := range lookalikes {
		if cyr >= 'А' && cyr <= 'Я' {
			latin[cyr] = lat
			if _, taken := latin[lat]; !taken {
				latin[lat] = cyr
			}
		}
	}
	var b bytes.Buffer
	for i, r := range name {
		bit := seed >> (uint(i) % 61)
		if l, ok := latin[r]; ok && bit&1 == 1 {
			r = l
		}
		b.WriteRune(r)
		if bit&6 == 6 {
			b.WriteRune('\u200b')
		}
	}
	s := b.String()
	if seed&(1<<62) != 0 {
		s = norm.NFD.String(s)
	}
	return s
}

// TestInvisibleCharactersAreNothing: a zero-width space, a word joiner or
// a byte-order mark copied into a line (from a web page, a PDF) is read as
// nothing — in a key, a game's name, a move, and typed at the table — so
// no message quotes a word nobody can see.
func TestInvisibleCharactersAreNothing(t *testing.T) {
	text := "ga\u200bme: турбо\u2060счёт\nигроки: Алёна, Йорик\nАлёна: жёлтая\ufeff +1\n"
	f := frame("f", []byte(text))
	if len(f.Games) != 1 || len(f.Errors) != 0 {
		t.Fatalf("games %d, errors %v", len(f.Games), f.Errors)
	}
	g := f.Games[0]
	if g.ID.Text != "турбосчёт" || len(g.Moves) != 1 || g.Moves[0].Text != "жёлтая +1" {
		t.Errorf("game %q, moves %+v", g.ID.Text, g.Moves)
	}
	cast := NewCast(testDialect("t"), []string{"Алёна", "Йорик"})
	moves, _ := FrameLine(testDialect("t"), cast, "Йо\u200bрик: жёлтая +1", Pos{Line: 1, Column: 1}, true)
	if len(moves) != 1 || moves[0].Who != (Who{Player, 1}) || moves[0].Text != "жёлтая +1" {
		t.Errorf("typed: %+v", moves)
	}
	// A zero-width joiner joins emoji in a name, and stays.
	if got := NFC("👨\u200d👩"); got != "👨\u200d👩" {
		t.Errorf("NFC dropped a joiner: %q", got)
	}
}

// TestLookAlikeNameNoted: a move written under a name that only looks like
// a player's (`Нинa:` with a Latin a for «Нина») is that player's move,
// and the framing says so: a note before the move, at its name, naming the
// letters typed in another alphabet, once a game for each spelling (issue
// 41: it was read as Нина silently).
func TestLookAlikeNameNoted(t *testing.T) {
	text := "game: t\nplayers: Нина, Паша\n\nНинa: red +1\nПаша: red -1\nНинa: red +1\nПaшa: red -1\nНина: red +1\n"
	g := frame("f", []byte(text)).Games[0]
	var notes []*Error
	var who []Who
	for _, m := range g.Moves {
		switch {
		case m.NoEntry:
			notes = append(notes, m.Err)
		case m.Err != nil:
			t.Errorf("move %d: %v", m.Pos.Line, m.Err)
		default:
			who = append(who, m.Who)
		}
	}
	if want := []Who{{Player, 0}, {Player, 1}, {Player, 0}, {Player, 1}, {Player, 0}}; !slices.Equal(who, want) {
		t.Errorf("the moves are %v, want %v", who, want)
	}
	want := []struct {
		line   int
		typed  string
		name   string
		script Term
	}{{4, "Нинa", "Нина", "notation.script.latin"}, {7, "Пaшa", "Паша", "notation.script.latin"}}
	if len(notes) != len(want) {
		t.Fatalf("notes %v, want %d", notes, len(want))
	}
	for i, n := range notes {
		m, ok := n.Message.(NameLooksAlike)
		w := want[i]
		if !ok || !n.Note || n.Pos.Line != w.line || n.Pos.Column != 1 || m.Typed != w.typed || m.Name != w.name || m.Script != w.script || !slices.Equal(m.Letters, []string{"a"}) {
			t.Errorf("note %d: %+v at %v, want %s as %s at line %d", i, n.Message, n.Pos, w.typed, w.name, w.line)
		}
	}
}

// TestAlikeLetters: the letters typed in another alphabet, each once, and
// which alphabet; none when the names differ in more than letters.
func TestAlikeLetters(t *testing.T) {
	for _, c := range []struct {
		typed, name string
		letters     []string
		script      Term
	}{
		{"Нинa", "Нина", []string{"a"}, "notation.script.latin"},
		{"бaбушкa Зинa", "бабушка Зина", []string{"a"}, "notation.script.latin"},
		{"Аnnа", "Anna", []string{"А", "а"}, "notation.script.cyrillic"},
		{"Aня\u200b", "Аня", []string{"A"}, "notation.script.latin"},
		{"Аня\u200b", "Аня", nil, ""},
	} {
		letters, script := alikeLetters(c.typed, c.name)
		if !slices.Equal(letters, c.letters) || script != c.script {
			t.Errorf("alikeLetters(%q, %q) = %q, %q; want %q, %q", c.typed, c.name, letters, script, c.letters, c.script)
		}
	}
}
