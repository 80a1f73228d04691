package superrace

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/boardgame-referee/referee/notation"
)

// The turn grammar (NOTATION.md): the five final faces, `/`, then the colour
// used and the route — `rs rs rc bs yc / red ^ ^ <` — or `pass`. Faces are
// a colour letter and a shape letter, in English or Russian; the route is
// arrows or step words. Commas between faces are forgiven.
var turnLexer = sync.OnceValue(func() *lexer.StatefulDefinition {
	return lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Space", Pattern: `[ \t,]+`},
		{Name: "Slash", Pattern: `/`},
		{Name: "Arrow", Pattern: `[\^<>↑←→]`},
		{Name: "Number", Pattern: `[0-9]+`},
		{Name: "Word", Pattern: `[\p{L}]+`},
		{Name: "Other", Pattern: `.`},
	})
})

type turnSyntax struct {
	Dice  []*piece    `parser:"@@*"`
	Slash *slashToken `parser:"( @@"`
	Plan  []*piece    `parser:"  @@* )?"`
}

type slashToken struct {
	Pos   lexer.Position
	Slash string `parser:"@Slash"`
}

type piece struct {
	Pos    lexer.Position
	Word   *string `parser:"  @Word"`
	Arrow  *string `parser:"| @Arrow"`
	Number *string `parser:"| @Number"`
}

// text is the piece as written.
func (p *piece) text() string {
	switch {
	case p.Word != nil:
		return *p.Word
	case p.Arrow != nil:
		return *p.Arrow
	}
	return *p.Number
}

// turnParser is built when the first turn is read, not at start-up.
var turnParser = sync.OnceValue(func() *participle.Parser[turnSyntax] {
	return participle.MustBuild[turnSyntax](participle.Lexer(turnLexer()), participle.Elide("Space"))
})

// maxRoute bounds the steps a turn keeps: five dice drive at most five
// squares, and a longer route is refused by its count alone.
const maxRoute = 8

// turn is a parsed turn.
type turn struct {
	nFaces int // faces written, which may be other than five
	faces  [numDice]face
	pass   bool
	colour colour
	start  int // the start square the turn names (from 1), 0 when none
	nSteps int
	steps  [maxRoute]step
	shapes [2]int // straights and curves of the whole route as written
	// latin: the colour or pass is written in the Latin notation ("red",
	// "pass"), so a route suggested back to the writer is written so too.
	latin bool
}

// route is the steps kept.
func (t *turn) route() []step { return t.steps[:min(t.nSteps, maxRoute)] }

// dice is the faces kept.
func (t *turn) dice() []face { return t.faces[:min(t.nFaces, numDice)] }

func (t *turn) addFace(f face) {
	if t.nFaces < numDice {
		t.faces[t.nFaces] = f
	}
	t.nFaces++
}

func (t *turn) addStep(s step) {
	if t.nSteps < maxRoute {
		t.steps[t.nSteps] = s
	}
	t.nSteps++
	t.shapes[s.shape()]++
}

// The words of the plan after `/`.
var (
	passWords   = []string{"pass", "пас", "пропуск"}
	startWords  = []string{"start", "старт"}
	colourWords = map[colour][]string{
		red:    {"red", "r", "красный", "красная", "красное", "красные", "к"},
		blue:   {"blue", "b", "синий", "синяя", "синее", "синие", "с"},
		yellow: {"yellow", "y", "жёлтый", "жёлтая", "жёлтое", "жёлтые", "ж"},
	}
	stepWords = map[step][]string{
		ahead: {"^", "↑", "s", "straight", "п", "прямо", "прямая"},
		left:  {"<", "←", "l", "left", "л", "налево", "влево"},
		right: {">", "→", "r", "right", "пр", "направо", "вправо"},
	}
)

// planWord is what a word after `/` means.
type planWord struct {
	kind   int8 // 0 unknown, then one of the kinds below
	colour colour
	step   step
}

const (
	wordColour int8 = iota + 1
	wordStep
	wordPass
	wordStart
	wordColourOrStep // `r`: red as the colour, a right curve in the route
)

// planIndex maps each folded word after `/` to its meaning; made the first
// time a turn is read, not at start-up, which a check of any game pays.
var planIndex = sync.OnceValue(func() map[string]planWord {
	idx := map[string]planWord{}
	for c, ws := range colourWords {
		for _, w := range ws {
			idx[notation.Fold(w)] = planWord{kind: wordColour, colour: c}
		}
	}
	for s, ws := range stepWords {
		for _, w := range ws {
			f := notation.Fold(w)
			if m, ok := idx[f]; ok && m.kind == wordColour {
				idx[f] = planWord{kind: wordColourOrStep, colour: m.colour, step: s}
				continue
			}
			idx[f] = planWord{kind: wordStep, step: s}
		}
	}
	for _, w := range passWords {
		idx[notation.Fold(w)] = planWord{kind: wordPass}
	}
	for _, w := range startWords {
		idx[notation.Fold(w)] = planWord{kind: wordStart}
	}
	return idx
})

