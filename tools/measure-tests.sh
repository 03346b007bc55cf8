#!/usr/bin/env bash
# CPU and wall of each package's test binary, run alone one after another in
# the package's folder under one Xvfb, the way make test runs them (every test
# but TestSoak). A figure, not a pass or fail: the machine may be shared, so
# compare the CPU column (user + system, children included), not wall.
#
#   tools/measure-tests.sh [OUT.tsv] [PKG...]     (default: every package)
#
# Writes one line a package: package, wall s, user s, system s, exit status.
set -uo pipefail
cd "$(dirname "$0")/.."
here=$PWD/tools
# One Xvfb for the whole run (its CPU is not counted; the window tests'
# own Xvfbs, children of the test binary, are).
[ -n "${DISPLAY:-}" ] || exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
out=${1:-/dev/stdout}; shift || true
pkgs=("$@")
[ ${#pkgs[@]} -gt 0 ] || mapfile -t pkgs < <(go list ./...)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
mod=$(go list -m)
printf 'package\twall\tuser\tsys\tstatus\tload\n' > "$out"
for p in "${pkgs[@]}"; do
	p=${p#./}; p=${p#"$mod"/}; [ "$p" = "$mod" ] && p=.
	name=$(echo "$p" | tr / _)
	go test -c -o "$bin/$name.test" "./$p" >/dev/null 2>&1 || { printf '%s\tbuild failed\n' "$p" >> "$out"; continue; }
	[ -x "$bin/$name.test" ] || continue          # no test files
	# tools/cputime.py also counts the processes the test's children left
	# behind (chromium's renderer and GPU processes), which /usr/bin/time
	# misses.
	t=$( (cd "$p" && "$here/cputime.py" "$bin/$name.test" -test.count=1 -test.timeout 30m \
		-test.skip '^TestSoak$' 2>&1 >/dev/null; echo "status $?") | tail -2 | tr '\n' ' ')
	read -r wall user sys _ status <<<"$t"
	printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$p" "$wall" "$user" "$sys" "$status" "$(cut -d' ' -f1 /proc/loadavg)" >> "$out"
done
