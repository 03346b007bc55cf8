package web

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"testing/fstest"
)

// site is a served folder with one of each kind of file.
func site() fstest.MapFS {
	return fstest.MapFS{
		"index.html":   {Data: []byte("<!DOCTYPE html><title>t</title>" + string(bytes.Repeat([]byte("x"), 500)))},
		"storage.js":   {Data: []byte("globalThis.fs = {};")},
		"wasm_exec.js": {Data: []byte("// loader")},
		Wasm:           {Data: append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{7}, 4000)...)},
		"notes.md":     {Data: []byte("# not served")},
	}
}

func TestHandler_ServesEachFileWithItsTypeAndGzipWhenAccepted(t *testing.T) {
	files := site()
	srv := httptest.NewServer(Handler(files))
	defer srv.Close()
	tests := []struct {
		path, accept string
		status       int
		ctype        string
		file         string // the file whose bytes the body is ("" : no check)
		gzipped      bool
	}{
		{"/", "gzip", 200, "text/html; charset=utf-8", "index.html", true},
		{"/index.html", "", 200, "text/html; charset=utf-8", "index.html", false},
		{"/zulu1879.wasm", "gzip, deflate, br", 200, "application/wasm", Wasm, true},
		{"/zulu1879.wasm", "identity", 200, "application/wasm", Wasm, false},
		{"/zulu1879.wasm", "gzip;q=0, identity", 200, "application/wasm", Wasm, false},
		{"/wasm_exec.js", "gzip", 200, "text/javascript; charset=utf-8", "wasm_exec.js", true},
		{"/storage.js", "*", 200, "text/javascript; charset=utf-8", "storage.js", true},
		{"/missing.js", "gzip", 404, "", "", false},
		{"/notes.md", "gzip", 404, "", "", false},
		{"/../../etc/passwd", "", 404, "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.path+" "+tc.accept, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tc.path, nil)
			// Set by hand, so that the client does not undo the gzip itself.
			req.Header.Set("Accept-Encoding", tc.accept)
			res, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.status)
			}
			if tc.status != 200 {
				return
			}
			if got := res.Header.Get("Content-Type"); got != tc.ctype {
				t.Errorf("Content-Type %q, want %q", got, tc.ctype)
			}
			if got := res.Header.Get("Content-Encoding") == "gzip"; got != tc.gzipped {
				t.Errorf("gzipped %v, want %v", got, tc.gzipped)
			}
			if tc.gzipped {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(body, files[tc.file].Data) {
				t.Errorf("body is not %s (%d bytes, want %d)", tc.file, len(body), len(files[tc.file].Data))
			}
		})
	}
}

func TestHandler_ServesAGzFileBesideAFileToGzipClients(t *testing.T) {
	files := site()
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte("made by make web"))
	zw.Close()
	files[Wasm+".gz"] = &fstest.MapFile{Data: z.Bytes()}
	for _, tc := range []struct {
		accept string
		want   string
	}{{"gzip", "made by make web"}, {"", string(files[Wasm].Data)}} {
		req := httptest.NewRequest("GET", "/"+Wasm, nil)
		req.Header.Set("Accept-Encoding", tc.accept)
		rec := httptest.NewRecorder()
		Handler(files).ServeHTTP(rec, req)
		body := rec.Body.Bytes()
		if rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		}
		if string(body) != tc.want {
			t.Errorf("Accept-Encoding %q: body %.30q, want %.30q", tc.accept, body, tc.want)
		}
		if got := rec.Header().Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tc.accept, got)
		}
	}
}

func TestHandler_RefusesWritesAndAnswersHeadWithoutBody(t *testing.T) {
	srv := httptest.NewServer(Handler(site()))
	defer srv.Close()
	res, err := http.Post(srv.URL+"/index.html", "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", res.StatusCode)
	}
	res, err = http.Head(srv.URL + "/zulu1879.wasm")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || len(body) != 0 || res.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("HEAD: status %d, %d body bytes, type %q", res.StatusCode, len(body), res.Header.Get("Content-Type"))
	}
}

