package picture

import (
	"strconv"
	"strings"
)

// Sheet writes many pictures on one page — a replay's positions — so that
// what they draw alike is written once: each picture's unchanging part
// (Back) becomes a background image the page's style gives every picture
// that has it, and each shared part (Share) or placed symbol (Place) one
// element of a hidden <svg> of definitions, which the pictures <use>. A
// page without scripts still shows every picture whole.
//
// Like chess.svg's boards, each picture stays a pure function of its
// position: the sheet only decides where the bytes of a part are written.
type Sheet struct {
	defs  strings.Builder   // the shared parts, each once
	ids   map[string]string // a part as written → its id
	backs []*background
	byKey map[string]*background
	size  int // the bytes of the pictures written so far
}

// background is one unchanging part, drawn as an image: its SVG (with no
// size yet) and the largest picture that shows it.
type background struct {
	class string
	svg   string
	w, h  float64
}

// NewSheet starts a page's sheet.
func NewSheet() *Sheet {
	return &Sheet{ids: map[string]string{}, byKey: map[string]*background{}}
}

// SVG writes a picture for the page: an inline <svg> with its title and,
// when described is true, its description (the position in words), its
// unchanging part left to the page's style and its shared parts as uses of
// the sheet's copies.
func (s *Sheet) SVG(p *Picture, described bool) string {
	// The title band is left out: the page's heading says what the
	// picture shows. Its <title> and <desc>, its first children, name and
	// describe it to a screen reader.
	svg := El("svg").Set("viewBox", viewBox(p.W, p.H)).Set("role", "img")
	if len(p.back.kids) > 0 {
		svg.Set("class", s.background(p))
	}
	svg.Add(&Node{name: "title", text: p.Title})
	if described {
		svg.Add(&Node{name: "desc", text: p.Desc})
	}
	svg.kids = append(svg.kids, p.root.kids...)
	o := &out{sheet: s}
	o.node(svg)
	s.size += o.b.Len()
	return o.b.String()
}

// background finds or makes the image of a picture's unchanging part and
// returns its class.
func (s *Sheet) background(p *Picture) string {
	key, svg := "", ""
	if p.backKey != "" {
		key = Fmt(p.W) + " key " + p.backKey
	}
	if key == "" || s.byKey[key] == nil {
		o := &out{}
		o.node(&p.back)
		svg = o.b.String()
		if key == "" {
			key = Fmt(p.W) + " " + svg // no key: the part itself is its key
		}
	}
	b := s.byKey[key]
	if b == nil {
		b = &background{class: "b" + strconv.Itoa(len(s.backs)), svg: svg, w: p.W}
		s.backs = append(s.backs, b)
		s.byKey[key] = b
		s.size += len(b.svg)
	}
	b.h = max(b.h, p.H)
	return b.class
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
// their definitions and backgrounds included: what a page's size bound
// weighs before anything is written.
func (s *Sheet) Size() int { return s.size }

// Defs is the hidden <svg> of the page's patterns, which every picture
// uses. It goes once in the page, before the pictures.
func (s *Sheet) Defs() string {
	o := &out{}
	o.node(defs())
	return `<svg class="defs" aria-hidden="true" focusable="false">` + o.b.String() + "</svg>"
}

// Shared is the hidden <svg> of every shared part, one a line. A page
// may keep it where a script builds only the parts a picture shown uses
// (a page of thousands builds them in seconds otherwise).
func (s *Sheet) Shared() string {
	return `<svg class="defs" aria-hidden="true" focusable="false"><defs>` + s.defs.String() + "\n</defs></svg>"
}

// Style is the page's style for the pictures' backgrounds: each an SVG
// image in a data: address, which a strict content policy allows
// (img-src data:), sized to the picture's width.
func (s *Sheet) Style() string {
	var b strings.Builder
	for _, bg := range s.backs {
		o := &out{}
		svg := El("svg").Set("xmlns", "http://www.w3.org/2000/svg").
			Set("viewBox", viewBox(bg.w, bg.h)).
			Set("width", Fmt(bg.w)).Set("height", Fmt(bg.h-Head)).
			Set("font-family", fontFamily)
		o.node(svg.Add(defs(), Rect(0, 0, bg.w, bg.h).Fill("#ffffff")))
		whole := o.b.String()
		// The part goes in before the closing tag.
		body := whole[:len(whole)-len("</svg>")] + bg.svg + "</svg>"
		b.WriteString("svg." + bg.class + `{background:#fff url("data:image/svg+xml,`)
		// Attribute values hold no quote of either kind (both are
		// escaped), so their quotes can be single ones, which need no
		// encoding in a double-quoted url().
		dataEscape(&b, strings.ReplaceAll(body, `"`, "'"))
		b.WriteString(`") 0 0/100% auto no-repeat}` + "\n")
	}
	return b.String()
}

// dataEscape writes an SVG for a data: address inside a quoted CSS url():
// what would end the string, start a fragment or read as an escape is
// percent-encoded, and so are < and >, so that no tag can close the page's
// <style>. The rest, UTF-8 included, stays as it is.
func dataEscape(b *strings.Builder, s string) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '%', '#', '"', '\\', '<', '>', '\n', '\r', '\t':
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
}

// viewBox is a page picture's view: w×h less the title band.
func viewBox(w, h float64) string {
	return "0 " + Fmt(Head) + " " + Fmt(w) + " " + Fmt(h-Head)
}
