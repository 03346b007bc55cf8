package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// OlderSuffix ends the name under which KeepOlder keeps a file that was
// there before and was not an envelope: "day.json" is kept as
// "day.older.json".
const OlderSuffix = ".older.json"

// KeepOlder copies the file at path to a free NAME.older.json (then
// NAME.older-2.json, …) when it exists and is not an envelope, so that
// writing an envelope there loses no file of a user (a save of an older
// format, or anything else); kept is that name, "" when nothing was kept.
// A path that is not a regular file is left for the write to refuse. When
// the copy cannot be made it returns an error, and nothing should be
// written.
func KeepOlder(path string) (kept string, err error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		// A folder, an unreadable file: the write below says what is
		// wrong, or replaces what cannot be read anyway.
		if st, serr := os.Stat(path); serr == nil && !st.Mode().IsRegular() {
			return "", nil
		}
		return "", fmt.Errorf("%s: the file there cannot be read, so it is not replaced: %w", filepath.Base(path), err)
	}
	if IsEnvelope(data) {
		return "", nil
	}
	base := strings.TrimSuffix(path, ".json")
	for i := 1; i < 1000; i++ {
		older := base + OlderSuffix
		if i > 1 {
			older = fmt.Sprintf("%s.older-%d.json", base, i)
		}
		if _, err := os.Lstat(older); err == nil {
			continue
		}
		if err := WriteFileAtomic(older, data, 0o644); err != nil {
			return "", fmt.Errorf("%s: keeping the file there as %s: %w", filepath.Base(path), filepath.Base(older), err)
		}
		return older, nil
	}
	return "", fmt.Errorf("%s: 999 older copies of it are kept already; move some away", filepath.Base(path))
}