// faceColour and faceShape read the two letters of a face. Cyrillic and
// Latin look-alikes are read as meant where the other alphabet gives the
// letter no meaning in that place: с (Cyrillic) is blue as a colour and, as
// a shape, the Latin c of curve; у (Cyrillic) is yellow as a colour.
var (
	faceColour = map[rune]colour{
		'r': red, 'b': blue, 'y': yellow, 'к': red, 'с': blue, 'ж': yellow,
		'k': red, 'c': blue, 'у': yellow,
	}
	faceShape = map[rune]shape{
		's': straight, 'c': curve, 'п': straight, 'у': curve,
		'с': curve, 'y': curve, 'n': straight,
	}
)

// readFace reads a two-letter face, folded.
func readFace(w string) (face, bool) {
	r0, n0 := utf8.DecodeRuneInString(w)
	r1, n1 := utf8.DecodeRuneInString(w[n0:])
	if n0+n1 != len(w) || n1 == 0 {
		return face{}, false
	}
	c, ok0 := faceColour[r0]
	s, ok1 := faceShape[r1]
	return face{c, s}, ok0 && ok1
}

// parseTurn reads one turn: the dice before `/`, the plan after it.
func parseTurn(m *notation.Move) (turn, *notation.Error) {
	// A route as `moves` tells it, `… / red < ^ ^ — ends on row 3, …`:
	// what follows the dash is the referee's own account of the route.
	if slash, dash := strings.IndexByte(m.Text, '/'), strings.Index(m.Text, "—"); slash >= 0 && dash > slash {
		told := *m
		told.Text = strings.TrimSpace(m.Text[:dash])
		m = &told
	}
	syn, err := turnParser().ParseString("", m.Text)
	if err != nil {
		return turn{}, notation.FromParse(err, m.TextPos, "super-race.expect.turn")
	}
	rest := ""
	if syn.Slash != nil {
		rest = m.Text[syn.Slash.Pos.Offset:]
	}
	if perr := apartError(syn.Dice, rest, m.TextPos); perr != nil {
		return turn{}, perr
	}
	var t turn
	for _, p := range syn.Dice {
		if perr := t.readDice(p, m.TextPos.Add(p.Pos)); perr != nil {
			return turn{}, perr
		}
	}
	if syn.Slash == nil {
		end := m.TextPos
		end.Column += utf8.RuneCountInString(m.Text)
		end.Offset += len(m.Text)
		return turn{}, notation.ErrorAt(end, SlashMissing{})
	}
	if perr := t.readPlan(syn.Plan, m.TextPos.Add(syn.Slash.Pos), m.TextPos); perr != nil {
		return turn{}, perr
	}
	return t, nil
}

// readPlan reads the plan after the slash at slash: a pass, or a car's
// colour, perhaps its start square, and its steps. from is the place of
// the move's text.
func (t *turn) readPlan(plan []*piece, slash, from notation.Pos) *notation.Error {
	if len(plan) == 0 {
		return notation.ErrorAt(slash, PlanMissing{})
	}
	hasColour := false
	for i := 0; i < len(plan); i++ {
		p := plan[i]
		pos := from.Add(p.Pos)
		if p.Number != nil {
			return notation.ErrorAt(pos, NumberAlone{Text: notation.Clip(*p.Number)})
		}
		w, known := planIndex()[notation.Fold(p.text())]
		if !known {
			return unknownPlanWord(pos, p.text(), hasColour)
		}
		switch {
		case w.kind == wordPass:
			if err := t.readPass(plan, i, from); err != nil {
				return err
			}
		case w.kind == wordStart:
			if err := t.readStart(plan, i, from); err != nil {
				return err
			}
			i++ // the start square's number
		case !hasColour && (w.kind == wordColour || w.kind == wordColourOrStep):
			t.colour, hasColour, t.latin = w.colour, true, isLatin(p.text())
		case !hasColour:
			return notation.ErrorAt(pos, ColourFirst{Word: p.text()})
		case w.kind == wordStep || w.kind == wordColourOrStep:
			t.addStep(w.step)
		default:
			return notation.ErrorAt(pos, ColourTwice{Word: p.text()})
		}
	}
	if !t.pass && !hasColour {
		return notation.ErrorAt(from.Add(plan[0].Pos), ColourMissing{})
	}
	return nil
}

// readPass reads the pass plan[i], which must be the whole plan.
func (t *turn) readPass(plan []*piece, i int, from notation.Pos) *notation.Error {
	p := plan[i]
	if i > 0 {
		return notation.ErrorAt(from.Add(p.Pos), PassLate{Word: p.text()})
	}
	if len(plan) > 1 {
		q := plan[1]
		return notation.ErrorAt(from.Add(q.Pos), PassExtra{Word: p.text(), Text: notation.Clip(q.text())})
	}
	t.pass, t.latin = true, isLatin(p.text())
	return nil
}

