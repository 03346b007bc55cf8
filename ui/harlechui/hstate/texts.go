package hstate

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"zulu1879/games"
	"zulu1879/harlech"
)

// Describe says in words what an action does, for its button and the
// message after it.
func (m *Model) Describe(action string) string {
	d := m.G().Data()
	f := strings.Fields(action)
	if len(f) == 0 {
		return action
	}
	pos := func(letter string) string {
		if p := slices.Index(harlech.PosLetters[:], strings.TrimSuffix(letter, "2")); p >= 0 {
			return harlech.PosNames[p]
		}
		return letter
	}
	switch f[0] {
	case "fall-back":
		return "Fall back (the team may draw a card)"
	case "hold":
		if len(f) == 3 {
			return fmt.Sprintf("Hold: the %s against %s", f[1], pos(f[2]))
		}
	case "roll", "roll+volley", "ammo", "ammo+volley", "go", "go+volley":
		base := map[string]string{"roll": "Roll the location die", "ammo": "Take an Ammo card instead of the die", "go": "Attack without a die"}[strings.TrimSuffix(f[0], "+volley")]
		if strings.HasSuffix(f[0], "+volley") {
			if base == "Attack without a die" {
				return "Spend a Volley: roll the Volley die"
			}
			return base + ", and spend a Volley (its die too)"
		}
		return base
	case "pass":
		return "Pass"
	case "use-ammo":
		return "Use an Ammo card (+1)"
	case "give":
		if len(f) == 2 {
			n, _ := strconv.Atoi(f[1])
			if n >= 1 && n <= 5 {
				return "The team's card goes to " + PlayerName(n-1)
			}
		}
	case "skip":
		return "The team draws no card"
	case "discard":
		if len(f) == 2 {
			return "Discard " + cardName(d, f[1])
		}
	case "play":
		if len(f) >= 2 {
			s := "Play " + harlech.BritishTitle(d, f[1])
			if len(f) == 3 {
				switch f[1] {
				case "schiess":
					s += ": reroll the " + map[string]string{"location": "location die", "volley": "Volley die", "both": "both dice"}[f[2]]
				case "adendorff", "extinguish":
					which := ""
					if strings.HasSuffix(f[2], "2") {
						which = " (the second card)"
					}
					s += " on " + pos(f[2]) + which
				case "reynolds":
					s += ": take back the " + f[2]
				}
			}
			return s
		}
	}
	return action
}

// cardName is a British card of the notation as a phrase.
func cardName(d *harlech.Data, tok string) string {
	if _, err := strconv.Atoi(tok); err == nil {
		return "the attack card of " + tok
	}
	return harlech.BritishTitle(d, tok)
}

// PhaseTitle names the decision the game waits for.
func (m *Model) PhaseTitle() string {
	if m.Over() {
		return "The battle is over"
	}
	seat, ph := m.G().Decision()
	who := PlayerName(seat)
	if m.IsBot(games.Seat(seat)) {
		who += " (" + m.BotNames[games.Seat(seat)] + ")"
	}
	switch ph {
	case harlech.PhaseTurn:
		return who + ": hold or fall back"
	case harlech.PhaseDice:
		return who + ": dice"
	case harlech.PhaseWindow:
		return who + ": an at-anytime card?"
	case harlech.PhaseGive:
		return who + ": who gets the team's card"
	case harlech.PhaseDiscard:
		return who + ": over the hand limit"
	}
	return who
}

// Instructions says what is asked now, and of whom.
func (m *Model) Instructions() string {
	st := m.Rec.State()
	if m.Over() {
		r, _ := st.Result()
		return r.How
	}
	s := st.ToAct()
	switch {
	case m.Curtain:
		return "Pass the keyboard to " + PlayerName(int(s)) + "."
	case m.IsBot(s):
		return fmt.Sprintf("%s (the %s bot) is deciding.", PlayerName(int(s)), m.BotNames[s])
	case m.Chosen != "":
		return "Which position does the " + m.Chosen + " attack?"
	}
	_, text, _ := strings.Cut(st.Prompt().Text, ": ")
	if text == "" {
		text = st.Prompt().Text
	}
	if text == "" {
		return ""
	}
	text = strings.ToUpper(text[:1]) + text[1:]
	if strings.HasSuffix(text, "?") || strings.HasSuffix(text, ".") {
		return text // a question keeps its own mark
	}
	return text + "."
}

