package say

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words quoted back from the input (names, moves, values) are marked while a
// message is rendered, so that the typography below leaves them as typed;
// the marks are taken out when the sentence is finished. They are controls
// that no quoted word can still hold: Visible has shown every control of the
// input as an escape before the word is marked.
const (
	inputOpen  = '\x0e'
	inputClose = '\x0f'
)

// appendQuoted appends a word of the input to dst, marked: made visible,
// then kept from the typography.
func appendQuoted(dst []byte, s string) []byte {
	dst = utf8.AppendRune(dst, inputOpen)
	dst = append(dst, Visible(s)...)
	return utf8.AppendRune(dst, inputClose)
}

// appendKept appends kept(s) to dst.
func appendKept(dst []byte, s string) []byte {
	dst = utf8.AppendRune(dst, inputOpen)
	dst = append(dst, s...)
	return utf8.AppendRune(dst, inputClose)
}

// Visible shows text that came from the input with what a terminal would
// act on instead of print made visible, as less and git show it: C0 and C1
// controls and DEL as \x1b or \u0085, bytes that are not UTF-8 as \xff, and
// the bidirectional controls left unpaired (an override or an isolate with
// no end in the text, an end with no start) as \u202e. A name cannot then
// clear the screen, ring the bell, or turn the rest of the line around.
func Visible(s string) string {
	if visibleAlready(s) {
		return s
	}
	unpaired := unpairedBidi(s)
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\x`)
			b.WriteString(hex2(s[i]))
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\x`)
			b.WriteString(hex2(byte(r)))
		case r >= 0x80 && r < 0xa0:
			b.WriteString(`\u`)
			b.WriteString(hex4(r))
		case isBidi(r) && unpaired[i]:
			b.WriteString(`\u`)
			b.WriteString(hex4(r))
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// visibleAlready: the fast way through for the usual word, which holds none
// of what Visible would show.
func visibleAlready(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == 0x7f {
			return false
		}
		if c >= 0x80 {
			if c >= 0xC3 && c <= 0xDF && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
				i++ // a letter of two bytes (U+00C0…U+07FF): none is a control
				continue
			}
			return visibleRunes(s[i:])
		}
	}
	return true
}

func visibleRunes(s string) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || r < 0x20 || (r >= 0x7f && r < 0xa0) || isBidi(r) {
			return false
		}
		i += size
	}
	return true
}

func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&15]})
}

func hex4(r rune) string {
	h := strconv.FormatInt(int64(r), 16)
	return strings.Repeat("0", max(0, 4-len(h))) + h
}

// isBidi: the embeddings, overrides and isolates of Unicode's bidirectional
// algorithm and their ends (U+202A–U+202E, U+2066–U+2069).
func isBidi(r rune) bool { return (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) }

// unpairedBidi finds, by byte offset, the bidirectional controls of s that
// open nothing closed later or close nothing opened before: the ones that
// would reach past the word into the rest of the line.
func unpairedBidi(s string) map[int]bool {
	var out map[int]bool
	mark := func(i int) {
		if out == nil {
			out = map[int]bool{}
		}
		out[i] = true
	}
	type open struct {
		at      int
		isolate bool
	}
	var stack []open
	for i, r := range s {
		switch {
		case r >= 0x202a && r <= 0x202e && r != 0x202c: // LRE RLE LRO RLO
			stack = append(stack, open{i, false})
		case r >= 0x2066 && r <= 0x2068: // LRI RLI FSI
			stack = append(stack, open{i, true})
		case r == 0x202c: // PDF ends the last embedding or override
			if n := len(stack); n > 0 && !stack[n-1].isolate {
				stack = stack[:n-1]
			} else {
				mark(i)
			}
		case r == 0x2069: // PDI ends the last isolate, and what it holds
			k := len(stack) - 1
			for k >= 0 && !stack[k].isolate {
				k--
			}
			if k < 0 {
				mark(i)
				continue
			}
			for _, o := range stack[k+1:] {
				mark(o.at)
			}
			stack = stack[:k]
		}
	}
	for _, o := range stack {
		mark(o.at)
	}
	return out
}

// typeset makes a rendered message into the text a person reads: the marks
// around quoted input taken out, and the typography of the language put in
// everywhere else (a sentence starts with a capital; Russian also gets „ “
// inside « », a no-break space after a one- or two-letter word, between a
// number and its unit and before a dash; English gets “ ” and ‘ ’ inside
// them, never « »; both get − for a minus). start says the text begins a
// sentence, as a line of a report does.
func (s *Speaker) typeset(raw string, start bool) string {
	return s.typesetAs(raw, typesetter{capital: start})
}

// typesetAfterLabel typesets what follows a label and its colon («Ход 3
// (Нина: красная +1): …», «Пример: …»): the same sentence goes on, so its
// first word is in lower case — unless it is a word of the input (a name)
// or reads as an abbreviation (JSON, UTF-8).
func (s *Speaker) typesetAfterLabel(raw string) string {
	return s.typesetAs(raw, typesetter{lower: true})
}

