package serve

import (
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// A phone at the table is no transcript: what a game says in the words of
// its record («write it as a “task: …” line», «the “open:” line shows…»,
// «see “referee board”») is said on the page in the table's words, by a
// template of serve's own, `serve.phone.` and the message's code, where
// serve's locale files have one (family judge serve22). The transcript,
// check and play keep the game's own words.
const phonePrefix = "serve.phone."

// phoneDropped are what the page leaves unsaid: big-races' primer on the
// order of moves and how cells are written, said once after the first
// move to a reader of the record — about 1,000 characters after a child's
// first tap (family judge serve22). The board and its legend show both.
var phoneDropped = map[referee.Code]bool{
	"big-races.told.primer": true,
}

// phoneMsg is m as the phone page says it.
func phoneMsg(c *say.Catalog, lang string, m referee.Message) referee.Message {
	if m == nil {
		return nil
	}
	if id := phonePrefix + string(m.Code()); c.HasOwn(lang, id) {
		return say.Form{Message: m, Template: referee.Code(id)}
	}
	return m
}

// phoneLines are lines as the phone page says them: each message in its
// phone form, the lines it leaves unsaid left out.
func phoneLines(c *say.Catalog, lang string, lines []referee.Line) []referee.Line {
	if lines == nil {
		return nil
	}
	out := make([]referee.Line, 0, len(lines))
	for _, l := range lines {
		if l.Message != nil && phoneDropped[l.Message.Code()] {
			continue
		}
		l.Message = phoneMsg(c, lang, l.Message)
		out = append(out, l)
	}
	return out
}
