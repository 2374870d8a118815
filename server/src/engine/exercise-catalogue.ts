/**
 * The exercise catalogue: movement pattern, muscles, equipment, level, MET value (2024 Adult Compendium of
 * Physical Activities; resistance exercise 3.5–6 MET by effort) and contraindication tags the training planner
 * filters on for medical conditions:
 *   high-impact       jumping/running impact (arthritis, knee problems, BMI ≥ 35, pregnancy, age ≥ 65)
 *   heavy-valsalva    heavy lifts that invite breath-holding (hypertension, heart disease, pregnancy)
 *   overhead          arms loaded overhead (shoulder problems)
 *   spinal-loading    axial load on the spine (back pain)
 *   spinal-flexion    loaded/repeated trunk flexion (back pain, osteoporosis)
 *   deep-knee-flexion deep squatting/lunging (knee problems)
 *   supine            lying on the back (pregnancy after the first trimester)
 *   inversion         head below the heart (uncontrolled hypertension, heart disease, pregnancy)
 *   high-intensity    vigorous/maximal efforts (heart disease or uncontrolled hypertension until cleared)
 */

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
export type Equipment =
  | 'bodyweight'
  | 'dumbbell'
  | 'barbell'
  | 'kettlebell'
  | 'machine'
  | 'cable'
  | 'band'
  | 'bench'
  | 'mat'
  | 'cardio-machine'
  | 'pool'
  | 'none';

export interface Exercise {
  id: string;
  name: string;
  kind: ExerciseKind;
  pattern: Pattern;
  muscles: string[];
  equipment: Equipment;
  level: Level;
  /** Metabolic equivalent (Compendium 2024). */
  met: number;
  contraindications: ContraindicationTag[];
  /** Cardio only: the intensity this activity is done at. */
  intensity?: 'light' | 'moderate' | 'vigorous';
  /** Prescribed by time rather than repetitions. */
  timed?: boolean;
}

type Row = [
  id: string,
  name: string,
  kind: ExerciseKind,
  pattern: Pattern,
  muscles: string,
  equipment: Equipment,
  level: Level,
  met: number,
  contra: string,
  extra?: 'light' | 'moderate' | 'vigorous' | 'timed',
];

