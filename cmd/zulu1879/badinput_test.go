package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"zulu1879/game"
	"zulu1879/saves"
)

// TestBadInput_NonRegularFilesAreRefusedAtOnce: a named pipe given to any
// loader, or named by a save as its scenario file, is refused at once with
// a one-line message; nothing waits for a writer that never comes.
func TestBadInput_NonRegularFilesAreRefusedAtOnce(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	good := filepath.Join(dir, "good.json")
	if err := saveTestGame(t, 3, 10).Save(good, version); err != nil {
		t.Fatal(err)
	}
	// A save played on a scenario file that has since become a pipe.
	scen := filepath.Join(dir, "myscen.json")
	raw, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "isandlwana.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(scen, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := saves.Start(scen, 5, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	onFile := filepath.Join(dir, "onfile.json")
	if err := s.Save(onFile, version); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(scen); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(scen, 0o600); err != nil {
		t.Fatal(err)
	}
	sd := "--save-dir=" + filepath.Join(dir, "auto")
	for _, args := range [][]string{
		{"save", "check", fifo},
		{"save", "diff", good, fifo},
		{"replay", fifo},
		{"replay", "--verify", fifo},
		{"text", sd, "--load", fifo},
		{"text", sd, "--scenario", fifo},
		{"campaign", sd, "--load", fifo},
		{"campaign", sd, "--scenario", fifo},
		{"rorke", sd, "--load", fifo},
		{"sim", "--games", "1", "--scenario", fifo},
		{"gui", sd, "--load", fifo},
		{"gui", sd, "--scenario", fifo},
		{"gui", sd, "--actions", fifo},
		{"render", "--out", filepath.Join(dir, "x.png"), "--load", fifo},
		{"save", "check", onFile},
		{"text", sd, "--load", onFile},
	} {
		t.Run(strings.ReplaceAll(strings.Join(args, " "), dir+string(filepath.Separator), ""), func(t *testing.T) {
			type result struct {
				code     int
				out, err string
			}
			done := make(chan result, 1)
			go func() {
				var out, errOut bytes.Buffer
				var code int
				switch args[0] {
				case "text":
					code = runText(args[1:], strings.NewReader(""), &out, &errOut)
				case "campaign":
					code = runCampaign(args[1:], strings.NewReader(""), &out, &errOut)
				case "rorke":
					code = runRorke(args[1:], strings.NewReader(""), &out, &errOut)
				default:
					code = run(args, &out, &errOut)
				}
				done <- result{code, out.String(), errOut.String()}
			}()
			select {
			case r := <-done:
				all := r.out + r.err
				if r.code == 0 {
					t.Fatalf("exit 0, want a refusal; output %q", all)
				}
				if !strings.Contains(all, "named pipe (FIFO)") {
					t.Fatalf("output %q does not say the file is a named pipe", all)
				}
				for _, ln := range strings.Split(strings.TrimSpace(all), "\n") {
					if strings.Contains(ln, "named pipe") && !strings.Contains(ln, filepath.Base(fifo)) && !strings.Contains(ln, filepath.Base(scen)) {
						t.Errorf("message %q does not name the file", ln)
					}
				}
			case <-time.After(10 * time.Second):
				t.Fatal("still waiting on the named pipe after 10 s")
			}
		})
	}
}
