import { describe, expect, it } from 'vitest';
import { TAG_BIT, foodById } from '../data/foods/food-table';
import { foodAllowed, kosherMealConflict, mealViolations, parseRestrictions } from './diet-rules';

const allowed = (restrictions: string[], food: string): boolean =>
  foodAllowed(foodById(food), parseRestrictions(restrictions));

describe('parseRestrictions', () => {
  it('reads Vegetarian as lacto-vegetarian (no eggs) and says so', () => {
    const r = parseRestrictions(['Vegetarian']);
    expect(allowed(['Vegetarian'], 'M001')).toBe(false); // eggs
    expect(allowed(['Vegetarian'], 'L003')).toBe(true); // paneer
    expect(allowed(['Vegetarian'], 'chicken-breast')).toBe(false);
    expect(r.notes.join(' ')).toMatch(/no eggs/);
  });

  it('allows eggs for eggetarian / ovo-lacto entries', () => {
    for (const e of ['eggetarian', 'Ovo-lacto vegetarian', 'vegetarian (eggs ok)']) {
      expect(allowed([e], 'M001')).toBe(true);
      expect(allowed([e], 'salmon')).toBe(false);
    }
  });

  it('implements every preset restriction', () => {
    expect(allowed(['Vegan'], 'honey')).toBe(false);
    expect(allowed(['Vegan'], 'T013')).toBe(false); // ghee
    expect(allowed(['Vegan'], 'tofu')).toBe(true);
    expect(allowed(['Gluten-Free'], 'A019')).toBe(false); // atta
    expect(allowed(['Gluten-Free'], 'soy-sauce')).toBe(false);
    expect(allowed(['Gluten-Free'], 'tamari')).toBe(true);
    expect(allowed(['Gluten-Free'], 'oats')).toBe(false); // cross-contact; certified oats are separate
    expect(allowed(['Gluten-Free'], 'oats-gf')).toBe(true);
    expect(allowed(['Dairy-Free'], 'whey')).toBe(false);
    expect(allowed(['Halal'], 'O049')).toBe(false); // pork
    expect(allowed(['Halal'], 'red-wine')).toBe(false);
    expect(allowed(['Kosher'], 'shrimp')).toBe(false);
    expect(allowed(['Kosher'], 'P009')).toBe(false); // catfish: no scales
    expect(allowed(['Kosher'], 'salmon')).toBe(true);
    expect(allowed(['Paleo'], 'A015')).toBe(false); // rice
    expect(allowed(['Paleo'], 'B021')).toBe(false); // toor dal
    expect(allowed(['Paleo'], 'H012')).toBe(false); // peanuts are legumes
    expect(allowed(['Paleo'], 'F013')).toBe(true);
    expect(parseRestrictions(['Keto']).carbsMaxG).toBe(50);
    expect(parseRestrictions(['Low-Carb']).carbsMaxG).toBe(129);
    expect(parseRestrictions(['Keto', 'Low-Carb']).carbsMaxG).toBe(50);
  });

  it('understands common free-text entries', () => {
    expect(allowed(['nut allergy'], 'H001')).toBe(false);
    expect(allowed(['nut allergy'], 'H012')).toBe(false);
    expect(allowed(['lactose intolerant'], 'L002')).toBe(false);
    expect(allowed(['No pork'], 'O049')).toBe(false);
    expect(allowed(['no beef'], 'O027')).toBe(false);
    expect(allowed(['no red meat'], 'chicken-breast')).toBe(true);
    expect(allowed(['no mushrooms'], 'J001')).toBe(false);
    expect(allowed(['Jain'], 'G017')).toBe(false); // onion
    expect(parseRestrictions(['no mushrooms']).recognised).toEqual(['No mushroom (custom)']);
    // Jain: onion, garlic and ginger out; hing, the Jain stand-in for them, stays.
    const jain = parseRestrictions(['Jain']).excludedFoodIds;
    for (const id of ['ifct:G017', 'ifct:G011', 'ifct:G014', 'ifct:F006'])
      expect(jain.has(id), id).toBe(true);
    expect(jain.has('ifct:G019')).toBe(false);
    expect(parseRestrictions(['low FODMAP']).unrecognised).toEqual(['low FODMAP']);
    // A low-residue diet is the clinical rules' to apply, never "not recognised" beside them.
    for (const entry of ['low residue', 'Low-residue diet', 'low fibre'])
      expect(parseRestrictions([entry]), entry).toMatchObject({
        unrecognised: [],
        recognised: ['Low-residue (low fibre)'],
      });
  });
});

describe('restriction labels', () => {
  const VEGETARIAN =
    'Vegetarian (lacto-vegetarian: no meat, poultry, fish, shellfish, eggs, gelatin or animal-rennet cheese)';
  const JAIN = 'Jain (no root vegetables, onion, garlic, mushrooms or honey)';
  /** The mask and exclusions of the entries read one by one: listing fewer labels never loosens the rules. */
  const union = (entries: string[]) => {
    const each = entries.map((e) => parseRestrictions([e]));
    return {
      mask: each.reduce((m, r) => m | r.forbidMask, 0),
      ids: [...new Set(each.flatMap((r) => [...r.excludedFoodIds]))].sort(),
    };
  };

  it('lists each restriction once, without one another listed restriction implies; the rules stay whole', () => {
    const cases: [string[], string[]][] = [
      [
        ['Vegetarian', 'Jain', 'no beef', 'no pork'],
        [VEGETARIAN, JAIN],
      ],
      [
        ['Jain', 'Vegetarian'],
        [VEGETARIAN, JAIN],
      ],
      [
        ['Vegan', 'Jain', 'no beef'],
        ['Vegan (no animal products, including dairy, eggs and honey)', JAIN],
      ],
      [
        ['Jain', 'no mushrooms'],
        [VEGETARIAN, JAIN],
      ],
      [['peanut allergy', 'No nuts'], ['No nuts (tree nuts and peanuts)']],
      [['Pescatarian', 'no beef'], ['Pescatarian (no meat or poultry)']],
      [
        ['no beef', 'no pork'],
        ['No beef', 'No pork'],
      ],
      [
        ['Keto', 'Vegetarian'],
        [expect.stringMatching(/^Keto/), VEGETARIAN],
      ],
    ];
    for (const [entries, labels] of cases) {
      const r = parseRestrictions(entries);
      expect(r.recognised, entries.join('+')).toEqual(labels);
      expect(new Set(r.notes).size).toBe(r.notes.length);
      const u = union(entries);
      expect(r.forbidMask, entries.join('+')).toBe(u.mask);
      expect([...r.excludedFoodIds].sort()).toEqual(u.ids);
    }
  });
});

describe('kosher meals', () => {
  it('flags meat with dairy in one meal, not fish with dairy', () => {
    expect(kosherMealConflict(TAG_BIT.poultry | TAG_BIT.dairy)).toBe(true);
    expect(kosherMealConflict(TAG_BIT.fish | TAG_BIT.dairy)).toBe(false);
    const rules = parseRestrictions(['Kosher']);
    expect(
      mealViolations(
        [
          { foodId: 'usda:chicken-breast', contains: ['poultry'] },
          { foodId: 'usda:yogurt', contains: ['dairy'] },
        ],
        rules,
      ),
    ).toContain('meat and dairy in one meal');
  });
});
