#!/usr/bin/env python3
"""The Python half of scripts/check-lottie (see there)."""
import json
import os
import subprocess
import sys

import jsonschema
import lottie_specs
import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lottie_browser  # noqa: E402
import lottie_render  # noqa: E402

TALLY, OUT = sys.argv[1], os.path.abspath(sys.argv[2])
PICTURES = sys.argv[3] if len(sys.argv) > 3 else None
FPS = 60
# At most this share of a frame's pixels may differ by more than 64 in a channel.
LIMIT = 0.005
# The README's picture: the count its animated SVG shows (scripts/make-pictures), at 1 s of 2.
PICTURE = ["count", "0", "1234.56", "--easing", "ease-out", "--prefix", "$", "--fps", str(FPS)]

# The four seeds (000 countdown, 002 counter, 003 odometer, 004 cooldown) and two styled odometers.
CASES = [
    ("counter", ["count", "0", "1234.56", "--duration", "2s", "--fps", str(FPS)]),
    # The size goal's count: its low digits repeat (periods placed again with `st`), its units run linearly.
    ("counter-10s", ["count", "0", "1234.56", "--duration", "10s", "--fps", str(FPS)]),
    ("counter-eased", ["count", "0", "1234.56", "--duration", "10s", "--easing", "ease-out", "--fps", str(FPS)]),
    ("odometer", ["roll", "999", "1000", "--duration", "2s", "--fps", str(FPS)]),
    ("countdown", ["countdown", "3", "--end", "Go!", "--fps", str(FPS)]),
    ("cooldown", ["cooldown", "--seconds", "5", "--title", "Get code"]),
    ("roll-compact", ["roll", "999", "1200000", "--compact", "--fps", str(FPS)]),
    ("roll-currency", ["roll", "0", "1234.5", "--currency", "EUR", "--locale", "de_DE", "--fps", str(FPS)]),
]


def tally(arguments):
    return subprocess.run([TALLY] + arguments, check=True, capture_output=True, text=True).stdout


def texts(arguments, last):
    """The text (and value) at every frame, from `tally ... --frames`."""
    if arguments[0] == "cooldown":
        seconds = int(arguments[arguments.index("--seconds") + 1])
        title = arguments[arguments.index("--title") + 1]
        shown = [title] * FPS + [f"{seconds - k // FPS}s" for k in range(seconds * FPS)] + [title]
        return [(text, None) for text in shown[: last + 1]]
    lines = [json.loads(line) for line in tally(arguments + ["--frames", str(FPS)]).splitlines()]
    return [(line.get("text", ""), line.get("value")) for line in lines[: last + 1]]


def chosen_frames(shown, last):
    """Every frame where the text changes and those either side, the ends,
    and evenly spread ones up to at least 60."""
    frames = {0, last}
    for k in range(1, len(shown)):
        if shown[k][0] != shown[k - 1][0]:
            frames.update({k - 1, k, k + 1})
    step = max(1, last // 60)
    frames.update(range(0, last + 1, step))
    return sorted(f for f in frames if 0 <= f <= last)


def disagreement(a, b):
    return float((np.abs(a - b).max(axis=2) > 64).mean())


def main():
    schema = json.load(open(os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")))
    validator = jsonschema.Draft202012Validator(schema)
    failures = []
    for name, arguments in CASES:
        path = os.path.join(OUT, name + ".json")
        with open(path, "w") as handle:
            handle.write(tally(arguments + ["--lottie", "-"]))
        document = json.load(open(path))
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if errors:
            failures.append(f"{name}: not Lottie 1.0: {errors[0].message} at {list(errors[0].path)}")
        width, height, last = document["w"], document["h"], document["op"] - 1
        shown = texts(arguments, last)
        frames = chosen_frames(shown, last)
        players = {
            "rlottie": lottie_render.rlottie_frames(path, frames, width, height),
            "thorvg": lottie_render.thorvg_frames(path, frames, width, height),
        }
        web, version = lottie_browser.web_frames(path, frames, width, height)
        players["lottie-web " + version] = {f: lottie_render.over_white(x) for f, x in web.items()}
        names = list(players)
        worst = {}
        for i in range(len(names)):
            for j in range(i + 1, len(names)):
                pair = f"{names[i]}/{names[j]}"
                for frame in frames:
                    share = disagreement(players[names[i]][frame], players[names[j]][frame])
                    if share > worst.get(pair, (0, None))[0] or pair not in worst:
                        worst[pair] = (share, frame)
                    if share > LIMIT:
                        failures.append(f"{name}: {pair} differ at frame {frame} ({share:.2%} of pixels)")
        still_worst = (0.0, None)
        if arguments[0] == "count":
            # Each frame against a still Lottie of Tally's text at that instant.
            cache = {}
            for frame in frames:
                text, value = shown[frame]
                if value not in cache:
                    still = os.path.join(OUT, f"{name}-still.json")
                    with open(still, "w") as handle:
                        handle.write(tally(["count", value, value, "--duration", "0", "--lottie", "-"]))
                    meta = json.load(open(still))
                    image = lottie_render.rlottie_frames(still, [0], meta["w"], meta["h"])[0]
                    canvas = np.full((height, width, 3), 255, dtype=np.int16)
                    left = (width - meta["w"]) // 2
                    canvas[:, left:left + meta["w"]] = image
                    cache[value] = canvas
                share = disagreement(players["rlottie"][frame], cache[value])
                still_worst = max(still_worst, (share, frame), key=lambda pair: pair[0])
                if share > LIMIT:
                    failures.append(f"{name}: frame {frame} is not the still of '{text}' ({share:.2%} of pixels)")
        strip = np.concatenate([players[n][frames[len(frames) // 2]] for n in names], axis=1)
        Image.fromarray(strip.astype(np.uint8)).save(os.path.join(OUT, name + "-players.png"))
        summary = ", ".join(f"{pair} {share:.3%} (frame {frame})" for pair, (share, frame) in worst.items())
        extra = f"; against stills at most {still_worst[0]:.3%}" if arguments[0] == "count" else ""
        print(f"{name}: valid={not errors}, {len(frames)} frames {width}x{height}; worst: {summary}{extra}")
    if PICTURES:
        os.makedirs(PICTURES, exist_ok=True)
        path = os.path.join(PICTURES, "count.json")
        with open(path, "w") as handle:
            handle.write(tally(PICTURE + ["--lottie", "-"]))
        document = json.load(open(path))
        frame = FPS
        images = [
            lottie_render.rlottie_frames(path, [frame], document["w"], document["h"])[frame],
            lottie_render.thorvg_frames(path, [frame], document["w"], document["h"])[frame],
            lottie_render.over_white(lottie_browser.web_frames(path, [frame], document["w"], document["h"])[0][frame]),
        ]
        Image.fromarray(np.concatenate(images, axis=1).astype(np.uint8)).save(
            os.path.join(PICTURES, "count-frame.png"))
        print(f"pictures: {path}, frame {frame} by rlottie, ThorVG and lottie-web in {PICTURES}/count-frame.png")
    if failures:
        print("\n".join(failures[:40]), file=sys.stderr)
        sys.exit(1)
    print("every file is Lottie 1.0, and rlottie, ThorVG and lottie-web agree at every frame checked")


main()
