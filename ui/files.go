package ui

import (
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/assets"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/paint"
	"zulu1879/ui/rdui/rdstate"
	"zulu1879/ui/uistate"
)

// openSave opens the save dialog, when there is a game to save.
func (a *App) openSave() {
	if rec, name := a.envelopeRecord(); rec != nil {
		if a.saveDir == "" {
			a.say(true, "saving is off: %v", a.autoErr)
			return
		}
		a.dialog = uistate.NewSaveDialog(a.saveDir, name)
		return
	}
	if a.model == nil {
		a.say(true, "nothing to save yet: start or load a game first")
		return
	}
	if a.saveDir == "" {
		a.say(true, "saving is off: %v", a.autoErr)
		return
	}
	a.dialog = uistate.NewSaveDialog(a.saveDir, uistate.SaveName(a.model, a.flow))
}

// openLoad opens the load dialog on the save folder.
func (a *App) openLoad() {
	if a.saveDir == "" {
		a.say(true, "loading is off: %v", a.autoErr)
		return
	}
	a.dialog = uistate.NewLoadDialog(a.saveDir)
}

// openLoaded plays a loaded game or campaign. Who plays which side is what
// the file records; a file that does not say (made before saves recorded
// it) keeps the game in progress's choice, or else the start screen's. A
// recorded bot this program lacks gives way to a person, with a warning.
func (a *App) openLoaded(l *uistate.Loaded) {
	if l.Record != nil {
		a.openLoadedRecord(l.Path, l.Record)
		return
	}
	fallback := a.menu.Modes[a.menu.Mode].Players
	if a.model != nil && a.screen != ScreenMenu {
		fallback = a.model.Players
	}
	players, recorded, warns := l.Players(a.menu.Bots, fallback)
	if l.Day != nil {
		f, err := uistate.NewFlowDay(l.Campaign, l.Day, players)
		if err != nil {
			a.say(true, "%s: %v", filepath.Base(l.Path), err)
			return
		}
		a.play(f.Model, f)
	} else if l.Campaign != nil {
		f := uistate.NewFlow(l.Campaign, players)
		a.play(f.Model, f)
	} else {
		a.play(uistate.NewModel(l.Session, players), nil)
	}
	a.say(false, "%s", l.Message(players, recorded))
	if l.Session != nil && l.Session.Note() != "" {
		a.say(l.Session.Diverged(), "%s (%s)", l.Message(players, recorded), l.Session.Note())
	}
	if l.Session != nil && l.Session.Diverged() {
		// A notice fades: the panel keeps the whole warning until the next action.
		a.model.Info, a.model.IsError = fmt.Sprintf("%s does not replay as saved: %s. The file itself is unchanged.", filepath.Base(l.Path), l.Session.Note()), true
	}
	if l.Session != nil && l.Session.DataNote() != "" {
		a.say(false, "%s (%s)", l.Message(players, recorded), l.Session.DataNote())
	}
	if len(warns) > 0 {
		// The notice is one line; the panel shows the whole warning.
		w := strings.Join(warns, "; ")
		a.say(true, "%s", w)
		a.model.Info, a.model.IsError = w+". "+l.Message(players, recorded)+".", true
	}
}

// dialogOK carries out the dialog: load the selected file or save under
// the typed name. A failure keeps the dialog open with the reason.
func (a *App) dialogOK() {
	d := a.dialog
	if d.Mode == uistate.DialogLoad {
		l, err := d.Load()
		if err != nil {
			return
		}
		a.dialog = nil
		a.openLoaded(l)
		return
	}
	path, err := d.SavePath()
	if err != nil {
		return
	}
	var kept string
	if rec, _ := a.envelopeRecord(); rec != nil && a.flow == nil {
		err = rec.Save(path, a.version)
	} else {
		kept, err = uistate.SaveFile(path, a.version, a.model, a.flow)
	}
	if err != nil {
		d.Err, d.Msg = a.saveFailed(path, err), ""
		return
	}
	a.dialog = nil
	what := "the game"
	if a.flow != nil {
		what = "the campaign"
	}
	if kept != "" {
		// The file replaced was a campaign file of the older format (or
		// not a save): it is kept, and the player is told where.
		a.say(false, "Saved %s to %s; the older file there is kept as %s", what, path, filepath.Base(kept))
		return
	}
	a.say(false, "Saved %s to %s", what, path)
}

