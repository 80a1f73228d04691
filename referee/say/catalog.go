// Package say makes sentences: the message catalog of the referee and its
// games (TOML locale files in go-i18n's shape, CLDR plural forms), the
// choice of language, and the text and JSON writers of reports. Engines
// never import it: they report messages as Go values, and sentences are
// made here, at the edge.
package say

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/pelletier/go-toml/v2"
	"golang.org/x/text/feature/plural"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

type (
	Message  = referee.Message
	Term     = referee.Term
	Quantity = referee.Quantity
	List     = referee.List
)

//go:embed locales/*.toml
var ownLocales embed.FS

// Languages are the output languages, by tag.
var Languages = []string{"en", "ru"}

// Catalog holds every message of the referee and its games, keyed by code.
// A folder's messages in a language are read the first time one of them is
// asked for, so a check of one game reads that game's files and the
// referee's own; the catalog is safe for the workers that render at once.
type Catalog struct {
	own   *source
	games map[string]*source // by game id
	all   []*source          // own first, then the games in order
}

// source is one folder of locale files, the referee's own or a game's: in
// each language, <lang>.toml first, and the others (play.<lang>.toml,
// test.<lang>.toml), which a check never needs, when an ID is not found in
// the first.
type source struct {
	files fs.FS
	langs map[string]*[2]part
}

// part is some of a language's files, read once.
type part struct {
	once    sync.Once
	err     error
	entries map[notation.Code]*entry
}

// entry is one message: its text in each plural form it gives, parsed the
// first time it is said.
type entry struct {
	file   string
	forms  map[plural.Form]string // "other" always
	parsed sync.Once
	err    error
	tmpl   map[plural.Form]*template
}

// NewCatalog makes the catalog of the referee and its games, in the
// languages named (all of them when none is named: the tests check both).
// The referee's own first files are read at once, so a broken one is found
// here.
func NewCatalog(games []referee.Spec, langs ...string) (*Catalog, error) {
	if len(langs) == 0 {
		langs = Languages
	}
	newSource := func(files fs.FS) *source {
		src := &source{files: files, langs: map[string]*[2]part{}}
		for _, l := range langs {
			src.langs[l] = new([2]part)
		}
		return src
	}
	c := &Catalog{own: newSource(referee.LocaleDir(ownLocales)), games: map[string]*source{}}
	c.all = append(c.all, c.own)
	for _, g := range games {
		src := newSource(g.Locales)
		c.games[g.ID], c.all = src, append(c.all, src)
	}
	for _, l := range langs {
		if _, err := c.own.part(l, 0); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// part reads a part of a language of a source once: 0 its <lang>.toml, 1
// the others.
func (src *source) part(lang string, which int) (*part, error) {
	parts, ok := src.langs[lang]
	if !ok {
		return nil, fmt.Errorf("no language %q", lang)
	}
	p := &parts[which]
	p.once.Do(func() {
		p.entries = map[notation.Code]*entry{}
		names := []string{lang + ".toml"}
		if which == 1 {
			if names, p.err = fs.Glob(src.files, "*."+lang+".toml"); p.err != nil {
				return
			}
		}
		for _, name := range names {
			if p.err = readLocaleFile(src.files, name, p.entries); p.err != nil {
				return
			}
		}
		if which == 1 {
			first, err := src.part(lang, 0)
			if err != nil {
				p.err = err
				return
			}
			for id, e := range p.entries {
				if _, twice := first.entries[id]; twice {
					p.err = fmt.Errorf("%s: %s is defined in %s too", e.file, id, lang+".toml")
					return
				}
			}
		}
	})
	return p, p.err
}

// find finds a message of a language of the source, nil when it has none.
func (src *source) find(lang string, id notation.Code) *entry {
	for which := range 2 {
		if p, err := src.part(lang, which); err == nil {
			if e := p.entries[id]; e != nil {
				return e
			}
		}
	}
	return nil
}

// readLocaleFile reads one locale file into entries: each key a message,
// its value the text, or a table of the text in plural forms (one, few,
// many, other …) as go-i18n writes them.
func readLocaleFile(files fs.FS, name string, entries map[notation.Code]*entry) error {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return err
	}
	var raw map[string]any
	if err := toml.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	for id, v := range raw {
		e := &entry{file: name, forms: map[plural.Form]string{}}
		switch v := v.(type) {
		case string:
			e.forms[plural.Other] = v
		case map[string]any:
			for key, text := range v {
				form, ok := pluralForms[key]
				s, isText := text.(string)
				switch {
				case key == "description":
					continue
				case !ok || !isText:
					return fmt.Errorf("%s: %s: %q is no plural form (zero, one, two, few, many, other) with a text", name, id, key)
				}
				e.forms[form] = s
			}
			if _, ok := e.forms[plural.Other]; !ok {
				return fmt.Errorf("%s: %s has no “other” form", name, id)
			}
		default:
			return fmt.Errorf("%s: %s is neither a text nor a table of plural forms", name, id)
		}
		entries[notation.Code(id)] = e
	}
	return nil
}

var pluralForms = map[string]plural.Form{
	"zero": plural.Zero, "one": plural.One, "two": plural.Two,
	"few": plural.Few, "many": plural.Many, "other": plural.Other,
}

// parse parses the entry's templates once; safe for the workers that
// render at once.
func (e *entry) parse(id notation.Code) error {
	e.parsed.Do(func() {
		e.tmpl = map[plural.Form]*template{}
		for form, text := range e.forms {
			t, err := parseTemplate(text)
			if err != nil {
				e.err = fmt.Errorf("%s: %s: %w", e.file, id, err)
				return
			}
			e.tmpl[form] = t
		}
	})
	return e.err
}

// lookup finds a message: in the game its code names (`turtles.…`,
// `game.turtles`), else among the referee's own.
func (c *Catalog) lookup(lang string, id notation.Code) *entry {
	head, rest, _ := strings.Cut(string(id), ".")
	if head == "game" {
		head = rest
	}
	if g := c.games[head]; g != nil {
		return g.find(lang, id)
	}
	return c.own.find(lang, id)
}

// Check reads every locale file of every language and parses every
// message; it returns the first problem.
func (c *Catalog) Check() error {
	for _, src := range c.all {
		for l := range src.langs {
			for which := range 2 {
				p, err := src.part(l, which)
				if err != nil {
					return err
				}
				for id, e := range p.entries {
					if err := e.parse(id); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// IDs lists the message codes of one language, sorted.
func (c *Catalog) IDs(lang string) []string {
	var out []string
	for _, src := range c.all {
		for which := range 2 {
			if p, err := src.part(lang, which); err == nil {
				for id := range p.entries {
					out = append(out, string(id))
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// Has reports whether a message exists in a language.
func (c *Catalog) Has(lang, id string) bool { return c.lookup(lang, notation.Code(id)) != nil }

// HasOwn is Has: a code is looked up only where it names.
func (c *Catalog) HasOwn(lang, id string) bool { return c.Has(lang, id) }

// Text is a message's text as written in a language, in its "other" form
// (its "one" form when it has one): a rule's text for `referee explain`.
func (c *Catalog) Text(lang, id string) (string, bool) {
	e := c.lookup(lang, notation.Code(id))
	if e == nil {
		return "", false
	}
	if one, ok := e.forms[plural.One]; ok {
		return one, true
	}
	return e.forms[plural.Other], true
}
