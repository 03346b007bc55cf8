//go:build !unix

package untrusted

import "os"

// openNoWait looks at path before opening it where there is no O_NONBLOCK:
// anything but a regular file is refused without being opened.
func openNoWait(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, &NotRegularError{Mode: st.Mode()}
	}
	return os.Open(path)
}
