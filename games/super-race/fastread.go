package superrace

import "github.com/boardgame-referee/referee/notation"

// readTurn reads a turn into t: the commonest shape by hand, anything else
// with the grammar.
func readTurn(m *notation.Move, t *turn) *notation.Error {
	if simpleTurn(m.Text, t) {
		return nil
	}
	parsed, err := parseTurn(m)
	if err != nil {
		return err
	}
	*t = parsed
	return nil
}

// simpleTurn reads the shape a program writes, `rs rs rc bs yc / red ^ ^ <`
// or `… / pass`, exactly as the grammar would, without running it: plain
// ASCII, lower case, faces as two letters, the colour as a word. It declines
// anything else and the grammar takes it; FuzzSimpleTurn holds the two to
// the same answer.
func simpleTurn(s string, t *turn) bool {
	*t = turn{}
	i, ok := programFaces(s, t)
	if !ok {
		*t = turn{}
		if i, ok = spacedFaces(s, t); !ok {
			return false
		}
	}
	// The colour, or pass: a word up to a blank or the end.
	i = skipBlanks(s, i)
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\t' {
		j++
	}
	t.latin = true
	switch s[i:j] {
	case "pass":
		t.pass = true
		return skipBlanks(s, j) == len(s)
	case "red":
		t.colour = red
	case "blue":
		t.colour = blue
	case "yellow":
		t.colour = yellow
	default:
		return false
	}
	// The route: arrows, blanks between them or not.
	for i = j; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t':
		case '^':
			t.addStep(ahead)
		case '<':
			t.addStep(left)
		case '>':
			t.addStep(right)
		default:
			return false
		}
	}
	return true
}

// faceOf reads a face's two letters, lower case: r, b or y, then s or c.
func faceOf(c, s byte) (face, bool) {
	f := face{colour: faceColours[c], shape: curve}
	if s == 's' {
		f.shape = straight
	}
	return f, f.colour != grey && (s == 's' || s == 'c')
}

// faceColours are the colour letters of simpleTurn; grey for any other byte.
var faceColours = [256]colour{'r': red, 'b': blue, 'y': yellow}

// programFaces reads the faces as a program writes them, `rs rs rc bs yc /`:
// five, a space after each, then the slash. It reports where the plan
// begins, after the slash.
func programFaces(s string, t *turn) (int, bool) {
	if len(s) < 16 || s[15] != '/' {
		return 0, false
	}
	for k := 0; k < 15; k += 3 {
		f, ok := faceOf(s[k], s[k+1])
		if !ok || s[k+2] != ' ' {
			return 0, false
		}
		t.addFace(f)
	}
	return 16, true
}

// spacedFaces reads faces up to the slash, blanks before each and after the
// last, a face being two letters then a blank, the slash or the end. It
// reports where the plan begins, after the slash.
func spacedFaces(s string, t *turn) (int, bool) {
	i := skipBlanks(s, 0)
	for i < len(s) && s[i] != '/' {
		if i+2 > len(s) || i+2 < len(s) && s[i+2] != ' ' && s[i+2] != '\t' && s[i+2] != '/' {
			return 0, false
		}
		f, ok := faceOf(s[i], s[i+1])
		if !ok {
			return 0, false
		}
		t.addFace(f)
		i = skipBlanks(s, i+2)
	}
	return i + 1, i < len(s)
}

// skipBlanks is the index of the first byte of s from i on that is no
// space or tab.
func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}
