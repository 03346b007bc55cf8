package ui

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/assets"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

func (a *App) updateMenu() {
	mn := a.menu
	if id, on := a.clickedButton(); id != "" && on {
		a.menuPress(id)
		return
	}
	if !ebiten.IsKeyPressed(ebiten.KeyControl) && !ebiten.IsKeyPressed(ebiten.KeyMeta) {
		mn.Type(string(ebiten.AppendInputChars(nil)))
	}
	harlech := mn.Game == uistate.GameHarlech
	tac := mn.Game == uistate.GameTactical
	sk := mn.Game == uistate.GameSkirmish
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyBackspace):
		mn.Backspace()
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter):
		a.startGame()
	case inpututil.IsKeyJustPressed(ebiten.KeyF2):
		mn.NextGame()
	case harlech && (inpututil.IsKeyJustPressed(ebiten.KeyArrowRight) || inpututil.IsKeyJustPressed(ebiten.KeyTab)):
		mn.NextPlayers(1)
	case harlech && inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft):
		mn.NextPlayers(-1)
	case harlech && inpututil.IsKeyJustPressed(ebiten.KeyArrowUp):
		mn.NextLevel(1)
	case harlech && inpututil.IsKeyJustPressed(ebiten.KeyArrowDown):
		mn.NextLevel(-1)
	case tac && (inpututil.IsKeyJustPressed(ebiten.KeyArrowRight) || inpututil.IsKeyJustPressed(ebiten.KeyTab)):
		mn.NextTacticalSeats(1)
	case tac && inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft):
		mn.NextTacticalSeats(-1)
	case tac && inpututil.IsKeyJustPressed(ebiten.KeyArrowUp):
		mn.NextTacticalBot(0)
	case tac && inpututil.IsKeyJustPressed(ebiten.KeyArrowDown):
		mn.NextTacticalBot(1)
	case sk && (inpututil.IsKeyJustPressed(ebiten.KeyArrowRight) || inpututil.IsKeyJustPressed(ebiten.KeyTab)):
		mn.NextSkirmishSeats(1)
	case sk && inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft):
		mn.NextSkirmishSeats(-1)
	case sk && inpututil.IsKeyJustPressed(ebiten.KeyArrowUp):
		mn.NextSkirmishScenario(1)
	case sk && inpututil.IsKeyJustPressed(ebiten.KeyArrowDown):
		mn.NextSkirmishScenario(-1)
	case mn.Game == uistate.GameRamparts:
		// One way to play: the arrows choose nothing.
	case inpututil.IsKeyJustPressed(ebiten.KeyArrowRight) || inpututil.IsKeyJustPressed(ebiten.KeyTab):
		mn.NextMode(1)
	case inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft):
		mn.NextMode(-1)
	case inpututil.IsKeyJustPressed(ebiten.KeyArrowUp), inpututil.IsKeyJustPressed(ebiten.KeyArrowDown):
		mn.ToggleSetup()
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		if a.inProgress() {
			a.backToGame()
		}
	}
}

// backToGame leaves the start screen for the game in progress.
func (a *App) backToGame() {
	if a.harlech != nil {
		a.screen = ScreenHarlech
		return
	}
	if a.tactical != nil {
		a.screen = ScreenTactical
		return
	}
	if a.skirmish != nil {
		a.screen = ScreenSkirmish
		return
	}
	if a.ramparts != nil {
		a.screen = ScreenRorke
		return
	}
	if a.flow != nil {
		a.showFlow()
		return
	}
	a.screen = ScreenPlay
}

