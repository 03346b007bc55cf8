//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package paint

const unixDesktop = false
