// Package docs holds the users' documentation; its tests keep the pages
// true: every rule code of every game is on rules.md and no other, every
// console example prints what the page shows, and every link leads
// somewhere.
package docs

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/referee"
)

// toRoot makes the repository's root the working folder, where the pages'
// commands run and their links are resolved from.
func toRoot(t *testing.T) {
	t.Helper()
	t.Chdir("..")
}

// pages are the documentation's pages, paths from the root.
func pages(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, pattern := range []string{"docs/*.md", "docs/games/*.md"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m...)
	}
	if len(out) == 0 {
		t.Fatal("no pages in docs/")
	}
	return out
}

// family is the codes of one game (or of the referee itself), by kind.
type family struct {
	id           string
	rules, notes []referee.Code
}

func families() []family {
	out := []family{{id: "referee", rules: referee.Rules}}
	for _, g := range games.All() {
		out = append(out, family{id: g.ID, rules: g.Rules, notes: g.Notes})
	}
	return out
}

// row is one code listed on rules.md.
type row struct {
	code, kind, text string
	line             int
}

var codeCell = regexp.MustCompile("^`([a-z0-9-]+)\\.([a-z0-9.-]+)`$") // game.rule-name, or game.reading.name

// rulesRows reads the tables of rules.md. A table whose first heading is
// `rule` lists rule codes; `note`, note codes. Each row is a code in
// backquotes and its statement.
func rulesRows(t *testing.T) []row {
	t.Helper()
	data, err := os.ReadFile("docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	var out []row
	kind := ""
	for i, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "|") {
			kind = ""
			continue
		}
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		switch {
		case kind == "" && (cells[0] == "rule" || cells[0] == "note"):
			kind = cells[0]
		case kind == "":
			t.Errorf("docs/rules.md:%d: a table must start with the heading «rule» or «note»", i+1)
			kind = "?"
		case strings.Trim(cells[0], "-: ") == "":
			// the heading's underline
		case kind == "rule" || kind == "note":
			m := codeCell.FindStringSubmatch(cells[0])
			if m == nil {
				t.Errorf("docs/rules.md:%d: %q is not a code in backquotes, such as `turtles.back-from-start`", i+1, cells[0])
				continue
			}
			text := ""
			if len(cells) > 1 {
				text = strings.Join(cells[1:], "|")
			}
			out = append(out, row{code: m[1] + "." + m[2], kind: kind, text: text, line: i + 1})
		}
	}
	return out
}

// TestRuleCodes: docs/rules.md lists every rule and note code of every
// game and of the referee (referee.Rules, each Spec's Rules and Notes), each
// once, in a table of its kind, with a statement; and names no code that no
// game has. A game whose page docs/games/<id>.md is not written yet is
// skipped while rules.md lists none of its codes.
func TestRuleCodes(t *testing.T) {
	toRoot(t)
	rows := rulesRows(t)
	listed := map[string]row{}
	byGame := map[string]int{}
	for _, r := range rows {
		if prev, ok := listed[r.code]; ok {
			t.Errorf("docs/rules.md:%d: %s is listed again (first on line %d)", r.line, r.code, prev.line)
		}
		listed[r.code] = r
		byGame[strings.SplitN(r.code, ".", 2)[0]]++
		if strings.TrimSpace(r.text) == "" {
			t.Errorf("docs/rules.md:%d: %s has no statement", r.line, r.code)
		}
	}
	known := map[string]string{} // code → kind
	for _, f := range families() {
		for _, c := range f.rules {
			known[string(c)] = "rule"
		}
		for _, c := range f.notes {
			known[string(c)] = "note"
		}
		if f.id != "referee" && byGame[f.id] == 0 {
			if _, err := os.Stat(filepath.Join("docs", "games", f.id+".md")); err != nil {
				t.Logf("%s: no page docs/games/%s.md yet and no codes on rules.md: skipped", f.id, f.id)
				continue
			}
		}
		var missing []string
		for _, c := range slices.Concat(f.rules, f.notes) {
			if _, ok := listed[string(c)]; !ok {
				missing = append(missing, "| `"+string(c)+"` | "+firstSentence(t, string(c))+" |")
			}
		}
		if len(missing) > 0 {
			t.Errorf("docs/rules.md does not list these codes of %s; add them to its section, in a «rule» or «note» table as the Spec has them, with a one-line statement (the rule's first sentence is a start):\n%s",
				f.id, strings.Join(missing, "\n"))
		}
	}
	for _, r := range rows {
		kind, ok := known[r.code]
		switch {
		case !ok:
			t.Errorf("docs/rules.md:%d: %s is a code no game has (referee explain lists them all)", r.line, r.code)
		case kind != r.kind:
			t.Errorf("docs/rules.md:%d: %s is a %s code, listed in a %s table", r.line, r.code, kind, r.kind)
		}
	}
}