func (a *App) updateDialog() {
	d := a.dialog
	just := inpututil.IsKeyJustPressed
	if id, on := a.clickedButton(); id != "" {
		switch {
		case id == "dlg:ok" && on:
			a.dialogOK()
		case id == "dlg:cancel":
			a.dialog = nil
		case strings.HasPrefix(id, "dlg:row:"):
			i, err := strconv.Atoi(strings.TrimPrefix(id, "dlg:row:"))
			if err == nil {
				if i == d.Sel && d.Mode == uistate.DialogLoad {
					a.dialogOK()
				} else {
					d.Select(i)
				}
			}
		}
		return
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		d.Top = max(0, d.Top-int(wy))
	}
	d.Type(string(ebiten.AppendInputChars(nil)))
	switch dialogKeys(d, just) {
	case "cancel":
		a.dialog = nil
	case "ok":
		a.dialogOK()
	}
}

// dialogKeys applies to d every key pressed in this frame, as just tells:
// a quick typist, or xdotool, can press several keys (each with its
// release) between two frames, and taking only the first lost the others
// (Down then Enter loaded the row that was selected before Down). The
// editing and moving keys go first, then Escape ("cancel", which wins) or
// Enter ("ok"); "" when neither was pressed.
func dialogKeys(d *uistate.Dialog, just func(ebiten.Key) bool) string {
	if just(ebiten.KeyBackspace) {
		d.Backspace()
	}
	for _, mv := range []struct {
		key ebiten.Key
		by  int
	}{{ebiten.KeyArrowUp, -1}, {ebiten.KeyArrowDown, 1}, {ebiten.KeyPageUp, -8}, {ebiten.KeyPageDown, 8}} {
		if just(mv.key) {
			d.Move(mv.by)
		}
	}
	switch {
	case just(ebiten.KeyEscape):
		return "cancel"
	case just(ebiten.KeyEnter) || just(ebiten.KeyKPEnter):
		return "ok"
	}
	return ""
}

// dialogLayout is where the dialog's parts go in a w × h window at scale s.
type dialogLayout struct {
	Card     uistate.Rect
	List     uistate.Rect // the file list
	RowH     float64
	Rows     int // how many rows fit
	Name     uistate.Rect
	Message  float64 // the y of the message line
	OK       uistate.Rect
	Cancel   uistate.Rect
	TitleY   float64
	FolderY  float64
	HasField bool
}

func newDialogLayout(w, h, s float64, d *uistate.Dialog) dialogLayout {
	cw, ch := min(960*s, w-20*s), min(660*s, h-20*s)
	l := dialogLayout{Card: uistate.Rect{X: (w - cw) / 2, Y: (h - ch) / 2, W: cw, H: ch}, RowH: 50 * s}
	c := l.Card
	l.TitleY = c.Y + 18*s
	l.FolderY = c.Y + 58*s
	bottom := c.Y + c.H - 20*s
	l.OK = uistate.Rect{X: c.X + c.W - 380*s, Y: bottom - 40*s, W: 180 * s, H: 40 * s}
	l.Cancel = uistate.Rect{X: c.X + c.W - 190*s, Y: bottom - 40*s, W: 170 * s, H: 40 * s}
	l.Message = bottom - 76*s
	listBottom := l.Message - 8*s
	if d.Mode == uistate.DialogSave {
		l.HasField = true
		l.Name = uistate.Rect{X: c.X + 20*s + 110*s, Y: l.Message - 52*s, W: c.W - 40*s - 110*s, H: 40 * s}
		listBottom = l.Name.Y - 12*s
	}
	l.List = uistate.Rect{X: c.X + 20*s, Y: c.Y + 86*s, W: c.W - 40*s, H: max(0, listBottom-(c.Y+86*s))}
	l.Rows = max(1, int(l.List.H/l.RowH))
	return l
}

