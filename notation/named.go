package notation

import (
	"slices"
	"strings"
	"unicode"
)

// A name typed where a player is meant — in a header list (`colors:`,
// `start:`, `cards:`…), a view's flag, an answer at the table — is read as
// a name before a colon is at the table: the whole name or a word of it, a
// name that looks the same, or a beginning that fits one player alone. When
// the referee reads it so it says what it read, in a few words («Тим» —
// это Тимофей); when a beginning fits several players it names them.

// Named finds the player a typed name names (Find). read is the note of
// what it was read as, when it was not the whole name (or a word of it);
// err, when the name begins several players' names, is the error naming
// them. A name that is nobody's is -1 with neither: the caller says so in
// its own words, with its own suggestion.
func (c *Cast) Named(w Word) (who int, read, err *Error) {
	who, how, fits := c.Find(w.Text)
	switch {
	case who >= 0 && how == ReadLookalike:
		letters, script := alikeLetters(w.Text, c.players[who])
		return who, NoteAt(w.Pos, NameLooksAlike{Typed: w.Text, Name: c.players[who], Letters: letters, Script: script}), nil
	case who >= 0 && how != ReadWhole:
		return who, NoteAt(w.Pos, NameRead{Typed: w.Text, Name: c.players[who]}), nil
	case who >= 0:
		return who, nil, nil
	case len(fits) > 1:
		names := make([]string, len(fits))
		for i, f := range fits {
			names[i] = c.players[f]
		}
		return -1, nil, ErrorAt(w.Pos, NameAmbiguous{Typed: w.Text, Players: names})
	}
	return -1, nil, nil
}

// NameRead: a name typed for a player that was read as that player's —
// a beginning of the name, or a name that looks the same.
type NameRead struct{ Typed, Name string }

func (NameRead) Code() Code { return CodeNameRead }

// NameAmbiguous: a beginning of a name that fits several players.
type NameAmbiguous struct {
	Typed   string
	Players []string
}

func (NameAmbiguous) Code() Code { return "notation.name-ambiguous" }

// NameLooksAlike: a name read as the player's it looks like, written with
// other characters: Letters are the letters typed in another alphabet
// (Script) than the player's name has them (`Нинa` with a Latin a for
// «Нина»); none when what differs is no letter (an invisible character).
type NameLooksAlike struct {
	Typed, Name string
	Letters     []string
	Script      Term // notation.script.latin, .cyrillic or .greek; "" with no Letters
}

func (NameLooksAlike) Code() Code { return CodeNameLooksAlike }

// Count chooses the plural form: how many letters.
func (m NameLooksAlike) Count() int { return len(m.Letters) }

// alikeLetters are the letters of typed that stand for other letters of
// name, each once, and the alphabet they are in (the first one's); none
// when the two differ in more than letters.
func alikeLetters(typed, name string) ([]string, Term) {
	clean := func(s string) []rune {
		return []rune(strings.Map(func(r rune) rune {
			if invisible(r) {
				return -1
			}
			return r
		}, NFC(Unquoted(s))))
	}
	t, n := clean(typed), clean(name)
	if len(t) != len(n) {
		return nil, ""
	}
	var letters []string
	var script Term
	for i, r := range t {
		if foldRune(r) == foldRune(n[i]) || slices.Contains(letters, string(r)) {
			continue
		}
		letters = append(letters, string(r))
		if script == "" {
			switch {
			case unicode.Is(unicode.Latin, r):
				script = "notation.script.latin"
			case unicode.Is(unicode.Cyrillic, r):
				script = "notation.script.cyrillic"
			case unicode.Is(unicode.Greek, r):
				script = "notation.script.greek"
			}
		}
	}
	if script == "" {
		return nil, ""
	}
	return letters, script
}
