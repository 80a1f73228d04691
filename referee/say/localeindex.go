package say

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync/atomic"
	"unsafe"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// localeFile is a locale file indexed: where each message's lines are, found
// by their IDs without reading the messages (where a text ends, its
// escapes, its letters); a message is read the first time it is asked for
// (entry). A check says a few dozen of the hundreds of messages in the
// files it opens, and reading them all was a third of its start-up.
// Catalog.Check reads every file whole, as go-i18n reads it
// (parseLocaleFile), and holds the index to it, so what the index leaves
// unread is still checked by the tests; FuzzLocaleIndex holds the two equal
// on any text.
//
// The referee's own files are read when it is built (builtLocale, written
// by TestBuiltLocales): their messages are there at once, sorted by ID, and
// a file whose checksum changed since is indexed as a game's is.
type localeFile struct {
	name  string
	text  string           // the file; built, its messages' fields (builtFields)
	ids   map[string]int32 // a message's ID → its place in lines and made
	lines []span           // each message's lines in text
	built []uint32         // built: where each field of each message starts in text
	made  []atomic.Pointer[entry]
}

// builtFields is the number of fields of a message in a built file: ID,
// Hash, Description, LeftDelim, RightDelim, Zero, One, Two, Few, Many and
// Other, one after the other in text, the messages sorted by ID. Offsets
// and one string hold no pointer: the garbage collector has nothing to
// mark in them at start, as it had in a table of i18n.Message.
const builtFields = 11

// builtLocaleFile is a file read when the referee was built.
func builtLocaleFile(name, text string, at []uint32) *localeFile {
	return &localeFile{name: name, text: text, built: at, made: make([]atomic.Pointer[entry], (len(at)-1)/builtFields)}
}

// field is field k of the message at place i of a built file.
func (f *localeFile) field(i, k int) string {
	return f.text[f.built[i*builtFields+k]:f.built[i*builtFields+k+1]]
}

// span is a message's lines: text[from:to].
type span struct{ from, to int32 }

// indexLocaleFile indexes a locale file; a file of a shape the index does
// not know (a table, a literal multi-line string, a key go-toml reads
// otherwise) is read whole at once, as go-i18n reads it. An ID given twice
// is an error.
func indexLocaleFile(data []byte, name string) (*localeFile, error) {
	// fs.ReadFile's bytes are the file's own copy, never written again: the
	// text is kept without a second copy.
	f := &localeFile{name: name, text: unsafe.String(unsafe.SliceData(data), len(data))}
	if id, ok := f.index(); ok {
		if id != "" {
			return nil, fmt.Errorf("%s: %s is defined twice", name, id)
		}
		return f, nil
	}
	msgs, err := parseLocaleFile(data, name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	f.ids, f.lines, f.made = make(map[string]int32, len(msgs)), nil, make([]atomic.Pointer[entry], len(msgs))
	for i, m := range msgs {
		if _, ok := f.ids[m.ID]; ok {
			return nil, fmt.Errorf("%s: %s is defined twice", name, m.ID)
		}
		f.ids[m.ID] = int32(i)
		f.made[i].Store(&entry{raw: m, file: name})
	}
	return f, nil
}

// index finds every message's ID and lines; ok is false for a file it
// cannot index, twice an ID given twice.
func (f *localeFile) index() (twice string, ok bool) {
	text := f.text
	if len(text) > 1<<30 {
		return "", false
	}
	n := strings.Count(text, "\n") + 1
	f.ids, f.lines = make(map[string]int32, n), make([]span, 0, n)
	for at := 0; at < len(text); {
		line := text[at:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i+1]
		}
		from := at
		at += len(line)
		s := lineBody(skipBlanks(line))
		if s == "" || s[0] == '#' {
			continue // a blank line or a comment: Check reads its characters
		}
		id, value, ok := indexKey(s)
		if !ok {
			return "", false
		}
		switch {
		case strings.HasPrefix(value, `"""`):
			to, ok := multiLineEnd(text, at, value[3:])
			if !ok {
				return "", false
			}
			at = to
		case strings.HasPrefix(value, "'''"):
			return "", false
		case value[0] == '"' || value[0] == '\'':
			// A string of one line: where it ends, and what it says, is
			// read when the message is asked for.
		case value[0] == '{':
			// Few, and read here for their shape: a table over several
			// lines, a mixed or nested one, is go-toml's.
			if _, ok := lineMessage(strings.TrimRight(s, " \t")); !ok {
				return "", false
			}
		default:
			return "", false
		}
		before := len(f.ids)
		f.ids[id] = int32(len(f.lines))
		if len(f.ids) == before {
			return id, true
		}
		f.lines = append(f.lines, span{int32(from), int32(at)})
	}
	f.made = make([]atomic.Pointer[entry], len(f.lines))
	return "", true
}