// prettier-ignore
const ROWS: Row[] = [
  // Squat pattern
  ['bodyweight-squat', 'Bodyweight squat', 'strength', 'squat', 'quadriceps glutes', 'bodyweight', 'beginner', 3.5, 'deep-knee-flexion'],
  ['box-squat', 'Box squat to a bench', 'strength', 'squat', 'quadriceps glutes', 'bench', 'beginner', 3.5, ''],
  ['goblet-squat', 'Goblet squat', 'strength', 'squat', 'quadriceps glutes core', 'dumbbell', 'beginner', 5.0, 'deep-knee-flexion'],
  ['leg-press', 'Leg press', 'strength', 'squat', 'quadriceps glutes', 'machine', 'beginner', 5.0, 'heavy-valsalva'],
  ['wall-sit', 'Wall sit', 'strength', 'squat', 'quadriceps', 'bodyweight', 'beginner', 3.5, '', 'timed'],
  ['back-squat', 'Barbell back squat', 'strength', 'squat', 'quadriceps glutes back', 'barbell', 'intermediate', 6.0, 'spinal-loading heavy-valsalva deep-knee-flexion'],
  ['front-squat', 'Barbell front squat', 'strength', 'squat', 'quadriceps glutes core', 'barbell', 'advanced', 6.0, 'spinal-loading heavy-valsalva deep-knee-flexion'],
  ['split-squat', 'Bulgarian split squat', 'strength', 'squat', 'quadriceps glutes', 'dumbbell', 'intermediate', 5.0, 'deep-knee-flexion'],
  // Hinge
  ['glute-bridge', 'Glute bridge', 'strength', 'hinge', 'glutes hamstrings', 'mat', 'beginner', 3.5, 'supine'],
  ['cable-pull-through', 'Cable pull-through', 'strength', 'hinge', 'glutes hamstrings', 'cable', 'beginner', 3.5, ''],
  ['db-rdl', 'Dumbbell Romanian deadlift', 'strength', 'hinge', 'hamstrings glutes back', 'dumbbell', 'beginner', 5.0, 'spinal-loading'],
  ['hip-thrust', 'Barbell hip thrust', 'strength', 'hinge', 'glutes', 'barbell', 'intermediate', 5.0, 'heavy-valsalva'],
  ['kb-swing', 'Kettlebell swing', 'strength', 'hinge', 'glutes hamstrings core', 'kettlebell', 'intermediate', 6.0, 'high-intensity'],
  ['single-leg-rdl', 'Single-leg Romanian deadlift', 'strength', 'hinge', 'hamstrings glutes balance', 'dumbbell', 'intermediate', 4.0, ''],
  ['deadlift', 'Barbell deadlift', 'strength', 'hinge', 'hamstrings glutes back', 'barbell', 'intermediate', 6.0, 'spinal-loading heavy-valsalva'],
  ['trap-bar-deadlift', 'Trap-bar deadlift', 'strength', 'hinge', 'quadriceps glutes back', 'barbell', 'advanced', 6.0, 'spinal-loading heavy-valsalva'],
  ['back-extension', 'Back extension (bench)', 'strength', 'hinge', 'lower back glutes', 'bench', 'intermediate', 3.5, ''],
  // Lunge / single leg
  ['step-up', 'Step-up', 'strength', 'lunge', 'quadriceps glutes', 'bench', 'beginner', 5.0, ''],
  ['reverse-lunge', 'Reverse lunge', 'strength', 'lunge', 'quadriceps glutes', 'bodyweight', 'beginner', 4.0, 'deep-knee-flexion'],
  ['walking-lunge', 'Dumbbell walking lunge', 'strength', 'lunge', 'quadriceps glutes', 'dumbbell', 'intermediate', 5.0, 'deep-knee-flexion'],
  ['lateral-lunge', 'Lateral lunge', 'strength', 'lunge', 'adductors glutes', 'bodyweight', 'intermediate', 4.0, 'deep-knee-flexion'],
  ['supported-split-squat', 'Supported split squat (hand on a wall)', 'strength', 'lunge', 'quadriceps glutes', 'bodyweight', 'beginner', 3.5, ''],
  // Horizontal push
  ['incline-push-up', 'Incline push-up', 'strength', 'push-h', 'chest triceps shoulders', 'bench', 'beginner', 3.8, ''],
  ['push-up', 'Push-up', 'strength', 'push-h', 'chest triceps shoulders core', 'bodyweight', 'intermediate', 3.8, ''],
  ['db-bench', 'Dumbbell bench press', 'strength', 'push-h', 'chest triceps shoulders', 'dumbbell', 'beginner', 5.0, 'supine'],
  ['machine-chest-press', 'Machine chest press', 'strength', 'push-h', 'chest triceps', 'machine', 'beginner', 3.5, ''],
  ['band-chest-press', 'Standing band chest press', 'strength', 'push-h', 'chest triceps', 'band', 'beginner', 3.5, ''],
  ['bench-press', 'Barbell bench press', 'strength', 'push-h', 'chest triceps shoulders', 'barbell', 'intermediate', 6.0, 'heavy-valsalva supine'],
  ['dips', 'Parallel-bar dips', 'strength', 'push-h', 'chest triceps', 'bodyweight', 'advanced', 5.0, ''],
  // Vertical push
  ['landmine-press', 'Half-kneeling landmine press', 'strength', 'push-v', 'shoulders triceps core', 'barbell', 'intermediate', 4.0, ''],
  ['seated-db-press', 'Seated dumbbell shoulder press', 'strength', 'push-v', 'shoulders triceps', 'dumbbell', 'beginner', 4.0, 'overhead'],
  ['standing-db-press', 'Standing dumbbell shoulder press', 'strength', 'push-v', 'shoulders triceps core', 'dumbbell', 'intermediate', 5.0, 'overhead'],
  ['overhead-press', 'Barbell overhead press', 'strength', 'push-v', 'shoulders triceps core', 'barbell', 'advanced', 6.0, 'overhead heavy-valsalva spinal-loading'],
  ['pike-push-up', 'Pike push-up', 'strength', 'push-v', 'shoulders triceps', 'bodyweight', 'intermediate', 3.8, 'overhead inversion'],
  ['lateral-raise', 'Dumbbell lateral raise', 'strength', 'push-v', 'shoulders', 'dumbbell', 'beginner', 3.5, ''],
  // Horizontal pull
  ['band-row', 'Band row', 'strength', 'pull-h', 'upper back biceps', 'band', 'beginner', 3.5, ''],
  ['one-arm-db-row', 'One-arm dumbbell row', 'strength', 'pull-h', 'upper back lats biceps', 'dumbbell', 'beginner', 4.0, ''],
  ['seated-cable-row', 'Seated cable row', 'strength', 'pull-h', 'upper back lats biceps', 'cable', 'beginner', 4.0, ''],
  ['chest-supported-row', 'Chest-supported dumbbell row', 'strength', 'pull-h', 'upper back biceps', 'dumbbell', 'beginner', 4.0, ''],
  ['inverted-row', 'Inverted row', 'strength', 'pull-h', 'upper back biceps', 'bodyweight', 'intermediate', 4.0, ''],
  ['barbell-row', 'Barbell bent-over row', 'strength', 'pull-h', 'upper back lats', 'barbell', 'intermediate', 5.0, 'spinal-loading'],
  ['face-pull', 'Cable face pull', 'strength', 'pull-h', 'rear shoulders upper back', 'cable', 'beginner', 3.5, ''],
  // Vertical pull
  ['lat-pulldown', 'Lat pulldown', 'strength', 'pull-v', 'lats biceps', 'machine', 'beginner', 4.0, 'overhead'],
  ['band-pulldown', 'Kneeling band pulldown', 'strength', 'pull-v', 'lats', 'band', 'beginner', 3.5, 'overhead'],
  ['assisted-pull-up', 'Assisted pull-up', 'strength', 'pull-v', 'lats biceps', 'machine', 'intermediate', 5.0, 'overhead'],
  ['pull-up', 'Pull-up', 'strength', 'pull-v', 'lats biceps', 'bodyweight', 'advanced', 6.0, 'overhead'],
  ['straight-arm-pulldown', 'Straight-arm cable pulldown', 'strength', 'pull-v', 'lats', 'cable', 'beginner', 3.5, ''],
  // Arms, calves
  ['db-curl', 'Dumbbell biceps curl', 'strength', 'arms-flex', 'biceps', 'dumbbell', 'beginner', 3.5, ''],
  ['hammer-curl', 'Hammer curl', 'strength', 'arms-flex', 'biceps forearms', 'dumbbell', 'beginner', 3.5, ''],
  ['triceps-pushdown', 'Cable triceps pushdown', 'strength', 'arms-ext', 'triceps', 'cable', 'beginner', 3.5, ''],
  ['overhead-triceps', 'Overhead dumbbell triceps extension', 'strength', 'arms-ext', 'triceps', 'dumbbell', 'intermediate', 3.5, 'overhead'],
  ['bench-dip', 'Bench dip', 'strength', 'arms-ext', 'triceps', 'bench', 'beginner', 3.5, ''],
  ['calf-raise', 'Standing calf raise', 'strength', 'calf', 'calves', 'bodyweight', 'beginner', 3.5, ''],
  ['seated-calf-raise', 'Seated calf raise', 'strength', 'calf', 'calves', 'machine', 'intermediate', 3.5, ''],
  // Core and carries
  ['dead-bug', 'Dead bug', 'strength', 'core', 'deep core', 'mat', 'beginner', 3.0, 'supine'],
  ['bird-dog', 'Bird dog', 'strength', 'core', 'deep core lower back', 'mat', 'beginner', 3.0, ''],
  ['plank', 'Front plank', 'strength', 'core', 'core shoulders', 'mat', 'beginner', 3.8, '', 'timed'],
  ['side-plank', 'Side plank', 'strength', 'core', 'obliques', 'mat', 'beginner', 3.8, '', 'timed'],
  ['pallof-press', 'Pallof press', 'strength', 'core', 'obliques deep core', 'band', 'beginner', 3.0, ''],
  ['crunch', 'Crunch', 'strength', 'core', 'abdominals', 'mat', 'beginner', 3.0, 'spinal-flexion supine'],
  ['russian-twist', 'Russian twist', 'strength', 'core', 'obliques', 'mat', 'intermediate', 3.5, 'spinal-flexion'],
  ['hanging-knee-raise', 'Hanging knee raise', 'strength', 'core', 'abdominals hip flexors', 'bodyweight', 'intermediate', 4.0, 'overhead'],
  ['ab-wheel', 'Ab-wheel rollout', 'strength', 'core', 'abdominals', 'none', 'advanced', 4.0, 'spinal-loading'],
  ['farmer-carry', "Farmer's carry", 'strength', 'carry', 'grip core traps', 'dumbbell', 'beginner', 4.5, 'spinal-loading', 'timed'],
  ['suitcase-carry', 'Suitcase carry', 'strength', 'carry', 'obliques grip', 'dumbbell', 'beginner', 4.0, '', 'timed'],
  // Power (sports performance)
  ['box-jump', 'Box jump', 'power', 'plyo', 'legs', 'bench', 'intermediate', 8.0, 'high-impact high-intensity'],
  ['jump-squat', 'Jump squat', 'power', 'plyo', 'legs', 'bodyweight', 'intermediate', 8.0, 'high-impact deep-knee-flexion high-intensity'],
  ['broad-jump', 'Broad jump', 'power', 'plyo', 'legs', 'bodyweight', 'advanced', 8.0, 'high-impact high-intensity'],
  ['skater-jump', 'Skater jump', 'power', 'plyo', 'legs balance', 'bodyweight', 'intermediate', 8.0, 'high-impact high-intensity'],
  ['med-ball-slam', 'Medicine-ball slam', 'power', 'plyo', 'full body', 'none', 'intermediate', 6.0, 'overhead high-intensity'],
  ['med-ball-chest-pass', 'Medicine-ball chest pass (to a wall)', 'power', 'plyo', 'chest shoulders', 'none', 'beginner', 4.0, ''],
  ['burpee', 'Burpee', 'power', 'plyo', 'full body', 'bodyweight', 'intermediate', 8.0, 'high-impact high-intensity'],
  ['agility-ladder', 'Agility ladder drills', 'power', 'plyo', 'legs coordination', 'none', 'intermediate', 7.0, 'high-impact'],
  ['lateral-shuffle', 'Lateral shuffle and cone touches', 'power', 'plyo', 'legs coordination', 'none', 'beginner', 5.0, ''],
  // Balance
  ['single-leg-stand', 'Single-leg stand (near support)', 'balance', 'balance', 'ankles hips', 'none', 'beginner', 2.5, '', 'timed'],
  ['tandem-walk', 'Heel-to-toe walk', 'balance', 'balance', 'balance', 'none', 'beginner', 2.5, '', 'timed'],
  ['clock-reach', 'Single-leg clock reach', 'balance', 'balance', 'ankles hips', 'none', 'intermediate', 2.5, '', 'timed'],
  ['tai-chi', 'Tai chi sequence', 'balance', 'balance', 'balance legs', 'none', 'beginner', 3.0, '', 'timed'],
  // Mobility and stretching
  ['cat-cow', 'Cat-cow', 'mobility', 'stretch', 'spine', 'mat', 'beginner', 2.3, '', 'timed'],
  ['childs-pose', "Child's pose", 'mobility', 'stretch', 'back hips', 'mat', 'beginner', 2.3, '', 'timed'],
  ['hip-flexor-stretch', 'Half-kneeling hip flexor stretch', 'mobility', 'stretch', 'hip flexors', 'mat', 'beginner', 2.3, '', 'timed'],
  ['hamstring-stretch', 'Standing hamstring stretch', 'mobility', 'stretch', 'hamstrings', 'none', 'beginner', 2.3, '', 'timed'],
  ['quad-stretch', 'Standing quadriceps stretch', 'mobility', 'stretch', 'quadriceps', 'none', 'beginner', 2.3, '', 'timed'],
  ['calf-stretch', 'Wall calf stretch', 'mobility', 'stretch', 'calves', 'none', 'beginner', 2.3, '', 'timed'],
  ['open-book', 'Open-book thoracic rotation', 'mobility', 'stretch', 'thoracic spine', 'mat', 'beginner', 2.3, '', 'timed'],
  ['worlds-greatest', "World's greatest stretch", 'mobility', 'stretch', 'hips thoracic spine', 'mat', 'intermediate', 2.8, '', 'timed'],
  ['doorway-chest', 'Doorway chest stretch', 'mobility', 'stretch', 'chest shoulders', 'none', 'beginner', 2.3, '', 'timed'],
  ['figure-four', 'Figure-four glute stretch', 'mobility', 'stretch', 'glutes hips', 'mat', 'beginner', 2.3, 'supine', 'timed'],
  ['pigeon', 'Pigeon stretch', 'mobility', 'stretch', 'glutes hips', 'mat', 'intermediate', 2.3, '', 'timed'],
  ['cobra', 'Cobra stretch', 'mobility', 'stretch', 'abdominals spine', 'mat', 'beginner', 2.3, '', 'timed'],
  ['downward-dog', 'Downward dog', 'mobility', 'stretch', 'hamstrings calves shoulders', 'mat', 'beginner', 2.5, 'inversion overhead', 'timed'],
  ['sun-salutation', 'Sun salutation flow', 'mobility', 'stretch', 'full body', 'mat', 'intermediate', 3.3, 'inversion overhead', 'timed'],
  ['neck-shoulder-rolls', 'Neck and shoulder rolls', 'mobility', 'stretch', 'neck shoulders', 'none', 'beginner', 2.0, '', 'timed'],
  ['chair-yoga', 'Gentle chair yoga sequence', 'mobility', 'stretch', 'full body', 'none', 'beginner', 2.0, '', 'timed'],
  ['pilates-basics', 'Pilates mat basics', 'mobility', 'stretch', 'core hips', 'mat', 'beginner', 3.0, 'supine spinal-flexion', 'timed'],
  // Cardio (intensity as prescribed)
  ['easy-walk', 'Easy walk', 'cardio', 'steady', 'legs', 'none', 'beginner', 3.0, '', 'light'],
  ['brisk-walk', 'Brisk walk (5–6 km/h)', 'cardio', 'steady', 'legs', 'none', 'beginner', 4.3, '', 'moderate'],
  ['incline-walk', 'Incline treadmill walk', 'cardio', 'steady', 'legs', 'cardio-machine', 'beginner', 5.3, '', 'moderate'],
  ['stationary-bike', 'Stationary bike, moderate', 'cardio', 'steady', 'legs', 'cardio-machine', 'beginner', 5.5, '', 'moderate'],
  ['recumbent-bike', 'Recumbent bike', 'cardio', 'steady', 'legs', 'cardio-machine', 'beginner', 4.0, '', 'moderate'],
  ['elliptical', 'Elliptical trainer', 'cardio', 'steady', 'full body', 'cardio-machine', 'beginner', 5.0, '', 'moderate'],
  ['swimming', 'Swimming laps, moderate', 'cardio', 'steady', 'full body', 'pool', 'intermediate', 5.8, '', 'moderate'],
  ['water-aerobics', 'Water aerobics', 'cardio', 'steady', 'full body', 'pool', 'beginner', 5.5, '', 'moderate'],
  ['rowing', 'Rowing machine, moderate', 'cardio', 'steady', 'full body', 'cardio-machine', 'intermediate', 7.0, '', 'moderate'],
  ['cycling', 'Outdoor cycling (16–19 km/h)', 'cardio', 'steady', 'legs', 'none', 'intermediate', 6.8, '', 'moderate'],
  ['hiking', 'Hiking', 'cardio', 'steady', 'legs', 'none', 'beginner', 6.0, '', 'moderate'],
  ['low-impact-dance', 'Low-impact aerobic dance', 'cardio', 'steady', 'full body', 'none', 'beginner', 5.0, '', 'moderate'],
  ['jog', 'Jogging', 'cardio', 'steady', 'legs', 'none', 'intermediate', 7.0, 'high-impact', 'vigorous'],
  ['run', 'Running (9–10 km/h)', 'cardio', 'steady', 'legs', 'none', 'advanced', 9.8, 'high-impact', 'vigorous'],
  ['stair-climber', 'Stair climber', 'cardio', 'steady', 'legs', 'cardio-machine', 'intermediate', 9.0, 'high-intensity', 'vigorous'],
  ['jump-rope', 'Jump rope', 'cardio', 'interval', 'full body', 'none', 'intermediate', 11.8, 'high-impact high-intensity', 'vigorous'],
  ['bike-intervals', 'Bike intervals (1 min hard / 2 min easy)', 'cardio', 'interval', 'legs', 'cardio-machine', 'intermediate', 8.5, 'high-intensity', 'vigorous'],
  ['run-intervals', 'Run intervals (1 min fast / 2 min walk)', 'cardio', 'interval', 'legs', 'none', 'intermediate', 8.0, 'high-impact high-intensity', 'vigorous'],
  ['row-intervals', 'Rowing intervals (1 min hard / 1 min easy)', 'cardio', 'interval', 'full body', 'cardio-machine', 'advanced', 8.5, 'high-intensity', 'vigorous'],
  ['walk-intervals', 'Walk intervals (2 min brisk / 1 min easy)', 'cardio', 'interval', 'legs', 'none', 'beginner', 4.0, '', 'moderate'],
  ['aerobic-dance', 'Aerobic dance class', 'cardio', 'steady', 'full body', 'none', 'intermediate', 7.3, 'high-impact', 'vigorous'],
];

export const EXERCISES: readonly Exercise[] = ROWS.map(
  ([id, name, kind, pattern, muscles, equipment, level, met, contra, extra]) => ({
    id,
    name,
    kind,
    pattern,
    muscles: muscles.split(' '),
    equipment,
    level,
    met,
    contraindications: (contra ? contra.split(' ') : []) as ContraindicationTag[],
    ...(extra === 'timed' ? { timed: true } : extra ? { intensity: extra } : {}),
  }),
);

export const EXERCISE_BY_ID: ReadonlyMap<string, Exercise> = new Map(EXERCISES.map((e) => [e.id, e]));

export const LEVEL_RANK: Record<Level, number> = { beginner: 0, intermediate: 1, advanced: 2 };
