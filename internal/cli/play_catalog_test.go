package cli_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"referee/games"
	"referee/referee/say"
)

// TestPlayMessagesExist: every message ID the table mode names in its
// source has a text in both languages, so nothing falls back to an ID.
func TestPlayMessagesExist(t *testing.T) {
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	id := regexp.MustCompile(`^(play|cli|notation|referee)\.[a-z][a-z0-9.-]*[a-z]$`)
	files, _ := filepath.Glob("play*.go")
	more, _ := filepath.Glob("../table/*.go")
	found := 0
	for _, name := range append(files, more...) {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !id.MatchString(s) || filepath.Ext(s) == ".txt" {
				return true
			}
			found++
			for _, lang := range say.Languages {
				if !catalog.Has(lang, s) {
					t.Errorf("%s: %s has no text in %s", name, s, lang)
				}
			}
			return true
		})
	}
	if found < 40 {
		t.Errorf("only %d message IDs found: is the test reading the right files?", found)
	}
}
