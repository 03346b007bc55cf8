package testsize

import (
	"testing"
)

// TestPick_FollowsTheEnvironment: the long count with ZULU1879_LONG_TESTS
// set (whatever -short says), otherwise the suite's or -short's.
func TestPick_FollowsTheEnvironment(t *testing.T) {
	plain := 20
	if testing.Short() {
		plain = 1
	}
	cases := []struct {
		name, env string
		want      int
	}{
		{"unset", "", plain},
		{"set", "1", 300},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv(LongEnv, c.env)
			if got := Pick(1, 20, 300); got != c.want {
				t.Errorf("Pick(1, 20, 300) with %s=%q = %d, want %d", LongEnv, c.env, got, c.want)
			}
		})
	}
}
