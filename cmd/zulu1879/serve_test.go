package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestServe_RefusesWhatItCannotServeInOneLine(t *testing.T) {
	empty := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string // in the one line on stderr
		code int
	}{
		{"a folder without the build", []string{"serve", "--dir", empty, "--addr", "127.0.0.1:0"}, "run make web", 1},
		{"a bad flag", []string{"serve", "--port", "80"}, "unknown flag: --port", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run(tc.args, &out, &errOut)
			if code != tc.code {
				t.Errorf("exit %d, want %d", code, tc.code)
			}
			msg := errOut.String()
			if !strings.Contains(msg, tc.want) || strings.Count(strings.TrimSpace(msg), "\n") > 0 {
				t.Errorf("stderr %q: want one line with %q", msg, tc.want)
			}
		})
	}
}
