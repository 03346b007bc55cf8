package main

// The X11 side of the end-to-end test of the window (e2e_test.go): a
// private Xvfb server, xdotool to drive the window and xwd to grab what it
// shows.

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/bits"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// xServer is a private Xvfb display: the window under test gets a screen
// of its own, so that windows other tests open on the shared display (the
// render and pixel tests run in parallel packages) never cover it or take
// its clicks.
type xServer struct {
	display string // ":N"
	w, h    int    // screen size
}

// startXvfb starts Xvfb on a free display (it picks the number itself and
// writes it to a pipe) and stops it when the test ends.
func startXvfb(t *testing.T, w, h int) *xServer {
	t.Helper()
	r, wr, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	var errOut bytes.Buffer
	// -noreset: the server must not reset between the two runs of the
	// program, when its last client has gone.
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{wr}
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting Xvfb: %v", err)
	}
	wr.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	got := make(chan string, 1)
	go func() {
		ln, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(ln)
		r.Close()
	}()
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			t.Fatalf("Xvfb did not start (display %q): %s", n, errOut.String())
		}
		return &xServer{display: ":" + n, w: w, h: h}
	case <-time.After(20 * time.Second):
		t.Fatalf("Xvfb did not say its display within 20 s: %s", errOut.String())
	}
	return nil
}

// env is the environment of a program run on this display.
func (x *xServer) env(extra ...string) []string {
	var out []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") && !strings.HasPrefix(e, "XAUTHORITY=") {
			out = append(out, e)
		}
	}
	return append(append(out, "DISPLAY="+x.display), extra...)
}