func (a *App) menuPress(id string) {
	mn := a.menu
	switch {
	case id == "game":
		mn.NextGame()
	case id == "hp-":
		mn.NextPlayers(-1)
	case id == "hp+":
		mn.NextPlayers(1)
	case id == "hl-":
		mn.NextLevel(-1)
	case id == "hl+":
		mn.NextLevel(1)
	case id == "ts-":
		mn.NextTacticalSeats(-1)
	case id == "ts+":
		mn.NextTacticalSeats(1)
	case id == "tb:0":
		mn.NextTacticalBot(0)
	case id == "tb:1":
		mn.NextTacticalBot(1)
	case id == "sc":
		mn.NextSkirmishScenario(1)
	case id == "ss-":
		mn.NextSkirmishSeats(-1)
	case id == "ss+":
		mn.NextSkirmishSeats(1)
	case id == "sb:0":
		mn.NextSkirmishBot(0)
	case id == "sb:1":
		mn.NextSkirmishBot(1)
	case strings.HasPrefix(id, "ha:"):
		k, err := strconv.Atoi(strings.TrimPrefix(id, "ha:"))
		if err == nil {
			mn.ToggleAdvisor(k)
		}
	case id == "mode-":
		mn.NextMode(-1)
	case id == "mode+":
		mn.NextMode(1)
	case id == "setup":
		mn.ToggleSetup()
	case id == "campaign":
		mn.ToggleCampaign()
	case id == "random":
		mn.SetSeed(uint64(time.Now().UnixNano()) % 1000000)
	case id == "start":
		a.startGame()
	case id == "resume":
		a.backToGame()
	case id == "load":
		a.openLoad()
	case strings.HasPrefix(id, "resume:"):
		k, err := strconv.Atoi(strings.TrimPrefix(id, "resume:"))
		if err != nil || k < 0 || k >= len(mn.Resume) {
			return
		}
		l, err := uistate.LoadFile(mn.Resume[k].Path)
		if err != nil {
			mn.Err = err.Error()
			return
		}
		a.openLoaded(l)
	case id == "quit":
		a.quit = true
	}
}

// menuAboutLines is how many lines the start screen gives to what the
// chosen way to play is (the bots' descriptions take two at most).
const menuAboutLines = 2

// menuAboutH is the room under the players row for what the way to play is.
func menuAboutH(s float64) float64 {
	return menuAboutLines*paint.LineHeight(paint.Face(assets.Regular, 13*s)) + 8*s
}

// menuHeight is how tall the start screen is at scale s in a window H
// high: it follows drawMenu's rows down to the bottom of its last button,
// plus a margin.
func (a *App) menuHeight(s, H float64) float64 {
	mn := a.menu
	lh := paint.LineHeight(paint.Face(assets.Bold, 15*s)) + 6*s // a row's label
	y := math.Min(H*0.08, 60*s) + 186*s
	y += lh + 62*s                 // the game
	y += lh + 44*s + menuAboutH(s) // players, what the mode is
	y += lh + 44*s + menuAboutH(s) // set-up and what to play, what they mean
	y += lh + 44*s                 // seed
	if mn.Err != "" {
		ef := paint.Face(assets.Regular, 14*s)
		y += float64(len(paint.Wrap(ef, mn.Err, 640*s))) * paint.LineHeight(ef)
	}
	rows, more := mn.ResumeRows()
	n := len(rows)
	if more {
		n++
	}
	y += 18*s + 58*s + float64(n)*46*s // new game and load, resume offers (and More…)
	return y + 40*s + 16*s             // back to the game and quit, margin
}

