#!/usr/bin/env python3
"""cputime.py CMD [ARG...]: runs CMD and prints "wall U S" (seconds) of it
and of every process it started, on standard error, then exits with CMD's
status.

/usr/bin/time counts only the children that their parents waited for: a
browser killed by its driver leaves its renderer and GPU processes to init,
and their CPU goes uncounted. This script makes itself the subreaper of
what CMD starts (Linux prctl PR_SET_CHILD_SUBREAPER), so orphans come back
to it, and it reaps them all before it reads the children's CPU time."""
import ctypes
import os
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main():
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__ + "\n")
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.stderr.write("cputime: prctl(PR_SET_CHILD_SUBREAPER): errno %d\n" % ctypes.get_errno())
        return 2
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(sys.argv[1], sys.argv[1:])
        except OSError as e:
            sys.stderr.write("cputime: %s: %s\n" % (sys.argv[1], e))
            os._exit(127)
    status = 0
    while True:
        try:
            p, st = os.wait()
        except ChildProcessError:
            break
        if p == pid:
            status = os.waitstatus_to_exitcode(st)
            wall = time.monotonic() - start
    ru = os.times()
    sys.stderr.write("%.2f %.2f %.2f\n" % (wall, ru.children_user, ru.children_system))
    return status if status >= 0 else 128 - status


if __name__ == "__main__":
    sys.exit(main())
