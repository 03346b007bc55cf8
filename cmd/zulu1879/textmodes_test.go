package main

import (
	"bytes"
	"strings"
	"testing"
)

// zulu1879 text reaches the campaign and Rorke's Drift too.
func TestTextReachesCampaignAndRorke(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"campaign", []string{"--campaign", "--seed", "5", "--board=false"}, "Isandlwana"},
		{"rorke, separate value", []string{"--scenario", "rorkes-drift", "--seed", "5", "--board=false"}, "Rorke's Drift"},
		{"rorke, joined value", []string{"--scenario=rorkes-drift", "--seed", "5", "--board=false"}, "Rorke's Drift"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		code := runTextLoop(c.args, strings.NewReader("quit\n"), &out, &errOut)
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
