#!/usr/bin/env python3
"""Draws the figures of "How the loop works" as SVG into the DocC catalog's
Resources folder. Standard library only; run it after changing a figure:

    python3 Docs/figures.py

The numbers in the figures are the ones the article works through, and they
are what InfiniteTabsCore computes for the same inputs.
"""
import os

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Sources", "InfiniteTabs", "InfiniteTabs.docc", "Resources")

INK = "#1d1d1f"
MUTED = "#86868b"
REAL = "#d6e8ff"
COPY = "#f0f0f3"
BAND = "#34c759"
VIEW = "#ff9500"
ARROW = "#0a63d6"
FONT = "font-family='-apple-system, Helvetica, Arial, sans-serif'"


class Svg:
    def __init__(self, width, height, title):
        self.width, self.height = width, height
        self.parts = [f"<title>{title}</title>",
                      "<defs><marker id='a' viewBox='0 0 10 10' refX='9' refY='5' markerWidth='7' "
                      f"markerHeight='7' orient='auto-start-reverse'><path d='M0,0 L10,5 L0,10 z' fill='{ARROW}'/>"
                      "</marker></defs>",
                      f"<rect width='{width}' height='{height}' fill='white'/>"]

    def rect(self, x, y, w, h, fill, stroke=INK, dash=False, width=1.2, rx=4):
        d = " stroke-dasharray='5 4'" if dash else ""
        self.parts.append(f"<rect x='{x:.1f}' y='{y:.1f}' width='{w:.1f}' height='{h:.1f}' rx='{rx}' "
                          f"fill='{fill}' stroke='{stroke}' stroke-width='{width}'{d}/>")

    def text(self, x, y, s, size=13, color=INK, anchor="middle", weight="normal"):
        self.parts.append(f"<text x='{x:.1f}' y='{y:.1f}' {FONT} font-size='{size}' fill='{color}' "
                          f"text-anchor='{anchor}' font-weight='{weight}'>{s}</text>")

    def line(self, x1, y1, x2, y2, color=INK, arrow=False, width=1.5, dash=False):
        m = " marker-end='url(#a)'" if arrow else ""
        d = " stroke-dasharray='4 3'" if dash else ""
        self.parts.append(f"<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' stroke='{color}' "
                          f"stroke-width='{width}'{m}{d}/>")

    def curve(self, x1, x2, y, lift, color=ARROW):
        mid = (x1 + x2) / 2
        self.parts.append(f"<path d='M{x1:.1f},{y:.1f} Q{mid:.1f},{y - lift:.1f} {x2:.1f},{y:.1f}' fill='none' "
                          f"stroke='{color}' stroke-width='1.8' marker-end='url(#a)'/>")

    def save(self, name):
        body = "\n".join(self.parts)
        svg = (f"<svg xmlns='http://www.w3.org/2000/svg' width='{self.width}' height='{self.height}' "
               f"viewBox='0 0 {self.width} {self.height}'>\n{body}\n</svg>\n")
        os.makedirs(OUT, exist_ok=True)
        with open(os.path.join(OUT, name), "w") as f:
            f.write(svg)


def padded():
    """PickerPageLayout(itemCount: 3, pageWidth: 100): pages [C] A B C [A]."""
    s = Svg(640, 230, "The padded illusion of the option picker")
    x0, y, w, h = 70, 90, 100, 56
    items = ["C", "A", "B", "C", "A"]
    for page, item in enumerate(items):
        copy = page in (0, 4)
        s.rect(x0 + page * w, y, w, h, COPY if copy else REAL, dash=copy)
        s.text(x0 + page * w + w / 2, y + 34, item, size=20, weight="bold", color=MUTED if copy else INK)
        s.text(x0 + page * w + w / 2, y + h + 20, f"page {page}", size=12, color=MUTED)
        s.text(x0 + page * w + w / 2, y + h + 36, f"x = {page * w}", size=12, color=MUTED)
    s.text(x0 + w / 2, y - 8, "copy of last", size=11, color=MUTED)
    s.text(x0 + 4 * w + w / 2, y - 8, "copy of first", size=11, color=MUTED)
    s.curve(x0 + 4 * w + w / 2, x0 + 1 * w + w / 2, y - 18, 60)
    s.text(x0 + 2.5 * w, y - 56, "offset 400 → 100: minus one period (3 × 100)", size=13, color=ARROW)
    s.text(320, 222, "itemCount 3, pageWidth 100, pageCount 5, period 300; offsets stay inside (0, 400)",
           size=12, color=MUTED)
    s.save("loop-padded.svg")


