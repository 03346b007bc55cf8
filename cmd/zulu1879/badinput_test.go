package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"zulu1879/isandlwana"
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
	s, err := saves.Start(scen, 5, isandlwana.Options{})
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

// writeVariant writes the save at good to dir/name after edit changes its
// bytes.
func writeVariant(t *testing.T, good, dir, name string, edit func([]byte) []byte) string {
	t.Helper()
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, edit(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func replaceOnce(old, new string) func([]byte) []byte {
	return func(b []byte) []byte { return bytes.Replace(b, []byte(old), []byte(new), 1) }
}

// TestBadInput_BOMAndBadUTF8AreNamed: a save, campaign or scenario file
// saved with a byte-order mark, or holding bytes that are not UTF-8, is
// refused with a message that says so (and where), not "not JSON" or, for
// bad bytes inside a string, accepted.
func TestBadInput_BOMAndBadUTF8AreNamed(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	s := saveTestGame(t, 3, 10)
	s.SetPlayers(saves.Players{Zulu: "rule9"})
	if err := s.Save(good, version); err != nil {
		t.Fatal(err)
	}
	bom := writeVariant(t, good, dir, "bom.json", func(b []byte) []byte { return append([]byte("\xef\xbb\xbf"), b...) })
	badByte := writeVariant(t, good, dir, "badbyte.json", replaceOnce(`"program": "`, "\"program\": \"\xff"))
	raw, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "isandlwana.json"))
	if err != nil {
		t.Fatal(err)
	}
	scenBOM := filepath.Join(dir, "scenbom.json")
	if err := os.WriteFile(scenBOM, append([]byte("\xef\xbb\xbf"), raw...), 0o644); err != nil {
		t.Fatal(err)
	}
	camp := filepath.Join(dir, "camp.json")
	if code, _, errOut := runCmd("campaign", "--save-dir", filepath.Join(dir, "auto"), "--save", camp); code != 0 && !fileExists(camp) {
		t.Fatalf("making a campaign file: %s", errOut)
	}
	campBOM := writeVariant(t, camp, dir, "campbom.json", func(b []byte) []byte { return append([]byte("\xef\xbb\xbf"), b...) })
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"save", "check", bom}, "byte-order mark (BOM)"},
		{[]string{"save", "check", badByte}, "not valid UTF-8 text: byte 0xff at line 4, column 15"},
		{[]string{"replay", "--verify", badByte}, "not valid UTF-8"},
		{[]string{"sim", "--games", "1", "--scenario", scenBOM}, "byte-order mark (BOM)"},
		{[]string{"campaign", "--save-dir", filepath.Join(dir, "auto"), "--load", campBOM}, "byte-order mark (BOM)"},
	} {
		t.Run(strings.ReplaceAll(strings.Join(tc.args, " "), dir+string(filepath.Separator), ""), func(t *testing.T) {
			code, out, errOut := runCmd(tc.args...)
			if code == 0 || !strings.Contains(out+errOut, tc.want) {
				t.Fatalf("exit %d, output %q; want a refusal saying %q", code, out+errOut, tc.want)
			}
		})
	}
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// TestBadInput_FileTextIsEscapedWhenPrinted: text read from a file (the
// program that wrote a save, the bots it names, a scenario's name) reaches
// the terminal with its control characters escaped.
func TestBadInput_FileTextIsEscapedWhenPrinted(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	s := saveTestGame(t, 3, 10)
	s.SetPlayers(saves.Players{Zulu: "rule9"})
	if err := s.Save(good, version); err != nil {
		t.Fatal(err)
	}
	evil := writeVariant(t, good, dir, "evil.json", func(b []byte) []byte {
		b = replaceOnce(`"program": "`, `"program": "\u001b]0;pwned\u0007\u001b[2J`)(b)
		return replaceOnce(`"zulu": "rule9"`, `"zulu": "\u001b[31mrule9\u009b1m"`)(b)
	})
	other := writeVariant(t, good, dir, "other.json", replaceOnce(`"program": "`, `"program": "\u009b5m\u202e`))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"save", "check", evil}, `\x1b]0;pwned\x07\x1b[2J`},
		{[]string{"save", "diff", good, other}, `\u009b5m\u202e`},
		{[]string{"text", "--save-dir", filepath.Join(dir, "auto"), "--load", evil}, `\x1b`},
	} {
		args := tc.args
		t.Run(strings.Join(args[:2], " "), func(t *testing.T) {
			var out, errOut bytes.Buffer
			if args[0] == "text" {
				runText(args[1:], strings.NewReader("quit\n"), &out, &errOut)
			} else {
				run(args, &out, &errOut)
			}
			all := out.String() + errOut.String()
			if strings.ContainsAny(all, "\x1b\x07\u009b\u202e") {
				t.Fatalf("a control character from the file reached the output: %q", all)
			}
			if !strings.Contains(all, tc.want) {
				t.Fatalf("the output does not show the escaped text: %q", all)
			}
		})
	}
}
