package uistate

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"zulu1879/campaign"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// Mode is a way to play: who controls each side.
type Mode struct {
	Label   string
	Players [2]*Bot // nil: a human at this screen
	// Curtain hides the board between the two players' turns. Isandlwana
	// has no hidden information, so plain hotseat shows no such screen; it
	// is there for players who want it.
	Curtain bool
	// About says what the way to play is, and how its bot plays.
	About string
}

// Modes lists the ways to play with the registered bots: people first
// (hotseat, then hotseat with a hand-over screen between the sides), then
// solitaire as the British for each Zulu bot and as the Zulus for each
// British bot, in the order of bots (AIBots: the weakest first).
func Modes(bots []Bot) []Mode {
	out := []Mode{{Label: "Hotseat: two players at this screen", About: "Two players take turns at this screen; the board stays in view."},
		{Label: "Hotseat, hiding the board between turns", Curtain: true,
			About: "Two players take turns; a hand-over screen hides the board until the next player is ready."}}
	about := func(b *Bot) string {
		side := "Zulus"
		if b.Side == isandlwana.British {
			side = "British"
		}
		if b.About == "" {
			return "The computer plays the " + side + "."
		}
		name := strings.TrimPrefix(b.Name, "the ")
		return "The computer plays the " + side + ". " + strings.ToUpper(name[:1]) + name[1:] + ": " + b.About + "."
	}
	for i := range bots {
		b := &bots[i]
		switch b.Side {
		case isandlwana.Zulu:
			out = append(out, Mode{Label: "Solitaire: you are the British, against " + b.Name, Players: [2]*Bot{nil, b}, About: about(b)})
		case isandlwana.British:
			out = append(out, Mode{Label: "Solitaire: you are the Zulus, against " + b.Name, Players: [2]*Bot{b, nil}, About: about(b)})
		}
	}
	return out
}

// Menu is the start screen.
type Menu struct {
	// Bots are the registered bots the modes are made of; a loaded save's
	// recorded players are looked up among them.
	Bots     []Bot
	Modes    []Mode
	Mode     int
	Free     bool   // the optional free British set-up (10.0)
	SeedText string // the seed field
	Err      string
	// Campaign makes the new game a campaign: Isandlwana, its ledger, then
	// Rorke's Drift.
	Campaign bool
	// Resume lists the games to resume after a crash (the newest autosave
	// of a single game and of a campaign), newest first.
	Resume []ResumeOffer
	// Game is the game to start: GameIsandlwana or GameHarlech; Harlech
	// its choices for Men of Harlech.
	Game    int
	Harlech HarlechChoice
	// Tactical is the choice for the tactical Defense of Rorke's Drift.
	Tactical TacticalChoice
	// Skirmish is the choice for Rules for Zulu, the skirmish.
	Skirmish SkirmishChoice
}

// ResumeOffer is an autosave the start screen offers to resume.
type ResumeOffer struct {
	Path    string
	Summary string
	// Kind is KindGame or KindCampaign.
	Kind FileKind
}

// MaxSeedDigits bounds the seed field.
const MaxSeedDigits = 20

// NewMenu makes the start screen with the registered bots and a first seed.
func NewMenu(bots []Bot, seed uint64) *Menu {
	return &Menu{Bots: bots, Modes: Modes(bots), SeedText: strconv.FormatUint(seed, 10)}
}

// NextMode cycles through the ways to play.
func (m *Menu) NextMode(d int) {
	n := len(m.Modes)
	m.Mode = ((m.Mode+d)%n + n) % n
}

// SetupAbout says in a sentence or two what the chosen set-up and the
// choice between one battle and the campaign mean, for the start screen.
func (m *Menu) SetupAbout() string {
	setup := "The British start where the rulebook places them."
	if m.Free {
		setup = "The British player places every British unit in the camp before the Zulus come."
	}
	what := "The game ends with the battle."
	if m.Campaign {
		what = "After Isandlwana the day goes on at Rorke's Drift, where what happened in the camp changes the defence."
	}
	return setup + " " + what
}

