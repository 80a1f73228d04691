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
	count := -1
	for i := 0; i < len(text); {
		c := text[i]
		var s step
		switch {
		case '0' <= c && c <= '9':
			if count < 0 {
				count = 0
			}
			count = min(count*10+int(c-'0'), 10*maxCount)
			i++
			continue
		case c == 'f' || c == 'F':
			s = forward
		case c == 'i' || c == 'I':
			s = inward
		case c == 'o' || c == 'O':
			s = outward
		case c == 0xD0 && i+1 < len(text):
			// п в н, П В Н in UTF-8.
			switch text[i+1] {
			case 0xBF, 0x9F:
				s = forward
			case 0xB2, 0x92:
				s = inward
			case 0xBD, 0x9D:
				s = outward
			default:
				return move{}, false
			}
			i++
		default:
			return move{}, false
		}
		i++
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
