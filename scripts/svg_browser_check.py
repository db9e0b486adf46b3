#!/usr/bin/env python3
"""The browser half of scripts/check-svg-in-browser (see there)."""
import html
import json
import os
import re
import subprocess
import sys

TALLY, OUT = sys.argv[1], os.path.abspath(sys.argv[2])
RATE = 30  # frames per second, for the SVG's sampled parts and for --frames

CASES = [
    ("count", ["count", "0", "1234.56", "--duration", "2s", "--easing", "ease-out"]),
    ("count-styled", ["count", "-50", "50", "--duration", "1s", "--prefix", "$", "--easing", "ease-in-out-back"]),
    ("roll", ["roll", "999", "1000", "--duration", "2s"]),
    ("roll-decimals", ["roll", "9.99", "10.5", "--duration", "1.5s", "--easing", "ease-in-out-sine"]),
    ("roll-sign", ["roll", "5", "-5", "--duration", "1s"]),
    ("roll-shrink", ["roll", "1000.5", "99.25", "--duration", "1.5s"]),
    ("roll-grow", ["roll", "999999", "1000000", "--duration", "2s", "--duration-offset", "0.2s", "--locale", "de_DE"]),
    ("roll-classic", ["roll", "1234", "5678", "--classic", "--duration", "1.5s"]),
    ("countdown", ["countdown", "3", "--end", "Go!", "--step", "1s"]),
    ("roll-wide-mark", ["roll", "999", "1000000", "--duration", "1.5s", "--separator", ":::"]),
    # A style's words of one character turn in a column ("M" comes in below nothing), held where the curve overshoots.
    ("roll-compact", ["roll", "999", "1200000", "--compact", "--duration", "1.5s", "--easing", "ease-out-back"]),
]

SCRIPT = r"""
<script>
document.addEventListener('DOMContentLoaded', () => {
  const svg = document.querySelector('svg');
  // The part of each face a person can see: its box cut to its column's
  // window, for every column not fully transparent.
  const visibleBoxes = () => {
    const boxes = [];
    const window = svg.querySelector('clipPath rect');
    const [x, y] = ['x', 'y'].map(name => parseFloat(window.getAttribute(name)));
    const [w, h] = ['width', 'height'].map(name => parseFloat(window.getAttribute(name)));
    for (const column of svg.querySelectorAll('g[data-role]')) {
      if (parseFloat(getComputedStyle(column).opacity) <= 0.001) continue;
      const m = column.querySelector('g[clip-path]').getScreenCTM();
      const a = new DOMPoint(x, y).matrixTransform(m), b = new DOMPoint(x + w, y + h).matrixTransform(m);
      for (const face of column.querySelectorAll('.strip text')) {
        const r = face.getBoundingClientRect();
        const box = {left: Math.max(r.left, Math.min(a.x, b.x)), right: Math.min(r.right, Math.max(a.x, b.x)),
                     top: Math.max(r.top, Math.min(a.y, b.y)), bottom: Math.min(r.bottom, Math.max(a.y, b.y)),
                     face: face.textContent, role: column.dataset.role};
        if (box.right - box.left > 0.5 && box.bottom - box.top > 0.5) boxes.push(box);
      }
    }
    return boxes;
  };
  // Pairs of visible faces that cover each other by more than a pixel.
  const overlaps = () => {
    const boxes = visibleBoxes(), found = [];
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const p = boxes[i], q = boxes[j];
      const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (across > 1 && down > 1) found.push(`${p.role} '${p.face}' / ${q.role} '${q.face}' by ${across.toFixed(1)}px`);
    }
    return found;
  };
  // Where each separator, decimal mark and sign stands vertically: it must never roll (digits and a
  // style's words do).
  const marks = () => Array.from(svg.querySelectorAll('g[data-role]'))
    .filter(column => !/^(digit|prefix|suffix)/.test(column.dataset.role))
    .map(column => new DOMMatrixReadOnly(getComputedStyle(column.querySelector('.strip')).transform).f);
  const instants = JSON.parse(document.getElementById('instants').textContent);
  const kind = document.body.dataset.kind;
  const results = [];
  for (const t of instants) {
    for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
    if (kind === 'roll' && svg.querySelector('g[data-role]')) {
      const clip = svg.querySelector('clipPath rect');
      const top = parseFloat(clip.getAttribute('y')), height = parseFloat(clip.getAttribute('height'));
      let reading = '';
      for (const column of svg.querySelectorAll('g[data-role]')) {
        if (parseFloat(getComputedStyle(column).opacity) < 0.5) continue;
        const strip = column.querySelector('.strip');
        const m = new DOMMatrixReadOnly(getComputedStyle(strip).transform);
        let best = null, bestDistance = Infinity;
        for (const face of strip.querySelectorAll('text')) {
          const centre = parseFloat(face.getAttribute('y')) + m.f - 0.35 * parseFloat(getComputedStyle(face).fontSize);
          const distance = Math.abs(centre - (top + height / 2));
          // Ties go to the later face, as the model's nearer face does at exactly half way.
          if (distance <= bestDistance + 1e-6) { bestDistance = distance; best = face.textContent; }
        }
        reading += best;
      }
      results.push({t, text: reading, overlaps: overlaps(), marks: marks()});
    } else {
      let text = '', scale = null, opacity = null;
      for (const element of svg.querySelectorAll('text')) {
        const o = parseFloat(getComputedStyle(element).opacity);
        if (o > 0.001 && (opacity === null || o > opacity)) {
          text = element.textContent; opacity = o;
          const m = new DOMMatrixReadOnly(getComputedStyle(element).transform);
          scale = m.a;
        }
      }
      results.push({t, text, scale, opacity});
    }
  }
  document.getElementById('out').textContent = JSON.stringify(results);
});
</script>
"""