// drawMenu draws the start screen. A window too short for it at the
// screen's scale gets it drawn smaller, so that every button is on screen.
func (a *App) drawMenu(dst *ebiten.Image) {
	full, H := a.s, float64(a.h)
	defer func() { a.s = full }()
	// The title band and the line heights do not shrink in proportion:
	// shrink again until it fits (twice or three times at most).
	for i := 0; i < 8; i++ {
		need := a.menuHeight(a.s, H)
		if need <= H {
			break
		}
		a.s *= H / need * 0.995
	}
	s := a.s
	mn := a.menu
	W := float64(a.w)
	dst.Fill(paint.RGB(0x1D1915))
	// A band of the map's colours behind the title.
	top := math.Min(H*0.08, 60*s)
	fillRect(dst, uistate.Rect{Y: top, W: W, H: 150 * s}, paint.RGB(0x2A241D))
	fillRect(dst, uistate.Rect{Y: top + 150*s, W: W, H: 4 * s}, paint.ColGold)
	fillRect(dst, uistate.Rect{Y: top, W: W, H: 2 * s}, paint.ColGold)
	cx := W / 2
	title, sub := "Last Stand at Isandlwana", "22 January 1879 — the camp under the mountain"
	if mn.Game == uistate.GameHarlech {
		title, sub = "Men of Harlech", "Rorke's Drift, 22–23 January 1879 — the co-operative card game"
	}
	if mn.Game == uistate.GameTactical {
		title, sub = "The Defense of Rorke's Drift", "22–23 January 1879 — the mission station, man by man"
	}
	if mn.Game == uistate.GameSkirmish {
		title, sub = "Rules for Zulu", "Rorke's Drift, 22 January 1879 — the skirmish, one figure a man"
	}
	if mn.Game == uistate.GameRamparts {
		title, sub = uistate.RampartsTitle, "Rorke's Drift, 22–23 January 1879 — the solitaire defence"
	}
	pending.Text(dst, title, paint.Face(assets.Bold, 52*s), cx, top+22*s, paint.AlignCenter, paint.ColGold)
	pending.Text(dst, sub, paint.Face(assets.Italic, 22*s), cx, top+96*s, paint.AlignCenter, paint.ColText)

	pw := 640 * s
	x := cx - pw/2
	y := top + 186*s
	half := (pw - 10*s) / 2
	lf := paint.Face(assets.Bold, 15*s)
	row := func(label string) {
		pending.Text(dst, label, lf, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(lf) + 6*s
	}
	row("Game")
	a.drawButton(dst, uistate.Rect{X: x, Y: y, W: pw, H: 40 * s}, uistate.GameNames[mn.Game], "F2", true, "game")
	y += 62 * s // the gap the other rows have below their buttons
	if mn.Game == uistate.GameHarlech {
		y = a.drawHarlechRows(dst, x, y, pw)
	} else if mn.Game == uistate.GameTactical {
		y = a.drawTacticalRows(dst, x, y, pw)
	} else if mn.Game == uistate.GameSkirmish {
		y = a.drawSkirmishRows(dst, x, y, pw)
	} else if mn.Game == uistate.GameRamparts {
		y = a.drawRampartsRows(dst, x, y, pw)
	} else {
		y = a.drawIsandlwanaRows(dst, x, y, pw)
	}
	row("Seed (same seed and same moves give the same game)")
	sr := uistate.Rect{X: x, Y: y, W: pw - 150*s, H: 40 * s}
	roundRect(dst, sr, 5*s, paint.RGB(0xF4EDD8))
	seedText := mn.SeedText
	if a.cursorShown() {
		seedText += "|"
	}
	pending.Text(dst, seedText, paint.Face(assets.Bold, 18*s), sr.X+12*s, sr.Y+(sr.H-paint.LineHeight(paint.Face(assets.Bold, 18*s)))/2, paint.AlignLeft, paint.RGB(0x1D1915))
	a.drawButton(dst, uistate.Rect{X: x + pw - 140*s, Y: y, W: 140 * s, H: 40 * s}, "Random", "", true, "random")
	y += 44 * s
	if mn.Err != "" {
		ef := paint.Face(assets.Regular, 14*s)
		for _, ln := range paint.Wrap(ef, mn.Err, pw) {
			pending.Text(dst, ln, ef, x, y, paint.AlignLeft, paint.ColError)
			y += paint.LineHeight(ef)
		}
	}
	y += 18 * s
	start := "New game"
	if mn.Campaign && mn.Game == uistate.GameIsandlwana {
		start = "New campaign"
	}
	a.drawButton(dst, uistate.Rect{X: x, Y: y, W: half, H: 50 * s}, start, "Enter", true, "start")
	a.drawButton(dst, uistate.Rect{X: x + half + 10*s, Y: y, W: half, H: 50 * s}, "Load a game…", "Ctrl+O", a.saveDir != "", "load")
	y += 58 * s
	rows, more := mn.ResumeRows()
	for k, r := range rows {
		a.drawButton(dst, uistate.Rect{X: x, Y: y, W: pw, H: 40 * s}, "Resume "+r.Summary, "", true, "resume:"+strconv.Itoa(k))
		y += 46 * s
	}
	if more {
		others := len(mn.Resume) - len(rows)
		a.drawButton(dst, uistate.Rect{X: x, Y: y, W: pw, H: 40 * s}, "More… "+uistate.Plural(others, "other game", "other games")+" to resume, in the load dialog", "Ctrl+O", a.saveDir != "", "load")
		y += 46 * s
	}
	if a.inProgress() {
		a.drawButton(dst, uistate.Rect{X: x, Y: y, W: half, H: 40 * s}, "Back to the game in progress", "Esc", true, "resume")
	}
	a.drawButton(dst, uistate.Rect{X: x + half + 10*s, Y: y, W: half, H: 40 * s}, "Quit", "Ctrl+Q", true, "quit")
	pending.Flush()
}

// drawIsandlwanaRows draws the start screen's rows for Isandlwana: the way
// to play, and the set-up with one battle or the campaign.
func (a *App) drawIsandlwanaRows(dst *ebiten.Image, x, y, pw float64) float64 {
	s := a.s
	lf := paint.Face(assets.Bold, 15*s)
	row := func(label string) {
		pending.Text(dst, label, lf, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(lf) + 6*s
	}
	mn := a.menu
	half := (pw - 10*s) / 2
	vf := paint.Face(assets.Regular, 17*s)
	af := paint.Face(assets.Regular, 13*s)
	row("Players")
	mode := mn.Modes[mn.Mode].Label
	a.drawButton(dst, uistate.Rect{X: x, Y: y, W: 44 * s, H: 40 * s}, "<", "", len(mn.Modes) > 1, "mode-")
	fr := uistate.Rect{X: x + 50*s, Y: y, W: pw - 100*s, H: 40 * s}
	a.valueBox(dst, fr, mode, vf)
	a.drawButton(dst, uistate.Rect{X: x + pw - 44*s, Y: y, W: 44 * s, H: 40 * s}, ">", "", len(mn.Modes) > 1, "mode+")
	y += 44 * s
	about := mn.Modes[mn.Mode].About
	if len(mn.Bots) == 0 {
		about += " Solitaire appears here once a bot is installed."
	}
	for k, ln := range paint.Wrap(af, about, pw) {
		if k == menuAboutLines {
			break
		}
		pending.Text(dst, ln, af, x, y+float64(k)*paint.LineHeight(af), paint.AlignLeft, paint.ColDim)
	}
	y += menuAboutH(s)
	row("British set-up · what to play")
	setup := "Set-up as printed (3.2)"
	if mn.Free {
		setup = "Free set-up in the camp (10.0)"
	}
	a.drawButton(dst, uistate.Rect{X: x, Y: y, W: half, H: 40 * s}, setup, "Up/Down", true, "setup")
	what := "One battle: Isandlwana only"
	if mn.Campaign {
		what = "Campaign: then Rorke's Drift"
	}
	a.drawButton(dst, uistate.Rect{X: x + half + 10*s, Y: y, W: half, H: 40 * s}, what, "", true, "campaign")
	y += 44 * s
	for k, ln := range paint.Wrap(af, mn.SetupAbout(), pw) {
		if k == menuAboutLines {
			break
		}
		pending.Text(dst, ln, af, x, y+float64(k)*paint.LineHeight(af), paint.AlignLeft, paint.ColDim)
	}
	y += menuAboutH(s)
	return y
}

// drawHarlechRows draws the start screen's rows for Men of Harlech: how
// many play and the level, then who plays each seat.
func (a *App) drawHarlechRows(dst *ebiten.Image, x, y, pw float64) float64 {
	s := a.s
	lf := paint.Face(assets.Bold, 15*s)
	row := func(label string) {
		pending.Text(dst, label, lf, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(lf) + 6*s
	}
	mn := a.menu
	h := mn.HarlechChoiceNow()
	half := (pw - 10*s) / 2
	vf := paint.Face(assets.Regular, 17*s)
	af := paint.Face(assets.Regular, 13*s)
	row("Players · level")
	stepper := func(x0 float64, label, minus, plus string) {
		a.drawButton(dst, uistate.Rect{X: x0, Y: y, W: 44 * s, H: 40 * s}, "<", "", true, minus)
		fr := uistate.Rect{X: x0 + 50*s, Y: y, W: half - 100*s, H: 40 * s}
		a.valueBox(dst, fr, label, vf)
		a.drawButton(dst, uistate.Rect{X: x0 + half - 44*s, Y: y, W: 44 * s, H: 40 * s}, ">", "", true, plus)
	}
	stepper(x, h.PlayersLabel(), "hp-", "hp+")
	stepper(x+half+10*s, h.LevelLabel(), "hl-", "hl+")
	y += 44 * s
	for k, ln := range paint.Wrap(af, mn.HarlechAbout()+" Left/Right: players, Up/Down: level.", pw) {
		if k == menuAboutLines {
			break
		}
		pending.Text(dst, ln, af, x, y+float64(k)*paint.LineHeight(af), paint.AlignLeft, paint.ColDim)
	}
	y += menuAboutH(s)
	row("Who plays each seat (click: a person or the advisor bot)")
	bw := (pw - 4*6*s) / 5
	for seat := range 5 {
		label := "P" + strconv.Itoa(seat+1) + ": —"
		if seat < h.Players {
			label = h.AdvisorLabel(seat)
		}
		a.drawButton(dst, uistate.Rect{X: x + float64(seat)*(bw+6*s), Y: y, W: bw, H: 40 * s}, label, "", seat < h.Players, "ha:"+strconv.Itoa(seat))
	}
	y += 44 * s
	for k, ln := range paint.Wrap(af, "The advisor plays its seat at a pace you can follow and says why; a person's hand is shown only to that person.", pw) {
		if k == menuAboutLines {
			break
		}
		pending.Text(dst, ln, af, x, y+float64(k)*paint.LineHeight(af), paint.AlignLeft, paint.ColDim)
	}
	return y + menuAboutH(s)
}

// menuRows draws a game's rows of the start screen one under the other,
// from y down, pw wide (the tactical game's and the skirmish's).
type menuRows struct {
	a          *App
	dst        *ebiten.Image
	x, y, pw   float64
	s          float64
	lf, vf, af *paint.Font
}

func (a *App) newMenuRows(dst *ebiten.Image, x, y, pw float64) *menuRows {
	s := a.s
	return &menuRows{a: a, dst: dst, x: x, y: y, pw: pw, s: s,
		lf: paint.Face(assets.Bold, 15*s), vf: paint.Face(assets.Regular, 17*s), af: paint.Face(assets.Regular, 13*s)}
}

// label writes a row's title.
func (r *menuRows) label(text string) {
	pending.Text(r.dst, text, r.lf, r.x, r.y, paint.AlignLeft, paint.ColDim)
	r.y += paint.LineHeight(r.lf) + 6*r.s
}

// about writes a row's explanation in the room every game's rows give it.
func (r *menuRows) about(text string) {
	for k, ln := range paint.Wrap(r.af, text, r.pw) {
		if k == menuAboutLines {
			break
		}
		pending.Text(r.dst, ln, r.af, r.x, r.y+float64(k)*paint.LineHeight(r.af), paint.AlignLeft, paint.ColDim)
	}
	r.y += menuAboutH(r.s)
}

// chooser draws a value between a "<" and a ">" button (ids less and
// more), each bw wide and gap from the value, from x, w wide, on the row
// at y.
func (r *menuRows) chooser(x, w, bw, gap float64, value, less, more string) {
	s := r.s
	r.a.drawButton(r.dst, uistate.Rect{X: x, Y: r.y, W: bw, H: 40 * s}, "<", "", true, less)
	fr := uistate.Rect{X: x + bw + gap, Y: r.y, W: w - 2*(bw+gap), H: 40 * s}
	r.a.valueBox(r.dst, fr, value, r.vf)
	r.a.drawButton(r.dst, uistate.Rect{X: x + w - bw, Y: r.y, W: bw, H: 40 * s}, ">", "", true, more)
}

// bots draws each side's bot button (id prefix then the seat), and ends
// the row.
func (r *menuRows) bots(labels [2]string, on [2]bool, prefix string) {
	s := r.s
	half := (r.pw - 10*s) / 2
	for seat := range 2 {
		r.a.drawButton(r.dst, uistate.Rect{X: r.x + float64(seat)*(half+10*s), Y: r.y, W: half, H: 40 * s}, labels[seat], "", on[seat], prefix+strconv.Itoa(seat))
	}
	r.y += 44 * s
}

// drawTacticalRows draws the start screen's rows for the tactical Defense
// of Rorke's Drift: the way to play (which side is yours), then the bot of
// each side. They are as tall as the other games' rows (menuHeight).
func (a *App) drawTacticalRows(dst *ebiten.Image, x, y, pw float64) float64 {
	r := a.newMenuRows(dst, x, y, pw)
	t := a.menu.Tactical
	r.label("Who plays")
	r.chooser(x, pw, 44*r.s, 6*r.s, uistate.TacticalSeatNames[t.Seats], "ts-", "ts+")
	r.y += 44 * r.s
	r.about(a.menu.TacticalAbout() + " Left/Right: who plays.")
	r.label("The bots (click, or Up/Down: the next bot for that side)")
	r.bots([2]string{t.BotLabel(0), t.BotLabel(1)}, t.Bots(), "tb:")
	r.about("In play: click a unit, then a lit hex to move it; F plans fire or melee with the odds, Enter carries it out, E ends the phase, H the keys.")
	return r.y
}

// drawSkirmishRows draws the start screen's rows for Rules for Zulu: the
// scenario and the way to play, then the bot of each side. They are as
// tall as the other games' rows (menuHeight).
func (a *App) drawSkirmishRows(dst *ebiten.Image, x, y, pw float64) float64 {
	r := a.newMenuRows(dst, x, y, pw)
	s := a.s
	c := a.menu.Skirmish
	half := (pw - 10*s) / 2
	r.label("Scenario (click or Up/Down) · who plays (Left/Right)")
	a.drawButton(dst, uistate.Rect{X: x, Y: r.y, W: half, H: 40 * s}, "Scenario: "+c.ScenarioTitle(), "", true, "sc")
	r.chooser(x+half+10*s, half, 40*s, 4*s, uistate.TacticalSeatNames[c.Seats], "ss-", "ss+")
	r.y += 44 * s
	r.about(a.menu.SkirmishAbout())
	r.label("The bots (click: the next bot for that side)")
	r.bots([2]string{c.BotLabel(0), c.BotLabel(1)}, c.Bots(), "sb:")
	r.about("In play: click a figure, then a lit hex to move (its MP shown) or an enemy to aim (the chance shown), again to fire; Q/W turn, E ends the phase, H the keys.")
	return r.y
}

// drawRampartsRows draws the start screen's rows for Zulus on the
// Ramparts! played alone: who plays and how a turn goes. There is nothing
// to choose but the seed; the rows are as tall as the other games'
// (menuHeight).
func (a *App) drawRampartsRows(dst *ebiten.Image, x, y, pw float64) float64 {
	r := a.newMenuRows(dst, x, y, pw)
	s := r.s
	box := func(text string) {
		fr := uistate.Rect{X: x, Y: r.y, W: pw, H: 40 * s}
		a.valueBox(dst, fr, text, r.vf)
		r.y += 44 * s
	}
	r.label("Who plays")
	box("Solitaire: you are the British; the game plays the Zulus")
	r.about(a.menu.GameAbout())
	r.label("How a turn goes")
	box("A chit brings the Zulus on, then you act with cards and Heroes")
	r.about("Click an action button or press its number; H, ? or F1 the keys. In a campaign this battle follows Isandlwana, changed by what happened there.")
	return r.y
}

// valueBox draws a chosen value (the way to play, the level…) centred in
// its box r, shortened with "…" only if it does not fit (a.boxes records
// it for the tests, which hold every value to fitting).
func (a *App) valueBox(dst *ebiten.Image, r uistate.Rect, text string, f *paint.Font) {
	s := a.s
	roundRect(dst, r, 5*s, paint.RGB(0x3A3228))
	shown := paint.Ellipsize(f, text, r.W-12*s)
	pending.Text(dst, shown, f, r.X+r.W/2, r.Y+(r.H-paint.LineHeight(f))/2, paint.AlignCenter, paint.ColText)
	a.boxes = append(a.boxes, hitButton{r: r, label: text, cut: shown != text})
}
