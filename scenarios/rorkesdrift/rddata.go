// Package rddata holds the scenario data of the Rorke's Drift solitaire
// module (the "Zulus on the Ramparts!" siege): the action-card deck, the iMpi
// chit mix, the four iButhos and the tracks of the map. The JSON files are
// embedded in the binary; Load parses and validates them and every error names
// the file, the record id and the field that is wrong.
package rddata

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"sort"
)

//go:embed *.json
var files embed.FS

// Volley gives the number of dice a card rolls at each range band: close (box
// 1 and the interior boxes), medium (box 2), long (box 3) and far (box 4, for
// the outside Groups only).
type Volley struct {
	Close  int `json:"close,omitempty"`
	Medium int `json:"medium,omitempty"`
	Long   int `json:"long,omitempty"`
	Far    int `json:"far,omitempty"`
}

// Any reports whether the card has volley dice at all.
func (v Volley) Any() bool { return v.Close+v.Medium+v.Long+v.Far > 0 }

// Defense is a card's while-available Heroic Defense: the box it guards
// ("hospital", "storehouse" or "outer" for both Outer Perimeter boxes) and the
// lowest die roll that stops an iButho trying to enter.
type Defense struct {
	Box string `json:"box"`
	Min int    `json:"min"`
}

// Ability is one Heroic Ability: how the card pays for it (Kind: "return",
// "insert", "discard" or "special"), the phase in which it may be used
// ("impi", "action", "volley", "draw", "hero", "housekeeping", "any") and the
// effect the engine applies, with its parameters.
type Ability struct {
	Kind    string `json:"kind"`
	Phase   string `json:"phase"`
	Effect  string `json:"effect"`
	N       int    `json:"n,omitempty"`
	HandMax int    `json:"hand_max,omitempty"`
	Banner  string `json:"banner,omitempty"`
}

// Card is one action card.
type Card struct {
	ID       int    `json:"id"`
	Name     string `json:"name"`
	Type     string `json:"type"` // hero, group, volley, event
	Rank     string `json:"rank,omitempty"`
	Medal    string `json:"medal,omitempty"` // "", "vc", "dcm"
	Duty     bool   `json:"duty,omitempty"`  // may perform actions 6.3-6.6
	Location string `json:"location,omitempty"`
	Optional bool   `json:"optional,omitempty"`
	// Setup places the card at set-up: "start_hand", "bottom" (the mini-stack
	// with the relief), "middle" (the night card), "top_half", "campaign" (only
	// through a campaign hook) or "" (shuffled with the rest).
	Setup            string    `json:"setup,omitempty"`
	Text             string    `json:"text"`
	Volley           Volley    `json:"volley,omitempty"`
	FreeVolley       bool      `json:"free_volley,omitempty"`
	AmmoLowAfter     bool      `json:"ammo_low_after,omitempty"`
	NeedsReserve     bool      `json:"needs_reserve,omitempty"`
	Melee            bool      `json:"melee,omitempty"`
	Defense          *Defense  `json:"defense,omitempty"`
	Bonus            string    `json:"bonus,omitempty"`       // "private_pair", "always"
	Penalty          string    `json:"penalty,omitempty"`     // "after_first_volley", "day"
	Restriction      string    `json:"restriction,omitempty"` // "close_range", "medium_range", "day"
	Event            string    `json:"event,omitempty"`       // relief, night, steady, harlech, stampede
	NoHandLimit      bool      `json:"no_hand_limit,omitempty"`
	Seniority        bool      `json:"seniority,omitempty"` // sent back by the Seniority Debate
	IgnoresSeniority bool      `json:"ignores_seniority,omitempty"`
	Colonial         bool      `json:"colonial,omitempty"`
	Abilities        []Ability `json:"abilities,omitempty"`
}

// HasMedal reports whether the card shows a decoration (worth 2 VP instead of 1).
func (c *Card) HasMedal() bool { return c.Medal != "" }