// rowRect is the rect of the k-th row shown.
func (l dialogLayout) rowRect(k int) uistate.Rect {
	return uistate.Rect{X: l.List.X, Y: l.List.Y + float64(k)*l.RowH, W: l.List.W, H: l.RowH - 4*l.RowH/50}
}

var (
	colRowSel      = paint.RGB(0x6B5430)
	colRowSelHover = paint.RGB(0x7A6038)
	colRowHover    = paint.RGB(0x40372B)
	colRowPlain    = paint.RGB(0x332B22)
	colField       = paint.RGB(0xF4EDD8)
)

func (a *App) drawDialog(dst *ebiten.Image) {
	s := a.s
	d := a.dialog
	fillRect(dst, uistate.Rect{W: float64(a.w), H: float64(a.h)}, rgba(0x000000, 160))
	l := newDialogLayout(float64(a.w), float64(a.h), s, d)
	c := l.Card
	roundRect(dst, c, 10*s, paint.ColPanel)
	strokeRect(dst, c, 2*s, paint.ColGold)
	pending.Text(dst, d.Title(), paint.Face(assets.Bold, 26*s), c.X+20*s, l.TitleY, paint.AlignLeft, paint.ColGold)
	small := paint.Face(assets.Regular, 12*s)
	pending.Text(dst, "Folder "+uistate.ShortDir(d.Dir), small, c.X+20*s, l.FolderY, paint.AlignLeft, paint.ColDim)
	nf := paint.Face(assets.Bold, 14*s)
	sf := paint.Face(assets.Regular, 13*s)
	if len(d.Entries) == 0 {
		pending.Text(dst, "No saves in this folder yet.", paint.Face(assets.Italic, 15*s), l.List.X, l.List.Y+10*s, paint.AlignLeft, paint.ColDim)
	}
	first := d.Visible(l.Rows)
	for k := 0; k < l.Rows && first+k < len(d.Entries); k++ {
		i := first + k
		e := d.Entries[i]
		r := l.rowRect(k)
		look := d.RowLook(i, r.Contains(a.mouse))
		switch look {
		case uistate.RowSelected, uistate.RowSelectedHover:
			// The selection: a warm fill, a gold frame and a gold bar.
			bg := colRowSel
			if look == uistate.RowSelectedHover {
				bg = colRowSelHover
			}
			roundRect(dst, r, 4*s, bg)
			strokeRect(dst, r, 2*s, paint.ColGold)
			fillRect(dst, uistate.Rect{X: r.X, Y: r.Y, W: 5 * s, H: r.H}, paint.ColGold)
		case uistate.RowHover:
			// Under the pointer: only a lighter fill and a thin dim frame.
			roundRect(dst, r, 4*s, colRowHover)
			strokeRect(dst, r, 1*s, paint.ColDim)
		default:
			roundRect(dst, r, 4*s, colRowPlain)
		}
		a.hits = append(a.hits, hitButton{r: r, id: "dlg:row:" + strconv.Itoa(i), on: true})
		tag := e.Kind.String()
		pending.Text(dst, paint.Ellipsize(nf, e.Name, r.W-140*s), nf, r.X+10*s, r.Y+5*s, paint.AlignLeft, paint.ColText)
		tc := paint.ColGold
		if e.Kind == uistate.KindBad {
			tc = paint.ColError
		}
		pending.Text(dst, tag, small, r.X+r.W-10*s, r.Y+6*s, paint.AlignRight, tc)
		sc := paint.ColDim
		if e.Kind == uistate.KindBad {
			sc = paint.ColError
		}
		pending.Text(dst, paint.Ellipsize(sf, e.Summary, r.W-20*s), sf, r.X+10*s, r.Y+5*s+paint.LineHeight(nf), paint.AlignLeft, sc)
	}
	if n := len(d.Entries); n > l.Rows {
		pending.Text(dst, strconv.Itoa(first+1)+"–"+strconv.Itoa(min(n, first+l.Rows))+" of "+strconv.Itoa(n)+" (wheel or arrows to scroll)",
			small, c.X+c.W-20*s, l.FolderY, paint.AlignRight, paint.ColDim)
	}
	if l.HasField {
		pending.Text(dst, "Save as", paint.Face(assets.Bold, 15*s), c.X+20*s, l.Name.Y+10*s, paint.AlignLeft, paint.ColDim)
		roundRect(dst, l.Name, 5*s, colField)
		bf := paint.Face(assets.Bold, 17*s)
		// A name too long for the field shows its end, where the typing is.
		pending.Text(dst, paint.EllipsizeStart(bf, d.Name+"|.json", l.Name.W-20*s), bf, l.Name.X+10*s, l.Name.Y+(l.Name.H-paint.LineHeight(bf))/2, paint.AlignLeft, paint.RGB(0x1D1915))
	}
	mf := paint.Face(assets.Regular, 14*s)
	switch {
	case d.Err != "":
		pending.Text(dst, paint.Ellipsize(mf, d.Err, c.W-40*s), mf, c.X+20*s, l.Message, paint.AlignLeft, paint.ColError)
	case d.Msg != "":
		pending.Text(dst, paint.Ellipsize(mf, d.Msg, c.W-40*s), mf, c.X+20*s, l.Message, paint.AlignLeft, paint.ColGold)
	}
	ok := "Load"
	if d.Mode == uistate.DialogSave {
		ok = "Save"
	}
	hint := "Up/Down choose, Enter " + strings.ToLower(ok) + ", Esc close"
	pending.Text(dst, hint, small, c.X+20*s, l.OK.Y+12*s, paint.AlignLeft, paint.ColDim)
	a.drawButton(dst, l.OK, ok, "Enter", d.Mode == uistate.DialogSave || d.Sel >= 0, "dlg:ok")
	a.drawButton(dst, l.Cancel, "Cancel", "Esc", true, "dlg:cancel")
	pending.Flush()
}

