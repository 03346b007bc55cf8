package saves

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// tempMark is part of the name of every temporary file WriteFileAtomic makes
// (".NAME.tmp-RANDOM" next to NAME), so stale ones can be recognised.
const tempMark = ".tmp-"

// writeHook, when set by a test, wraps the writer of the temporary file; it
// lets tests inject failing or stalling writes.
var writeHook func(w io.Writer) io.Writer

// WriteFileAtomic replaces the file at path with data so that, whatever
// happens (an error, a crash, the process killed mid-write), the file holds
// either its previous content or the new content in full, never a mix.
//
// It writes a temporary file in the same folder, flushes it to disk, renames
// it over path and then flushes the folder, so that the rename itself is
// durable. On error the temporary file is removed and path is untouched.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if base == "" {
		return fmt.Errorf("write %q: no file name", path)
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		// Renaming over a folder fails with a word about the folder
		// existing; say what is wrong instead.
		return fmt.Errorf("write %s: it is a folder; name a file in it (%s)", path, filepath.Join(path, "game.json"))
	}
	f, err := os.CreateTemp(dir, "."+base+tempMark+"*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, cause(err))
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	var w io.Writer = f
	if writeHook != nil {
		w = writeHook(f)
	}
	if _, err = w.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", path, cause(err))
	}
	if err = f.Chmod(perm); err != nil && runtime.GOOS != "windows" {
		return fmt.Errorf("write %s: %w", path, cause(err))
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("write %s: flushing to disk: %w", path, cause(err))
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, cause(err))
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write %s: %w", path, cause(err))
	}
	syncDir(dir)
	return nil
}

// cause drops the temporary file's random name from a file-system error, so
// that messages name only the file the caller asked for and stay the same
// from run to run.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// syncDir flushes a folder's entries to disk so a rename survives a power
// cut. Not every system can open a folder for syncing (Windows cannot); the
// file itself is already safe, so a failure here is not reported.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}

// isTemp reports whether a file name is one of WriteFileAtomic's temporary
// files.
func isTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.Contains(name, tempMark)
}

// StaleTempAge is how long a temporary file of WriteFileAtomic must have
// been left untouched before RemoveStaleTemps takes it for the remains of a
// killed write: a younger one may belong to a write still under way (the
// program running twice on one folder).
const StaleTempAge = 10 * time.Minute

// RemoveStaleTemps deletes from dir the temporary files that WriteFileAtomic
// leaves behind when a write of a file whose name starts with prefix is
// killed half-way: regular files named "." + prefix + "….json" +
// ".tmp-RANDOM", last modified more than StaleTempAge before now. It never
// touches anything else: not the saves themselves, not the temporary files
// of other names or of writes that may still be running, not folders. Every
// autosaver calls it after a good write, each with its own prefix. It
// returns the names it deleted; a file it could not delete is left for the
// next call (it harms nothing but space). An empty prefix deletes nothing.
func RemoveStaleTemps(dir, prefix string, now time.Time) (removed []string) {
	if prefix == "" {
		return nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	for _, e := range entries {
		n := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(n, "."+prefix) || !strings.Contains(n, ".json"+tempMark) {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) <= StaleTempAge {
			continue
		}
		if os.Remove(filepath.Join(dir, n)) == nil {
			removed = append(removed, n)
		}
	}
	return removed
}
