//go:build linux || freebsd || netbsd || openbsd || dragonfly

package ui

const isUnixDesktop = true
