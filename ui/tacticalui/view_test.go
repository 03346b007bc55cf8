package tacticalui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zulu1879/hexmap"
)

// sideWith finds the first side of m holding exactly f.
func sideWith(t *testing.T, s *Screen, f hexmap.Feature) hexmap.Side {
	t.Helper()
	for _, side := range s.Board.Map.Sides.All() {
		if slices.Equal(s.Board.Map.Sides.At(side), []hexmap.Feature{f}) {
			return side
		}
	}
	t.Fatalf("no side holds only %v", f)
	return hexmap.Side{}
}

// engineJSON is a position in the shape of the engine's view.
func engineJSON(door, wall hexmap.Side) string {
	return fmt.Sprintf(`{"turn": 12, "time": "8:10 pm", "vp": 40, "units": [
	{"id": "B001", "side": "british", "kind": "leader", "name": "Lt J. R. M. Chard, RE", "at": "3015"},
	{"id": "B037", "side": "british", "kind": "infantry", "name": "B Coy 2/24th", "at": "4018^", "wound": "W", "status": "pinned"},
	{"id": "B100", "side": "british", "kind": "bed", "name": "Pte J. Smith, 2/24th", "at": "1218"},
	{"id": "B101", "side": "british", "kind": "other", "name": "Cpl X, NNC", "at": "", "gone": true},
	{"id": "B102", "side": "british", "kind": "infantry", "name": "B Coy 2/24th", "at": "3016", "status": "building"},
	{"id": "Z001", "side": "zulu", "kind": "rifle", "name": "", "at": "osk", "status": "suppressed"},
	{"id": "Z002", "side": "zulu", "kind": "spear", "name": "", "at": "2012", "status": "disordered", "wound": "W"},
	{"id": "Z003", "side": "zulu", "kind": "spear", "name": "", "at": ""}],
	"fires": [{"room": "hospital-b5", "lit": 11}],
	"changes": [{"side": %q, "kind": "door", "state": "broken"}, {"side": %q, "kind": "hole", "was": "building-wall"}]}`, door, wall)
}

// The engine's view becomes counters with their marks, the burning room's
// hexes and the changed hexsides, on the screen's own copy of the map; the
// selection follows the ids.
func TestSetViewReadsTheEnginesPosition(t *testing.T) {
	s := New(builtin(t))
	door := sideWith(t, s, hexmap.Feature{Kind: hexmap.Door})
	wall := sideWith(t, s, hexmap.Feature{Kind: hexmap.BuildingWall})
	if err := s.SetView([]byte(engineJSON(door, wall))); err != nil {
		t.Fatal(err)
	}
	if s.Turn != 12 || s.VP != 40 || len(s.Counters) != 6 {
		t.Fatalf("turn %d, VP %d, %d counters", s.Turn, s.VP, len(s.Counters))
	}
	by := map[string]Counter{}
	for _, c := range s.Counters {
		by[c.ID] = c
	}
	want := map[string]Counter{
		"B001": {ID: "B001", Name: "Lt J. R. M. Chard", Side: British, Label: "Cha", Kind: Leader, Hex: hexmap.H(30, 15)},
		"B037": {ID: "B037", Name: "man 37 of B Coy 2/24th", Side: British, Label: "37", Kind: Infantry, Hex: hexmap.H(40, 18), Roof: true, Wound: Wounded, Pinned: true},
		"B100": {ID: "B100", Name: "Pte J. Smith", Side: British, Label: "Smi", Kind: Patient, Bed: true, Hex: hexmap.H(12, 18)},
		"B102": {ID: "B102", Name: "man 102 of B Coy 2/24th", Side: British, Label: "102", Kind: Infantry, Hex: hexmap.H(30, 16), Busy: true},
		"Z001": {ID: "Z001", Name: "Zulu counter 1", Side: Zulu, Label: "1", Rifle: true, InBox: true, Supp: true},
		"Z002": {ID: "Z002", Name: "Zulu counter 2", Side: Zulu, Label: "2", Hex: hexmap.H(20, 12), Disorder: true, Wound: Wounded},
	}
	for id, w := range want {
		if by[id] != w {
			t.Errorf("%s: %+v, want %+v", id, by[id], w)
		}
	}
	room, _ := s.Board.Map.Area("hospital-b5")
	if !slices.Equal(s.Board.Marks.Fires, room.Hexes) {
		t.Errorf("fires %v, want the room's hexes %v", s.Board.Marks.Fires, room.Hexes)
	}
	if f, _ := s.Board.Map.Sides.Feature(door, hexmap.Door); f.State != hexmap.Smashed {
		t.Errorf("door %s: %v", door, f)
	}
	if !s.Board.Map.Sides.Has(wall, hexmap.Hole) || s.Board.Map.Sides.Has(wall, hexmap.BuildingWall) {
		t.Errorf("wall %s: %v, want a hole", wall, s.Board.Map.Sides.At(wall))
	}
	if s.Board.Map.Graph.Sides != s.Board.Map.Sides {
		t.Error("the movement graph was not built over the changed sides")
	}
	if f, _ := builtin(t).Sides.Feature(door, hexmap.Door); f.State != hexmap.Intact {
		t.Error("the loaded map was changed")
	}
	// The next position: the selection stays on B001 wherever he is.
	for i := range s.Counters {
		s.Counters[i].Selected = s.Counters[i].ID == "B001"
	}
	rev := s.Board.sidesRev
	next := strings.Replace(engineJSON(door, wall), `"at": "3015"`, `"at": "3115"`, 1)
	if err := s.SetView([]byte(next)); err != nil {
		t.Fatal(err)
	}
	if got := s.Selected(); len(got) != 1 || s.Counters[got[0]].ID != "B001" || s.Counters[got[0]].Hex != hexmap.H(31, 15) {
		t.Errorf("selection after the move: %v", got)
	}
	if s.Board.sidesRev != rev {
		t.Error("the same side changes rebuilt the side layer")
	}
}

// A view the screen cannot draw is refused with an error naming what.
func TestSetViewRefusesWhatItCannotDraw(t *testing.T) {
	s := New(builtin(t))
	for _, tc := range []struct{ json, want string }{
		{`{"units": [{"id": "B001", "side": "french", "kind": "leader", "at": "1218"}]}`, "side"},
		{`{"units": [{"id": "B001", "side": "british", "kind": "cook", "at": "1218"}]}`, "kind"},
		{`{"units": [{"id": "B001", "side": "british", "kind": "leader", "at": "9999"}]}`, "off the map"},
		{`{"fires": [{"room": "chapel"}]}`, "chapel"},
		{`{"changes": [{"side": "1218N", "kind": "wagon", "state": "broken"}]}`, "side change"},
		{`{"turn": "x"}`, "view"},
	} {
		err := s.SetView([]byte(tc.json))
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line naming %q", tc.json, err, tc.want)
		}
	}
	// A value (not JSON) is marshalled first.
	v := struct {
		Turn int `json:"turn"`
		VP   int `json:"vp"`
	}{7, -3}
	if err := s.SetView(v); err != nil || s.Turn != 7 || s.VP != -3 {
		t.Errorf("a view value: %v, turn %d, VP %d", err, s.Turn, s.VP)
	}
}