def repeated():
    """LoopingTabLayout(itemWidths: [80, 100, 90, 120], spacing: 10, viewportWidth: 390)."""
    widths, gap, viewport = [80, 100, 90, 120], 10, 390
    period = sum(widths) + gap * len(widths)          # 430
    copies = 3
    content = period * copies                          # 1290
    band = (content - period - viewport) / 2           # 235
    scale = 0.62
    s = Svg(900, 300, "The repeated illusion of the tab strip")
    x0, y, h = 50, 150, 40
    names = ["Home", "News", "Live", "Sport"]
    for c in range(copies):
        x = 0
        for i, wd in enumerate(widths):
            real = c == 1
            s.rect(x0 + (c * period + x) * scale, y, wd * scale, h, REAL if real else COPY, dash=not real)
            s.text(x0 + (c * period + x + wd / 2) * scale, y + 25, names[i], size=12,
                   color=INK if real else MUTED)
            x += wd + gap
        s.text(x0 + (c * period + period / 2) * scale, y + h + 22, f"copy {c}", size=12, color=MUTED)
    # band of allowed offsets
    bx = x0 + band * scale
    s.rect(bx, y - 34, period * scale, 10, BAND, stroke=BAND, rx=2)
    s.text(bx + period * scale / 2, y - 42, f"middle band of offsets [{band:.0f}, {band + period:.0f})",
           size=12, color="#248a3d")
    # viewport at an offset inside the band
    vx = x0 + 300 * scale
    s.rect(vx, y - 8, viewport * scale, h + 16, "none", stroke=VIEW, width=2.2)
    s.text(vx + viewport * scale / 2, y + h + 44, "viewport 390 at offset 300", size=12, color=VIEW)
    # recentring arrow: offset 700 -> 270
    s.curve(x0 + 700 * scale, x0 + 270 * scale, y - 62, 40)
    s.text(x0 + 485 * scale, y - 94, "offset 700 → 270: minus one period (430)", size=13, color=ARROW)
    s.text(450, 288, "period 430 = widths 390 + 4 × spacing 10;  3 copies cover band + viewport + "
           "half a viewport each side", size=12, color=MUTED)
    s.save("loop-repeated.svg")


def modulo():
    """PageCycle(count: 3) and PageCycle(count: 2): endless positions mapped mod n."""
    s = Svg(760, 250, "The modulo illusion of the page controller")
    x0, w, h = 40, 68, 40
    letters = "ABC"
    y = 60
    s.text(x0, y - 14, "3 pages: position p shows page p mod 3", size=13, anchor="start", weight="bold")
    for k, p in enumerate(range(-3, 7)):
        page = p % 3
        s.rect(x0 + k * w, y, w - 6, h, REAL if page == 0 else COPY)
        s.text(x0 + k * w + (w - 6) / 2, y + 18, letters[page], size=15, weight="bold")
        s.text(x0 + k * w + (w - 6) / 2, y + 34, f"p = {p}", size=11, color=MUTED)
    y2 = 160
    s.text(x0, y2 - 14, "2 pages: two instances per page, alternating every lap", size=13, anchor="start",
           weight="bold")
    for k, p in enumerate(range(-3, 7)):
        page = p % 2
        copy = (p // 2) % 2
        s.rect(x0 + k * w, y2, w - 6, h, REAL if copy == 0 else COPY)
        s.text(x0 + k * w + (w - 6) / 2, y2 + 18, f"{letters[page]}{copy}", size=15, weight="bold")
        s.text(x0 + k * w + (w - 6) / 2, y2 + 34, f"p = {p}", size=11, color=MUTED)
    s.text(380, 236, "neighbours p − 1 and p + 1 show the same page but never the same instance",
           size=12, color=MUTED)
    s.save("loop-modulo.svg")


if __name__ == "__main__":
    padded()
    repeated()
    modulo()
    print("figures written to", OUT)