// LogLine is one line of the log panel; New marks what the last action did.
type LogLine struct {
	Text string
	New  bool
	Why  bool // a bot's reason
}

// LogLines are the last n lines of the log as the seat at the screen reads
// it, each bot's reason just before what its action did.
func (m *Model) LogLines(n int) []LogLine {
	if m.Viewer == games.Nobody && len(m.People) > 1 {
		return nil
	}
	evs := m.Log()
	var out []LogLine
	r := 0
	for i, e := range evs {
		for r < len(m.Reasons) && m.Reasons[r].At <= i {
			out = append(out, m.reasonLine(m.Reasons[r], m.Reasons[r].At >= m.Mark))
			r++
		}
		out = append(out, LogLine{Text: LogWords(e.Text), New: i >= m.Mark})
	}
	for ; r < len(m.Reasons); r++ {
		out = append(out, m.reasonLine(m.Reasons[r], m.Reasons[r].At >= m.Mark))
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

func (m *Model) reasonLine(r Reason, isNew bool) LogLine {
	t := fmt.Sprintf("%s (%s): %s", PlayerName(int(r.Seat)), r.Bot, r.Action)
	if r.Text != "" {
		t += " — " + r.Text
	}
	return LogLine{Text: t, New: isNew, Why: true}
}

// Dice are the last attack dice the seat at the screen may read, and
// whether they were rolled since the last action of the person.
func (m *Model) Dice() (harlech.DiceRoll, bool) {
	evs := m.Log()
	d := harlech.LastDice(evs)
	fresh := false
	for i := len(evs) - 1; i >= m.Mark && i >= 0; i-- {
		if evs[i].Text == d.Text && len(evs[i].Dice) > 0 {
			fresh = true
			break
		}
	}
	return d, fresh
}

// HandTitle heads the hand shown, or says why none is.
func (m *Model) HandTitle() string {
	v := m.View()
	switch m.Viewer {
	case games.Omniscient:
		return "Every hand (nobody plays at this screen: the bots' table)"
	case games.Nobody:
		return "No hand is shown until a player takes the keyboard"
	}
	h := v.Hands[m.Viewer]
	return fmt.Sprintf("Your hand · %s · %d of %d cards · Ammo %d", PlayerWords(h.Seat), h.Count, v.HandLimit, h.Ammo)
}

// Ending is what the ending overlay says.
type Ending struct {
	Title string
	Lines []string
	Medal string
	Won   bool
}

// EndingView is the ending's text.
func (m *Model) EndingView() Ending {
	r, _ := m.Rec.State().Result()
	v := m.View()
	e := Ending{Title: "The post is overrun", Medal: r.Level, Won: len(r.Winners) > 0}
	if e.Won {
		e.Title = "Rorke's Drift holds"
	}
	e.Lines = append(e.Lines, r.How)
	if e.Won {
		e.Lines = append(e.Lines, fmt.Sprintf("Every player is awarded the %s (the Relief Column on space %d of %d).", r.Level, v.Relief, v.ReliefEnd))
	} else {
		e.Lines = append(e.Lines, fmt.Sprintf("The Relief Column was on space %d of %d. No medal is awarded.", v.Relief, v.ReliefEnd))
	}
	e.Lines = append(e.Lines, fmt.Sprintf("%s, turn %d; Zulu cards left in the deck: %d.", levelName(v.Level), v.Turn, v.ZuluDeck))
	return e
}

func levelName(level int) string {
	if level == 0 {
		return "Random locations"
	}
	return "Level " + strconv.Itoa(level)
}

// Subtitle is the bar's second line: the level and who plays.
func (m *Model) Subtitle() string {
	v := m.View()
	var ps []string
	for _, s := range games.Playing(m.Rec.State(), m.Rec.Info()) {
		w := PlayerName(int(s))
		if m.IsBot(s) {
			w += " (" + m.BotNames[s] + ")"
		}
		ps = append(ps, w)
	}
	return levelName(v.Level) + " · seed " + strconv.FormatUint(m.Rec.Setup().Seed, 10) + " · " + strings.Join(ps, ", ")
}

// Help is the help overlay's text, in the program's own words.
var Help = []string{
	"The players together hold Rorke's Drift: four positions (north, south, east, west), each with a face-up Zulu card in front and one more behind it. The British win when the Relief Column reaches the end of its track, or when every Zulu card is gone; they lose when the player in turn can neither hold nor fall back.",
	"On your turn, hold: choose an attack card of your hand (click Hold with the card, or press its number), then the position it attacks. Where the location shows a die you may roll it, or take an Ammo card instead; a Volley adds a die. An attack equal to or above the Zulu card beats it; then it goes on against the card behind.",
	"Or fall back: the marker moves one space in, and the team may draw a British card for any player. A Zulu card with the bonus symbol (*) lets the team draw a card when beaten.",
	"At-anytime cards (heroes, Schiess, Adendorff, Dalton, Reynolds, Keep Their Heads Down, Extinguish Fire) are lit in your hand when they may be played; their buttons are in the panel. Pass (Enter) when you play none.",
	"Medals, on a win: the earlier on the relief track the win, the better the medal (the bands above the track).",
}

// KeyHelp is one key of the screen and what it does. Keys is the one
// table the screen's keys and the help's key line are made from.
type KeyHelp struct {
	Name  string // the key's name as PressKey takes it
	Shown string // how the help names it
	What  string
}

// Keys are the screen's keys.
var Keys = []KeyHelp{
	{"1", "1-9", "the numbered buttons"},
	{"Enter", "Enter", "pass, lift the hand-over screen, continue"},
	{"Escape", "Esc", "another card, close the help, look at the table at the end"},
	{"B", "B", "look at the table at the end"},
	{"A", "A", "the advisor's advice for your decision (shown, not played)"},
	{"F", "F", "the advisor plays fast, or at the normal pace again"},
	{"H", "H, ? or F1", "this help"},
	{"U", "U or Ctrl+Z", "undo your last action and the advisor's after it, until a card is drawn, shown or turned or a die rolled (nothing hidden is ever shown)"},
}

// KeyLine is the help's line of keys.
func KeyLine() string {
	var parts []string
	for _, k := range Keys {
		parts = append(parts, k.Shown+": "+k.What)
	}
	return "Keys: " + strings.Join(parts, "; ") + "."
}

// HelpHosted is the help's line for the game window.
const HelpHosted = "In the game window: Esc (with nothing to close) or Ctrl+M: the menu, where the game waits; Ctrl+S saves, Ctrl+O loads. The game autosaves after every action."

// HelpText is the help overlay's text.
func (m *Model) HelpText() []string {
	out := append(slices.Clone(Help), KeyLine())
	if m.Hosted {
		out = append(out, HelpHosted)
	}
	return out
}

// PlayerName is seat (0-based) as the screen writes it: "Player 1", where
// the game's records and the terminal say "player-1".
func PlayerName(seat int) string { return "Player " + strconv.Itoa(seat+1) }

// playerNames finds the game's seat names ("player-2") in its log's lines.
var playerNames = regexp.MustCompile(`\bplayer-([1-5])\b`)

// LogWords is a line of the game's log as the screen shows it: the seat
// names in the screen's words ("player-2" becomes "Player 2").
func LogWords(text string) string { return playerNames.ReplaceAllString(text, "Player $1") }

// PlayerWords turns a seat name of the game's views ("player-2") into
// the screen's words ("Player 2"); another name is kept.
func PlayerWords(name string) string {
	if n, ok := strings.CutPrefix(name, "player-"); ok {
		return "Player " + n
	}
	return name
}
