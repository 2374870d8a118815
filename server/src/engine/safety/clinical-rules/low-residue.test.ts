/**
 * Issue 30 (the dietitian-physician's reading): with a stricturing Crohn's disease the low-residue rule leaves out
 * whole pulses by every name, not only rajma and chana: a "Black bean feijoada" was chosen and its beans trimmed to
 * nothing by the fibre ceiling. ESPEN 2023 IBD guideline (Bischoff et al., Clin Nutr 2023).
 */
import { describe, expect, it } from 'vitest';
import { generatePlan } from '../../plan/generate-plan';

/** Whole pulses, written here independently of the engine's word list. */
const WHOLE_PULSES =
  /\b(black beans?|pinto|cannellini|navy beans?|borlotti|lima beans?|white beans?|lobia|black-eyed|cowpeas?|edamame|soya beans?|soybeans?|horse gram|kulthi|moth beans?|matki|whole green gram|green gram, whole|whole urad|whole masoor|lentil whole|rajma|kidney beans?|chickpeas?|chole)\b/i;

describe('low residue (stricture): no whole pulses by any name', () => {
  it.each([5, 7])('seed %i', (seed) => {
    const c = generatePlan({
      profile: {
        age: 27,
        gender: 'female',
        height: 165,
        weight: 52,
        activityLevel: 'light',
        fitnessGoals: ['General Fitness'],
        medicalConditions: ["Crohn's disease with stricture"],
      },
      biomarkers: [],
      planType: 'premium',
      now: new Date('2025-06-15T09:30:00Z'),
      seed,
    }).content;
    const found = c.days.flatMap((d) =>
      d.meals.flatMap((m) =>
        [m.name, m.note ?? '', ...(m.howTo?.steps ?? []), ...m.items.map((i) => i.name)]
          .filter((t) => WHOLE_PULSES.test(t))
          .map((t) => `day ${d.day} ${m.name}: ${t.slice(0, 80)}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
