package notation

// Side is where in another file a fault lies, the file a header line names
// (a super-race track map): the header key as written (`track`, `трасса`),
// the file (as the user finds it, beside the transcript) and the place in
// it. A place with no line is the file as a whole.
type Side struct {
	Key  string
	File string
	Pos  Pos
}

// InFile is a message about a fault in another file: the error stands on
// the header line that names the file, so it names the transcript, and
// Side says where in the other file it is. The edge prints both (`t.txt:3:
// track: maps/bad.map:5:3: …`) and JSON gives the other file's own place.
type InFile struct {
	Side    Side
	Message Message
}

// Code is the code of the fault.
func (m InFile) Code() Code { return m.Message.Code() }

// SideOf is the other file's place a message carries, if any, and what it
// says there.
func SideOf(m Message) (Side, Message, bool) {
	if f, ok := m.(InFile); ok {
		return f.Side, f.Message, true
	}
	return Side{}, m, false
}
