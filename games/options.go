package games

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
)

// DecodeOptions reads a game's options (Setup.Options) into v, a pointer to
// the game's options struct. Empty options leave v as it is. A field v does
// not have, a value of the wrong type, or anything after the object is an
// error that names the game and what is wrong.
func DecodeOptions(game string, raw json.RawMessage, v any) error {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: options: %w", game, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%s: options: more after the options object", game)
	}
	return nil
}

// OptionsLister is an optional interface of a game's Rules: the options the
// game takes, as a value of its options struct (its defaults), so that a
// command line can list their names when one is misspelt.
type OptionsLister interface {
	DefaultOptions() any
}

// OptionNames lists the names of r's options (the JSON names of the fields
// of its options struct), sorted; nil if r does not say (OptionsLister).
func OptionNames(r Rules) []string {
	l, ok := r.(OptionsLister)
	if !ok {
		return nil
	}
	t := reflect.TypeOf(l.DefaultOptions())
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var names []string
	for f := range t.Fields() {
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch name {
		case "-":
			continue
		case "":
			name = f.Name
		}
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// CheckOptionNames returns an error naming the first option of raw (a JSON
// object) that r does not take, with the list of those it does; nil if
// every name is known, if raw is not an object (DecodeOptions will say
// so), or if r does not list its options.
func CheckOptionNames(r Rules, raw json.RawMessage) error {
	known := OptionNames(r)
	if known == nil || len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return nil
	}
	given := make([]string, 0, len(m))
	for k := range m {
		given = append(given, k)
	}
	slices.Sort(given)
	for _, k := range given {
		// encoding/json matches names regardless of case, and so does this.
		if !slices.ContainsFunc(known, func(n string) bool { return strings.EqualFold(n, k) }) {
			return fmt.Errorf("%s has no option %q (options: %s)", r.Info().ID, k, strings.Join(known, ", "))
		}
	}
	return nil
}
