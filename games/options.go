package games

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
