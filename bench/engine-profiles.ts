/**
 * The varied members the engine bench plans for (seeded): every diet in the bench's list beside goals, conditions,
 * medicines and a random subset of blood results. Shared by engine-bench.ts and tolerance-misses.ts.
 */
import type { BiomarkerInput } from '../common/biomarkers';
import { FITNESS_GOALS, MEDICAL_CONDITIONS } from '../common/options';
import type { EngineProfile } from '../server/src/engine/plan/generate-plan';
import { createRng } from '../server/src/engine/plan/prng';

const RESTRICTION_SETS = [
  [],
  [],
  [],
  ['Vegetarian'],
  ['Vegan'],
  ['Gluten-Free'],
  ['Dairy-Free'],
  ['Keto'],
  ['Low-Carb'],
  ['Paleo'],
  ['Halal'],
  ['Kosher'],
  ['Vegetarian', 'Gluten-Free'],
  ['Vegan', 'Paleo', 'Keto'],
  ['eggetarian'],
  ['nut allergy'],
];
const GOALS = FITNESS_GOALS;
// The profile's condition options plus one typed in the member's own words.
const CONDITIONS = [...MEDICAL_CONDITIONS, 'bad knee'];
const MEDS = [
  'metformin 500mg',
  'Insulin glargine',
  'Warfarin',
  'atorvastatin 20 mg',
  'metoprolol',
  'phenelzine',
];

export function profiles(
  count: number,
  seed: number,
): { profile: EngineProfile; biomarkers: BiomarkerInput[] }[] {
  const rng = createRng(seed, 'bench');
  const out: { profile: EngineProfile; biomarkers: BiomarkerInput[] }[] = [];
  for (let i = 0; i < count; i++) {
    const sample = <T>(list: readonly T[], max: number): T[] => rng.shuffle(list).slice(0, rng.int(max + 1));
    const profile: EngineProfile = {
      age: 18 + rng.int(63),
      gender: rng.pick(['male', 'female', 'other', null] as const),
      height: 150 + rng.int(45),
      weight: 45 + rng.int(80),
      activityLevel: rng.pick(['sedentary', 'light', 'moderate', 'active', 'very_active', null] as const),
      fitnessGoals: sample(GOALS, 2),
      dietaryRestrictions: rng.pick(RESTRICTION_SETS),
      medicalConditions: sample(CONDITIONS, 2),
      medications: sample(MEDS, 2),
    };
    const all: BiomarkerInput[] = [
      {
        code: 'LDL',
        valueCanonical: 80 + rng.int(120),
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
      {
        code: 'HBA1C',
        valueCanonical: 4.8 + rng.int(30) / 10,
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
      {
        code: 'FERRITIN',
        valueCanonical: 8 + rng.int(150),
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
      {
        code: 'EGFR',
        valueCanonical: 40 + rng.int(70),
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
      {
        code: 'VITD_25OH',
        valueCanonical: 8 + rng.int(40),
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
      {
        code: 'TG',
        valueCanonical: 70 + rng.int(300),
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
    ];
    const biomarkers = all.slice(0, rng.int(all.length + 1));
    out.push({ profile, biomarkers });
  }
  return out;
}
