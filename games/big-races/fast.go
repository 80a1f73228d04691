package bigraces

// quickMove reads the commonest move texts — `0` and a path of step
// letters with counts and no spaces (`ffi`, `3f`, `2пв`) — exactly as the
// grammar would, without running it. It declines anything else, and the
// grammar takes it; FuzzQuickMove holds the two to the same answer.
func quickMove(text string) (move, bool) {
	if text == "0" {
		return move{car: -1, zero: true}, true
	}
	var buf [24]run
	runs := buf[:0]
	count := -1 // none written before the next letter
	for i := 0; i < len(text); {
		if c := text[i]; '0' <= c && c <= '9' {
			count = min(max(count, 0)*10+int(c-'0'), 10*maxCount)
			i++
			continue
		}
		s, width, ok := quickStep(text, i)
		if !ok {
			return move{}, false
		}
		i += width
		n := 1
		if count >= 0 {
			n, count = min(count, maxCount), -1
		}
		if k := len(runs); k > 0 && runs[k-1].step == s && n > 0 && runs[k-1].n > 0 {
			runs[k-1].n = min(runs[k-1].n+n, maxCount)
			continue
		}
		if len(runs) == len(buf) {
			return move{}, false
		}
		runs = append(runs, run{s, n})
	}
	if count >= 0 || len(runs) == 0 {
		return move{}, false
	}
	return move{car: -1, path: append(path(nil), runs...)}, true
}

// quickStep reads the step letter at text[i]: its step and its width in
// bytes.
func quickStep(text string, i int) (step, int, bool) {
	c := text[i]
	switch {
	case c == 'f' || c == 'F':
		return forward, 1, true
	case c == 'i' || c == 'I':
		return inward, 1, true
	case c == 'o' || c == 'O':
		return outward, 1, true
	case c == 0xD0 && i+1 < len(text):
		// п в н, П В Н in UTF-8.
		switch text[i+1] {
		case 0xBF, 0x9F:
			return forward, 2, true
		case 0xB2, 0x92:
			return inward, 2, true
		case 0xBD, 0x9D:
			return outward, 2, true
		}
	}
	return 0, 0, false
}
