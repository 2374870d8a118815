import { PAGE_OUTLINE_LIMITS as L } from './limits';

/** A point in pixels (x right, y down). */
export type Point = [number, number];

/** The page's corners in a photo: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/**
 * The outline of a photographed page lying on a darker desk: each edge is where, coming in from the photo's
 * border, the desk gives way to clearly brighter paper; a straight line is fitted through those points on
 * each side and the corners are where the lines meet. Null when the page fills the frame (no desk on a side),
 * when an edge is not straight (a hand, a fold, text touching the border) or when the outline is implausible:
 * then the photo is read as it is, as before.
 */
export function findPageOutline(px: Buffer, width: number, height: number): Quad | null {
  const step = Math.max(1, Math.round(Math.max(width, height) / L.sampleSide));
  const sw = Math.floor(width / step);
  const sh = Math.floor(height / step);
  if (sw < 50 || sh < 50) return null;
  const small = boxDownsample(px, width, sw, sh, step);
  // Each side as (position along the side, distance in from the border) in downsampled pixels.
  const at = {
    left: (t: number, d: number) => small[t * sw + d]!,
    right: (t: number, d: number) => small[t * sw + (sw - 1 - d)]!,
    top: (t: number, d: number) => small[d * sw + t]!,
    bottom: (t: number, d: number) => small[(sh - 1 - d) * sw + t]!,
  };
  const fit = {
    left: fitEdge(at.left, sh, sw),
    right: fitEdge(at.right, sh, sw),
    top: fitEdge(at.top, sw, sh),
    bottom: fitEdge(at.bottom, sw, sh),
  };
  if (!fit.left || !fit.right || !fit.top || !fit.bottom) return null;
  // Lines in full-resolution pixels: x = a·y + b for the sides, y = a·x + b for top and bottom.
  // Each line is moved two samples inwards: the samples at the edge mix desk and paper (and JPEG ringing).
  const toFull = (f: Line, fromFar: boolean, far: number): Line => {
    const a = fromFar ? -f.a : f.a;
    const b = fromFar ? far - f.b - 2 : f.b + 2;
    // Sample centres: downsampled index i covers full pixels [i·step, (i+1)·step).
    return { a, b: (b + 0.5) * step - a * 0.5 * step };
  };
  const left = toFull(fit.left, false, 0);
  const right = toFull(fit.right, true, sw - 1);
  const top = toFull(fit.top, false, 0);
  const bottom = toFull(fit.bottom, true, sh - 1);
  const quad: Quad = [meet(left, top), meet(right, top), meet(right, bottom), meet(left, bottom)];
  // A corner may be cut off by the frame, but not lie far outside it (and the cut-out stays photo-sized).
  const slack = L.cornerSlack * Math.max(width, height);
  const inFrame = ([x, y]: Point): boolean =>
    x >= -slack && y >= -slack && x <= width + slack && y <= height + slack;
  if (!quad.every(inFrame)) return null;
  const area = quadArea(quad);
  if (!(area >= L.minPageShare * width * height)) return null;
  // Nothing to gain when the page already (almost) fills the frame, square to it.
  const frame: Quad = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const moved = Math.max(...quad.map((p, i) => Math.hypot(p[0] - frame[i]![0], p[1] - frame[i]![1])));
  if (moved < L.minDeskShare * Math.max(width, height)) return null;
  return quad;
}

interface Line {
  a: number;
  b: number;
}

/**
 * Where the desk ends along scan lines across one side: `value(t, d)` is the brightness at position t along
 * the side, d pixels in from the border. The desk is what the first pixels show; the edge is the first pixel
 * markedly brighter than it, staying so. A line d = a·t + b is fitted through the edge points, dropping
 * outliers (text or a shadow reaching the border); enough scan lines must agree.
 */
function fitEdge(value: (t: number, d: number) => number, along: number, across: number): Line | null {
  const pts: Point[] = [];
  const maxDepth = Math.floor(across * L.maxDeskDepth);
  for (let k = 0; k < L.scanLines; k++) {
    const t = Math.round(along * (0.1 + (0.8 * k) / (L.scanLines - 1)));
    const desk = (value(t, 0) + value(t, 1) + value(t, 2)) / 3;
    const rise = Math.max(desk * L.edgeRatio, desk + L.edgeStep);
    if (rise > 250) continue; // the border is already paper: no desk on this line
    for (let d = 3; d < maxDepth; d++) {
      if (value(t, d) >= rise && value(t, d + 1) >= rise && value(t, d + 2) >= rise) {
        pts.push([t, d]);
        break;
      }
    }
  }
  if (pts.length < L.minEdgeAgreement * L.scanLines) return null;
  // The line through two edge points that most others agree with (text or a shadow reaching the border
  // gives outliers that would drag a plain least-squares fit), then refined on the points that agree.
  const agreeing = (a: number, b: number): Point[] =>
    pts.filter(([t, d]) => Math.abs(d - (a * t + b)) <= L.edgeTolerance);
  let best: Point[] = [];
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const [t1, d1] = pts[i]!;
      const [t2, d2] = pts[j]!;
      const a = (d2 - d1) / (t2 - t1);
      const inliers = agreeing(a, d1 - a * t1);
      if (inliers.length > best.length) best = inliers;
    }
  }
  if (best.length < L.minEdgeAgreement * L.scanLines) return null;
  const line = leastSquares(best);
  if (!line || Math.abs(line.a) > Math.tan((L.maxEdgeDegrees * Math.PI) / 180)) return null;
  return line;
}

