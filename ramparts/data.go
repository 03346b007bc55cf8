package ramparts

import (
	"fmt"
	"sync"

	rddata "zulu1879/scenarios/rorkesdrift"
)

// Track indices, in the order of tracks.json (validated there).
const (
	Chest = iota
	LeftHorn
	RightHorn
	Loins
)

// Building indices.
const (
	Hospital = iota
	Storehouse
)

// tables is the scenario data indexed for fast lookup.
type tables struct {
	data      *rddata.Data
	cards     [64]*rddata.Card
	trackIdx  map[string]int
	trackID   [4]string
	trackName [4]string
	upper     [4]bool // which Outer Perimeter box the track funnels into
	building  [4]int  // -1 or the building at box 1 of the track
	bTrack    [2]int  // track of each building
	bName     [2]string
	banners   map[string]*rddata.Banner
	chitType  map[string]*rddata.Chit
}

var (
	tabOnce sync.Once
	tab     *tables
	tabErr  error
)

func loadTables() (*tables, error) {
	tabOnce.Do(func() {
		d, err := rddata.Load()
		if err != nil {
			tabErr = err
			return
		}
		t := &tables{data: d, trackIdx: map[string]int{}, banners: map[string]*rddata.Banner{}, chitType: map[string]*rddata.Chit{}}
		for i := range d.Cards {
			t.cards[d.Cards[i].ID] = &d.Cards[i]
		}
		want := []string{"chest", "left_horn", "right_horn", "loins"}
		for i, id := range want {
			for _, tr := range d.Tracks {
				if tr.ID == id {
					t.trackIdx[id] = i
					t.trackID[i] = id
					t.trackName[i] = tr.Name
					t.upper[i] = tr.Zero == "upper"
					t.building[i] = -1
				}
			}
		}
		for _, b := range d.Buildings {
			bi := Hospital
			if b.ID == "storehouse" {
				bi = Storehouse
			}
			ti := t.trackIdx[b.Track]
			t.bTrack[bi] = ti
			t.bName[bi] = b.Name
			t.building[ti] = bi
		}
		for i := range d.Banners {
			t.banners[d.Banners[i].ID] = &d.Banners[i]
		}
		for i := range d.Chits {
			t.chitType[d.Chits[i].ID] = &d.Chits[i]
		}
		tab = t
	})
	return tab, tabErr
}

func mustTables() *tables {
	t, err := loadTables()
	if err != nil {
		// The embedded data is validated by its own tests; New reports this
		// error before any game exists, so reaching here is a programming error.
		panic(fmt.Sprintf("rorkesdrift: scenario data: %v", err))
	}
	return t
}

// Card returns the data of card id, or nil for an unknown id.
func Card(id int) *rddata.Card {
	t, err := loadTables()
	if err != nil || id < 0 || id >= len(t.cards) {
		return nil
	}
	return t.cards[id]
}

// Data returns the validated scenario data (cards, chits, iButhos, tracks).
func Data() (*rddata.Data, error) {
	t, err := loadTables()
	if err != nil {
		return nil, err
	}
	return t.data, nil
}

// TrackName returns the display name of track i (Chest, Left Horn, ...).
func TrackName(i int) string {
	t := mustTables()
	if i < 0 || i > 3 {
		return "?"
	}
	return t.trackName[i]
}

// TrackRows lists the track indices in the order the map shows them top to
// bottom: the tracks that funnel into the north (upper) Outer Perimeter box
// first, then the south ones, each group in track order. Every front end
// draws the tracks in this order, so the terminal and the window agree.
func TrackRows() [4]int {
	out := [4]int{Chest, LeftHorn, RightHorn, Loins}
	d, err := Data()
	if err != nil || len(d.Tracks) != 4 {
		return out
	}
	ids := map[string]int{"chest": Chest, "left_horn": LeftHorn, "right_horn": RightHorn, "loins": Loins}
	k := 0
	for _, upper := range []bool{true, false} {
		for tr := 0; tr < 4; tr++ {
			for _, t := range d.Tracks {
				if ids[t.ID] == tr && (t.Zero == "upper") == upper && k < 4 {
					out[k] = tr
					k++
				}
			}
		}
	}
	if k != 4 {
		return [4]int{Chest, LeftHorn, RightHorn, Loins}
	}
	return out
}

// BuildingName returns "Hospital" or "Storehouse".
func BuildingName(b int) string { return mustTables().bName[b] }