// indexKey reads `"id" =` (or `'id' =`) at the start of a line, as
// messageKey does, but leaves what only tells a valid key from an invalid
// one to Check (a control character, bytes not UTF-8): the index only needs
// the ID as go-toml reads a valid key.
func indexKey(line string) (id, value string, ok bool) {
	q := line[0]
	if q != '"' && q != '\'' {
		return "", "", false
	}
	end := strings.IndexByte(line[1:], q)
	if end <= 0 {
		return "", "", false
	}
	id = line[1 : 1+end]
	if q == '"' && strings.IndexByte(id, '\\') >= 0 || isReservedKey(id) {
		return "", "", false
	}
	rest := skipBlanks(line[2+end:])
	if rest == "" || rest[0] != '=' {
		return "", "", false
	}
	if value = skipBlanks(rest[1:]); value == "" {
		return "", "", false
	}
	return id, value, true
}

// skipBlanks is s after its leading spaces and tabs.
func skipBlanks(s string) string {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return s[i:]
}

// multiLineEnd finds the end of a multi-line basic string opened on the line
// ending at at, rest being what follows its opening quotes there: the end of
// the line that closes it. Only the plain shape is indexed — nothing after
// the opening quotes, no escape, closing quotes alone on their line.
func multiLineEnd(text string, at int, rest string) (int, bool) {
	if strings.Trim(rest, " \t") != "" {
		return 0, false
	}
	for at < len(text) {
		line := text[at:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i+1]
		}
		at += len(line)
		if strings.IndexByte(line, '\\') >= 0 {
			return 0, false
		}
		if strings.Contains(line, `"""`) {
			return at, strings.Trim(lineBody(line), " \t") == `"""`
		}
	}
	return 0, false
}

// entry is the message at place i, read the first time it is asked for; a
// message that does not read is an entry with its error, said as a message
// with no text (Check finds it).
func (f *localeFile) entry(i int32) *entry {
	if e := f.made[i].Load(); e != nil {
		return e
	}
	e := &entry{file: f.name}
	if f.built != nil {
		at := int(i)
		e.raw = &i18n.Message{ID: f.field(at, 0), Hash: f.field(at, 1), Description: f.field(at, 2), LeftDelim: f.field(at, 3), RightDelim: f.field(at, 4),
			Zero: f.field(at, 5), One: f.field(at, 6), Two: f.field(at, 7), Few: f.field(at, 8), Many: f.field(at, 9), Other: f.field(at, 10)}
	} else {
		e.raw, e.err = readMessage(f.text[f.lines[i].from:f.lines[i].to], f.name)
	}
	if !f.made[i].CompareAndSwap(nil, e) {
		return f.made[i].Load() // read by another worker at once
	}
	return e
}

// readMessage reads the lines of one message.
func readMessage(lines, name string) (*i18n.Message, error) {
	if body := strings.Trim(lineBody(lines), " \t"); strings.IndexByte(body, '\n') < 0 {
		if m, ok := lineMessage(body); ok {
			return &m, nil
		}
	}
	msgs, err := parseLocaleFile([]byte(lines), name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(msgs) != 1 {
		return nil, fmt.Errorf("%s: %q holds %d messages, not one", name, lines, len(msgs))
	}
	return msgs[0], nil
}

// place is where the message of an ID is in lines and made.
func (f *localeFile) place(id string) (int32, bool) {
	if f.built == nil {
		i, ok := f.ids[id]
		return i, ok
	}
	i := sort.Search(f.len(), func(i int) bool { return f.field(i, 0) >= id })
	return int32(i), i < f.len() && f.field(i, 0) == id
}

// find is the message of an ID, nil when the file has none.
func (f *localeFile) find(id string) *entry {
	if i, ok := f.place(id); ok {
		return f.entry(i)
	}
	return nil
}

// each calls yield with every message's ID and place.
func (f *localeFile) each(yield func(id string, i int32)) {
	if f.built != nil {
		for i := range f.len() {
			yield(f.field(i, 0), int32(i))
		}
		return
	}
	for id, i := range f.ids {
		yield(id, i)
	}
}

// len is the number of the file's messages.
func (f *localeFile) len() int { return len(f.made) }

// check reads the file whole, as go-i18n reads it, and finds every message
// of that reading in the index (or as the referee was built), read alike:
// what Catalog.Check asks. files holds the file.
func (f *localeFile) check(files fs.FS) error {
	data := []byte(f.text)
	if f.built != nil {
		var err error
		if data, err = fs.ReadFile(files, f.name); err != nil {
			return err
		}
	}
	msgs, err := parseLocaleFile(data, f.name)
	if err != nil {
		return fmt.Errorf("%s: %w", f.name, err)
	}
	otherwise := "is indexed otherwise than read"
	if f.built != nil {
		otherwise = "was read otherwise when the referee was built (go test ./referee/say -run TestBuiltLocales -update)"
	}
	if len(msgs) != f.len() {
		return fmt.Errorf("%s: %d messages read, %d indexed: the file %s", f.name, len(msgs), f.len(), otherwise)
	}
	for _, m := range msgs {
		e := f.find(m.ID)
		if e == nil || e.raw == nil || *e.raw != *m {
			return fmt.Errorf("%s: %s %s", f.name, m.ID, otherwise)
		}
	}
	return nil
}