function leastSquares(pts: Point[]): Line | null {
  const n = pts.length;
  if (n < 2) return null;
  let st = 0;
  let sd = 0;
  let stt = 0;
  let std = 0;
  for (const [t, d] of pts) {
    st += t;
    sd += d;
    stt += t * t;
    std += t * d;
  }
  const den = n * stt - st * st;
  if (den === 0) return null;
  const a = (n * std - st * sd) / den;
  return { a, b: (sd - a * st) / n };
}

/** Where a side line x = s.a·y + s.b meets a top/bottom line y = t.a·x + t.b. */
function meet(side: Line, topOrBottom: Line): Point {
  const x = (side.a * topOrBottom.b + side.b) / (1 - side.a * topOrBottom.a);
  return [x, topOrBottom.a * x + topOrBottom.b];
}

function quadArea(q: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = q[i]!;
    const [x2, y2] = q[(i + 1) % 4]!;
    s += x1 * y2 - x2 * y1;
  }
  return Math.abs(s) / 2;
}

function boxDownsample(px: Buffer, width: number, sw: number, sh: number, step: number): Float32Array {
  const out = new Float32Array(sw * sh);
  const n = step * step;
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      let s = 0;
      for (let dy = 0; dy < step; dy++) {
        const row = (y * step + dy) * width + x * step;
        for (let dx = 0; dx < step; dx++) s += px[row + dx]!;
      }
      out[y * sw + x] = s / n;
    }
  }
  return out;
}

/**
 * The page cut out of the photo and made rectangular again (undoing the keystone of a phone held at an angle
 * and any turn): each output pixel is sampled from where it lies inside the outline, bicubically (bilinear
 * sampling softens strokes, and the page has already been resampled once to its OCR size). The output
 * is as large as the outline's longer edges.
 */
export function rectifyPage(
  px: Buffer,
  width: number,
  height: number,
  quad: Quad,
): { pixels: Buffer; width: number; height: number } {
  const dist = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const [tl, tr, br, bl] = quad;
  const w = Math.round(Math.max(dist(tl, tr), dist(bl, br)));
  const h = Math.round(Math.max(dist(tl, bl), dist(tr, br)));
  const m = homography(
    [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    quad,
  );
  const out = Buffer.alloc(w * h, 255);
  const wx = new Float64Array(4);
  const wy = new Float64Array(4);
  for (let y = 0; y < h; y++) {
    const yc = y + 0.5;
    for (let x = 0; x < w; x++) {
      const xc = x + 0.5;
      const d = m[6]! * xc + m[7]! * yc + 1;
      const sx = (m[0]! * xc + m[1]! * yc + m[2]!) / d - 0.5;
      const sy = (m[3]! * xc + m[4]! * yc + m[5]!) / d - 0.5;
      if (sx < 1 || sy < 1 || sx >= width - 2 || sy >= height - 2) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      catmullRom(sx - x0, wx);
      catmullRom(sy - y0, wy);
      let v = 0;
      for (let j = 0; j < 4; j++) {
        const row = (y0 - 1 + j) * width + x0 - 1;
        v +=
          wy[j]! *
          (wx[0]! * px[row]! + wx[1]! * px[row + 1]! + wx[2]! * px[row + 2]! + wx[3]! * px[row + 3]!);
      }
      out[y * w + x] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return { pixels: out, width: w, height: h };
}

/** Catmull-Rom weights of the four samples around a point at fraction t past the second one. */
function catmullRom(t: number, w: Float64Array): void {
  const t2 = t * t;
  const t3 = t2 * t;
  w[0] = (-t3 + 2 * t2 - t) / 2;
  w[1] = (3 * t3 - 5 * t2 + 2) / 2;
  w[2] = (-3 * t3 + 4 * t2 + t) / 2;
  w[3] = (t3 - t2) / 2;
}

/** The projective map taking the four `from` points to the four `to` points (8 unknowns, h33 = 1). */
export function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  // Gauss-Jordan elimination with partial pivoting on the 8×9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / a[col]![col]!;
      for (let c = col; c < 9; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}
