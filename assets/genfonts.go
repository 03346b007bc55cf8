//go:build ignore

// genfonts rasterises the Go fonts into the glyph atlases under fonts/ that
// the game embeds (see fonts.go for why). It needs golang.org/x/text, which the
// game's module does not require, so run it from a scratch module:
//
//	mkdir /tmp/fontgen && cp genfonts.go /tmp/fontgen/main.go && cd /tmp/fontgen &&
//	go mod init fontgen && go get golang.org/x/image@v0.47.0 && go mod tidy &&
//	go run . /path/to/assets/fonts
package main

import (
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

type glyph struct {
	R                  rune
	X, Y, W, H, BX, BY int
	Adv                fixed.Int26_6
}

type face struct {
	Size            int
	Ascent, Descent fixed.Int26_6
	Height          fixed.Int26_6
	Glyphs          []glyph
}

type style struct {
	name  string
	ttf   []byte
	sizes []int
}

const extra = "×–—‘’“”•…°é·−→←»"

func main() {
	out := os.Args[1]
	styles := []style{
		{"regular", goregular.TTF, []int{10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 26, 28, 32}},
		{"bold", gobold.TTF, []int{8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 26, 28, 32, 36, 40, 46, 52, 60}},
		{"italic", goitalic.TTF, []int{11, 12, 13, 14, 16, 18, 20, 22, 24, 28, 32}},
	}
	var runes []rune
	for r := rune(32); r < 127; r++ {
		runes = append(runes, r)
	}
	runes = append(runes, []rune(extra)...)
	for _, st := range styles {
		ft, err := opentype.Parse(st.ttf)
		must(err)
		const width = 1024
		atlas := image.NewAlpha(image.Rect(0, 0, width, 8192))
		var faces []face
		x, y, rowH := 0, 0, 0
		for _, size := range st.sizes {
			f, err := opentype.NewFace(ft, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingFull})
			must(err)
			m := f.Metrics()
			fc := face{Size: size, Ascent: m.Ascent, Descent: m.Descent, Height: m.Height}
			for _, r := range runes {
				dr, mask, mp, adv, ok := f.Glyph(fixed.Point26_6{}, r)
				if !ok {
					continue
				}
				w, h := dr.Dx(), dr.Dy()
				if x+w+1 > width {
					x, y, rowH = 0, y+rowH+1, 0
				}
				draw.Draw(atlas, image.Rect(x, y, x+w, y+h), mask, mp, draw.Src)
				fc.Glyphs = append(fc.Glyphs, glyph{R: r, X: x, Y: y, W: w, H: h, BX: dr.Min.X, BY: dr.Min.Y, Adv: adv})
				x += w + 1
				if h > rowH {
					rowH = h
				}
			}
			faces = append(faces, fc)
		}
		used := atlas.SubImage(image.Rect(0, 0, width, y+rowH+1))
		pf, err := os.Create(filepath.Join(out, st.name+".png"))
		must(err)
		must(png.Encode(pf, used))
		must(pf.Close())
		b, err := json.Marshal(faces)
		must(err)
		must(os.WriteFile(filepath.Join(out, st.name+".json"), b, 0o644))
		fmt.Println(st.name, len(faces), "sizes,", y+rowH+1, "rows")
	}
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
