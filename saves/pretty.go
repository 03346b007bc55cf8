package saves

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// packCount is the number of array elements packed on one line. A fixed
// count (rather than a width) keeps element i on line i/packCount whatever
// the other values are, so a changed number changes exactly one line.
const packCount = 10

// node is one JSON value with the order of object keys kept.
type node struct {
	scalar string // the encoded value of a string, number, bool or null
	object bool
	array  bool
	keys   []string
	vals   []*node
}

// Pretty re-indents JSON for a save file: one object member per line and one
// array element per line, except that arrays of numbers, booleans and nulls
// are packed ten to a line. The result is readable, and a change to one
// unit or hex changes one or two lines of a diff rather than the whole file.
// Small objects of scalars (a unit, a checkpoint) are written on one line.
func Pretty(data []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	n, err := readNode(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("unexpected data after the JSON value")
	}
	var b bytes.Buffer
	writeNode(&b, n, 0)
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// maxDepth bounds nesting so that hostile input cannot exhaust the stack.
const maxDepth = 64

func readNode(dec *json.Decoder, depth int) (*node, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("JSON nested deeper than %d levels", maxDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n := &node{object: true}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("object key is not a string")
				}
				v, err := readNode(dec, depth+1)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k)
				n.vals = append(n.vals, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		case '[':
			n := &node{array: true}
			for dec.More() {
				v, err := readNode(dec, depth+1)
				if err != nil {
					return nil, err
				}
				n.vals = append(n.vals, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		}
		return nil, fmt.Errorf("unexpected %q", t)
	case string:
		return &node{scalar: quote(t)}, nil
	case json.Number:
		return &node{scalar: t.String()}, nil
	case bool:
		if t {
			return &node{scalar: "true"}, nil
		}
		return &node{scalar: "false"}, nil
	case nil:
		return &node{scalar: "null"}, nil
	}
	return nil, fmt.Errorf("unexpected token %v", tok)
}

// quote encodes a string exactly as encoding/json does, so that compacting
// a pretty file gives back the bytes json.Marshal wrote (the state digest
// relies on it).
func quote(s string) string {
	b, _ := json.Marshal(s) // a string always encodes
	return string(b)
}

// packable reports whether an array holds only numbers, booleans and nulls.
func (n *node) packable() bool {
	for _, v := range n.vals {
		if v.object || v.array || strings.HasPrefix(v.scalar, `"`) {
			return false
		}
	}
	return true
}

// inlineWidth is the longest object written on one line.
const inlineWidth = 120

// inline writes a small object of scalars on one line, as a unit or a
// checkpoint is: one line per record reads well and diffs well.
func (n *node) inline() (string, bool) {
	var b strings.Builder
	b.WriteByte('{')
	for i, k := range n.keys {
		v := n.vals[i]
		if v.object || v.array {
			return "", false
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(quote(k))
		b.WriteString(": ")
		b.WriteString(v.scalar)
		if b.Len() > inlineWidth {
			return "", false
		}
	}
	b.WriteByte('}')
	return b.String(), b.Len() <= inlineWidth
}

func writeNode(b *bytes.Buffer, n *node, depth int) {
	pad := strings.Repeat("  ", depth+1)
	end := strings.Repeat("  ", depth)
	switch {
	case n.object:
		if len(n.keys) == 0 {
			b.WriteString("{}")
			return
		}
		if line, ok := n.inline(); ok && depth > 0 {
			b.WriteString(line)
			return
		}
		b.WriteString("{\n")
		for i, k := range n.keys {
			b.WriteString(pad)
			b.WriteString(quote(k))
			b.WriteString(": ")
			writeNode(b, n.vals[i], depth+1)
			if i < len(n.keys)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(end)
		b.WriteByte('}')
	case n.array:
		if len(n.vals) == 0 {
			b.WriteString("[]")
			return
		}
		if n.packable() && len(n.vals) <= packCount {
			b.WriteByte('[')
			for i, v := range n.vals {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(v.scalar)
			}
			b.WriteByte(']')
			return
		}
		if n.packable() {
			b.WriteString("[\n")
			line := pad
			for i, v := range n.vals {
				item := v.scalar
				if i < len(n.vals)-1 {
					item += ","
				}
				if i > 0 && i%packCount == 0 {
					b.WriteString(strings.TrimRight(line, " "))
					b.WriteByte('\n')
					line = pad
				}
				if len(line) > len(pad) {
					line += " "
				}
				line += item
			}
			b.WriteString(line)
			b.WriteByte('\n')
			b.WriteString(end)
			b.WriteByte(']')
			return
		}
		b.WriteString("[\n")
		for i, v := range n.vals {
			b.WriteString(pad)
			writeNode(b, v, depth+1)
			if i < len(n.vals)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(end)
		b.WriteByte(']')
	default:
		b.WriteString(n.scalar)
	}
}
