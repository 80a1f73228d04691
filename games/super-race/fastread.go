package superrace

import "referee/notation"

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
	i := 0
	skip := func() {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
	}
	// Faces up to the slash.
	for {
		skip()
		if i >= len(s) {
			return false
		}
		if s[i] == '/' {
			i++
			break
		}
		if i+2 > len(s) || i+2 < len(s) && s[i+2] != ' ' && s[i+2] != '\t' && s[i+2] != '/' {
			return false
		}
		var f face
		switch s[i] {
		case 'r':
			f.colour = red
		case 'b':
			f.colour = blue
		case 'y':
			f.colour = yellow
		default:
			return false
		}
		switch s[i+1] {
		case 's':
			f.shape = straight
		case 'c':
			f.shape = curve
		default:
			return false
		}
		t.addFace(f)
		i += 2
	}
	skip()
	word := func(w string) bool {
		if len(s)-i < len(w) || s[i:i+len(w)] != w {
			return false
		}
		if j := i + len(w); j < len(s) && s[j] != ' ' && s[j] != '\t' {
			return false
		}
		i += len(w)
		return true
	}
	switch {
	case word("pass"):
		t.pass = true
		skip()
		return i == len(s)
	case word("red"):
		t.colour = red
	case word("blue"):
		t.colour = blue
	case word("yellow"):
		t.colour = yellow
	default:
		return false
	}
	for {
		skip()
		if i >= len(s) {
			return true
		}
		switch s[i] {
		case '^':
			t.addStep(ahead)
		case '<':
			t.addStep(left)
		case '>':
			t.addStep(right)
		default:
			return false
		}
		i++
	}
}
