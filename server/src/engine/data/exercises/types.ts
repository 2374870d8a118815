/**
 * The exercise library's shape. Each entry is written for this project: how to do it, what to feel, the usual
 * mistakes, which muscles work, what it needs and where it can be done, easier and harder variations, and a pose
 * the illustration is drawn from. Contraindication tags are what the training planner filters on for medical
 * conditions (see training/exercise-catalogue.ts for the list and their reasons).
 */
import type { PoseKey, PropKey } from './poses';

export type ExerciseKind = 'strength' | 'power' | 'cardio' | 'mobility' | 'balance';
export type Pattern =
  | 'squat'
  | 'hinge'
  | 'lunge'
  | 'push-h'
  | 'push-v'
  | 'pull-h'
  | 'pull-v'
  | 'core'
  | 'carry'
  | 'arms-flex'
  | 'arms-ext'
  | 'calf'
  | 'plyo'
  | 'steady'
  | 'interval'
  | 'stretch'
  | 'balance';
export type Level = 'beginner' | 'intermediate' | 'advanced';
/**
 * How an exercise is made harder: `external` by kilograms (free weights, machines, cables); `bodyweight` by reps,
 * tempo, range or a harder variation; `assisted` by less assistance (a lighter band or counterweight); `mobility`
 * (stretches, mobility drills, balance) by range and control, with no effort target.
 */
export type LoadType = 'external' | 'bodyweight' | 'assisted' | 'mobility';

/** Where an exercise can be done. */
export const PLACES = ['home', 'gym', 'pool', 'outdoor'] as const;
export type Place = (typeof PLACES)[number];

/**
 * Equipment an exercise needs beyond the floor, a wall, a chair, stairs and a backpack (which every home has).
 * A gym has everything but a pool and a bicycle; at home the member lists what they own.
 */
export const KIT = [
  'dumbbell',
  'band',
  'kettlebell',
  'bench',
  'pull-up-bar',
  'skipping-rope',
  'bicycle',
  'barbell',
  'machine',
  'cable',
  'cardio-machine',
  'medicine-ball',
  'pool',
] as const;
export type Kit = (typeof KIT)[number];

export const CONTRAINDICATION_TAGS = [
  'high-impact',
  'heavy-valsalva',
  'overhead',
  'spinal-loading',
  'spinal-flexion',
  'deep-knee-flexion',
  'supine',
  'inversion',
  'high-intensity',
] as const;
export type ContraindicationTag = (typeof CONTRAINDICATION_TAGS)[number];

export interface Exercise {
  id: string;
  name: string;
  kind: ExerciseKind;
  pattern: Pattern;
  /** Primary muscles first; `secondaryMuscles` are the helpers. */
  muscles: string[];
  secondaryMuscles: string[];
  /** Everything needed (empty: nothing beyond the household). */
  kit: Kit[];
  /** Where it can be done (any one of them). */
  places: Place[];
  level: Level;
  /** Metabolic equivalent (2024 Adult Compendium of Physical Activities). */
  met: number;
  contraindications: ContraindicationTag[];
  /** Cardio only: the intensity this activity is done at. */
  intensity?: 'light' | 'moderate' | 'vigorous';
  /** Prescribed by time rather than repetitions. */
  timed?: boolean;
  /** A free weight or machine load the member chooses (gets the starting-weight guide): loadType external. */
  loaded: boolean;
  loadType: LoadType;
  instructions: string[];
  cues: string[];
  mistakes: string[];
  /** Easier variations, by id. */
  regressions: string[];
  /** Harder variations, by id. */
  progressions: string[];
  pose: PoseKey;
  prop: PropKey;
}