// readStart reads the start word plan[i] and the start square's number
// after it, before any step.
func (t *turn) readStart(plan []*piece, i int, from notation.Pos) *notation.Error {
	p := plan[i]
	if t.start != 0 || t.nSteps > 0 {
		return notation.ErrorAt(from.Add(p.Pos), StartLate{Word: p.text()})
	}
	if i+1 >= len(plan) || plan[i+1].Number == nil {
		return notation.ErrorAt(from.Add(p.Pos), StartNumber{Word: p.text()})
	}
	number := plan[i+1]
	n, err := strconv.Atoi(*number.Number)
	if err != nil || n < 1 || n > maxSide {
		return notation.ErrorAt(from.Add(number.Pos), StartRange{Text: notation.Clip(*number.Number)})
	}
	t.start = n
	return nil
}

// isLatin says whether a word of a turn is written in Latin letters only.
func isLatin(word string) bool {
	for _, r := range word {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// readDice reads the pieces before `/`: faces, one a word, or several
// written together (`rsrsrc`).
func (t *turn) readDice(p *piece, pos notation.Pos) *notation.Error {
	if p.Word == nil {
		return notation.ErrorAt(pos, FaceBad{Text: notation.Clip(p.text())})
	}
	w := notation.Fold(*p.Word)
	if f, ok := readFace(w); ok {
		t.addFace(f)
		return nil
	}
	// Faces written together: every two letters a face.
	rs := []rune(w)
	if len(rs) >= 4 && len(rs)%2 == 0 {
		var fs []face
		for i := 0; i < len(rs); i += 2 {
			f, ok := readFace(string(rs[i : i+2]))
			if !ok {
				fs = nil
				break
			}
			fs = append(fs, f)
		}
		for _, f := range fs {
			t.addFace(f)
		}
		if fs != nil {
			return nil
		}
	}
	if w, ok := planIndex()[w]; ok && w.kind != wordStep {
		return notation.ErrorAt(pos, SlashBefore{Word: notation.Clip(*p.Word)})
	}
	return notation.ErrorAt(pos, FaceBad{Text: notation.Clip(*p.Word)})
}

// unknownPlanWord is the error for a word after `/` that means nothing,
// with the nearest word that fits there.
func unknownPlanWord(pos notation.Pos, word string, hasColour bool) *notation.Error {
	var candidates []string
	if !hasColour {
		for _, ws := range colourWords {
			candidates = append(candidates, ws...)
		}
		candidates = append(append(candidates, passWords...), startWords...)
	} else {
		for _, ws := range stepWords {
			candidates = append(candidates, ws...)
		}
	}
	// One-letter words are too short to guess from.
	s, near := notation.Nearest(word, sortedWords(candidates))
	near = near && utf8.RuneCountInString(word) > 1 && utf8.RuneCountInString(s) > 1
	word = notation.Clip(word)
	switch {
	case hasColour && near:
		return notation.ErrorAt(pos, UnknownStepSuggest{Word: word, Suggestion: s})
	case hasColour:
		return notation.ErrorAt(pos, UnknownStep{Word: word, Curve: word == "у" || word == "c"})
	case near:
		return notation.ErrorAt(pos, UnknownColourSuggest{Word: word, Suggestion: s})
	}
	return notation.ErrorAt(pos, UnknownColour{Word: word})
}

// String is the turn in canonical notation.
func (t *turn) String() string { return t.text("en") }

// text is the turn as a player of lang types it: canonical in English,
// the Russian letters and words in Russian («кп кп ку сп жу / красный п п
// пр»), so that a turn tapped in Russian is recorded in Russian.
func (t *turn) text(lang string) string {
	ru := lang == "ru"
	var b strings.Builder
	for i, f := range t.dice() {
		if i > 0 {
			b.WriteByte(' ')
		}
		if ru {
			b.WriteString([...]string{"?", "к", "с", "ж"}[f.colour] + [...]string{"п", "у"}[f.shape])
		} else {
			b.WriteString(f.letters())
		}
	}
	b.WriteString(" / ")
	word := func(en, ru string) string {
		if lang == "ru" {
			return ru
		}
		return en
	}
	if t.pass {
		b.WriteString(word("pass", passWords[1]))
		return b.String()
	}
	b.WriteString(word(t.colour.name(), colourWords[t.colour][2]))
	if t.start != 0 {
		b.WriteString(word(" start ", " "+startWords[1]+" "))
		b.WriteString(strconv.Itoa(t.start))
	}
	for _, s := range t.route() {
		b.WriteByte(' ')
		b.WriteString(word(s.symbol(), s.letter()))
	}
	return b.String()
}
