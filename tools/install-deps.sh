#!/usr/bin/env bash
# Installs what zulu1879 needs to build, run and test on a Debian machine, and
# nothing that is already there. Safe to run again and again.
#   tools/install-deps.sh          Go toolchain check + Go modules
#   tools/install-deps.sh display  also the X11/GL runtime, Xvfb, xdotool and xwd
#                                  (the window, its pixel and end-to-end tests)
#   tools/install-deps.sh browser  also Debian's chromium and node (the browser
#                                  tests of the game built for the web)
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$PATH:/usr/local/go/bin"
if ! command -v go >/dev/null 2>&1; then
  echo "install-deps: Go is not installed; installing Debian's golang-go" >&2
  apt_install=1
  need_go=1
fi

apt_packages=()
if [ "${need_go:-}" = 1 ]; then apt_packages+=(golang-go); fi
if [ "${1:-}" = display ]; then
  command -v xvfb-run >/dev/null 2>&1 || apt_packages+=(xvfb)
  command -v xauth >/dev/null 2>&1 || apt_packages+=(xauth)
  # The end-to-end test of the window drives it with xdotool and grabs it
  # with xwd (from x11-apps).
  command -v xdotool >/dev/null 2>&1 || apt_packages+=(xdotool)
  command -v xwd >/dev/null 2>&1 || apt_packages+=(x11-apps)
  for lib in libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libgl1 libgl1-mesa-dri libxxf86vm1; do
    dpkg -s "$lib" >/dev/null 2>&1 || apt_packages+=("$lib")
  done
fi

if [ "${1:-}" = browser ]; then
  # web/browser_test.go drives it headless through chromedp; it draws WebGL
  # in software (SwiftShader), so no GPU or display is needed.
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || apt_packages+=(chromium)
  # web/storage_test.go runs the page's storage shim under node.
  command -v node >/dev/null 2>&1 || command -v nodejs >/dev/null 2>&1 || apt_packages+=(nodejs)
fi

if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "install-deps: installing ${apt_packages[*]}" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "install-deps: need root (or sudo) to install ${apt_packages[*]}" >&2; exit 1; }
    sudo=sudo
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
fi

go mod download