// NoticeRect is where the passing message text goes on the play screen of
// an Isandlwana game at its default view in a w × h window at UI scale s
// (at the foot of the map, lifted above the "off screen" hint when that
// shows and is in the way, as drawNotice puts it). The end-to-end test
// looks for it there.
func NoticeRect(w, h int, s float64, text string) uistate.Rect {
	f := paint.Face(assets.Regular, 15*s)
	l := uistate.NewLayout(float64(w), float64(h), s)
	lines := noticeLines(f, text, l.Map.W-50*s)
	var avoid []uistate.Rect
	if sess, err := saves.Start("isandlwana", 1, isandlwana.Options{}); err == nil {
		mp := sess.Game().Map()
		if cam := uistate.NewCamera(l.Map, uistate.MapSize(mp.Cols, mp.Rows)); !cam.ShowsAll() {
			avoid = append(avoid, offScreenHintRect(l, s))
		}
	}
	tw := 0.0
	for _, ln := range lines {
		tw = math.Max(tw, paint.TextWidth(f, ln))
	}
	return uistate.NoticeRectAvoiding(l.Map, tw, float64(len(lines))*paint.LineHeight(f), s, avoid)
}

// noticeArea is the part of the window the passing notice sits at the foot
// of: the map on the play screen and the left of Rorke's Drift, so that it
// covers neither log nor buttons; the whole window elsewhere.
func (a *App) noticeArea() uistate.Rect {
	whole := uistate.Rect{W: float64(a.w), H: float64(a.h)}
	switch {
	case a.dialog != nil:
		return whole
	case a.screen == ScreenPlay && a.model != nil:
		return a.playLayout().Map
	case a.screen == ScreenRorke:
		whole.W = rdstate.NewLayout(float64(a.w), float64(a.h)).Panel.X
	case a.screen == ScreenHarlech:
		whole.W = hstate.NewLayout(float64(a.w), float64(a.h), 0).Panel.X
	case a.screen == ScreenTactical && a.tactical != nil:
		whole.W = a.tactical.PanelRect().X
	case a.screen == ScreenSkirmish && a.skirmish != nil:
		whole.W = a.skirmish.PanelRect().X
	}
	return whole
}