func (s *Speaker) typesetAs(raw string, t typesetter) string {
	t.ru, t.raw = s.ru, raw
	t.b.Grow(len(raw) + 16)
	for i := 0; i < len(raw); {
		r, size := rune(raw[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(raw[i:])
		}
		if t.prevLD && isPlainLetter(r) {
			t.goOn(r) // most of a text: nothing to set
		} else {
			t.put(i, r, i+size)
		}
		i += size
	}
	t.b.WriteString(raw[t.kept:])
	return t.b.String()
}

// typesetter is what typeset knows as it goes through a text, a rune at a
// time.
type typesetter struct {
	ru  bool // Russian typography
	raw string
	b   strings.Builder
	// kept is where the run of text copied as it is starts: a run that
	// needs no change is copied whole, up to the rune that changes.
	kept int

	input bool // inside quoted input, which is left as it is
	depth int  // quotes open
	ascii bool // inside "…", as a shell example quotes

	capital bool     // the next letter or digit starts a sentence
	lower   bool     // the first letter or digit goes on a sentence after a label
	stop    bool     // a full stop, ! or ? just written outside the input
	abbrev  bool     // that stop ends an abbreviation («см.»), not a sentence
	prev    rune     // the last rune written, 0 at the start
	before  rune     // the rune written before prev
	prevLD  bool     // prev is a letter or a digit
	word    wordSeen // the word just written
}

// put typesets the rune r that stands at raw[at:next].
func (t *typesetter) put(at int, r rune, next int) {
	if r == inputOpen || r == inputClose {
		t.input = r == inputOpen
		t.b.WriteString(t.raw[t.kept:at])
		t.kept = next
		return
	}
	if r == '-' && isNumberStart(t.prev) && startsDigit(t.raw[next:]) { // − in both languages, the input's echo too
		r = '−'
	}
	if !t.input && r == '.' && t.quotedCry() {
		// “…call “Turbo!”.”: the quote's ! ends the sentence, with no full
		// stop after it. Russian does the same («…крикнуть «Турбо!»»), as the
		// seed rule texts and Russian typography do: readers disagree, and
		// the seeds settle it.
		t.b.WriteString(t.raw[t.kept:at])
		t.kept = next
		t.sentence(r, false)
		return
	}
	ld := isLetter(r) || isDigit(r)
	out := r
	if !t.input {
		out = t.outside(r, next)
		if t.capital && ld {
			out = toUpper(r)
		}
		if t.lower && ld && !upperNext(t.raw[next:]) {
			out = unicode.ToLower(r)
		}
	}
	if ld {
		t.lower = false
	}
	t.sentence(r, ld)
	t.track(r, ld)
	if out != r || r == '−' {
		t.b.WriteString(t.raw[t.kept:at])
		t.b.WriteRune(out)
		t.kept = next
	}
	t.before, t.prev, t.prevLD = t.prev, out, ld
}

// goOn is put for a Latin or Cyrillic letter or a digit after another: it
// goes on the word, and no rule sets it otherwise than it is written.
func (t *typesetter) goOn(r rune) {
	t.word.add(r, t.input)
	t.before, t.prev = t.prev, r
}

// quotedCry reports whether a quote that ends in ! or ? has just closed.
func (t *typesetter) quotedCry() bool {
	closing := t.prev == '»' || t.prev == '“' || t.prev == '”' || t.prev == '’'
	return closing && (t.before == '!' || t.before == '?')
}

// outside is r as the language writes it outside quoted input: a quote by
// how deep it stands, a space that must not break the line.
func (t *typesetter) outside(r rune, next int) rune {
	switch {
	case r == '"':
		t.ascii = !t.ascii
	case t.opensQuote(r):
		t.depth++
		return t.quote(t.depth > 1, '«', '„', '“', '‘')
	case t.closesQuote(r):
		t.depth = max(t.depth-1, 0)
		return t.quote(t.depth > 0, '»', '“', '”', '’')
	case r == ' ' && t.noBreak(next):
		return '\u00a0'
	}
	return r
}

func (t *typesetter) opensQuote(r rune) bool {
	return r == '«' || !t.ru && r == '“'
}

func (t *typesetter) closesQuote(r rune) bool {
	return r == '»' || !t.ru && r == '”'
}

// quote is the language's quote mark, outer or inner.
func (t *typesetter) quote(inner bool, ru, ruInner, en, enInner rune) rune {
	switch {
	case t.ru && inner:
		return ruInner
	case t.ru:
		return ru
	case inner:
		return enInner
	}
	return en
}

// noBreak reports whether a Russian space binds the word before it to what
// follows: after a one- or two-letter word (в, на, не), between a number
// and its unit, before a dash. Not inside quotes: what is quoted is written
// as it is typed («кп кп ку сп жу»), and may be copied.
func (t *typesetter) noBreak(next int) bool {
	if !t.ru || t.depth > 0 || t.ascii {
		return false
	}
	w := t.word
	short := !w.input && w.n > 0 && (w.cyr && w.n <= 2 || w.digits && startsUnit(t.raw[next:]))
	return short || startsDash(t.raw[next:])
}

// sentence follows where sentences end, for the capital that starts the
// next: a full stop, ! or ? after a word, a bracket or a quote, then a
// space — but not the stop of an abbreviation.
func (t *typesetter) sentence(r rune, ld bool) {
	switch {
	case r == ' ' || r == '\u00a0':
		if t.stop && !t.abbrev {
			t.capital = true
		}
		t.stop = false
	case ld:
		t.capital, t.stop = false, false
	default:
		t.capital = false
		t.stop = !t.input && (r == '.' || r == '!' || r == '?') && (t.prevLD || t.prev == ')' || t.prev == '»' || t.prev == '”' || t.prev == '“')
		t.abbrev = t.stop && r == '.' && abbreviation(t.word.first[:min(t.word.n, len(t.word.first))], t.word.n)
	}
}

// track follows the word being written. The end of a hyphenated word
// («какой-то») is no word of its own.
func (t *typesetter) track(r rune, ld bool) {
	switch {
	case ld && !t.prevLD:
		t.word = wordSeen{cyr: true, digits: true, input: t.prev == '-'}
		t.word.add(r, t.input)
	case ld:
		t.word.add(r, t.input)
	case r != ' ':
		t.word.n = 0
	}
}

// wordSeen is the word the typography has just written, for the no-break
// space after it: its length, whether it is all Cyrillic letters or all
// digits, whether any of it came from the input, and its first runes (to
// know an abbreviation).
type wordSeen struct {
	n           int
	cyr, digits bool
	input       bool
	first       [3]rune
}

// add counts one more letter or digit of the word.
func (w *wordSeen) add(r rune, input bool) {
	if w.n < len(w.first) {
		w.first[w.n] = r
	}
	w.n++
	w.cyr = w.cyr && isCyrillic(r)
	w.digits = w.digits && r >= '0' && r <= '9'
	w.input = w.input || input
}

// isLetter, isDigit, isCyrillic and toUpper are unicode's, quick for the
// Latin and Cyrillic letters the messages are made of.
func isLetter(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	case 0x410 <= r && r <= 0x44f, r == 0x451, r == 0x401:
		return true
	}
	return unicode.IsLetter(r)
}

