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
	limit := min(len(w)/3+1, 3)
	// A suggestion must keep something of the word: «C» is no typo of «A».
	return best, bestD <= limit && bestD < len(w)
}

// distance is the optimal-string-alignment distance over runes: Levenshtein
// with a swap of two neighbours counted as one typo.
func distance(a, b []rune) int {
	if len(a) > 64 || len(b) > 64 { // a 100 MB "word" gets no suggestion, fast
		return 1 << 30
	}
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// NearestKey is Nearest for header keys, which are short and many: only one
// typo away (a swap counts as one), so that «date» is not taken for «game».
func NearestKey(word string, keys []string) (string, bool) {
	s, ok := Nearest(word, keys)
	if !ok {
		return "", false
	}
	return s, distance([]rune(Fold(word)), []rune(Fold(s))) <= max(1, len([]rune(word))/5)
}

// NearestCode is Nearest for rule codes, which are long and alike: at most
// a quarter of the word's letters away (one typo in a word of up to seven),
// so that «foobar» is not taken for «too-far», three letters off; a word further from every code is sent to the list.
func NearestCode(word string, codes []string) (string, bool) {
	s, ok := Nearest(word, codes)
	if !ok {
		return "", false
	}
	return s, distance([]rune(Fold(word)), []rune(Fold(s))) <= max(1, len([]rune(word))/4)
}
