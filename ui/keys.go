package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/isandlwana"
	"zulu1879/ui/uistate"
)

// binding is one control of the Isandlwana play screen: the keys that
// trigger it (any of them, pressed with Ctrl exactly when ctrl is set), when
// it applies, what it does, and its line in the help overlay. One table
// drives both the keyboard and the help, so no key goes unexplained.
//
// A binding without keys is a help line only: a mouse control, keys held to
// pan (read every frame in updatePlay) or keys the whole window handles
// (Ctrl+S, Ctrl+O, Ctrl+Q in App.Update). A binding with keys but an empty
// help.Keys shares the help line of the binding above it.
type binding struct {
	keys []ebiten.Key
	ctrl bool
	// when, if set, must hold for the key to act; otherwise the key falls
	// through to the bindings below.
	when func(a *App) bool
	// button is the id of the panel button the key presses, only when the
	// panel offers it enabled; do is called instead when button is "".
	button string
	do     func(a *App)
	help   uistate.Shortcut
}

// playBindings are the play screen's controls, in the order keys are tried
// and the help lists them.
var playBindings = []binding{
	{help: uistate.Shortcut{Keys: "Left click", What: "select a hex or stack; click a lit hex to move, place, attack or aim"}},
	{help: uistate.Shortcut{Keys: "Right click / Esc", What: "drop the selection or cancel a planned fire; Esc with nothing selected: the menu"}},
	{keys: []ebiten.Key{ebiten.KeyEscape}, do: func(a *App) {
		if a.model.Escape() == "cancel" {
			a.model.Press("cancel")
		} else {
			a.press("menu")
		}
	}},
	{help: uistate.Shortcut{Keys: "1 – 9", What: "answer a question (overstack, Colours, Lt. A's hex, advance): the keys are on its buttons"}},
	{help: uistate.Shortcut{Keys: "Mouse wheel, + / −", What: "zoom in and out (around the pointer)"}},
	{help: uistate.Shortcut{Keys: "Drag (any button), arrows / WASD", What: "pan the map"}},
	{help: uistate.Shortcut{Keys: "Shift+drag / Shift+click", What: "Zulu movement: pick a group of Zulus (a rectangle, or hex by hex); a click on a lit hex moves them all toward it"}},
	{help: uistate.Shortcut{Keys: "0 or Home", What: "fit the whole map in the window"}},
	{keys: []ebiten.Key{ebiten.KeyE}, button: "end", help: uistate.Shortcut{Keys: "E", What: "end the phase (or confirm the set-up)"}},
	{keys: []ebiten.Key{ebiten.KeyU}, button: "undo", help: uistate.Shortcut{Keys: "U or Ctrl+Z", What: "undo your last move in this phase (until a die is rolled)"}},
	{keys: []ebiten.Key{ebiten.KeyZ}, ctrl: true, button: "undo"},
	{keys: []ebiten.Key{ebiten.KeyEnter, ebiten.KeyKPEnter}, do: (*App).enterKey, help: uistate.Shortcut{Keys: "Enter", What: "fire the planned fire; confirm a hand-over; go on after the battle in a campaign"}},
	{keys: []ebiten.Key{ebiten.KeyM}, button: "order:move", help: uistate.Shortcut{Keys: "M / C", What: "British order: move first / fire first"}},
	{keys: []ebiten.Key{ebiten.KeyC}, button: "order:combat"},
	{keys: []ebiten.Key{ebiten.KeyG}, button: "send", help: uistate.Shortcut{Keys: "G", What: "Zulu movement: send up to 5 Zulus of the selected hex, one to each of the lit hexes nearest the British (U takes them back one at a time)"}},
	{keys: []ebiten.Key{ebiten.KeyA}, button: "recycle:all", when: func(a *App) bool { return a.model.Game().Pool[0]+a.model.Game().Pool[1] > 0 },
		help: uistate.Shortcut{Keys: "A", What: "Zulu movement: bring every recycled Zulu back in through the onrush hexes (otherwise A pans left)"}},
	{keys: []ebiten.Key{ebiten.KeyQ}, button: "square", help: uistate.Shortcut{Keys: "Q", What: "form square with the selected units"}},
	{keys: []ebiten.Key{ebiten.KeyW}, button: "wagon", when: func(a *App) bool { return !a.model.Sel.Hex.IsNone() },
		help: uistate.Shortcut{Keys: "W", What: "select the ammunition wagon in the selected hex (with nothing selected W pans up)"}},
	{keys: []ebiten.Key{ebiten.KeyP}, button: "bot:pause", help: uistate.Shortcut{Keys: "P / F / K", What: "bot: pause, faster, skip to your turn"}},
	{keys: []ebiten.Key{ebiten.KeyF}, button: "bot:faster"},
	{keys: []ebiten.Key{ebiten.KeyK}, button: "bot:skip"},
	{keys: []ebiten.Key{ebiten.KeyB}, do: func(a *App) { a.model.ShowReasons = !a.model.ShowReasons }, help: uistate.Shortcut{Keys: "B", What: "show or hide the bots' reasons in the log"}},
	{keys: []ebiten.Key{ebiten.KeyV}, button: "view", help: uistate.Shortcut{Keys: "V", What: "game over: put the result away to look at the final board, and back"}},
	{keys: []ebiten.Key{ebiten.KeyH, ebiten.KeySlash, ebiten.KeyF1}, do: func(a *App) { a.model.ShowHelp = true }, help: uistate.Shortcut{Keys: "H, ? or F1", What: "this help"}},
	{keys: []ebiten.Key{ebiten.KeyR}, do: func(a *App) { a.model.ShowRules, a.model.RulesPage = true, 0 }, help: uistate.Shortcut{Keys: "R", What: "rules summary"}},
	{help: uistate.Shortcut{Keys: "Ctrl+S / Ctrl+O", What: "save the game (a campaign: both battles) / load a save"}},
	{help: uistate.Shortcut{Keys: "Ctrl+M", What: "the menu (the start screen; the game waits there), as Esc, on every screen"}},
	{help: uistate.Shortcut{Keys: "Ctrl+Q", What: "quit"}},
}

