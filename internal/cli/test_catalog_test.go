package cli_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"referee/games"
	"referee/referee/say"
)

// TestTestMessagesExist: every message ID `referee test` names in its
// source, and the expectation reader in its, has a text in both languages.
func TestTestMessagesExist(t *testing.T) {
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	id := regexp.MustCompile(`^(test|cli|notation|referee)\.[a-z][a-z0-9.-]*[a-z]$`)
	files, _ := filepath.Glob("test*.go")
	more, _ := filepath.Glob("../expect/*.go")
	found := 0
	for _, name := range append(files, more...) {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
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
			if err != nil || !id.MatchString(s) || filepath.Ext(s) == ".txt" || filepath.Ext(s) == ".xml" {
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
	if found < 30 {
		t.Errorf("only %d message IDs found: is the test reading the right files?", found)
	}
}
