#!/usr/bin/env python3
"""Runs a program in a pseudo-terminal of this terminal's size, passes its
output through, and records when each byte arrived; at its end writes a JSON
summary: time to first frame, CPU seconds, bytes per second of steady
countdown, all bytes written, and each tick's distance from its ideal instant.

    measure-tty.py RESULT.json [--record CHUNKS] -- PROGRAM [ARGS...]

With --record, every chunk read is also kept in CHUNKS (a double of seconds
since the program started, a 32-bit length, the bytes), for
scripts/floor-replay.c to write again at the same instants.

A "frame" is a burst of output; bursts are separated by 40 ms of quiet. The
first burst is the first frame; every later burst is a tick. Tick k's ideal
instant is k seconds after the first frame was complete (the last byte of the
first burst).
"""
import fcntl
import json
import os
import pty
import select
import struct
import sys
import termios
import time

QUIET = 0.040


def main():
    result_path = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1:]
    options = sys.argv[2:sys.argv.index("--")]
    record = open(options[options.index("--record") + 1], "wb") if "--record" in options else None
    try:
        size = fcntl.ioctl(sys.stdout.fileno(), termios.TIOCGWINSZ, b"\0" * 8)
    except OSError:
        size = struct.pack("HHHH", 24, 80, 0, 0)
    started = time.monotonic()
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, size)
        os.execvp(command[0], command)
    chunks = []  # (time, byte count)
    status = None
    usage = None
    while True:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            if not data:
                break
            now = time.monotonic()
            chunks.append((now, len(data)))
            if record:
                record.write(struct.pack("<dI", now - started, len(data)) + data)
            os.write(sys.stdout.fileno(), data)
        else:
            done, waited, used = os.wait4(pid, os.WNOHANG)
            if done:
                status, usage = waited, used
                break
    if usage is None:
        _, status, usage = os.wait4(pid, 0)
    if record:
        record.close()
    bursts = []  # [start, end, bytes]
    for when, count in chunks:
        if bursts and when - bursts[-1][1] < QUIET:
            bursts[-1][1] = when
            bursts[-1][2] += count
        else:
            bursts.append([when, when, count])
    first = bursts[0] if bursts else [started, started, 0]
    # The last burst is the end (leaving the screen); ticks are the ones between.
    ticks = bursts[1:-1] if len(bursts) > 2 else []
    errors = [abs((tick[0] - first[1]) - (index + 1)) * 1000 for index, tick in enumerate(ticks)]
    steady_bytes = sum(tick[2] for tick in ticks)
    steady_seconds = (ticks[-1][0] - first[1]) if ticks else 0
    summary = {
        "command": " ".join(command),
        "first_frame_ms": (first[1] - started) * 1000,
        "cpu_seconds": usage.ru_utime + usage.ru_stime,
        "bytes_per_second": steady_bytes / steady_seconds if steady_seconds else 0,
        "total_bytes": sum(count for _, count in chunks),
        "ticks": len(ticks),
        "tick_error_ms_max": max(errors) if errors else None,
        "tick_error_ms_mean": sum(errors) / len(errors) if errors else None,
        "exit_status": os.waitstatus_to_exitcode(status) if status is not None else None,
    }
    with open(result_path, "w") as handle:
        json.dump(summary, handle)


if __name__ == "__main__":
    main()
