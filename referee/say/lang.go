package say

import (
	"strings"

	"golang.org/x/text/language"
)

// PickLanguage chooses the output language: the --lang flag, then
// REFEREE_LANG, LC_ALL, LC_MESSAGES and LANG. A flag value that is no
// language we speak is an error; an environment value we do not speak falls
// back to English, as programs do with a foreign locale.
func PickLanguage(flag string, getenv func(string) string) (string, bool) {
	if flag != "" {
		l := match(flag)
		return l, l != ""
	}
	if key := LanguageVar(getenv); key != "" {
		if l := match(getenv(key)); l != "" {
			return l, true
		}
		// POSIX says the first set variable wins, even when it is "C".
		return "en", true
	}
	return "en", true
}

// LanguageVar is the variable of the environment that chooses the language
// when no --lang is given: the first of REFEREE_LANG, LC_ALL, LC_MESSAGES
// and LANG that is set; "" when none is, and English is the default.
func LanguageVar(getenv func(string) string) string {
	for _, key := range []string{"REFEREE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"} {
		if getenv(key) != "" {
			return key
		}
	}
	return ""
}

// match reads a locale such as ru_RU.UTF-8 or ru-RU@euro.
func match(v string) string {
	v = strings.TrimSpace(v)
	if i := strings.IndexAny(v, ".@"); i >= 0 {
		v = v[:i]
	}
	v = strings.ReplaceAll(v, "_", "-")
	switch strings.ToLower(v) {
	case "русский", "рус":
		return "ru"
	case "english":
		return "en"
	}
	tag, err := language.Parse(v)
	if err != nil {
		return ""
	}
	base, _ := tag.Base()
	for _, l := range Languages {
		if base.String() == l {
			return l
		}
	}
	return ""
}
