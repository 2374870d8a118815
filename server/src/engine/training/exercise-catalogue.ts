/**
 * The exercise catalogue the training planner chooses from (the library lives in ../data/exercises). Contraindication
 * tags the planner filters on for medical conditions:
 *   high-impact       jumping/running impact (arthritis, knee problems, BMI ≥ 35, pregnancy, age ≥ 65)
 *   heavy-valsalva    heavy lifts that invite breath-holding (hypertension, heart disease, pregnancy)
 *   overhead          arms loaded overhead (shoulder problems)
 *   spinal-loading    axial load on the spine (back pain)
 *   spinal-flexion    loaded/repeated trunk flexion (back pain, osteoporosis)
 *   deep-knee-flexion deep squatting/lunging (knee problems)
 *   supine            lying on the back (pregnancy after the first trimester)
 *   inversion         head below the heart (uncontrolled hypertension, heart disease, pregnancy)
 *   high-intensity    vigorous/maximal efforts (heart disease or uncontrolled hypertension until cleared)
 * MET values: 2024 Adult Compendium of Physical Activities (resistance exercise 3.5–6 MET by effort).
 */
export {
  CONTRAINDICATION_TAGS,
  EXERCISES,
  EXERCISE_BY_ID,
  LEVEL_RANK,
  type ContraindicationTag,
  type Exercise,
  type ExerciseKind,
  type Level,
  type LoadType,
  type Pattern,
} from '../data/exercises';
import type { Exercise } from '../data/exercises';

/** Poses done lying, kneeling, sitting or on all fours on the floor (../data/exercises/poses.ts). */
const FLOOR_POSES: ReadonlySet<string> = new Set([
  'supine',
  'crunch',
  'dead-bug',
  'bridge',
  'hip-thrust',
  'superman',
  'cobra',
  'quadruped',
  'bird-dog',
  'child',
  'downward-dog',
  'plank',
  'side-plank',
  'push-up',
  'push-up-bottom',
  'pike-push-up',
  'long-sit',
  'kneel',
  'tall-kneel',
  'kneel-press',
  'open-book',
  'seated-lean',
]);
/** Floor work drawn in another pose: a press lying on the floor, a row lying under a table. */
const FLOOR_IDS: ReadonlySet<string> = new Set(['db-floor-press', 'table-row']);

/**
 * Done lying, kneeling, sitting or on all fours on the floor: getting down and up again is hard at BMI ≥ 40 and a
 * fall risk of its own with frailty or falls (training-safety.ts impractical, training-background.ts unsafeWhenFrail).
 */
export function onTheFloor(e: Exercise): boolean {
  return FLOOR_POSES.has(e.pose) || FLOOR_IDS.has(e.id);
}
