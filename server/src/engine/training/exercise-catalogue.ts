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
