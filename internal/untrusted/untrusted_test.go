package untrusted

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestReadFileRefusesFIFOWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	done := make(chan error, 1)
	go func() { _, err := ReadFile(fifo, 100); done <- err }()
	select {
	case err := <-done:
		var nr *NotRegularError
		if !errors.As(err, &nr) || !strings.Contains(err.Error(), "named pipe") {
			t.Fatalf("err = %v, want a NotRegularError naming a named pipe", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("ReadFile blocked on a FIFO")
	}
}

func TestReadFileKinds(t *testing.T) {
	dir := t.TempDir()
	reg := filepath.Join(dir, "a.json")
	if err := os.WriteFile(reg, []byte("12345"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(reg, 3); err != nil || string(data) != "1234" {
		t.Fatalf("regular file: %q, %v; want the first limit+1 bytes", data, err)
	}
	if _, err := ReadFile(dir, 10); err == nil || !strings.Contains(err.Error(), "a folder") {
		t.Fatalf("folder: err = %v", err)
	}
	if _, err := os.Stat("/dev/null"); err == nil {
		if _, err := ReadFile("/dev/null", 10); err == nil || !strings.Contains(err.Error(), "a device") {
			t.Fatalf("/dev/null: err = %v", err)
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 10); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: err = %v", err)
	}
}

func TestText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"zulu1879 v1.2", "zulu1879 v1.2"},
		{`C:\saves\a.json`, `C:\saves\a.json`},
		{"Isandlwana — 1879", "Isandlwana — 1879"},
		{"\x1b[2J\x1b]0;owned\x07", `\x1b[2J\x1b]0;owned\x07`},
		{"two\nlines\r\t", `two\nlines\r\t`},
		{"c1 \u009b31m", `c1 \u009b31m`},
		{"rtl \u202egnp.exe", `rtl \u202egnp.exe`},
		{"bad \xff\xfe utf8", `bad \xff\xfe utf8`},
		{"del \x7f", `del \x7f`},
	} {
		if got := Text(tc.in); got != tc.want {
			t.Errorf("Text(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := Lines("a\x1b\nb\n"); got != `a\x1b`+"\nb\n" {
		t.Errorf("Lines = %q", got)
	}
}

func TestCheckEncoding(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"a": "é"}`, ""},
		{"\xef\xbb\xbf{}", "byte-order mark (BOM)"},
		{"\xff\xfe{\x00", "UTF-16"},
		{"{\n  \"program\": \"v1\xff\"\n}", "byte 0xff at line 2, column 17 (byte 19)"},
	} {
		err := CheckEncoding([]byte(tc.in))
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("CheckEncoding(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
}
