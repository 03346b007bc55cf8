#!/usr/bin/env bash
# Measures what the game window costs while it waits for the player: it
# starts bin/zulu1879 gui on its own Xvfb, lets it settle, then samples
# /proc/PID/stat and /proc/PID/status for SECONDS and prints the CPU it used
# (% of one core, the game and the X server apart) and its resident memory.
# A figure, not a pass or fail.
#
#   tools/measure-window.sh [SECONDS]            start screen, mid-game board, busy board
#   CASES=start tools/measure-window.sh 10       one case
#   CASES=busy tools/measure-window.sh 10        the frame rate on a busy board
#   CASES=skirmish tools/measure-window.sh 30    the skirmish screen waiting for the British
#
# Cases: start (the start screen), midgame (the board of
# docs/screenshots/midgame-actions.txt, a hotseat game at turn 2), busy (that
# board redrawn every frame, --continuous: fps is the frames it drew a
# second from opening to closing, as gui --quit-after prints it; the idle
# cases show "-"), skirmish (Rules for Zulu loaded from
# docs/screenshots/skirmish-midgame.json: turn 2 of the perimeter, the
# Zulus' bot has moved, the British player to act).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-30}
settle=${SETTLE:-5}
cases=${CASES:-start midgame busy}
bin=${BIN:-bin/zulu1879}
[ -x "$bin" ] || { echo "measure-window: $bin is missing (make build)" >&2; exit 1; }
command -v Xvfb >/dev/null || { echo "measure-window: Xvfb is missing (tools/install-deps.sh display)" >&2; exit 1; }

tck=$(getconf CLK_TCK)
# cpu PID: user+system clock ticks used so far.
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
rss() { awk '/^VmRSS:/ {print int($2 / 1024)}' "/proc/$1/status"; }

# A free display number of our own, so the X server's CPU can be told apart.
d=90
while [ -e "/tmp/.X11-unix/X$d" ] || [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
Xvfb ":$d" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
tmp=$(mktemp -d)
gpid=""
cleanup() {
  [ -n "$gpid" ] && kill "$gpid" 2>/dev/null || true
  kill "$xpid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$d" ] && break; sleep 0.1; done

printf '%-8s %8s %8s %8s %8s %8s %8s\n' case game%cpu xvfb%cpu rss_MB rss_max peak_MB fps
for c in $cases; do
  case $c in
    start) args=(gui --seed 1879 --size 1440x900) ;;
    midgame) args=(gui --seed 1879 --size 1440x900 --actions docs/screenshots/midgame-actions.txt) ;;
    busy) args=(gui --seed 1879 --size 1440x900 --actions docs/screenshots/midgame-actions.txt --continuous --quit-after "$((settle + secs + 2))s") ;;
    skirmish) args=(gui --size 1440x900 --load docs/screenshots/skirmish-midgame.json) ;;
    *) echo "measure-window: unknown case $c (start, midgame, busy, skirmish)" >&2; exit 2 ;;
  esac
  DISPLAY=":$d" "$bin" "${args[@]}" --save-dir "$tmp/saves" >"$tmp/out" 2>&1 &
  gpid=$!
  sleep "$settle"
  if ! kill -0 "$gpid" 2>/dev/null; then
    echo "measure-window: the window of case $c exited:" >&2
    cat "$tmp/out" >&2
    exit 1
  fi
  g0=$(cpu "$gpid") x0=$(cpu "$xpid") max=0
  for _ in $(seq "$secs"); do
    sleep 1
    r=$(rss "$gpid")
    [ "$r" -gt "$max" ] && max=$r
  done
  g1=$(cpu "$gpid") x1=$(cpu "$xpid")
  hwm=$(awk '/^VmHWM:/ {print int($2 / 1024)}' "/proc/$gpid/status")
  r=$(rss "$gpid")
  fps=-
  if [ "$c" = busy ]; then
    # The window quits by itself and prints the frames it drew.
    wait "$gpid" 2>/dev/null || true
    fps=$(sed -n 's/.*: \([0-9.]*\) FPS.*/\1/p' "$tmp/out")
  else
    kill "$gpid"
    wait "$gpid" 2>/dev/null || true
  fi
  gpid=""
  printf '%-8s %8.1f %8.1f %8d %8d %8d %8s\n' "$c" \
    "$(echo "($g1 - $g0) * 100 / $tck / $secs" | bc -l)" \
    "$(echo "($x1 - $x0) * 100 / $tck / $secs" | bc -l)" \
    "$r" "$max" "$hwm" "${fps:-?}"
done
