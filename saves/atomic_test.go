package saves

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// failingWriter writes the first n bytes, then fails.
type failingWriter struct {
	w io.Writer
	n int
}

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) <= f.n {
		f.n -= len(p)
		return f.w.Write(p)
	}
	k, _ := f.w.Write(p[:f.n])
	f.n = 0
	return k, errors.New("disk full (injected)")
}

// folderFiles lists a folder's file names.
func folderFiles(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// A write that fails half way leaves the previous file intact and no
// temporary file behind.
func TestWriteFileAtomicFailureKeepsThePreviousFile(t *testing.T) {
	old := goodSave(t)
	path := writeTemp(t, "game.json", old)
	writeHook = func(w io.Writer) io.Writer { return &failingWriter{w: w, n: 100} }
	defer func() { writeHook = nil }()
	err := WriteFileAtomic(path, bytes.Repeat([]byte("new "), 1000), 0o644)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("got %v, want the injected failure", err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, old) {
		t.Fatal("the previous file was changed")
	}
	if names := folderFiles(t, filepath.Dir(path)); len(names) != 1 {
		t.Fatalf("the folder holds %v, want only game.json", names)
	}
}

// A write into a folder that does not exist fails cleanly.
func TestWriteFileAtomicReportsAMissingFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "game.json")
	if err := WriteFileAtomic(path, []byte("{}"), 0o644); err == nil || !strings.Contains(err.Error(), "game.json") {
		t.Fatalf("got %v, want an error naming the file", err)
	}
}

// The crash helper: run as a child process by TestKilledWriteKeepsThePreviousFile,
// it starts an atomic write, writes half the data, says so and hangs until
// it is killed.
func TestCrashHelperProcess(t *testing.T) {
	path := os.Getenv("ZULU1879_CRASH_WRITE")
	if path == "" {
		t.Skip("helper process for TestKilledWriteKeepsThePreviousFile")
	}
	data := bytes.Repeat([]byte("partial save "), 100000)
	writeHook = func(w io.Writer) io.Writer { return &stallingWriter{w: w, after: len(data) / 2} }
	_ = WriteFileAtomic(path, data, 0o644)
	t.Fatal("the write finished; it should have been killed")
}

// stallingWriter writes up to after bytes, flushes them, reports "ready" on
// stdout and blocks forever.
type stallingWriter struct {
	w     io.Writer
	after int
}

func (s *stallingWriter) Write(p []byte) (int, error) {
	n, err := s.w.Write(p[:min(len(p), s.after)])
	if err != nil {
		return n, err
	}
	if f, ok := s.w.(*os.File); ok {
		_ = f.Sync()
	}
	fmt.Println("ready")
	time.Sleep(time.Hour)
	return n, errors.New("not killed")
}

// A process killed in the middle of writing a save leaves the previous save
// whole and loadable; the half-written data is only in a temporary file,
// which the autosaver later clears away.
func TestKilledWriteKeepsThePreviousFile(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	old := goodSave(t)
	path := writeTemp(t, "auto-00000000-000000.000000-t1-set-up.json", old)
	dir := filepath.Dir(path)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashHelperProcess$")
	cmd.Env = append(os.Environ(), "ZULU1879_CRASH_WRITE="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan bool)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if sc.Text() == "ready" {
				ready <- true
				return
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatal("the helper ended without starting its write")
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal("the helper did not start its write")
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, old) {
		t.Fatal("the previous save was changed by a killed write")
	}
	if _, err := Load(path, LoadOptions{}); err != nil {
		t.Fatalf("the previous save no longer loads: %v", err)
	}
	var temps []string
	for _, n := range folderFiles(t, dir) {
		if isTemp(n) {
			temps = append(temps, n)
		}
	}
	if len(temps) != 1 {
		t.Fatalf("want the killed write's temporary file, found %v", temps)
	}
	if info, _ := os.Stat(filepath.Join(dir, temps[0])); info.Size() == 0 {
		t.Fatal("the killed write wrote nothing: the test did not kill it mid-write")
	}

	// The autosaver clears stale temporary files.
	a, err := NewAutosaver(dir, "test", 5)
	if err != nil {
		t.Fatal(err)
	}
	a.Now = func() time.Time { return time.Now().Add(time.Hour) }
	if _, err := a.Save(randomGame(t, "isandlwana", 2, 10)); err != nil {
		t.Fatal(err)
	}
	for _, n := range folderFiles(t, dir) {
		if isTemp(n) {
			t.Errorf("stale temporary file %s was not cleared", n)
		}
	}
}

// Saving over a good save replaces it whole; a session whose game was
// changed behind its back refuses to save and leaves the old file alone.
func TestSaveNeverReplacesAGoodFileWithABadOne(t *testing.T) {
	s := randomGame(t, "isandlwana", 4, 30)
	path := filepath.Join(t.TempDir(), "game.json")
	if err := s.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	playRandom(t, s, newRng(9), 20, nil)
	if err := s.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path, LoadOptions{})
	if err != nil || back.Game().Hash() != s.Game().Hash() {
		t.Fatalf("the new save does not load to the game: %v", err)
	}
	before, _ := os.ReadFile(path)

	// Apply an action to the game directly, bypassing the session.
	acts := s.Game().Legal()
	if err := s.Game().Apply(acts[0]); err != nil {
		t.Fatal(err)
	}
	err = s.Save(path, "test")
	if err == nil || !strings.Contains(err.Error(), "refusing") {
		t.Fatalf("got %v, want a refusal", err)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Fatal("the refused save changed the file")
	}
	if names := folderFiles(t, filepath.Dir(path)); len(names) != 1 {
		t.Fatalf("the folder holds %v", names)
	}
}

// TestWriteFileAtomicNamesAFolderGivenForAFile: saving onto a folder says
// it is a folder, not that "the file exists", and leaves no temporary file.
func TestWriteFileAtomicNamesAFolderGivenForAFile(t *testing.T) {
	dir := t.TempDir()
	err := WriteFileAtomic(dir, []byte("{}"), 0o644)
	if err == nil || !strings.Contains(err.Error(), "it is a folder") {
		t.Fatalf("writing onto a folder: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".*"+tempMark+"*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
