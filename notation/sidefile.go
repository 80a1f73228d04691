package notation

// SideFact is the fact of an error about another file that a header line
// names (a super-race track map): the error stands on that header line,
// so it names the transcript, and the fact says where in the other file it
// is. The edge prints both (`t.txt:3: track: maps/bad.map:5:3: …`) and
// JSON gives the other file's own place.
const SideFact = "notation.side"

// Side is the value of SideFact: the header key as written (`track`,
// `трасса`), the file it names (as the user finds it, beside the
// transcript) and the place in it. A place with no line is the file as a
// whole.
type Side struct {
	Key  string
	File string
	Pos  Pos
}

// SideOf is the other file's place an error's facts carry, if any.
func SideOf(facts Facts) (Side, bool) {
	s, ok := facts[SideFact].(Side)
	return s, ok
}
