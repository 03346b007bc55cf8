// Package version holds the program version that saves record, shared by
// the desktop command and the browser build.
package version

// Program is the program version, written into saves.
const Program = "0.1.0"
