#!/usr/bin/env python3
"""TangramKit 1.4.2's path layout (TGPathLayout), written out from section 1 of the TangramKit code notes
(tangramkit-code-notes.md, shared design notes), independently of tgl's Swift code and never fed its output.
It checks the hand-worked frames of the Tests/Data/layout/path_*.tgl fixtures, and works out the ones with too
many samples to follow by hand (path_readme_cardioid). Run: python3 Tests/Data/layout/path_reference.py

Each case prints the spacing and the child frames, rounded as tgl rounds a leaf (x, y, w, h each to 1/scale).
"""
import math


def tk_round(f, scale=2.0):
    if f > 0:
        return math.floor(f * scale + 0.5) / scale
    if f < 0:
        return math.ceil(f * scale - 0.5) / scale
    return f


def layout(equation, kind, W, H, origin=(0.0, 0.0), is_math=False, is_reverse=False, start=None, end=None,
           space=("flexed",), sizes=(), margins=None, pads=(0.0, 0.0), error=0.5, scale=2.0):
    """kind: 'rect' (equation(a) -> v or None), 'param' (equation(t) -> (px, py) or None),
    'polar' (equation(radians) -> r or None). W, H: inner size. pads: (left, top) padding."""
    ox, oy = origin
    lp, tp = pads

    def point(arg):
        if kind == "rect":
            v = equation(arg)
            if v is None or not math.isfinite(v):
                return None
            hx, vy = (v, arg) if is_reverse else (arg, v)
        elif kind == "param":
            p = equation(arg)
            if p is None or not (math.isfinite(p[0]) and math.isfinite(p[1])):
                return None
            hx, vy = (p[1], p[0]) if is_reverse else (p[0], p[1])
        else:
            rad = arg / 180 * math.pi
            r = equation(rad)
            if r is None or not math.isfinite(r):
                return None
            if is_reverse:
                hx, vy = r * math.sin(rad), r * math.cos(rad)
            else:
                hx, vy = r * math.cos(rad), r * math.sin(rad)
        x = hx + W * ox + lp
        y = (-vy if is_math else vy) + H * oy + tp
        return (x, y)

    # Default range (notes' table), start and end overridden independently.
    if kind == "polar":
        s = 0.0 if start is None else start / math.pi * 180
        e = 360.0 if end is None else end / math.pi * 180
    else:
        if not is_reverse:
            s, e = 0 - W * ox, W - W * ox
        elif is_math:
            s, e = -1 * H * (1 - oy), -1 * H * (0 - oy)
        else:
            s, e = H * (0 - oy), H * (1 - oy)
        if start is not None:
            s = start
        if end is not None:
            e = end

    def dist(p, q):
        return math.sqrt((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2)

    n_children = len(sizes)
    if error <= 0:
        error = 0.5

    # Measuring pass.
    if space[0] == "fixed":
        d = space[1]
    else:
        n = n_children if space[0] == "flexed" else space[1]
        length, pts, last, begun = 0.0, [], None, False
        a = s
        while not (a - e > 0.1):
            p = point(a)
            if p is not None:
                if begun:
                    length += dist(p, last)
                begun = True
                pts.append(p)
                last = p
            else:
                begun = False
            a += 1
        closed = len(pts) > 1 and dist(pts[0], pts[-1]) <= 1
        d = length / (n - (0 if closed else 1)) if n > 1 else 0.0

    # Refinement (tgGetNearestDistancePoint as the notes describe it).
    def nearest(start_arg, last_xy, distance, last_valid):
        if start_arg - last_valid > 1:
            start_arg = last_valid + 1
        step = 1.0
        while True:
            a = start_arg - step + step / 10
            while a - start_arg < 0.0001:
                p = point(a)
                if p is not None:
                    old = distance
                    distance += dist(p, last_xy)
                    if distance >= d:
                        if distance - d <= error:
                            return p, a
                        distance = old
                        break
                    last_xy = p
                a += step / 10
            if a > start_arg:
                start_arg += 1
                step = 1.0
            else:
                start_arg = a
                step /= 10
            if step <= 0.0001:
                return last_xy, a

    # Placement pass: no end test.
    placed = []
    remaining = n_children
    distance, last_xy, a, last_valid, gap, started = 0.0, (0.0, 0.0), s, s, True, False
    guard = 0
    while remaining > 0:
        if gap and started:
            placed.append(last_xy)
            break
        guard += 1
        assert guard < 1_000_000, "never ends"
        p = point(a)
        if p is None:
            gap = True
            a += 1
            continue
        if gap:
            gap, started = False, True
            remaining -= 1
            last_valid = a
            placed.append(p)
        else:
            old = distance
            distance += dist(p, last_xy)
            if distance >= d:
                if distance - d >= error:
                    p, last_valid = nearest(a, last_xy, old, last_valid)
                else:
                    last_valid = a
                placed.append(p)
                distance = 0.0
                remaining -= 1
            elif distance - d > -error:
                placed.append(p)
                distance = 0.0
                remaining -= 1
                last_valid = a
            else:
                last_valid = a
        last_xy = p
        a += 1

    frames = []
    for i, (w, h) in enumerate(sizes):
        pt = placed[i] if i < len(placed) else (0.0, 0.0)
        l, t, r, b = margins[i] if margins else (0, 0, 0, 0)
        x = pt[0] - w * 0.5 + l - r
        y = pt[1] - h * 0.5 + t - b
        frames.append((pt, (tk_round(x, scale), tk_round(y, scale), tk_round(w, scale), tk_round(h, scale))))
    return d, frames


def show(name, result):
    d, frames = result
    print(f"{name}: spacing {d!r}")
    for pt, f in frames:
        print(f"  point ({pt[0]:.4f}, {pt[1]:.4f}) -> frame {f[0]:g} {f[1]:g} {f[2]:g} {f[3]:g}")


if __name__ == "__main__":
    cos, sin, sqrt, pi = math.cos, math.sin, math.sqrt, math.pi
    sq = [(10, 10)]
    show("path_readme_cardioid", layout(lambda t: 80 * (1 + cos(t)), "polar", 320, 320, origin=(0.5, 0.2),
                                        is_reverse=True, sizes=[(40, 40)] * 4))
    show("path_reverse_rectangular", layout(lambda y: y * 0.75, "rect", 200, 200, origin=(0.5, 0.5),
                                            is_reverse=True, sizes=sq * 3))
    show("path_reverse_parametric", layout(lambda t: (t, 20), "param", 200, 100, origin=(0.5, 0),
                                           is_reverse=True, sizes=sq * 3))
    show("path_parametric_default_range", layout(lambda t: (t, 0), "param", 200, 100, origin=(0.25, 0.5),
                                                 sizes=sq * 3))
    show("path_polar_radians", layout(lambda t: 50, "polar", 200, 200, origin=(0.5, 0.5), start=pi / 2, end=pi,
                                      sizes=sq * 3))
    show("path_fixed_past_end", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), space=("fixed", 80),
                                       sizes=sq * 4))
    show("path_count_past_end", layout(lambda t: 50, "polar", 200, 200, origin=(0.5, 0.5), space=("count", 4),
                                       sizes=sq * 6))
    show("path_gap_stop", layout(lambda x: None if 100 - x < 0 else 0 * sqrt(100 - x), "rect", 200, 100,
                                 origin=(0, 0.5), space=("fixed", 40), sizes=sq * 5))
    show("path_reverse_math_range", layout(lambda y: y * 0.5, "rect", 200, 100, origin=(0.5, 0.2), is_math=True,
                                           is_reverse=True, sizes=sq * 3))
    show("path_distance_error", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), space=("fixed", 10.25),
                                       error=0.1, sizes=sq * 4, scale=10))
    show("path_distance_error default", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5),
                                               space=("fixed", 10.25), sizes=sq * 4, scale=10))
    # The fixtures that were there before.
    show("path_count", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), space=("count", 5), sizes=sq * 2))
    show("path_fixed_spacing", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), space=("fixed", 50),
                                      sizes=sq * 3))
    show("path_line", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), sizes=[(20, 20)] * 3))
    show("path_margins", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), sizes=[(20, 20)],
                                margins=[(10, 5, 0, 0)]))
    show("path_padding", layout(lambda x: 0, "rect", 200, 100, origin=(0, 0.5), pads=(10, 10), sizes=[(20, 20)] * 2))
    show("path_parametric", layout(lambda t: (t, 0), "param", 200, 100, start=0, end=100, sizes=sq * 3))
    show("path_polar_circle", layout(lambda t: 50, "polar", 200, 200, origin=(0.5, 0.5), sizes=sq * 4))
    show("path_polar_math", layout(lambda t: 50, "polar", 200, 200, origin=(0.5, 0.5), is_math=True, sizes=sq * 4))
    show("path_reverse", layout(lambda y: 0, "rect", 200, 100, origin=(0.5, 0), is_reverse=True, sizes=sq * 3))
    show("path_sloped_line", layout(lambda x: x * 0.75, "rect", 200, 200, sizes=sq * 2))
