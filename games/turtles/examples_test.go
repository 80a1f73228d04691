package turtles_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/boardgame-referee/referee/games/turtles"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestEnglishExamplesHaveNoCyrillic: `referee explain CODE --lang en`
// shows, of a code's examples, the first whose facts have no Cyrillic; so
// each code said in English needs one whose English sentence has none — a
// Russian name or word in an English example reads as untranslated.
func TestEnglishExamplesHaveNoCyrillic(t *testing.T) {
	c, err := say.NewCatalog([]referee.Spec{turtles.Spec()})
	if err != nil {
		t.Fatal(err)
	}
	en := c.Speaker("en")
	clean := map[referee.Code]bool{}
	said := map[referee.Code]string{}
	for _, m := range turtles.Spec().Examples() {
		text := en.Say(m)
		if !hasCyrillic(fmt.Sprint(m)) && !hasCyrillic(text) {
			clean[m.Code()] = true
		}
		said[m.Code()] = text
	}
	for code, text := range said {
		if !clean[code] && strings.HasPrefix(string(code), "turtles.") {
			t.Errorf("%s: no example said in English without Cyrillic: %q", code, text)
		}
	}
}

func hasCyrillic(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
}
