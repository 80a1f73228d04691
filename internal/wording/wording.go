// Package wording checks the referee's Russian as a rulebook editor reads
// it: no English word but names, codes and what a user may type, no
// «незаконный», every sentence started with a capital. The tests of the
// message catalog and of the corpus's Russian output run it.
package wording

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Latin words the Russian output may hold: the program and the tools it
// names, and words of the notation a user types (each listed where the
// output names it as something to type: «нет» (none), п (f)).
var allowed = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
		referee check moves board explain games play test tracks help completion
		UTF-8 UTF-16 Windows Windows-1251 CR LF Unix Mac JSON Lines JUnit XML HTML SVG MB A5 N FIFO XDG UTC
		new Go go
		Home End replay
		REFEREE_LANG LC_ALL LC_MESSAGES LANG NO_COLOR PowerShell Out-String Invoke-Expression
		bash zsh fish powershell source compinit fpath zshrc bash-completion local share completions etc bash_completion d config
		Ctrl-D Ctrl-C Tab Enter
		auto always never en ru ok skip expect
		Schmidt Spiele S
		none parlett off on base
		f i o s c l r b y R B Y rs rc bs bc ys yc
		red blue yellow
		name start grid up down left right
		more than at least and but five twenty-one
		names numbers a q
		hedgehogs frogs birds
		txt golden svg html
	`) {
		allowed[w] = true
	}
}

var (
	latin = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_]*(?:[-'][A-Za-z0-9_]+)*`)
	code  = regexp.MustCompile(`(?:^|[\s(])[a-z][a-z-]*\.[a-z0-9.-]*[a-z0-9]`)
	hole  = regexp.MustCompile(`^[a-q][0-9]+(?:-[a-q][0-9]+)*$`) // holes and paths: e5, c1-e5-g5
	start = regexp.MustCompile(`^S[0-9]+$`)                      // super-race's start squares on a map
	// A place; and a place in a file a header line names after that line's
	// key as the transcript wrote it (`track: maps/bad.map:5:3: `), a
	// label the sentence goes on after in small letters, as after a turn's.
	place     = regexp.MustCompile(`^[^\s]*?:\d+(?::\d+)?: `)
	sidePlace = regexp.MustCompile(`^[^\s:]+: [^\s]*?:\d+(?::\d+)?: `)
	// A turn's label, or that of a line that is no turn (turbo's calls,
	// task cards, end), named by what it is.
	label   = regexp.MustCompile(`^(?:(?:Ход|Примечание к[ \x{00a0}]ходу) \d+|Крик|Касание|Новое[ \x{00a0}]задание|Конец[ \x{00a0}]игры|Строка|Примечание[ \x{00a0}]к[ \x{00a0}](?:крику|касанию|новому[ \x{00a0}]заданию|концу[ \x{00a0}]игры|строке))(?:, [^(]+?)? \(.*?\)(?:, примечание)?: `)
	tail    = regexp.MustCompile(` \[[^\]]+\]$`)
	flag    = regexp.MustCompile(`(?:^|[\s(«„])--?[a-z][a-z-]*`)
	envVar  = regexp.MustCompile(`\$[A-Za-z_]+`)
	pathish = regexp.MustCompile(`[~/][^\s,;)]*|\S+\.(?:txt|toml|fish|map|golden)\b|\*\.\w+`)
)

// Line checks one line of Russian output as the referee prints it —
// FILE:LINE:COL: text, or text alone — and returns what is wrong with it.
// Names are the players' names (and the pieces named after them), which
// are the user's words.
func Line(line string, names []string) []string {
	text := place.ReplaceAllString(line, "")
	text = sidePlace.ReplaceAllString(text, "Ход: ")
	text = tail.ReplaceAllString(text, "")
	text = label.ReplaceAllString(text, "Ход: ")
	return Text(text, names, true)
}

// Text checks Russian text: a whole line or sentence (start), or a part of
// one, which may start in lowercase.
func Text(text string, names []string, start bool) []string {
	var out []string
	if strings.Contains(strings.ToLower(text), "незаконн") {
		out = append(out, "«незаконн…»: the word is «недопустимый»")
	}
	if w := firstLower(text, names, start); w != "" {
		out = append(out, "a sentence starts in lowercase: «"+w+"»")
	}
	for _, w := range English(unquoted(text), names) {
		out = append(out, "an English word: «"+w+"»")
	}
	return out
}

// English lists the Latin words of a Russian text that are none of the
// allowed ones: names, codes, holes, flags, paths and words of the notation.
func English(text string, names []string) []string {
	text = code.ReplaceAllString(text, " ")
	text = flag.ReplaceAllString(text, " ")
	text = envVar.ReplaceAllString(text, " ")
	text = pathish.ReplaceAllString(text, " ")
	var out []string
	for _, w := range latin.FindAllString(text, -1) {
		if allowed[w] || hole.MatchString(w) || isName(w, names) || len(w) == 1 && w >= "A" && w <= "Z" || start.MatchString(w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

func isName(w string, names []string) bool {
	for _, n := range names {
		if w == n || strings.Contains(n, w) || strings.TrimRight(w, "0123456789") == n {
			return true
		}
	}
	return false
}

// unquoted is text with what stands in quotes taken out: the words quoted
// back from the input, and the words the user may type.
func unquoted(text string) string {
	var b strings.Builder
	depth := 0
	for _, r := range text {
		switch r {
		case '«', '„', '"':
			if r == '"' && depth > 0 {
				depth--
				continue
			}
			depth++
			continue
		case '»', '“':
			depth = max(depth-1, 0)
			b.WriteRune(' ')
			continue
		}
		if depth == 0 {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// firstLower finds a sentence that starts in lowercase: at the start of
// the text, or after a full stop, ! or ? and a space (not after an
// abbreviation such as «см.» or «т. е.»). A name typed in lowercase may
// start one: it is the user's.
func firstLower(text string, names []string, start bool) string {
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if start && unicode.IsLetter(r) {
			if unicode.IsLower(r) {
				w := wordAt(text[i:])
				if !isName(w, names) {
					return w
				}
			}
			start = false
		} else if start && !unicode.IsSpace(r) {
			start = false
		}
		if (r == '.' || r == '!' || r == '?') && i+size < len(text) && (text[i+size] == ' ') && !abbreviation(text[:i]) && i > 0 {
			prev, _ := utf8.DecodeLastRuneInString(text[:i])
			if unicode.IsLetter(prev) || unicode.IsDigit(prev) || strings.ContainsRune(")»“”", prev) {
				start = true
			}
		}
		i += size
	}
	return ""
}

func wordAt(s string) string {
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if end < 0 {
		return s
	}
	return s[:end]
}

// abbreviation: the text before a full stop ends with a word that does not
// end a sentence.
func abbreviation(before string) bool {
	i := strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) })
	w := strings.ToLower(before[i+1:])
	return slices.Contains([]string{"см", "ср", "т", "е", "д", "cf", "vs"}, w) || i+1 == len(before) && false
}
