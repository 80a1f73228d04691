// Package say makes sentences: the message catalog of the referee and its
// games (go-i18n, TOML, CLDR plural forms), the choice of language, and the
// text and JSON writers of reports. Engines never import it: they speak in
// codes and facts, and sentences are made here, at the edge.
package say

import (
	"bytes"
	"embed"
	"fmt"
	"hash/crc32"
	"io/fs"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	keeping "github.com/boardgame-referee/referee/internal/kept"
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

// Catalog holds every message of the referee and its games. A game's
// messages are read the first time one of them is asked for, so a check of
// one game reads one game's locale file; the catalog is safe for the workers
// that render at once.
type Catalog struct {
	parser  *placeholderParser
	own     *source
	games   map[string]*source // by game id
	sources []*source          // own first, then the games in order
}

// source is one folder of locale files: the referee's own or a game's.
type source struct {
	files fs.FS
	langs map[string]*table
	// built gives a file as read when the referee was built (the
	// referee's own: builtLocale); nil for a game's.
	built func(name string) (sum uint32, text string, at []uint32)
}

// table is one language of a source: its <lang>.toml, read the first time
// the language is asked for, and the language's other files (play.en.toml,
// test.en.toml), read the first time an ID is not in the first — a check
// says none of play's or test's messages, and reading them was a fifth of
// its start-up.
type table struct {
	first, rest part
}

// part is some of a table's files, indexed once (localeFile).
type part struct {
	once      sync.Once
	err       error
	files     []*localeFile
	headsOnce sync.Once
	heads     map[string]bool // the IDs' first words, found when first asked
}

// entry is one message, read from its file the first time it is asked for
// (localeFile.entry), its templates parsed the first time it is said
// (parse): a run says a few dozen of the hundreds of messages it loads, and
// parsing them all was a quarter of the start-up. Catalog.Check parses
// every one, so a broken template is still found by the tests.
type entry struct {
	raw    *i18n.Message // nil when the message did not read: err says why
	file   string        // the locale file it is read from, for its errors
	parsed sync.Once
	err    error
	other  template.ParsedTemplate
	forms  map[plural.Form]template.ParsedTemplate // nil without plural forms
}

// parse parses the entry's templates once; safe for the workers that
// render at once.
func (e *entry) parse(c *Catalog) error {
	e.parsed.Do(func() {
		m := e.raw
		if m == nil {
			return // it did not read: e.err
		}
		parse := func(src string) (template.ParsedTemplate, error) {
			tpl, err := c.parser.Parse(src, "", "")
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", e.file, m.ID, err)
			}
			return tpl, nil
		}
		if e.other, e.err = parse(m.Other); e.err != nil {
			return
		}
		for form, text := range map[plural.Form]string{plural.Zero: m.Zero, plural.One: m.One, plural.Two: m.Two, plural.Few: m.Few, plural.Many: m.Many} {
			if text == "" {
				continue
			}
			if e.forms == nil {
				e.forms = map[plural.Form]template.ParsedTemplate{plural.Other: e.other}
			}
			if e.forms[form], e.err = parse(text); e.err != nil {
				return
			}
		}
	})
	return e.err
}

