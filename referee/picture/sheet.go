package picture

import (
	"strconv"
	"strings"
)

// Sheet writes many pictures on one page — a replay's positions — so that
// what they draw alike is written once: each picture's unchanging part
// (Back), each shared part (Share) and each placed symbol (Place) is one
// element of a hidden <svg> of definitions, which the pictures <use>. A
// page without scripts still shows every picture whole, and a page printed
// prints each part as the vectors it is (a part drawn as a CSS background
// image made a PDF of 35 positions 35 MB and a minute's work).
//
// Like chess.svg's boards, each picture stays a pure function of its
// position: the sheet only decides where the bytes of a part are written.
type Sheet struct {
	defs  strings.Builder   // the shared parts, each once
	ids   map[string]string // a part as written → its id
	byKey map[string]string // an unchanging part's key → its id
	size  int               // the bytes of the pictures written so far
}

// NewSheet starts a page's sheet.
func NewSheet() *Sheet {
	return &Sheet{ids: map[string]string{}, byKey: map[string]string{}}
}

// SVG writes a picture for the page: an inline <svg> with its title and,
// when described is true, its description (the position in words), its
// unchanging part and its shared parts as uses of the sheet's copies.
//
// A picture with a wide layout (SetWide) is written twice, its narrow
// layout then its wide one, classed "narrow" and "wide": the page's style
// shows one.
func (s *Sheet) SVG(p *Picture, described bool) string {
	if p.wide != nil {
		// One position, one refusal: the wide layout is faint when the
		// phone's is. The edge sets the refusal's caption on the picture
		// alone, and a refusal drawn with no mark (after a race's end)
		// left the wide layout's last-move arrow black beside its key's
		// faint sample.
		refusing := p.refusing() || p.wide.refusing()
		narrow, wide := s.alike(faintIf(refusing, p.drawn()), faintIf(refusing, p.wide.drawn()))
		return s.svg(p, narrow, described, "narrow") + s.svg(p.wide, wide, described, "wide")
	}
	return s.svg(p, p.faintAll(p.drawn()), described, "")
}

// alike finds what a picture's two layouts draw alike — the parts, in
// order, at their start and at their end that are the same bytes — and
// writes each such run once in the definitions, for both to use: a
// chinese-checkers star drawn at the same place beside two legends is
// written once, not twice. A single ungrouped <g> holding all is looked
// into. The pictures look as they did: a run is a plain <g>, which draws
// its parts in their order.
func (s *Sheet) alike(narrow, wide []*Node) ([]*Node, []*Node) {
	if len(narrow) == 1 && len(wide) == 1 && plainGroup(narrow[0]) && plainGroup(wide[0]) {
		n, w := s.alike(narrow[0].kids, wide[0].kids)
		return []*Node{{name: "g", kids: n}}, []*Node{{name: "g", kids: w}}
	}
	written := func(n *Node) string {
		o := &out{sheet: s}
		o.node(n)
		return o.b.String()
	}
	same := func(a, b *Node) bool { return a == b || written(a) == written(b) }
	start := 0
	for start < len(narrow) && start < len(wide) && same(narrow[start], wide[start]) {
		start++
	}
	end := 0
	for end < len(narrow)-start && end < len(wide)-start && same(narrow[len(narrow)-1-end], wide[len(wide)-1-end]) {
		end++
	}
	share := func(run []*Node) []*Node {
		if len(run) == 0 {
			return run
		}
		if len(run) == 1 && (run[0].sym != nil || run[0].moved != nil || run[0].shared || len(written(run[0])) < 80) {
			// One part alone is written as it is when a use of it would
			// be no shorter, or it is a use already; a large one (the
			// marks of a move, drawn alike over both layouts) once.
			return run
		}
		return []*Node{Group(run...).Share()}
	}
	join := func(kids []*Node) []*Node {
		out := append([]*Node(nil), share(kids[:start])...)
		out = append(out, kids[start:len(kids)-end]...)
		return append(out, share(kids[len(kids)-end:])...)
	}
	return join(narrow), join(wide)
}

// plainGroup tells whether a node is a <g> without attributes, drawn
// where it stands.
func plainGroup(n *Node) bool {
	return n.name == "g" && len(n.attrs) == 0 && n.sym == nil && n.moved == nil && !n.shared && n.text == ""
}

func (s *Sheet) svg(p *Picture, kids []*Node, described bool, class string) string {
	// The title band is left out: the page's heading says what the
	// picture shows. Its <title> and <desc>, its first children, name and
	// describe it to a screen reader.
	svg := El("svg").Set("viewBox", viewBox(p.W, p.H)).Set("role", "img")
	if class != "" {
		svg.Set("class", class)
	}
	if p.under {
		svg.Set("data-words", "under")
	}
	svg.Add(&Node{name: "title", text: p.Title})
	if described {
		svg.Add(&Node{name: "desc", text: p.Desc})
	}
	if len(p.back.kids) > 0 {
		svg.Add(&Node{name: "use", attrs: []attr{{"href", "#" + s.background(p)}}})
	}
	svg.kids = append(svg.kids, kids...)
	o := &out{sheet: s}
	o.node(svg)
	s.size += o.b.Len()
	return o.b.String()
}

// background finds or writes the definition of a picture's unchanging
// part and returns its id. A part with a key is written once a key (see
// BackKey): a track of 300 squares is not written 2,000 times to find it
// is the same.
func (s *Sheet) background(p *Picture) string {
	key := ""
	if p.backKey != "" {
		key = Fmt(p.W) + " key " + p.backKey
		if id, ok := s.byKey[key]; ok {
			return id
		}
	}
	id := s.intern(&p.back)
	if key != "" {
		s.byKey[key] = id
	}
	return id
}

// intern writes a part into the definitions once and returns its id.
func (s *Sheet) intern(n *Node) string {
	o := &out{sheet: s}
	o.element(n)
	key := o.b.String()
	if id, ok := s.ids[key]; ok {
		return id
	}
	id := "s" + strconv.FormatInt(int64(len(s.ids)), 36)
	s.ids[key] = id
	// The id goes in just after the element's name.
	at := 1 + len(n.name)
	// One a line: a part holds no line break (escape writes them as
	// &#xA;), so a page's script can split them apart.
	s.defs.WriteByte('\n')
	s.defs.WriteString(key[:at])
	s.defs.WriteString(` id="` + id + `"`)
	s.defs.WriteString(key[at:])
	s.size += len(key) + len(id) + 6
	return id
}

// Size is how many bytes the pictures written so far take on the page,
// their definitions included: what a page's size bound weighs before
// anything is written.
func (s *Sheet) Size() int { return s.size }

// Defs is the hidden <svg> whose <defs> a page's script builds the shared
// parts into (see Shared). It goes once in the page, before the pictures.
// It holds no patterns: the textures are paths (see Texture).
func (s *Sheet) Defs() string {
	return `<svg class="defs" aria-hidden="true" focusable="false"><defs></defs></svg>`
}

// Shared is the hidden <svg> of every shared part, one a line. A page
// may keep it where a script builds only the parts a picture shown uses
// (a page of thousands builds them in seconds otherwise).
func (s *Sheet) Shared() string {
	return `<svg class="defs" aria-hidden="true" focusable="false"><defs>` + s.defs.String() + "\n</defs></svg>"
}

// FontFamily is the fonts the pictures ask for, for a page to set on
// them.
const FontFamily = fontFamily

// viewBox is a page picture's view: w×h less the title band.
func viewBox(w, h float64) string {
	return "0 " + Fmt(Head) + " " + Fmt(w) + " " + Fmt(h-Head)
}
