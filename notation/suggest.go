package notation

// Nearest returns the candidate closest to word by edit distance (after
// folding), and whether it is close enough to be worth suggesting.
func Nearest(word string, candidates []string) (string, bool) {
	w := []rune(Fold(word))
	best, bestD := "", -1
	for _, c := range candidates {
		d := distance(w, []rune(Fold(c)))
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	if bestD < 0 {
		return "", false
	}
	limit := len(w)/2 + 1
	if limit > 3 {
		limit = 3
	}
	return best, bestD <= limit
}

// distance is the Levenshtein distance over runes.
func distance(a, b []rune) int {
	if len(a) > 64 || len(b) > 64 { // a 100 MB "word" gets no suggestion, fast
		return 1 << 30
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