// IsHero reports whether the card is a Hero or a Group (cards that are Put Forth).
func (c *Card) IsHero() bool { return c.Type == "hero" || c.Type == "group" }

// Banner is a permanent marker a Group leaves on the map when sacrificed.
type Banner struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	VP     int    `json:"vp"`
	Effect string `json:"effect"` // die_close, die_far, plus_outside
	Text   string `json:"text"`
}

// Chit is one kind of iMpi chit with the number of copies in the cup.
type Chit struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Kind       string   `json:"kind"` // advance, r, ablaze, ibutho_forward, dabulamanzi, rifles, seniority, washing, snipers
	Formations []string `json:"formations,omitempty"`
	Boxes      int      `json:"boxes,omitempty"`
	IButho     string   `json:"ibutho,omitempty"`
	Count      int      `json:"count"`
	// CountRevision1 is the number of copies in rules revision 1 of the
	// module when it differs (0: the chit was not in the cup).
	CountRevision1 *int `json:"count_revision_1,omitempty"`
}

// CountIn is the number of copies of the chit in the given rules revision.
func (c *Chit) CountIn(revision int) int {
	if revision == 1 && c.CountRevision1 != nil {
		return *c.CountRevision1
	}
	return c.Count
}

// IButho is one Zulu regiment; Strength is the printed value (the standee
// plus its standard Hit markers).
type IButho struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Strength int    `json:"strength"`
	Text     string `json:"text"`
}

// Track is one approach of the bull-buffalo formation. Boxes[0] names box 1,
// Boxes[4] box 5. Zero names the Outer Perimeter box it funnels into.
//
// The hill behind the post is spelled "Oskarberg" in the box names, as the
// tactical game spells it: period maps and accounts write it both ways
// (after the Swedish king Oscar, named by the missionary Witt), and the
// player should read one name for one hill across the games.
type Track struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Zero     string   `json:"zero"`
	Building string   `json:"building,omitempty"`
	Boxes    []string `json:"boxes"`
}

// InteriorBox is one of the four red boxes inside the post.
type InteriorBox struct {
	Box  int    `json:"box"`
	Zero string `json:"zero,omitempty"`
	Name string `json:"name"`
}

// Building is the Hospital or the Storehouse.
type Building struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Track string `json:"track"`
}

// Data is the whole validated scenario.
type Data struct {
	Cards     []Card        `json:"cards"`
	Banners   []Banner      `json:"banners"`
	Chits     []Chit        `json:"chits"`
	IButhos   []IButho      `json:"ibuthos"`
	Tracks    []Track       `json:"tracks"`
	Interior  []InteriorBox `json:"interior"`
	Buildings []Building    `json:"buildings"`
}

// Card returns the card with the given id, or nil.
func (d *Data) Card(id int) *Card {
	for i := range d.Cards {
		if d.Cards[i].ID == id {
			return &d.Cards[i]
		}
	}
	return nil
}

// Files returns the raw embedded JSON files by name (for tools and tests).
func Files() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, name := range []string{"cards.json", "chits.json", "ibuthos.json", "tracks.json"} {
		b, err := files.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("rddata: %s: %w", name, err)
		}
		out[name] = b
	}
	return out, nil
}

// Load parses and validates the embedded data.
func Load() (*Data, error) {
	f, err := Files()
	if err != nil {
		return nil, err
	}
	return Parse(f)
}

