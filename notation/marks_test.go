package notation

import (
	"testing"
	"unicode"
)

// TestMarksDistinct (serve22, F3): two players never get marks that look
// alike, and a Cyrillic name's mark is Cyrillic: the family's Папа was a
// Latin «A» beside Аня's «А» (Big Races) and a Latin «B» (Chinese
// checkers).
func TestMarksDistinct(t *testing.T) {
	for names, want := range map[string]string{
		"Петя Аня Мама Папа": "ПАМБ",
		"Аня Anna":           "АN",
		"Вера Boris":         "ВO",
		"Ann Nan Na":         "ANB",
		"Анна Алла Ася":      "АЛС",
		"Рома Pavel":         "РA",
		"Вова Вика Валя Влад Ваня": "ВИАЛН",
	} {
		var list []string
		start := 0
		for i, r := range names + " " {
			if r == ' ' {
				list = append(list, names[start:i])
				start = i + 1
			}
		}
		got := Marks(list, nil)
		if string(got) != want {
			t.Errorf("%s: marks %q, want %q", names, string(got), want)
		}
		seen := map[string]string{}
		for i, m := range got {
			if o, ok := seen[Latinize(string(m))]; ok {
				t.Errorf("%s: %s and %s look alike (%c)", names, o, list[i], m)
			}
			seen[Latinize(string(m))] = list[i]
			if unicode.Is(unicode.Cyrillic, []rune(list[i])[0]) && !unicode.Is(unicode.Cyrillic, m) {
				t.Errorf("%s: %s's mark %c is not Cyrillic", names, list[i], m)
			}
		}
	}
}