func TestHandler_AnswersNotModifiedToItsOwnETag(t *testing.T) {
	files := site()
	h := Handler(files)
	get := func(ifNone string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", "/"+Wasm, nil)
		if ifNone != "" {
			req.Header.Set("If-None-Match", ifNone)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	first := get("")
	tag := first.Header().Get("ETag")
	if first.Code != 200 || tag == "" {
		t.Fatalf("first GET: status %d, ETag %q", first.Code, tag)
	}
	for _, tc := range []struct {
		ifNone string
		want   int
	}{
		{tag, http.StatusNotModified},
		{`"other", ` + tag, http.StatusNotModified},
		{"W/" + tag, http.StatusNotModified},
		{`"other"`, http.StatusOK},
	} {
		rec := get(tc.ifNone)
		if rec.Code != tc.want {
			t.Errorf("If-None-Match %s: status %d, want %d", tc.ifNone, rec.Code, tc.want)
		}
		if tc.want == http.StatusNotModified && rec.Body.Len() != 0 {
			t.Errorf("If-None-Match %s: a body of %d bytes with 304", tc.ifNone, rec.Body.Len())
		}
	}
	// Another content, another tag.
	files[Wasm] = &fstest.MapFile{Data: []byte("\x00asm changed")}
	rec := httptest.NewRecorder()
	Handler(files).ServeHTTP(rec, httptest.NewRequest("GET", "/"+Wasm, nil))
	if rec.Header().Get("ETag") == tag {
		t.Error("a changed wasm has the same ETag")
	}
}

func TestCheck_NamesAMissingBuild(t *testing.T) {
	full := site()
	noWasm := site()
	delete(noWasm, Wasm)
	noLoader := site()
	delete(noLoader, "wasm_exec.js")
	tests := []struct {
		name string
		fsys fstest.MapFS
		want error
	}{
		{"everything", full, nil},
		{"no wasm", noWasm, ErrNotBuilt},
		{"no loader", noLoader, ErrNotBuilt},
		{"empty", fstest.MapFS{}, ErrNotBuilt},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := Check(tc.fsys); !errors.Is(err, tc.want) {
				t.Errorf("Check: %v, want %v", err, tc.want)
			}
		})
	}
}

func TestHandler_MissingWasmSaysToRunMakeWeb(t *testing.T) {
	files := site()
	delete(files, Wasm)
	rec := httptest.NewRecorder()
	Handler(files).ServeHTTP(rec, httptest.NewRequest("GET", "/"+Wasm, nil))
	if rec.Code != 404 || !bytes.Contains(rec.Body.Bytes(), []byte("make web")) {
		t.Errorf("status %d, body %q: want 404 naming make web", rec.Code, rec.Body.String())
	}
}

func TestFiles_HoldThePageAndItsStorage(t *testing.T) {
	for _, name := range []string{"index.html", "storage.js"} {
		if _, err := Files().Open(name); err != nil {
			t.Errorf("embedded %s: %v", name, err)
		}
	}
}

// The page shows how much of the wasm has come: the stream it reads is
// uncompressed, so the answer states the uncompressed length whatever the
// encoding (Content-Length counts the bytes sent).
func TestHandler_StatesTheUncompressedLengthForTheLoadingProgress(t *testing.T) {
	files := site()
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(files[Wasm].Data)
	zw.Close()
	withGz := site()
	withGz[Wasm+".gz"] = &fstest.MapFile{Data: z.Bytes()}
	tests := []struct {
		name, accept, method string
		fsys                 fstest.MapFS
	}{
		{"gzip, compressed by the handler", "gzip", "GET", files},
		{"gzip, from the .gz beside it", "gzip", "GET", withGz},
		{"identity", "identity", "GET", files},
		{"HEAD", "gzip", "HEAD", withGz},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(tc.method, "/"+Wasm, nil)
			req.Header.Set("Accept-Encoding", tc.accept)
			rec := httptest.NewRecorder()
			Handler(tc.fsys).ServeHTTP(rec, req)
			want := strconv.Itoa(len(files[Wasm].Data))
			if got := rec.Header().Get(LengthHeader); got != want {
				t.Errorf("%s: %q, want %s (Content-Length %s, Content-Encoding %q)", LengthHeader, got, want, rec.Header().Get("Content-Length"), rec.Header().Get("Content-Encoding"))
			}
		})
	}
}
