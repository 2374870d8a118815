/**
 * Side-view stick-figure poses the exercise illustrations are drawn from. A pose is a few segment directions in
 * degrees: 0 points down, 90 points forward (right), 180 points up, −90 points back. The figure is built from the
 * hip outwards (torso to the shoulder, arms from the shoulder, legs from the hip), so a pose is a dozen numbers.
 */
export interface Pose {
  torso: number;
  /** Near arm and far arm: [upper arm, forearm]. */
  arms: [[number, number], [number, number]];
  /** Near leg and far leg: [thigh, shin]. */
  legs: [[number, number], [number, number]];
  /** Lift the lowest point this far above the floor (jumps, hanging). */
  lift?: number;
}

export const POSES = {
  stand: {
    torso: 180,
    arms: [
      [5, 5],
      [-5, -5],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  squat: {
    torso: 145,
    arms: [
      [90, 90],
      [85, 85],
    ],
    legs: [
      [85, -25],
      [80, -25],
    ],
  },
  'half-squat': {
    torso: 160,
    arms: [
      [90, 90],
      [85, 85],
    ],
    legs: [
      [50, -20],
      [45, -20],
    ],
  },
  'wall-sit': {
    torso: 180,
    arms: [
      [5, 5],
      [0, 0],
    ],
    legs: [
      [90, 0],
      [88, 0],
    ],
  },
  lunge: {
    torso: 180,
    arms: [
      [5, 5],
      [-5, -5],
    ],
    legs: [
      [90, 0],
      [-25, -90],
    ],
  },
  'split-stance': {
    torso: 175,
    arms: [
      [5, 5],
      [0, 0],
    ],
    legs: [
      [25, 0],
      [-25, -10],
    ],
  },
  'step-up': {
    torso: 170,
    arms: [
      [10, 10],
      [-10, -10],
    ],
    legs: [
      [80, 0],
      [5, 0],
    ],
  },
  hinge: {
    torso: 105,
    arms: [
      [0, 0],
      [5, 5],
    ],
    legs: [
      [8, -5],
      [5, -5],
    ],
  },
  'single-leg-hinge': {
    torso: 100,
    arms: [
      [0, 0],
      [5, 5],
    ],
    legs: [
      [5, -5],
      [-80, -80],
    ],
  },
  row: {
    torso: 110,
    arms: [
      [-150, 0],
      [0, 0],
    ],
    legs: [
      [15, -10],
      [12, -10],
    ],
  },
  plank: {
    torso: 82,
    arms: [
      [0, 90],
      [0, 90],
    ],
    legs: [
      [-98, -98],
      [-98, -98],
    ],
  },
  'push-up': {
    torso: 78,
    arms: [
      [0, 0],
      [0, 0],
    ],
    legs: [
      [-102, -102],
      [-102, -102],
    ],
  },
  'push-up-bottom': {
    torso: 88,
    arms: [
      [-45, 20],
      [-45, 20],
    ],
    legs: [
      [-92, -92],
      [-92, -92],
    ],
  },
  'incline-push-up': {
    torso: 60,
    arms: [
      [0, 0],
      [5, 5],
    ],
    legs: [
      [-120, -120],
      [-120, -120],
    ],
  },
  'pike-push-up': {
    torso: 30,
    arms: [
      [0, 0],
      [0, 0],
    ],
    legs: [
      [-30, -30],
      [-30, -30],
    ],
  },
  bridge: {
    torso: -75,
    arms: [
      [90, 90],
      [90, 90],
    ],
    legs: [
      [100, 0],
      [100, 0],
    ],
  },
  'hip-thrust': {
    torso: -90,
    arms: [
      [90, 90],
      [90, 90],
    ],
    legs: [
      [92, 0],
      [92, 0],
    ],
  },
  supine: {
    torso: -90,
    arms: [
      [90, 90],
      [90, 90],
    ],
    legs: [
      [135, 30],
      [135, 30],
    ],
  },
  'dead-bug': {
    torso: -90,
    arms: [
      [180, 180],
      [150, 150],
    ],
    legs: [
      [180, 90],
      [100, 100],
    ],
  },
  'bench-press': {
    torso: -90,
    arms: [
      [180, 180],
      [180, 180],
    ],
    legs: [
      [100, 0],
      [100, 0],
    ],
  },
  crunch: {
    torso: -70,
    arms: [
      [150, 150],
      [150, 150],
    ],
    legs: [
      [135, 30],
      [135, 30],
    ],
  },
  quadruped: {
    torso: 90,
    arms: [
      [0, 0],
      [0, 0],
    ],
    legs: [
      [0, -90],
      [0, -90],
    ],
  },
  'bird-dog': {
    torso: 90,
    arms: [
      [90, 90],
      [0, 0],
    ],
    legs: [
      [0, -90],
      [-90, -90],
    ],
  },
  'side-plank': {
    torso: 72,
    arms: [
      [0, 90],
      [180, 180],
    ],
    legs: [
      [-108, -108],
      [-108, -108],
    ],
  },
  press: {
    torso: 180,
    arms: [
      [180, 180],
      [175, 175],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  'seated-press': {
    torso: 180,
    arms: [
      [180, 180],
      [175, 175],
    ],
    legs: [
      [90, 0],
      [90, 0],
    ],
  },
  raise: {
    torso: 180,
    arms: [
      [90, 90],
      [80, 80],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  curl: {
    torso: 180,
    arms: [
      [0, 160],
      [0, 150],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  'overhead-extension': {
    torso: 180,
    arms: [
      [175, 20],
      [175, 20],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  pushdown: {
    torso: 175,
    arms: [
      [-5, 0],
      [-5, 0],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  carry: {
    torso: 180,
    arms: [
      [2, 2],
      [-2, -2],
    ],
    legs: [
      [20, -10],
      [-20, -15],
    ],
  },
  hang: {
    torso: 180,
    arms: [
      [180, 180],
      [178, 178],
    ],
    legs: [
      [5, 0],
      [0, -10],
    ],
    lift: 15,
  },
  'knee-raise': {
    torso: 180,
    arms: [
      [180, 180],
      [178, 178],
    ],
    legs: [
      [90, 0],
      [85, 0],
    ],
    lift: 15,
  },
  pulldown: {
    torso: 170,
    arms: [
      [170, 170],
      [165, 165],
    ],
    legs: [
      [90, 0],
      [90, 0],
    ],
  },
  seated: {
    torso: 180,
    arms: [
      [60, 90],
      [60, 90],
    ],
    legs: [
      [90, 0],
      [90, 0],
    ],
  },
  'seated-row': {
    torso: 180,
    arms: [
      [-60, 90],
      [-60, 90],
    ],
    legs: [
      [85, 75],
      [85, 75],
    ],
  },
  'seated-lean': {
    torso: -165,
    arms: [
      [90, 90],
      [90, 90],
    ],
    legs: [
      [120, 60],
      [120, 60],
    ],
  },
  'long-sit': {
    torso: 125,
    arms: [
      [95, 95],
      [95, 95],
    ],
    legs: [
      [90, 90],
      [90, 90],
    ],
  },
  kneel: {
    torso: 180,
    arms: [
      [5, 5],
      [0, 0],
    ],
    legs: [
      [90, 0],
      [0, -90],
    ],
  },
  'kneel-press': {
    torso: 175,
    arms: [
      [160, 160],
      [5, 5],
    ],
    legs: [
      [90, 0],
      [0, -90],
    ],
  },
  'tall-kneel': {
    torso: 180,
    arms: [
      [90, 90],
      [90, 90],
    ],
    legs: [
      [0, -90],
      [0, -90],
    ],
  },
  child: {
    torso: 70,
    arms: [
      [95, 95],
      [95, 95],
    ],
    legs: [
      [55, -90],
      [55, -90],
    ],
  },
  prone: {
    torso: 90,
    arms: [
      [90, 90],
      [90, 90],
    ],
    legs: [
      [-90, -90],
      [-90, -90],
    ],
  },
  cobra: {
    torso: 118,
    arms: [
      [0, 0],
      [5, 5],
    ],
    legs: [
      [-88, -88],
      [-88, -88],
    ],
  },
  superman: {
    torso: 100,
    arms: [
      [100, 100],
      [100, 100],
    ],
    legs: [
      [-100, -100],
      [-100, -100],
    ],
    lift: 2,
  },
  'downward-dog': {
    torso: 35,
    arms: [
      [35, 35],
      [35, 35],
    ],
    legs: [
      [-35, -35],
      [-35, -35],
    ],
  },
  'forward-fold': {
    torso: 20,
    arms: [
      [20, 20],
      [25, 25],
    ],
    legs: [
      [0, 0],
      [-3, -3],
    ],
  },
  'quad-stretch': {
    torso: 180,
    arms: [
      [0, 0],
      [-10, -150],
    ],
    legs: [
      [0, 0],
      [-10, -170],
    ],
  },
  'calf-stretch': {
    torso: 160,
    arms: [
      [110, 110],
      [110, 110],
    ],
    legs: [
      [40, 0],
      [-30, -30],
    ],
  },
  'arm-circles': {
    torso: 180,
    arms: [
      [90, 90],
      [-90, -90],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  'balance-stand': {
    torso: 180,
    arms: [
      [40, 40],
      [-40, -40],
    ],
    legs: [
      [0, 0],
      [90, 0],
    ],
  },
  'balance-reach': {
    torso: 120,
    arms: [
      [100, 100],
      [-20, -20],
    ],
    legs: [
      [5, 0],
      [-70, -70],
    ],
  },
  walk: {
    torso: 178,
    arms: [
      [-25, 0],
      [25, 50],
    ],
    legs: [
      [20, 0],
      [-15, -25],
    ],
  },
  march: {
    torso: 180,
    arms: [
      [-30, 30],
      [30, 90],
    ],
    legs: [
      [90, 0],
      [0, 0],
    ],
  },
  run: {
    torso: 168,
    arms: [
      [40, 140],
      [-40, 60],
    ],
    legs: [
      [55, -20],
      [-25, -80],
    ],
  },
  jump: {
    torso: 180,
    arms: [
      [175, 175],
      [170, 170],
    ],
    legs: [
      [5, -5],
      [-5, -10],
    ],
    lift: 20,
  },
  'jump-land': {
    torso: 150,
    arms: [
      [-30, -30],
      [-25, -25],
    ],
    legs: [
      [60, -20],
      [55, -20],
    ],
  },
  'slam-overhead': {
    torso: 185,
    arms: [
      [165, 165],
      [165, 165],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
  swing: {
    torso: 150,
    arms: [
      [70, 70],
      [70, 70],
    ],
    legs: [
      [15, -5],
      [12, -5],
    ],
  },
  swim: {
    torso: 90,
    arms: [
      [90, 90],
      [-90, -90],
    ],
    legs: [
      [-85, -85],
      [-95, -95],
    ],
    lift: 30,
  },
  'water-walk': {
    torso: 178,
    arms: [
      [-25, 40],
      [25, 90],
    ],
    legs: [
      [20, 0],
      [-15, -25],
    ],
  },
  cycle: {
    torso: 125,
    arms: [
      [110, 110],
      [105, 105],
    ],
    legs: [
      [80, -10],
      [30, 20],
    ],
  },
  'recumbent-cycle': {
    torso: -155,
    arms: [
      [20, 60],
      [20, 60],
    ],
    legs: [
      [80, 60],
      [100, 90],
    ],
  },
  'row-erg': {
    torso: 160,
    arms: [
      [-80, 90],
      [-80, 90],
    ],
    legs: [
      [95, 50],
      [95, 50],
    ],
  },
  'open-book': {
    torso: -90,
    arms: [
      [90, 90],
      [180, 180],
    ],
    legs: [
      [150, 40],
      [150, 40],
    ],
  },
  twist: {
    torso: 170,
    arms: [
      [70, 110],
      [60, 110],
    ],
    legs: [
      [3, 3],
      [-3, -3],
    ],
  },
} satisfies Record<string, Pose>;
export type PoseKey = keyof typeof POSES;

/** What is drawn with the figure. */
export const PROPS = [
  'none',
  'dumbbells',
  'dumbbell-chest',
  'barbell',
  'kettlebell',
  'band',
  'bench',
  'box',
  'bar',
  'cable',
  'machine',
  'ball',
  'water',
  'bike',
  'wall',
  'chair',
  'mat',
  'rope',
  'backpack',
] as const;
export type PropKey = (typeof PROPS)[number];
