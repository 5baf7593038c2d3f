#!/usr/bin/env python3
"""Draws Segue's demo images: procedural "photos" and icons, written as PNG with the
standard library only (zlib), 4x4 supersampled for smooth edges.

Run from the repository root:  python3 Assets/generate.py
Every image in Assets/Images is made by this script; none is copied from anywhere.
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Images")


def write_png(path, width, height, pixel):
    """pixel(x, y) -> (r, g, b, a) floats 0..1 at pixel centre; 2x2 supersampled."""
    rows = bytearray()
    offsets = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]
    for y in range(height):
        rows.append(0)
        for x in range(width):
            r = g = b = a = 0.0
            for dx, dy in offsets:
                pr, pg, pb, pa = pixel(x + dx, y + dy)
                r += pr * pa
                g += pg * pa
                b += pb * pa
                a += pa
            if a > 0:
                r, g, b = r / a, g / a, b / a
            a /= len(offsets)
            rows += bytes(max(0, min(255, int(round(c * 255)))) for c in (r, g, b, a))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def smooth(e0, e1, x):
    t = max(0.0, min(1.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


def ridge(x, seed, scale):
    return sum(math.sin(x * f + seed * k) / f for k, f in enumerate((1.0, 2.3, 5.1, 11.7), 1)) * scale


def mountains(w, h):
    def px(x, y):
        u, v = x / w, y / h
        sky = mix((0.99, 0.72, 0.45), (0.32, 0.52, 0.85), smooth(0.0, 0.65, 1 - v))
        sun = math.hypot(u - 0.72, v - 0.3)
        color = mix(sky, (1.0, 0.95, 0.8), smooth(0.12, 0.06, sun))
        for layer, (base, tint) in enumerate([(0.55, (0.42, 0.45, 0.62)), (0.66, (0.27, 0.33, 0.45)),
                                              (0.78, (0.16, 0.24, 0.28))]):
            top = base + ridge(u * 6, layer * 1.7, 0.035 + 0.01 * layer)
            if v > top:
                shade = 0.85 + 0.15 * smooth(top, top + 0.2, v)
                color = tuple(c * shade for c in tint)
        return color + (1.0,)
    return px


def ocean(w, h):
    def px(x, y):
        u, v = x / w, y / h
        horizon = 0.48
        if v < horizon:
            color = mix((0.98, 0.55, 0.42), (0.45, 0.35, 0.65), smooth(0, horizon, horizon - v))
            sun = math.hypot((u - 0.3) * 1.5, v - 0.4)
            color = mix(color, (1.0, 0.85, 0.55), smooth(0.1, 0.05, sun))
        else:
            depth = (v - horizon) / (1 - horizon)
            wave = 0.5 + 0.5 * math.sin(u * 40 + depth * 60 + math.sin(u * 7) * 3)
            color = mix((0.2, 0.35, 0.55), (0.05, 0.15, 0.3), depth)
            glitter = smooth(0.18, 0.0, abs(u - 0.3) - depth * 0.1) * wave * (1 - depth)
            color = mix(color, (1.0, 0.8, 0.55), glitter * 0.8)
        return color + (1.0,)
    return px


def city(w, h):
    buildings = []
    x = 0.0
    k = 0
    while x < 1.0:
        width = 0.05 + 0.04 * ((k * 37) % 5) / 4
        height = 0.25 + 0.4 * (((k * 53) % 7) / 6)
        buildings.append((x, x + width, 1 - height, k))
        x += width + 0.008
        k += 1
    def px(x, y):
        u, v = x / w, y / h
        color = mix((0.12, 0.1, 0.3), (0.95, 0.5, 0.35), smooth(0.2, 0.9, v))
        moon = math.hypot(u - 0.2, v - 0.2)
        color = mix(color, (0.98, 0.96, 0.9), smooth(0.07, 0.055, moon))
        for left, right, top, k in buildings:
            if left <= u <= right and v >= top:
                color = (0.08, 0.08, 0.14)
                wx = (u - left) / (right - left) * 4
                wy = (v - top) * h / 14
                if 0.2 < wx % 1 < 0.7 and 0.3 < wy % 1 < 0.75 and (int(wx) * 7 + int(wy) * 3 + k) % 3 != 0:
                    color = (1.0, 0.82, 0.45)
        return color + (1.0,)
    return px


def forest(w, h):
    def px(x, y):
        u, v = x / w, y / h
        color = mix((0.82, 0.93, 0.85), (0.55, 0.75, 0.7), v)
        for row in range(3):
            spacing = 0.11 - row * 0.02
            base = 0.55 + row * 0.18
            for i in range(int(1 / spacing) + 2):
                cx = i * spacing + (row * 0.37 % spacing)
                height = 0.3 + 0.08 * ((i * 31 + row) % 4)
                top = base - height
                if top < v < base and abs(u - cx) < (v - top) / height * spacing * 0.6:
                    shade = 0.55 - row * 0.15
                    color = (0.1 * shade, 0.45 * shade + 0.1, 0.25 * shade + 0.05)
            if v > base + 0.1 and row == 2:
                color = (0.2, 0.3, 0.15)
        return color + (1.0,)
    return px


def icon(kind, size):
    def px(x, y):
        u, v = x / size * 2 - 1, y / size * 2 - 1
        r = 0.45 * 2
        corner = max(abs(u), abs(v))
        inside = (abs(u) < 0.96 and abs(v) < 0.96) and not (
            abs(u) > 0.96 - 0.35 and abs(v) > 0.96 - 0.35 and math.hypot(abs(u) - 0.61, abs(v) - 0.61) > 0.35)
        if not inside:
            return (0, 0, 0, 0)
        palettes = {"spring": ((0.2, 0.78, 0.35), (0.1, 0.55, 0.3)), "rotate": ((1.0, 0.58, 0.0), (0.95, 0.35, 0.1)),
                    "move": ((0.0, 0.48, 1.0), (0.35, 0.34, 0.84)), "drop": ((1.0, 0.23, 0.19), (0.85, 0.1, 0.35)),
                    "system": ((0.56, 0.56, 0.58), (0.39, 0.39, 0.4))}
        top, bottom = palettes[kind]
        color = mix(top, bottom, (v + 1) / 2)
        white = (1, 1, 1)
        if kind == "spring":
            wave = 0.5 * math.sin(u * 9) * math.exp(-1.2 * (u + 0.8))
            if abs(v - wave) < 0.1 and abs(u) < 0.75:
                color = white
        elif kind == "rotate":
            d = math.hypot(u, v)
            if 0.38 < d < 0.55 and math.atan2(v, u) > -2.2:
                color = white
        elif kind == "move":
            if (-0.65 < u < -0.15 and -0.35 < v < 0.15) or (0.05 < u < 0.7 and -0.1 < v < 0.55):
                color = mix(color, white, 0.9 if u > 0 else 0.5)
        elif kind == "drop":
            if abs(u) < 0.45 and -0.55 < v < 0.05 or (v >= 0.05 and math.hypot(u, v - 0.05) < 0.45 and v < 0.5):
                color = white
        else:
            if (abs(u) < 0.5 and abs(v - 0.0) < 0.08) or (abs(u - 0.5) + abs(v) < 0.35 and u < 0.5 and u > 0.2):
                color = white
        return color + (1.0,)
    return px


def main():
    os.makedirs(OUT, exist_ok=True)
    photos = {"mountains": mountains, "ocean": ocean, "city": city, "forest": forest}
    for name, painter in photos.items():
        w, h = 600, 400  # @2x of 300 x 200 points
        write_png(os.path.join(OUT, f"{name}@2x.png"), w, h, painter(w, h))
    for kind in ("spring", "rotate", "move", "drop", "system"):
        write_png(os.path.join(OUT, f"icon-{kind}@2x.png"), 120, 120, icon(kind, 120))


if __name__ == "__main__":
    main()
