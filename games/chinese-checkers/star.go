// Package chinesecheckers is Chinese checkers (китайские шашки, Stern-Halma):
// two to six players race their pieces across a six-pointed star of 121
// holes by steps and chains of hops, each to fill the point opposite.
package chinesecheckers

import "sync"

// The star. Holes are numbered 0–120 row by row from the top tip, each row
// from the left; rows are lettered a…q. On the drawing every hole sits at a
// column of a doubled grid (a row's neighbours are two columns apart, the
// rows above and below are shifted by one), so the six directions are plain
// offsets and a straight line of the board is a fixed offset repeated.
const (
	numHoles = 121
	numRows  = 17
	numCols  = 25 // doubled columns 0…24; the centre i5 is at column 12
	noHole   = -1
)

// rowLengths: «1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1».
var rowLengths = [numRows]int{1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1}

// hole is a hole number, 0–120.
type hole int8

// The six directions of the board: east, south-east, south-west, west,
// north-west, north-east, as (row, doubled column) offsets.
var directions = [6][2]int{{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}}

// The star's tables (holeRow, holeCol, rowStart, grid, neighbour,
// holeNames, region, regionSet, targetsAt) are in star_tables.go, worked
// out when the referee is built (TestStarTables, from buildStar): made at
// start-up, they cost every run of the referee, a check of another game's
// too.

// at is the hole at (row, doubled column), or noHole off the star.
func at(r, c int) hole {
	if r < 0 || r >= numRows || c < 0 || c >= numCols {
		return noHole
	}
	return grid[r][c]
}

// String is the hole's name, as in the notation: "e5".
func (h hole) String() string { return holeNames[h] }

// opposite is the point across the centre: 1↔4, 2↔5, 3↔6.
func opposite(p int) int { return (p+2)%6 + 1 }

// lineTable says how every hole lies from every other: [a][b] is the
// direction times 32 plus the unit steps (fewer than 32), or 0 when b is on
// no line through a. Every move's check asks it of each pair of holes of its
// path; a game takes the table when it starts (starLines).
type lineTable [numHoles][numHoles]uint8

// line finds how b lies from a: the direction index and the number of unit
// steps along a straight line of the board, or ok false when b is on no
// line through a. TestLineEveryPair holds the table to the plain search.
func (t *lineTable) line(a, b hole) (dir, steps int, ok bool) {
	l := t[a][b]
	return int(l >> 5), int(l & 31), l != 0
}

// starLines is the table, made the first time a game starts, not at
// start-up, which every game pays: walked out from every hole along each
// direction over the whole grid, past any place off the star.
var starLines = sync.OnceValue(func() *lineTable {
	var t lineTable
	for h := range numHoles {
		for d, off := range directions {
			r, c := int(holeRow[h]), int(holeCol[h])
			for steps := 1; ; steps++ {
				r, c = r+off[0], c+off[1]
				if r < 0 || r >= numRows || c < 0 || c >= numCols {
					break
				}
				if b := grid[r][c]; b != noHole {
					t[h][b] = uint8(d<<5 | steps)
				}
			}
		}
	}
	return &t
})

// between lists the holes strictly between a and b on a line of the board,
// leaving out positions that fall off the star.
func between(a hole, dir, steps int) []hole {
	var out []hole
	r, c := int(holeRow[a]), int(holeCol[a])
	for i := 1; i < steps; i++ {
		if h := at(r+i*directions[dir][0], c+i*directions[dir][1]); h != noHole {
			out = append(out, h)
		}
	}
	return out
}