def tally(arguments):
    return subprocess.run([TALLY] + arguments, check=True, capture_output=True, text=True).stdout


def page(svg, kind, instants, script=True):
    body = svg.split("?>", 1)[1]
    parts = ['<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0}</style></head>',
             f'<body data-kind="{kind}">', body,
             '<pre id="instants">' + html.escape(json.dumps(instants)) + '</pre><pre id="out"></pre>']
    if script:
        parts.append(SCRIPT)
    parts.append('</body></html>')
    return "".join(parts)


def chromium(*arguments):
    return subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *arguments],
        check=True, capture_output=True, text=True, timeout=120).stdout


def read_results(path):
    dom = chromium("--dump-dom", "file://" + path)
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    return json.loads(html.unescape(match.group(1)))


def agrees(kind, seen, frames, index):
    neighbours = [frames[j] for j in (index - 1, index, index + 1) if 0 <= j < len(frames)]
    if kind == "countdown":
        for frame in neighbours:
            if seen["text"] == "" and frame["opacity"] < 0.02:
                return True  # nothing visible in either: a step's first instant, at opacity 0
            if frame["text"] != seen["text"] and frame["text"] != "":
                continue
            if frame["text"] == "":
                return True  # the end: nothing shown in the model, the last step held in the SVG
            if abs(frame["scale"] - seen["scale"]) <= 0.02 * frame["scale"] + 0.01 and abs(frame["opacity"] - seen["opacity"]) <= 0.02:
                return True
        return False
    return any(frame["text"] == seen["text"] for frame in neighbours)


failures = 0
print(f"{'case':<16} {'instants':>8} {'agree':>6}  (agree: the text read matches the model, no glyphs overlap, no mark rolls)")
for name, arguments in CASES:
    kind = "countdown" if arguments[0] == "countdown" else ("roll" if arguments[0] == "roll" else "count")
    svg = tally(arguments + ["--svg", "-", "--fps", str(RATE)])
    with open(os.path.join(OUT, name + ".svg"), "w") as handle:
        handle.write(svg)
    frames = [json.loads(line) for line in tally(arguments + ["--frames", str(RATE)]).splitlines()]
    instants = [frame["t"] for frame in frames]
    path = os.path.join(OUT, name + ".html")
    with open(path, "w") as handle:
        handle.write(page(svg, kind, instants))
    seen = read_results(path)
    agree = 0
    for index, result in enumerate(seen):
        problems = list(result.get("overlaps", []))
        if "marks" in result and result["marks"] != seen[0]["marks"]:
            problems.append(f"a separator, decimal mark or sign moved: {seen[0]['marks']} -> {result['marks']}")
        if problems:
            failures += 1
            if failures <= 20:
                print(f"  {name} t={result['t']}: {'; '.join(problems)}")
            continue
        if agrees(kind, result, frames, index):
            agree += 1
        else:
            failures += 1
            if failures <= 20:
                print(f"  {name} t={result['t']}: browser {result} vs model {frames[index]}")
    print(f"{name:<16} {len(seen):>8} {agree:>6}")

# A screenshot of an odometer mid-roll, to look at.
svg = tally(["roll", "999", "1000", "--duration", "2s", "--svg", "-", "--font-size", "96"])
still = svg.replace("</style>", "*{animation-play-state:paused !important;animation-delay:-0.6s !important}</style>")
shot = os.path.join(OUT, "roll-mid.html")
with open(shot, "w") as handle:
    handle.write(page(still, "roll", [], script=False))
chromium("--screenshot=" + os.path.join(OUT, "roll-mid.png"), "--window-size=420,200", "file://" + shot)
print("screenshot:", os.path.join(OUT, "roll-mid.png"))
sys.exit(1 if failures else 0)
