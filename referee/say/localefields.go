package say

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// unmarshalTOML is go-toml's reading of a locale file, as go-i18n asks for
// it, refusing what go-i18n would read by chance: a field of a message
// given twice under keys that differ in case (`one` and `onE`), or as
// `other` and `translation`. go-i18n folds the keys to one field and keeps
// whichever its map's order meets last, so the same file could say two
// things on two runs.
func unmarshalTOML(data []byte, v any) error {
	if err := toml.Unmarshal(data, v); err != nil {
		return err
	}
	if p, ok := v.(*any); ok {
		return fieldsOnce(*p, "")
	}
	return nil
}

// fieldsOnce walks the tables of a locale file, in key order so that the
// error names the same message on every run.
func fieldsOnce(v any, path string) error {
	table, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	seen := map[string]string{} // a field's name in lower case: the key that gave it
	give := func(field, key string) error {
		if first, ok := seen[field]; ok {
			return &fieldTwiceError{message: path, field: field, keys: [2]string{first, key}}
		}
		seen[field] = key
		return nil
	}
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		switch val := table[k].(type) {
		case string:
			if k == "translation" {
				if err := give("other", k); err != nil {
					return err
				}
			} else if isReservedKey(k) {
				if err := give(strings.ToLower(k), k); err != nil {
					return err
				}
			}
		case map[string]any:
			if k == "translation" { // go-i18n's first format: its fields are the message's
				inner := make([]string, 0, len(val))
				for f, s := range val {
					if _, ok := s.(string); ok && isReservedKey(f) {
						inner = append(inner, f)
					}
				}
				slices.Sort(inner)
				for _, f := range inner {
					if err := give(strings.ToLower(f), k+"."+f); err != nil {
						return err
					}
				}
			}
			sub := k
			if path != "" {
				sub = path + "." + k
			}
			if err := fieldsOnce(val, sub); err != nil {
				return err
			}
		}
	}
	return nil
}

// fieldTwiceError is a field of a message given under two keys.
type fieldTwiceError struct {
	message, field string
	keys           [2]string
}

func (e *fieldTwiceError) Error() string {
	return fmt.Sprintf("message %q: the field %s is given twice, as %q and %q", e.message, e.field, e.keys[0], e.keys[1])
}
