// Package browsertest finds the headless browser the browser tests drive.
package browsertest

import (
	"os"
	"os/exec"
)

// Chromium finds a headless browser: $CHROMIUM, else Debian's chromium or
// another Chrome on the PATH; "" when there is none, and the tests skip.
func Chromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}
