package turbo

import "github.com/boardgame-referee/referee/notation/numword"

// Number words, Russian in every case (task cards decline them: «больше
// четырёх», «меньше пяти», «больше либо равна девяти») and English: the
// shared list of notation/numword.

// numberWord reads one number word, or an English hyphenated compound such
// as "twenty-one".
func numberWord(word string) (int, bool) { return numword.Value(word) }

// isTenWord says whether a word is a tens word (twenty, двадцать), which may
// take a unit after it.
func isTenWord(word string) bool { return numword.IsTen(word) }
