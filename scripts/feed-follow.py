#!/usr/bin/env python3
"""Feeds `tally follow` 100 values a second for SECONDS and writes the CPU it
used, as a share of one core, to RESULT.

    feed-follow.py RESULT SECONDS -- TALLY follow [ARGS...]

The values climb by a random step each time, as a byte counter does. tally's
standard output is this program's (a terminal, or a pipe).
"""
import os
import random
import subprocess
import sys
import time


def main():
    result_path, seconds = sys.argv[1], float(sys.argv[2])
    command = sys.argv[sys.argv.index("--") + 1:]
    child = subprocess.Popen(command, stdin=subprocess.PIPE)
    value = 0
    started = time.monotonic()
    count = 0
    while time.monotonic() - started < seconds:
        value += random.randint(1000, 50000)
        child.stdin.write(f"{value}\n".encode())
        child.stdin.flush()
        count += 1
        time.sleep(max(0.0, started + count / 100 - time.monotonic()))
    child.stdin.close()
    _, _, usage = os.wait4(child.pid, 0)
    elapsed = time.monotonic() - started
    with open(result_path, "w") as handle:
        handle.write(f"{(usage.ru_utime + usage.ru_stime) / elapsed * 100:.1f}\n")


if __name__ == "__main__":
    main()
