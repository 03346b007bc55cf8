package untrusted

import (
	"bytes"
	"encoding/json"
	"errors"
)

// JSONPosition finds where in data a decoding error of encoding/json
// happened, as a 1-based line and column, so that a message can point a
// person at the place in their file; ok is false when the error carries no
// position inside data.
func JSONPosition(data []byte, err error) (line, col int, ok bool) {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return 0, 0, false
	}
	line = 1 + bytes.Count(data[:off], []byte("\n"))
	col = int(off) - bytes.LastIndexByte(data[:off], '\n')
	return line, col, true
}