// NewCatalog makes the catalog of the referee and its games, in the
// languages named (all of them when none is named: the tests check both).
// The referee's own messages are read at once, so a broken file is found
// here; a game's are read when first needed.
func NewCatalog(games []referee.Spec, langs ...string) (*Catalog, error) {
	if len(langs) == 0 {
		langs = Languages
	}
	newSource := func(files fs.FS) *source {
		src := &source{files: files, langs: map[string]*table{}}
		for _, l := range langs {
			src.langs[l] = &table{}
		}
		return src
	}
	c := &Catalog{parser: &placeholderParser{}, own: newSource(referee.LocaleDir(ownLocales)), games: map[string]*source{}}
	c.own.built = builtLocale
	c.sources = append(c.sources, c.own)
	for _, g := range games {
		src := newSource(g.Locales)
		c.games[g.ID], c.sources = src, append(c.sources, src)
	}
	for _, l := range langs {
		if _, err := c.own.part(c, l, false); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Check reads every locale file of every language whole, as go-i18n reads
// it, holds the index to that reading, and parses every message; it
// returns the first problem.
func (c *Catalog) Check() error {
	for _, src := range c.sources {
		for l := range src.langs {
			for _, rest := range [2]bool{false, true} {
				p, err := src.part(c, l, rest)
				if err != nil {
					return err
				}
				for _, f := range p.files {
					if err := f.check(src.files); err != nil {
						return err
					}
				}
			}
			msgs, err := src.table(c, l)
			if err != nil {
				return err
			}
			for _, e := range msgs {
				if err := e.parse(c); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// part reads the first file of a language of a source, or (rest) the
// others, the first time it is asked for.
func (src *source) part(c *Catalog, lang string, rest bool) (*part, error) {
	t, ok := src.langs[lang]
	if !ok {
		return nil, fmt.Errorf("no language %q", lang)
	}
	p := &t.first
	if rest {
		if _, err := src.part(c, lang, false); err != nil {
			return nil, err
		}
		p = &t.rest
	}
	p.once.Do(func() {
		if !rest {
			p.err = src.load(p, nil, lang+".toml")
			return
		}
		names, err := fs.Glob(src.files, "*."+lang+".toml")
		if err != nil {
			p.err = err
			return
		}
		for _, name := range names {
			if p.err = src.load(p, &t.first, name); p.err != nil {
				return
			}
		}
	})
	return p, p.err
}

// find finds a message of a language of the source, nil when it has none:
// in the first file, then in the others.
func (src *source) find(c *Catalog, lang, id string) *entry {
	for _, rest := range [2]bool{false, true} {
		if p, err := src.part(c, lang, rest); err == nil {
			if e := p.find(id); e != nil {
				return e
			}
		}
	}
	return nil
}

// find finds a message in the part's files, nil when none has it.
func (p *part) find(id string) *entry {
	for _, f := range p.files {
		if e := f.find(id); e != nil {
			return e
		}
	}
	return nil
}

// hasHead reports whether the part's messages use head as their IDs' first
// word; the words are gathered the first time one is asked for (a miss
// among the referee's own IDs).
func (p *part) hasHead(head string) bool {
	p.headsOnce.Do(func() {
		p.heads = map[string]bool{}
		for _, f := range p.files {
			f.each(func(id string, _ int32) {
				h, _, _ := strings.Cut(id, ".")
				p.heads[h] = true
			})
		}
	})
	return p.heads[head]
}

// hasHead reports whether the source's messages in a language use head as
// their IDs' first word.
func (src *source) hasHead(c *Catalog, lang, head string) bool {
	for _, rest := range [2]bool{false, true} {
		if p, err := src.part(c, lang, rest); err == nil && p.hasHead(head) {
			return true
		}
	}
	return false
}

// table is every message of a language of a source, every file read.
func (src *source) table(c *Catalog, lang string) (map[string]*entry, error) {
	out := map[string]*entry{}
	for _, rest := range [2]bool{false, true} {
		p, err := src.part(c, lang, rest)
		if err != nil {
			return nil, err
		}
		for _, f := range p.files {
			f.each(func(id string, i int32) { out[id] = f.entry(i) })
		}
	}
	return out, nil
}

// ids lists the IDs of every message of a language of a source, reading
// none of them.
func (src *source) ids(c *Catalog, lang string) []string {
	var out []string
	for _, rest := range [2]bool{false, true} {
		if p, err := src.part(c, lang, rest); err == nil {
			for _, f := range p.files {
				f.each(func(id string, _ int32) { out = append(out, id) })
			}
		}
	}
	return out
}

// load indexes one locale file into a part, or takes it as read when the
// referee was built if its checksum is the same still (its size was not
// enough: е for ё, a typo mended, keep it); an ID in it may be in no other
// file of the language (first: the first file's part, for the others).
func (src *source) load(p *part, first *part, name string) error {
	data, err := fs.ReadFile(src.files, name)
	if err != nil {
		return err
	}
	var f *localeFile
	if src.built != nil {
		if sum, text, at := src.built(name); at != nil && crc32.ChecksumIEEE(data) == sum {
			f = builtLocaleFile(name, text, at)
		}
	}
	if f == nil {
		if f, err = indexLocaleFile(data, name); err != nil {
			return err
		}
	}
	for _, q := range [2]*part{p, first} {
		if q == nil {
			continue
		}
		for _, other := range q.files {
			if id, twice := sharedID(f, other); twice {
				return fmt.Errorf("%s: %s is defined twice", name, id)
			}
		}
	}
	p.files = append(p.files, f)
	return nil
}

// sharedID finds an ID of f that other has too.
func sharedID(f, other *localeFile) (shared string, ok bool) {
	f.each(func(id string, _ int32) {
		if _, in := other.place(id); in && !ok {
			shared, ok = id, true
		}
	})
	return shared, ok
}

// lookup finds a message: in the game its ID names (`turtles.…`,
// `game.turtles`), else among the referee's own, else anywhere.
func (c *Catalog) lookup(lang, id string) *entry {
	first := c.own
	head, rest, _ := strings.Cut(id, ".")
	if head == "game" {
		head = rest
	}
	if g := c.games[head]; g != nil {
		first = g
	}
	if e := first.find(c, lang, id); e != nil {
		return e
	}
	if first == c.own && c.ownsHead(lang, head) {
		// cli.…, notation.…: the referee's own; looking through every game
		// would read all their files for nothing (help asks for usage
		// lines a command may not have).
		return nil
	}
	for _, src := range c.sources {
		if e := src.find(c, lang, id); e != nil {
			return e
		}
	}
	return nil
}

// ownsHead reports whether the referee's own messages in a language use
// head as their IDs' first word.
func (c *Catalog) ownsHead(lang, head string) bool {
	return c.own.hasHead(c, lang, head)
}

// IDs lists the message IDs of one language, sorted.
func (c *Catalog) IDs(lang string) []string {
	var out []string
	for _, src := range c.sources {
		out = append(out, src.ids(c, lang)...)
	}
	sort.Strings(out)
	return out
}

// Template shows a message as written, its facts as ‹name›: what
// `referee explain` prints for a code with no rule behind it. A fact is
// named in the language spoken (explain.fact.winner: «победитель»), as
// its name in the code is English.
func (c *Catalog) Template(lang, id string) string {
	e := c.lookup(lang, id)
	if e == nil || e.raw == nil {
		return id
	}
	text := e.raw.Other
	if e.raw.One != "" {
		text = e.raw.One
	}
	factName := func(fact string) string {
		if n := c.lookup(lang, "explain.fact."+fact); n != nil && n.raw != nil {
			return n.raw.Other
		}
		return fact
	}
	return c.Speaker(lang).finish(shownTemplate(text, factName), true)
}

// shownTemplate shows a message's template to a reader: a fact as ‹name›,
// a part said only sometimes ({{if .x}}…{{end}}) in [brackets], its
// alternative ({{else}}) after a bar.
func shownTemplate(text string, factName func(string) string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, "{{")
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:i])
		action := strings.TrimSpace(strings.Trim(text[i+2:i+j], "-"))
		switch {
		case strings.HasPrefix(action, "."):
			b.WriteString("‹" + factName(action[1:]) + "›")
		case strings.HasPrefix(action, "if "):
			b.WriteString("[")
		case action == "else" || strings.HasPrefix(action, "else "): // else if
			b.WriteString(" | ")
		case action == "end":
			b.WriteString("]")
		}
		text = text[i+j+2:]
	}
}

// Has reports whether a message exists in a language.
func (c *Catalog) Has(lang, id string) bool { return c.lookup(lang, id) != nil }

// HasOwn reports whether a message exists in a language among those of the
// game its ID names (`big-races.…`), or the referee's own: a miss reads no
// other game's files, as Has's does (the table asks of every told message
// whether its game gives it a short form).
func (c *Catalog) HasOwn(lang, id string) bool {
	src := c.own
	head, rest, _ := strings.Cut(id, ".")
	if head == "game" {
		head = rest
	}
	if g := c.games[head]; g != nil {
		src = g
	}
	return src.find(c, lang, id) != nil
}

// Speaker renders messages in one language.
type Speaker struct {
	Lang string
	ru   bool // Russian typography
	c    *Catalog
	tag  language.Tag
	// said keeps, by ID, the messages found and the sentences of messages
	// without facts (words, terms): most of what a long check says again
	// and again. Safe for the workers that render at once.
	said keeping.Cache[string, *said]
	// recent is a quicker look in front of said: a slot for each few IDs,
	// found by a cheap hash of the ID's end and checked by the ID. A check
	// says a handful of messages again and again, and hashing a whole ID
	// into a map of the catalog's thousand cost more than saying a note's
	// simplest part.
	recent [recentSlots]atomic.Pointer[said]
	// finished keeps the texts finish made, not starting a sentence and
	// starting one (keepFinished).
	finished [2]referee.ReadCache[string, string]
	// rarely is how each is looked up once it filled up (seldom).
	rarely [2]seldom
	// scratch holds the buffers sentences are rendered in: a sentence's
	// facts, nested messages and lists are written into one buffer, and the
	// sentence is copied out once (rendering each fact to a string of its
	// own was a third of a check's allocations).
	scratch sync.Pool // *[]byte
}

// recentSlots is how many slots recent has: a power of two.
const recentSlots = 256

// recentSlot is the slot of recent an ID goes to: a hash of its last eight
// bytes, where the IDs of one game differ («turbo.round-won»,
// «turbo.right-turbo»); IDs that share a slot only take turns in it.
func recentSlot(id string) int {
	h := uint32(len(id))
	for i := max(len(id)-8, 0); i < len(id); i++ {
		h = h*31 + uint32(id[i])
	}
	return int((h ^ h>>8) & (recentSlots - 1))
}

type said struct {
	id    string
	e     *entry
	plain string // the sentence, for a message without facts, as rendered
	shown string // the same, finished for a reader
}

// Speaker returns the renderer for a language ("en" or "ru").
func (c *Catalog) Speaker(lang string) *Speaker {
	s := &Speaker{Lang: lang, ru: lang == "ru", c: c, tag: language.Make(lang)}
	s.said.Limit = math.MaxInt // the catalog's IDs are so many and no more
	s.keepFinished()
	return s
}

// form is a message's template in the plural form its count picks.
func (s *Speaker) form(e *entry, count any) template.ParsedTemplate {
	if n, ok := count.(int); ok && e.forms != nil {
		if n < 0 {
			n = -n
		}
		if f, ok := e.forms[plural.Cardinal.MatchPlural(s.tag, n, 0, 0, 0, 0)]; ok {
			return f
		}
	}
	return e.other
}

// Say renders a message as a person reads it: terms, quantities, lists and
// nested messages in its facts are rendered first, then the message's
// template, then the language's typography (see finish). Words quoted back
// from the input keep their letters, with their controls made visible.
func (s *Speaker) Say(m Message) string {
	if known := s.known(m.ID); known != nil && known.plain != "" {
		return known.shown
	}
	return s.sayFinished(m, false)
}

// Sentence renders a message that starts a sentence: as Say, with a
// capital at its start (unless it starts with a word of the input).
func (s *Speaker) Sentence(m Message) string {
	if known := s.known(m.ID); known != nil && known.plain != "" {
		return s.finish(known.plain, true) // no facts: said once
	}
	return s.sayFinished(m, true)
}

// sayFinished is finish(say(m), start), rendered in a buffer of the speaker's:
// a text finished before is found with no copy of it made.
func (s *Speaker) sayFinished(m Message, start bool) string {
	buf := s.buffer()
	b := s.appendSay(*buf, m)
	out := s.finishBytes(b, start)
	s.release(buf, b)
	return out
}

// buffer is an empty buffer to render a sentence in: the speaker keeps a
// few, for the workers that render at once.
func (s *Speaker) buffer() *[]byte {
	buf, _ := s.scratch.Get().(*[]byte)
	if buf == nil {
		buf = new([]byte)
	}
	*buf = (*buf)[:0]
	return buf
}

// release gives a buffer back, b being what it grew to; a rare long
// sentence's buffer is not kept.
func (s *Speaker) release(buf *[]byte, b []byte) {
	if cap(b) <= 4<<10 {
		*buf = b[:0]
		s.scratch.Put(buf)
	}
}

// known finds a message by ID, once: nil when it has no text.
func (s *Speaker) known(id string) *said {
	slot := &s.recent[recentSlot(id)]
	if r := slot.Load(); r != nil && r.id == id {
		return r
	}
	if v, ok := s.said.Get(id); ok {
		slot.Store(v)
		return v
	}
	e := s.c.lookup(s.Lang, id)
	if e == nil || e.parse(s.c) != nil {
		return nil // a template that does not parse is said as a message with no text (Check finds it)
	}
	known := &said{id: id, e: e}
	if p, ok := e.other.(placeholders); ok && e.forms == nil && p.holes() == 0 {
		known.plain = p.fill(nil)
		known.shown = s.finish(known.plain, false)
	}
	s.said.Put(id, known)
	slot.Store(known)
	return known
}

// say renders a message with its quoted input still marked: what finish
// makes into text.
func (s *Speaker) say(m Message) string {
	if known := s.known(m.ID); known != nil && known.plain != "" {
		return known.plain // no facts: said once
	}
	buf := s.buffer()
	b := s.appendSay(*buf, m)
	out := string(b)
	s.release(buf, b)
	return out
}

// appendSay appends say(m) to dst.
func (s *Speaker) appendSay(dst []byte, m Message) []byte {
	return s.appendSaid(dst, m.ID, &facts{m: m.Facts})
}

// facts are a message's facts as they are looked up to say it: its map, or
// a few given here (inline), which the closing sentences of a game — said
// once a game and never kept — give without making a map.
type facts struct {
	m      referee.Facts
	n      int
	names  [3]string
	values [3]any
}

func (f *facts) add(name string, v any) {
	if f.n == len(f.names) {
		// A fourth: into a map of its own (the message's, if any, is
		// copied, never written).
		m := make(referee.Facts, len(f.m)+1)
		for k, v := range f.m {
			m[k] = v
		}
		m[name], f.m = v, m
		return
	}
	f.names[f.n], f.values[f.n] = name, v
	f.n++
}

func (f *facts) get(name string) (any, bool) {
	for i := range f.n {
		if f.names[i] == name {
			return f.values[i], true
		}
	}
	v, ok := f.m[name]
	return v, ok
}

// all is every fact in a map: for a message with no placeholders' template,
// or none at all (a rare way, for text/template and the fallback).
func (f *facts) all() referee.Facts {
	if f.n == 0 {
		return f.m
	}
	out := make(referee.Facts, len(f.m)+f.n)
	for k, v := range f.m {
		out[k] = v
	}
	for i := range f.n {
		out[f.names[i]] = f.values[i]
	}
	return out
}

// appendSaid appends the message id said with its facts.
func (s *Speaker) appendSaid(dst []byte, id string, f *facts) []byte {
	known := s.known(id)
	if known == nil {
		return s.appendFallback(dst, id, f)
	}
	if known.plain != "" {
		return append(dst, known.plain...)
	}
	e := known.e
	count, _ := f.get("count")
	t := s.form(e, count)
	if p, ok := t.(placeholders); ok {
		// Only the facts the sentence names are rendered, with no map.
		for _, part := range p {
			if part.hole == "" {
				dst = append(dst, part.text...)
				continue
			}
			v, ok := f.get(part.hole)
			if !ok {
				dst = append(dst, "<no value>"...) // as text/template says a missing value
				continue
			}
			dst = s.appendRender(dst, v)
		}
		return dst
	}
	return s.appendExecuted(dst, id, t, f)
}

// appendExecuted appends a message whose template is no placeholders' (a
// rare way): text/template executed on a map of every fact. It is apart
// from appendSaid, and so is appendFallback, to keep the maps off the stack
// frame of appendSaid, which recurses through appendRender: with frames of
// a kilobyte each the check of a booklet example outgrew the 8 KB stack the
// package inits leave, and every start paid for copying it to a larger one.
//
//go:noinline
func (s *Speaker) appendExecuted(dst []byte, id string, t template.ParsedTemplate, f *facts) []byte {
	all := f.all()
	data := make(map[string]any, len(all))
	for k, v := range all {
		data[k] = s.render(v)
	}
	out, err := t.Execute(data)
	if err != nil {
		return append(dst, s.fallback(Message{ID: id, Facts: all})...)
	}
	return append(dst, out...)
}

// appendFallback appends fallback's text of a message with no text; apart
// from appendSaid, as appendExecuted is.
//
//go:noinline
func (s *Speaker) appendFallback(dst []byte, id string, f *facts) []byte {
	return append(dst, s.fallback(Message{ID: id, Facts: f.all()})...)
}

// sentenceOf is Sentence of the message id with its facts given inline.
func (s *Speaker) sentenceOf(id string, f *facts) string {
	if known := s.known(id); known != nil && known.plain != "" {
		return s.finish(known.plain, true)
	}
	buf := s.buffer()
	b := s.appendSaid(*buf, id, f)
	out := s.finishBytes(b, true)
	s.release(buf, b)
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
	b.WriteString(kept(m.ID))
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%s", kept(k), s.render(m.Facts[k]))
	}
	return b.String()
}

// Rendered is a fact that is text rendered already, such as a name painted
// for a terminal: put in as it is, neither cut short nor escaped, and left
// alone by the typography.
type Rendered string

func (s *Speaker) render(v any) string { return string(s.appendRender(nil, v)) }

// appendRender appends render(v) to dst.
func (s *Speaker) appendRender(dst []byte, v any) []byte {
	// The three kinds of message share one call of appendSay: each call
	// inlined would take its own facts on the stack.
	var m Message
	switch v := v.(type) {
	case Term:
		m = Message{ID: string(v)}
	case Message:
		m = v
	case *Message:
		if v == nil {
			return dst
		}
		m = *v
	default:
		return s.appendValue(dst, v)
	}
	return s.appendSay(dst, m)
}

// appendValue appends render(v) of a v that is no message.
func (s *Speaker) appendValue(dst []byte, v any) []byte {
	switch v := v.(type) {
	case Quantity:
		return s.appendQuantity(dst, v)
	case List:
		return s.appendJoin(dst, len(v), func(dst []byte, i int) []byte { return s.appendRender(dst, v[i]) })
	case []string:
		return s.appendJoin(dst, len(v), func(dst []byte, i int) []byte { return appendQuoted(dst, notation.ClipTo(v[i], 160)) })
	case string:
		// Words quoted back from the transcript are shortened: a pasted
		// blob is not echoed whole.
		return appendQuoted(dst, notation.ClipTo(v, 160))
	case *string:
		// A string the caller holds, passed by its address: no copy of
		// its header is boxed for a fact said once a game.
		return appendQuoted(dst, notation.ClipTo(*v, 160))
	case Rendered:
		return appendKept(dst, string(v))
	case nil:
		return dst
	case int:
		return strconv.AppendInt(dst, int64(v), 10)
	default:
		return fmt.Append(dst, v)
	}
}

// appendQuantity appends a quantity: the unit's message with its count as a
// number (it is no word of the input), its plural form, and no map made for
// it. Apart from appendRender, to keep its facts off appendRender's stack
// frame (appendExecuted says why).
//
//go:noinline
func (s *Speaker) appendQuantity(dst []byte, v Quantity) []byte {
	if s.known(v.Unit) == nil {
		return fmt.Appendf(dst, "%d %s", v.N, v.Unit)
	}
	f := facts{n: 1, names: [3]string{"count"}, values: [3]any{v.N}}
	return s.appendSaid(dst, v.Unit, &f)
}

// appendJoin appends n parts listed the way the language lists words ("a,
// b and c"), each appended by part.
func (s *Speaker) appendJoin(dst []byte, n int, part func(dst []byte, i int) []byte) []byte {
	if n == 0 {
		return s.appendSay(dst, Message{ID: "list.none"})
	}
	for i := range n {
		switch i {
		case 0:
		case n - 1:
			dst = s.appendSay(dst, Message{ID: "list.and"})
		default:
			dst = append(dst, ", "...)
		}
		dst = part(dst, i)
	}
	return dst
}
