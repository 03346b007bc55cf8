package ramparts

import (
	"zulu1879/internal/words"
)

// Causes of the end of the game (11.0).
const (
	CauseDefeat    = "military defeat"
	CauseVictory   = "military victory"
	CauseRelief    = "political face-saving"
	CauseStalemate = "turn limit"
)

// Level is a historical victory level (11.0), from TragicDefeat to EpicVictory.
type Level int

// The six victory levels.
const (
	TragicDefeat Level = iota
	IgnobleDefeat
	Standoff
	MinorVictory
	MajorVictory
	EpicVictory
)

var levelNames = [...]string{"Tragic Defeat", "Ignoble Defeat", "Standoff", "Minor Victory", "Major Victory", "Epic Victory"}
var levelZulu = [...]string{"Zulu major victory", "Zulu minor victory", "draw", "Zulu setback", "Zulu defeat (the historical result)", "Zulu debacle"}

func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return "?"
	}
	return levelNames[l]
}

// LevelFor maps a VP total to its victory level.
func LevelFor(vp int) Level {
	switch {
	case vp <= 24:
		return TragicDefeat
	case vp <= 34:
		return IgnobleDefeat
	case vp <= 39:
		return Standoff
	case vp <= 49:
		return MinorVictory
	case vp <= 59:
		return MajorVictory
	}
	return EpicVictory
}

// VPLine is one line of the VP tally.
type VPLine struct {
	Label string `json:"label"`
	VP    int    `json:"vp"`
}

// Result is the outcome (or, before the end, the current tally) of a game.
type Result struct {
	Over      bool     `json:"over"`
	Cause     string   `json:"cause,omitempty"`
	Detail    string   `json:"detail,omitempty"`
	VP        int      `json:"vp"`
	Level     Level    `json:"level"`
	LevelName string   `json:"level_name"`
	ZuluView  string   `json:"zulu_view"`
	Epilogue  string   `json:"epilogue"`
	Turns     int      `json:"turns"`
	Breakdown []VPLine `json:"breakdown"`
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Result returns the final result, or the tally so far if the game goes on.
func (g *Game) Result() Result {
	if g.Outcome != nil {
		return *g.Outcome
	}
	if g.initTables() != nil {
		return Result{}
	}
	return g.tally("", "")
}

func (g *Game) endGame(cause, detail string) {
	g.Phase = PhaseOver
	r := g.tally(cause, detail)
	g.Outcome = &r
	g.logf("11.0", nil, "the game ends: %s (%s). %d VP: %s", cause, detail, r.VP, r.LevelName)
}

// VP computes the Victory Point schedule (11.0) now.
func (g *Game) VP() (int, []VPLine) {
	var lines []VPLine
	add := func(label string, vp int) {
		if vp != 0 {
			lines = append(lines, VPLine{label, vp})
		}
	}
	heroes := append(append(append([]int(nil), g.Tableau...), g.Reserve...), g.BarricadeHero)
	for _, id := range heroes {
		if id == 0 {
			continue
		}
		c := g.card(id)
		if c.HasMedal() {
			add(c.Name+" (decorated, in the fight)", 2)
		} else {
			add(c.Name+" (in the fight)", 1)
		}
	}
	cas, elim := 0, 0
	for i := range g.IButhos {
		cas += g.IButhos[i].Casualty
		if g.IButhos[i].Eliminated {
			elim++
		}
	}
	add(words.Count(cas, "Zulu Hit marker", "Zulu Hit markers")+" in the casualties box", 3*cas)
	for b := 0; b < 2; b++ {
		if !g.Burning[b] {
			add(g.t.bName[b]+" not burning", 4)
		}
	}
	add(words.Count(elim, "iButho", "iButhos")+" wiped out", 6*elim)
	if g.Relieved {
		add("the Relief Column arrived", 10)
	}
	for _, b := range g.Banners {
		add(g.t.banners[b].Name+" banner", g.t.banners[b].VP)
	}
	add("optional cards added (12.3)", -len(g.Options.OptionalCards))
	if g.Options.MeleeCombat {
		add("optional rule 12.2", -1)
	}
	if g.Options.Officers {
		add("optional rule 12.5", -2)
	}
	add("campaign bonus", g.Options.Campaign.BonusVP)
	total := 0
	for _, l := range lines {
		total += l.VP
	}
	return total, lines
}

func (g *Game) tally(cause, detail string) Result {
	vp, lines := g.VP()
	lv := LevelFor(vp)
	return Result{
		Over: cause != "", Cause: cause, Detail: detail, VP: vp, Level: lv, LevelName: lv.String(),
		ZuluView: levelZulu[lv], Epilogue: Epilogue(lv), Turns: g.Turn, Breakdown: lines,
	}
}

// Epilogue returns the closing story of a victory level, in the project's own words.
func Epilogue(l Level) string {
	switch l {
	case TragicDefeat:
		return "The post went down in the first rush. With nothing left to stop him, Prince Dabulamanzi let his warriors rest among the ruins and marched at first light for Helpmekaar, where one weary company and a few sheds of stores stood in his way. They could not hold. The Regiment's Colours went back across the Buffalo as a trophy, Natal emptied its farms in panic, and the King forgave his half-brother's disobedience for the sake of the plunder."
	case IgnobleDefeat:
		return "Chelmsford's column came down to the drift in the morning to find smoke, silence and the dead. The defenders had fought, but not for long. The Zulus showed themselves on the ridge, then set the last roofs alight and slipped back into Zululand before the exhausted column, short of cartridges, could engage. London read of two disasters in one day, and the government shook."
	case Standoff:
		return "In the last hours of darkness the garrison crouched behind its final wall, counting cartridges and waiting for the rush that would end it. The rush never came: the warriors were spent and melted away before dawn. Nobody could call it a victory. At home the news did nothing to soften Isandlwana, and the blame began to settle on Chelmsford and Frere."
	case MinorVictory:
		return "When the attacks died away after midnight, a third of the garrison was down, the water was almost gone and men scraped cartridges from the pouches of the dead. But the line still stood, and the Prince judged that his tired regiments could not break it before the column returned. He withdrew. London was grateful for a crumb of good news on a terrible day, but few medals followed and fewer cheers."
	case MajorVictory:
		return "The assaults lost their force late in the night and the firing died by four in the morning. At dawn the hillsides were empty except for the Zulu dead. Chelmsford's column watched the worn-out regiments file past toward the river, and neither side wanted another fight. The War Office made the most of it: eleven Victoria Crosses for one small post, the most ever won by a regiment in a single action, while the Zulus who had missed Isandlwana went home to be mocked."
	case EpicVictory:
		return "Rorke's Drift became a lesson and a legend overnight. The column that relieved it took heart, Natal breathed again, and Chelmsford, regrouping around the post, went back across the river in February with fortified camps as his method. Again and again the Zulu army broke itself on such walls. For generations, soldiers surrounded and outnumbered would be told to remember Rorke's Drift."
	}
	return ""
}
