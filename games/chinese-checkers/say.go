package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The referee's readings a move relies on, as notes the session says once a
// game: the rules are silent on passing and on chains that land twice.

// passReading: a pass, allowed or refused, rests on the referee's reading.
func passReading() []referee.Message { return []referee.Message{referee.Note(CodeReadingPass, nil)} }

// readingOf is the reading a refused move rests on, if any.
func readingOf(v referee.Message) []referee.Message {
	switch referee.Code(v.Code()) {
	case CodeChainRepeatsHole:
		return []referee.Message{referee.Note(CodeReadingChainOnce, nil)}
	case CodeChainEndsAtStart:
		return []referee.Message{referee.Note(CodeReadingChainEnd, nil)}
	}
	return nil
}
