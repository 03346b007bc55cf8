package skstate

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/skirmish"
)

// hotseat is a new game of scenario with a person on both seats.
func hotseat(t *testing.T, scenario string, seed uint64) *Model {
	t.Helper()
	rec, err := NewGame(scenario, seed, "", "")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// reach lets the default bots play both seats until ok holds, then hands
// both seats to people: the position a person would meet.
func reach(t *testing.T, scenario string, seed uint64, ok func(m *Model) bool) *Model {
	t.Helper()
	rec, err := NewGame(scenario, seed, "default", "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !ok(m); n++ {
		if m.Over() || n > 20000 {
			t.Fatalf("seed %d: never reached the position (%d actions, over %v)", seed, n, m.Over())
		}
		if err := m.BotStep(); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range []string{"british", "zulu"} {
		if err := rec.SetPlayer(s, saves.Human); err != nil {
			t.Fatal(err)
		}
	}
	m, err = New(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestScreen_ClickSelectsAFigureThenMovesItToALitHexAtTheEngineCost(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	g := m.G()
	z := m.Index("Z1")
	if got := m.Click(g.Figs[z].Hex, false); got != "selected Z1" {
		t.Fatalf("click on Z1's hex: %q", got)
	}
	r := m.Reach()
	if r == nil || len(r.Hexes) == 0 {
		t.Fatal("Z1 selected: no hex lit")
	}
	// The farthest lit hex: the engine's cost, paid from his MP.
	to := r.Hexes[0]
	for _, h := range r.Hexes {
		if r.Cost[h] > r.Cost[to] {
			to = h
		}
	}
	mp := g.Figs[z].MP
	if got, want := m.Click(to, false), "move Z1 "+to.String(); got != want {
		t.Fatalf("click on lit %v: %q, want %q (%s)", to, got, want, m.Info)
	}
	g = m.G()
	if g.Figs[z].Hex != to || m.Rec.Len() != 1 {
		t.Fatalf("Z1 at %v after %d actions, want %v after 1", g.Figs[z].Hex, m.Rec.Len(), to)
	}
	if spent := mp - g.Figs[z].MP; spent != r.Cost[to] {
		t.Errorf("Z1 spent %d MP, the lit hex said %d", spent, r.Cost[to])
	}
}

func TestScreen_ClickOnAHexOutOfReachChangesNothing(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	g := m.G()
	m.Click(g.Figs[m.Index("Z1")].Hex, false)
	far := hexmap.Hex{Col: 30, Row: 5}
	if _, lit := m.Reach().Cost[far]; lit {
		t.Fatalf("%v is lit for Z1", far)
	}
	if got := m.Click(far, false); got != "" || m.Rec.Len() != 0 {
		t.Errorf("click on %v: %q, %d actions", far, got, m.Rec.Len())
	}
}

func TestScreen_OnlyTheSideToActIsSelected(t *testing.T) {
	m := hotseat(t, "hospital", 1) // the Zulus move first
	b := m.Index("B1")
	if got := m.Click(m.G().Figs[b].Hex, false); got != "" || m.Sel != "" {
		t.Errorf("click on B1 in the Zulu move: %q, selected %q", got, m.Sel)
	}
	if err := m.Select("B1"); err == nil {
		t.Error("Select(B1) in the Zulu move: no error")
	}
	if err := m.Select("Q9"); err == nil || !strings.Contains(err.Error(), "Q9") {
		t.Errorf("Select(Q9): %v", err)
	}
}

func TestScreen_TurnFacesTheNextHexside(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	if err := m.Select("Z1"); err != nil {
		t.Fatal(err)
	}
	z := m.Index("Z1")
	face := m.G().Figs[z].Face
	if got := m.Turn(1); got == "" {
		t.Fatalf("turn: refused: %s", m.Info)
	}
	if got, want := m.G().Figs[z].Face, (face+1)%6; got != want {
		t.Errorf("facing %v after a turn, want %v", got, want)
	}
	if got, want := m.Turn(-1), "turn Z1 "+dirName(face); got != want {
		t.Errorf("turn back: %q, want %q", got, want)
	}
}

func TestScreen_FirePreviewIsTheEngineShotAndSecondClickFires(t *testing.T) {
	m := reach(t, "perimeter", 3, func(m *Model) bool {
		return m.G().Phase == skirmish.StepBritishFire && slices.ContainsFunc(m.G().Legal(), func(a string) bool { return strings.HasPrefix(a, "fire ") })
	})
	var firer, target string
	for _, a := range m.G().Legal() {
		if w := strings.Fields(a); w[0] == "fire" {
			firer, target = w[1], w[2]
			break
		}
	}
	g := m.G()
	fi, ti := m.Index(firer), m.Index(target)
	if got := m.Click(g.Figs[fi].Hex, g.Figs[fi].Roof); got != "selected "+firer {
		t.Fatalf("click on the firer: %q", got)
	}
	if !slices.ContainsFunc(m.Targets(), func(x Target) bool { return x.ID == target }) {
		t.Fatalf("%s is not among %s's targets %v", target, firer, m.Targets())
	}
	if got := m.Click(g.Figs[ti].Hex, g.Figs[ti].Roof); got != "aiming at "+target {
		t.Fatalf("click on the target: %q (%s)", got, m.Info)
	}
	want := g.Aim(fi, ti)
	aim, ok := m.Aim()
	if !ok || aim.Shot != want {
		t.Fatalf("preview %+v, the engine aims %+v", aim.Shot, want)
	}
	d := m.Dice()[0]
	hits := 0
	for _, h := range d.Hits {
		if h {
			hits++
		}
	}
	if hits != want.Chance || !strings.Contains(d.Plan, "/6 to hit") {
		t.Errorf("white die: %d faces marked to hit, the chance is %d/6; plan %q", hits, want.Chance, d.Plan)
	}
	n := m.Rec.Len()
	if got := m.Click(g.Figs[ti].Hex, g.Figs[ti].Roof); got != "fire "+firer+" "+target {
		t.Fatalf("second click: %q (%s)", got, m.Info)
	}
	if m.Rec.Len() != n+1 {
		t.Fatalf("%d actions after firing, want %d", m.Rec.Len(), n+1)
	}
	d = m.Dice()[0]
	if d.Rolled < 0 || !strings.Contains(d.Note, FigureName(m.G(), firer)+" (") || figPattern.MatchString(d.Note) {
		t.Errorf("after the shot the white die shows face %d, note %q", d.Rolled, d.Note)
	}
}

func TestScreen_MeleePanelHasBothSidesModsOddsAndThenTheDice(t *testing.T) {
	m := reach(t, "perimeter", 2, func(m *Model) bool { return m.G().Phase == skirmish.StepMelee })
	g := m.G()
	fs := m.Fights()
	if len(fs) != len(g.Fights) || len(fs) == 0 {
		t.Fatalf("%d fights shown, the game has %d", len(fs), len(g.Fights))
	}
	for k, f := range fs {
		ft := g.Fights[k]
		if len(f.British) != len(ft.British) || len(f.Zulus) != len(ft.Zulus) {
			t.Fatalf("fight %d: %d v %d shown, %d v %d in the game", k, len(f.British), len(f.Zulus), len(ft.British), len(ft.Zulus))
		}
		for n, b := range ft.British {
			if ModLine(f.British[n].Mods) != ModLine(g.BritishMods(b)) {
				t.Errorf("%s: %s, the engine says %s", f.British[n].ID, ModLine(f.British[n].Mods), ModLine(g.BritishMods(b)))
			}
		}
		if s := f.Win + f.Tie + f.Loss; math.Abs(s-1) > 1e-9 {
			t.Errorf("fight %d: odds add up to %v", k, s)
		}
	}
	first := fs[0]
	fi := m.Index(first.Zulus[0].ID)
	if got := m.Click(g.Figs[fi].Hex, g.Figs[fi].Roof); got != first.Key {
		t.Fatalf("click on %s: %q, want %q (%s)", first.Zulus[0].ID, got, first.Key, m.Info)
	}
	r, ok := m.LastMelee()
	if !ok || len(r.Dice) < 3 || r.Verdict == "" || !strings.HasPrefix(r.Men[0], FigureName(m.G(), first.British[0].ID)+" ") || figPattern.MatchString(strings.Join(r.Men, "; ")) {
		t.Errorf("last melee %+v", r)
	}
}

func TestScreen_SurgeonListSortsTheWounded(t *testing.T) {
	m := hotseat(t, "perimeter", 1)
	g := m.G()
	// Three men as the rules leave them: one with the surgeon, one wounded
	// in the storehouse, one wounded at his post.
	var in, out []int
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != skirmish.British || f.Patient {
			continue
		}
		if g.InBuilding(f) == "storehouse" {
			in = append(in, i)
		} else {
			out = append(out, i)
		}
	}
	if len(in) < 2 || len(out) < 1 {
		t.Fatalf("%d men in the storehouse, %d out", len(in), len(out))
	}
	g.Figs[in[0]].Hospital, g.Figs[in[0]].Wounds.Serious = 3, true
	g.Figs[in[1]].Wounds.Light = 1
	g.Figs[out[0]].Wounds.Light = 1
	l := m.Surgeon()
	want := SurgeonList{
		Treated: []string{FigureName(g, g.Figs[in[0]].ID) + " (3 turns)"},
		Waiting: []string{FigureName(g, g.Figs[in[1]].ID) + " light"},
		Outside: []string{FigureName(g, g.Figs[out[0]].ID) + " light"},
	}
	if !slices.Equal(l.Treated, want.Treated) || !slices.Equal(l.Waiting, want.Waiting) || !slices.Equal(l.Outside, want.Outside) {
		t.Errorf("surgeon %+v, want %+v", l, want)
	}
}

func TestRuleDig_HoleProgressIsTheEnginePointsOutOfEight(t *testing.T) {
	m := reach(t, "hospital", 1, func(m *Model) bool { return len(m.G().Digs) > 0 })
	hs := m.Holes()
	if len(hs) != len(m.G().Digs) {
		t.Fatalf("%d holes shown, %d dug", len(hs), len(m.G().Digs))
	}
	for k, h := range hs {
		d := m.G().Digs[k]
		if h.Side != d.Side || h.Points != d.Points || h.Need != 8 {
			t.Errorf("hole %d: %+v, the game has %+v of 8", k, h, d)
		}
	}
}

func TestScreen_ChoicesListWhatNoClickDoes(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	if cs := m.Choices(); !slices.Contains(cs, "end") {
		t.Errorf("nothing selected: %v has no end", cs)
	}
	if err := m.Select("Z1"); err != nil {
		t.Fatal(err)
	}
	cs := m.Choices()
	var turns int
	for _, a := range cs {
		if strings.HasPrefix(a, "move ") || strings.HasPrefix(a, "fire ") {
			t.Errorf("listed %q, which a click does", a)
		}
		if strings.HasPrefix(a, "turn Z1 ") {
			turns++
		}
	}
	legalTurns := 0
	for _, a := range m.G().Legal() {
		if strings.HasPrefix(a, "turn Z1 ") {
			legalTurns++
		}
	}
	if turns != legalTurns || turns == 0 {
		t.Errorf("%d turns listed, %d legal", turns, legalTurns)
	}
	k := slices.Index(cs, "end")
	if got := m.Choose(k); got != "end" || m.G().Phase != skirmish.StepBritishMove {
		t.Errorf("choose end: %q, phase %v", got, m.G().Phase)
	}
}

func TestScreen_BotPlaysAtItsPaceAndSpaceSkipsToYou(t *testing.T) {
	rec, err := NewGame("hospital", 4, "", "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if m.MyTurn() || m.ToAct() != games.Seat(skirmish.Zulu) {
		t.Fatalf("the Zulus (bot) move first; to act %v", m.ToAct())
	}
	if err := m.Apply("end"); err == nil || rec.Len() != 0 {
		t.Fatalf("a person's end on the bot's turn: %v", err)
	}
	if m.Tick(m.Delay/2) || rec.Len() != 0 {
		t.Fatal("the bot played before its pause")
	}
	if !m.Tick(m.Delay) || rec.Len() != 1 || len(m.Reasons) != 1 {
		t.Fatalf("after its pause: %d actions, %d reasons", rec.Len(), len(m.Reasons))
	}
	if n := m.Skip(); n == 0 || !m.MyTurn() || m.ToAct() != games.Seat(skirmish.British) {
		t.Errorf("skip played %d, to act %v", n, m.ToAct())
	}
}

func TestScreen_UndoTakesBackYourLastActionAndTheBotsAfterIt(t *testing.T) {
	rec, err := NewGame("hospital", 4, "", "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if m.CanUndo() || m.Undo() == nil {
		t.Fatal("undo with nothing of yours to take back")
	}
	m.Skip()
	before, n := m.G().Hash(), m.Rec.Len()
	if err := m.Select("B1"); err != nil {
		t.Fatal(err)
	}
	if got := m.Turn(1); got == "" {
		t.Fatalf("turn: %s", m.Info)
	}
	if err := m.Apply("end"); err != nil {
		t.Fatal(err)
	}
	for undo := 1; undo <= 2; undo++ {
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		// From the copy kept before that action: nothing played again.
		if m.Replayed() != 0 {
			t.Errorf("undo %d played %d actions again", undo, m.Replayed())
		}
	}
	if m.Rec.Len() != n || m.G().Hash() != before {
		t.Errorf("after two undos: %d actions (want %d), hash changed %v", m.Rec.Len(), n, m.G().Hash() != before)
	}
	if m.Undo() == nil {
		t.Error("a third undo took back a bot's move")
	}
}

func TestScreen_NumberedActionsComeInPagesWithEndFirst(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	if err := m.Apply("end"); err != nil { // to the British move: every roof they touch may be burnt
		t.Fatal(err)
	}
	cs := m.Choices()
	if len(cs) <= MaxChoices || cs[0] != "end" {
		t.Fatalf("%d actions, first %q: want more than a page, end first", len(cs), cs[0])
	}
	page, pages := m.Shown()
	if want := (len(cs) + MaxChoices - 1) / MaxChoices; pages != want || len(page) != MaxChoices {
		t.Fatalf("%d pages of which the first has %d, want %d pages of %d", pages, len(page), want, MaxChoices)
	}
	m.NextPage(-1) // round to the last page
	if m.Page != pages-1 {
		t.Fatalf("page %d after going back from the first, want %d", m.Page, pages-1)
	}
	m.NextPage(1)
	m.NextPage(1)
	want := cs[MaxChoices]
	if got := m.Choose(0); got != want || m.Page != 0 {
		t.Errorf("the first action of page 2: %q (page now %d), want %q and back to page 1", got, m.Page, want)
	}
}

func TestScreen_WhenThePhaseCannotEndEveryAnswerIsListed(t *testing.T) {
	m := reach(t, "perimeter", 2, func(m *Model) bool { return m.G().Phase == skirmish.StepMelee })
	legal := m.G().Legal()
	if slices.Contains(legal, "end") {
		t.Fatalf("the melee can be ended: %v", legal)
	}
	if got := m.Choices(); !slices.Equal(got, legal) {
		t.Errorf("listed %v, the legal answers are %v", got, legal)
	}
}

// TestFireNote_SaysWhyNoOneMayFire: in the hospital's first fire phase
// of a person where the rules list no shot, the panel's note says so and
// why, figure by figure counted; where a shot is listed there is no note.
func TestFireNote_SaysWhyNoOneMayFire(t *testing.T) {
	noShot := func(m *Model) bool {
		g := m.G()
		if g.Phase != skirmish.StepBritishFire && g.Phase != skirmish.StepZuluFire {
			return false
		}
		return !slices.ContainsFunc(g.Legal(), func(a string) bool { return strings.HasPrefix(a, "fire ") })
	}
	m := reach(t, "hospital", 1, noShot)
	note := m.FireNote()
	if !strings.HasPrefix(note, "No ") || !strings.Contains(note, "may fire: ") || !strings.Contains(note, "E ends the phase") {
		t.Fatalf("no shot listed (%v), the note says %q", m.G().Legal(), note)
	}
	total := 0
	for _, part := range strings.Split(strings.TrimSuffix(strings.SplitN(note, ": ", 2)[1], ". E ends the phase."), ", ") {
		var n int
		if _, err := fmt.Sscanf(part, "%d ", &n); err != nil || n <= 0 {
			t.Fatalf("%q in the note is not a count and a reason", part)
		}
		total += n
	}
	alive := 0
	for _, f := range m.G().Figs {
		if games.Seat(f.Side) == m.ToAct() && f.Alive() {
			alive++
		}
	}
	if total != alive {
		t.Errorf("the note counts %d figures, the side has %d alive: %q", total, alive, note)
	}
	shot := reach(t, "hospital", 1, func(m *Model) bool {
		return slices.ContainsFunc(m.G().Legal(), func(a string) bool { return strings.HasPrefix(a, "fire ") })
	})
	if note := shot.FireNote(); note != "" {
		t.Errorf("a shot is listed, yet the note says %q", note)
	}
}

// TestChoices_NobodySelectedSaysSoAndWritesTheSidesActionsInWords: with
// nobody selected in the British move, the numbered list's heading says
// these are the side's actions, "end" reads "end the phase" and each
// burn says it sets fire to the side's own roof; with a figure selected
// the heading names him.
func TestChoices_NobodySelectedSaysSoAndWritesTheSidesActionsInWords(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	if err := m.Apply("end"); err != nil { // to the British move
		t.Fatal(err)
	}
	if h := m.ChoicesHeading(); !strings.HasPrefix(h, "Nobody selected") {
		t.Errorf("nobody selected: heading %q", h)
	}
	burns := 0
	for _, a := range m.Choices() {
		w := m.ChoiceWords(a)
		switch {
		case a == "end" && w != "end the phase":
			t.Errorf("%q reads %q", a, w)
		case strings.HasPrefix(a, "burn "):
			burns++
			// In words, with the hex and no notation in brackets.
			if w != "set fire to your own roof at "+strings.TrimSuffix(strings.TrimPrefix(a, "burn "), "^") || strings.Contains(w, "(") {
				t.Errorf("%q reads %q", a, w)
			}
		}
	}
	if burns == 0 {
		t.Fatalf("no burn listed in the British move: %v", m.Choices())
	}
	if err := m.Select("B1"); err != nil {
		t.Fatal(err)
	}
	if h := m.ChoicesHeading(); h != "Hook's actions" {
		t.Errorf("B1 selected: heading %q", h)
	}
}
