package paint

import (
	"errors"
	"strings"
	"testing"
)

func TestRenderPNGRefusesBeforeOpeningAWindow(t *testing.T) {
	cases := []struct {
		name, display string
		w, h          int
		want          string
	}{
		{"no display", "", 1600, 1000, ErrNoDisplay.Error()},
		{"too small", ":99", 100, 1000, "render size 100x1000: width and height must be between 320x240 and 8192x8192"},
		{"too large", ":99", 1600, 9000, "render size 1600x9000"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("DISPLAY", tc.display)
			t.Setenv("WAYLAND_DISPLAY", "")
			if !unixDesktop {
				t.Skip("every other system has a display")
			}
			var out strings.Builder
			err := RenderPNG(&out, tc.w, tc.h, 320, 240, nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("RenderPNG(%dx%d) = %v, want an error saying %q", tc.w, tc.h, err, tc.want)
			}
			if tc.display == "" && !errors.Is(err, ErrNoDisplay) {
				t.Errorf("without a display the error is %v, not ErrNoDisplay", err)
			}
			if out.Len() != 0 {
				t.Errorf("wrote %d bytes on refusal", out.Len())
			}
		})
	}
}
