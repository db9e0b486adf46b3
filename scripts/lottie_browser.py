"""Renders Lottie frames with lottie-web in headless Chromium, for
scripts/check-lottie.

lottie-web 5.8.1 comes from the PyPI wheel streamlit-lottie 0.0.5, whose
frontend build bundles it with webpack: module 2 of its chunk 2 is
lottie-web (its main chunk imports it as such). The page loads the webpack
runtime and that chunk, asks the runtime for module 2, draws each frame
with lottie-web's canvas renderer into a canvas of the animation's size
(`goToAndStop(frame, true)`), and writes the frames as PNG data URLs into
the page, which Chromium's --dump-dom prints."""

import base64
import glob
import html
import io
import json
import os
import re
import subprocess
import tempfile

import numpy as np
from PIL import Image

import streamlit_lottie

BUILD = os.path.join(os.path.dirname(streamlit_lottie.__file__), "frontend", "build", "static", "js")

PAGE = r"""<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<canvas id="c" width="%(w)d" height="%(h)d"></canvas><pre id="out"></pre>
<script type="application/json" id="data">%(data)s</script>
<script type="application/json" id="frames">%(frames)s</script>
<script src="file://%(runtime)s"></script>
<script src="file://%(chunk)s"></script>
<script>
(window.webpackJsonpstreamlit_lottie = window.webpackJsonpstreamlit_lottie || []).push(
  [[90], {9000: function (m, e, require) { window.lottie = require(2); }}, [[9000, 2]]]);
const canvas = document.getElementById('c'), context = canvas.getContext('2d');
const frames = JSON.parse(document.getElementById('frames').textContent);
const animation = window.lottie.loadAnimation({
  renderer: 'canvas', loop: false, autoplay: false,
  animationData: JSON.parse(document.getElementById('data').textContent),
  rendererSettings: {context: context, clearCanvas: true}});
const shots = [];
for (const frame of frames) {
  animation.goToAndStop(frame, true);
  shots.push(canvas.toDataURL('image/png'));
}
document.getElementById('out').textContent = JSON.stringify({version: window.lottie.version, shots: shots});
</script></body></html>"""


def _one(pattern):
    found = glob.glob(os.path.join(BUILD, pattern))
    if len(found) != 1:
        raise SystemExit(f"lottie-web not found in streamlit-lottie's build ({pattern})")
    return found[0]


def web_frames(path, frames, width, height):
    """Frame number -> RGBA array, drawn by lottie-web; and its version."""
    with open(path) as handle:
        data = handle.read()
    page = PAGE % {
        "w": width, "h": height, "data": data.replace("</", "<\\/"), "frames": json.dumps(list(frames)),
        "runtime": _one("runtime-main.*.js"), "chunk": _one("2.*.chunk.js"),
    }
    with tempfile.TemporaryDirectory(prefix="tally-lottie-web-") as folder:
        page_path = os.path.join(folder, "page.html")
        with open(page_path, "w") as handle:
            handle.write(page)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--user-data-dir=" + os.path.join(folder, "profile"), "--dump-dom", "file://" + page_path],
            check=True, capture_output=True, text=True, timeout=300).stdout
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match or not match.group(1):
        raise SystemExit(f"lottie-web drew nothing for {path}")
    result = json.loads(html.unescape(match.group(1)))
    out = {}
    for frame, shot in zip(frames, result["shots"]):
        png = base64.b64decode(shot.split(",", 1)[1])
        out[frame] = np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))
    return out, result["version"]