// Parse parses and validates the four files given by name (cards.json,
// chits.json, ibuthos.json, tracks.json). It is exported so that tests and
// modding tools can check altered data.
func Parse(f map[string][]byte) (*Data, error) {
	d := &Data{}
	dec := func(name string, v any) error {
		b, ok := f[name]
		if !ok {
			return fmt.Errorf("rddata: %s: file missing", name)
		}
		r := json.NewDecoder(bytes.NewReader(b))
		r.DisallowUnknownFields()
		if err := r.Decode(v); err != nil {
			return fmt.Errorf("rddata: %s: %w", name, err)
		}
		return nil
	}
	var cards struct {
		Banners []Banner `json:"banners"`
		Cards   []Card   `json:"cards"`
	}
	var chits struct {
		Chits []Chit `json:"chits"`
	}
	var ib struct {
		IButhos []IButho `json:"ibuthos"`
	}
	var tr struct {
		Tracks    []Track       `json:"tracks"`
		Interior  []InteriorBox `json:"interior"`
		Buildings []Building    `json:"buildings"`
	}
	for _, s := range []struct {
		n string
		v any
	}{{"cards.json", &cards}, {"chits.json", &chits}, {"ibuthos.json", &ib}, {"tracks.json", &tr}} {
		if err := dec(s.n, s.v); err != nil {
			return nil, err
		}
	}
	d.Cards, d.Banners, d.Chits, d.IButhos = cards.Cards, cards.Banners, chits.Chits, ib.IButhos
	d.Tracks, d.Interior, d.Buildings = tr.Tracks, tr.Interior, tr.Buildings
	sort.Slice(d.Cards, func(i, j int) bool { return d.Cards[i].ID < d.Cards[j].ID })
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return d, nil
}

func in(s string, set ...string) bool {
	for _, x := range set {
		if s == x {
			return true
		}
	}
	return false
}

// Validate checks every record and names the first problem found.
func (d *Data) Validate() error {
	if err := d.validateMap(); err != nil {
		return err
	}
	if err := d.validateIButhos(); err != nil {
		return err
	}
	if err := d.validateChits(); err != nil {
		return err
	}
	return d.validateCards()
}

func (d *Data) validateMap() error {
	if len(d.Tracks) != 4 {
		return fmt.Errorf("rddata: tracks.json: tracks: want 4 tracks, have %d", len(d.Tracks))
	}
	seen := map[string]bool{}
	zeros := map[string]int{}
	for _, t := range d.Tracks {
		if t.ID == "" {
			return fmt.Errorf("rddata: tracks.json: track %q: field id is empty", t.Name)
		}
		if seen[t.ID] {
			return fmt.Errorf("rddata: tracks.json: track %q: duplicate id", t.ID)
		}
		seen[t.ID] = true
		if !in(t.Zero, "upper", "lower") {
			return fmt.Errorf("rddata: tracks.json: track %q: field zero is %q, want upper or lower", t.ID, t.Zero)
		}
		zeros[t.Zero]++
		if len(t.Boxes) != 5 {
			return fmt.Errorf("rddata: tracks.json: track %q: field boxes has %d names, want 5", t.ID, len(t.Boxes))
		}
		if t.Building != "" && !in(t.Building, "hospital", "storehouse") {
			return fmt.Errorf("rddata: tracks.json: track %q: field building is %q", t.ID, t.Building)
		}
	}
	if zeros["upper"] != 2 || zeros["lower"] != 2 {
		return fmt.Errorf("rddata: tracks.json: tracks: field zero must funnel two tracks into each Outer Perimeter box")
	}
	for _, want := range []string{"chest", "left_horn", "right_horn", "loins"} {
		if !seen[want] {
			return fmt.Errorf("rddata: tracks.json: tracks: track %q missing", want)
		}
	}
	if len(d.Interior) != 4 {
		return fmt.Errorf("rddata: tracks.json: interior: want 4 boxes, have %d", len(d.Interior))
	}
	for _, b := range d.Interior {
		if b.Box > 0 || b.Box < -2 {
			return fmt.Errorf("rddata: tracks.json: interior %q: field box is %d, want 0, -1 or -2", b.Name, b.Box)
		}
	}
	if len(d.Buildings) != 2 {
		return fmt.Errorf("rddata: tracks.json: buildings: want 2, have %d", len(d.Buildings))
	}
	for _, b := range d.Buildings {
		if !in(b.ID, "hospital", "storehouse") {
			return fmt.Errorf("rddata: tracks.json: building %q: field id must be hospital or storehouse", b.ID)
		}
		ok := false
		for _, t := range d.Tracks {
			if t.ID == b.Track && t.Building == b.ID {
				ok = true
			}
		}
		if !ok {
			return fmt.Errorf("rddata: tracks.json: building %q: field track %q does not name a track with this building", b.ID, b.Track)
		}
	}
	return nil
}

