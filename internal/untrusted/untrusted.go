// Package untrusted reads files that may come from other people (saves,
// campaign files, scenario files) and makes their text safe to print.
//
// ReadFile never blocks on a named pipe, a device or a socket: it opens the
// path without waiting (O_NONBLOCK where the system has it), asks the open
// file what it is, and refuses anything but a regular file before reading a
// byte. Text escapes what a file's text could do to a terminal (escape
// sequences, other control characters, invalid UTF-8) before it is printed.
package untrusted

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// NotRegularError is returned by ReadFile for a path that is not a regular
// file. Its message names the kind of file ("a named pipe (FIFO)", "a
// folder", …) without the path, so that callers prefix their own label.
type NotRegularError struct {
	Mode fs.FileMode
}

// Error implements error: "is a named pipe (FIFO), not a regular file".
func (e *NotRegularError) Error() string {
	return "is " + Kind(e.Mode) + ", not a regular file"
}

// Kind names a file mode for messages: "a folder", "a named pipe (FIFO)",
// "a socket", "a device", or "a special file".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m.IsRegular():
		return "a regular file"
	}
	return "a special file"
}

// Open opens path for reading, without blocking, and returns it only if it
// is a regular file; otherwise the error is a *NotRegularError (or the
// error of opening it, an *fs.PathError).
func Open(path string) (*os.File, error) {
	f, err := openNoWait(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, &NotRegularError{Mode: st.Mode()}
	}
	return f, nil
}

// ReadFile reads a regular file, at most limit+1 bytes of it (so a caller
// can tell a file over limit by its length). A path that is not a regular
// file gives a *NotRegularError at once.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("reading it: %w", err)
	}
	return data, nil
}
