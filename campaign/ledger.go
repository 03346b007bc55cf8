// Package campaign links the two battles of 22 January 1879: a game of Last
// Stand at Isandlwana is played first, its result becomes a ledger of effects
// (DESIGN.md section 4), and the ledger sets up a game of Rorke's Drift.
//
// The ledger is data: ledger.json (embedded) lists each effect with the
// condition on the Isandlwana result that causes it, the words that explain
// the cause and the effect to the player, and the effect itself as the
// ramparts.Campaign options it switches on. Evaluate reads a finished
// Isandlwana game and returns the ledger; Ledger.Campaign turns it into the
// options of the Rorke's Drift engine.
//
// A Campaign (campaign.go) holds a whole campaign, both halves and the
// ledger, and is saved to and loaded from one versioned JSON file (file.go).
// The package is pure Go: it never imports the window toolkit.
package campaign

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/tactical"
)

//go:embed ledger.json
var ledgerJSON []byte

// Condition is what an Isandlwana result must show for a ledger row to
// apply. Every field that is set must hold; a condition with no field set is
// invalid.
type Condition struct {
	// Outcome is the key of the game's outcome (isandlwana.Outcome.Key):
	// british_escape, british_survival or zulu_massacre.
	Outcome string `json:"outcome,omitempty"`
	// ByTurn, if above 0, requires the game to have ended on or before
	// that turn.
	ByTurn int `json:"by_turn,omitempty"`
	// Colours is where the Queen's Colours ended: not_yet, raised,
	// sent_off or captured.
	Colours string `json:"colours,omitempty"`
	// MinZulusEliminated, if above 0, requires at least that many Zulu
	// units eliminated during the game.
	MinZulusEliminated int `json:"min_zulus_eliminated,omitempty"`
}

// Row is one line of the ledger table: an effect and its cause.
type Row struct {
	ID   string    `json:"id"`
	When Condition `json:"when"`
	// Cause says in words what happened at Isandlwana. {turn} and {zulus}
	// are replaced by the end turn and the Zulu units eliminated.
	Cause string `json:"cause"`
	// Text says in words what changes at Rorke's Drift.
	Text string `json:"text"`
	// Effect is the Rorke's Drift set-up change, as the campaign options it
	// sets (fields of ramparts.Campaign).
	Effect json.RawMessage `json:"effect"`
	// TacticalText and Tactical are the same for the tactical Defense of
	// Rorke's Drift: what changes in words, and the fields of
	// tactical.Campaign it sets.
	// A row without them changes nothing there.
	TacticalText string          `json:"tactical_text,omitempty"`
	Tactical     json.RawMessage `json:"tactical,omitempty"`

	effect   ramparts.Campaign
	tactical tactical.Campaign
}

// Facts are the parts of a finished Isandlwana game the ledger looks at.
type Facts struct {
	Outcome         string `json:"outcome"`
	Turn            int    `json:"turn"`
	Colours         string `json:"colours"`
	ZulusEliminated int    `json:"zulus_eliminated"`
}

// Entry is one effect that applies, with its cause in words.
type Entry struct {
	ID     string `json:"id"`
	Cause  string `json:"cause"`
	Effect string `json:"effect"`
	// Options is what this entry switches on at Rorke's Drift.
	Options ramparts.Campaign `json:"options"`
}

// Ledger is what an Isandlwana result carries into Rorke's Drift: the facts
// it was computed from and the entries that apply, in table order.
type Ledger struct {
	Facts   Facts   `json:"facts"`
	Entries []Entry `json:"entries"`
}

var outcomeKeys = map[string]isandlwana.Outcome{
	isandlwana.BritishEscape.Key():   isandlwana.BritishEscape,
	isandlwana.BritishSurvival.Key(): isandlwana.BritishSurvival,
	isandlwana.ZuluMassacre.Key():    isandlwana.ZuluMassacre,
}

var coloursKeys = map[isandlwana.ColoursState]string{
	isandlwana.ColoursNotYet:   "not_yet",
	isandlwana.ColoursRaised:   "raised",
	isandlwana.ColoursSentOff:  "sent_off",
	isandlwana.ColoursCaptured: "captured",
}

// ColoursKey names a Colours state as the ledger's conditions do.
func ColoursKey(c isandlwana.ColoursState) string {
	if k, ok := coloursKeys[c]; ok {
		return k
	}
	return "unknown"
}

var (
	rowsOnce sync.Once
	rows     []Row
	rowsErr  error
)

// Rows returns the ledger table (ledger.json, validated).
func Rows() ([]Row, error) {
	rowsOnce.Do(func() { rows, rowsErr = ParseRows(ledgerJSON) })
	return rows, rowsErr
}