func (d *Data) validateIButhos() error {
	if len(d.IButhos) != 4 {
		return fmt.Errorf("rddata: ibuthos.json: ibuthos: want 4, have %d", len(d.IButhos))
	}
	str := map[int]string{}
	for _, b := range d.IButhos {
		if b.ID == "" {
			return fmt.Errorf("rddata: ibuthos.json: ibutho %q: field id is empty", b.Name)
		}
		if b.Strength < 1 || b.Strength > 9 {
			return fmt.Errorf("rddata: ibuthos.json: ibutho %q: field strength is %d, want 1-9", b.ID, b.Strength)
		}
		if o, dup := str[b.Strength]; dup {
			return fmt.Errorf("rddata: ibuthos.json: ibutho %q: field strength %d equals that of %q; printed strengths must differ", b.ID, b.Strength, o)
		}
		str[b.Strength] = b.ID
	}
	return nil
}

func (d *Data) validateChits() error {
	seen := map[string]bool{}
	tracks := map[string]bool{}
	for _, t := range d.Tracks {
		tracks[t.ID] = true
	}
	ib := map[string]bool{}
	for _, b := range d.IButhos {
		ib[b.ID] = true
	}
	kinds := map[string]int{}
	for _, c := range d.Chits {
		if c.ID == "" {
			return fmt.Errorf("rddata: chits.json: chit %q: field id is empty", c.Name)
		}
		if seen[c.ID] {
			return fmt.Errorf("rddata: chits.json: chit %q: duplicate id", c.ID)
		}
		seen[c.ID] = true
		if c.Count < 1 || c.Count > 9 {
			return fmt.Errorf("rddata: chits.json: chit %q: field count is %d, want 1-9", c.ID, c.Count)
		}
		if r := c.CountRevision1; r != nil && (*r < 0 || *r > 9) {
			return fmt.Errorf("rddata: chits.json: chit %q: field count_revision_1 is %d, want 0-9", c.ID, *r)
		}
		if !in(c.Kind, "advance", "r", "ablaze", "ibutho_forward", "dabulamanzi", "rifles", "seniority", "washing", "snipers") {
			return fmt.Errorf("rddata: chits.json: chit %q: field kind %q is unknown", c.ID, c.Kind)
		}
		kinds[c.Kind] += c.Count
		switch c.Kind {
		case "advance":
			if len(c.Formations) == 0 {
				return fmt.Errorf("rddata: chits.json: chit %q: field formations is empty", c.ID)
			}
			for _, f := range c.Formations {
				if !tracks[f] {
					return fmt.Errorf("rddata: chits.json: chit %q: field formations names unknown track %q", c.ID, f)
				}
			}
			if c.Boxes < 1 || c.Boxes > 5 {
				return fmt.Errorf("rddata: chits.json: chit %q: field boxes is %d, want 1-5", c.ID, c.Boxes)
			}
		case "ibutho_forward":
			if !ib[c.IButho] {
				return fmt.Errorf("rddata: chits.json: chit %q: field ibutho %q is not an iButho", c.ID, c.IButho)
			}
			if c.Boxes < 1 || c.Boxes > 5 {
				return fmt.Errorf("rddata: chits.json: chit %q: field boxes is %d, want 1-5", c.ID, c.Boxes)
			}
		default:
			if len(c.Formations) != 0 {
				return fmt.Errorf("rddata: chits.json: chit %q: field formations is only for advance chits", c.ID)
			}
		}
	}
	if kinds["r"] != 3 {
		return fmt.Errorf("rddata: chits.json: chit \"R\": field count totals %d, the rules want three R chits", kinds["r"])
	}
	if kinds["ablaze"] != 2 {
		return fmt.Errorf("rddata: chits.json: chit \"ABL\": field count totals %d, the rules want two Building Ablaze chits", kinds["ablaze"])
	}
	for _, k := range []string{"advance", "ibutho_forward", "dabulamanzi", "rifles", "seniority", "washing", "snipers"} {
		if kinds[k] == 0 {
			return fmt.Errorf("rddata: chits.json: chits: no chit of kind %q", k)
		}
	}
	// The Loins have the fewest Advance chits but the longest moves.
	count := map[string]int{}
	most := map[string]int{}
	for _, c := range d.Chits {
		if c.Kind == "advance" && len(c.Formations) == 1 {
			f := c.Formations[0]
			count[f] += c.Count
			if c.Boxes > most[f] {
				most[f] = c.Boxes
			}
		}
	}
	for _, f := range []string{"chest", "left_horn", "right_horn"} {
		if count["loins"] >= count[f] {
			return fmt.Errorf("rddata: chits.json: chits: field count: the Loins must have fewer own Advance chits than %s", f)
		}
		if most["loins"] <= most[f] {
			return fmt.Errorf("rddata: chits.json: chits: field boxes: the Loins must move farther than %s", f)
		}
	}
	return nil
}

