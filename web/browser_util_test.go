package web_test

import (
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"

	"zulu1879/web"
)

// newServer serves the folder dir as zulu1879 serve would, for the test.
func newServer(t *testing.T, dir string) string {
	t.Helper()
	srv := httptest.NewServer(web.Handler(os.DirFS(dir)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// consoleText is the text of a console call or an uncaught exception.
func consoleText(ev any) []string {
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`))
		}
		return []string{fmt.Sprintf("console.%s: %s", e.Type, strings.Join(parts, " "))}
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		return []string{"exception: " + text}
	}
	return nil
}
