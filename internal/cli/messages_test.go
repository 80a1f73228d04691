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

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestMessagesExist: every message ID the command line, the table mode,
// the expectation reader and the replay page name in their source has a
// text in both languages, so nothing is ever printed as a bare ID.
func TestMessagesExist(t *testing.T) {
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	id := regexp.MustCompile(`^(cli|play|test|replay|notation|referee)\.[a-z][a-z0-9.-]*[a-z]$`)
	var files []string
	for _, dir := range []string{".", "play", "cmdutil", "../table", "../expect", "../htmlreplay"} {
		names, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		files = append(files, names...)
	}
	found := map[string]int{}
	for _, name := range files {
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
			head, _, _ := strings.Cut(s, ".")
			found[head]++
			for _, lang := range say.Languages {
				if !catalog.Has(lang, s) {
					t.Errorf("%s: %s has no text in %s", name, s, lang)
				}
			}
			return true
		})
	}
	// The table mode and referee test each name dozens: a handful would
	// mean the test reads the wrong files.
	for _, head := range []string{"cli", "play", "test"} {
		if found[head] < 10 {
			t.Errorf("only %d %s.… message IDs found: is the test reading the right files?", found[head], head)
		}
	}
}
