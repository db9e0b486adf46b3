"""Renders Lottie frames with rlottie (rlottie-python) and ThorVG
(thorvg-python) into RGBA arrays, composited over white. Used by
scripts/check-lottie; lottie-web is driven separately in Chromium
(scripts/lottie_browser.py)."""

import numpy as np
import rlottie_python
import thorvg_python as tvg

_engine = None


def over_white(rgba):
    """An RGBA array (straight alpha) composited over white, as RGB ints."""
    a = rgba[..., 3:4].astype(np.float64) / 255.0
    rgb = rgba[..., :3].astype(np.float64)
    return np.clip(rgb * a + 255.0 * (1 - a), 0, 255).round().astype(np.int16)


def rlottie_frames(path, frames, width, height):
    anim = rlottie_python.LottieAnimation.from_file(path)
    out = {}
    for frame in frames:
        image = anim.render_pillow_frame(frame_num=frame, width=width, height=height)
        out[frame] = over_white(np.asarray(image.convert("RGBA")))
    return out


def thorvg_frames(path, frames, width, height):
    global _engine
    if _engine is None:
        _engine = tvg.Engine(threads=0)
    anim = tvg.LottieAnimation(_engine)
    picture = anim.get_picture()
    picture.load(path)
    picture.set_size(width, height)
    canvas = tvg.SwCanvas(_engine)
    canvas.set_target(width, height)
    canvas.add(picture)
    out = {}
    for frame in frames:
        anim.set_frame(float(frame))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        out[frame] = over_white(np.asarray(canvas.get_pillow("RGBA")))
    return out
