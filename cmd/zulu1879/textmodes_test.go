package main

import (
	"bytes"
	"strings"
	"testing"
)

// zulu1879 text reaches the campaign and Rorke's Drift too (play campaign,
// play rorkes-drift).
func TestTextReachesCampaignAndRorke(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"campaign", []string{"--campaign", "--seed", "5", "--board=false", "--autosave=false"}, "is now `zulu1879 play campaign`"},
		{"rorke, separate value", []string{"--scenario", "rorkes-drift", "--seed", "5", "--board=false", "--autosave=false"}, "Zulus on the Ramparts! (Rorke's Drift) — scenario standard, seed 5"},
		{"rorke, joined value", []string{"--scenario=rorkes-drift", "--seed", "5", "--board=false", "--autosave=false"}, "Zulus on the Ramparts! (Rorke's Drift) — scenario standard, seed 5"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		code := runText(c.args, strings.NewReader("quit\n"), &out, &errOut)
		if code != 0 {
			t.Errorf("%s: exit %d, stderr %q", c.name, code, errOut.String())
		}
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%s: output does not mention %q:\n%s", c.name, c.want, firstLines(out.String(), 8))
		}
	}
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}
