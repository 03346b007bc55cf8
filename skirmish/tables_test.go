package skirmish

import (
	"math"
	"testing"
)

func TestRule_FireDiceFaces(t *testing.T) {
	count := func(d Die, f Face) int {
		n := 0
		for _, x := range d.Faces {
			if x == f {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		die                   Die
		blank, cl, med, long  int
		minor, light, serious int
	}{
		{BritishFire, 2, 2, 1, 1, 0, 0, 0},
		{ZuluFire, 3, 1, 1, 1, 0, 0, 0},
		{WoundDie, 0, 0, 0, 0, 1, 4, 1},
	} {
		got := []int{count(c.die, Blank), count(c.die, Close), count(c.die, Medium), count(c.die, Long), count(c.die, Minor), count(c.die, Light), count(c.die, Serious)}
		want := []int{c.blank, c.cl, c.med, c.long, c.minor, c.light, c.serious}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s die: face %v appears %d times, want %d", c.die.Name, Face(i), got[i], want[i])
			}
		}
	}
}

func TestRule_RangeBands(t *testing.T) {
	for _, c := range []struct {
		d    int
		want Band
	}{{1, BandClose}, {6, BandClose}, {7, BandMedium}, {18, BandMedium}, {19, BandLong}, {40, BandLong}} {
		if got := BandOf(c.d); got != c.want {
			t.Errorf("BandOf(%d) = %v, want %v", c.d, got, c.want)
		}
	}
}

// TestRule_HitChances checks the derived chances of the brief, in sixths.
func TestRule_HitChances(t *testing.T) {
	for _, c := range []struct {
		w     Weapon
		cover bool
		want  [3]int // close, medium, long
	}{
		{Rifle, false, [3]int{4, 2, 1}},
		{ZuluRifle, false, [3]int{3, 2, 1}},
		{Revolver, false, [3]int{3, 1, 0}},
		{Terrace, false, [3]int{1, 1, 1}},
		{Rifle, true, [3]int{3, 1, 0}},
		{ZuluRifle, true, [3]int{2, 1, 0}},
		{Terrace, true, [3]int{0, 0, 0}},
	} {
		for b := BandClose; b <= BandLong; b++ {
			if got := HitChance(c.w, b, c.cover); got != c.want[b] {
				t.Errorf("%v at %v (cover %v): %d/6, want %d/6", c.w, b, c.cover, got, c.want[b])
			}
		}
	}
}

func TestRule_WoundLadder(t *testing.T) {
	fit, light, serious := Wounds{}, Wounds{Light: 1}, Wounds{Serious: true}
	for _, c := range []struct {
		name   string
		from   Wounds
		f, f2  Face
		want   Wounds
		result Outcome
	}{
		{"single minor ignored", fit, Minor, Light, fit, Ignored},
		{"two minors kill", fit, Minor, Minor, Wounds{Dead: true}, Killed},
		{"minor on a serious kills", serious, Minor, Light, Wounds{Serious: true, Dead: true}, Killed},
		{"minor on a light ignored", light, Minor, Serious, light, Ignored},
		{"first light", fit, Light, Blank, light, Lightly},
		{"two lights make a serious", light, Light, Blank, serious, Serious2},
		{"light on a serious kills", serious, Light, Blank, Wounds{Serious: true, Dead: true}, Killed},
		{"serious", fit, Serious, Blank, serious, Serious2},
		{"serious on a light kills", light, Serious, Blank, Wounds{Light: 1, Serious: true, Dead: true}, Killed},
		{"serious on a serious kills", serious, Serious, Blank, Wounds{Serious: true, Dead: true}, Killed},
	} {
		got, out := c.from.Apply(c.f, c.f2)
		if got != c.want || out != c.result {
			t.Errorf("%s: %+v %v -> %+v %v, want %+v %v", c.name, c.from, c.f, got, out, c.want, c.result)
		}
	}
}

func TestRule_MoveLessWounds(t *testing.T) {
	for _, c := range []struct {
		base int
		w    Wounds
		want int
	}{{BritishMP, Wounds{}, 4}, {BritishMP, Wounds{Light: 1}, 3}, {BritishMP, Wounds{Serious: true}, 2}, {ZuluMP, Wounds{}, 6}, {1, Wounds{Serious: true}, 0}} {
		if got := MoveMP(c.base, c.w); got != c.want {
			t.Errorf("MoveMP(%d, %v) = %d, want %d", c.base, c.w, got, c.want)
		}
	}
}

func TestRule_MeleeJudge(t *testing.T) {
	for _, c := range []struct {
		b, z []int
		want Verdict
	}{
		{[]int{3, 5}, []int{4}, BritishWin},
		{[]int{3, 2}, []int{4}, ZuluWin},
		{[]int{4, 1}, []int{4}, Tie},
		{[]int{0, -1}, []int{1, 0}, ZuluWin},
		{[]int{7, 2}, []int{6, 7}, Tie},
	} {
		if got := Judge(c.b, c.z); got != c.want {
			t.Errorf("Judge(%v, %v) = %v, want %v", c.b, c.z, got, c.want)
		}
	}
}

// TestRule_MeleeOdds checks the exact outcomes against the figures the
// brief derived (British win / tie / loss).
func TestRule_MeleeOdds(t *testing.T) {
	rifle := ModRifle.Mod
	for _, c := range []struct {
		name          string
		b, z          []int
		win, tie, los float64
	}{
		{"rifleman v one Zulu in the open", []int{rifle}, []int{0}, .745, .116, .139},
		{"rifleman v one Zulu at a wall", []int{rifle}, []int{ModObstacle.Mod}, .861, .074, .065},
		{"rifleman v two Zulus", []int{rifle}, []int{0, 0}, .610, .166, .224},
		{"rifleman v three Zulus", []int{rifle}, []int{0, 0, 0}, .528, .192, .279},
		{"rifleman v two Zulus from the rear", []int{rifle}, []int{ModRear.Mod, ModRear.Mod}, .224, .166, .610},
	} {
		w, ti, l := Odds(c.b, c.z)
		if math.Abs(w-c.win) > .001 || math.Abs(ti-c.tie) > .001 || math.Abs(l-c.los) > .001 {
			t.Errorf("%s: %.3f/%.3f/%.3f, want %.3f/%.3f/%.3f", c.name, w, ti, l, c.win, c.tie, c.los)
		}
	}
}

func TestRule_SurgeonDeath(t *testing.T) {
	for _, c := range []struct {
		a, b, x int
		several bool
		want    bool
	}{
		{1, 1, 6, false, true},
		{1, 4, 1, false, false},
		{1, 4, 1, true, true},
		{3, 5, 1, true, false},
		{4, 1, 2, true, false},
	} {
		if got := SurgeonDies(c.a, c.b, c.x, c.several); got != c.want {
			t.Errorf("SurgeonDies(%d,%d,%d,%v) = %v, want %v", c.a, c.b, c.x, c.several, got, c.want)
		}
	}
	// The chance with several cases is 2/27 (brief: 1/36 -> 2/27).
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for x := 1; x <= 6; x++ {
				if SurgeonDies(a, b, x, true) {
					n++
				}
			}
		}
	}
	if n*27 != 2*216 {
		t.Errorf("death chance with several cases %d/216, want 2/27", n)
	}
}

func TestRule_FireStartsOnDoubles(t *testing.T) {
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if FireStarts(a, b) {
				n++
			}
		}
	}
	if n != 6 {
		t.Errorf("%d of 36 rolls start a fire, want 6", n)
	}
}