// enterKey fires the planned fire, confirms a hand-over, or goes on to the
// next screen of a campaign once the battle is over.
func (a *App) enterKey() {
	m := a.model
	switch {
	case m.Game().Over() && a.flow != nil:
		a.flowContinue()
	case m.HandOver != isandlwana.NoSide:
		m.ConfirmHandOver()
	case m.Fire != nil:
		m.Press("fire")
	}
}

// shortcuts is the help overlay's list, read from the bindings.
func shortcuts() []uistate.Shortcut {
	var out []uistate.Shortcut
	for _, b := range playBindings {
		if b.help.Keys != "" {
			out = append(out, b.help)
		}
	}
	return out
}

// keys acts on the first binding whose key was just pressed (with Ctrl as
// it asks) and whose condition holds; else the digits 1–9 answer a
// decision through the buttons that show them.
func (a *App) keys() {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	for _, b := range playBindings {
		if b.ctrl != ctrl || !anyJustPressed(b.keys) || (b.when != nil && !b.when(a)) {
			continue
		}
		if b.button != "" {
			a.pressIf(b.button)
		} else {
			b.do(a)
		}
		return
	}
	for k, key := range digitKeys {
		if inpututil.IsKeyJustPressed(key[0]) || inpututil.IsKeyJustPressed(key[1]) {
			if id := a.model.KeyButton(uistate.DigitKey(k)); id != "" {
				a.press(id)
			}
			return
		}
	}
}

func anyJustPressed(keys []ebiten.Key) bool {
	for _, k := range keys {
		if inpututil.IsKeyJustPressed(k) {
			return true
		}
	}
	return false
}
