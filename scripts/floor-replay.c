// The floor of a terminal program's cost: writes the chunks that
// measure-tty.py recorded (a double of seconds since the start, a 32-bit
// length, the bytes) to standard output at the same instants, and nothing
// else. Run in the same pane as the recording, its CPU is what writing the
// very same bytes at the very same moments costs.
//
//   cc -O2 -o floor-replay scripts/floor-replay.c && ./floor-replay CHUNKS
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    FILE *chunks = fopen(argv[1], "rb");
    if (!chunks) return 2;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    static char buffer[1 << 20];
    double offset;
    uint32_t length;
    while (fread(&offset, sizeof offset, 1, chunks) == 1 && fread(&length, sizeof length, 1, chunks) == 1) {
        if (length > sizeof buffer || fread(buffer, 1, length, chunks) != length) return 2;
        struct timespec at = start;
        long long nanoseconds = (long long)(offset * 1e9) + at.tv_nsec;
        at.tv_sec += nanoseconds / 1000000000;
        at.tv_nsec = nanoseconds % 1000000000;
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL);
        for (uint32_t written = 0; written < length;) {
            ssize_t count = write(1, buffer + written, length - written);
            if (count <= 0) return 1;
            written += (uint32_t)count;
        }
    }
    return 0;
}
