package units

import "testing"

func TestRule2_6_KindsAndAbilities(t *testing.T) {
	cases := []struct {
		kind                             Kind
		combat, moves, fires, formSquare bool
	}{
		{Company, true, true, true, true},
		{Detachment, true, true, true, true},
		{AdHoc, true, true, true, true},
		{Static, true, false, false, false}, // 7.9 St. Iz
		{Leader, false, true, false, false},
	}
	for _, c := range cases {
		if c.kind.IsCombat() != c.combat || c.kind.CanMove() != c.moves ||
			c.kind.CanFire() != c.fires || c.kind.CanFormSquare() != c.formSquare {
			t.Errorf("%s: abilities wrong", c.kind)
		}
		k, err := ParseKind(c.kind.String())
		if err != nil || k != c.kind {
			t.Errorf("ParseKind(%q) = %v, %v", c.kind.String(), k, err)
		}
	}
	if _, err := ParseKind("cavalry"); err == nil {
		t.Error("unknown kind accepted")
	}
}

func TestRule8_6_StepLadder(t *testing.T) {
	d := Def{ID: "A", Kind: Company, Strength: 8}
	l := d.Ladder()
	if len(l) != 8 || l[0] != 8 || l[7] != 1 {
		t.Fatalf("ladder of an 8-step company = %v", l)
	}
	if (Def{Kind: Static}).MA() != 0 || (Def{Kind: Company}).MA() != 4 {
		t.Error("movement allowances wrong")
	}
}
