package picture

// Style is the look of the parts a picture marks with a class rather than
// attributes: a part unique to each position (a chinese-checkers last
// move's trail) would otherwise repeat the same attributes in every one of
// a page's 2,000 positions. A page writes it once in its style sheet; a
// picture written on its own (WriteSVG) carries it in its own <style>.
const Style = "." + trailClass + "{fill:none;stroke-linecap:round;stroke-linejoin:round;stroke-opacity:" + TrailOpacity + "}" +
	// A trail with no ink of its own is black; one in its mover's ink
	// says it in its stroke attribute, which a class's stroke would beat.
	"." + trailClass + ":not([stroke]){stroke:#000000}" +
	// The last move's arrow (LastArrow): a dark line and head over a
	// white casing of both, whoever moved.
	"." + lastArrowClass + "{fill:none;stroke:" + LastInk + ";stroke-linecap:round;stroke-linejoin:round}" +
	"." + lastArrowClass + " ." + lastCaseClass + "{stroke:" + LastCasing + "}" +
	"." + lastArrowClass + " ." + lastHeadClass + "{fill:" + LastInk + ";stroke:none}" +
	"." + lastArrowClass + " ." + lastCaseClass + "." + lastHeadClass + "{fill:" + LastCasing + ";stroke:" + LastCasing + "}" +
	// An infield on paper: a light tint, not a block of toner.
	"@media print{." + infieldClass + "{fill:" + InfieldPrint + "}}"

// Infield marks n, a large dark part of a board that is not in play
// (super-race's infield), to print in a light tint (Style): on paper the
// dark blocks took toner and drowned the track.
func Infield(n *Node) *Node { return n.Class(infieldClass) }

// infieldClass marks an infield (see Infield); InfieldPrint is its ink on
// paper, still darker than any square in play.
const (
	infieldClass = "infield"
	InfieldPrint = "#c4c4c4"
)

// trailClass marks a last move's trail (see LastTrail), lastArrowClass its
// arrow (see LastArrow).
const (
	trailClass     = "trail"
	lastArrowClass = "last-arrow"
	lastCaseClass  = "case" // the arrow's white edge
	lastHeadClass  = "head" // the arrow's head
)

// styled tells whether a drawing uses a class Style sets.
func styled(n *Node) bool {
	for _, a := range n.attrs {
		if a.key == "class" && (a.value == trailClass || a.value == lastArrowClass || a.value == infieldClass) {
			return true
		}
	}
	if n.sym != nil && styled(n.sym) || n.moved != nil && styled(n.moved) {
		return true
	}
	for _, k := range n.kids {
		if styled(k) {
			return true
		}
	}
	return false
}