var effects = map[string]bool{
	"draw": true, "extra_actions": true, "barricade_step": true, "cancel_chit": true, "redraw_chit": true,
	"recover_hero": true, "put_forth_private": true, "set_die": true, "ammo": true, "retreat_close": true,
	"extinguish": true, "banner": true, "put_forth_all": true,
}

func (d *Data) validateCards() error {
	banners := map[string]bool{}
	for _, b := range d.Banners {
		if b.ID == "" || !in(b.Effect, "die_close", "die_far", "plus_outside") {
			return fmt.Errorf("rddata: cards.json: banner %q: field effect %q is unknown", b.ID, b.Effect)
		}
		if b.VP > 0 {
			return fmt.Errorf("rddata: cards.json: banner %q: field vp must be a penalty (<= 0)", b.ID)
		}
		banners[b.ID] = true
	}
	seen := map[int]bool{}
	for i := range d.Cards {
		c := &d.Cards[i]
		id := fmt.Sprintf("#%02d", c.ID)
		bad := func(field, format string, a ...any) error {
			return fmt.Errorf("rddata: cards.json: card %s (%s): field %s: %s", id, c.Name, field, fmt.Sprintf(format, a...))
		}
		if c.ID < 1 || c.ID > 60 {
			return bad("id", "%d is out of range 1-60", c.ID)
		}
		if seen[c.ID] {
			return bad("id", "duplicate")
		}
		seen[c.ID] = true
		if c.Name == "" {
			return bad("name", "empty")
		}
		if c.Text == "" {
			return bad("text", "empty")
		}
		if !in(c.Type, "hero", "group", "volley", "event") {
			return bad("type", "%q is not hero, group, volley or event", c.Type)
		}
		if c.ID >= 32 && c.ID <= 50 && !c.Optional {
			return bad("optional", "cards #32-#50 are optional")
		}
		if c.ID <= 31 && c.Optional {
			return bad("optional", "cards #01-#31 are standard")
		}
		if !in(c.Medal, "", "vc", "dcm") {
			return bad("medal", "%q is unknown", c.Medal)
		}
		if !in(c.Setup, "", "start_hand", "bottom", "middle", "top_half", "campaign") {
			return bad("setup", "%q is unknown", c.Setup)
		}
		if !in(c.Bonus, "", "private_pair", "always") {
			return bad("bonus", "%q is unknown", c.Bonus)
		}
		if !in(c.Penalty, "", "after_first_volley", "day") {
			return bad("penalty", "%q is unknown", c.Penalty)
		}
		if !in(c.Restriction, "", "close_range", "medium_range", "day") {
			return bad("restriction", "%q is unknown", c.Restriction)
		}
		v := c.Volley
		if v.Close < 0 || v.Medium < 0 || v.Long < 0 || v.Far < 0 || v.Close > 6 || v.Medium > 6 || v.Long > 6 || v.Far > 6 {
			return bad("volley", "dice must be 0-6")
		}
		switch c.Type {
		case "volley":
			if !v.Any() {
				return bad("volley", "a volley card needs dice")
			}
			if v.Far > 0 {
				return bad("volley.far", "only outside Groups fire at box 4")
			}
		case "event":
			if !in(c.Event, "relief", "night", "steady", "harlech", "stampede") {
				return bad("event", "%q is unknown", c.Event)
			}
			if v.Any() {
				return bad("volley", "events have no dice")
			}
		case "hero", "group":
			if c.Rank == "" && c.Type == "hero" {
				return bad("rank", "a hero needs a rank")
			}
			if c.Type == "group" && !in(c.Location, "inside", "outside") {
				return bad("location", "%q, want inside or outside", c.Location)
			}
			if v.Far > 0 && c.Location != "outside" {
				return bad("volley.far", "only outside Groups fire at box 4")
			}
		}
		if c.Type != "event" && c.Event != "" {
			return bad("event", "only event cards have an event")
		}
		if c.Defense != nil {
			if !in(c.Defense.Box, "hospital", "storehouse", "outer") {
				return bad("defense.box", "%q is unknown", c.Defense.Box)
			}
			if c.Defense.Min < 2 || c.Defense.Min > 6 {
				return bad("defense.min", "%d, want 2-6", c.Defense.Min)
			}
		}
		for j, a := range c.Abilities {
			f := fmt.Sprintf("abilities[%d]", j)
			if !c.IsHero() {
				return bad(f, "only Heroes and Groups have abilities")
			}
			if !in(a.Kind, "return", "insert", "discard", "special") {
				return bad(f+".kind", "%q is unknown", a.Kind)
			}
			if !in(a.Phase, "impi", "action", "volley", "draw", "hero", "housekeeping", "any") {
				return bad(f+".phase", "%q is unknown", a.Phase)
			}
			if !effects[a.Effect] {
				return bad(f+".effect", "%q is unknown", a.Effect)
			}
			if (a.Effect == "draw" || a.Effect == "extra_actions") && (a.N < 1 || a.N > 3) {
				return bad(f+".n", "%d, want 1-3", a.N)
			}
			if a.Effect == "banner" && !banners[a.Banner] {
				return bad(f+".banner", "%q is not a banner", a.Banner)
			}
		}
	}
	for _, want := range []int{1, 2, 3, 4, 5} {
		if !seen[want] {
			return fmt.Errorf("rddata: cards.json: card #%02d: missing (the set-up needs it)", want)
		}
	}
	for id := 1; id <= 50; id++ {
		if !seen[id] {
			return fmt.Errorf("rddata: cards.json: card #%02d: missing from the deck #01-#50", id)
		}
	}
	for _, s := range []struct {
		id    int
		field string
		ok    func(*Card) bool
	}{
		{1, "event", func(c *Card) bool { return c.Event == "relief" && c.Setup == "bottom" }},
		{2, "event", func(c *Card) bool { return c.Event == "night" && c.Setup == "middle" }},
		{3, "setup", func(c *Card) bool { return c.Setup == "start_hand" }},
		{4, "setup", func(c *Card) bool { return c.Setup == "start_hand" }},
		{5, "setup", func(c *Card) bool { return c.Setup == "start_hand" }},
	} {
		if c := d.Card(s.id); !s.ok(c) {
			return fmt.Errorf("rddata: cards.json: card #%02d (%s): field %s does not match its set-up role", s.id, c.Name, s.field)
		}
	}
	return nil
}

// AbilityEffect reports whether the card has an ability with that effect.
func (c *Card) AbilityEffect(effect string) bool {
	for _, a := range c.Abilities {
		if a.Effect == effect {
			return true
		}
	}
	return false
}