// isPlainLetter: a letter or digit of ASCII or of the Russian alphabet.
func isPlainLetter(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || 0x410 <= r && r <= 0x44f || r == 0x451 || r == 0x401
}

func isDigit(r rune) bool {
	if r < utf8.RuneSelf {
		return '0' <= r && r <= '9'
	}
	return unicode.IsDigit(r)
}

func isCyrillic(r rune) bool { return 0x400 <= r && r <= 0x52f }

func toUpper(r rune) rune {
	switch {
	case 'a' <= r && r <= 'z':
		return r - 'a' + 'A'
	case 0x430 <= r && r <= 0x44f:
		return r - 0x20
	case r < utf8.RuneSelf, 0x410 <= r && r <= 0x42f:
		return r
	}
	return unicode.ToUpper(r)
}

// abbreviation: a word a full stop follows that does not end a sentence
// («см. big-races.occupied», «т. е.», "cf."); its first runes and length.
func abbreviation(start []rune, n int) bool {
	if n > 2 {
		return false
	}
	switch strings.ToLower(string(start)) {
	case "см", "ср", "т", "е", "д", "cf", "vs":
		return true
	}
	return false
}

// isNumberStart: a minus may stand after prev (nothing, a space, a bracket
// or quote, a slash), not inside a word or a range (e5-f6, 1-4).
func isNumberStart(prev rune) bool {
	switch prev {
	case 0, ' ', '\u00a0', '(', '«', '„', '“', '/', '[', '=', ':':
		return true
	}
	return false
}

func startsDigit(s string) bool {
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

// startsUnit reports whether s starts with a Cyrillic word that can be a
// number's unit («6 клеток», «3 МБ»): not a short word that binds to what
// follows it instead («2 и в ряду 10», «от 1 до 4»), so that a line does not
// carry a number, a conjunction and a preposition as one block.
func startsUnit(s string) bool {
	if !startsCyrillic(s) {
		return false
	}
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		end = len(s)
	}
	return !shortWords[s[:end]]
}

// shortWords are the conjunctions and prepositions a number may stand
// before.
var shortWords = map[string]bool{
	"и": true, "а": true, "в": true, "к": true, "с": true, "у": true, "о": true, "во": true, "со": true, "ко": true, "об": true,
	"на": true, "от": true, "до": true, "по": true, "за": true, "из": true, "не": true, "но": true, "да": true, "или": true,
}

func startsCyrillic(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.Is(unicode.Cyrillic, r) && unicode.IsLetter(r)
}

func startsDash(s string) bool { return strings.HasPrefix(s, "—") }

// upperNext reports whether s starts with a capital letter: the word it
// goes on is an abbreviation (JSON), kept as it is after a label.
func upperNext(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}
