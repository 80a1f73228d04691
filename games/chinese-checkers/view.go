package chinesecheckers

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"referee/referee"
)

// Legal lists the moves of the player to move, each distinct start and end
// hole once, written with one valid path; "pass" when there is none.
func (g *game) Legal() []string {
	if g.decided() {
		return nil
	}
	rs := g.routes(g.turn, nil)
	if len(rs) == 0 {
		return []string{"pass"}
	}
	// In hole order of start, then of end: the order a reader scans the star.
	sort.Slice(rs, func(i, j int) bool {
		a, b := rs[i].path, rs[j].path
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		return a[len(a)-1] < b[len(b)-1]
	})
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = pathString(r.path)
	}
	return out
}

// Board draws the star: one line a row, the row letter on the left and the
// row's places on the right, an empty hole as "·" and a piece as its
// player's mark; then a legend of marks and points. Each hole takes two
// columns of the doubled grid, so the star is 49 columns wide.
func (g *game) Board(w referee.Words) string {
	marks := g.marks()
	var b strings.Builder
	b.WriteString(w.Say(referee.Say("chinese-checkers.board.title", nil)))
	b.WriteByte('\n')
	for r := range numRows {
		line := []rune(strings.Repeat(" ", 2*numCols-1))
		first := rowStart[r]
		for i := range rowLengths[r] {
			h := first + hole(i)
			mark := '·'
			if p := g.board[h]; p != empty {
				mark = marks[p]
			}
			line[2*int(holeCol[h])] = mark
		}
		row := string(rune('a' + r))
		places := row + "1"
		if n := rowLengths[r]; n > 1 {
			places += "–" + row + itoa(n) + strings.Repeat(" ", 3-len(itoa(n))) + " #" + itoa(int(first)) + "–" + itoa(int(first)+n-1)
		} else {
			places += strings.Repeat(" ", 7) + "#" + itoa(int(first))
		}
		b.WriteString(row + "  " + string(line) + "  " + places + "\n")
	}
	b.WriteString(w.Say(referee.Say("chinese-checkers.board.points", nil)))
	b.WriteByte('\n')
	for p, name := range g.names {
		facts := referee.Facts{"mark": string(marks[p]), "player": name, "seat": g.seat[p], "point": g.target[p],
			"home": g.home(p), "pieces": g.pieces}
		id := "chinese-checkers.board.legend"
		if g.place[p] != 0 {
			id, facts["place"] = "chinese-checkers.board.legend-done", placeMsg(g.place[p])
		}
		b.WriteString("  " + w.Say(referee.Say(id, facts)) + "\n")
	}
	var status referee.Message
	switch {
	case g.decided():
		status = referee.Say("chinese-checkers.board.over", referee.Facts{"places": g.placeList()})
	default:
		status = referee.Say("chinese-checkers.board.turn", referee.Facts{"player": g.names[g.turn]})
	}
	b.WriteString(w.Say(status) + "\n")
	return b.String()
}

// marks gives each player a one-character mark: the initial of their name
// when the initials differ, else the player's number 1–6.
func (g *game) marks() []rune {
	out := make([]rune, len(g.names))
	seen := map[rune]bool{}
	for p, name := range g.names {
		r := []rune(strings.TrimSpace(name))
		if len(r) == 0 || !unicode.IsLetter(r[0]) && !unicode.IsDigit(r[0]) {
			return numbers(len(g.names))
		}
		m := unicode.ToUpper(r[0])
		if seen[m] {
			return numbers(len(g.names))
		}
		seen[m] = true
		out[p] = m
	}
	return out
}

func numbers(n int) []rune {
	out := make([]rune, n)
	for i := range out {
		out[i] = rune('1' + i)
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
