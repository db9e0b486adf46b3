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
# Mid-roll, a column may sit at most this many pixels from where Tally's timeline puts it.
PIXEL = 1.0
# The README's picture: the count its animated SVG shows (scripts/make-pictures), at 1 s of 2.
PICTURE = ["count", "0", "1234.56", "--easing", "ease-out", "--prefix", "$", "--fps", str(FPS)]

# The four seeds (000 countdown, 002 counter, 003 odometer, 004 cooldown) and two styled odometers.
CASES = [
    ("counter", ["count", "0", "1234.56", "--duration", "2s", "--fps", str(FPS)]),
    # The size goal's count: its low digits repeat (periods placed again with `st`), its units run linearly.
    ("counter-10s", ["count", "0", "1234.56", "--duration", "10s", "--fps", str(FPS)]),
    ("counter-eased", ["count", "0", "1234.56", "--duration", "10s", "--easing", "ease-out", "--fps", str(FPS)]),
    ("odometer", ["roll", "999", "1000", "--duration", "2s", "--fps", str(FPS)]),
    # Rolling down, staggered, along a curve sampled at every frame.
    ("odometer-down", ["roll", "3071", "1250", "--direction", "down", "--easing", "ease-out-bounce", "--fps", str(FPS)]),
    ("countdown", ["countdown", "3", "--end", "Go!", "--fps", str(FPS)]),
    ("cooldown", ["cooldown", "--seconds", "5", "--title", "Get code"]),
    ("roll-compact", ["roll", "999", "1200000", "--compact", "--fps", str(FPS)]),
    ("roll-currency", ["roll", "0", "1234.5", "--currency", "EUR", "--locale", "de_DE", "--fps", str(FPS)]),
    # Odometers that no single tween moves, rolled (or faded) from their frames: carry mode passing a
    # thousand faces and every carry, a cross-fade, and words that carry a minus.
    ("roll-carry", ["roll", "0", "1000", "--carry", "--fps", str(FPS)]),
    ("roll-fade", ["roll", "999", "1000", "--reduced-motion", "--fps", str(FPS)]),
    ("roll-minus", ["roll", "-5", "5", "--currency", "USD", "--fps", str(FPS)]),
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


def bezier(x, x1, y1, x2, y2):
    """CSS `cubic-bezier(x1, y1, x2, y2)` at `x`, solved by bisection."""
    def curve(t, a, b):
        return 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        low, high = (middle, high) if curve(middle, x1, x2) < x else (low, middle)
    return curve((low + high) / 2, y1, y2)


def value(prop, frame):
    """A property's value at a whole frame: static, a hold, or eased between keyframes along the cubic of
    their handles (the odometer's across positions, a keyframe at every frame while they move; a column's
    scale, one Bezier keyframe). The first component of a multi-dimensional one."""
    if prop.get("s") is True:
        return [value(prop["x"], frame), value(prop["y"], frame)]
    if not prop.get("a"):
        return prop["k"]
    keys = prop["k"]
    index = max([i for i, key in enumerate(keys) if key["t"] <= frame] or [0])
    key = keys[index]
    if key.get("h") or index + 1 == len(keys) or key["t"] >= frame:
        return key["s"][0]
    after = keys[index + 1]
    progress = (frame - key["t"]) / (after["t"] - key["t"])
    if "o" in key and "i" in key:
        progress = bezier(progress, key["o"]["x"][0], key["o"]["y"][0], key["i"]["x"][0], key["i"]["y"][0])
    return key["s"][0] + (after["s"][0] - key["s"][0]) * progress


def place(layer, layers, frame):
    """A layer's position at a whole frame, with its parents' (`parent`, by `ind`) added: an odometer's
    columns hang from a chain of null layers while widths change."""
    x, y = value(layer["ks"]["p"], frame)
    while layer.get("parent") is not None:
        layer = next(above for above in layers if above.get("ind") == layer["parent"])
        dx, dy = value(layer["ks"]["p"], frame)
        x, y = x + dx, y + dy
    return x, y


# The columns that roll: digits, and a styled format's words (a currency, a compact unit, a percent sign).
ROLLING = ("digit", "prefix", "suffix")


def windows_of(document, columns):
    """Each column's window (None for a column without one): by name where the windows are named after
    their columns (an odometer rolled from its frames, whose columns come and go), else in order, when
    there are as many."""
    windows = [layer for layer in document["layers"] if layer.get("hasMask")]
    if windows and all("nm" in window for window in windows):
        named = {window["nm"]: window for window in windows}
        return [named.get(f"digit {c['place']}" if c["role"] == "digit" else c["role"]) for c in columns]
    return windows if len(windows) == len(columns) else None


def midroll_frames(lines, last, named):
    """Up to six frames spread over those where some rolling column is between faces (a quarter to
    three quarters of the way), with as many columns as the roll has (any, where windows are `named`);
    for a roll whose words turn, up to six more where they do."""
    count = max(len(line.get("columns", [])) for line in lines)

    def between(roles):
        return [f for f, line in enumerate(lines[: last + 1]) if (named or len(line.get("columns", [])) == count) and any(
            c["role"] in roles and len(c["faces"]) > 1 and 0.25 <= c["offset"] <= 0.75 for c in line["columns"])]

    frames = set()
    for rolling in (between(ROLLING), between(("prefix", "suffix"))):
        frames |= {rolling[round(i * (len(rolling) - 1) / 5)] for i in range(6)} if rolling else set()
    return sorted(frames)


def drawn(text):
    """A face as the strips draw it: a space has no glyph layer."""
    return text.replace(" ", "")


def strip_faces(layers, names, line):
    """A strip's faces by position: the glyphs parented to its null layer, row by row, left to right."""
    rows = {}
    for layer in layers:
        if layer.get("parent") == 1:
            x, top = layer["ks"]["p"]["k"][:2]
            rows.setdefault(round(top / line), []).append((x, names.get(layer["refId"]) or ""))
    return {n: "".join(name for _, name in sorted(glyphs)) for n, glyphs in rows.items()}


def still_of_columns(document, columns, line, frame):
    """The document with each rolling column's strip held where Tally's timeline puts it at a frame (its
    faces and the offset between them, from `tally roll --frames`), instead of where the keyframes do. A
    strip made from frames (carry mode, words that carry a minus) may hold the same faces more than once:
    the place nearest the keyframes' is taken."""
    still = json.loads(json.dumps(document))
    assets = {a["id"]: a for a in still["assets"]}
    names = {a["id"]: a.get("nm") for a in still["assets"]}
    for column, window in zip(columns, windows_of(still, columns)):
        if window is None or column["role"] not in ROLLING or len(column["faces"]) < 2:
            continue
        layers = assets[window["refId"]]["layers"]
        faces = strip_faces(layers, names, line)
        first, second = (drawn(face) for face in column["faces"][:2])
        step = 1 if column["direction"] == "up" else -1
        # Empty words ("" before "M") are a face without glyphs.
        places = set(faces) | {n - step for n in faces}
        starts = [n for n in places if faces.get(n, "") == first and faces.get(n + step, "") == second]
        if not starts:
            raise SystemExit(f"no face {first} followed by {second} in a strip: {sorted(faces.items())}")
        keyed = -value(layers[0]["ks"]["p"], frame)[1] / line
        position = min((n + step * column["offset"] for n in starts), key=lambda p: abs(p - keyed))
        layers[0]["ks"]["p"]["y"] = {"a": 0, "k": -position * line}
    return still


def vertical_shift(image, still, box):
    """How far (pixels, down positive) the ink in `box` of `image` sits from that of `still`: the shift,
    in eighths of a pixel up to four pixels, that best lays the still's ink on the image's."""
    x0, x1, y0, y1 = box
    ink = 255.0 - image[:, x0:x1].astype(np.float64).mean(axis=2)
    reference = 255.0 - still[:, x0:x1].astype(np.float64).mean(axis=2)
    if reference[y0:y1].sum() < 255 * 4 and ink[y0:y1].sum() < 255 * 4:
        return 0.0
    rows = np.arange(ink.shape[0], dtype=np.float64)
    best = (np.inf, 0.0)
    for shift in np.arange(-4, 4.001, 0.125):
        moved = np.stack([np.interp(rows - shift, rows, reference[:, c], left=0, right=0)
                          for c in range(reference.shape[1])], axis=1)
        best = min(best, (float(np.abs(moved[y0:y1] - ink[y0:y1]).sum()), float(shift)))
    return best[1]


def check_midroll(name, lines, frames, document, players, failures):
    """Mid-roll, each rolling column (digits, and words wide enough to see) sits where Tally's timeline
    puts it, within PIXEL, in every player:
    each frame is laid against rlottie's render of the same document with the strips held at the
    timeline's offsets. Returns the worst shift and where."""
    line = document["h"] / 1.6
    path = os.path.join(OUT, f"{name}-midroll.json")
    worst = (0.0, None, None)
    for frame in frames:
        columns = lines[frame]["columns"]
        with open(path, "w") as handle:
            json.dump(still_of_columns(document, columns, line, frame), handle)
        still = lottie_render.rlottie_frames(path, [frame], document["w"], document["h"])[frame]
        windows = windows_of(document, columns)
        if windows is None:
            failures.append(f"{name}: mid-roll frame {frame}: {len(columns)} columns, not as many windows")
            continue
        for index, (column, window) in enumerate(zip(columns, windows)):
            words = column["role"] in ("prefix", "suffix")
            if column["role"] not in ROLLING or column["width"] < (0.5 if words else 1):
                continue
            if window is None:
                failures.append(f"{name}: mid-roll frame {frame}: no window for column {index}")
                continue
            # A column coming in or going is scaled with its share of the row, about its anchor
            # (the middle of the window's left edge).
            x, middle = place(window, document["layers"], frame)
            top = middle - window["ks"]["a"]["k"][1]
            scale = value(window["ks"]["s"], frame)
            across = (scale[0] if isinstance(scale, list) else scale) / 100 * window["w"]
            box = (max(int(x), 0), min(int(np.ceil(x + across)), document["w"]), int(top), int(top + line))
            for player, images in players.items():
                shift = vertical_shift(images[frame], still, box)
                if abs(shift) > abs(worst[0]):
                    worst = (shift, frame, f"{player}, column {index}")
                if abs(shift) > PIXEL:
                    failures.append(f"{name}: mid-roll frame {frame}, column {index} sits {shift:+.3f} px "
                                    f"from the timeline's place in {player}")
    return worst


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
        # A rolling odometer's columns (strips moved by a null layer) are also checked mid-roll.
        lines, midroll = [], []
        rolls = any(layer["ty"] == 3 for asset in document["assets"] for layer in asset.get("layers", []))
        # A cross-fade has nothing mid-roll: its faces fade in place.
        if arguments[0] == "roll" and rolls and "--reduced-motion" not in arguments:
            lines = [json.loads(line) for line in tally(arguments + ["--frames", str(FPS)]).splitlines()]
            named = all("nm" in layer for layer in document["layers"] if layer.get("hasMask"))
            midroll = midroll_frames(lines, last, named)
            frames = sorted(set(frames) | set(midroll))
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
        shifted = ""
        if lines and not midroll:
            failures.append(f"{name}: no frame mid-roll")
        if midroll:
            shift, at, where = check_midroll(name, lines, midroll, document, players, failures)
            shifted = f"; mid-roll ({len(midroll)} frames) columns at most {abs(shift):.3f} px from the timeline"
            shifted += f" ({where}, frame {at})" if at is not None else ""
        strip = np.concatenate([players[n][frames[len(frames) // 2]] for n in names], axis=1)
        Image.fromarray(strip.astype(np.uint8)).save(os.path.join(OUT, name + "-players.png"))
        summary = ", ".join(f"{pair} {share:.3%} (frame {frame})" for pair, (share, frame) in worst.items())
        extra = f"; against stills at most {still_worst[0]:.3%}" if arguments[0] == "count" else ""
        print(f"{name}: valid={not errors}, {len(frames)} frames {width}x{height}; worst: {summary}{extra}{shifted}")
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