// firstSentence is the first sentence of a code's rule, as `referee
// explain CODE` gives it.
func firstSentence(t *testing.T, code string) string {
	var out bytes.Buffer
	cli.Main([]string{"explain", code}, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	paras := strings.Split(out.String(), "\n\n")
	if len(paras) < 2 {
		return "…"
	}
	text := strings.TrimSpace(paras[1])
	if i := strings.Index(text, ". "); i >= 0 {
		text = text[:i+1]
	}
	return text
}

var (
	link       = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	inlineCode = regexp.MustCompile("`[^`]*`")
	heading    = regexp.MustCompile(`^#{1,6}\s+(.*)$`)
	pageOfGame = regexp.MustCompile(`^docs/games/([a-z0-9-]+)\.md$`)
)

// prose is a page without its code blocks and code spans, where links are.
func prose(data string) []string {
	var out []string
	inBlock := false
	for _, line := range strings.Split(data, "\n") {
		if fence.MatchString(line) {
			inBlock = !inBlock
			continue
		}
		if inBlock {
			continue
		}
		out = append(out, inlineCode.ReplaceAllString(line, ""))
	}
	return out
}

// anchors are the ids GitHub gives a page's headings.
func anchors(data string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	for _, line := range prose(data) {
		m := heading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		slug := slugify(m[1])
		if n := seen[slug]; n > 0 {
			out[slug+"-"+strconv.Itoa(n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

// slugify makes a heading's anchor as GitHub does: the text, lower case,
// with every character but letters, digits, `_`, `-` and spaces dropped and
// the spaces made hyphens.
func slugify(h string) string {
	h = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`).ReplaceAllString(h, "$1")
	h = strings.ReplaceAll(h, "`", "")
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || r == '_' || r == '-':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// registered reports whether a game id is one the referee knows.
func registered(id string) bool {
	return slices.ContainsFunc(games.All(), func(s referee.Spec) bool { return s.ID == id })
}

// TestLinks: every link of the pages and of README.md leads to a file that
// exists, and to a heading of it when it names one. A link to the page of a
// game the referee does not know yet (docs/games/<id>.md) may wait for it.
func TestLinks(t *testing.T) {
	toRoot(t)
	files := append(pages(t), "README.md")
	for _, page := range files {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range prose(string(data)) {
			for _, m := range link.FindAllStringSubmatch(line, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				path, anchor, _ := strings.Cut(target, "#")
				file := page
				if path != "" {
					file = filepath.ToSlash(filepath.Join(filepath.Dir(page), path))
				}
				body, err := os.ReadFile(file)
				if err != nil {
					if g := pageOfGame.FindStringSubmatch(file); g != nil && !registered(g[1]) {
						continue // the page comes with its game
					}
					t.Errorf("%s: a link to %s, which does not exist (%s)", page, target, strings.TrimSpace(line))
					continue
				}
				if anchor != "" && strings.HasSuffix(file, ".md") && !anchors(string(body))[anchor] {
					t.Errorf("%s: a link to %s, but %s has no heading #%s", page, target, file, anchor)
				}
			}
		}
	}
}

// TestIndex: README.md leads to docs/, docs/README.md to every page, and
// every game the referee knows has its page, linked from the index and
// from rules.md.
func TestIndex(t *testing.T) {
	toRoot(t)
	read := func(name string) string {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if readme := read("README.md"); !strings.Contains(readme, "](docs/README.md)") {
		t.Error("README.md does not link docs/README.md")
	}
	index, rules := read("docs/README.md"), read("docs/rules.md")
	for _, p := range []string{"notation.md", "cli.md", "rules.md"} {
		if !strings.Contains(index, "]("+p) {
			t.Errorf("docs/README.md does not link %s", p)
		}
	}
	for _, g := range games.All() {
		page := "games/" + g.ID + ".md"
		if _, err := os.Stat("docs/" + page); err != nil {
			t.Errorf("%s has no page docs/%s", g.ID, page)
		}
		if !strings.Contains(index, "]("+page) {
			t.Errorf("docs/README.md does not link %s", page)
		}
		if !strings.Contains(rules, "]("+page) {
			t.Errorf("docs/rules.md does not link %s", page)
		}
	}
}

// TestExamplesShown: every transcript in docs/examples/ is run by some
// console block, so none is shown without being checked.
func TestExamplesShown(t *testing.T) {
	toRoot(t)
	examples, err := filepath.Glob("docs/examples/*")
	if err != nil {
		t.Fatal(err)
	}
	var commands []string
	for _, page := range pages(t) {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		blocks, err := consoleBlocks(page, strings.Split(string(data), "\n"))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range blocks {
			for _, s := range b.steps {
				commands = append(commands, s.cmd)
			}
		}
	}
	for _, ex := range examples {
		if !slices.ContainsFunc(commands, func(c string) bool { return strings.Contains(c, ex) }) {
			t.Errorf("%s is run by no console block of docs/", ex)
		}
	}
}
