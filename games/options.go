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
		return fmt.Errorf("%s: options: %w", game, optionError{err})
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

// optionError words a decoding error of a game's options for a player:
// which option, and what kind of value it wants, instead of the JSON
// package's Go types. It unwraps to the JSON error.
type optionError struct{ err error }

func (e optionError) Unwrap() error { return e.err }

func (e optionError) Error() string {
	var te *json.UnmarshalTypeError
	if errors.As(e.err, &te) && te.Field != "" {
		return fmt.Sprintf("option %q wants %s, not %s", te.Field, kindWords(te.Type), jsonKindWords(te.Value))
	}
	msg := e.err.Error()
	if name, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		return "option " + name + " is not one of the game's options"
	}
	return msg
}

// kindWords names the kind of value a Go type holds, for a player.
func kindWords(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a text"
	case reflect.Slice, reflect.Array:
		return "a list"
	}
	return "an object"
}

// jsonKindWords names the JSON value the decoder met ("string", "number").
func jsonKindWords(v string) string {
	switch {
	case v == "string":
		return "a text"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case v == "number":
		return "a number"
	case strings.HasPrefix(v, "number "):
		return "the number " + strings.TrimPrefix(v, "number ")
	}
	return v
}