// noticeRect is where the passing notice goes this frame, for its lines
// in f: at the foot of its area, lifted above the buttons and hints drawn
// so far (a.hits, a.noticeAvoid) so that it covers none of them.
func (a *App) noticeRect(f *paint.Font, lines []string) uistate.Rect {
	avoid := a.noticeAvoid
	for _, b := range a.hits {
		avoid = append(avoid, b.r)
	}
	a.noticeAvoid = avoid[:len(a.noticeAvoid)]
	w := 0.0
	for _, ln := range lines {
		w = math.Max(w, paint.TextWidth(f, ln))
	}
	return uistate.NoticeRectAvoiding(a.noticeArea(), w, float64(len(lines))*paint.LineHeight(f), a.s, avoid)
}

// noticeMaxLines is how many lines a long notice (a save's path in a
// narrow window) may take before its end is cut.
const noticeMaxLines = 3

// noticeLines breaks text into lines no wider than w in f: at spaces, and
// a word still too wide (a path) where it must, after a "/" if it can;
// at most noticeMaxLines, the last cut with "…" if more were needed.
func noticeLines(f *paint.Font, text string, w float64) []string {
	var out []string
	for _, ln := range paint.Wrap(f, text, w) {
		for paint.TextWidth(f, ln) > w {
			r := []rune(ln)
			cut, slash := 1, 0
			for i := 1; i <= len(r); i++ {
				if paint.TextWidth(f, string(r[:i])) > w {
					break
				}
				cut = i
				if r[i-1] == '/' {
					slash = i
				}
			}
			if slash > cut/2 {
				cut = slash
			}
			out = append(out, string(r[:cut]))
			ln = string(r[cut:])
		}
		out = append(out, ln)
	}
	if len(out) > noticeMaxLines {
		out = append(out[:noticeMaxLines-1:noticeMaxLines-1], paint.Ellipsize(f, strings.Join(out[noticeMaxLines-1:], ""), w))
	}
	return out
}

// drawNotice draws the passing message at the foot of the window, on as
// many lines as it needs (up to noticeMaxLines).
func (a *App) drawNotice(dst *ebiten.Image) {
	if a.notice == "" || a.noticeAge > noticeShown {
		return
	}
	s := a.s
	f := paint.Face(assets.Regular, 15*s)
	area := a.noticeArea()
	lines := noticeLines(f, a.notice, area.W-50*s)
	r := a.noticeRect(f, lines)
	a.noticeAt, a.noticeShownLines = r, lines
	markOver(r, s)
	roundRect(dst, r, 6*s, rgba(0x15120F, 235))
	c := paint.ColGold
	if a.noticeErr {
		c = paint.ColError
	}
	strokeRect(dst, r, 1.5*s, c)
	lh := paint.LineHeight(f)
	y := r.Y + (r.H-lh*float64(len(lines)))/2
	for _, ln := range lines {
		pending.Text(dst, paint.Ellipsize(f, ln, r.W-30*s), f, r.X+15*s, y, paint.AlignLeft, c)
		y += lh
	}
	pending.Flush()
}

// DrawDialog draws the file dialog d over the start screen into dst (at
// UI scale s), as the window would. Tests and screenshots use it.
func DrawDialog(dst *ebiten.Image, d *uistate.Dialog, s float64) {
	a := NewApp(1879)
	b := dst.Bounds()
	a.s, a.w, a.h = s, b.Dx(), b.Dy()
	a.saveDir = d.Dir
	a.dialog = d
	a.Draw(dst)
}
