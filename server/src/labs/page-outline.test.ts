import { describe, expect, it } from 'vitest';
import { findPageOutline, homography, rectifyPage, type Point, type Quad } from './page-outline';

/** A photo: a desk of grey `desk`, the page (paper 235, a few dark text bars) inside the quadrilateral `quad`. */
function photo(width: number, height: number, quad: Quad, desk = 90): Buffer {
  const px = Buffer.alloc(width * height, desk);
  // Page pixel → photo pixel, so that every photo pixel can be mapped back onto the page.
  const toPage = homography(quad, [
    [0, 0],
    [1000, 0],
    [1000, 1400],
    [0, 1400],
  ]);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = toPage[6]! * x + toPage[7]! * y + 1;
      const u = (toPage[0]! * x + toPage[1]! * y + toPage[2]!) / d;
      const v = (toPage[3]! * x + toPage[4]! * y + toPage[5]!) / d;
      if (u < 0 || v < 0 || u >= 1000 || v >= 1400) continue;
      const text = u > 100 && u < 800 && v > 100 && v < 1200 && Math.floor(v / 40) % 2 === 0 && v % 40 < 14;
      px[y * width + x] = text ? 30 : 235;
    }
  }
  return px;
}

const near = (a: Point, b: Point, tol: number): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) <= tol;

describe('page outline', () => {
  it('finds the corners of a page photographed at an angle on a desk', () => {
    // Keystone (top edge narrower), turned a few degrees, the page not filling the frame.
    const quad: Quad = [
      [260, 150],
      [1020, 110],
      [1120, 1180],
      [150, 1230],
    ];
    const found = findPageOutline(photo(1300, 1400, quad), 1300, 1400);
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, quad[i]!, 12)).toBe(true));
  });

  it('leaves a page that fills the frame alone', () => {
    const quad: Quad = [
      [-5, -5],
      [1305, -5],
      [1305, 1405],
      [-5, 1405],
    ];
    expect(findPageOutline(photo(1300, 1400, quad), 1300, 1400)).toBeNull();
  });

  it('does not take a white background for a desk', () => {
    const quad: Quad = [
      [200, 150],
      [1100, 150],
      [1100, 1250],
      [200, 1250],
    ];
    expect(findPageOutline(photo(1300, 1400, quad, 250), 1300, 1400)).toBeNull();
  });

  it('cuts the page out as a rectangle', () => {
    const quad: Quad = [
      [260, 150],
      [1020, 110],
      [1120, 1180],
      [150, 1230],
    ];
    const px = photo(1300, 1400, quad);
    const out = rectifyPage(px, 1300, 1400, quad);
    // Corners of the output are paper, not desk; the text bars run level (the same row at both ends).
    for (const [x, y] of [
      [3, 3],
      [out.width - 4, 3],
      [3, out.height - 4],
      [out.width - 4, out.height - 4],
    ] as const)
      expect(out.pixels[y * out.width + x]).toBeGreaterThan(200);
    const rowOf = (x: number): number => {
      for (let y = 0; y < out.height; y++) if (out.pixels[y * out.width + x]! < 100) return y;
      return -1;
    };
    expect(Math.abs(rowOf(Math.round(out.width * 0.15)) - rowOf(Math.round(out.width * 0.75)))).toBeLessThan(
      4,
    );
  });
});
