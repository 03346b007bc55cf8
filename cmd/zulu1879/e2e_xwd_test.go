package main

import (
	"encoding/binary"
	"image/color"
	"strings"
	"testing"
)

// xwdDump is an xwd file of a w × h ZPixmap window with no colour map: the
// header's fields that decodeXWD reads, then rows of bpl bytes made of the
// given pixels' bytes (each row padded with zeros to bpl).
func xwdDump(w, h, byteOrder, bpp, bpl int, masks [3]uint32, rows [][]byte) []byte {
	const header = 25 * 4
	var hd [25]uint32
	hd[0], hd[1], hd[2] = header, 7, 2
	hd[4], hd[5] = uint32(w), uint32(h)
	hd[7], hd[11], hd[12] = uint32(byteOrder), uint32(bpp), uint32(bpl)
	hd[14], hd[15], hd[16] = masks[0], masks[1], masks[2]
	out := make([]byte, header, header+h*bpl)
	for i, v := range hd {
		binary.BigEndian.PutUint32(out[i*4:], v)
	}
	for _, r := range rows {
		line := make([]byte, bpl)
		copy(line, r)
		out = append(out, line...)
	}
	return out
}

// TestDecodeXWD_ReadsEachChannelByItsMaskInEitherByteOrder: the window
// tests read what the window shows from xwd dumps; each pixel's channels
// come from the header's masks, in the dump's byte order, with rows
// bpl bytes apart, and a channel wider than 8 bits scaled to 0-255.
func TestDecodeXWD_ReadsEachChannelByItsMaskInEitherByteOrder(t *testing.T) {
	rgb := [3]uint32{0xff0000, 0x00ff00, 0x0000ff}
	bgr := [3]uint32{0x0000ff, 0x00ff00, 0xff0000}
	tenBit := [3]uint32{0x3ff << 20, 0x3ff << 10, 0x3ff}
	for _, tc := range []struct {
		name       string
		order, bpp int
		masks      [3]uint32
		rows       [][]byte // two pixels a row, two rows
		want       [4]color.RGBA
	}{
		{"32 bits, LSB first, red high", 0, 32, rgb,
			[][]byte{{0x56, 0x34, 0x12, 0, 0xff, 0, 0, 0}, {0, 0xff, 0, 0, 0, 0, 0xff, 0}},
			[4]color.RGBA{{0x12, 0x34, 0x56, 255}, {0, 0, 0xff, 255}, {0, 0xff, 0, 255}, {0xff, 0, 0, 255}}},
		{"24 bits, MSB first, red high", 1, 24, rgb,
			[][]byte{{0x12, 0x34, 0x56, 0, 0, 0xff}, {0xff, 0, 0, 0x80, 0x80, 0x80}},
			[4]color.RGBA{{0x12, 0x34, 0x56, 255}, {0, 0, 0xff, 255}, {0xff, 0, 0, 255}, {0x80, 0x80, 0x80, 255}}},
		{"32 bits, LSB first, blue high", 0, 32, bgr,
			[][]byte{{0x56, 0x34, 0x12, 0, 0xff, 0, 0, 0}, {0, 0, 0, 0, 1, 2, 3, 0}},
			[4]color.RGBA{{0x56, 0x34, 0x12, 255}, {0xff, 0, 0, 255}, {0, 0, 0, 255}, {1, 2, 3, 255}}},
		// 0x3ff<<20 | 0x200<<10: red full, green 512 of 1023 (127 of
		// 255), blue none; then blue full.
		{"30 bits in 32, MSB first", 1, 32, tenBit,
			[][]byte{{0x3f, 0xf8, 0x00, 0x00, 0, 0, 0x03, 0xff}, {0, 0, 0, 0, 0x3f, 0xff, 0xff, 0xff}},
			[4]color.RGBA{{255, 127, 0, 255}, {0, 0, 255, 255}, {0, 0, 0, 255}, {255, 255, 255, 255}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			step := tc.bpp / 8
			bpl := 2*step + 4 // padded rows
			img, err := decodeXWD(xwdDump(2, 2, tc.order, tc.bpp, bpl, tc.masks, tc.rows))
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != 2 || b.Dy() != 2 {
				t.Fatalf("the image is %v, want 2x2", b)
			}
			for i, want := range tc.want {
				if got := img.RGBAAt(i%2, i/2); got != want {
					t.Errorf("pixel (%d,%d) is %v, want %v", i%2, i/2, got, want)
				}
			}
		})
	}
}

// TestDecodeXWD_RefusesWhatItCannotRead names what is wrong with a dump it
// does not read.
func TestDecodeXWD_RefusesWhatItCannotRead(t *testing.T) {
	rgb := [3]uint32{0xff0000, 0x00ff00, 0x0000ff}
	good := xwdDump(2, 2, 0, 32, 8, rgb, [][]byte{make([]byte, 8), make([]byte, 8)})
	version := append([]byte(nil), good...)
	binary.BigEndian.PutUint32(version[4:], 6)
	for _, tc := range []struct {
		name, want string
		data       []byte
	}{
		{"too short for a header", "too short", good[:40]},
		{"another version", "version 6", version},
		{"16 bits a pixel", "16 bits per pixel", xwdDump(2, 2, 0, 16, 4, rgb, [][]byte{make([]byte, 4), make([]byte, 4)})},
		{"rows cut off", "does not fit", good[:len(good)-1]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decodeXWD(tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("decodeXWD: %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