// ToggleSetup switches between the standard and the free set-up.
func (m *Menu) ToggleSetup() { m.Free = !m.Free }

// Type adds typed characters to the seed field (digits only).
func (m *Menu) Type(s string) {
	for _, r := range s {
		if r >= '0' && r <= '9' && len(m.SeedText) < MaxSeedDigits {
			m.SeedText += string(r)
			m.Err = ""
		} else if r < '0' || r > '9' {
			m.Err = fmt.Sprintf("the seed is a whole number: %q is not a digit", r)
		}
	}
}

// Backspace removes the seed field's last digit.
func (m *Menu) Backspace() {
	if m.SeedText != "" {
		m.SeedText = m.SeedText[:len(m.SeedText)-1]
	}
}

// SetSeed puts a seed in the field.
func (m *Menu) SetSeed(seed uint64) { m.SeedText, m.Err = strconv.FormatUint(seed, 10), "" }

// Seed parses the seed field.
func (m *Menu) Seed() (uint64, error) {
	s := strings.TrimSpace(m.SeedText)
	if s == "" {
		return 0, fmt.Errorf("enter a seed: any whole number from 0 to 18446744073709551615")
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %q is too large: the largest is 18446744073709551615", s)
	}
	return v, nil
}

// ToggleCampaign switches between a single battle and the campaign.
func (m *Menu) ToggleCampaign() { m.Campaign = !m.Campaign }

// ScenarioID is the built-in scenario the menu's set-up choice names.
func (m *Menu) ScenarioID() string {
	if m.Free {
		return "isandlwana-free"
	}
	return "isandlwana"
}

// Start makes the new game the menu describes, or says what is wrong. For
// a campaign it also returns the campaign's flow (whose Model is the model
// returned); for a single battle the flow is nil.
func (m *Menu) Start() (*Model, *Flow, error) {
	seed, err := m.Seed()
	if err != nil {
		m.Err = err.Error()
		return nil, nil, err
	}
	mode := m.Modes[m.Mode]
	if m.Campaign {
		c, err := campaign.New(m.ScenarioID(), seed)
		if err != nil {
			m.Err = err.Error()
			return nil, nil, err
		}
		f := NewFlow(c, mode.Players)
		f.Model.Curtain = mode.Curtain
		return f.Model, f, nil
	}
	s, err := saves.Start(m.ScenarioID(), seed, isandlwana.Options{})
	if err != nil {
		m.Err = err.Error()
		return nil, nil, err
	}
	s.SetCurtain(mode.Curtain) // kept in the save, restored by NewModel on load
	md := NewModel(s, mode.Players)
	md.Curtain = mode.Curtain
	return md, nil, nil
}

// MaxResumeRows is how many games the start screen offers to resume at
// most: the newest; the others are in the load dialog (a "More…" row),
// so that the rows never push Quit off the screen.
const MaxResumeRows = 3

// SortResume orders the offers newest first by their file's time (an
// offer whose file cannot be read goes last); offers of the same time
// keep their order.
func SortResume(offers []ResumeOffer) {
	at := func(o ResumeOffer) time.Time {
		st, err := os.Stat(o.Path)
		if err != nil {
			return time.Time{}
		}
		return st.ModTime()
	}
	times := map[string]time.Time{}
	for _, o := range offers {
		times[o.Path] = at(o)
	}
	slices.SortStableFunc(offers, func(a, b ResumeOffer) int { return times[b.Path].Compare(times[a.Path]) })
}

// ResumeRows are the offers the start screen shows, the newest
// MaxResumeRows of m.Resume (which is newest first); more reports whether
// there are others, which the load dialog lists.
func (m *Menu) ResumeRows() (rows []ResumeOffer, more bool) {
	if len(m.Resume) <= MaxResumeRows {
		return m.Resume, false
	}
	return m.Resume[:MaxResumeRows], true
}
