// Package cardkeys reads the keys the card screens (Rorke's Drift, Men of
// Harlech) share, by the names their state packages use: "Enter" (Enter,
// keypad Enter, Space), "1" to "9" (either row), "H" (H, ? — Shift+/ on a US keyboard — and F1), "B" and
// "Escape"; a screen adds keys of its own.
package cardkeys

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Key is a keyboard key and the name a screen's state knows it by.
type Key struct {
	K    ebiten.Key
	Name string
}

// Common are the keys every card screen reads.
var Common = []Key{
	{K: ebiten.KeyEnter, Name: "Enter"}, {K: ebiten.KeyNumpadEnter, Name: "Enter"}, {K: ebiten.KeySpace, Name: "Enter"},
	{K: ebiten.Key1, Name: "1"}, {K: ebiten.Key2, Name: "2"}, {K: ebiten.Key3, Name: "3"}, {K: ebiten.Key4, Name: "4"}, {K: ebiten.Key5, Name: "5"},
	{K: ebiten.Key6, Name: "6"}, {K: ebiten.Key7, Name: "7"}, {K: ebiten.Key8, Name: "8"}, {K: ebiten.Key9, Name: "9"},
	{K: ebiten.KeyNumpad1, Name: "1"}, {K: ebiten.KeyNumpad2, Name: "2"}, {K: ebiten.KeyNumpad3, Name: "3"}, {K: ebiten.KeyNumpad4, Name: "4"},
	{K: ebiten.KeyNumpad5, Name: "5"}, {K: ebiten.KeyNumpad6, Name: "6"}, {K: ebiten.KeyNumpad7, Name: "7"}, {K: ebiten.KeyNumpad8, Name: "8"}, {K: ebiten.KeyNumpad9, Name: "9"},
	{K: ebiten.KeyH, Name: "H"}, {K: ebiten.KeySlash, Name: "H"}, {K: ebiten.KeyF1, Name: "H"}, {K: ebiten.KeyB, Name: "B"}, {K: ebiten.KeyEscape, Name: "Escape"},
}

// JustPressed names the first key of Common, then of extra, pressed in
// this frame; ok is false when none was.
func JustPressed(extra ...Key) (name string, ok bool) {
	for _, list := range [][]Key{Common, extra} {
		for _, k := range list {
			if inpututil.IsKeyJustPressed(k.K) {
				return k.Name, true
			}
		}
	}
	return "", false
}
