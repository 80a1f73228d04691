package serve

import (
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// A phone at the table is no transcript: what a game says in the words of
// its record («write it as a “task: …” line», «the “open:” line shows…»,
// «see “referee board”») is said on the page in the table's words, by the
// game's own phone form of the message, `<code>.phone` in its locale
// files, where it has one; an empty phone form is a
// line the page leaves unsaid (big-races' primer on the order of moves,
// about 1,000 characters after a child's first tap). The transcript,
// check and play keep the game's own words.
const phoneSuffix = ".phone"

// phoneMsg is m as the phone page says it.
func phoneMsg(c *say.Catalog, lang string, m referee.Message) referee.Message {
	if m == nil {
		return nil
	}
	if id := string(m.Code()) + phoneSuffix; c.HasOwn(lang, id) {
		return say.Form{Message: m, Template: referee.Code(id)}
	}
	return m
}

// phoneLines are lines as the phone page says them: each message in its
// phone form, those whose phone form is empty left out.
func phoneLines(c *say.Catalog, lang string, lines []referee.Line) []referee.Line {
	if lines == nil {
		return nil
	}
	out := make([]referee.Line, 0, len(lines))
	for _, l := range lines {
		if l.Message != nil {
			if text, ok := c.Text(lang, string(l.Message.Code())+phoneSuffix); ok && text == "" {
				continue
			}
		}
		l.Message = phoneMsg(c, lang, l.Message)
		out = append(out, l)
	}
	return out
}
