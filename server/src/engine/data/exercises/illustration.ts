/**
 * Draws an exercise's illustration as a small SVG (about 1 KB): a side-view stick figure from its pose, the
 * equipment it uses, and a floor line. Pure and deterministic, so the same exercise always gives the same bytes
 * and the result can be cached forever.
 */
import { POSES, type Pose, type PoseKey, type PropKey } from './poses';

type Pt = [number, number];
const LEN = { torso: 30, neck: 4, head: 7, upper: 15, fore: 14, thigh: 21, shin: 21 };
const FLOOR = 108;
const SIZE = 120;

const dir = (deg: number, len: number): Pt => {
  const r = (deg * Math.PI) / 180;
  return [Math.sin(r) * len, Math.cos(r) * len];
};
const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];

interface Figure {
  hip: Pt;
  shoulder: Pt;
  head: Pt;
  arms: [Pt, Pt][];
  legs: [Pt, Pt][];
}

function build(p: Pose): Figure {
  const hip: Pt = [0, 0];
  const shoulder = add(hip, dir(p.torso, LEN.torso));
  const head = add(shoulder, dir(p.torso, LEN.neck + LEN.head));
  const arms = p.arms.map(([u, f]) => {
    const elbow = add(shoulder, dir(u, LEN.upper));
    return [elbow, add(elbow, dir(f, LEN.fore))] as [Pt, Pt];
  });
  const legs = p.legs.map(([t, s]) => {
    const knee = add(hip, dir(t, LEN.thigh));
    return [knee, add(knee, dir(s, LEN.shin))] as [Pt, Pt];
  });
  return { hip, shoulder, head, arms, legs };
}

/** Moves the figure so its lowest point rests on the floor (plus the pose's lift) and it sits centred. */
function place(f: Figure, lift: number): (p: Pt) => Pt {
  const pts: Pt[] = [f.hip, f.shoulder, f.head, ...f.arms.flat(), ...f.legs.flat()];
  const xs = pts.map((p) => p[0]);
  const lowest = Math.max(...pts.map((p) => p[1]), f.head[1] + LEN.head);
  const dx = SIZE / 2 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = FLOOR - lift - lowest;
  return (p) => [Math.round((p[0] + dx) * 10) / 10, Math.round((p[1] + dy) * 10) / 10];
}

const line = (a: Pt, b: Pt, cls: string): string =>
  `<line class="${cls}" x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}"/>`;
const poly = (pts: Pt[], cls: string): string =>
  `<polyline class="${cls}" points="${pts.map((p) => p.join(',')).join(' ')}"/>`;

function propShapes(prop: PropKey, at: (p: Pt) => Pt, f: Figure): string {
  const hand = at(f.arms[0]![1]);
  const hip = at(f.hip);
  const shoulder = at(f.shoulder);
  const r = (x: number, y: number, w: number, h: number): string =>
    `<rect class="p" x="${Math.round(x)}" y="${Math.round(y)}" width="${w}" height="${h}" rx="1.5"/>`;
  switch (prop) {
    case 'dumbbells':
    case 'dumbbell-chest':
      return r(hand[0] - 6, hand[1] - 2.5, 12, 5);
    case 'kettlebell':
      return `<circle class="p" cx="${hand[0]}" cy="${hand[1] + 5}" r="5"/>`;
    case 'barbell':
      return `<circle class="p" cx="${hand[0]}" cy="${hand[1]}" r="8"/>`;
    case 'ball':
      return `<circle class="p" cx="${hand[0]}" cy="${hand[1] - 4}" r="6"/>`;
    case 'backpack':
      return r(shoulder[0] - 10, shoulder[1], 8, 14);
    case 'band':
    case 'cable':
      return `<line class="b" x1="${hand[0]}" y1="${hand[1]}" x2="${Math.round(hand[0] + 28)}" y2="${hand[1]}"/>`;
    case 'bar':
      return `<line class="s" x1="${hand[0] - 20}" y1="${hand[1]}" x2="${hand[0] + 20}" y2="${hand[1]}"/>`;
    case 'rope':
      return `<path class="b" d="M${hand[0]} ${hand[1]} Q${SIZE / 2} ${FLOOR + 8} ${SIZE - hand[0]} ${hand[1]}"/>`;
    case 'bench':
    case 'chair':
      return (
        r(hip[0] - 14, Math.min(hip[1] + 2, FLOOR - 6), 28, 4) +
        r(hip[0] - 2, hip[1] + 4, 4, Math.max(2, FLOOR - hip[1] - 4))
      );
    case 'box': {
      const foot = at(f.legs[0]![1]);
      return r(foot[0] - 10, foot[1], 22, Math.max(4, FLOOR - foot[1]));
    }
    case 'machine':
      return r(hip[0] - 30, 20, 6, FLOOR - 20);
    case 'wall':
      return `<line class="s" x1="${hip[0] - 12}" y1="10" x2="${hip[0] - 12}" y2="${FLOOR}"/>`;
    case 'water':
      return `<path class="w" d="M4 ${FLOOR - 40} q8 -4 16 0 t16 0 t16 0 t16 0 t16 0 t16 0 t16 0"/>`;
    case 'bike':
      return `<circle class="b" cx="${hip[0] - 22}" cy="${FLOOR - 11}" r="11"/><circle class="b" cx="${hip[0] + 34}" cy="${FLOOR - 11}" r="11"/>`;
    case 'mat':
      return `<line class="m" x1="10" y1="${FLOOR + 1}" x2="${SIZE - 10}" y2="${FLOOR + 1}"/>`;
    case 'none':
      return '';
  }
}

/** The SVG document for a pose and prop, titled for screen readers. */
export function illustrate(pose: PoseKey, prop: PropKey, title: string): string {
  const p: Pose = POSES[pose];
  const f = build(p);
  const at = place(f, p.lift ?? 0);
  const far = `${poly([at(f.shoulder), ...f.arms[1]!.map(at)], 'f')}${poly([at(f.hip), ...f.legs[1]!.map(at)], 'f')}`;
  const near = `${poly([at(f.hip), ...f.legs[0]!.map(at)], 'n')}${line(at(f.hip), at(f.shoulder), 'n')}${poly([at(f.shoulder), ...f.arms[0]!.map(at)], 'n')}`;
  const head = at(f.head);
  const safeTitle = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${safeTitle}</title>` +
    '<style>line,polyline,path,circle{fill:none;stroke-linecap:round;stroke-linejoin:round}' +
    '.n{stroke:#1f4f46;stroke-width:5}.f{stroke:#8fb3aa;stroke-width:4.5}.h{fill:#1f4f46}' +
    '.p{fill:#c9772b;stroke:none}.b{stroke:#c9772b;stroke-width:2}.s{stroke:#6b6b6b;stroke-width:3}' +
    '.w{stroke:#4a90c2;stroke-width:2}.m{stroke:#9fc9bd;stroke-width:3}.g{stroke:#bbb;stroke-width:1.5}</style>' +
    `<line class="g" x1="2" y1="${FLOOR + 3}" x2="${SIZE - 2}" y2="${FLOOR + 3}"/>` +
    propShapes(prop, at, f) +
    far +
    near +
    `<circle class="h" cx="${head[0]}" cy="${head[1]}" r="${LEN.head}"/>` +
    '</svg>'
  );
}
