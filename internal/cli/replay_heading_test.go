package cli_test

import (
	"os"
	"strings"
	"testing"
)

// A super-race turn is headed in words, who drew with which colour, the
// faces and route as written after it in small type: «Move 11 (Edgar: rs
// rs rc bs yc / red ^ ^ >)» alone meant nothing to a family. Every other
// game's turns keep the heading that quotes them.
func TestReplaySuperRaceTurnHeadedInWords(t *testing.T) {
	read := func(file string, args ...string) string {
		t.Helper()
		b, err := os.ReadFile(strings.TrimPrefix(replayPage(t, file, args...), "file://"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for lang, want := range map[string]string{
		"en": `>Move 11 — <bdi>Edgar</bdi>, red <small class="as-written"><bdi>Edgar</bdi>: rs rs rc bs yc / red ^ ^ &gt;</small></h2>`,
		"ru": ">Ход 11\u00a0— " + `<bdi>Edgar</bdi>, красные грани <small class="as-written"><bdi>Edgar</bdi>: rs rs rc bs yc / red ^ ^ &gt;</small></h2>`,
	} {
		if page := read("../../corpus/super-race/race.txt", "--lang", lang); !strings.Contains(page, want) {
			t.Errorf("%s: no heading %s", lang, want)
		}
	}
	if page := read("../../corpus/super-race/wrong-colour.txt", "--keep-going"); strings.Count(page, `<small class="as-written">`) < 2 {
		t.Errorf("super-race's refused turn is not headed in words")
	}
	for _, file := range []string{"../../corpus/turtles/whole-game.txt", "../../corpus/turbo/end-count.txt", "../../corpus/big-races/zero.txt", "../../corpus/chinese-checkers/three-player-game.txt"} {
		if page := read(file); strings.Contains(page, `class="as-written"`) {
			t.Errorf("%s: a turn headed in words; only super-race's are", file)
		}
	}
}
