package notation

// The framer as it was before it streamed: the reference the streaming
// Reader is held to (FuzzReaderMatchesReference).

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// FrameKnowing is Frame told the header keys the games define, so that a
// header line is never mistaken for a move by a misspelt player.
func refFrame(name string, data []byte, keys, trailers []string) *File {
	f := &File{Name: name}
	start := Pos{Filename: name, Line: 1, Column: 1}
	if bad, ok := firstBadByte(data); ok {
		f.Errors = append(f.Errors, Errorf(posOfByte(name, data, bad), "notation.not-text", Facts{}))
		return f
	}
	var g *Game
	lineNo := 0
	// Text before the first game is said once a stretch (up to a blank
	// line or a comment), and at most ChunkLines errors before it.
	stray, before := false, 0
	beforeGame := func(e *Error) {
		if before < ChunkLines {
			f.Errors = append(f.Errors, e)
			before++
		}
	}
	for len(data) > 0 || lineNo == 0 {
		lineNo++
		var raw []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			raw, data = data[:i], data[i+1:]
		} else {
			raw, data = data, nil
		}
		raw = bytes.TrimSuffix(raw, []byte("\r"))
		if lineNo == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\uFEFF"))
		}
		pos := Pos{Filename: name, Line: lineNo, Column: 1, Offset: 0}
		if g != nil && g.full && !isGameLine(raw) {
			continue // a header too long: the game is read no further
		}
		if len(raw) > MaxLine {
			e := Errorf(pos, "notation.line-too-long", Facts{"limit": MaxLine})
			if g != nil {
				g.Errors = append(g.Errors, e)
			} else {
				beforeGame(e)
			}
			continue
		}
		// A no-break or thin space copied from a web page is a space.
		line := stripComment(strings.Map(func(r rune) rune {
			if r == '\u00a0' || r == '\u202f' || r == '\u2007' || r == '\u2009' {
				return ' '
			}
			return r
		}, string(raw)))
		if strings.TrimSpace(line) == "" {
			stray = false
			if len(data) == 0 {
				break
			}
			continue
		}
		indent := leadingSpace(line)
		pos.Column += indent
		line = strings.TrimRightFunc(line[len(line)-len(strings.TrimLeftFunc(line, unicode.IsSpace)):], unicode.IsSpace)
		if gkey, gvalue, gcol, ok := gameEntry(line); ok && slices.ContainsFunc(GameKeys, Is(gkey)) {
			vpos := pos
			vpos.Column += gcol
			g = &Game{Pos: pos, ID: Word{Pos: vpos, Text: gvalue}, numbers: numbering{lastIdx: -1}}
			f.Games = append(f.Games, g)
			continue
		}
		key, value, valueCol, isEntry := splitEntry(line)
		if g == nil {
			if !stray {
				beforeGame(Errorf(pos, "notation.before-game", Facts{"text": clip(line)}))
			}
			stray = true
			continue
		}
		header := isEntry && !g.refIsPlayer(key) && !startsWithNumber(line)
		trailer := header && len(g.Moves) > 0 && slices.Contains(trailers, Fold(key))
		if (trailer || header && len(g.Moves) == 0) && len(g.Header) == ChunkLines {
			g.Errors = append(g.Errors, Errorf(pos, "notation.header-too-long", Facts{"count": ChunkLines}))
			g.full = true
			continue
		}
		if trailer {
			// After the moves, a trailer key closes the game, if nothing
			// but other trailers follows it.
			vpos := pos
			vpos.Column += valueCol
			e := &Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos, Trailer: true}
			g.Header = append(g.Header, e)
			g.late = append(g.late, e)
			continue
		}
		for _, e := range g.late {
			g.Errors = append(g.Errors, Errorf(e.Pos, "notation.trailer-not-last", Facts{"key": e.Key}))
			g.Header = slices.DeleteFunc(g.Header, func(x *Entry) bool { return x == e })
		}
		g.late = nil
		if header && len(g.Moves) == 0 {
			vpos := pos
			vpos.Column += valueCol
			g.Header = append(g.Header, &Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos})
			if slices.ContainsFunc(PlayersKeys, Is(key)) {
				names, err := Names(value, vpos)
				if err != nil {
					g.Errors = append(g.Errors, err)
				}
				g.Players = names
			}
			continue
		}
		moves, err := g.refSplitMoves(line, pos)
		if err != nil {
			g.Errors = append(g.Errors, err)
			continue
		}
		for _, m := range moves {
			g.dashActor(m) // read the same way since
			g.Moves = append(g.Moves, m)
			g.numbers.check(g, m, len(g.Moves)-1) // in file order, as the reader does
		}
	}
	if len(f.Games) == 0 && len(f.Errors) == 0 {
		f.Errors = append(f.Errors, Errorf(start, "notation.no-game", Facts{}))
	}
	return f
}

// splitMoves splits a move line, first reading a player's name that has a
// space in it and is written without quotes (`Анна Каренина: c1-e6`): the
// name is known from players:, so it is not ambiguous.
func (g *Game) refSplitMoves(line string, pos Pos) ([]*Move, *Error) {

	spaced := map[string][]string{}
	for _, p := range g.Players {
		if f := strings.Fields(p.Text); len(f) > 1 {
			spaced[Fold(f[0])] = append(spaced[Fold(f[0])], p.Text)
		}
	}
	if len(spaced) == 0 || !strings.Contains(line, ":") {
		return SplitMoves(line, pos)
	}
	i := skipSpace(line, 0)
	n, end, numbered := number(line, i)
	if numbered && n <= 0 {
		return SplitMoves(line, pos)
	}
	j := i
	if numbered {
		j = skipSpace(line, end)
	}
	head := line[j:min(len(line), j+4*maxName)]
	first, _, _ := strings.Cut(strings.TrimLeft(head, " \t"), " ")
	for _, name := range spaced[Fold(first)] {
		rest, ok := cutPrefixFold(head, name)
		if !ok {
			continue
		}
		k := skipSpace(rest, 0)
		if k >= len(rest) || rest[k] != ':' {
			continue
		}
		after := j + len(head) - len(rest) + k + 1
		restPos := pos
		restPos.Column += utf8.RuneCountInString(line[:after])
		moves, err := SplitMoves(line[after:], restPos)
		if err != nil || len(moves) == 0 || moves[0].Actor != "" || moves[0].Number != 0 {
			break // not the simple shape: the grammar reads the line as written
		}
		start := pos
		start.Column += utf8.RuneCountInString(line[:i])
		moves[0].Pos, moves[0].Number, moves[0].Actor = start, n, name
		moves[0].ActorPos = pos
		moves[0].ActorPos.Column += utf8.RuneCountInString(line[:j])
		return moves, nil
	}
	return SplitMoves(line, pos)
}

func (g *Game) refIsPlayer(key string) bool {
	for _, p := range g.Players {
		if Fold(p.Text) == Fold(Unquoted(key)) {
			return true
		}
	}
	return false
}

func posOfByte(name string, data []byte, at int) Pos {
	p := Pos{Filename: name, Line: 1, Column: 1, Offset: at}
	lineStart := 0
	for i := 0; i < at; i++ {
		if data[i] == '\n' {
			p.Line++
			lineStart = i + 1
		}
	}
	p.Column = utf8.RuneCount(data[lineStart:at]) + 1
	return p
}