// tool runs an X client (xdotool, xwd) on the display and returns its
// standard output.
func (x *xServer) tool(name string, args ...string) ([]byte, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = x.env()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return out, fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// xdo runs xdotool and fails the test when it fails.
func (x *xServer) xdo(t *testing.T, args ...string) string {
	t.Helper()
	out, err := x.tool("xdotool", args...)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

// decodeXWD reads an xwd dump of a TrueColor window (what Xvfb at 24 or 32
// bits per pixel gives) into an RGBA image.
func decodeXWD(data []byte) (*image.RGBA, error) {
	const fields = 25
	if len(data) < fields*4 {
		return nil, fmt.Errorf("xwd: %d bytes, too short for a header", len(data))
	}
	var hd [fields]uint32
	for i := range hd {
		hd[i] = binary.BigEndian.Uint32(data[i*4:])
	}
	headerSize, version, format := hd[0], hd[1], hd[2]
	w, h := int(hd[4]), int(hd[5])
	byteOrder, bpp, bpl := hd[7], int(hd[11]), int(hd[12])
	masks := [3]uint32{hd[14], hd[15], hd[16]}
	ncolors := int(hd[19])
	if version != 7 || format != 2 {
		return nil, fmt.Errorf("xwd: version %d format %d, want 7 and 2 (ZPixmap)", version, format)
	}
	if bpp != 32 && bpp != 24 {
		return nil, fmt.Errorf("xwd: %d bits per pixel, want 24 or 32", bpp)
	}
	off := int(headerSize) + ncolors*12
	if w <= 0 || h <= 0 || off+h*bpl > len(data) {
		return nil, fmt.Errorf("xwd: %dx%d with %d bytes a line does not fit in %d bytes", w, h, bpl, len(data))
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	// Each channel's place and width in a pixel, worked out once: the
	// loop below runs for every pixel of every grab (a second of the
	// window tests' CPU when it was worked out per pixel).
	var shift, width [3]int
	for k, m := range masks {
		if m != 0 {
			shift[k], width[k] = bits.TrailingZeros32(m), bits.OnesCount32(m)
		}
	}
	step := bpp / 8
	for y := 0; y < h; y++ {
		row := data[off+y*bpl : off+y*bpl+w*step]
		pix := img.Pix[y*img.Stride : y*img.Stride+w*4]
		for x := 0; x < w; x++ {
			b := row[x*step : x*step+step]
			var p uint32
			if byteOrder == 0 { // LSBFirst
				for k := step - 1; k >= 0; k-- {
					p = p<<8 | uint32(b[k])
				}
			} else {
				for k := 0; k < step; k++ {
					p = p<<8 | uint32(b[k])
				}
			}
			for k, m := range masks {
				var v uint32
				if m != 0 {
					v = (p & m) >> shift[k]
					if width[k] != 8 {
						v = v * 255 / (1<<width[k] - 1)
					}
				}
				pix[x*4+k] = uint8(v)
			}
			pix[x*4+3] = 255
		}
	}
	return img, nil
}

// grab is what window id shows now.
func (x *xServer) grab(id string) (*image.RGBA, error) {
	out, err := x.tool("xwd", "-silent", "-id", id)
	if err != nil {
		return nil, err
	}
	return decodeXWD(out)
}

// Colour helpers.

// closeRGB reports whether two colours differ by at most tol in every channel.
func closeRGB(a, b color.RGBA, tol int) bool {
	d := func(p, q uint8) int {
		if p > q {
			return int(p - q)
		}
		return int(q - p)
	}
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// toRGBA turns any colour into a color.RGBA.
func toRGBA(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// share is the fraction of the pixels of r in img within tol of c.
func share(img *image.RGBA, r image.Rectangle, c color.RGBA, tol int) float64 {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if closeRGB(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

// differ is the fraction of the pixels of r that differ (by more than tol
// in some channel) between a and b, and the bounds of those pixels.
func differ(a, b *image.RGBA, r image.Rectangle, tol int) (float64, image.Rectangle) {
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	if r.Empty() {
		return 0, image.Rectangle{}
	}
	n := 0
	var box image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !closeRGB(a.RGBAAt(x, y), b.RGBAAt(x, y), tol) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy()), box
}

// meanLuma is the mean brightness (0–255) of r in img.
func meanLuma(img *image.RGBA, r image.Rectangle) float64 {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return 0
	}
	sum := 0.0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			sum += 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
		}
	}
	return sum / float64(r.Dx()*r.Dy())
}

// writePNG writes img to path.
func writePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	// The fastest compression: a step's screenshot is kept only when the
	// test fails (or ZULU1879_E2E_SHOTS asks), and the default level took
	// half of the test process's CPU.
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// readPNG reads a PNG into an RGBA image.
func readPNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	img := image.NewRGBA(src.Bounds())
	for y := src.Bounds().Min.Y; y < src.Bounds().Max.Y; y++ {
		for x := src.Bounds().Min.X; x < src.Bounds().Max.X; x++ {
			img.Set(x, y, src.At(x, y))
		}
	}
	return img, nil
}

// blobBoxes finds the 4-connected groups of pixels of r within tol of c
// that have at least minPix pixels, and returns their bounds.
func blobBoxes(img *image.RGBA, r image.Rectangle, c color.RGBA, tol, minPix int) []image.Rectangle {
	r = r.Intersect(img.Bounds())
	seen := make([]bool, r.Dx()*r.Dy())
	at := func(p image.Point) int { return (p.Y-r.Min.Y)*r.Dx() + p.X - r.Min.X }
	var out []image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := image.Pt(x, y)
			if seen[at(p)] || !closeRGB(img.RGBAAt(x, y), c, tol) {
				continue
			}
			size := 0
			box := image.Rectangle{Min: p, Max: p.Add(image.Pt(1, 1))}
			stack := []image.Point{p}
			seen[at(p)] = true
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				box = box.Union(image.Rectangle{Min: q, Max: q.Add(image.Pt(1, 1))})
				for _, d := range []image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					s := q.Add(d)
					if s.In(r) && !seen[at(s)] && closeRGB(img.RGBAAt(s.X, s.Y), c, tol) {
						seen[at(s)] = true
						stack = append(stack, s)
					}
				}
			}
			if size >= minPix {
				out = append(out, box)
			}
		}
	}
	return out
}
