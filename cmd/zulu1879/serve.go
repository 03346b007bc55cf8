package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"time"

	"zulu1879/web"
)

func init() {
	register(command{
		name:    "serve",
		summary: "serve the game for a web browser (built by make web)",
		run:     runServe,
	})
}

func runServe(args []string, stdout, stderr io.Writer) int {
	fs_ := newFlags("serve", "[--addr HOST:PORT] [--dir DIR]", "Serves the game built for a browser (make web builds it into this program)\non a local address: open the address it prints in a browser. Saves stay in\nthat browser's storage; the page's buttons download and open save files.", stdout, stderr)
	addr := fs_.String("addr", "127.0.0.1:8080", "address to listen on (HOST:PORT; port 0 picks a free one)")
	dir := fs_.String("dir", "", "serve this folder instead of the files built into the program (e.g. web/static)")
	if code, done := parseFlags(fs_, args); done {
		return code
	}
	var files fs.FS = web.Files()
	if *dir != "" {
		files = os.DirFS(*dir)
	}
	if err := web.Check(files); err != nil {
		if *dir != "" && errors.Is(err, web.ErrNotBuilt) {
			err = fmt.Errorf("%s lacks the page, its scripts or %s: run make web", *dir, web.Wasm)
		}
		fmt.Fprintln(stderr, "zulu1879 serve:", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 serve:", err)
		return 1
	}
	fmt.Fprintf(stdout, "zulu1879: the game is at http://%s/ (Ctrl+C stops)\n", ln.Addr())
	srv := &http.Server{Handler: web.Handler(files), ReadHeaderTimeout: 10 * time.Second}
	if err := srv.Serve(ln); err != nil {
		fmt.Fprintln(stderr, "zulu1879 serve:", err)
		return 1
	}
	return 0
}
