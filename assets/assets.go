// Package assets holds what the game window draws with that is not code:
// the game's three typefaces, the Go fonts (regular, bold and italic, from
// golang.org/x/image/font/gofont, under the BSD-style licence in
// GOFONTS-LICENSE, which a copy of the binary must carry), embedded in the
// binary as TrueType files. The window rasterises them with Ebitengine's
// text/v2 at whatever size it needs (see ui/paint); this package only hands
// out the files.
//
// The package is pure Go and never imports ebiten.
package assets

import (
	"fmt"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
)

// Style is a typeface of the game.
type Style uint8

// The typefaces.
const (
	Regular Style = iota // body text, log, tooltips
	Bold                 // counter names, strengths, headings, buttons
	Italic               // place names on the map
	NumStyles
)

var styleNames = [NumStyles]string{"regular", "bold", "italic"}

var styleTTF = [NumStyles][]byte{goregular.TTF, gobold.TTF, goitalic.TTF}

// String names the style.
func (s Style) String() string {
	if s < NumStyles {
		return styleNames[s]
	}
	return fmt.Sprintf("style(%d)", s)
}

// TTF returns the TrueType file of a style, or an error naming an unknown
// style. The bytes are shared: callers must not change them.
func TTF(s Style) ([]byte, error) {
	if s >= NumStyles {
		return nil, fmt.Errorf("assets: unknown font style %d", s)
	}
	return styleTTF[s], nil
}
