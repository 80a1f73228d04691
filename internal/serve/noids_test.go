package serve

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
)

// TestNamesNoGame: serve's Go code and its page know no game by its id.
// What the page needs of a game the game declares (referee.UI), so a
// new game touches only its folder, the registry and the docs. A string
// that is a registered id, or a name (a function, a variable) that holds
// one (`turboTaps`), fails outside comments; a tap's key (`turbo`, the
// call) is the game's word, so the page reads the keys it is sent rather
// than naming one that is an id.
func TestNamesNoGame(t *testing.T) {
	var ids []string
	for _, s := range games.All() {
		ids = append(ids, s.ID)
	}
	names := func(where, lit string, ident bool) {
		t.Helper()
		for _, id := range ids {
			if !ident && lit == id {
				t.Errorf("%s: the string %q is game %s's id", where, lit, id)
			}
			if ident && strings.Contains(strings.ToLower(lit), strings.ReplaceAll(id, "-", "")) {
				t.Errorf("%s: the name %s holds game %s's id", where, lit, id)
			}
		}
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fs := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fs.AddFile(f, -1, len(src)), src, nil, 0) // comments skipped
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			switch tok {
			case token.STRING:
				v, err := strconv.Unquote(lit)
				if err != nil {
					t.Fatalf("%s: %v", fs.Position(pos), err)
				}
				names(fs.Position(pos).String(), v, false)
			case token.IDENT:
				names(fs.Position(pos).String(), lit, true)
			}
		}
	}
	// Every module of the page (page.js, the entry, and those it imports).
	scripts, err := filepath.Glob(filepath.Join("assets", "*.js"))
	if err != nil || len(scripts) < 2 {
		t.Fatalf("the page's modules: %v %v", scripts, err)
	}
	allStrs, allIdents := 0, 0
	for _, f := range scripts {
		js, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		strs, idents := jsTokens(string(js))
		allStrs, allIdents = allStrs+len(strs), allIdents+len(idents)
		for _, l := range strs {
			names(f, l, false)
		}
		for _, l := range idents {
			names(f, l, true)
		}
	}
	if allStrs < 100 || allIdents < 1000 {
		t.Fatalf("the page's modules read as %d strings and %d names: the reader is wrong", allStrs, allIdents)
	}
}

// jsTokens are the string literals (their text between the quotes, a
// template's whole) and the names of a script, its comments and regular
// expressions skipped: enough of JavaScript for the page's modules.
func jsTokens(src string) (strs, idents []string) {
	r := []rune(src)
	prev := '(' // the last character of code before: decides whether a slash starts a regular expression
	word := func(c rune) bool {
		return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case c == '/' && i+1 < len(r) && r[i+1] == '/':
			for i < len(r) && r[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(r) && r[i+1] == '*':
			end := strings.Index(string(r[i+2:]), "*/")
			if end < 0 {
				return
			}
			i += 2 + len([]rune(string(r[i+2:])[:end])) + 1
		case c == '/' && strings.ContainsRune("(,=:[!&|?{};+-*%<>~^", prev):
			class := false
			for i++; i < len(r) && (r[i] != '/' || class); i++ {
				switch r[i] {
				case '\\':
					i++
				case '[':
					class = true
				case ']':
					class = false
				}
			}
			for i+1 < len(r) && word(r[i+1]) { // flags
				i++
			}
			prev = 'x'
		case c == '\'' || c == '"' || c == '`':
			var b strings.Builder
			for i++; i < len(r) && r[i] != c; i++ {
				if r[i] == '\\' && i+1 < len(r) {
					i++
				}
				b.WriteRune(r[i])
			}
			strs = append(strs, b.String())
			prev = 'x'
		case word(c):
			j := i
			for j < len(r) && word(r[j]) {
				j++
			}
			idents = append(idents, string(r[i:j]))
			i = j - 1
			prev = 'x'
		case c == ')' || c == ']' || c == '}':
			prev = 'x'
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		default:
			prev = c
		}
	}
	return strs, idents
}