// ParseRows reads and validates a ledger table. Errors name the row and the
// field that is wrong.
func ParseRows(data []byte) ([]Row, error) {
	var f struct {
		Rows []Row `json:"rows"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("ledger table: %v", err)
	}
	if len(f.Rows) == 0 {
		return nil, errors.New("ledger table: no rows")
	}
	seen := map[string]bool{}
	for i := range f.Rows {
		r := &f.Rows[i]
		where := fmt.Sprintf("ledger table: row %d (%q)", i+1, r.ID)
		switch {
		case r.ID == "":
			return nil, fmt.Errorf("%s: field \"id\" is missing", where)
		case seen[r.ID]:
			return nil, fmt.Errorf("%s: id used twice", where)
		case strings.TrimSpace(r.Cause) == "":
			return nil, fmt.Errorf("%s: field \"cause\" is missing", where)
		case strings.TrimSpace(r.Text) == "":
			return nil, fmt.Errorf("%s: field \"text\" is missing", where)
		}
		seen[r.ID] = true
		if err := r.When.validate(); err != nil {
			return nil, fmt.Errorf("%s: field \"when\": %v", where, err)
		}
		d := json.NewDecoder(bytes.NewReader(r.Effect))
		d.DisallowUnknownFields()
		if len(r.Effect) == 0 {
			return nil, fmt.Errorf("%s: field \"effect\" is missing", where)
		}
		if err := d.Decode(&r.effect); err != nil {
			return nil, fmt.Errorf("%s: field \"effect\": %v", where, err)
		}
		if r.effect == (ramparts.Campaign{}) {
			return nil, fmt.Errorf("%s: field \"effect\" changes nothing", where)
		}
		if err := (ramparts.Options{Campaign: r.effect}).Validate(); err != nil {
			return nil, fmt.Errorf("%s: field \"effect\": %v", where, err)
		}
		if len(r.Tactical) == 0 && r.TacticalText == "" {
			continue // the row changes nothing in the tactical game
		}
		if strings.TrimSpace(r.TacticalText) == "" {
			return nil, fmt.Errorf("%s: field \"tactical_text\" is missing", where)
		}
		if len(r.Tactical) == 0 {
			return nil, fmt.Errorf("%s: field \"tactical\" is missing", where)
		}
		d = json.NewDecoder(bytes.NewReader(r.Tactical))
		d.DisallowUnknownFields()
		if err := d.Decode(&r.tactical); err != nil {
			return nil, fmt.Errorf("%s: field \"tactical\": %v", where, err)
		}
		if r.tactical == (tactical.Campaign{}) {
			return nil, fmt.Errorf("%s: field \"tactical\" changes nothing", where)
		}
		if _, err := tactical.NewGame(1, tactical.Options{Campaign: &r.tactical}); err != nil {
			return nil, fmt.Errorf("%s: field \"tactical\": %v", where, err)
		}
	}
	return f.Rows, nil
}

func (c Condition) validate() error {
	if c == (Condition{}) {
		return errors.New("no condition set")
	}
	if c.Outcome != "" {
		if _, ok := outcomeKeys[c.Outcome]; !ok {
			return fmt.Errorf("outcome %q is not one of british_escape, british_survival, zulu_massacre", c.Outcome)
		}
	}
	if c.Colours != "" {
		ok := false
		for _, k := range coloursKeys {
			ok = ok || k == c.Colours
		}
		if !ok {
			return fmt.Errorf("colours %q is not one of not_yet, raised, sent_off, captured", c.Colours)
		}
	}
	if c.ByTurn < 0 || c.MinZulusEliminated < 0 {
		return errors.New("by_turn and min_zulus_eliminated cannot be negative")
	}
	return nil
}

// Holds reports whether the facts meet the condition.
func (c Condition) Holds(f Facts) bool {
	return (c.Outcome == "" || c.Outcome == f.Outcome) &&
		(c.ByTurn == 0 || f.Turn <= c.ByTurn) &&
		(c.Colours == "" || c.Colours == f.Colours) &&
		(c.MinZulusEliminated == 0 || f.ZulusEliminated >= c.MinZulusEliminated)
}

// FactsOf reads the facts of a finished Isandlwana game. It fails on a game
// that is not over.
func FactsOf(g *isandlwana.State) (Facts, error) {
	if g == nil {
		return Facts{}, errors.New("campaign: no Isandlwana game")
	}
	if !g.Over() {
		return Facts{}, fmt.Errorf("campaign: the Isandlwana game is not over (turn %d, %s): the ledger needs its result", g.Turn, g.PhaseLabel())
	}
	turn := g.Stats.EndTurn
	if turn == 0 {
		turn = g.Turn
	}
	return Facts{Outcome: g.Outcome.Key(), Turn: turn, Colours: ColoursKey(g.Colours), ZulusEliminated: g.Stats.ZulusEliminated}, nil
}

// Evaluate computes the ledger of a finished Isandlwana game.
func Evaluate(g *isandlwana.State) (*Ledger, error) {
	f, err := FactsOf(g)
	if err != nil {
		return nil, err
	}
	return EvaluateFacts(f)
}

// EvaluateFacts computes the ledger from the facts of a result.
func EvaluateFacts(f Facts) (*Ledger, error) {
	rs, err := Rows()
	if err != nil {
		return nil, err
	}
	l := &Ledger{Facts: f, Entries: []Entry{}}
	rep := strings.NewReplacer("{turn}", strconv.Itoa(f.Turn), "{zulus}", strconv.Itoa(f.ZulusEliminated))
	for _, r := range rs {
		if r.When.Holds(f) {
			l.Entries = append(l.Entries, Entry{ID: r.ID, Cause: rep.Replace(r.Cause), Effect: r.Text, Options: r.effect})
		}
	}
	return l, nil
}

// Campaign merges the entries into the options of the Rorke's Drift engine:
// a switch is on when any entry sets it; VP bonuses add up.
func (l *Ledger) Campaign() ramparts.Campaign {
	var c ramparts.Campaign
	if l == nil {
		return c
	}
	for _, e := range l.Entries {
		o := e.Options
		c.NoAmmoLow = c.NoAmmoLow || o.NoAmmoLow
		c.SurvivorsCard = c.SurvivorsCard || o.SurvivorsCard
		c.NightEarlier = c.NightEarlier || o.NightEarlier
		c.FreshIButhos = c.FreshIButhos || o.FreshIButhos
		c.ExtraAllAdvance = c.ExtraAllAdvance || o.ExtraAllAdvance
		c.StrongestShort = c.StrongestShort || o.StrongestShort
		c.BonusVP += o.BonusVP
	}
	return c
}

// Tactical merges the entries into the campaign options of the tactical
// Defense of Rorke's Drift: a switch is on when any entry sets it; the
// numbers add up. The effects are looked up in the table by each entry's
// row id, so a ledger saved before the tactical game existed gives them too.
func (l *Ledger) Tactical() (tactical.Campaign, error) {
	var c tactical.Campaign
	if l == nil {
		return c, nil
	}
	rs, err := Rows()
	if err != nil {
		return c, err
	}
	for _, e := range l.Entries {
		i := slices.IndexFunc(rs, func(r Row) bool { return r.ID == e.ID })
		if i < 0 {
			return c, fmt.Errorf("campaign: the ledger's entry %q is not in the ledger table", e.ID)
		}
		o := rs[i].tactical
		c.RedoubtBuilt = c.RedoubtBuilt || o.RedoubtBuilt
		c.ArrivalsLater += o.ArrivalsLater
		c.FirstWaveExtra += o.FirstWaveExtra
		c.PoolChange += o.PoolChange
		c.BonusVP += o.BonusVP
	}
	return c, nil
}

// TacticalLines are the ledger's entries as they read before the tactical
// battle: each cause and what it changes there.
func (l *Ledger) TacticalLines() []string {
	rs, err := Rows()
	if l == nil || err != nil {
		return nil
	}
	var out []string
	for k, e := range l.Entries {
		if i := slices.IndexFunc(rs, func(r Row) bool { return r.ID == e.ID }); i >= 0 && rs[i].TacticalText != "" {
			out = append(out, fmt.Sprintf("%d. Because: %s So: %s", k+1, e.Cause, rs[i].TacticalText))
		}
	}
	return out
}

// Has reports whether the entry with the given row id applies.
func (l *Ledger) Has(id string) bool {
	for _, e := range l.Entries {
		if e.ID == id {
			return true
		}
	}
	return false
}

// String is the ledger as the player reads it: the Isandlwana result, then
// each effect with its cause.
func (l *Ledger) String() string {
	var b strings.Builder
	f := l.Facts
	o := "unknown"
	if k, ok := outcomeKeys[f.Outcome]; ok {
		o = k.String()
	}
	fmt.Fprintf(&b, "The ledger of Isandlwana: %s on turn %d; Queen's Colours %s; %d Zulu units eliminated.\n",
		o, f.Turn, strings.ReplaceAll(f.Colours, "_", " "), f.ZulusEliminated)
	if len(l.Entries) == 0 {
		b.WriteString("  Nothing from Isandlwana changes the set-up at Rorke's Drift.\n")
		return b.String()
	}
	for i, e := range l.Entries {
		fmt.Fprintf(&b, "  %d. Because: %s\n     So: %s\n", i+1, e.Cause, e.Effect)
	}
	return b.String()
}
