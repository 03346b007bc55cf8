// Package web serves the game built for a browser: the loader page, the
// storage shim, the Go runtime's JS loader and the wasm build of
// cmd/zulu1879web, from files embedded in the program (make web builds
// them into web/static before the program is built).
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
)

//go:embed static
var static embed.FS

// Wasm is the name of the game's WebAssembly file in the served folder.
const Wasm = "zulu1879.wasm"

// LengthHeader is the response header that states a file's length before
// compression. A gzip-compressed answer's Content-Length counts the
// compressed bytes, while the page's reader of the stream counts the bytes
// as the browser hands them over (uncompressed): the loading page divides by
// this to show its progress.
const LengthHeader = "X-Uncompressed-Length"

// ErrNotBuilt says the program carries no wasm build to serve.
var ErrNotBuilt = errors.New("this program was built without the web files: run make web (it builds them, then the program)")

// Files is the embedded folder (index.html at its root).
func Files() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embed pattern names the folder: it is always there
	}
	return sub
}

// Check reports whether fsys holds what the page loads: the page, the
// storage shim, the Go runtime's loader and the wasm build.
func Check(fsys fs.FS) error {
	for _, name := range []string{"index.html", "storage.js", "wasm_exec.js", Wasm} {
		if _, err := fs.Stat(fsys, name); err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return ErrNotBuilt
			}
			return err
		}
	}
	return nil
}

// types are the Content-Types of what the folder holds. application/wasm
// is what lets the browser compile the wasm while it downloads.
var types = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
}

// Handler serves the files of fsys: GET and HEAD only, "/" as index.html,
// each with its Content-Type, gzip-compressed for a client that accepts it
// (compressed once and kept) and its uncompressed length in LengthHeader, never cached by the browser without asking
// (a rebuilt game shows at the next load).
//
// A file with a NAME.gz beside it (make web writes zulu1879.wasm.gz) is
// served from that to a client that accepts gzip. Other files are
// compressed at the first request, the wasm at once in the background,
// so that the first page load does not wait for it.
func Handler(fsys fs.FS) http.Handler {
	h := &handler{fsys: fsys, gz: map[string]*gzFile{}, tags: map[string]string{}}
	if _, err := fs.Stat(fsys, Wasm+".gz"); err != nil {
		if data, err := fs.ReadFile(fsys, Wasm); err == nil {
			go h.compressed(Wasm, data)
		}
	}
	return h
}

type handler struct {
	fsys fs.FS
	mu   sync.Mutex
	gz   map[string]*gzFile
	tags map[string]string // file name -> ETag of its content
}

// gzFile is a file compressed once.
type gzFile struct {
	once sync.Once
	data []byte
	err  error
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "index.html"
	}
	ctype, ok := types[path.Ext(name)]
	if !ok {
		http.NotFound(w, r)
		return
	}
	data, err := fs.ReadFile(h.fsys, name)
	if err != nil {
		if name == Wasm && errors.Is(err, fs.ErrNotExist) {
			http.Error(w, ErrNotBuilt.Error(), http.StatusNotFound)
			return
		}
		http.NotFound(w, r)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", ctype)
	hd.Set("Cache-Control", "no-cache")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Add("Vary", "Accept-Encoding")
	// The ETag lets a reload ask "is it still this?" and get 304 (and
	// the browser reuse its compiled wasm) instead of 24 MB again.
	tag := h.etag(name, data)
	hd.Set("ETag", tag)
	if matchesETag(r.Header.Get("If-None-Match"), tag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	raw := len(data)
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		if z, err := fs.ReadFile(h.fsys, name+".gz"); err == nil {
			data = z
			hd.Set("Content-Encoding", "gzip")
		} else if z, err := h.compressed(name, data); err == nil {
			data = z
			hd.Set("Content-Encoding", "gzip")
		}
	}
	hd.Set(LengthHeader, strconv.Itoa(raw))
	hd.Set("Content-Length", strconv.Itoa(len(data)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(data)
}

// etag is the entity tag of file name with content data: a hash of the
// content, made once.
func (h *handler) etag(name string, data []byte) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if t, ok := h.tags[name]; ok {
		return t
	}
	sum := sha256.Sum256(data)
	t := `"` + hex.EncodeToString(sum[:12]) + `"`
	h.tags[name] = t
	return t
}

// matchesETag reports whether an If-None-Match header names tag (or is *).
func matchesETag(header, tag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == tag || t == "*" {
			return true
		}
	}
	return false
}

// compressed is data (the file name) gzip-compressed, made once.
func (h *handler) compressed(name string, data []byte) ([]byte, error) {
	h.mu.Lock()
	z := h.gz[name]
	if z == nil {
		z = &gzFile{}
		h.gz[name] = z
	}
	h.mu.Unlock()
	z.once.Do(func() {
		var b bytes.Buffer
		// The default level: within 2% of the best on the wasm, and four
		// times faster.
		zw := gzip.NewWriter(&b)
		if _, z.err = zw.Write(data); z.err == nil {
			z.err = zw.Close()
		}
		z.data = b.Bytes()
	})
	return z.data, z.err
}

// acceptsGzip reports whether an Accept-Encoding header lets the answer be
// gzip-compressed (gzip listed, and not with q=0).
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") && strings.TrimSpace(coding) != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		if q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
			return false
		}
		return true
	}
	return false
}
