package untrusted

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Text returns s ready to print on one line of a terminal: control
// characters (escape sequences start with one, and a newline would split a
// one-line message), the C1 controls, the Unicode controls that reorder
// text (bidi overrides and isolates) and bytes that are not UTF-8 are
// written as Go escapes (\x1b, \n, \u202e, \xff); everything else, backslash
// included, is left as it is, so ordinary text and Windows paths read the
// same. Every front end prints text read from a file through Text.
func Text(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// Lines applies Text to each line of s, keeping the line breaks: for
// printing whole files (a diff of two saves).
func Lines(s string) string {
	if !needsEscape(strings.ReplaceAll(s, "\n", "")) {
		return s
	}
	parts := strings.Split(s, "\n")
	for i, p := range parts {
		parts[i] = Text(p)
	}
	return strings.Join(parts, "\n")
}

func needsEscape(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n <= 1) || unsafeRune(r) {
			return true
		}
		i += n
	}
	return false
}

// unsafeRune reports the non-ASCII runes Text escapes: the C1 controls
// (some terminals take U+009B as the start of an escape sequence) and the
// controls that reorder the text around them.
func unsafeRune(r rune) bool {
	return (r >= 0x80 && r <= 0x9f) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) || r == 0x200e || r == 0x200f || r == 0x061c
}

// CheckEncoding explains why data, a file that should be JSON text, is not
// UTF-8 text as JSON must be: it starts with a byte-order mark (which some
// editors add and JSON forbids), or a byte at a given line and column is
// not UTF-8. It returns nil for valid UTF-8 without a mark. Binary files
// (an image, an archive) are invalid UTF-8 too, so callers that describe
// those first should call this only for data that looks like JSON text.
func CheckEncoding(data []byte) error {
	switch {
	case !HasBOM(data) && utf8.Valid(data):
		return nil
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return errors.New("the file starts with a UTF-8 byte-order mark (BOM), which JSON does not allow; save it again as UTF-8 without a BOM")
	case bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff")):
		return errors.New("the file is UTF-16 text (it starts with a UTF-16 byte-order mark); JSON files must be UTF-8: save it again as UTF-8")
	}
	off := 0
	for off < len(data) {
		r, n := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		off += n
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := 1 + off - (bytes.LastIndexByte(data[:off], '\n') + 1)
	return fmt.Errorf("the file is not valid UTF-8 text: byte 0x%02x at line %d, column %d (byte %d) is not UTF-8; JSON files must be UTF-8", data[off], line, col, off+1)
}

// HasBOM reports whether data starts with a UTF-8 or UTF-16 byte-order
// mark: text an editor saved with a mark, not a binary file.
func HasBOM(data []byte) bool {
	return bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) || bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff"))
}
