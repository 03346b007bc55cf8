package main

import (
	"strings"
	"testing"
)

// TestPlayUndo_TacticalAndSkirmishTakeBackUntilADieIsRolled: in the
// terminal both Rorke's Drift games take a person's action back (they
// used to answer "has no undo") and refuse once a die was rolled since.
func TestPlayUndo_TacticalAndSkirmishTakeBackUntilADieIsRolled(t *testing.T) {
	for _, tc := range []struct {
		game, script string
	}{
		// End the move phase, take it back, end it again, fire; the
		// Zulus leave the target unpaired (revision 2: the die is rolled
		// on their answer), then try to take it back.
		{"rorkes-drift-tactical", "do 5\nundo\ndo 5\nfire Z005\npair Z005\nundo\n"},
		// Move a Zulu, take it back, move again, end; the British fire.
		{"rorkes-drift-skirmish", "do 2\nundo\ndo 2\ndo 1\nend\nfire B6 Z11\nundo\n"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("XDG_DATA_HOME", dir)
			t.Setenv("HOME", dir)
			_, out, errOut := runPlayScript(t, tc.script, tc.game, "--seed", "5")
			if strings.Contains(out, "has no undo") {
				t.Fatalf("%s still has no undo:\n%s%s", tc.game, out, errOut)
			}
			if !strings.Contains(out, "Taken back: ") {
				t.Errorf("the first undo took nothing back:\n%s", out)
			}
			if !strings.Contains(out, "undo: dice were rolled since (") {
				t.Errorf("the undo after a roll was not refused:\n%s", out)
			}
		})
	}
}
