// Package say makes sentences: the message catalog of the referee and its
// games (go-i18n, TOML, CLDR plural forms), the choice of language, and the
// text and JSON writers of reports. Engines never import it: they speak in
// codes and facts, and sentences are made here, at the edge.
package say

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"github.com/pelletier/go-toml/v2"

	"golang.org/x/text/language"

	"referee/notation"
	"referee/referee"
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

// Catalog holds every message of the referee and its games.
type Catalog struct {
	bundle *i18n.Bundle
	ids    map[string]map[string]bool // language → message IDs
	parser *placeholderParser
	// plain holds, by language and ID, the messages that have no plural
	// forms, ready to fill: go-i18n is asked only where a count picks the
	// form, since its per-call language matching dominated long files.
	plain map[string]map[string]template.ParsedTemplate
	files map[string][]*i18n.MessageFile
}

// NewCatalog loads the referee's own messages and each game's, in the
// languages named (all of them when none is named: the tests check both).
func NewCatalog(games []referee.Spec, langs ...string) (*Catalog, error) {
	if len(langs) == 0 {
		langs = Languages
	}
	c := &Catalog{bundle: i18n.NewBundle(language.English), ids: map[string]map[string]bool{}, parser: &placeholderParser{},
		plain: map[string]map[string]template.ParsedTemplate{}, files: map[string][]*i18n.MessageFile{}}
	c.bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	sources := []fs.FS{referee.LocaleDir(ownLocales)}
	for _, g := range games {
		sources = append(sources, g.Locales)
	}
	for _, src := range sources {
		for _, lang := range langs {
			// en.toml, and any more files of the language: play.en.toml.
			names, err := fs.Glob(src, "*."+lang+".toml")
			if err != nil {
				return nil, err
			}
			for _, name := range append([]string{lang + ".toml"}, names...) {
				if err := c.load(src, name, lang); err != nil {
					return nil, err
				}
			}
		}
	}
	return c, nil
}

// load reads one locale file of a language.
func (c *Catalog) load(src fs.FS, name, lang string) error {
	data, err := fs.ReadFile(src, name)
	if err != nil {
		return err
	}
	mf, err := c.bundle.ParseMessageFileBytes(data, name)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	c.files[lang] = append(c.files[lang], mf)
	if c.ids[lang] == nil {
		c.ids[lang] = map[string]bool{}
		c.plain[lang] = map[string]template.ParsedTemplate{}
	}
	for _, m := range mf.Messages {
		if c.ids[lang][m.ID] {
			return fmt.Errorf("%s: %s is defined twice", name, m.ID)
		}
		c.ids[lang][m.ID] = true
		if m.Zero == "" && m.One == "" && m.Two == "" && m.Few == "" && m.Many == "" {
			t, err := c.parser.Parse(m.Other, "", "")
			if err != nil {
				return fmt.Errorf("%s: %s: %w", name, m.ID, err)
			}
			c.plain[lang][m.ID] = t
		}
	}
	return nil
}

// IDs lists the message IDs of one language, sorted.
func (c *Catalog) IDs(lang string) []string {
	var out []string
	for id := range c.ids[lang] {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Template shows a message as written, its facts as ‹name›: what
// `referee explain` prints for a code with no rule behind it.
func (c *Catalog) Template(lang, id string) string {
	var m *i18n.Message
	for _, f := range c.files[lang] {
		for _, x := range f.Messages {
			if x.ID == id {
				m = x
			}
		}
	}
	if m == nil {
		return id
	}
	text := m.Other
	if m.One != "" {
		text = m.One
	}
	for {
		i := strings.Index(text, "{{.")
		j := strings.Index(text, "}}")
		if i < 0 || j < i {
			return text
		}
		text = text[:i] + "‹" + text[i+3:j] + "›" + text[j+2:]
	}
}

// Has reports whether a message exists in a language.
func (c *Catalog) Has(lang, id string) bool { return c.ids[lang][id] }

// Speaker renders messages in one language.
type Speaker struct {
	Lang string
	c    *Catalog
	loc  *i18n.Localizer
}

// Speaker returns the renderer for a language ("en" or "ru").
func (c *Catalog) Speaker(lang string) *Speaker {
	return &Speaker{Lang: lang, c: c, loc: i18n.NewLocalizer(c.bundle, lang)}
}

// Say renders a message: terms, quantities, lists and nested messages in its
// facts are rendered first, then the message's template.
func (s *Speaker) Say(m Message) string {
	data := map[string]any{}
	var count any
	for k, v := range m.Facts {
		data[k] = s.render(v)
		if k == "count" {
			count = v
		}
	}
	if !s.c.Has(s.Lang, m.ID) {
		return s.fallback(m)
	}
	if t, ok := s.c.plain[s.Lang][m.ID]; ok {
		out, err := t.Execute(data)
		if err != nil {
			return s.fallback(m)
		}
		return out
	}
	out, err := s.loc.Localize(&i18n.LocalizeConfig{MessageID: m.ID, TemplateData: data, PluralCount: count, TemplateParser: s.c.parser})
	if err != nil && count != nil {
		// "count" is only a plural selector for messages that have forms.
		out, err = s.loc.Localize(&i18n.LocalizeConfig{MessageID: m.ID, TemplateData: data, TemplateParser: s.c.parser})
	}
	if err != nil {
		return s.fallback(m)
	}
	return out
}

// fallback shows a message that has no text: the ID and facts, so nothing is
// ever silently lost. The catalog test keeps this from happening.
func (s *Speaker) fallback(m Message) string {
	keys := make([]string, 0, len(m.Facts))
	for k := range m.Facts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b bytes.Buffer
	b.WriteString(m.ID)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%s", k, s.render(m.Facts[k]))
	}
	return b.String()
}

func (s *Speaker) render(v any) string {
	switch v := v.(type) {
	case Term:
		return s.Say(Message{ID: string(v)})
	case Quantity:
		if !s.c.Has(s.Lang, v.Unit) {
			return fmt.Sprintf("%d %s", v.N, v.Unit)
		}
		out, err := s.loc.Localize(&i18n.LocalizeConfig{MessageID: v.Unit, TemplateData: map[string]any{"count": v.N}, PluralCount: v.N, TemplateParser: s.c.parser})
		if err != nil {
			return fmt.Sprintf("%d %s", v.N, v.Unit)
		}
		return out
	case List:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = s.render(x)
		}
		return s.join(parts)
	case Message:
		return s.Say(v)
	case *Message:
		if v == nil {
			return ""
		}
		return s.Say(*v)
	case []string:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = notation.ClipTo(x, 160)
		}
		return s.join(parts)
	case string:
		// Words quoted back from the transcript are shortened: a pasted
		// blob is not echoed whole.
		return notation.ClipTo(v, 160)
	case nil:
		return ""
	default:
		return fmt.Sprint(v)
	}
}

// join lists words the way the language does: "a, b and c".
func (s *Speaker) join(parts []string) string {
	switch len(parts) {
	case 0:
		return s.Say(Message{ID: "list.none"})
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + s.Say(Message{ID: "list.and"}) + parts[len(parts)-1]
}
