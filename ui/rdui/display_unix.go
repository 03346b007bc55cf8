//go:build linux || freebsd || netbsd || openbsd || dragonfly

package rdui

const unixDesktop = true
